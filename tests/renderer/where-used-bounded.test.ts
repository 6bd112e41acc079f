import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService, type SearchServiceOptions } from '@renderer/data/search/search-service'

/**
 * Where used against a hostile service (issue 20, finding 1): one part-information answer whose
 * replacement row names 1,500 numbers wrote a link for every pair (1,124,250), global, kept after
 * the vehicle was deleted, outside the storage limit. Here supersessions are sets: one record per
 * number, scoped to the vehicle and service the answer came from, capped, and counted.
 */

const GOOD = 'https://catalog.example'
const HOSTILE = 'https://hostile.example'

let db: SearchDatabase
let service: SearchService

function open(options: SearchServiceOptions = {}): void {
  service = new SearchService(
    async () => db,
    () => undefined,
    options
  )
}

beforeEach(() => {
  db = new SearchDatabase(`where-used-bounded-${Math.random()}`)
  open()
})
afterEach(async () => {
  await service.flush()
  await db.delete()
})

const node = (name: string, numbers: string[]): CatalogResult =>
  readResult({ node: { name, code: name.slice(0, 3), parts: numbers.map((number) => ({ name: 'Part', number })) } })

/** A part-information answer whose replacement table has these rows, in the real cell shape. */
const partInfo = (rows: string[][]): CatalogResult =>
  readResult({
    partinfo: { number: rows[0]?.[0] ?? 'X' },
    replacement: [
      {
        title: 'Replacement',
        header: [],
        data: rows.map((numbers) =>
          Object.fromEntries(numbers.map((number, i) => [`c${i}`, { value: number, number }]))
        )
      }
    ]
  })

const store = (vin: string, q: string, result: CatalogResult, origin = GOOD) =>
  service.sectionStored({ vehicleKey: vehicleKey(origin, vin), vin, lang: 'en', q, result })

const numbers = (count: number, prefix = 'B') =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}`)

async function whereUsedRecords(): Promise<number> {
  return (await db.numberGroups.count()) + (await db.whereUsedCaps.count())
}

describe('supersessions are sets', () => {
  it('a row of 1,500 numbers writes one record per number, not one per pair', async () => {
    open({ caps: { perRow: 2_000, perAnswer: 2_000 } })
    await store('VIN-A', 'qi', partInfo([numbers(1_500)]))
    const written = await whereUsedRecords()
    expect(written).toBe(1_500)
    expect(new Set((await db.numberGroups.toArray()).map((member) => member.group)).size).toBe(1)
  })

  it('where used for one number of a set finds the uses of the others, and sets that share a number merge', async () => {
    await store('VIN-A', 'qa', node('Pump', ['A-1']))
    await store('VIN-B', 'qb', node('Pump', ['D-4']))
    await store('VIN-A', 'qi1', partInfo([['A-1', 'B-2']]))
    await store('VIN-A', 'qi2', partInfo([['C-3', 'D-4']]))
    expect((await service.whereUsed('A-1', 'en')).map((row) => row.number)).toEqual(['A-1'])

    // A row joining the two sets: one group of four, found from either end.
    await store('VIN-A', 'qi3', partInfo([['B-2', 'C-3']]))
    expect((await service.whereUsed('A-1', 'en')).map((row) => row.number)).toEqual(['A-1', 'D-4'])
    expect((await service.whereUsed('d 4', 'en')).map((row) => row.number)).toEqual(['A-1', 'D-4'])
    const members = await db.numberGroups.toArray()
    expect(members).toHaveLength(4)
    expect(new Set(members.map((member) => member.group)).size).toBe(1)
  })

  it('joins sets of different vehicles of one service at look-up, through the chain', async () => {
    await store('VIN-A', 'qa', node('Old pump', ['OLD-1']))
    await store('VIN-C', 'qc', node('New pump', ['NEW-3']))
    await store('VIN-A', 'qi', partInfo([['OLD-1', 'MID-2']]))
    await store('VIN-B', 'qi', partInfo([['MID-2', 'NEW-3']]))
    expect((await service.whereUsed('OLD-1', 'en')).map((row) => row.vin)).toEqual(['VIN-A', 'VIN-C'])
  })
})

describe('where used is scoped', () => {
  it('every record carries the service and vehicle it came from, and goes with the vehicle', async () => {
    await store('VIN-A', 'qa', node('Pump', ['A-1']))
    await store('VIN-B', 'qb', node('Pump', ['B-2']))
    await store('VIN-B', 'qi', partInfo([['A-1', 'B-2']]))
    await store('VIN-B', 'qj', partInfo([numbers(60, 'C')]))
    expect((await service.whereUsed('A-1', 'en')).map((row) => row.vin)).toEqual(['VIN-A', 'VIN-B'])
    for (const table of [db.usedNodes, db.partUses, db.numberGroups, db.whereUsedCaps])
      for (const record of await table.toArray()) {
        expect(record.origin).toBe(GOOD)
        expect(record.vehicleKey).toMatch(/VIN-[AB]/)
      }

    await service.forgetVehicle(vehicleKey(GOOD, 'VIN-B'))
    for (const table of [db.usedNodes, db.partUses, db.numberGroups, db.whereUsedCaps, db.sizes])
      expect(await table.where('vehicleKey').equals(vehicleKey(GOOD, 'VIN-B')).count()).toBe(0)
    expect(await db.numberGroups.count()).toBe(0)
    expect((await service.whereUsed('A-1', 'en')).map((row) => row.vin)).toEqual(['VIN-A'])
  })

  it('what one service says replaces what never changes where used for another service', async () => {
    await store('VIN-G', 'qg', node('Pump', ['A-1', 'B-2']))
    await store('VIN-H', 'qi', partInfo([['A-1', 'B-2', 'Z-9']]), HOSTILE)
    await store('VIN-H', 'qh', node('Hostile', ['Z-9']), HOSTILE)

    const rows = await service.whereUsed('A-1', 'en')
    // The good service's own use of A-1; its B-2 is not joined by the hostile answer.
    expect(rows.filter((row) => row.origin === GOOD).map((row) => row.number)).toEqual(['A-1'])
    // Within the hostile service its own claim holds (it is the one that made it).
    expect(rows.filter((row) => row.origin === HOSTILE).map((row) => row.number)).toEqual(['Z-9'])
  })
})

describe('caps', () => {
  it('a row past the cap keeps its first 50 numbers, and where used says a cap was hit', async () => {
    await store('VIN-A', 'qa', node('Pump', ['B-00000', 'B-00049', 'B-00050']))
    await store('VIN-A', 'qi', partInfo([numbers(1_500)]))
    expect(await db.numberGroups.count()).toBe(50)
    expect(await whereUsedRecords()).toBeLessThanOrEqual(51)

    const report = await service.whereUsedReport('B-00049', 'en')
    expect(report.rows.map((row) => row.number)).toEqual(['B-00000', 'B-00049'])
    expect(report.caps).toEqual([{ cap: 'row', named: 1_500, kept: 50 }])
    // A number left out is not joined to any, and nothing says it was (its set was not believed).
    expect((await service.whereUsedReport('B-00050', 'en')).rows.map((row) => row.number)).toEqual(['B-00050'])
  })

  it('an answer past 500 numbers keeps the first 500, and says so', async () => {
    const rows = Array.from({ length: 30 }, (_, r) => numbers(30, `R${r}`))
    await store('VIN-A', 'qi', partInfo(rows))
    expect(await db.numberGroups.count()).toBe(500)
    expect((await service.whereUsedReport('R0-00001', 'en')).caps).toEqual([{ cap: 'answer', named: 501, kept: 500 }])
  })

  it('an answer within the caps reports none', async () => {
    await store('VIN-A', 'qi', partInfo([['A-1', 'B-2']]))
    expect((await service.whereUsedReport('A-1', 'en')).caps).toEqual([])
  })

  it('a look-up follows at most so many numbers, and says when it stopped', async () => {
    open({ maxLinkedNumbers: 20 })
    await store('VIN-A', 'qi', partInfo([numbers(40)]))
    expect((await service.whereUsedReport('B-00000', 'en')).caps).toEqual([{ cap: 'lookup', named: 21, kept: 20 }])
  })
})

describe('each service is followed on its own', () => {
  it('a hostile service’s huge set does not crowd another service’s numbers out of a look-up', async () => {
    open({ maxLinkedNumbers: 20 })
    await store('VIN-H', 'qi', partInfo([['A-1', ...numbers(40, 'H')]]), HOSTILE)
    await store('VIN-G', 'qi', partInfo([['A-1', 'B-2']]))
    await store('VIN-G', 'qg', node('Pump', ['B-2']))
    const report = await service.whereUsedReport('A-1', 'en')
    expect(report.rows.map((row) => [row.origin, row.number])).toEqual([[GOOD, 'B-2']])
    expect(report.caps.map((cap) => cap.cap)).toEqual(['lookup'])
  })
})

describe('the search database counts toward the storage limit', () => {
  it('keeps each vehicle’s estimated bytes as it writes, and frees them with the vehicle', async () => {
    expect(await service.storedBytes()).toBe(0)
    await store('VIN-A', 'qa', node('Pump', numbers(100, 'P')))
    const withNode = await service.storedBytes()
    expect(withNode).toBeGreaterThan(100 * 20)

    // Storing the node again replaces its rows: the size does not grow.
    await store('VIN-A', 'qa', node('Pump', numbers(100, 'P')))
    expect(await service.storedBytes()).toBe(withNode)

    await store('VIN-A', 'qi', partInfo([numbers(50)]))
    expect(await service.storedBytes()).toBeGreaterThan(withNode + 50 * 40)
    await service.flush() // the index is written back: it counts too
    const withIndex = await service.storedBytes()
    expect(withIndex).toBeGreaterThan(withNode + 50 * 40)
    expect((await db.sizes.get(vehicleKey(GOOD, 'VIN-A')))?.indexBytes?.en).toBeGreaterThan(0)

    await service.forgetVehicle(vehicleKey(GOOD, 'VIN-A'))
    expect(await service.storedBytes()).toBe(0)
  })
})

describe('the storage limit', () => {
  it('counts the search database with the mirror: usage shows it, eviction makes room for it', async () => {
    const mirrorDb = new MirrorDatabase(`where-used-budget-${Math.random()}`)
    const repo = new Mirror(mirrorDb)
    repo.storage.countAlso(() => service.storedBytes())
    const parts = (q: string) => ({ origin: GOOD, catalog: 'C1', q, lang: 'en' as const })
    // Pointers do not compress: the mirror's sizes are what gzip leaves.
    const noise = (n: number) =>
      Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 94))).join('')
    await repo.answers.writeSection(parts('a'), {
      result: { lists: [{ q: 'x', title: 'A', note: noise(3000) }] },
      fetchedAt: 1
    })
    await repo.answers.writeSection(parts('b'), {
      result: { lists: [{ q: 'y', title: 'B', note: noise(3000) }] },
      fetchedAt: 1
    })
    const mirrorOnly = (await repo.storage.usage()).bytes

    await store('VIN-A', 'qa', node('Pump', numbers(20, 'P')))
    const search = await service.storedBytes()
    expect(search).toBeGreaterThan(20 * 100)
    expect((await repo.storage.usage()).bytes).toBe(mirrorOnly + search)
    // It is never evicted: it counts as kept, with saved vehicles' records.
    expect((await repo.storage.usage()).pinnedBytes).toBe(search)

    // A limit the mirror alone fits in, but not with the search database: the mirror evicts.
    const limit = search + mirrorOnly * 0.8
    await repo.storage.setBudget(limit)
    const after = await repo.storage.usage()
    expect(after.bytes).toBeLessThanOrEqual(limit)
    expect(after.bytes - search).toBeLessThan(mirrorOnly)
    expect(await repo.answers.readSection(parts('a'))).toBeNull() // the least recently used went
    await mirrorDb.delete()
  })
})

describe('the database of version 2', () => {
  it('keeps its where-used rows, gives them their service, drops the global pairs, and counts their size', async () => {
    const { default: Dexie } = await import('dexie')
    const name = `where-used-v2-${Math.random()}`
    const v2 = new Dexie(name)
    v2.version(1).stores({
      indexes: '&key, vehicleKey',
      partUses: '&id, numberKey, vehicleKey',
      numberLinks: '&id, a, b'
    })
    v2.version(2).stores({ partUses: '&id, numberKey, node, vehicleKey', usedNodes: '&id, vehicleKey' })
    const key = vehicleKey(GOOD, 'VIN-V')
    await v2.table('usedNodes').put({ id: 'n1', vehicleKey: key, vin: 'VIN-V', lang: 'en', q: 'q', nodeTitle: 'Pump' })
    await v2.table('partUses').put({ id: 'n1\n0', node: 'n1', vehicleKey: key, numberKey: 'X1', number: 'X1' })
    await v2.table('numberLinks').put({ id: 'X1\nY2', a: 'X1', b: 'Y2' })
    v2.close()

    const upgraded = new SearchDatabase(name)
    const again = new SearchService(
      async () => upgraded,
      () => undefined
    )
    expect(upgraded.tables.map((table) => table.name)).not.toContain('numberLinks')
    expect((await again.whereUsed('X1', 'en')).map((row) => [row.vin, row.origin])).toEqual([['VIN-V', GOOD]])
    expect(await again.storedBytes()).toBeGreaterThan(0)
    await again.forgetVehicle(key)
    expect(await again.storedBytes()).toBe(0)
    await upgraded.delete()
  })
})
