/**
 * The built renderer (out/renderer — run `npx electron-vite build` first) in real Chromium,
 * served by the browser-mode host over the real runtime and the embedded demo catalog.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppRuntime } from '../../electron/main/core/runtime'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { launchChromium, type ChromiumSession } from '../support/chromium'

const root = join(import.meta.dirname, '../..')
const rendererDir = join(root, 'out/renderer')
const screens = join(root, 'test-results/screens')

let runtime: AppRuntime
let host: WebHost
let browser: ChromiumSession
let page: Page
let demoVin: string
const consoleErrors: string[] = []

async function screenshot(name: string): Promise<void> {
  await page.screenshot({ path: join(screens, `${name}.png`), fullPage: true })
}

beforeAll(async () => {
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npx electron-vite build` before the browser suite.')
  }
  mkdirSync(screens, { recursive: true })
  runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-e2e',
    env: {},
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined
  })
  const info = await runtime.handlers['app.info'](undefined)
  if (!info.ok) throw new Error(info.error.message)
  demoVin = info.value.demoVins?.[0] ?? (await import('../../demo-catalog/data/vehicles')).VEHICLES[0].vin
  host = await startWebHost({ runtime, rendererDir })
  browser = await launchChromium()
  page = await browser.context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
  // Runs before the app's scripts (injected by the browser, not subject to the page's CSP). A string
  // because this file is type-checked as Node code, without DOM types.
  await page.addInitScript({
    content: `window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI))`
  })
})

afterAll(async () => {
  await browser?.close()
  await host?.close()
  await runtime?.close()
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
    expect(await page.getByTestId('vehicle-brand-model').textContent()).toMatch(/\S · \S/)
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
    await page.reload()
    await page.getByTestId('demo-badge').waitFor({ state: 'visible' })
    await page.getByTestId('token-state').waitFor({ state: 'visible' })
  })

  it('logged no console errors and no CSP violations', async () => {
    const violations = await page.evaluate('window.__cspViolations')
    expect(violations).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
