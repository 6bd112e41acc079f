/**
 * Garage and connection (issue 22, item 9) in real Chromium over browser mode and the demo
 * catalog, at 1366×768:
 * - a whole save shows an early estimate of its total (from the lists and the first nodes) long
 *   before the walk has found everything, then the time left, then the true count;
 * - the garage card's sections and size follow the save live, without leaving the page;
 * - the header's light leaves "Not checked yet" by itself, turns Offline when the catalog process
 *   is stopped — with no click — and back Online when it answers again.
 *
 * Screens: test-results/screens/garage-live-<nn>-<name>.png.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { startE2eApp, type E2eApp } from '../support/e2e-app'

interface Reading {
  text: string
  estimated: boolean
  eta: boolean
  state: string | null
  sections: string | null
}

let app: E2eApp
let page: Page
let vin: string
let byTest: E2eApp['byTest']
let screenshot: E2eApp['screenshot']
let restarted: DemoCatalog | null = null

const row = () => page.locator(`[data-testid="garage-vehicle"][data-vin="${vin}"]`)
const light = () => page.locator('.connection').getAttribute('data-state')
const number = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''))

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'garage-live', clearScreens: true })
  ;({ page, byTest, screenshot } = app)
  // The smallest demo vehicle (Tamaro): a whole save takes tens of seconds.
  vin = app.demo.vins[4]
  page.on('dialog', (dialog) => void dialog.accept())
  await page.setViewportSize({ width: 1366, height: 768 })
  // Every change of the save's count, as the page showed it, with what stood beside it.
  await page.addInitScript({
    content: `window.__readings = [];
      new MutationObserver(() => {
        const count = document.querySelector('[data-testid="save-count"]');
        if (!count) return;
        const card = count.closest('[data-testid="garage-vehicle"]');
        const reading = {
          text: count.textContent.trim(),
          estimated: count.dataset.estimated === 'true',
          eta: !!document.querySelector('[data-testid="save-eta"]'),
          state: document.querySelector('[data-testid="save-progress"]')?.getAttribute('data-state') ?? null,
          sections: card?.querySelector('[data-testid="garage-sections"]')?.textContent ?? null
        };
        const last = window.__readings.at(-1);
        if (!last || JSON.stringify(last) !== JSON.stringify(reading)) window.__readings.push(reading);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });`
  })
})

afterAll(async () => {
  await restarted?.close()
  await app?.close()
})

describe('the garage while saving, and the connection light', () => {
  it('says Online on its own, before anyone clicks', async () => {
    await page.goto(app.host.url)
    await expect.poll(light).toBe('online')
  })

  it('estimates the total early, then the time left, and the card’s figures follow the save live', async () => {
    await page.goto(`${app.host.url.split('#')[0]}#/vehicle/${vin}`)
    await byTest('group-tile').first().waitFor()
    await byTest('nav-garage').click()
    const before = number(await row().getByTestId('garage-sections').textContent())
    await row().getByTestId('garage-save').click()
    await expect.poll(() => page.evaluate('window.__readings.some((r) => r.estimated)'), { timeout: 60_000 }).toBe(true)
    await screenshot('save-estimate')
    await expect
      .poll(() => row().getByTestId('save-progress').getAttribute('data-state'), { timeout: 240_000, interval: 500 })
      .toBe('done')
    await screenshot('save-done')

    const readings = (await page.evaluate('window.__readings')) as Reading[]
    console.log(
      readings
        .filter((_, i) => i % 10 === 0)
        .map((r) => `${r.text}${r.estimated ? '*' : ''} s=${r.sections}`)
        .join(' | ')
    )
    const [, finalTotal] = readings.at(-1)!.text.split(' of ~').map(number)
    expect(finalTotal).toBeGreaterThan(1_000)
    const running = readings.filter((reading) => reading.state === 'running')
    const counts = (reading: Reading) => reading.text.split(' of ~').map(number) as [number, number]
    // The first time the total shown is within 15 % of the truth, and how far the save was then.
    const close = running.find(
      (reading) => reading.estimated && Math.abs(counts(reading)[1] - finalTotal) / finalTotal < 0.15
    )!
    const estimates = running.filter((reading) => reading.estimated).map((reading) => counts(reading)[1])
    console.log(
      `[garage] total within 15 %: ~${counts(close)[1]} at ${counts(close)[0]} done of ${finalTotal} ` +
        `(${Math.round((100 * counts(close)[0]) / finalTotal)} %); estimates ranged ${Math.min(...estimates)}–${Math.max(...estimates)}; ` +
        `${running.length} readings while running`
    )
    expect(close).toBeDefined()
    expect(counts(close)[0] / finalTotal).toBeLessThan(0.15)
    // Never a wild overestimate (the first nodes read may be larger than the average: +18 % seen).
    expect(Math.max(...estimates)).toBeLessThan(finalTotal * 1.4)
    expect(running.some((reading) => reading.eta)).toBe(true)

    // Live figures: the card's section count moved during the save, without leaving the page.
    const seen = [...new Set(running.map((reading) => number(reading.sections)))]
    expect(seen.filter((sections) => sections > before).length).toBeGreaterThanOrEqual(3)
    const after = number(await row().getByTestId('garage-sections').textContent())
    expect(after).toBeGreaterThan(Math.max(...seen) - 1)
    expect(after).toBeGreaterThan(100)
  }, 300_000)

  it('turns the light Offline when the catalog process stops, with no click, and Online when it is back', async () => {
    expect(await light()).toBe('online')
    const port = Number(new URL(app.demo.baseUrl).port)
    await app.demo.close()
    // The app checks again whenever it comes back on screen; the 30 s timer does the same unseen.
    await page.evaluate(`document.dispatchEvent(new Event('visibilitychange'))`)
    await expect.poll(light, { timeout: 30_000 }).toBe('offline')
    await screenshot('light-offline')

    restarted = await startDemoCatalog({ port })
    await page.evaluate(`document.dispatchEvent(new Event('visibilitychange'))`)
    await expect.poll(light, { timeout: 30_000 }).toBe('online')
    expect(app.consoleErrors).toEqual([])
  })
})
