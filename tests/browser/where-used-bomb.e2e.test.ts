/**
 * The supersession bomb in Chromium (issue 20, finding 1), over real HTTP to the demo catalog and
 * real IndexedDB: part information whose replacement row names 1,500 numbers is opened beside a
 * node. Where used writes one record per kept number (50, the row cap), not 1,124,250 pairs; the
 * where-used panel for one of them says the cap was hit. Prints one JSON line of figures: the
 * time from the click to the rows being stored, the rows written, and the longest main-thread
 * task meanwhile (PerformanceObserver 'longtask', which reports tasks over 50 ms).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bombNumbers } from '../../demo-catalog/server/supersession-bomb'
import { findBigNode, type BigNode } from '../support/big-node'
import { startE2eApp, type E2eApp } from '../support/e2e-app'

let app: E2eApp
let page: Page
let big: BigNode

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'where-used-bomb', clearScreens: true })
  page = app.page
  big = await findBigNode(app.runtime.handlers)
  // As text: this file is type-checked without the DOM's types.
  await page.addInitScript(`
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  `)
})

afterAll(async () => {
  await app?.close()
})

/** Records in a table of the search database, read in the page. */
const countIn = (table: string): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-search')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains(${JSON.stringify(table)})) { db.close(); resolve(0); return }
      const read = db.transaction(${JSON.stringify(table)}).objectStore(${JSON.stringify(table)}).count()
      read.onsuccess = () => { db.close(); resolve(read.result) }
      read.onerror = () => { db.close(); reject(read.error) }
    }
  })`)

const longTasksSince = (since: number): Promise<Array<{ start: number; duration: number }>> =>
  page.evaluate(
    `window.__longTasks.filter((task) => task.start + task.duration >= ${since}).map((t) => ({ start: t.start, duration: t.duration }))`
  )

/**
 * Opens part information of the node's `index`th part with a bomb of `numbers` numbers, and
 * measures from the click until where used has stored the kept numbers.
 */
async function openBomb(index: number, numbers: number, newRecords: number) {
  const parts = big.node.parts.filter((candidate) => candidate.number && candidate.q_partinfo)
  const part = parts[index]!
  const before = await countIn('numberGroups')
  app.demo.knobs.injectFault({ kind: 'supersession-bomb', numbers, match: '/api/q' })
  const clickedAt = (await page.evaluate('performance.now()')) as number
  await page
    .locator(`[data-testid="part-row"]`, { hasText: part.number! })
    .first()
    .locator('[data-testid="open-part-info"]')
    .click()
  await app.byTest('part-info').waitFor()
  await page.locator('[data-testid="part-info"] table').first().waitFor()
  const shownAt = (await page.evaluate('performance.now()')) as number
  await expect.poll(() => countIn('numberGroups'), { timeout: 60_000, interval: 10 }).toBe(before + newRecords)
  const storedAt = (await page.evaluate('performance.now()')) as number
  await new Promise((resolve) => setTimeout(resolve, 300)) // long tasks are reported after they end
  const tasks = await longTasksSince(clickedAt)
  app.demo.knobs.clearFaults()
  return {
    part: part.number!,
    numbers,
    clickToShownMs: Math.round(shownAt - clickedAt),
    clickToStoredMs: Math.round(storedAt - clickedAt),
    numberRecords: (await countIn('numberGroups')) - before,
    longTasks: tasks.map((task) => ({ atMs: Math.round(task.start - clickedAt), ms: Math.round(task.duration) })),
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration)))
  }
}

describe('supersession bomb', () => {
  it('writes one record per kept number, says the cap was hit, and never holds the page long', async () => {
    await page.goto(
      `${app.host.url}#/vehicle/${big.vin}/section?${new URLSearchParams({ c: big.catalog, q: big.nodeQ })}`
    )
    await app.byTest('part-row').first().waitFor()
    await expect.poll(() => countIn('usedNodes'), { timeout: 10_000 }).toBeGreaterThan(0)

    const bomb = await openBomb(0, 1_500, 50)
    await page.keyboard.press('Escape')
    await app.byTest('part-info').waitFor({ state: 'detached' })
    // Then a row of 40 numbers (under the cap: where used does about as much as for the bomb), so
    // the bomb's long tasks can be told from the page's own work on its 1,500-cell row. Its made-up
    // numbers are the bomb's first ones: one new record (the part's own number), the rest merge.
    const small = await openBomb(1, 40, 1)
    const rowsWritten = (await countIn('numberGroups')) + (await countIn('whereUsedCaps'))
    await app.screenshot('part-info')

    // The panel for a number of the bomb: the part's own number and the others kept, and the cap.
    const other = bombNumbers(bomb.part, 3)[2]!
    await page.goto(`${app.host.url}#/where-used?${new URLSearchParams({ n: other })}`)
    const note = app.byTest('where-used-capped')
    await note.waitFor()
    expect(await note.getAttribute('data-cap')).toBe('row')
    expect(await note.textContent()).toContain('1500 numbers in one replacement row')
    expect(await app.byTest('where-used-row').count()).toBeGreaterThan(0)
    await app.screenshot('where-used-capped')

    console.log(
      JSON.stringify({
        figures: 'where-used, supersession bomb (Chromium, real IndexedDB)',
        pairsBefore: (1_500 * 1_499) / 2,
        bomb,
        small,
        searchRecordsForBoth: rowsWritten
      })
    )
    expect(bomb.numberRecords).toBe(50)
    expect(rowsWritten).toBeLessThanOrEqual(51 + 1)
  })
})
