/**
 * Printing, PDF and job baskets end to end: the built renderer (out/renderer — run
 * `npx electron-vite build` first) in real Chromium over browser mode, against the demo catalog
 * started here so the test can cut the service off.
 *
 * The PDFs are made the way the desktop app makes them — Chromium's printToPDF (page.pdf here)
 * on the print layout with the same footer template — and read back with pdfjs. Pages are
 * rendered to test-results/pdf/*.png for reviewers when poppler is installed.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Papa from 'papaparse'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoCatalog } from '../../demo-catalog/index'
import { pdfOptions } from '../../electron/main/print-policy'
import type { WebHost } from '../../electron/web/host'
import { findBigNode, type BigNode } from '../support/big-node'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { occurrences, pdfPages, renderPdfPages } from '../support/pdf-text'

const root = join(import.meta.dirname, '../..')
const pdfDir = join(root, 'test-results/pdf')

let app: E2eApp
let demo: DemoCatalog
let host: WebHost
let page: Page
let big: BigNode
let consoleErrors: string[]
let screenshot: E2eApp['screenshot']
let byTest: E2eApp['byTest']
let hashOf: E2eApp['hashOf']

const numbersOf = (parts: BigNode['node']['parts']) => (parts ?? []).map((part) => part.number ?? '')

/** How many rows each part number has in a parts list (numbers repeat across callouts). */
function expectedCounts(numbers: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const number of numbers) counts.set(number, (counts.get(number) ?? 0) + 1)
  return counts
}

/** The desktop app's PDF options (print-policy.ts), spelled the way Playwright's page.pdf wants them. */
function pagePdf(pageLabel = 'Page {page} of {total}', footerNote = 'Parts Desk e2e') {
  const { pageSize, ...options } = pdfOptions({ title: 'e2e', pageLabel, footerNote })
  return page.pdf({ format: pageSize, ...options })
}

async function waitForPrintReady(): Promise<void> {
  await page.locator('[data-testid="print-view"][data-print-ready="true"]').waitFor({ timeout: 20_000 })
}

function printUrl(query: Record<string, string>): string {
  return `${host.origin}/#/print/node?${new URLSearchParams(query)}`
}

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'print', clearScreens: true })
  ;({ demo, host, page, consoleErrors, screenshot, byTest, hashOf } = app)
  big = await findBigNode(app.runtime.handlers)
  await app.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin })
  // Before the app's scripts: the browser's print dialog (which would block a headless run) is
  // replaced by a counter. CSP violations and console errors are recorded by the harness.
  await page.addInitScript({
    content: `window.__printed = 0;
      window.print = () => { window.__printed += 1 };`
  })
  // The key moves into sessionStorage on first load; later URLs of this tab need no key.
  await page.goto(host.url)
  await byTest('vin-input').waitFor()
})

afterAll(async () => {
  await app?.close()
})

describe('print layout of the 334-part node as PDF', () => {
  it('prints every part exactly once, the table header and "page x of y" on every page', async () => {
    const parts = big.node.parts ?? []
    expect(parts).toHaveLength(334)
    await page.goto(printUrl({ vin: big.vin, c: big.catalog, q: big.nodeQ, lang: 'en' }))
    await waitForPrintReady()
    expect(await page.locator('[data-testid="print-part-row"]').count()).toBe(334)
    expect(await byTest('print-vin').textContent()).toBe(big.vin)
    expect(await byTest('print-vehicle').textContent()).toBe(big.vehicleName)
    expect(
      await page.locator('[data-testid="print-diagram"] img').evaluate((img) => Reflect.get(img, 'naturalWidth'))
    ).toBe(1600)
    await screenshot('node-layout')

    const pdf = await pagePdf()
    const pages = await pdfPages(pdf)
    renderPdfPages(pdf, pdfDir, 'node-all')

    // Sane: 334 rows at 10 to 45 rows a page (the layout fits about 37 of these one-line rows on
    // A4), plus the page with the diagram.
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(334 / 45))
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(334 / 10) + 2)
    const everything = pages.flat()
    for (const [number, rows] of expectedCounts(numbersOf(parts))) {
      expect(occurrences(everything, number), number).toBe(rows)
    }
    pages.forEach((lines, index) => {
      expect(lines, `header row on page ${index + 1}`).toContain('Pos. Part number Name Qty Note')
      expect(lines.join('\n'), `footer on page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`)
    })
    // The header block is on the first page only, but every page says whose parts these are
    // (issue 22, item 11): the vehicle, the VIN and the node head each page of the list.
    const nodeTitle = big.node.title ?? ''
    expect(nodeTitle).toContain('Main wiring harness')
    pages.forEach((lines, index) => {
      const text = lines.join(' ')
      expect(text, `VIN on page ${index + 1}`).toContain(big.vin)
      expect(text, `node on page ${index + 1}`).toContain(nodeTitle)
      expect(text, `vehicle on page ${index + 1}`).toContain(big.vehicleName)
    })
  })

  it('with only highlighted callouts, contains just their parts', async () => {
    const parts = big.node.parts ?? []
    const callouts = ['3', '15', '22']
    const chosen = parts.filter((part) => callouts.includes(String(part.hotspotId)))
    expect(chosen.length).toBeGreaterThanOrEqual(3)
    await page.goto(
      printUrl({ vin: big.vin, c: big.catalog, q: big.nodeQ, lang: 'en', only: callouts.join(','), diagram: '0' })
    )
    await waitForPrintReady()
    expect(await byTest('print-diagram').count()).toBe(0)
    expect(await byTest('print-only-note').textContent()).toContain(`${chosen.length} of 334`)

    const pdf = await pagePdf()
    const pages = await pdfPages(pdf)
    renderPdfPages(pdf, pdfDir, 'node-highlighted')
    expect(pages).toHaveLength(1)
    const everything = pages.flat()
    const wanted = expectedCounts(numbersOf(chosen))
    for (const [number, rows] of wanted) expect(occurrences(everything, number), number).toBe(rows)
    for (const number of new Set(numbersOf(parts))) {
      if (!wanted.has(number)) expect(occurrences(everything, number), `${number} must not be printed`).toBe(0)
    }
    await screenshot('node-highlighted-layout')
  })
})

describe('node page: print dialog and job basket', () => {
  const nodePage = () =>
    `${host.origin}/#/vehicle/${big.vin}/section?${new URLSearchParams({ q: big.nodeQ, c: big.catalog })}`

  it('adds a row, then highlighted callouts, to a basket named after the vehicle', async () => {
    await page.goto(nodePage())
    await byTest('part-row').first().waitFor()
    await byTest('add-to-basket').first().click()
    await expect.poll(() => byTest('basket-feedback').textContent()).toContain(big.vin)
    expect(await byTest('basket-feedback').textContent()).toContain(': 1 line.')

    // Highlight two callouts: a click selects, Ctrl+click adds.
    await page
      .locator('[data-testid="part-row"][data-hotspot-id="3"]')
      .first()
      .locator('[role="gridcell"]')
      .nth(2)
      .click()
    await page
      .locator('[data-testid="part-row"][data-hotspot-id="4"]')
      .first()
      .locator('[role="gridcell"]')
      .nth(2)
      .click({ modifiers: ['Control'] })
    const rowsOf = (key: string) => (big.node.parts ?? []).filter((part) => String(part.hotspotId) === key)
    const highlightedRows = rowsOf('3').length + rowsOf('4').length
    await expect.poll(() => byTest('add-highlighted').textContent()).toContain(`(${highlightedRows})`)
    await byTest('add-highlighted').click()
    await expect.poll(() => byTest('basket-feedback').textContent()).toContain(`: ${highlightedRows} lines`)
    await screenshot('node-actions')
  })

  it('opens the print dialog, prints only the highlighted parts through the browser', async () => {
    await byTest('open-print').click()
    await byTest('print-options').waitFor()
    expect(await byTest('print-highlighted').isChecked()).toBe(true)
    await screenshot('print-dialog')
    await byTest('print-go').click()
    await waitForPrintReady()
    await expect.poll(() => page.evaluate('window.__printed')).toBe(1)
    // The one-shot action left the address, so a reload does not print again.
    await expect.poll(() => hashOf()).not.toContain('go=')
    expect(hashOf()).toContain('only=3,4')
    expect(await page.locator('[data-testid="print-part-row"]').count()).toBeGreaterThan(0)
    expect(await page.locator('.app-header').count()).toBe(0)
    await screenshot('print-preview')
    await byTest('print-back').click()
    await byTest('part-row').first().waitFor()
  })
})

describe('job baskets', () => {
  it('edits quantities and keeps them across a reload', async () => {
    await page.locator('a[data-testid="nav-baskets"]').click()
    await byTest('basket-detail').waitFor()
    const lines = byTest('basket-line')
    await expect.poll(() => lines.count()).toBeGreaterThan(1)
    expect(await byTest('basket-title').textContent()).toContain(big.vin)
    const first = lines.first()
    const number = await first.getAttribute('data-part-number')
    await first.getByTestId('basket-qty').fill('7')
    await first.getByTestId('basket-qty').press('Enter')
    await first.getByTestId('basket-qty').blur()
    await byTest('basket-rename').click()
    await byTest('basket-rename-input').fill('Job 4711 — Жгут, 配线')
    await byTest('basket-rename-save').click()
    await expect.poll(() => byTest('basket-title').textContent()).toBe('Job 4711 — Жгут, 配线')

    await page.reload()
    await byTest('basket-detail').waitFor()
    await expect.poll(() => byTest('basket-title').textContent()).toBe('Job 4711 — Жгут, 配线')
    const again = page.locator(`[data-testid="basket-line"][data-part-number="${number}"]`)
    await expect.poll(() => again.getByTestId('basket-qty').inputValue()).toBe('7')
    await screenshot('basket')
  })

  it('copies all part numbers at once and exports CSV with a BOM that a CSV parser reads back', async () => {
    const numbers = await page
      .locator('[data-testid="basket-line"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-part-number')))
    await byTest('basket-copy').click()
    await expect.poll(() => byTest('basket-copy-feedback').textContent()).toContain(String(new Set(numbers).size))
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe([...new Set(numbers)].join('\n'))

    const [download] = await Promise.all([page.waitForEvent('download'), byTest('basket-csv').click()])
    expect(download.suggestedFilename()).toBe('Job 4711 — Жгут, 配线.csv')
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data[0]).toEqual(['Part number', 'Name', 'Qty', 'Vehicle', 'VIN', 'Node', 'Note'])
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual(numbers)
    expect(parsed.data[1][2]).toBe('7')
    expect(parsed.data[1][4]).toBe(big.vin)
  })

  it('prints the pick list from IndexedDB while the catalog service is cut off', async () => {
    const id = new URL(page.url().replace('#', '')).pathname.split('/').pop() ?? ''
    const numbers = await page
      .locator('[data-testid="basket-line"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-part-number')))
    demo.knobs.injectFault({ kind: 'reset' })
    try {
      await page.goto(`${host.origin}/#/print/basket/${id}`)
      await page.reload()
      await waitForPrintReady()
      expect(await byTest('pick-line').count()).toBe(numbers.length)
      const pdf = await pagePdf()
      const pages = await pdfPages(pdf)
      renderPdfPages(pdf, pdfDir, 'pick-list')
      const everything = pages.flat()
      for (const number of numbers) expect(occurrences(everything, String(number)), String(number)).toBe(1)
      expect(everything.join(' ')).toContain('Job 4711 — Жгут, 配线')
      expect(everything.join(' ')).toContain(`Page 1 of ${pages.length}`)
      await screenshot('pick-list-offline')

      // The node's print layout offline comes from the offline mirror (visited above).
      await page.goto(printUrl({ vin: big.vin, c: big.catalog, q: big.nodeQ, lang: 'en' }))
      await page.reload()
      await waitForPrintReady()
      expect(await page.locator('[data-testid="print-part-row"]').count()).toBe(334)
    } finally {
      demo.knobs.clearFaults()
    }
  })

  it('logged no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    // Requests the cut-off service refused are expected; anything else is a bug.
    expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([])
  })
})
