/**
 * The offline mirror end to end: the built renderer (out/renderer — run `npx electron-vite build`
 * first) in real Chromium with real IndexedDB, over the browser-mode host and the real runtime.
 * The runtime talks to the demo catalog through a loopback proxy (tests/support/catalog-proxy.ts)
 * so the test can publish "a new revision" of one section; the demo's own fault knobs cut the
 * service off (`reset` on every path: requests die like on a dead network).
 *
 * Screens go to test-results/screens/offline-<nn>-<name>.png.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import type { FaultKind } from '../../demo-catalog/types'
import { createAppRuntime } from '../../electron/main/core/runtime'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { startCatalogProxy, type CatalogProxy } from '../support/catalog-proxy'
import { launchChromium, type ChromiumSession } from '../support/chromium'
import { imageFingerprints, watchPage } from '../support/offline-page'

const root = join(import.meta.dirname, '../..')
const rendererDir = join(root, 'out/renderer')
const screens = join(root, 'test-results/screens')

let demo: DemoCatalog
let proxy: CatalogProxy
let runtime: AppRuntime
let host: WebHost
let browser: ChromiumSession
let page: Page
let vin: string
const consoleErrors: string[] = []
let shot = 0

async function screenshot(name: string): Promise<void> {
  shot += 1
  await page.evaluate('window.scrollTo(0, 0)')
  await page.screenshot({ path: join(screens, `offline-${String(shot).padStart(2, '0')}-${name}.png`), fullPage: true })
}

const byTest = (id: string) => page.getByTestId(id)
const hashOf = () => new URL(page.url()).hash
const texts = async (id: string) => (await byTest(id).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())
const connection = () => page.locator('.connection').getAttribute('data-state')

/** What one step of the walk showed: its words and its pictures. */
interface Snapshot {
  hash: string
  words: string[]
  images: string[]
}
const online: Snapshot[] = []

async function snapshot(rowsId: string, imageSelector: string): Promise<Snapshot> {
  await byTest(rowsId).first().waitFor()
  return { hash: hashOf(), words: await texts(rowsId), images: await imageFingerprints(page, imageSelector) }
}

const SCHEME_IMG = '[data-testid="scheme"] img'
const TILE_IMG = '[data-testid="group-tile"] img'
const ROW_IMG = '[data-testid="list-row"] img'

/** The walk: main groups → first group → its first list → first node, then part information. */
async function walk(): Promise<Snapshot[]> {
  const steps: Snapshot[] = []
  steps.push(await snapshot('group-tile', TILE_IMG))
  await byTest('group-tile').first().click()
  steps.push(await snapshot('list-row', ROW_IMG))
  await byTest('list-row').first().click()
  await byTest('forms').waitFor()
  steps.push(await snapshot('list-row', ROW_IMG))
  await byTest('list-row').first().click()
  steps.push(await snapshot('part-row', SCHEME_IMG))
  await byTest('open-part-info').first().click()
  await page.locator('[data-testid="part-info"] table, [data-testid="part-info"] dl').first().waitFor()
  steps.push({ hash: hashOf(), words: await texts('part-info'), images: [] })
  return steps
}

beforeAll(async () => {
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npx electron-vite build` before the browser suite.')
  }
  mkdirSync(screens, { recursive: true })
  demo = await startDemoCatalog({})
  vin = demo.vins[0]
  proxy = await startCatalogProxy({ upstream: demo.baseUrl })
  runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-e2e',
    env: {
      CATALOG_BASE_URL: proxy.url,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken
    },
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined
  })
  host = await startWebHost({ runtime, rendererDir })
  browser = await launchChromium()
  page = await browser.context.newPage()
  await watchPage(page, consoleErrors)
  // Deletes and native confirms are accepted: the dialogs are the app's, the answers the test's.
  page.on('dialog', (dialog) => void dialog.accept())
})

afterAll(async () => {
  await browser?.close()
  await host?.close()
  await runtime?.close()
  await proxy?.close()
  await demo?.close()
})

describe('the offline mirror in Chromium', () => {
  it('walks a path online, with pictures and part information', async () => {
    await page.goto(host.url)
    await byTest('vin-input').fill(vin)
    await byTest('vin-input').press('Enter')
    online.push(...(await walk()))
    expect(online.map((step) => step.words.length).every((n) => n > 0)).toBe(true)
    expect(online[3].images).toHaveLength(1)
    expect(await connection()).toBe('online')
    await screenshot('online-node')
  })

  const faulted: Array<{ kind: FaultKind; hash: string }> = []
  it('shows error answers but never stores them (500, HTML, broken JSON, cut-off body)', async () => {
    await page.goto(`${host.origin}/${online[2].hash}`)
    await byTest('list-row').nth(5).waitFor()
    const kinds: FaultKind[] = ['http-500', 'html-200', 'malformed-json', 'truncated']
    for (const [index, kind] of kinds.entries()) {
      demo.knobs.injectFault({ kind, match: '/api/q', count: 3 })
      await byTest('list-row')
        .nth(index + 1)
        .click()
      await page.locator('[data-testid="section-error"], [data-testid="not-saved"]').first().waitFor()
      faulted.push({ kind, hash: hashOf() })
      demo.knobs.clearFaults()
      await page.goBack()
      await byTest('list-row').nth(5).waitFor()
    }
    expect(new Set(faulted.map((f) => f.hash)).size).toBe(4)
  })

  it('with the service cut off and the app reloaded, walks the same path to identical content', async () => {
    demo.knobs.injectFault({ kind: 'reset' })
    await page.goto(`${host.origin}/#/`)
    await page.reload()
    // The garage lists the vehicle from IndexedDB and opens it with no network.
    await byTest('nav-garage').click()
    await page.locator(`[data-testid="garage-vehicle"][data-vin="${vin}"] [data-testid="garage-open"]`).click()
    const offline = await walk()
    expect(offline).toEqual(online)
    await expect.poll(connection).toBe('offline')
    expect(await byTest('saved-copy').textContent()).toMatch(/Saved copy from (now|\d+ seconds? ago|\d+ minutes? ago)/)
    await screenshot('offline-part-info')
  })

  it('says "not saved for offline" for unvisited and for faulted sections, and leads to the saved ones', async () => {
    for (const { kind, hash } of faulted) {
      await page.goto(`${host.origin}/${hash}`)
      await byTest('not-saved').waitFor()
      expect(await byTest('section-body').count(), `${kind} must not be served from the mirror`).toBe(0)
    }
    // The good sections around them are served.
    await page.goto(`${host.origin}/${online[2].hash}`)
    expect(await texts('list-row')).toEqual(online[2].words)
    await byTest('list-row').nth(5).click()
    await byTest('not-saved').waitFor()
    await screenshot('not-saved')
    await byTest('saved-sections-link').click()
    await byTest('saved-page').first().waitFor()
    const titles = await texts('saved-page')
    expect(titles.length).toBeGreaterThanOrEqual(3)
    await screenshot('saved-sections')
    await page.locator('[data-testid="saved-page"][data-kind="node"] a').first().click()
    await byTest('part-row').first().waitFor()
    expect(await texts('part-row')).toEqual(online[3].words)
  })

  it('updates a changed section in place when the service is back, keeping zoom, highlight and scroll', async () => {
    await page.goto(`${host.origin}/${online[3].hash}`)
    await byTest('part-row').first().waitFor()
    await byTest('saved-copy').waitFor()
    await byTest('zoom-in').click()
    const scale = await byTest('scheme').getAttribute('data-scale')
    const spot = byTest('hotspot').nth(2)
    await spot.click()
    await expect.poll(() => spot.getAttribute('data-highlighted')).toBe('true')
    await page.evaluate('window.scrollTo(0, 240)')
    const scrollY = await page.evaluate('window.scrollY')
    const title = (await page.locator('[data-testid="node-view"] h2').textContent())?.trim()

    // The service publishes a new revision of this node, then comes back.
    const q = new URLSearchParams(online[3].hash.split('?')[1]).get('q')
    proxy.setRewrite((url, body) => {
      if (url.pathname !== '/api/q' || url.searchParams.get('q') !== q) return undefined
      const answer = body as { result: { node: { title: string } } }
      answer.result.node.title += ' (rev. 2)'
      return answer
    })
    demo.knobs.clearFaults()
    // dispatchEvent: a real click would scroll the button into view and spoil the scroll check.
    await byTest('check-connection').dispatchEvent('click')
    await expect.poll(() => page.locator('[data-testid="node-view"] h2').textContent()).toContain('(rev. 2)')
    expect(await connection()).toBe('online')
    expect(await byTest('scheme').getAttribute('data-scale')).toBe(scale)
    expect(await spot.getAttribute('data-highlighted')).toBe('true')
    expect(await page.evaluate('window.scrollY')).toBe(scrollY)
    expect(await byTest('saved-copy').count()).toBe(0)
    expect(title).not.toContain('(rev. 2)')
    await screenshot('updated-in-place')
    proxy.setRewrite(null)
  })

  it('keeps within a tiny storage limit set in Settings: older data goes, the current page stays', async () => {
    // Another vehicle's main groups, then the node again: the node is the most recently used.
    await page.goto(`${host.origin}/#/vehicle/${demo.vins[2]}`)
    await byTest('group-tile').first().waitFor()
    await imageFingerprints(page, TILE_IMG, 8)
    await page.goto(`${host.origin}/${online[3].hash}`)
    await byTest('part-row').first().waitFor()
    await imageFingerprints(page, SCHEME_IMG)

    await byTest('nav-garage').click()
    await byTest('garage-usage').waitFor()
    const before = await texts('garage-sections')
    await screenshot('garage')
    await page.getByRole('link', { name: 'Settings' }).click()
    await byTest('budget-amount').fill('0.15')
    await byTest('budget-unit').selectOption('MB')
    await byTest('budget-apply').click()
    await expect.poll(() => byTest('budget-usage').textContent()).toMatch(/of 154 kB/)
    const [, used] = /In use: (\d+) kB/.exec((await byTest('budget-usage').textContent()) ?? '') ?? []
    expect(Number(used)).toBeLessThanOrEqual(154)
    await screenshot('settings-budget')
    await byTest('nav-garage').click()
    await byTest('garage-usage').waitFor()
    const after = await texts('garage-sections')
    expect(after.map(Number).reduce((a, b) => a + b)).toBeLessThan(before.map(Number).reduce((a, b) => a + b))

    // Offline: the node opened last is still there, the first pages of the walk are gone.
    demo.knobs.injectFault({ kind: 'reset' })
    await page.goto(`${host.origin}/${online[3].hash}`)
    await page.reload()
    await byTest('part-row').first().waitFor()
    expect(await texts('part-row')).toEqual(online[3].words)
    await page.goto(`${host.origin}/${online[1].hash}`)
    await byTest('not-saved').waitFor()
    demo.knobs.clearFaults()
  })

  it('logged no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
