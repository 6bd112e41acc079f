/**
 * The real service's shapes end to end (shared/spec/real-shapes.md), in real Chromium over the
 * browser-mode host and the real runtime, against the demo catalog — which speaks those shapes —
 * behind the loopback proxy, so one test can also serve the shapes it does not send: the node
 * shape the first version stored in the mirror, and retyped fields from the shape corpus.
 *
 * The vehicle is the Marlin van: its VIN answer names the catalog only in `catalogs[]`, and its
 * first node (010-01-01) has three drawings with the callouts on the second (`image_index: 1`).
 *
 * Screens go to test-results/screens/shapes-<nn>-<name>.png.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoCatalog } from '../../demo-catalog/index'
import type { WebHost } from '../../electron/web/host'
import type { CatalogProxy } from '../support/catalog-proxy'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { waitForStored } from '../support/offline-page'
import { nodeViewComplete } from '../support/node-view'

const VIN = 'VM9CV2AX5JM307766'
const CATALOG = 'MARLIN-LCV-2018'
const NODE_CODE = '010-01-01'

let app: E2eApp & { proxy: CatalogProxy }
let demo: DemoCatalog
let proxy: CatalogProxy
let host: WebHost
let page: Page
let consoleErrors: string[]
let screenshot: E2eApp['screenshot']
let byTest: E2eApp['byTest']
let hashOf: E2eApp['hashOf']
/** The node page's address, once the walk has reached it. */
let nodeHash = ''

type Json = Record<string, unknown>

const position = () =>
  byTest('drawing-position')
    .textContent()
    .then((text) => text?.trim())
const hotspots = () => byTest('hotspot').count()
/** The big picture's own width once decoded (0 while it has not loaded). */
const pictureWidth = () =>
  page.locator('[data-testid="scheme"] img.picture').evaluate((img) => Reflect.get(img, 'naturalWidth') as number)

/** The first version's node: `title` and a `scheme` with its hotspots (the real one has neither). */
function toFirstVersionNode(node: Json): Json {
  const images = node.images as Array<{ qImage: string; width: number; height: number }>
  const drawing = images[Number(node.image_index ?? 0)]
  return {
    code: node.code,
    title: node.name,
    qGroup: node.qGroup,
    scheme: { qImage: drawing.qImage, width: drawing.width, height: drawing.height, hotspots: node.hotspots },
    parts: (node.parts as Json[]).map((part) => ({ ...part, qty: Number(part.qty) || part.qty }))
  }
}

/** Deviations from the shape corpus: sizes left out, coordinates as text, quantities as numbers. */
function toRetypedNode(node: Json): Json {
  const images = node.images as Array<{ qImage: string }>
  return {
    ...node,
    images: images.map(({ qImage }) => ({ qImage })),
    hotspots: (node.hotspots as Json[]).map((spot) => ({
      hotspotId: Number(spot.hotspotId),
      top: String(spot.top),
      left: String(spot.left),
      width: String(spot.width),
      height: String(spot.height)
    })),
    parts: (node.parts as Json[]).map((part) => ({ ...part, qty: Number(part.qty) || part.qty }))
  }
}

/** Rewrites the answers of one pointer (the node's) on their way back; everything else passes. */
function rewriteNode(q: string, change: (node: Json) => Json): void {
  proxy.setRewrite((url, body) => {
    if (url.pathname !== '/api/q' || url.searchParams.get('q') !== q) return undefined
    const answer = body as { result: { node?: Json } }
    if (answer.result.node) answer.result.node = change(answer.result.node)
    return answer
  })
}

beforeAll(async () => {
  app = await startE2eApp({ proxy: true, screenshotPrefix: 'shapes', clearScreens: true })
  ;({ demo, proxy, host, page, consoleErrors, screenshot, byTest, hashOf } = app)
  // The browser's print dialog would block a headless run: count the calls instead.
  await page.addInitScript({ content: 'window.__printed = 0; window.print = () => { window.__printed += 1 };' })
})

afterAll(async () => {
  await app?.close()
})

describe('the real service’s shapes in Chromium', () => {
  it('shows the vehicle card from name, brandName and nameFull, with option tables and no opaque ids', async () => {
    demo.log.reset()
    await page.goto(host.url)
    await byTest('vin-input').fill(VIN)
    await byTest('vin-input').press('Enter')
    await byTest('group-tile').first().waitFor()

    const answer = await app.runtime.handlers['catalog.vin']({ vin: VIN, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    const raw = answer.value.result as unknown as Json & { vehicle: Json }
    // The premise: this VIN answer names its catalog only in catalogs[].
    expect(raw.catalog).toBeUndefined()
    expect(raw.vehicle.catalog).toBeUndefined()

    // Named for people (brand first), the catalog's name beside it, nameFull among the details.
    expect(await byTest('vehicle-name').textContent()).toMatch(new RegExp(`^${String(raw.vehicle.brandName)} `))
    expect(await byTest('vehicle-catalog-name').textContent()).toBe(raw.vehicle.name)
    expect(await byTest('vehicle-description').textContent()).toBe(raw.vehicle.nameFull)
    const card = byTest('vehicle-card')
    expect(await card.textContent()).toContain(CATALOG)
    // The equipment table; the production table only repeats the attributes, so it is said once (there).
    expect(await byTest('vehicle-options').locator('table').count()).toBeGreaterThanOrEqual(1)
    expect(await byTest('vehicle-options').textContent()).toContain('1ZA')
    const html = await page.content()
    expect(html).not.toContain(String(raw.vehicle.vehicleId))
    expect(html).not.toContain(String(raw.vehicle.qMainGroup))
    expect(await card.textContent()).not.toMatch(/vehicle ?id|brand ?id|params/i)
    await screenshot('vehicle-card')
  })

  it('walks to a node with three drawings, titled by its name, opened on the drawing the answer names', async () => {
    await byTest('filter').fill('010')
    await byTest('group-tile').first().click()
    await byTest('list-row').filter({ hasText: '010-01' }).first().click()
    await byTest('list-row').filter({ hasText: NODE_CODE }).first().click()
    await byTest('part-row').first().waitFor()
    nodeHash = hashOf()

    const title = (await byTest('node-title').textContent())?.trim() ?? ''
    expect(title.startsWith(NODE_CODE)).toBe(true)
    expect(title.slice(NODE_CODE.length).trim()).toMatch(/\p{L}{3,}/u)
    expect(await byTest('drawing-tab').count()).toBe(3)
    expect(await position()).toBe('2 / 3')
    await expect.poll(pictureWidth).toBeGreaterThan(0)
    await nodeViewComplete(page)
    expect(await hotspots()).toBeGreaterThan(1)
    await screenshot('node-three-drawings')
  })

  it('links callouts and rows both ways on the current drawing', async () => {
    const spot = byTest('hotspot').first()
    const spotId = await spot.getAttribute('data-hotspot-id')
    await spot.click()
    const rows = page.locator(`[data-testid="part-row"][data-hotspot-id="${spotId}"]`)
    await expect.poll(() => rows.first().getAttribute('data-highlighted')).toBe('true')

    const otherRow = page.locator(`[data-testid="part-row"]:not([data-hotspot-id="${spotId}"])`).first()
    const otherId = await otherRow.getAttribute('data-hotspot-id')
    await otherRow.locator('[role="gridcell"]').nth(2).click()
    const otherSpot = page.locator(`[data-testid="hotspot"][data-hotspot-id="${otherId}"]`)
    await expect.poll(() => otherSpot.getAttribute('aria-pressed')).toBe('true')
    await screenshot('callouts-linked')
  })

  it('switches drawings by mouse and by keyboard; the others show without callouts', async () => {
    const named = await pictureWidth()
    await byTest('drawing-tab').nth(0).click()
    expect(await position()).toBe('1 / 3')
    await expect.poll(hotspots).toBe(0)
    await byTest('no-callouts').waitFor()
    await expect.poll(pictureWidth).not.toBe(named)
    await screenshot('first-drawing')

    await byTest('drawing-tab').nth(0).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(position).toBe('2 / 3')
    await expect.poll(hotspots).toBeGreaterThan(1)
    expect(await page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('drawing-tab')
    await page.keyboard.press('End')
    await expect.poll(position).toBe('3 / 3')
    await expect.poll(hotspots).toBe(0)
    await page.keyboard.press('Home')
    await expect.poll(position).toBe('1 / 3')
    await screenshot('switched-by-keyboard')
  })

  it('prints the drawing on screen, or every drawing when asked', async () => {
    await byTest('open-print').click()
    await byTest('print-all-drawings').check()
    await byTest('print-go').click()
    await page.locator('[data-testid="print-view"][data-print-ready="true"]').waitFor()
    const captions = await page.locator('[data-testid="print-diagram"] figcaption').allTextContents()
    // Each drawing may start a page of its own, so its caption also names the vehicle, VIN and node.
    const [sheets, where] = [captions.map((text) => text.trim().split(' · ')[0]), captions.map((text) => text.trim())]
    expect(sheets).toEqual(['Drawing 1 of 3', 'Drawing 2 of 3', 'Drawing 3 of 3'])
    for (const caption of where) expect(caption).toContain(VIN)
    await expect.poll(() => page.evaluate('window.__printed')).toBe(1)
    await screenshot('print-all-drawings')

    const url = new URL(page.url())
    const single = new URLSearchParams(url.hash.split('?')[1])
    single.delete('drawings')
    single.delete('go')
    single.set('sheet', '2')
    await page.goto(`${url.origin}${url.pathname}${url.search}#/print/node?${single}`)
    await page.locator('[data-testid="print-view"][data-print-ready="true"]').waitFor()
    const alone = await page.locator('[data-testid="print-diagram"] figcaption').allTextContents()
    expect(alone.map((text) => text.trim().split(' · ')[0])).toEqual(['Drawing 3 of 3'])
  })

  it('sent the catalog from catalogs[] with every /api/q request', () => {
    const sections = demo.log.entries().filter((entry) => entry.path === '/api/q')
    expect(sections.length).toBeGreaterThanOrEqual(4)
    expect(sections.map((entry) => entry.catalog)).toEqual(sections.map(() => CATALOG))
    expect(sections.every((entry) => entry.status === 200)).toBe(true)
  })

  it('shows a node whose fields come retyped and without sizes, with its callouts', async () => {
    const q = new URLSearchParams(nodeHash.split('?')[1]).get('q')!
    rewriteNode(q, toRetypedNode)
    // Another language asks again (the stored English copy stays as it was).
    await page.goto(`${host.origin}/#/settings`)
    await page.goto(`${host.origin}/${nodeHash}`)
    await byTest('part-row').first().waitFor()
    const english = await byTest('part-row').allTextContents()
    await byTest('language-switcher').selectOption('de')
    // The English node stays on screen until the German answer, retyped, is shown.
    await expect.poll(() => byTest('part-row').allTextContents()).not.toEqual(english)
    await expect.poll(position).toBe('2 / 3')
    await expect.poll(pictureWidth).toBeGreaterThan(0)
    await expect.poll(hotspots).toBeGreaterThan(1)
    // Without sizes the view takes the picture's own; the callouts still sit on it.
    // (the zoomed picture's size is the picture's own, in whole pixels).
    const style = await page.locator('[data-testid="scheme-viewport"] .content').getAttribute('style')
    expect(style).toMatch(/width: \d+px; height: \d+px/)
    await screenshot('retyped-node')
    await byTest('language-switcher').selectOption('en')
    proxy.setRewrite(null)
  })

  it('opens a node stored by the first version (scheme shape) offline, with its diagram and callouts', async () => {
    const q = new URLSearchParams(nodeHash.split('?')[1]).get('q')!
    rewriteNode(q, toFirstVersionNode)
    // In a language not stored yet, so the first-version answer is what the mirror keeps.
    await byTest('language-switcher').selectOption('fr')
    await expect.poll(() => byTest('drawing-switcher').count()).toBe(0)
    await expect.poll(hotspots).toBeGreaterThan(1)
    // The copy is written after it is shown: cut the service only once it is on disk.
    await waitForStored(page, { q, vin: VIN, lang: 'fr' })

    demo.knobs.injectFault({ kind: 'reset' })
    await page.reload()
    await byTest('part-row').first().waitFor()
    await expect.poll(() => page.locator('.connection').getAttribute('data-state')).toBe('offline')
    expect(await byTest('drawing-switcher').count()).toBe(0)
    await expect.poll(pictureWidth).toBeGreaterThan(0)
    const spot = byTest('hotspot').first()
    const spotId = await spot.getAttribute('data-hotspot-id')
    await spot.click()
    const rows = page.locator(`[data-testid="part-row"][data-hotspot-id="${spotId}"]`)
    await expect.poll(() => rows.first().getAttribute('data-highlighted')).toBe('true')
    await screenshot('first-version-node-offline')
    demo.knobs.clearFaults()
    proxy.setRewrite(null)
  })

  it('left no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
