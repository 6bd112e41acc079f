/**
 * A hostile service seen from the window, in real Chromium over the browser-mode host and the
 * real runtime: the demo catalog's hostile fault kinds (docs/demo-catalog.md) on the wire. Each
 * ends in a message in plain words where the page would have been, and the app goes on working.
 * (tests/offline/hostile-service.test.ts runs every kind through the runtime and the mirror.)
 *
 * Screens go to test-results/screens/hostile-<nn>-<name>.png.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoCatalog } from '../../demo-catalog/index'
import type { WebHost } from '../../electron/web/host'
import { startE2eApp, type E2eApp } from '../support/e2e-app'

let app: E2eApp
let demo: DemoCatalog
let host: WebHost
let page: Page
let consoleErrors: string[]
let screenshot: E2eApp['screenshot']
let byTest: E2eApp['byTest']

/** The big picture's own width once decoded (0 while it has not loaded). */
const pictureWidth = () =>
  page.locator('[data-testid="scheme"] img.picture').evaluate((img) => Reflect.get(img, 'naturalWidth') as number)

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'hostile', clearScreens: true })
  ;({ demo, host, page, consoleErrors, screenshot, byTest } = app)
  await page.goto(host.url)
  await byTest('vin-input').fill(demo.vins[0])
  await byTest('vin-input').press('Enter')
  await byTest('group-tile').first().waitFor()
})

afterAll(async () => {
  await app?.close()
})

describe('a hostile service in Chromium', () => {
  it('an answer nested 100 000 levels deep ends in a clear error; trying again opens the page', async () => {
    demo.knobs.injectFault({ kind: 'deep-nesting', match: '/api/q', count: 1 })
    await byTest('group-tile').first().click()
    const error = byTest('section-error')
    await error.waitFor()
    expect(await error.textContent()).toMatch(/nested far deeper than any catalog page/)
    await screenshot('deep-nesting-error')
    await error.getByRole('button').click()
    await byTest('list-row').first().waitFor()
    expect(await byTest('section-error').count()).toBe(0)
  })

  it('a picture declaring 60000×60000 pixels is refused before any decode; the parts list works', async () => {
    await byTest('list-row').first().click()
    await byTest('list-row').first().waitFor()
    demo.knobs.injectFault({ kind: 'image-pixel-flood', match: '/image' })
    await byTest('list-row').first().click()
    await byTest('part-row').first().waitFor()
    const error = byTest('scheme-error')
    await error.waitFor()
    expect(await error.textContent()).toMatch(/60000×60000 pixels, far more than any parts drawing/)
    // The rest of the page works: a row still selects.
    await byTest('part-row').first().click()
    await expect.poll(() => byTest('part-row').first().getAttribute('data-highlighted')).toBe('true')
    await screenshot('pixel-flood-refused')

    demo.knobs.clearFaults()
    await error.getByRole('button').click()
    await expect.poll(pictureWidth).toBeGreaterThan(0)
    expect(await byTest('scheme-error').count()).toBe(0)
  })

  it('an SVG with a script is refused as a picture and never runs', async () => {
    demo.knobs.injectFault({ kind: 'image-svg', match: '/image' })
    await page.goBack()
    await byTest('list-row').nth(1).click()
    const error = byTest('scheme-error')
    await error.waitFor()
    expect(await error.textContent()).toMatch(/SVG and other formats are refused/)
    expect(await page.evaluate('[typeof window.__partsDeskSvgScript, typeof window.__partsDeskSvgOnload]')).toEqual([
      'undefined',
      'undefined'
    ])
    await screenshot('svg-refused')
    demo.knobs.clearFaults()
  })

  it('left no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
