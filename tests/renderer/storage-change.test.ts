import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { watch } from 'vue'
import { vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { useGarageStore } from '@renderer/features/garage/stores/garage'
import { useStorageChangeStore } from '@renderer/features/garage/stores/storage-change'
import { pageUnderList } from './mirror-pages'
import { appInfo, createTestApp } from './support/app-context'

/**
 * A change to offline storage lives in a store, not in the Settings page: a lower limit at 30
 * saved vehicles takes minutes, and a mechanic who leaves Settings and comes back must find it
 * still running with its figures, not a form that starts a second eviction beside the first.
 */
const ORIGIN = 'http://svc.test'
let db: MirrorDatabase

beforeEach(async () => {
  db = new MirrorDatabase(`storage-change-${Math.random()}`)
  const repo = new Mirror(db)
  const owner = vehicleKey(ORIGIN, 'BROWSED')
  await repo.garage.rememberVehicle({ key: owner, origin: ORIGIN, vin: 'BROWSED', catalog: 'C1', name: 'Browsed' })
  // Browsed pages, not saved: several eviction batches of 200.
  for (let n = 0; n < 520; n++) {
    const q = `p${n}`
    await repo.answers.writeSection(
      { origin: ORIGIN, catalog: 'C1', q, lang: 'en' },
      pageUnderList(q, `list-${n % 13}`, 200 + (n % 50), n),
      owner
    )
  }
  createTestApp({
    database: db,
    info: appInfo({ mode: 'account', serviceOrigin: ORIGIN, imageOrigin: ORIGIN })
  })
})
afterEach(() => db.delete())

describe('a change to offline storage', () => {
  it('runs one at a time, with its progress in the store while it runs, whoever shows it', async () => {
    const garage = useGarageStore()
    const change = useStorageChangeStore()
    await garage.refresh()
    const before = garage.usage!.bytes
    const limit = Math.floor(before / 2)

    // The first batch is gone: the eviction is under way.
    const underWay = new Promise<void>((resolve) => {
      const stop = watch(
        () => change.freeing?.freed ?? 0,
        (freed) => {
          if (freed > 0) {
            stop()
            resolve()
          }
        }
      )
    })
    const first = change.setLimit(limit)
    await underWay
    expect(change.busy).toBe(true)
    expect(change.freeing!.toFree).toBe(before - limit * 0.9)

    // A second Apply meanwhile (the form of a Settings page opened again, say) starts nothing.
    expect(await change.setLimit(1)).toBe(false)
    expect(await change.clearUnsaved()).toBe(false)

    expect(await first).toBe(true)
    expect(change.busy).toBe(false)
    expect(change.freeing).toBeNull()
    expect(change.error).toBeNull()
    // The first limit holds, and the garage's figures were read again after it.
    expect(garage.usage!.budget).toBe(limit)
    expect(garage.usage!.bytes).toBeLessThanOrEqual(limit * 0.9)
    expect(garage.usage!.bytes).toBeGreaterThan(0)

    // Done, a change can run again.
    expect(await change.clearUnsaved()).toBe(true)
    expect(garage.usage!.bytes).toBe(0)
  })
})
