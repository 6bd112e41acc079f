import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CatalogResult } from '@shared/catalog-schemas'
import { indexKey, SearchDatabase } from '@renderer/search/search-database'
import { SearchService } from '@renderer/search/search-service'

/**
 * The search service holds the indexes of the vehicle being worked on in memory and lets older
 * ones go once written back, so saving one vehicle after another does not keep them all.
 */

let db: SearchDatabase
let service: SearchService

const node = (partName: string): CatalogResult =>
  ({
    node: { name: `${partName} node`, code: 'N1', parts: [{ name: partName, number: `${partName}-1` }] }
  }) as CatalogResult
const vehicle = (vin: string) => `origin|${vin}`
const store = (vin: string, q: string, partName: string) =>
  service.sectionStored({ vehicleKey: vehicle(vin), vin, lang: 'en', q, result: node(partName) })
const found = async (vin: string, query: string) =>
  (await service.search(vehicle(vin), 'en', query)).map((hit) => hit.title)

beforeEach(() => {
  db = new SearchDatabase(`search-service-${Math.random()}`)
  service = new SearchService(
    async () => db,
    () => undefined
  )
})
afterEach(async () => {
  await service.flush()
  await db.delete()
})

describe('open indexes', () => {
  it('writes back and lets go of the least recently used vehicle once a third is opened', async () => {
    await store('VIN-A', 'qa', 'Alternator')
    await store('VIN-B', 'qb', 'Bumper')
    expect(await db.indexes.count()).toBe(0) // both still only in memory, waiting for a pause

    await store('VIN-C', 'qc', 'Crankshaft')
    await vi.waitFor(async () => expect(await db.indexes.get(indexKey(vehicle('VIN-A'), 'en'))).toBeDefined())
    await service.flush()

    // A was let go: with its written copy removed, it is read back empty. B and C are still held.
    await db.indexes.clear()
    expect(await found('VIN-B', 'bumper')).toContain('Bumper')
    expect(await found('VIN-C', 'crankshaft')).toContain('Crankshaft')
    expect(await found('VIN-A', 'alternator')).toEqual([])
  })

  it('reads a let-go index back when its vehicle is used again, and adds to it', async () => {
    await store('VIN-A', 'qa', 'Alternator')
    await store('VIN-B', 'qb', 'Bumper')
    await store('VIN-C', 'qc', 'Crankshaft')
    await service.flush()

    await store('VIN-A', 'qa2', 'Axle')
    expect(await found('VIN-A', 'alternator')).toContain('Alternator')
    expect(await found('VIN-A', 'axle')).toContain('Axle')
    await service.flush()
    expect(await db.indexes.count()).toBe(3)
  })
})
