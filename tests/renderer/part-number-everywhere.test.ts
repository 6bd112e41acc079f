import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readResult } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService } from '@renderer/data/search/search-service'
import { partMatches } from '@renderer/features/node/components/node-model'
import { lookupNumber } from '@renderer/features/suppliers/supplier-url'
import { normalizeNumber } from '@renderer/lib/part-number'

/**
 * One part-number normaliser (lib/part-number.ts) behind every place a mechanic types a number:
 * offline search, the parts table's filter, where used and the supplier look-up. `1k0-226` once
 * was found by search and not by the table's filter, which stripped only spaces.
 */

const TYPED = '1k0-226'
const part = { hotspotId: 4, number: '1K0 226', name: 'Cylinder block' }
const other = { hotspotId: 5, number: '1K0 227', name: 'Gasket' }
const raw = { node: { code: 'N1', title: 'Engine', parts: [part, other] } }

let db: SearchDatabase
let service: SearchService

beforeEach(() => {
  db = new SearchDatabase(`part-number-${Math.random()}`)
  service = new SearchService(
    async () => db,
    () => undefined
  )
})
afterEach(async () => {
  await service.flush()
  await db.delete()
})

describe('one part-number normaliser', () => {
  it('reads every way of typing the number as the same key', () => {
    for (const typed of [TYPED, '1K0 226', '1k0.226', '1K0/226', '1k0_226', ' 1K0226 '])
      expect(normalizeNumber(typed)).toBe('1K0226')
  })

  it('finds the same row in offline search, the parts filter, where used and the supplier look-up', async () => {
    // Search of the vehicle (the suggestions and Enter alike), from its index of the stored node.
    const result = readResult(raw)
    const key = vehicleKey('http://svc', 'VIN-A')
    await service.sectionStored({ vehicleKey: key, vin: 'VIN-A', lang: 'en', q: 'qEngine', catalog: 'C1', result })
    expect((await service.search(key, 'en', TYPED)).map((hit) => hit.number)).toEqual(['1K0 226'])

    // The parts table's filter.
    expect([part, other].filter((row) => partMatches(row, TYPED)).map((row) => row.number)).toEqual(['1K0 226'])

    // Where used.
    expect((await service.whereUsed(TYPED, 'en')).map((row) => row.number)).toEqual(['1K0 226'])

    // The supplier look-up sends the number the same way however the row printed it.
    expect(lookupNumber(TYPED).toUpperCase()).toBe(lookupNumber(part.number))
  })
})
