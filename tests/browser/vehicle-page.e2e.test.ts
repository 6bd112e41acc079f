/**
 * The vehicle page leads with the catalog, and vehicles are named for people (issue 22, items 3
 * and 4), in real Chromium over browser mode and the demo catalog, at 1366×768 (a common workshop
 * PC) with screens at 1920×1080 too:
 * - the details fold to one line by default, the choice survives a reload, production facts are said once;
 * - every main group is above the fold (from element rectangles), and two dozen would be too;
 * - "Marlin Cargo 316 L2H2 2.1 CDX (2018)" on the card, the breadcrumb's root, a new basket, its
 *   CSV file, the print header, the recent list and the garage — and for a row stored before names
 *   existed, read from its stored VIN answer without rewriting the row.
 *
 * Screens: test-results/screens/vehicle-page-<nn>-<name>.png.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { storedSetting } from '../support/offline-page'

const NAME = 'Marlin Cargo 316 L2H2 2.1 CDX (2018)'
const CATALOG_NAME = 'CARGO(EUR), 2018-06-01'
/** A real vehicle's first tab holds about two dozen main groups (real-shapes.md). */
const REAL_GROUPS = 24

let app: E2eApp
let page: Page
let vin: string
let byTest: E2eApp['byTest']
let screenshot: E2eApp['screenshot']

async function setSize(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height })
}

/** The `<details>` card's own state, not a class or a label. */
const cardOpen = () => byTest('vehicle-card').evaluate((details) => Reflect.get(details, 'open') as boolean)

/** The vehicles table as IndexedDB holds it (the garage's rows). */
function vehicleRow(): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const all = db.transaction('vehicles').objectStore('vehicles').getAll()
      all.onsuccess = () => { db.close(); resolve(all.result.find((row) => row.vin === ${JSON.stringify(vin)})) }
      all.onerror = () => reject(all.error)
    }
  })`) as Promise<Record<string, unknown> | undefined>
}

/** Turns the vehicle's row back into what an earlier version stored: the catalog's name, no catalogName. */
function makeRowOld(): Promise<void> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const tx = db.transaction('vehicles', 'readwrite')
      const store = tx.objectStore('vehicles')
      const all = store.getAll()
      all.onsuccess = () => {
        for (const row of all.result.filter((row) => row.vin === ${JSON.stringify(vin)})) {
          row.name = ${JSON.stringify(CATALOG_NAME)}
          delete row.catalogName
          store.put(row)
        }
      }
      tx.oncomplete = () => { db.close(); resolve(undefined) }
      tx.onerror = () => reject(tx.error)
    }
  })`) as Promise<void>
}

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'vehicle-page', clearScreens: true })
  ;({ page, byTest, screenshot } = app)
  // Marlin, the van of the example.
  vin = app.demo.vins[2]
  // The browser's print dialog would block a headless run: the print layout's own call is a no-op here.
  await page.addInitScript({ content: 'window.print = () => undefined' })
  await setSize(1366, 768)
})

afterAll(async () => {
  await app?.close()
})

describe('the vehicle page at 1366×768', () => {
  it('opens on the catalog: the vehicle on one folded line, every main group above the fold', async () => {
    await page.goto(app.host.url)
    await byTest('vin-input').fill(vin)
    await byTest('vin-input').press('Enter')
    await byTest('group-tile').first().waitFor()

    expect(await byTest('vehicle-name').textContent()).toBe(NAME)
    expect(await byTest('vehicle-catalog-name').textContent()).toBe(CATALOG_NAME)
    expect(await cardOpen()).toBe(false)
    const summary = await byTest('vehicle-card').locator('summary').boundingBox()
    expect(summary!.height).toBeLessThan(50) // one line
    // The page's own trail is only the vehicle, which the card names: no bare VIN under the search.
    expect(await page.locator('.breadcrumbs').count()).toBe(0)

    const fold = await page.evaluate('window.innerHeight')
    const tabs = byTest('group-tab')
    const tabCount = await tabs.count()
    expect(tabCount).toBeGreaterThan(1)
    for (let index = 0; index < tabCount; index++) {
      await tabs.nth(index).click()
      const tiles = await byTest('group-tile').evaluateAll((all) =>
        all.map((tile) => {
          const box = tile.getBoundingClientRect()
          return { left: Math.round(box.left), top: box.top, bottom: box.bottom }
        })
      )
      expect(tiles.length).toBeGreaterThan(0)
      for (const tile of tiles) expect(tile.bottom, `tab ${index}`).toBeLessThanOrEqual(fold as number)
    }
    await tabs.first().click()

    // Two dozen groups (a real vehicle's tab) would fit too: the grid's columns and row pitch, measured.
    const grid = await byTest('group-tile').evaluateAll((all) => {
      const boxes = all.map((tile) => tile.getBoundingClientRect())
      const lefts = [...new Set(boxes.map((box) => Math.round(box.left)))]
      const tops = [...new Set(boxes.map((box) => Math.round(box.top)))].sort((a, b) => a - b)
      return { columns: lefts.length, top: tops[0], pitch: tops[1] - tops[0], height: boxes[0].height }
    })
    const rows = Math.ceil(REAL_GROUPS / grid.columns)
    const bottomOf24 = grid.top + (rows - 1) * grid.pitch + grid.height
    console.log(
      `[vehicle page 1366×768] ${grid.columns} columns, first tile at y=${grid.top}, row pitch ${grid.pitch}px: ` +
        `${REAL_GROUPS} groups would end at y=${Math.round(bottomOf24)} of ${fold}`
    )
    expect(bottomOf24).toBeLessThanOrEqual(fold as number)
    await screenshot('vehicle-1366')
    await setSize(1920, 1080)
    await screenshot('vehicle-1920')
    await setSize(1366, 768)
  })

  it('remembers unfolded details across a reload, and says each production fact once', async () => {
    await byTest('vehicle-card').locator('summary').click()
    await expect.poll(cardOpen).toBe(true)
    const details = (await byTest('vehicle-details').textContent()) ?? ''
    expect(details).toContain('2.1 CDX 120 kW OM651, 316 CDX L2H2, 6MT, LHD')
    expect(details.match(/2018-06-21/g)).toHaveLength(1)
    await screenshot('vehicle-details-1366')
    // Stored in the background after the card's toggle: written before the page is loaded again.
    await expect.poll(() => storedSetting(page, 'vehicle-details-open')).toBe(true)

    await page.reload()
    await byTest('group-tile').first().waitFor()
    await expect.poll(cardOpen).toBe(true)
    await byTest('vehicle-card').locator('summary').click()
    await expect.poll(cardOpen).toBe(false)
    await expect.poll(() => storedSetting(page, 'vehicle-details-open')).toBe(false)
    await page.reload()
    await byTest('group-tile').first().waitFor()
    // Read after the preferences are: the page has rendered the tiles, and the card is still folded.
    await byTest('vehicle-name').waitFor()
    expect(await cardOpen()).toBe(false)
  })

  it('names the vehicle at the root of the breadcrumb, in a new basket, its CSV file and the print header', async () => {
    // VIN → part number: Enter on the VIN, then a group, a subgroup, a node.
    await byTest('group-tile').first().click()
    await byTest('list-row').first().waitFor()
    const root = byTest('breadcrumb').first()
    expect(await root.textContent()).toBe(NAME)
    expect(await root.locator('xpath=..').getAttribute('title')).toBe(vin)
    await byTest('list-row').first().click()
    await byTest('forms').waitFor()
    await byTest('list-row').first().click()
    await byTest('part-row').first().waitFor()
    const number = await byTest('part-row').first().locator('.number .value').textContent()
    expect(number?.trim()).toMatch(/\S/)
    console.log(
      `[vehicle page 1366×768] VIN to a part number: Enter + 3 clicks (group, subgroup, node); first number ${number?.trim()}`
    )

    await byTest('add-to-basket').first().click()
    await expect.poll(() => byTest('basket-feedback').textContent()).toContain(NAME)

    await byTest('open-print').click()
    await byTest('print-options').waitFor()
    await byTest('print-go').click()
    await byTest('print-vehicle').waitFor()
    expect(await byTest('print-vehicle').textContent()).toBe(NAME)
    expect(await byTest('print-catalog').textContent()).toContain(CATALOG_NAME)
    await screenshot('print-header-1366')
    await setSize(1920, 1080)
    await screenshot('print-header-1920')
    await setSize(1366, 768)

    await page.goto(`${app.host.url.split('#')[0]}#/baskets`)
    await byTest('basket-title').waitFor()
    expect(await byTest('basket-title').textContent()).toBe(`${NAME} ${vin}`)
    const [download] = await Promise.all([page.waitForEvent('download'), byTest('basket-csv').click()])
    expect(download.suggestedFilename()).toBe(`${NAME} ${vin}.csv`)
    expect(readFileSync((await download.path())!, 'utf8')).toContain(NAME)
  })

  it('names it in the recent list and the garage, also for a row stored before names', async () => {
    await page.goto(`${app.host.url.split('#')[0]}#/`)
    const recent = page.locator('[data-testid="recent-vehicle"]', { hasText: vin })
    expect(await recent.getByTestId('recent-vehicle-name').textContent()).toBe(NAME)
    expect(await recent.getByTestId('recent-vehicle-catalog-name').textContent()).toBe(CATALOG_NAME)

    await makeRowOld()
    expect(await vehicleRow()).toMatchObject({ name: CATALOG_NAME })
    await page.reload()
    await expect.poll(() => recent.getByTestId('recent-vehicle-name').textContent()).toBe(NAME)
    await screenshot('recent-1366')
    await page.goto(`${app.host.url.split('#')[0]}#/garage`)
    const card = page.locator(`[data-testid="garage-vehicle"][data-vin="${vin}"]`)
    await expect.poll(() => card.getByTestId('garage-open').textContent()).toContain(NAME)
    expect(await card.getByTestId('garage-catalog-name').textContent()).toBe(CATALOG_NAME)
    // Read, not migrated: the stored row is as the earlier version left it.
    const row = await vehicleRow()
    expect(row).toMatchObject({ name: CATALOG_NAME })
    expect(row).not.toHaveProperty('catalogName')
    await screenshot('garage-1366')
    await setSize(1920, 1080)
    await screenshot('garage-1920')
    await setSize(1366, 768)
    expect(app.consoleErrors).toEqual([])
  })
})
