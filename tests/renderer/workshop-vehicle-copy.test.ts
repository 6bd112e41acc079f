import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PartsDeskApi } from '@shared/contract'
import { ok } from '@shared/result'
import { workshopDocId, type WorkshopVehicleDoc } from '@shared/workshop'
import { sha256Hex, vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { copyVehicleFromWorkshop } from '@renderer/data/workshop/vehicle-copy'

/**
 * "Get from the workshop" that stops partway leaves a vehicle as it found it: one saved on this
 * computer before stays saved (its pages kept from eviction); one that was not is not left marked.
 */
const ORIGIN = 'http://svc.test'
const VIN = 'XVSAB53C1KR012847'
const KEY = vehicleKey(ORIGIN, VIN)
let db: MirrorDatabase
let mirror: Mirror

beforeEach(() => {
  db = new MirrorDatabase(`vehicle-copy-${Math.random()}`)
  mirror = new Mirror(db)
})
afterEach(() => db.delete())

const offered: WorkshopVehicleDoc = {
  id: 'vehicle:x',
  type: 'vehicle',
  vehicleKey: KEY,
  origin: ORIGIN,
  vin: VIN,
  catalog: 'TAMARO',
  name: 'Tamaro',
  lang: 'en',
  savedAt: 1_700_000_000_000,
  sections: 2,
  images: 0,
  bytes: 1000
}

/** A workshop that hands out the manifest, then drops out before the first answers. */
async function droppingWorkshop(): Promise<PartsDeskApi> {
  const manifestId = workshopDocId('manifest', await sha256Hex(KEY))
  return {
    workshop: {
      async read({ ids }: { ids: string[] }) {
        if (ids[0] !== manifestId)
          return { ok: false, error: { code: 'offline', message: 'The workshop mirror cannot be reached.' } }
        return ok({
          docs: [
            {
              id: manifestId,
              type: 'manifest',
              vehicleKey: KEY,
              savedAt: offered.savedAt,
              answers: ['answer:a', 'answer:b'],
              images: []
            }
          ]
        })
      }
    }
  } as unknown as PartsDeskApi
}

describe('a copy from the workshop that stops partway', () => {
  it('leaves a vehicle saved here before still saved', async () => {
    await mirror.garage.rememberVehicle({ key: KEY, origin: ORIGIN, vin: VIN, catalog: 'TAMARO', name: 'Tamaro' })
    await mirror.garage.setSaved(KEY, true)
    const outcome = await copyVehicleFromWorkshop(await droppingWorkshop(), mirror, offered)
    expect(outcome).toMatchObject({ complete: false, stopped: { code: 'offline' } })
    expect((await mirror.garage.vehicle(KEY))?.saved).toBe(1)
  })

  it('does not leave a vehicle saved that was not', async () => {
    const outcome = await copyVehicleFromWorkshop(await droppingWorkshop(), mirror, offered)
    expect(outcome.complete).toBe(false)
    expect((await mirror.garage.vehicle(KEY))?.saved).toBe(0)
  })
})
