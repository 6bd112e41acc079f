import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { readResult } from '@shared/readers'
import { sectionFullKey, sha256Hex, vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'

/** Opens a database exactly as release 1 defined it and fills it the way release 1 did. */
async function createVersionOneDatabase(name: string) {
  const v1 = new Dexie(name)
  v1.version(1).stores({
    sections: '&key, *vehicleKeys, [pinned+lastAccess]',
    images: '&key, *vehicleKeys, [pinned+lastAccess]',
    vehicles: '&key, lastVisit',
    meta: '&key',
    saveQueue: '++id, [vehicleKey+status], &[vehicleKey+itemKey]'
  })
  const origin = 'https://catalog.example'
  const parts = { origin, catalog: 'C1', q: 'pointer', lang: 'de' as const }
  const fullKey = sectionFullKey(parts)
  const car = vehicleKey(origin, 'VIN1')
  await v1.table('vehicles').bulkPut([
    { key: car, origin, vin: 'VIN1', catalog: 'C1', name: 'Vostra', lastVisit: 5, saved: 1 },
    // A row written without `saved`, as an early build did.
    { key: vehicleKey(origin, 'VIN2'), origin, vin: 'VIN2', catalog: 'C2', name: 'Marlin', lastVisit: 4 }
  ])
  await v1.table('sections').put({
    key: await sha256Hex(fullKey),
    fullKey,
    kind: 'section',
    vehicleKeys: [car],
    pinned: 1,
    payload: { result: { lists: [{ q: 'x', title: 'Bremsen' }] }, fetchedAt: 7 },
    fetchedAt: 7,
    lastAccess: 7,
    size: 60
  })
  await v1.table('meta').put({ key: 'usage', value: 60 })
  v1.close()
  return { parts, car }
}

describe('schema upgrade from version 1', () => {
  it('keeps every stored section and vehicle, normalises old rows, and adds baskets', async () => {
    const name = `upgrade-${Math.random()}`
    const { parts, car } = await createVersionOneDatabase(name)

    const db = new MirrorDatabase(name)
    await db.open()
    expect(db.verno).toBe(6)
    const repo = new Mirror(db)
    const stored = await repo.answers.readSection(parts)
    expect(readResult(stored?.payload.result).lists?.[0].title).toBe('Bremsen')
    expect((await repo.storage.usage()).bytes).toBe(60)
    const vehicles = await repo.garage.listVehicles()
    expect(vehicles.map((v) => [v.vin, v.saved])).toEqual([
      ['VIN1', 1],
      ['VIN2', 0]
    ])
    expect(await db.vehicles.where('saved').equals(1).primaryKeys()).toEqual([car])
    expect(await db.baskets.count()).toBe(0)
    await db.delete()
  })
})
