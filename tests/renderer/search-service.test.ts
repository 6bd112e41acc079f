import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { indexKey, SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService } from '@renderer/data/search/search-service'

/**
 * The search service over fake-indexeddb:
 * - where used: part numbers of stored nodes across vehicles, however they are spaced, with
 *   supersessions read from stored part information counting as the same part;
 * - open indexes: those of the vehicle being worked on stay in memory, older ones are written back
 *   and let go, so saving one vehicle after another does not keep them all.
 */

let db: SearchDatabase
let service: SearchService

const node = (name: string, parts: Array<{ number: string; qty?: string; hotspotId?: string }>): CatalogResult =>
  readResult({ node: { name, code: name.slice(0, 3), parts: parts.map((part) => ({ name: 'Part', ...part })) } })
/** Vehicle keys as the garage makes them: the service's origin and the VIN. */
const ORIGIN = 'https://catalog.example'
const keyOf = (vin: string, origin = ORIGIN) => vehicleKey(origin, vin)
const stored = (vin: string, q: string, result: CatalogResult, lang = 'en', origin = ORIGIN) =>
  service.sectionStored({ vehicleKey: keyOf(vin, origin), vin, lang, q, catalog: 'C', result })

const onePartNode = (partName: string): CatalogResult =>
  readResult({
    node: { name: `${partName} node`, code: 'N1', parts: [{ name: partName, number: `${partName}-1` }] }
  })
const vehicle = (vin: string) => `origin|${vin}`
const store = (vin: string, q: string, partName: string) =>
  service.sectionStored({ vehicleKey: vehicle(vin), vin, lang: 'en', q, result: onePartNode(partName) })
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

describe('where used', () => {
  it('lists every stored node with the number across vehicles, one row per node, however the number is typed', async () => {
    await stored('VIN-A', 'qa', node('Water pump', [{ number: '1K0 121 011 B', qty: '1', hotspotId: '4' }]))
    await stored('VIN-B', 'qb', node('Cooling', [{ number: '1K0121011B', qty: '2' }, { number: 'N 911 455 01' }]))
    await stored('VIN-B', 'qb', node('Cooling', [{ number: '1K0121011B', qty: '2' }]), 'de')

    const rows = await service.whereUsed('1k0-121-011-b', 'en')
    expect(rows.map((row) => [row.vin, row.nodeTitle, row.qty, row.lang])).toEqual([
      ['VIN-A', 'Water pump', '1', 'en'],
      ['VIN-B', 'Cooling', '2', 'en']
    ])
    expect(rows[0]).toMatchObject({ q: 'qa', catalog: 'C', hotspotId: '4' })
  })

  it('counts numbers the catalog says replace one another, through the chain', async () => {
    await stored('VIN-A', 'qa', node('Old pump', [{ number: 'OLD-1' }]))
    await stored('VIN-B', 'qb', node('New pump', [{ number: 'NEW-3' }]))
    const replacement = (from: string, to: string) => ({
      old: { value: from, number: from, flagNotTranslate: true },
      new: { value: to, number: to },
      date: '01.2019'
    })
    await stored(
      'VIN-A',
      'qi',
      readResult({
        partinfo: { number: 'OLD-1' },
        replacement: [
          { title: 'Replacement', header: [], data: [replacement('OLD-1', 'MID-2'), replacement('MID-2', 'NEW-3')] }
        ]
      })
    )

    expect((await service.whereUsed('NEW-3', 'en')).map((row) => row.vin)).toEqual(['VIN-A', 'VIN-B'])
    expect((await service.whereUsed('old 1', 'en')).map((row) => row.number)).toEqual(['OLD-1', 'NEW-3'])
  })

  it('storing a node again replaces its rows; a deleted vehicle leaves none', async () => {
    await stored('VIN-A', 'qa', node('Pump', [{ number: 'X-1' }]))
    await stored('VIN-A', 'qa', node('Pump', [{ number: 'Y-2' }]))
    expect(await service.whereUsed('X-1', 'en')).toEqual([])
    expect(await service.whereUsed('Y-2', 'en')).toHaveLength(1)
    await service.forgetVehicle(keyOf('VIN-A'))
    expect(await service.whereUsed('Y-2', 'en')).toEqual([])
  })

  it('keeps a node and its pointer once, its rows small', async () => {
    // Real pointers are 1–2 KB of encrypted text; this node lists three numbers.
    const pointer = `q-${'x'.repeat(1500)}`
    await service.sectionStored({
      vehicleKey: 'origin|VIN-A',
      vin: 'VIN-A',
      lang: 'en',
      q: pointer,
      result: node('Pump', [{ number: 'A-1' }, { number: 'B-2' }, { number: 'C-3' }])
    })
    expect(await db.usedNodes.count()).toBe(1)
    const rows = await db.partUses.toArray()
    expect(rows).toHaveLength(3)
    expect(JSON.stringify(rows)).not.toContain(pointer)
    expect(await service.whereUsed('B-2', 'en')).toMatchObject([{ q: pointer, nodeTitle: 'Pump', vin: 'VIN-A' }])
  })

  it('drops what the unreleased first version of the search database held, and works on', async () => {
    const name = `where-used-v1-${Math.random()}`
    const v1 = new Dexie(name)
    v1.version(1).stores({
      indexes: '&key, vehicleKey',
      partUses: '&id, numberKey, vehicleKey, [vehicleKey+lang+q]',
      numberLinks: '&id, a, b'
    })
    await v1.table('partUses').put({ id: 'old', numberKey: 'X1', vehicleKey: 'v', lang: 'en', q: 'q' })
    await v1.table('indexes').put({ key: 'v\nen', vehicleKey: 'v', lang: 'en', saved: { format: 1 } })
    v1.close()

    const upgraded = new SearchDatabase(name)
    const again = new SearchService(
      async () => upgraded,
      () => undefined
    )
    expect(await upgraded.partUses.count()).toBe(0)
    expect(await upgraded.indexes.count()).toBe(0)
    await again.sectionStored({
      vehicleKey: 'v',
      vin: 'VIN-V',
      lang: 'en',
      q: 'q',
      result: node('Pump', [{ number: 'X1' }])
    })
    expect((await again.whereUsed('X1', 'en')).map((row) => row.vin)).toEqual(['VIN-V'])
    await again.flush()
    await upgraded.delete()
  })
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
