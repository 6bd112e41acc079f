import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NewLine } from '@renderer/data/baskets/basket-model'
import { BasketRepository } from '@renderer/data/baskets/basket-repository'
import { BasketTables } from '@renderer/data/db/basket-tables'
import { MirrorDatabase } from '@renderer/data/db/schema'

let db: MirrorDatabase
let baskets: BasketRepository
let clock = 0
beforeEach(() => {
  db = new MirrorDatabase(`baskets-${Math.random()}`)
  baskets = new BasketRepository(new BasketTables(db), () => ++clock)
})
afterEach(() => db.delete())

const line = (partNumber: string, qty = 1, vin = 'VIN1'): NewLine => ({
  partNumber,
  name: `Part ${partNumber}`,
  qty,
  vehicle: { vin, name: 'Vostra' },
  source: { q: 'node-pointer', nodeCode: '110-01-01', nodeTitle: 'Brake disc', lang: 'en' }
})

describe('job baskets', () => {
  it('adds parts, merges a repeated part number into one line, and keeps lines in order', async () => {
    const job = await baskets.create('Job 4711', 'VIN1')
    await baskets.add(job.id, [line('A-1', 2), line('B-2')])
    await baskets.add(job.id, [line('A-1', 3)])
    const lines = await baskets.lines(job.id)
    expect(lines.map((l) => [l.partNumber, l.qty])).toEqual([
      ['A-1', 5],
      ['B-2', 1]
    ])
  })

  it('the same part for another vehicle is its own line', async () => {
    const job = await baskets.create('Fleet')
    await baskets.add(job.id, [line('A-1', 1, 'VIN1'), line('A-1', 1, 'VIN2')])
    expect(await baskets.lines(job.id)).toHaveLength(2)
  })

  it('edits quantities within sane bounds, removes lines, lists baskets newest first', async () => {
    const older = await baskets.create('Older')
    const job = await baskets.create('  ')
    await baskets.add(job.id, [line('A-1')])
    const [only] = await baskets.lines(job.id)
    await baskets.setQuantity(only.id, 0)
    expect((await baskets.lines(job.id))[0].qty).toBe(1)
    await baskets.setQuantity(only.id, 12.4)
    expect((await baskets.lines(job.id))[0].qty).toBe(12)
    const listed = await baskets.list()
    expect(listed.map((b) => [b.name, b.lines, b.pieces])).toEqual([
      ['Job', 1, 12],
      ['Older', 0, 0]
    ])
    await baskets.removeLine(only.id)
    await baskets.remove(older.id)
    expect((await baskets.list()).map((b) => b.lines)).toEqual([0])
  })
})
