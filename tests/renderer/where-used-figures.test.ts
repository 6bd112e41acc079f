import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { CatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService, type SearchServiceOptions } from '@renderer/data/search/search-service'

/**
 * Figures for issue 20's note, printed as one JSON line: writing a part-information answer whose
 * replacement row names 1,500 numbers (the supersession bomb), with the shipped caps and with the
 * caps raised past 1,500 (to show the write is linear), and a save's worth of node sections in
 * one batch. "Longest task" is the longest the event loop went without running a timer: every
 * synchronous stretch of the write, fake-indexeddb's own work included (it runs in JavaScript
 * here; a real IndexedDB does its work off the main thread), so it is an upper bound.
 */

const ORIGIN = 'https://catalog.example'

/** The longest gap between zero-delay timers while `work` runs. */
async function longestTask<T>(work: () => Promise<T>): Promise<{ value: T; longestMs: number; totalMs: number }> {
  let longest = 0
  let last = performance.now()
  let running = true
  const tick = () => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
    if (running) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  const started = performance.now()
  const value = await work()
  const totalMs = performance.now() - started
  running = false
  await new Promise((resolve) => setTimeout(resolve, 5))
  return { value, longestMs: longest, totalMs }
}

const bomb = (count: number): CatalogResult =>
  readResult({
    partinfo: { number: 'P-0' },
    replacement: [
      {
        title: 'Replacement',
        header: [],
        data: [
          Object.fromEntries(
            Array.from({ length: count }, (_, i) => {
              const number = `9Z${String(i).padStart(4, '0')} ${(i * 7919) % 1000}`
              return [`n${i}`, { value: number, number }]
            })
          )
        ]
      }
    ]
  })

const round = (ms: number) => Math.round(ms * 10) / 10

async function writeBomb(options: SearchServiceOptions, numbers = 1_500) {
  const db = new SearchDatabase(`figures-${Math.random()}`)
  const service = new SearchService(
    async () => db,
    () => undefined,
    options
  )
  await db.open()
  const result = bomb(numbers)
  const { totalMs, longestMs } = await longestTask(() =>
    service.sectionStored({ vehicleKey: vehicleKey(ORIGIN, 'VIN-A'), vin: 'VIN-A', lang: 'en', q: 'qi', result })
  )
  const rows = (await db.numberGroups.count()) + (await db.whereUsedCaps.count())
  const bytes = await service.storedBytes()
  const report = await service.whereUsedReport('9Z0001 919', 'en')
  await service.flush()
  await db.delete()
  return { writeMs: round(totalMs), rowsWritten: rows, longestTaskMs: round(longestMs), bytes, caps: report.caps }
}

async function writeSave(sections: number, partsEach: number) {
  const db = new SearchDatabase(`figures-save-${Math.random()}`)
  const service = new SearchService(
    async () => db,
    () => undefined
  )
  await db.open()
  const { totalMs, longestMs } = await longestTask(() =>
    Promise.all(
      Array.from({ length: sections }, (_, s) =>
        service.sectionStored({
          vehicleKey: vehicleKey(ORIGIN, 'VIN-S'),
          vin: 'VIN-S',
          lang: 'en',
          q: `q${s}`,
          result: readResult({
            node: {
              name: `Node ${s}`,
              code: `N${s}`,
              parts: Array.from({ length: partsEach }, (_, p) => ({ name: `Part ${p}`, number: `N${s}-${p}` }))
            }
          })
        })
      )
    )
  )
  const rows = await db.partUses.count()
  await service.flush()
  await db.delete()
  return { sections, rowsWritten: rows, writeMs: round(totalMs), longestTaskMs: round(longestMs) }
}

describe('figures for the note (issue 20, finding 1)', () => {
  it('a 1,500-number replacement row: time, rows written, longest task; printed as one JSON line', async () => {
    const shipped = await writeBomb({})
    const uncapped = await writeBomb({ caps: { perRow: 2_000, perAnswer: 2_000 }, maxLinkedNumbers: 2_000 })
    const save = await writeSave(200, 60)
    const figures = {
      figures: 'where-used, 1,500-number replacement row (happy-dom + fake-indexeddb)',
      pairsBefore: (1_500 * 1_499) / 2,
      shipped,
      uncapped,
      save
    }
    console.log(JSON.stringify(figures))
    expect(shipped.rowsWritten).toBeLessThanOrEqual(51)
    expect(uncapped.rowsWritten).toBe(1_500)
    expect(shipped.caps).toEqual([{ cap: 'row', named: 1_500, kept: 50 }])
  })
})
