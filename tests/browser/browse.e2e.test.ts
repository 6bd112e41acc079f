/**
 * Catalog browsing end to end: the built renderer (out/renderer — run `npx electron-vite build`
 * first) in real Chromium, served by the browser-mode host over the real runtime, which talks to
 * the demo catalog started here so the test can turn its knobs (pointer rotation).
 *
 * One page walks the whole way, as a mechanic would; every screen is written to
 * test-results/screens/<nn>-<name>.png.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoCatalog } from '../../demo-catalog/index'
import type { WebHost } from '../../electron/web/host'
import type { ChromiumSession } from '../support/chromium'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { nodeViewComplete } from '../support/node-view'

let app: E2eApp
let demo: DemoCatalog
let host: WebHost
let browser: ChromiumSession
let page: Page
let vin: string
let consoleErrors: string[]
let screenshot: E2eApp['screenshot']
let byTest: E2eApp['byTest']
let hashOf: E2eApp['hashOf']
let watchPage: E2eApp['watchPage']

/** Page text of a locator list, for before/after comparisons. */
async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim())
}

beforeAll(async () => {
  // Numbered screens are this suite's: clear the previous run's so the folder shows one walk.
  app = await startE2eApp({ clearScreens: true })
  ;({ demo, host, browser, page, consoleErrors, screenshot, byTest, hashOf, watchPage } = app)
  vin = demo.vins[0]
})

afterAll(async () => {
  await app?.close()
})

describe('catalog browsing in Chromium', () => {
  it('explains a wrong VIN while typing and remembers nothing yet', async () => {
    await page.goto(host.url)
    const input = byTest('vin-input')
    await input.fill('xvsab53c1kr01284i')
    await byTest('vin-forbidden').waitFor()
    expect(await byTest('vin-forbidden').textContent()).toContain('I')
    await input.fill('XVSAB53C')
    await input.blur()
    expect(await byTest('vin-length').textContent()).toContain('8')
    expect(await byTest('recent-vehicles').textContent()).toContain('Vehicles you open appear here')
    await screenshot('vin-entry-hints')
  })

  it('walks VIN → tab → group → list → node', async () => {
    await byTest('vin-input').fill(` ${vin.toLowerCase().slice(0, 8)} ${vin.toLowerCase().slice(8)} `)
    await byTest('vin-input').press('Enter')
    await byTest('group-tile').first().waitFor()
    expect(hashOf()).toBe(`#/vehicle/${vin}`)
    expect(await byTest('vehicle-name').textContent()).toContain('Vostra Aurelia')
    expect(await byTest('vehicle-catalog-name').textContent()).toContain('AURELIA')
    await screenshot('vehicle-main-groups')

    const tabs = byTest('group-tab')
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    await tabs.nth(0).click()
    await byTest('filter').fill('ENGI')
    await expect.poll(() => byTest('group-tile').count()).toBe(1)
    await screenshot('main-groups-filtered')
    await byTest('group-tile').first().click()

    await byTest('list-row').first().waitFor()
    expect(await byTest('breadcrumb').count()).toBeGreaterThan(0)
    await screenshot('group-list')
    await byTest('list-row').first().click()
    await byTest('forms').waitFor()
    await screenshot('node-list-with-form')
    await byTest('list-row').first().click()

    await page.locator('[data-testid="scheme"] img').first().waitFor()
    await nodeViewComplete(page)
    expect(await byTest('hotspot').count()).toBeGreaterThan(1)
    await screenshot('node-view')
  })

  it('links hotspots and part rows both ways', async () => {
    const firstSpot = byTest('hotspot').first()
    const spotId = await firstSpot.getAttribute('data-hotspot-id')
    await firstSpot.click()
    const linkedRows = page.locator(`[data-testid="part-row"][data-hotspot-id="${spotId}"]`)
    await expect.poll(() => linkedRows.first().getAttribute('data-highlighted')).toBe('true')

    const otherRow = page.locator(`[data-testid="part-row"]:not([data-hotspot-id="${spotId}"])`).first()
    const otherId = await otherRow.getAttribute('data-hotspot-id')
    await otherRow.locator('[role="gridcell"]').nth(2).click()
    const otherSpot = page.locator(`[data-testid="hotspot"][data-hotspot-id="${otherId}"]`)
    await expect.poll(() => otherSpot.getAttribute('data-highlighted')).toBe('true')
    expect(await firstSpot.getAttribute('data-highlighted')).toBe('false')
    await screenshot('node-highlight')
  })

  it('opens part information beside the node, then goes back by breadcrumb', async () => {
    await byTest('open-part-info').first().click()
    await byTest('part-info').waitFor()
    await expect.poll(() => byTest('part-info').textContent()).toMatch(/\S{3}/)
    await page.locator('[data-testid="part-info"] table, [data-testid="part-info"] dl').first().waitFor()
    expect(hashOf()).toContain('pi=')
    await screenshot('part-info')

    await page.keyboard.press('Escape')
    await byTest('part-info').waitFor({ state: 'detached' })
    expect(hashOf()).not.toContain('pi=')

    const crumbs = byTest('breadcrumb')
    const groupCrumb = crumbs.nth(1)
    const groupTitle = (await groupCrumb.textContent())?.trim()
    await groupCrumb.click()
    await byTest('list-row').first().waitFor()
    expect(await page.locator('[aria-current="page"]').last().textContent()).toContain(groupTitle)
    await screenshot('breadcrumb-back')

    // Back and forward return to the node, which opens again from history.
    await byTest('nav-back').click()
    await byTest('part-row').first().waitFor()
    await byTest('nav-forward').click()
    await byTest('list-row').first().waitFor()
    await page.keyboard.press('Alt+ArrowLeft')
    await byTest('part-row').first().waitFor()
  })

  it('switches to German and Chinese in place, keeping zoom and highlight', async () => {
    const hash = hashOf()
    const row = byTest('part-row').nth(2)
    await row.locator('[role="gridcell"]').nth(2).click()
    const rowSpot = await row.getAttribute('data-hotspot-id')
    const highlighted = page.locator(`[data-testid="hotspot"][data-hotspot-id="${rowSpot}"]`)
    await expect.poll(() => highlighted.getAttribute('data-highlighted')).toBe('true')
    await byTest('zoom-in').click()
    const scale = await byTest('scheme').getAttribute('data-scale')
    const englishNames = await texts(byTest('part-row'))
    const englishCrumbs = await texts(byTest('breadcrumb'))

    await byTest('language-switcher').selectOption('de')
    await expect.poll(() => texts(byTest('breadcrumb'))).not.toEqual(englishCrumbs)
    await expect.poll(() => texts(byTest('part-row'))).not.toEqual(englishNames)
    expect(hashOf()).toBe(hash)
    expect(await byTest('scheme').getAttribute('data-scale')).toBe(scale)
    expect(await highlighted.getAttribute('data-highlighted')).toBe('true')
    // The UI's own strings load on their own and may come after the catalog's answers in German.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de')
    await screenshot('node-german')

    await byTest('language-switcher').selectOption('zh')
    await expect.poll(async () => (await texts(byTest('breadcrumb'))).join(' ')).toMatch(/[\u4e00-\u9fff]/)
    await expect.poll(async () => (await texts(byTest('part-row'))).join(' ')).toMatch(/[\u4e00-\u9fff]/)
    expect(hashOf()).toBe(hash)
    expect(await byTest('scheme').getAttribute('data-scale')).toBe(scale)
    expect(await highlighted.getAttribute('data-highlighted')).toBe('true')
    await screenshot('node-chinese')

    await byTest('language-switcher').selectOption('en')
    await expect.poll(() => texts(byTest('breadcrumb'))).toEqual(englishCrumbs)
  })

  it('submits a form with POST and shows the filtered answer, then resets', async () => {
    await byTest('breadcrumb').last().click()
    await byTest('forms').waitFor()
    await byTest('list-row').first().waitFor()
    const before = await texts(byTest('list-row'))
    const target = before[1]
    const word = target.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w)) ?? target.slice(-6)
    await page
      .locator('[data-testid="form"] input[type="text"], [data-testid="form"] input[type="search"]')
      .first()
      .fill(word)
    await byTest('form-submit').first().click()
    // The filtered answer, not the moment between the answers when no row is shown at all.
    await expect
      .poll(async () => {
        const rows = await texts(byTest('list-row'))
        return rows.length > 0 && rows.length < before.length && rows.some((text) => text.includes(word))
      })
      .toBe(true)
    expect(hashOf()).toContain('f=')
    await screenshot('form-submitted')

    await byTest('form-reset').first().click()
    await expect.poll(() => byTest('list-row').count()).toBe(before.length)
  })

  it('goes the whole way with the keyboard only', async () => {
    await page.goto(`${host.origin}/#/`)
    await page.reload()
    const focusedTestId = () => page.evaluate('document.activeElement?.dataset?.testid ?? ""')
    const tabTo = async (testId: string, limit = 40) => {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab')
        if ((await focusedTestId()) === testId) return
      }
      throw new Error(`Tab never reached ${testId}`)
    }
    await byTest('vin-input').waitFor()
    await tabTo('vin-input')
    await page.keyboard.type(vin)
    await page.keyboard.press('Enter')
    await byTest('group-tile').first().waitFor()

    await tabTo('group-tab')
    await page.keyboard.press('ArrowRight')
    expect(await byTest('group-tab').nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    await tabTo('group-tile')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    const tileTitle = await page.evaluate('document.activeElement.textContent')
    await page.keyboard.press('Enter')
    await byTest('list-row').first().waitFor()
    expect(await page.locator('[aria-current="page"]').last().textContent()).toContain(
      String(tileTitle)
        .replace(/^\s*\d+\s*/, '')
        .trim()
    )

    await tabTo('list-row')
    await page.keyboard.press('Enter')
    await byTest('forms').waitFor()
    await tabTo('list-row', 60)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await byTest('part-row').first().waitFor()

    await tabTo('part-row', 80)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const key = await page.evaluate('document.activeElement.dataset.hotspotId')
    const spot = page.locator(`[data-testid="hotspot"][data-hotspot-id="${String(key)}"]`)
    await expect.poll(() => spot.getAttribute('data-highlighted')).toBe('true')
    await page.keyboard.press('i')
    await byTest('part-info').waitFor()
    await screenshot('keyboard-part-info')
    await page.keyboard.press('Escape')
    await byTest('part-info').waitFor({ state: 'detached' })
    await page.keyboard.press('Alt+ArrowLeft')
    await byTest('forms').waitFor()
    await screenshot('keyboard-back')
  })

  it('says when a deep link is out of date and offers a way back', async () => {
    // A node never opened: one already visited opens from the offline mirror, stale pointer or not.
    const deepLinkHash = await byTest('list-row').last().getAttribute('href')
    expect(deepLinkHash).toMatch(/^#\/vehicle\//)
    demo.knobs.rotatePointerGeneration()

    // A fresh tab with no history: "back" must still lead somewhere useful.
    const fresh = await browser.context.newPage()
    await watchPage(fresh)
    await fresh.goto(`${host.url}${deepLinkHash}`)
    await byTest('info-banner', fresh).waitFor()
    expect(await byTest('info-text', fresh).textContent()).toContain('out of date')
    // The vehicle card loads by VIN, so it is there even when the section link is stale.
    await byTest('vehicle-name', fresh).waitFor()
    await screenshot('stale-link', fresh)
    await byTest('info-back', fresh).click()
    await byTest('group-tile', fresh).first().waitFor()
    expect(hashOf(fresh)).toBe(`#/vehicle/${vin}`)
    await screenshot('stale-link-back', fresh)

    // The recent list offers the vehicle for one-click reopening.
    await fresh.goto(`${host.origin}/#/`)
    await byTest('recent-vehicle', fresh).first().waitFor()
    expect(await byTest('recent-vehicle', fresh).first().textContent()).toContain(vin)
    await screenshot('recent-vehicles', fresh)
    expect(await fresh.evaluate('window.__cspViolations')).toEqual([])
    await fresh.close()
  })

  it('logged no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
