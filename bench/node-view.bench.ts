/**
 * Node view figures (issue: catalog browsing): time from a click on a list row to a painted node
 * view of the demo's big node (334 parts on 168 hotspots over a 1600×1200 scheme), in real
 * Chromium over browser mode — the same renderer, runtime and HTTP path as the app.
 *
 * Measured inside the page: from a capturing click listener (performance.now at the click) to
 * the frame after the parts rows exist and the scheme image is decoded (two requestAnimationFrames,
 * so the frame with them has been produced). Each run then goes back to the list.
 *
 * Needs out/renderer (built here with `electron-vite build` when missing).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Page } from 'playwright-core'
import { createAppRuntime } from '../electron/main/core/runtime'
import { MemorySettingsStore, MemoryVault } from '../electron/main/core/memory-adapters'
import type { AppRuntime, ContractHandlers } from '../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../electron/web/host'
import { launchChromium, type ChromiumSession } from '../tests/support/chromium'
import { startDemoProcess, type DemoProcess } from './support/demo-process'
import { median, percentile, round } from './support/stats'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RENDERER = join(ROOT, 'out/renderer')
const RUNS = 30
// The big node, see docs/demo-catalog.md: Marlin → "Body and electrics" → 130 → 130-02 → 130-02-02.
const BIG_VIN = 'VM9CV2AX5JM307766'
const PATH = ['130', '130-02'] as const
const NODE_CODE = '130-02-02'

function ensureBuilt(): void {
  if (existsSync(join(RENDERER, 'index.html'))) return
  process.stderr.write('bench node-view: out/renderer missing, running electron-vite build…\n')
  execFileSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** Walks the catalog the way the app does to the list that holds the big node. */
async function findBigNodeList(handlers: ContractHandlers) {
  const vin = await handlers['catalog.vin']({ vin: BIG_VIN, lang: 'en' })
  if (!vin.ok || !vin.value.result.vehicle || !vin.value.catalog) throw new Error('big-node VIN not found')
  const catalog = vin.value.catalog
  const section = async (q: string) => {
    const answer = await handlers['catalog.section']({ q, catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    return answer.value.result
  }
  const groups = await section(vin.value.result.vehicle.qMainGroup)
  let items = (groups.lists_group ?? []).flatMap((tab) => tab.lists ?? [])
  let listQ = ''
  for (const code of PATH) {
    const item = items.find((candidate) => candidate.code === code)
    if (!item?.q) throw new Error(`group ${code} not found`)
    listQ = item.q
    items = (await section(item.q)).lists ?? []
  }
  const nodeItem = items.find((item) => item.code === NODE_CODE)
  if (!nodeItem?.q) throw new Error(`node ${NODE_CODE} not found`)
  const node = await section(nodeItem.q)
  return { catalog, listQ, parts: node.node?.parts?.length ?? 0 }
}

// In-page code as strings: this file is type-checked as Node code, without DOM types.
const INSTALL_CLICK_CLOCK = `
  document.addEventListener('click', () => { window.__clickAt = performance.now() }, { capture: true })`

/** Resolves with ms from the click to the frame that shows the node's rows and decoded scheme. */
const WAIT_FOR_PAINTED_NODE = `new Promise((resolve, reject) => {
  const started = performance.now()
  const check = async () => {
    const rows = document.querySelectorAll('[data-testid="part-row"]').length
    const img = document.querySelector('[data-testid="scheme"] img')
    if (rows > 0 && img && img.complete && img.naturalWidth > 0) {
      try { await img.decode() } catch {}
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.__clickAt)))
    } else if (performance.now() - started > 20000) reject(new Error('node view never painted'))
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})`

async function measure(page: Page): Promise<number[]> {
  const samples: number[] = []
  const row = page.locator('[data-testid="list-row"]', { hasText: NODE_CODE })
  for (let run = 0; run < RUNS + 1; run++) {
    await row.waitFor()
    await page.evaluate('window.__clickAt = undefined')
    const painted = page.evaluate(WAIT_FOR_PAINTED_NODE) as Promise<number>
    await row.click()
    const ms = await painted
    if (run > 0) samples.push(ms) // the first run warms caches and the JIT
    await page.goBack()
  }
  return samples
}

export async function run(): Promise<Record<string, number | string>> {
  ensureBuilt()
  let demo: DemoProcess | null = null
  let runtime: AppRuntime | null = null
  let host: WebHost | null = null
  let browser: ChromiumSession | null = null
  try {
    // The demo catalog in its own process, so its work does not share the runtime's event loop.
    demo = await startDemoProcess()
    runtime = await createAppRuntime({
      host: 'web',
      version: 'bench',
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
    const target = await findBigNodeList(runtime.handlers)
    host = await startWebHost({ runtime, rendererDir: RENDERER })
    browser = await launchChromium()
    const page = await browser.context.newPage()
    await page.addInitScript({ content: INSTALL_CLICK_CLOCK })
    const query = new URLSearchParams({ c: target.catalog, q: target.listQ })
    await page.goto(`${host.url}#/vehicle/${BIG_VIN}/section?${query}`)
    const samples = await measure(page)
    return {
      nodeView_clickToPaint_median_ms: round(median(samples), 1),
      nodeView_clickToPaint_p95_ms: round(percentile(samples, 95), 1),
      parts: target.parts,
      runs: samples.length
    }
  } finally {
    await browser?.close().catch(() => undefined)
    await host?.close().catch(() => undefined)
    await runtime?.close().catch(() => undefined)
    await demo?.close().catch(() => undefined)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run(), null, 2))
}
