/**
 * A whole vehicle saved behind a rate limit well below the save's natural speed (issue 19): the
 * demo catalog answers 429 with `Retry-After: 1` once its token bucket (40 requests/s, burst 10)
 * is empty, and the save must end with every page saved. Prints the time, the 429s and the
 * requests the service saw, the items saved and the pages missing (must be 0), next to the time
 * the same save takes with no limit.
 *
 * The demo catalog runs in this process so its request log can be read (the limit, not the CPU,
 * sets the pace here); the app is the real runtime, the browser-mode host and a Chromium driven
 * without Playwright (support/raw-chromium.ts), as in offline.bench.ts.
 */
import { startDemoCatalog, type DemoCatalog } from '../demo-catalog/index'
import type { AppRuntime } from '../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../electron/web/host'
import { launchRawChromium, type RawChromium, type RawPage } from './support/raw-chromium'
import { round } from './support/stats'
import { benchRuntime, ensureRendererBuilt, RENDERER_DIR } from './support/web-app'

const LIMIT = { perSecond: 40, burst: 10 }

const CLEAR_MIRROR = `(async () => {
  const open = indexedDB.open('parts-desk-mirror')
  const db = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error) })
  const names = [...db.objectStoreNames].filter((name) => !['baskets', 'basketLines', 'meta'].includes(name))
  const tx = db.transaction(names, 'readwrite')
  for (const name of names) tx.objectStore(name).clear()
  await new Promise((resolve) => { tx.oncomplete = resolve })
  db.close()
})()`

async function save(
  url: string,
  page: RawPage,
  vin: string
): Promise<{ seconds: number; items: number; text: string }> {
  await page.evaluate(CLEAR_MIRROR)
  await page.goto(`${url}#/vehicle/${vin}`)
  await page.waitFor(`document.querySelector('[data-testid="group-tile"]')`)
  await page.evaluate(`document.querySelector('[data-testid="nav-garage"]').click()`)
  const row = `[data-testid="garage-vehicle"][data-vin="${vin}"]`
  const inRow = (testId: string) => `document.querySelector('${row} [data-testid="${testId}"]')`
  await page.waitFor(inRow('garage-save'))
  const started = performance.now()
  await page.evaluate(`${inRow('garage-save')}.click()`)
  const deadline = Date.now() + 900_000
  for (;;) {
    const state = await page.evaluate<string | null>(`${inRow('save-progress')}?.getAttribute('data-state') ?? null`)
    if (state === 'done' || state === 'failed' || state === 'cancelled') break
    if (Date.now() > deadline) throw new Error('the save did not finish in 15 minutes')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const seconds = (performance.now() - started) / 1000
  const count = (await page.evaluate<string | null>(`${inRow('save-count')}?.textContent ?? null`)) ?? ''
  const text = ((await page.evaluate<string | null>(`${inRow('save-state')}?.textContent ?? null`)) ?? '').trim()
  return { seconds, items: Number(count.split(' of ')[0].replace(/\D/g, '')), text: text.replace(/\s+/g, ' ') }
}

export async function run(): Promise<Record<string, number | string>> {
  ensureRendererBuilt('rate-limit')
  let demo: DemoCatalog | null = null
  let runtime: AppRuntime | null = null
  let host: WebHost | null = null
  let raw: RawChromium | null = null
  try {
    // A compact city car (docs/demo-catalog.md: about 750 items, every kind of page the save walks):
    // the limit sets the pace either way, and the whole Tamaro (5,074 items) took 127 s of it alone.
    demo = await startDemoCatalog({ compact: 1 })
    const vin = demo.vehicles.at(-1)!.vin
    runtime = await benchRuntime(demo)
    host = await startWebHost({ runtime, rendererDir: RENDERER_DIR })
    raw = await launchRawChromium()
    await raw.page.goto(host.url)
    await raw.page.waitFor(`document.querySelector('[data-testid="vin-input"]')`)

    const free = await save(host.url, raw.page, vin)
    demo.knobs.setRateLimit(LIMIT)
    demo.log.reset()
    const limited = await save(host.url, raw.page, vin)
    const counts = demo.log.counts()
    const missing = Number((/([\d,]+) pages missing/.exec(limited.text)?.[1] ?? '0').replace(/\D/g, ''))
    return {
      vin,
      rateLimit_perSecond: LIMIT.perSecond,
      rateLimit_burst: LIMIT.burst,
      unlimited_save_s: round(free.seconds, 1),
      limited_save_s: round(limited.seconds, 1),
      limited_items: limited.items,
      limited_missing: missing,
      limited_requests_seen: counts.total,
      limited_429s: counts.rateLimited,
      /** Items per second against what the limit allows: how much of the allowance the save used. */
      limited_share_of_limit: round(counts.total / limited.seconds / LIMIT.perSecond, 2),
      limited_text: limited.text
    }
  } finally {
    await raw?.close().catch(() => undefined)
    await host?.close().catch(() => undefined)
    await runtime?.close().catch(() => undefined)
    await demo?.close().catch(() => undefined)
  }
}
