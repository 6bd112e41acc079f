/**
 * Vehicle-wide search in Chromium, over real HTTP to the demo catalog and real IndexedDB (issue 22,
 * item 6): with read-ahead on, a vehicle's first visit indexes its lists by itself, so a node two
 * levels down is found by name without pressing "Index this vehicle"; a part number is one hit
 * however many rows list it, its nodes listed; Enter's results page asks the index; the
 * suggestions close when the page changes, and the box never names a closed list. Then where
 * used across two stored vehicles, and in part information beside the catalog's applicability.
 */
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogId, readNode, readResult, readVehicle } from '../../electron/shared/readers'
import type { CatalogResult } from '../../electron/shared/catalog-schemas'
import { normalizeNumber } from '../../renderer/src/lib/part-number'
import { findBigNode, type BigNode } from '../support/big-node'
import { SCREENS_DIR, startE2eApp, type E2eApp } from '../support/e2e-app'
import { storedSetting } from '../support/offline-page'

const VIN = 'VM9CV2AX5JM307766'

let app: E2eApp
let page: Page
let byTest: E2eApp['byTest']
let big: BigNode

const input = () => byTest('vehicle-search-input')
const partHits = () => page.locator('[data-testid="search-hit"][data-kind="part"]')

/** The box names the suggestions it controls only while they are there (axe aria-valid-attr-value). */
async function controlsOnlyAnOpenList(): Promise<string | null> {
  const controls = await input().getAttribute('aria-controls')
  if (controls) expect(await page.locator(`[id="${controls}"]`).count()).toBe(1)
  return controls
}

/**
 * The pointers of the nodes stored for a vehicle, as the search database's where-used rows have
 * them. They are written after the node's parts went into the vehicle's search index, so a node
 * here is one the search finds.
 */
function storedNodesOf(vin: string): Promise<string[]> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-search')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const read = db.transaction('usedNodes').objectStore('usedNodes').getAll()
      read.onsuccess = () => { db.close(); resolve(read.result.filter((row) => row.vin === ${JSON.stringify(vin)}).map((row) => row.q)) }
      read.onerror = () => { db.close(); reject(read.error) }
    }
  })`)
}

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'search', clearScreens: true })
  ;({ page, byTest } = app)
  big = await findBigNode(app.runtime.handlers)
  await page.setViewportSize({ width: 1366, height: 768 })
})

afterAll(async () => {
  await app?.close()
})

describe('search a vehicle', () => {
  it('with read-ahead on, the first visit indexes the lists by itself: a node two levels down is found by name', async () => {
    // The demo is configured as an account here, so read-ahead starts off: the mechanic switches it on.
    await page.goto(`${app.host.url}#/settings`)
    await byTest('prefetch-toggle').check()
    await expect.poll(() => storedSetting(page, 'prefetch-on-intent'), { timeout: 10_000 }).toBe(true)

    await page.goto(`${app.host.url}#/vehicle/${VIN}`)
    await byTest('group-tile').first().waitFor()
    // The walk is under way without anyone pressing the button, and says when it is done.
    const progress = byTest('index-progress')
    await progress.waitFor()
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 60_000 }).toBe('done')
    expect(Number(await progress.getAttribute('data-requests'))).toBeGreaterThan(10)
    expect(await progress.textContent()).toMatch(/^Indexed: \d+ lists\.$/)

    await input().fill('main wiring')
    const hit = page.locator('[data-testid="search-hit"][data-kind="section"]', { hasText: 'Main wiring harness' })
    await hit.waitFor()
    expect(await hit.textContent()).toContain('ELECTRICAL SYSTEM › Wiring')
    expect(await controlsOnlyAnOpenList()).not.toBeNull()

    await hit.click()
    await byTest('part-row').first().waitFor()
    expect(await page.locator('h1, h2').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Main wiring harness/i)])
    )
    // The page changed: the suggestions are gone, the words stay, and the box names no list.
    expect(await byTest('vehicle-search-hits').count()).toBe(0)
    expect(await input().inputValue()).toBe('main wiring')
    expect(await controlsOnlyAnOpenList()).toBeNull()
  })

  it('a part number is one hit however many rows list it, with its nodes; names give each number once', async () => {
    // The harness's most repeated number (the node is stored now, so its parts are in the index).
    const rowsOf = new Map<string, number>()
    for (const part of big.node.parts)
      if (part.number) rowsOf.set(normalizeNumber(part.number), (rowsOf.get(normalizeNumber(part.number)) ?? 0) + 1)
    const [number, rows] = [...rowsOf].sort((a, b) => b[1] - a[1])[0]
    expect(rows).toBeGreaterThan(1)
    const shown = big.node.parts.find((part) => part.number && normalizeNumber(part.number) === number)!.number!
    // Opened from the service above, it is stored and indexed in the background; the search runs
    // once per keystroke, so the words go in once it is.
    await expect.poll(async () => (await storedNodesOf(big.vin)).includes(big.nodeQ), { timeout: 10_000 }).toBe(true)

    await input().fill(shown)
    await expect.poll(() => partHits().count()).toBe(1)
    const item = byTest('search-hit-item').filter({ has: partHits() })
    expect(await item.textContent()).toContain(shown)
    const places = Number(await item.getAttribute('data-places'))
    expect(places).toBeGreaterThanOrEqual(1)
    expect(await item.locator('[data-testid="search-hit-place"]').count()).toBe(Math.min(places - 1, 4))

    // By a name many parts share: every number once.
    const names = new Map<string, number>()
    for (const part of big.node.parts) if (part.name) names.set(part.name, (names.get(part.name) ?? 0) + 1)
    const common = [...names].sort((a, b) => b[1] - a[1])[0][0]
    await input().fill(common)
    await expect.poll(() => partHits().count()).toBeGreaterThan(0)
    const numbers = await partHits().locator('.number').allTextContents()
    expect(new Set(numbers.map(normalizeNumber)).size).toBe(numbers.length)
    // On screen: a word many parts of many nodes have, each number once with the other nodes under it.
    await input().fill('cable')
    await expect.poll(() => partHits().count()).toBeGreaterThan(3)
    await app.screenshot('grouped-hits-1366')
    await page.setViewportSize({ width: 1920, height: 1080 })
    await app.screenshot('grouped-hits-1920')
    await page.setViewportSize({ width: 1366, height: 768 })
  })

  it('Enter shows everything the index finds: the nodes by title and one row per part number', async () => {
    await input().fill('wiring')
    await input().press('Enter')
    await byTest('offline-search').waitFor()
    expect(app.hashOf()).toContain(`/vehicle/${VIN}/search?q=wiring`)
    // Node titles come from the index (a scan of stored nodes found parts only).
    await expect
      .poll(() => byTest('search-sections').textContent(), { timeout: 10_000 })
      .toContain('Main wiring harness')
    expect(await byTest('vehicle-search-hits').count()).toBe(0)

    const prefix = big.node.parts.find((part) => part.number)!.number!.slice(0, 3)
    await input().fill(prefix)
    await input().press('Enter')
    const results = page.locator('[data-testid="found-parts"] [data-testid="search-hit"]')
    // The rows of these words, not those 'wiring' found: the title names the new words once the
    // page has taken them, and the old rows go while it searches.
    await expect.poll(() => page.locator('#offline-search-title').textContent()).toContain(prefix)
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    const numbers = await results.locator('td.number').allTextContents()
    expect(new Set(numbers.map((text) => normalizeNumber(text))).size).toBe(numbers.length)
    await app.screenshot('results-page')
  })

  it('in German the hint fits its box', async () => {
    await page.goto(`${app.host.url}#/vehicle/${VIN}`)
    await byTest('language-switcher').selectOption('de')
    await expect.poll(() => input().getAttribute('placeholder')).toBe('Gruppe, Baugruppe, Teilename oder -nummer')
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 })
      // The hint's own width, in the box's font, against the room inside the box.
      // Runs in the page (a string: this project's types have no DOM).
      const fits = (await page.evaluate(`(() => {
        const box = document.querySelector('[data-testid="vehicle-search-input"]')
        const style = getComputedStyle(box)
        const canvas = document.createElement('canvas').getContext('2d')
        canvas.font = style.fontSize + ' ' + style.fontFamily
        const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return { text: canvas.measureText(box.placeholder).width, room }
      })()`)) as { text: number; room: number }
      expect(fits.text).toBeLessThanOrEqual(fits.room)
      await app.screenshot(`german-placeholder-${width}`)
    }
    await page.setViewportSize({ width: 1366, height: 768 })
    await byTest('language-switcher').selectOption('en')
    await expect.poll(() => input().getAttribute('placeholder')).toBe('Group, node, part name or number')
  })

  it('lists where a part number is used across two stored vehicles, and part information says it beside the catalog’s applicability', async () => {
    const handlers = app.runtime.handlers
    const section = async (q: string, catalog: string): Promise<CatalogResult> => {
      const answer = await handlers['catalog.section']({ q, catalog, lang: 'en' })
      if (!answer.ok) throw new Error(answer.error.message)
      return readResult(answer.value.result)
    }
    // The catalog's own compatibility list names another vehicle's node with the same number.
    type Cell = { value?: unknown; number?: string }
    let shared: { number: string; partInfo: string; catalog: string; code: string } | null = null
    for (const part of big.node.parts.slice(0, 40)) {
      if (!part.q_partinfo || !part.number) continue
      const info = await section(part.q_partinfo, big.catalog)
      const rows = ((info.compatibility as Array<{ data?: Array<Record<string, Cell>> }>)?.[0]?.data ?? []).filter(
        (row) => String(row.catalog?.value) !== big.catalog && row.node?.number
      )
      if (rows.length) {
        shared = {
          number: part.number,
          partInfo: part.q_partinfo,
          catalog: String(rows[0].catalog.value),
          code: String(rows[0].node.number)
        }
        break
      }
    }
    if (!shared) throw new Error('no part of the big node is used by another demo vehicle')
    let otherVin = ''
    for (const vin of app.demo.vins) {
      const answer = await handlers['catalog.vin']({ vin, lang: 'en' })
      if (answer.ok && readCatalogId(answer.value.result) === shared.catalog) otherVin = vin
    }
    // Walk the other vehicle by codes to that node, then open it in the app so it is stored.
    const vinAnswer = await handlers['catalog.vin']({ vin: otherVin, lang: 'en' })
    if (!vinAnswer.ok || !vinAnswer.value.result.vehicle) throw new Error('other vehicle not found')
    let items = (
      (await section(readVehicle(vinAnswer.value.result.vehicle)!.qMainGroup!, shared.catalog)).lists_group ?? []
    ).flatMap((tab) => tab.lists ?? [])
    const codes = shared.code.split('-').map((_, i, all) => all.slice(0, i + 1).join('-'))
    let nodeQ = ''
    for (const code of codes) {
      const item = items.find((candidate) => candidate.code === code)
      if (!item?.q) throw new Error(`code ${code} not found`)
      nodeQ = item.q
      if (code !== shared.code) items = (await section(item.q, shared.catalog)).lists ?? []
    }
    expect(
      readNode((await section(nodeQ, shared.catalog)).node)?.parts.some((part) => part.number === shared.number)
    ).toBe(true)
    await page.goto(
      `${app.host.url}#/vehicle/${otherVin}/section?${new URLSearchParams({ c: shared.catalog, q: nodeQ })}`
    )
    await byTest('part-row').first().waitFor()

    // The node's where-used rows are written just after it is stored, in the search database (the
    // node once, with the vehicle's VIN, and its rows).
    await expect.poll(async () => (await storedNodesOf(otherVin)).includes(nodeQ), { timeout: 10_000 }).toBe(true)

    await page.goto(`${app.host.url}#/where-used?${new URLSearchParams({ n: shared.number })}`)
    expect(await page.locator('h1').textContent()).toBe(`${shared.number}: also in these saved vehicles`)
    const rows = byTest('where-used-row')
    await expect
      .poll(async () => new Set(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-vin')))).size)
      .toBe(2)
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-vin')))).toEqual(
      expect.arrayContaining([VIN, otherVin])
    )
    await app.screenshot('where-used')
    await page.setViewportSize({ width: 1920, height: 1080 })
    await app.screenshot('where-used-1920')
    await page.setViewportSize({ width: 1366, height: 768 })

    // Part information of that part in the big node: the catalog's applicability, and beside it this
    // computer's list, named for where each comes from; the node on screen is not listed in it.
    await page.goto(
      `${app.host.url}#/vehicle/${VIN}/section?${new URLSearchParams({ c: big.catalog, q: big.nodeQ, pi: shared.partInfo })}`
    )
    const panel = byTest('part-info')
    await panel.locator('h3', { hasText: 'Applicability (from the catalog)' }).waitFor()
    const uses = byTest('saved-vehicle-uses')
    expect(await uses.locator('h3').textContent()).toBe('Also in these saved vehicles')
    expect(await uses.textContent()).toContain("Vehicles stored on this computer, not the catalog's list.")
    await expect.poll(() => uses.locator('[data-testid="saved-vehicle-use"]').count()).toBeGreaterThan(0)
    const listed = await uses
      .locator('[data-testid="saved-vehicle-use"]')
      .evaluateAll((all) => all.map((row) => row.getAttribute('data-vin')))
    expect(listed).toContain(otherVin)
    // The applicability block comes right before it.
    const order = await panel.locator('h3').allTextContents()
    expect(order.indexOf('Also in these saved vehicles')).toBe(order.indexOf('Applicability (from the catalog)') + 1)
    await uses.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENS_DIR, 'search-where-used-panel-1366.png') })
    await page.setViewportSize({ width: 1920, height: 1080 })
    await uses.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENS_DIR, 'search-where-used-panel-1920.png') })
    await page.setViewportSize({ width: 1366, height: 768 })

    // Each use opens its node.
    await uses.locator(`[data-testid="saved-vehicle-use"][data-vin="${otherVin}"] a`).first().click()
    await byTest('part-row').first().waitFor()
    expect(page.url()).toContain(otherVin)
  })

  it('left no console errors', () => {
    expect(app.consoleErrors).toEqual([])
  })
})
