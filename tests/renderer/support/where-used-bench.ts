/**
 * Where used's figures, run inside a page (tests/browser/where-used-figures.e2e.test.ts bundles
 * this file and calls it in Chromium, so IndexedDB is the real one and its work is off the main
 * thread): a part-information answer whose replacement row names `numbers` numbers is stored,
 * and a save's worth of node sections. Long tasks are the page's own 'longtask' entries.
 */
import type { CatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService, type SearchServiceOptions } from '@renderer/data/search/search-service'

const ORIGIN = 'https://catalog.example'

interface Figures {
  writeMs: number
  rowsWritten: number
  longestTaskMs: number
  longTasks: number
  bytes: number
  /** Writing the vehicle's search index back afterwards (MiniSearch's JSON, one piece). */
  writeBackMs: number
  writeBackLongestTaskMs: number
}

async function measured(
  options: SearchServiceOptions,
  events: (service: SearchService) => Promise<unknown>,
  count: (db: SearchDatabase) => Promise<number>
): Promise<Figures> {
  const db = new SearchDatabase(`where-used-bench-${Math.random()}`)
  await db.open()
  const service = new SearchService(
    async () => db,
    () => undefined,
    options
  )
  const tasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  const started = performance.now()
  await events(service)
  const writeMs = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 200)) // long tasks are reported after they end
  const writing = tasks.splice(0)
  const writingBack = performance.now()
  await service.flush()
  const writeBackMs = performance.now() - writingBack
  await new Promise((resolve) => setTimeout(resolve, 200))
  observer.disconnect()
  const figures = {
    writeMs: Math.round(writeMs),
    rowsWritten: await count(db),
    longestTaskMs: Math.round(Math.max(0, ...writing)),
    longTasks: writing.length,
    bytes: await service.storedBytes(),
    writeBackMs: Math.round(writeBackMs),
    writeBackLongestTaskMs: Math.round(Math.max(0, ...tasks))
  }
  db.close()
  await db.delete()
  return figures
}

export function bomb(numbers: number, rows = 1): CatalogResult {
  const each = Math.ceil(numbers / rows)
  const data = Array.from({ length: rows }, (_, r) =>
    Object.fromEntries(
      Array.from({ length: Math.min(each, numbers - r * each) }, (_, c) => {
        const i = r * each + c
        const number = `9Z${String(i).padStart(4, '0')} ${(i * 7919) % 1000}`
        return [`n${c}`, { value: number, number }]
      })
    )
  )
  return readResult({ partinfo: { number: 'P-0' }, replacement: [{ title: 'Replacement', header: [], data }] })
}

/** One part-information answer naming `numbers` numbers in `rows` rows. */
export function bombFigures(numbers: number, options: SearchServiceOptions = {}, rows = 1): Promise<Figures> {
  const result = bomb(numbers, rows)
  return measured(
    options,
    (service) =>
      service.sectionStored({ vehicleKey: vehicleKey(ORIGIN, 'VIN-A'), vin: 'VIN-A', lang: 'en', q: 'qi', result }),
    async (db) => (await db.numberGroups.count()) + (await db.whereUsedCaps.count())
  )
}

/** `sections` node answers of `partsEach` parts, handed in at once as a save does. */
export function saveFigures(sections: number, partsEach: number): Promise<Figures> {
  return measured(
    {},
    (service) =>
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
      ),
    (db) => db.partUses.count()
  )
}
