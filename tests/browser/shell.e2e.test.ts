/**
 * The built renderer (out/renderer — run `npx electron-vite build` first) in real Chromium,
 * served by the browser-mode host over the real runtime and the embedded demo catalog.
 */
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebHost } from '../../electron/web/host'
import { SCREENS_DIR, startE2eApp, type E2eApp } from '../support/e2e-app'

let app: Omit<E2eApp, 'demo'>
let host: WebHost
let page: Page
let demoVin: string
let consoleErrors: string[]

// Unnumbered and not scrolled first, unlike the harness's walk screens: these are single views.
async function screenshot(name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true })
}

beforeAll(async () => {
  // No catalog account: the runtime serves its embedded demo catalog.
  app = await startE2eApp({ catalog: 'embedded' })
  ;({ host, page, consoleErrors } = app)
  const info = await app.runtime.handlers['app.info'](undefined)
  if (!info.ok) throw new Error(info.error.message)
  demoVin = info.value.demoVins?.[0] ?? (await import('../../demo-catalog/data/vehicles')).VEHICLES[0].vin
})

afterAll(async () => {
  await app?.close()
})

describe('the app shell in Chromium (browser mode, demo catalog)', () => {
  it('opens in demo mode and takes the key out of the address bar', async () => {
    await page.goto(host.url)
    await page.getByTestId('demo-badge').waitFor({ state: 'visible' })
    expect(await page.getByTestId('demo-badge').textContent()).toContain('Demo catalog')
    expect(page.url()).not.toContain('k=')
    expect(await page.evaluate("sessionStorage.getItem('parts-desk:key')")).toBe(host.secret)
    await screenshot('home-demo')
  })

  it('finds the demo vehicle by VIN typed in lower case with spaces', async () => {
    const input = page.getByLabel('VIN')
    await input.fill(` ${demoVin.toLowerCase().slice(0, 9)} ${demoVin.toLowerCase().slice(9)} `)
    await input.press('Enter')
    // A found vehicle opens its own page: the card on top, its main groups below.
    const name = page.getByTestId('vehicle-name')
    await name.waitFor({ state: 'visible' })
    expect((await name.textContent())?.trim().length).toBeGreaterThan(0)
    // Named for people ("Vostra Aurelia … (2019)"), the catalog's own name beside it.
    expect(await name.textContent()).toMatch(/\S \S.* \((?:19|20)\d{2}\)$/)
    expect(await page.getByTestId('vehicle-catalog-name').textContent()).toMatch(/\(EUR\)/)
    expect(new URL(page.url()).hash).toBe(`#/vehicle/${demoVin}`)
    await page.getByText('Online').waitFor({ state: 'visible' })
    await screenshot('home-vehicle')
  })

  it('says plainly when a VIN is unknown', async () => {
    await page.getByRole('link', { name: 'Vehicle' }).click()
    const input = page.getByLabel('VIN')
    await input.fill('ZZZZZZZZZZZZZZZZZ')
    await input.press('Enter')
    await page.getByTestId('vin-info').waitFor({ state: 'visible' })
    expect((await page.getByTestId('vin-info').textContent())?.trim().length).toBeGreaterThan(0)
    await screenshot('home-unknown-vin')
  })

  it('shows settings: no token, the demo source and honest protection', async () => {
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByTestId('token-state').waitFor({ state: 'visible' })
    expect(await page.getByTestId('token-state').textContent()).toContain('No token is set.')
    expect(await page.getByTestId('settings-source').textContent()).toContain('demo catalog')
    expect(await page.getByLabel('Token').inputValue()).toBe('')
    await screenshot('settings-demo')
  })

  it('keeps working after a reload (the key lives in sessionStorage)', async () => {
    const before = new URL(page.url())
    await page.reload()
    await page.getByTestId('demo-badge').waitFor({ state: 'visible' })
    await page.getByTestId('token-state').waitFor({ state: 'visible' })
    // Same page, still let in by the key kept in the tab (never put back into the address)…
    expect(new URL(page.url()).hash).toBe(before.hash)
    expect(page.url()).not.toContain('k=')
    expect(await page.evaluate("sessionStorage.getItem('parts-desk:key')")).toBe(host.secret)
    // …and main answers: the demo source and the token state are read from it again.
    expect(await page.getByTestId('demo-badge').textContent()).toContain('Demo catalog')
    expect(await page.getByTestId('token-state').textContent()).toContain('No token is set.')
    expect(await page.getByTestId('settings-source').textContent()).toContain('demo catalog')
  })

  it('logged no console errors and no CSP violations', async () => {
    const violations = await page.evaluate('window.__cspViolations')
    expect(violations).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
