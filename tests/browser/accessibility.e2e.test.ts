/**
 * Accessibility in CI (issue 22, item 13): axe-core runs on the app's main screens — home,
 * vehicle, node, part information, garage, baskets and settings — in the light and the dark theme,
 * at 1366×768, in real Chromium over the built renderer and the demo catalog.
 *
 * The page's CSP allows no inline script, so axe is not added as a <script>: its source is
 * evaluated in the page through the DevTools protocol (Runtime.evaluate), as a debugger would. The
 * OS theme is emulated the same way (Emulation.setEmulatedMedia, prefers-color-scheme), so the
 * app's default "as this computer" is what is tested.
 *
 * Every violation is counted by impact and printed as one table per run; any critical or serious
 * one fails the test, with its rule, its elements and axe's own words.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENS_DIR, startE2eApp, type E2eApp } from '../support/e2e-app'
import { nodeViewComplete } from '../support/node-view'
import { storedSetting } from '../support/offline-page'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** WCAG 2.0–2.2 A and AA, plus axe's best practices (one h1, landmarks, nested asides). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const
type Impact = (typeof IMPACTS)[number]
type Theme = 'light' | 'dark'

interface AxeViolation {
  id: string
  impact: Impact | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

interface ScreenResult {
  screen: string
  theme: Theme
  violations: AxeViolation[]
}

let app: E2eApp
let page: Page
let cdp: CDPSession
let vin: string
const results: ScreenResult[] = []
/** Hash routes of the screens found on the first walk, so the second theme opens the same ones. */
const routes: Record<string, string> = {}

async function emulateTheme(theme: Theme): Promise<void> {
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: theme }] })
}

/** axe's source evaluated in the page (once per document), then a run over the whole document. */
async function runAxe(): Promise<AxeViolation[]> {
  const loaded = await cdp.send('Runtime.evaluate', { expression: 'typeof window.axe' })
  if (loaded.result.value !== 'object') {
    const injected = await cdp.send('Runtime.evaluate', { expression: AXE_SOURCE })
    if (injected.exceptionDetails) throw new Error(`axe did not load: ${injected.exceptionDetails.text}`)
  }
  const run = await cdp.send('Runtime.evaluate', {
    expression: `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
      .then((r) => JSON.stringify(r.violations.map(({ id, impact, help, nodes }) =>
        ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }))))`,
    awaitPromise: true,
    returnByValue: true
  })
  if (run.exceptionDetails) throw new Error(`axe failed: ${run.exceptionDetails.exception?.description}`)
  return JSON.parse(run.result.value as string) as AxeViolation[]
}

/** The page's real background, to prove the emulated theme reached the palette. */
async function pageIsDark(): Promise<boolean> {
  const colour = (await page.evaluate('getComputedStyle(document.documentElement).backgroundColor')) as string
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number)
  return (r + g + b) / 3 < 100
}

async function check(screen: string, theme: Theme): Promise<void> {
  // Nothing is still arriving: no skeleton, no pending picture.
  // Polled from here: a string predicate for waitForFunction is compiled in the page, which the
  // app's CSP (no unsafe-eval) refuses once it has to poll.
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0)
  expect(await pageIsDark()).toBe(theme === 'dark')
  await app.screenshot(`${screen}-${theme}`)
  results.push({ screen, theme, violations: await runAxe() })
}

async function openRoute(name: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(routes[name])}`)
}

/** One walk over the screens, as a mechanic would go; the second theme reopens what the first found. */
async function walk(theme: Theme): Promise<void> {
  await emulateTheme(theme)
  // The first visit carries the browser-mode host's secret; later screens change only the route.
  if (theme === 'light') await page.goto(app.host.url)
  else await page.evaluate(`location.hash = '#/'`)
  await app.byTest('vin-input').waitFor()
  await check('home', theme)

  if (!routes.vehicle) {
    await app.byTest('vin-input').fill(vin)
    await app.byTest('vin-input').press('Enter')
    await app.byTest('group-tile').first().waitFor()
    routes.vehicle = app.hashOf()
  } else await openRoute('vehicle')
  await app.byTest('group-tile').first().waitFor()
  await check('vehicle', theme)

  if (!routes.node) {
    await app.byTest('group-tile').first().click()
    await app.byTest('list-row').first().click()
    await app.byTest('forms').waitFor()
    await app.byTest('list-row').first().click()
    await app.byTest('part-row').first().waitFor()
    routes.node = app.hashOf()
  } else await openRoute('node')
  await page.locator('[data-testid="scheme"] img').first().waitFor()
  await nodeViewComplete(page)
  await check('node', theme)

  if (!routes.basketFilled) {
    await app.byTest('add-to-basket').first().click()
    await app.byTest('basket-feedback').waitFor()
    routes.basketFilled = 'yes'
  }
  await app.byTest('open-part-info').first().click()
  await app.byTest('part-info').waitFor()
  await page.locator('[data-testid="part-info"] table, [data-testid="part-info"] dl').first().waitFor()
  await check('part information', theme)

  await app.byTest('nav-garage').click()
  await app.byTest('garage-vehicle').first().waitFor()
  await check('garage', theme)

  await app.byTest('nav-baskets').click()
  await page.locator('[data-testid="basket-lines"], [data-testid="basket-line"]').first().waitFor()
  await check('baskets', theme)

  await page.evaluate(`location.hash = '#/settings'`)
  await app.byTest('theme-setting').waitFor()
  await check('settings', theme)
}

function table(): string {
  const head = `| screen | theme | ${IMPACTS.join(' | ')} | rules |`
  const rule = `|---|---|${IMPACTS.map(() => '---:').join('|')}|---|`
  const rows = results.map(({ screen, theme, violations }) => {
    const count = (impact: Impact) => violations.filter((v) => v.impact === impact).length
    const rules = violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ') || '–'
    return `| ${screen} | ${theme} | ${IMPACTS.map(count).join(' | ')} | ${rules} |`
  })
  return [head, rule, ...rows].join('\n')
}

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'a11y', clearScreens: true })
  page = app.page
  vin = app.demo.vins[0]
  await page.setViewportSize({ width: 1366, height: 768 })
  cdp = await page.context().newCDPSession(page)
})

afterAll(async () => {
  await app?.close()
})

describe('accessibility (axe-core) of the main screens', () => {
  it('has no critical or serious violation in either theme', async () => {
    await walk('light')
    await walk('dark')
    console.log(
      `axe-core ${JSON.parse(readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')).version}, violations by impact (rule, elements):\n${table()}`
    )

    const blocking = results.flatMap(({ screen, theme, violations }) =>
      violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map(
          (v) =>
            `${screen} (${theme}): ${v.id} — ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`
        )
    )
    // Every violation with its elements, for whoever fixes the moderate and minor ones.
    writeFileSync(join(SCREENS_DIR, 'a11y-violations.json'), JSON.stringify(results, null, 2))
    expect(blocking, blocking.join('\n')).toEqual([])
    expect(app.consoleErrors).toEqual([])
  }, 240_000)

  it('lets Settings pin a theme over the OS one, remembers it, and keeps print light', async () => {
    await emulateTheme('light')
    await page.evaluate(`location.hash = '#/settings'`)
    await app.byTest('theme-dark').check()
    await expect.poll(pageIsDark).toBe(true)

    // Kept on this computer: a reload in a light OS still opens dark (once the choice is written;
    // the page turns dark at once, the write follows).
    await expect.poll(() => storedSetting(page, 'theme')).toBe('dark')
    await page.reload()
    await app.byTest('theme-setting').waitFor()
    await expect.poll(pageIsDark).toBe(true)
    expect(await app.byTest('theme-dark').isChecked()).toBe(true)

    // A pick list is paper: light while the app is dark.
    await app.byTest('nav-baskets').click()
    await app.byTest('basket-line').first().waitFor()
    await app.byTest('basket-print').click()
    await app.byTest('pick-list').waitFor()
    await expect.poll(pageIsDark).toBe(false)
    await app.screenshot('pick-list-while-dark')

    // Back in the app it is dark again; "as this computer" hands the choice back to the OS.
    await page.evaluate(`location.hash = '#/settings'`)
    await expect.poll(pageIsDark).toBe(true)
    await emulateTheme('dark')
    await app.byTest('theme-light').check()
    await expect.poll(pageIsDark).toBe(false)
    await app.byTest('theme-system').check()
    await expect.poll(pageIsDark).toBe(true)
    expect(app.consoleErrors).toEqual([])
  })
})
