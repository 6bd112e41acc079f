/**
 * Supplier look-up in Chromium, over the built renderer, the browser-mode host and the demo
 * catalog: a template added in Settings (kept in the page's IndexedDB) and made the default is
 * one click away on a demo node's part rows (issue 22, item 7): the click asks the app's link
 * question showing exactly the filled address — the part number without its spaces, the
 * vehicle's brand and VIN, URL-encoded — while nothing opens until "Open". Part information
 * offers the default by name and the other suppliers beside it.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogId, readNode, readResult, readVehicle } from '../../electron/shared/readers'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { storedSetting } from '../support/offline-page'

const VIN = 'VM9CV2AX5JM307766'
const TEMPLATE = 'https://parts.example.com/{brand}/search?q={number}&vin={vin}'

let app: E2eApp
let page: Page
let byTest: E2eApp['byTest']
let brand = ''
let nodePage = ''

/** The demo vehicle's brand and a node with numbered parts, found the app's own way. */
async function learnNode(): Promise<void> {
  const handlers = app.runtime.handlers
  const vin = await handlers['catalog.vin']({ vin: VIN, lang: 'en' })
  if (!vin.ok || !vin.value.result.vehicle) throw new Error('demo VIN not found')
  brand = readVehicle(vin.value.result.vehicle)?.brand ?? ''
  const catalog = readCatalogId(vin.value.result) ?? ''
  const section = async (q: string) => {
    const answer = await handlers['catalog.section']({ q, catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    return readResult(answer.value.result)
  }
  // The suite's node: group 130 › subgroup 130-02 › node 130-02-02, a drawing with numbered parts.
  const codes = async (q: string) => {
    const result = await section(q)
    const items = [...(result.lists_group?.flatMap((tab) => tab.lists ?? []) ?? []), ...(result.lists ?? [])]
    return new Map(items.map((item) => [item.code ?? '', item.q ?? '']))
  }
  const group = (await codes(readVehicle(vin.value.result.vehicle)!.qMainGroup!)).get('130') ?? ''
  const subgroup = (await codes(group)).get('130-02') ?? ''
  const q = (await codes(subgroup)).get('130-02-02') ?? ''
  if (!readNode((await section(q)).node)?.parts.some((part) => part.number))
    throw new Error('node 130-02-02 has no numbers')
  nodePage = `${app.host.url}#/vehicle/${VIN}/section?${new URLSearchParams({ c: catalog, q })}`
}

const opened = () => page.evaluate('window.__opened') as Promise<string[]>

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'supplier', clearScreens: true })
  ;({ page, byTest } = app)
  await learnNode()
  // In browser mode "the system browser" is a new tab (web-bridge.ts): record instead of opening.
  await page.addInitScript({
    content: 'window.__opened = []; window.open = (url) => { window.__opened.push(String(url)); return null };'
  })
}, 60_000)

afterAll(async () => {
  await app?.close()
})

describe('supplier look-up in Chromium', () => {
  it('a template added in Settings gives the expected URL for the confirmation, opened only after Open', async () => {
    expect(brand).not.toBe('')
    await page.goto(`${app.host.url}#/settings`)
    // The shipped example is there on first start.
    await page.locator('[data-testid="supplier-item"]', { hasText: 'Example supplier' }).waitFor()
    await byTest('supplier-add').click()
    await byTest('supplier-name').fill('Parts Example')
    await byTest('supplier-url').fill('http://parts.example.com/search?q={part}')
    await byTest('supplier-save').click()
    expect(await byTest('supplier-url-problem').textContent()).toContain('must start with https://')
    await byTest('supplier-url').fill(TEMPLATE)
    await byTest('supplier-preview').waitFor()
    await byTest('supplier-save').click()
    await page.locator('[data-testid="supplier-item"]', { hasText: 'Parts Example' }).waitFor()
    // The shipped example is first, so the default; ours is made the default.
    await page.getByRole('button', { name: 'Make Parts Example the default' }).click()
    await expect
      .poll(() => page.locator('[data-testid="supplier-item"] .name').allTextContents())
      .toEqual(['Parts Example', 'Example supplier'])
    // The list shows the new order at once; it is written before the page is loaded again.
    await expect
      .poll(async () => ((await storedSetting(page, 'supplier-templates')) as { name: string }[])[0]?.name)
      .toBe('Parts Example')
    await app.screenshot('settings')

    await page.goto(nodePage)
    const row = page
      .locator('[data-testid="part-row"]')
      .filter({ has: page.getByTestId('supplier-lookup') })
      .first()
    await row.waitFor()
    const number = (await row.locator('.number .value').textContent()) ?? ''
    expect(number).not.toBe('')
    const expected =
      `https://parts.example.com/${encodeURIComponent(brand)}/search` +
      `?q=${encodeURIComponent(number.replace(/[\s\-./_]+/g, ''))}&vin=${VIN}`

    // One click: the question for the default supplier, no menu on the way.
    const lookup = row.getByTestId('supplier-lookup')
    expect(await lookup.getAttribute('aria-label')).toBe(`Look up ${number} at Parts Example`)
    await lookup.click()
    await byTest('link-confirm-url').waitFor()
    expect(await byTest('supplier-menu').count()).toBe(0)
    expect(await byTest('link-confirm-url').textContent()).toBe(expected)
    expect(await byTest('external-link-prompt').textContent()).toContain('Open parts.example.com in your web browser?')
    // The question is on screen: nothing has been opened to get here.
    expect(await opened()).toEqual([])
    await app.screenshot('confirmation')

    await byTest('link-confirm-cancel').click()
    expect(await opened()).toEqual([])

    // By keyboard this time, and Open.
    await lookup.focus()
    await page.keyboard.press('Enter')
    await byTest('link-confirm-open').waitFor()
    expect(await byTest('link-confirm-url').textContent()).toBe(expected)
    await byTest('link-confirm-open').click()
    await expect.poll(opened).toEqual([expected])
  })

  it('part information: the default supplier by name in one click, named with the words it shows; the others beside it', async () => {
    const row = page
      .locator('[data-testid="part-row"]')
      .filter({ has: page.locator('[data-testid="open-part-info"]:not([disabled])') })
      .first()
    await row.getByTestId('open-part-info').click()
    const panel = byTest('part-info')
    const button = panel.getByTestId('supplier-lookup')
    await button.waitFor()
    const shown = (await button.textContent())?.trim() ?? ''
    expect(shown).toBe('Look up at Parts Example')
    // Speech input says what it sees: the name starts with the visible words (axe label-content-name-mismatch).
    expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}: `))
    await button.click()
    await byTest('link-confirm-url').waitFor()
    expect(await byTest('link-confirm-url').textContent()).toMatch(/^https:\/\/parts\.example\.com\//)
    await byTest('link-confirm-cancel').click()
    await panel.getByTestId('supplier-lookup-others').click()
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Look up at Parts Example',
      'Look up at Example supplier'
    ])
    await app.screenshot('part-info-lookup')
    await page.keyboard.press('Escape')
    await expect.poll(() => byTest('supplier-menu').count()).toBe(0)
  })

  it('left no console errors', () => {
    expect(app.consoleErrors).toEqual([])
  })
})
