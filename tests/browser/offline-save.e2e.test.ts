/**
 * "Save for offline" through the garage in real Chromium (built renderer, real IndexedDB, browser
 * mode over the real runtime and the demo catalog): progress bar, pause, a reload of the app in
 * the middle (the queue lives in IndexedDB, so the save resumes where it stopped), then the
 * service is cut off and a sample of the vehicle's nodes opens from the mirror, and offline
 * search finds a part and opens its node with the part highlighted.
 *
 * Its own file: walking a whole vehicle is the slow part of the offline suite.
 * Screens go to test-results/screens/offline-save-<nn>-<name>.png.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { createAppRuntime } from '../../electron/main/core/runtime'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { launchChromium, type ChromiumSession } from '../support/chromium'
import { imageFingerprints, watchPage } from '../support/offline-page'

const root = join(import.meta.dirname, '../..')
const rendererDir = join(root, 'out/renderer')
const screens = join(root, 'test-results/screens')

let demo: DemoCatalog
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
  await page.screenshot({
    path: join(screens, `offline-save-${String(shot).padStart(2, '0')}-${name}.png`),
    fullPage: true
  })
}

const byTest = (id: string) => page.getByTestId(id)
const row = () => page.locator(`[data-testid="garage-vehicle"][data-vin="${vin}"]`)

/** "1,234 of ~5,000" → [1234, 5000]. */
async function counts(): Promise<[number, number]> {
  const text = (await row().getByTestId('save-count').textContent()) ?? ''
  const [done, total] = text.split(' of ~').map((part) => Number(part.replace(/\D/g, '')))
  return [done, total]
}

beforeAll(async () => {
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npx electron-vite build` before the browser suite.')
  }
  mkdirSync(screens, { recursive: true })
  demo = await startDemoCatalog({})
  // The smallest demo vehicle (Tamaro): the walk is the same for all, only longer.
  vin = demo.vins[4]
  runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-e2e',
    env: {
      CATALOG_BASE_URL: demo.baseUrl,
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
  page.on('dialog', (dialog) => void dialog.accept())
})

afterAll(async () => {
  await browser?.close()
  await host?.close()
  await runtime?.close()
  await demo?.close()
})

describe('saving a whole vehicle for offline use in Chromium', () => {
  it('starts from the garage with a progress bar, pauses, and resumes after a reload', async () => {
    await page.goto(`${host.url}#/vehicle/${vin}`)
    await byTest('group-tile').first().waitFor()
    await byTest('nav-garage').click()
    await row().getByTestId('garage-save').click()
    await row().getByTestId('save-progress-bar').waitFor()
    await expect.poll(async () => (await counts())[0], { timeout: 30_000 }).toBeGreaterThan(150)
    await row().getByTestId('save-pause').click()
    await expect.poll(() => row().getByTestId('save-progress').getAttribute('data-state')).toBe('paused')
    const [pausedAt, totalSoFar] = await counts()
    expect(pausedAt).toBeLessThan(totalSoFar)
    expect(await row().getByTestId('save-progress-bar').getAttribute('value')).toBe(String(pausedAt))
    await screenshot('paused')

    // The app closes and opens again: the garage offers to resume the interrupted save.
    await page.reload()
    await row().getByTestId('save-interrupted').waitFor()
    await screenshot('interrupted')
    await row().getByTestId('save-resume').click()
    await row().getByTestId('save-progress-bar').waitFor()
    await expect.poll(async () => (await counts())[0]).toBeGreaterThanOrEqual(pausedAt)
    await expect
      .poll(() => row().getByTestId('save-progress').getAttribute('data-state'), { timeout: 120_000, interval: 500 })
      .toBe('done')
    const [done, total] = await counts()
    expect(done).toBe(total)
    expect(done).toBeGreaterThan(500)
    await row().getByTestId('saved-badge').waitFor()
    // The figures are counted again once the walk ends.
    // The figures are counted again once the walk ends — by reading every stored record back,
    // which takes a few seconds for a whole vehicle.
    await expect
      .poll(async () => Number(((await row().getByTestId('garage-sections').textContent()) ?? '').replace(/\D/g, '')), {
        timeout: 60_000
      })
      .toBeGreaterThan(500)
    expect(await row().getByTestId('save-state').textContent()).toContain('Saved for offline use')
    await screenshot('saved')
  }, 180_000)

  it('opens a sample of the saved nodes with the service cut off', async () => {
    demo.knobs.injectFault({ kind: 'reset' })
    await page.reload()
    await row().getByTestId('garage-sections-link').click()
    const nodes = page.locator('[data-testid="saved-page"][data-kind="node"] a')
    await nodes.first().waitFor()
    const count = await nodes.count()
    expect(count).toBeGreaterThan(100)
    await screenshot('saved-sections-offline')
    const sample = Array.from({ length: 6 }, (_, i) => Math.floor((i * (count - 1)) / 5))
    const listUrl = page.url()
    for (const index of sample) {
      await nodes.nth(index).click()
      await byTest('part-row').first().waitFor()
      expect(await imageFingerprints(page, '[data-testid="scheme"] img')).toHaveLength(1)
      expect(await byTest('not-saved').count()).toBe(0)
      await page.goto(listUrl)
      await nodes.nth(index).waitFor()
    }
    await expect.poll(() => page.locator('.connection').getAttribute('data-state')).toBe('offline')
  })

  it('finds a part by number offline and opens its node with the part highlighted', async () => {
    await page.locator('[data-testid="saved-page"][data-kind="node"] a').nth(3).click()
    const target = byTest('part-row').nth(2)
    await target.waitFor()
    const number = ((await target.locator('.number .value').textContent()) ?? '').trim()
    expect(number.length).toBeGreaterThan(3)

    // Typed the way a mechanic reads it off a box: lower case, no spaces.
    await byTest('part-search-input').fill(number.replace(/\s+/g, '').toLowerCase())
    await byTest('part-search-input').press('Enter')
    await byTest('search-hit').first().waitFor()
    expect(await byTest('search-hit').first().textContent()).toContain(number)
    await screenshot('search')
    // Standard parts share numbers across nodes: whichever node the first hit is in, that node
    // opens with the part's callout selected.
    await byTest('search-hit-link').first().click()
    const highlighted = page.locator('[data-testid="part-row"][data-highlighted="true"] .number .value')
    await expect.poll(async () => (await highlighted.allTextContents()).map((t) => t.trim())).toContain(number)
    expect(new URL(page.url()).hash).toMatch(/[?&]h=/)
    await screenshot('search-result-node')
    demo.knobs.clearFaults()
  })

  it('logged no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
