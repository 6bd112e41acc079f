/**
 * "Save for offline" through the garage in real Chromium (built renderer, real IndexedDB, browser
 * mode over the real runtime and the demo catalog): progress bar, pause, a reload of the app in
 * the middle (the queue lives in IndexedDB, so the save resumes where it stopped), then the
 * service is cut off and a sample of the vehicle's nodes opens from the mirror, and offline
 * search finds a part and opens its node with the part highlighted.
 *
 * Its own file: walking a whole vehicle is the slow part of the offline suite. The vehicle is a
 * compact one (a city car, 484 sections: docs/demo-catalog.md, Compact vehicles): pausing,
 * resuming and opening offline are the same for every vehicle, only longer. A full-size vehicle is
 * saved end to end in tests/browser/garage-live.e2e.test.ts and tests/offline/save-vehicle.test.ts.
 * Screens go to test-results/screens/offline-save-<nn>-<name>.png.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoCatalog } from '../../demo-catalog/index'
import type { WebHost } from '../../electron/web/host'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { imageFingerprints } from '../support/offline-page'

let app: E2eApp
let demo: DemoCatalog
let host: WebHost
let page: Page
let vin: string
let consoleErrors: string[]
let screenshot: E2eApp['screenshot']
let byTest: E2eApp['byTest']

const row = () => page.locator(`[data-testid="garage-vehicle"][data-vin="${vin}"]`)

/** How many items of the save queue IndexedDB holds as done: the truth behind the progress bar. */
async function storedDone(): Promise<number> {
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const all = db.transaction('saveQueue').objectStore('saveQueue').getAll()
      all.onerror = () => reject(all.error)
      all.onsuccess = () => {
        db.close()
        resolve(all.result.filter((item) => item.status === 'done').length)
      }
    }
  })`)) as number
}

/** "1,234 of ~5,000" → [1234, 5000]. */
async function counts(): Promise<[number, number]> {
  const text = (await row().getByTestId('save-count').textContent()) ?? ''
  const [done, total] = text.split(' of ~').map((part) => Number(part.replace(/\D/g, '')))
  return [done, total]
}

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'offline-save', demoOptions: { compact: 1 } })
  ;({ demo, host, page, consoleErrors, screenshot, byTest } = app)
  vin = demo.vehicles[demo.vins.length]!.vin
  page.on('dialog', (dialog) => void dialog.accept())
})

afterAll(async () => {
  await app?.close()
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
    // What the paused bar says is what is stored, and the walk has stopped: nothing more was done.
    expect(await storedDone()).toBe(pausedAt)
    await screenshot('paused')

    // The app closes and opens again: the garage offers to resume the interrupted save.
    await page.reload()
    await row().getByTestId('save-interrupted').waitFor()
    await screenshot('interrupted')
    await row().getByTestId('save-resume').click()
    await row().getByTestId('save-progress-bar').waitFor()
    await expect.poll(async () => (await counts())[0]).toBeGreaterThanOrEqual(pausedAt)
    // A full-size vehicle is ~5,000 requests and IndexedDB writes, about 70 s on an idle 2-core
    // machine; this one 744. The wait is generous so a busy CI machine does not turn slowness into
    // a failure.
    await expect
      .poll(() => row().getByTestId('save-progress').getAttribute('data-state'), { timeout: 480_000, interval: 500 })
      .toBe('done')
    const [done, total] = await counts()
    expect(done).toBe(total)
    expect(done).toBeGreaterThan(484)
    await row().getByTestId('saved-badge').waitFor()
    // The garage figures are refreshed once the walk ends.
    await expect
      .poll(async () => Number(((await row().getByTestId('garage-sections').textContent()) ?? '').replace(/\D/g, '')), {
        timeout: 60_000
      })
      .toBeGreaterThanOrEqual(484)
    expect(await row().getByTestId('save-state').textContent()).toContain('Saved for offline use')
    await screenshot('saved')
  }, 600_000)

  it('opens a sample of the saved nodes with the service cut off', async () => {
    demo.knobs.injectFault({ kind: 'reset' })
    await page.reload()
    await row().getByTestId('garage-sections-link').click()
    const nodes = page.locator('[data-testid="saved-page"][data-kind="node"] a')
    await nodes.first().waitFor()
    const count = await nodes.count()
    // Every node of the compact vehicle (one per subgroup: 43).
    expect(count).toBe(43)
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
    await byTest('vehicle-search-input').fill(number.replace(/\s+/g, '').toLowerCase())
    await byTest('vehicle-search-input').press('Enter')
    const fullResults = page.locator('[data-testid="offline-search"] [data-testid="search-hit"]')
    await fullResults.first().waitFor()
    expect(await fullResults.first().textContent()).toContain(number)
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
