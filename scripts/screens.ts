/**
 * Screenshots of the main screens for docs/screens/ (the README shows two of them), made from the
 * app as it is: the renderer is built (into PARTS_DESK_OUT when set, else out/), served by the
 * browser-mode host over the real runtime with the embedded demo catalog, and driven in Debian's
 * Chromium at 1366×768, a common workshop PC, in the light and the dark theme.
 *
 * Run: npx tsx scripts/screens.ts [--no-build] [--size 1920x1080] [--out <folder>]
 * (--size and --out are for reviewing other window sizes without touching docs/screens/.)
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { startE2eApp } from '../tests/support/e2e-app'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Demo vehicles opened first, so the start page lists them: a saloon, a van and a hatchback. */
const VEHICLES = ['XVSAB53C1KR012847', 'VM9CV2AX5JM307766', 'JW8HB3K54NS590021']

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    size: { type: 'string', default: '1366x768' },
    out: { type: 'string', default: join(ROOT, 'docs/screens') }
  },
  allowNegative: true
})
const [width, height] = values.size.split('x').map(Number)
if (!(width > 0 && height > 0)) throw new Error(`--size must look like 1366x768, not ${values.size}`)
const outDir = values.out

if (values.build) {
  process.stderr.write(`screens: building the renderer into ${process.env.PARTS_DESK_OUT ?? 'out'}/…\n`)
  execFileSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
}
mkdirSync(outDir, { recursive: true })

const app = await startE2eApp({ catalog: 'embedded' })
const page: Page = app.page
const written: string[] = []

async function theme(scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme })
}

/** What is on screen (not the whole page: this is what a mechanic sees), once nothing is loading. */
async function shot(name: string): Promise<void> {
  await page.waitForFunction('!document.querySelector("[aria-busy=true]")')
  await page.evaluate('document.activeElement?.blur?.()')
  // The pointer rests on the header's empty middle, so no tile or row shows a hover state.
  await page.mouse.move(420, 24)
  // Pictures decoded and laid out, fonts settled: two frames after the last change.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
  const path = join(outDir, `${name}.png`)
  await page.screenshot({ path })
  written.push(`${path} (${Math.round(statSync(path).size / 1024)} kB)`)
}

/** The node view with every row and callout built (it paints what is visible first, marked data-partial). */
async function nodeViewComplete(): Promise<void> {
  await app.byTest('part-row').first().waitFor()
  await page.waitForFunction('!document.querySelector("[data-testid=node-view] [data-partial]")')
}

/** A vehicle's first visit indexes its lists in the background: the screens show the calm page after. */
async function indexed(): Promise<void> {
  await app.byTest('index-vehicle-cancel').waitFor({ state: 'detached', timeout: 120_000 })
}

async function go(hash: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`)
}

try {
  await page.setViewportSize({ width, height })
  await theme('light')
  await page.goto(app.host.url)
  for (const vin of [...VEHICLES].reverse()) {
    await go(`#/vehicle/${vin}`)
    await app.byTest('group-tile').first().waitFor()
    await indexed()
  }
  await go('#/')
  await app.byTest('recent-vehicle').first().waitFor()
  await shot('home-light')

  // The saloon: its main groups, then Engine › first subgroup › first node (three drawings).
  await go(`#/vehicle/${VEHICLES[0]}`)
  await app.byTest('group-tile').first().waitFor()
  await shot('vehicle-light')
  await app.byTest('group-tile').first().click()
  await app.byTest('list-row').first().click()
  await app.byTest('forms').waitFor()
  await app.byTest('list-row').first().click()
  await page.locator('[data-testid="scheme"] img').first().waitFor()
  await nodeViewComplete()
  // A callout selected, so the picture and its rows show how they answer each other.
  const spot = app.byTest('hotspot').nth(4)
  await spot.click()
  const nodeHash = app.hashOf()
  await app.byTest('add-to-basket').first().click()
  await app.byTest('basket-feedback').waitFor()
  await app
    .byTest('basket-feedback')
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined)
  await shot('node-light')

  await app.byTest('open-part-info').first().click()
  await page.locator('[data-testid="part-info"] table, [data-testid="part-info"] dl').first().waitFor()
  await shot('part-info-light')

  await theme('dark')
  await go(nodeHash)
  await nodeViewComplete()
  await shot('node-dark')
  await app.byTest('nav-garage').click()
  await app.byTest('garage-vehicle').first().waitFor()
  await shot('garage-dark')
  await app.byTest('nav-baskets').click()
  await app.byTest('basket-line').first().waitFor()
  await shot('baskets-dark')

  if (app.consoleErrors.length) throw new Error(`the page logged errors:\n${app.consoleErrors.join('\n')}`)
  process.stdout.write(`screens: ${width}×${height}\n${written.map((line) => `  ${line}`).join('\n')}\n`)
} finally {
  await app.close()
}
