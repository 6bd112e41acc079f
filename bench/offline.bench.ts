/**
 * Offline mirror figures (issue: offline mirror), in real Chromium over browser mode with real
 * IndexedDB — the same renderer, runtime and HTTP path as the app:
 *
 * - click → painted node view of the demo's big node (334 parts, 1600×1200 scheme), answered
 *   from the mirror (clicked at once, and with the button held 100 ms as a hand does: the app
 *   reads the stored copy on the press) versus from the service with 100 ms added to every request (loopback
 *   proxies in front of the API and the image host). "Online" runs clear the mirror's stored
 *   sections and pictures before each click (a second IndexedDB connection, raw API), so the
 *   app really asks the service; the picture's object URL may still be held in memory for its
 *   5 s grace period in both cases, so the difference is the section answer and the write-through.
 *   "Prefetched" runs are first visits (mirror emptied, picture let go) after the pointer rested
 *   on the row 300 ms (the target, issue 23) and 150 ms (printed for reference).
 * - save for offline of the smallest demo vehicle through the garage UI (no added latency), in a
 *   Chromium driven without Playwright (support/raw-chromium.ts says why):
 *   items/s and sections/s, the page's JS heap sampled with CDP Performance.getMetrics
 *   (measureUserAgentSpecificMemory needs COOP/COEP), and this process's RSS (runtime + host:
 *   the main side; the demo catalog runs in its own process).
 *   Then the largest demo vehicle the same way: peak heap must not grow with the vehicle.
 * - stored bytes per section (its compressed answer and its share of the shared breadcrumb
 *   trails) and per picture (each distinct picture once), read back from IndexedDB, and how many
 *   vehicles of the smallest's size fit the default 1 GB; the big node's decode cost (gunzip,
 *   JSON.parse) without IndexedDB, next to the app's own mirror-read mark in the phases.
 */
import { pathToFileURL } from 'node:url'
import { chromium, type Locator, type Page } from 'playwright-core'
import { BIG_NODE, findBigNode } from '../tests/support/big-node'
import { INSTALL_CLICK_CLOCK, measureClicks } from './support/click-to-paint'
import { COUNT_OBJECT_URLS, UNTIL_ONLY_SHOWN_OBJECT_URLS } from './support/object-urls'
import { phaseFigures } from './support/phases'
import { launchRawChromium, type RawChromium, type RawPage } from './support/raw-chromium'
import { measureSearchKeystrokes } from './support/search-keystrokes'
import { measureStart } from './support/start-to-interactive'
import { median, percentile, round } from './support/stats'
import { startWebApp, type WebApp } from './support/web-app'

const RUNS = 20
/**
 * The 150 ms rest is printed for reference only (issue 23 measures the prefetch after 300 ms), and
 * each of its runs waits for the picture's 5 s grace period to end: 10 runs, not 20, spare the bench 55 s.
 */
const REFERENCE_RUNS = 10
const START_RUNS = 10
const LATENCY_MS = 100
/** How long a hand holds the button down in a click (the pressed runs). */
const PRESS_MS = 100
/**
 * How long the pointer rests on a row before the click in the prefetched runs. The target is
 * taken after 300 ms: the drawing's pointer is only in the section's answer, so a first visit is
 * two round trips in series (about 260 ms from the start of the rest at 100 ms latency), which no
 * client can end inside 150 ms (issue 23). The 150 ms figure stays printed for reference.
 */
const REST_MS = 300
const SHORT_REST_MS = 150
/**
 * ImageUrlCache keeps a picture this long after the last view lets go (renderer/src/data/catalog/image-urls.ts):
 * a first visit waits for it to be let go, and gives up after twice as long.
 */
const PICTURE_GRACE_MS = 5_000
const SAVE_VIN = 'JW8HB3K54NS590021' // Tamaro, the smallest demo vehicle
/** Marlin, the largest demo vehicle (4,740 sections): the save's memory must not grow with it. */
const LARGE_SAVE_VIN = BIG_NODE.vin
const GB = 1024 ** 3
/** How often a save's live heap is sampled (a forced full collection each time). */
const LIVE_SAMPLE_MS = 5_000

// In-page code as strings: this file is type-checked as Node code, without DOM types.
const CLEAR_MIRROR = `new Promise((resolve, reject) => {
  const open = indexedDB.open('parts-desk-mirror')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const db = open.result
    // Shared content (pictures, breadcrumb trails) goes with the records that use it.
    const stores = ['sections', 'images', 'trails', 'pictures'].filter((name) => db.objectStoreNames.contains(name))
    const tx = db.transaction(stores, 'readwrite')
    for (const name of stores) tx.objectStore(name).clear()
    tx.oncomplete = () => { db.close(); resolve(true) }
    tx.onerror = () => reject(tx.error)
  }
})`

/**
 * Sizes of what the mirror holds, as stored: sections (their compressed answers), the breadcrumb
 * trails they share and the pictures, each content counted once however many records use it.
 */
const STORED_SIZES = `new Promise((resolve, reject) => {
  const open = indexedDB.open('parts-desk-mirror')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const db = open.result
    const out = { sections: 0, sectionBytes: 0, trailBytes: 0, images: 0, pictures: 0, pictureBytes: 0 }
    const tx = db.transaction(['sections', 'images', 'trails', 'pictures'], 'readonly')
    tx.objectStore('sections').openCursor().onsuccess = (event) => {
      const cursor = event.target.result
      if (!cursor) return
      if (cursor.value.kind === 'section') { out.sections++; out.sectionBytes += cursor.value.size }
      cursor.continue()
    }
    tx.objectStore('images').openCursor().onsuccess = (event) => {
      const cursor = event.target.result
      if (!cursor) return
      out.images++
      cursor.continue()
    }
    tx.objectStore('pictures').openCursor().onsuccess = (event) => {
      const cursor = event.target.result
      if (!cursor) return
      out.pictures++; out.pictureBytes += cursor.value.size
      cursor.continue()
    }
    tx.objectStore('trails').openCursor().onsuccess = (event) => {
      const cursor = event.target.result
      if (!cursor) return
      out.trailBytes += cursor.value.size
      cursor.continue()
    }
    tx.oncomplete = () => { db.close(); resolve(out) }
  }
})`

interface Stored {
  sections: number
  /** The sections' own stored answers. */
  sectionBytes: number
  /** Breadcrumb trails, stored once per list or node and shared by its pages. */
  trailBytes: number
  /** Picture records (one per pointer). */
  images: number
  /** Distinct pictures and their bytes. */
  pictures: number
  pictureBytes: number
}

/**
 * The read cost of the stored big node on a quiet page, median of 20 in ms: `decodeMs` is gunzip of
 * its answer and its trail, text, JSON.parse and the trail put back, as section-codec.ts does it;
 * `readMs` adds the IndexedDB reads (record and trail in one read-only transaction). The click's
 * mirror-read phase is the same work, but waits for whatever the page writes meanwhile.
 */
const STORED_NODE_DECODE = (nodeQ: string) => `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const all = (store) => new Promise((resolve) => {
    const found = []
    db.transaction(store).objectStore(store).openCursor().onsuccess = (event) => {
      const cursor = event.target.result
      if (!cursor) return resolve(found)
      found.push(cursor.value)
      cursor.continue()
    }
  })
  const record = (await all('sections')).find((r) => JSON.parse(r.fullKey)[3] === ${JSON.stringify(nodeQ)})
  if (!record || !record.data) throw new Error('the big node is not stored compressed')
  const trail = record.trail ? (await all('trails')).find((c) => c.hash === record.trail) : null
  const gunzip = async (bytes) => {
    const stream = new DecompressionStream('gzip')
    const writer = stream.writable.getWriter()
    writer.write(bytes); writer.close()
    const reader = stream.readable.getReader()
    // Drained and joined by hand, as db/compression.ts does it.
    const chunks = []
    let length = 0
    for (;;) { const { value, done } = await reader.read(); if (done) break; chunks.push(value); length += value.byteLength }
    const joined = new Uint8Array(length)
    let offset = 0
    for (const chunk of chunks) { joined.set(chunk, offset); offset += chunk.byteLength }
    return new TextDecoder().decode(joined)
  }
  const decode = async (stored, crumbs) => {
    const [body, trailText] = await Promise.all([gunzip(stored.data), crumbs ? gunzip(crumbs.bytes) : null])
    const answer = JSON.parse(stored.self ? body.split(JSON.stringify('\\u0000self')).join(JSON.stringify(${JSON.stringify(nodeQ)})) : body)
    if (trailText) answer.result.bread_crumb = [...JSON.parse(trailText), ...answer.result.bread_crumb]
    return answer
  }
  const read = () => new Promise((resolve, reject) => {
    const tx = db.transaction(['sections', 'trails'])
    const got = tx.objectStore('sections').get(record.key)
    got.onsuccess = () => {
      if (!got.result.trail) return resolve([got.result, null])
      const crumbs = tx.objectStore('trails').get(got.result.trail)
      crumbs.onsuccess = () => resolve([got.result, crumbs.result])
    }
    tx.onerror = () => reject(tx.error)
  })
  const median = async (work) => {
    const samples = []
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      await work()
      samples.push(performance.now() - started)
    }
    return samples.sort((a, b) => a - b)[10]
  }
  const decodeMs = await median(() => decode(record, trail))
  const readMs = await median(async () => decode(...(await read())))
  db.close()
  return { decodeMs, readMs, storedBytes: record.size + (trail ? trail.size : 0) }
})()`

/** The stored prefetch choice ('prefetch-on-intent' in the mirror's meta table), once written. */
const PREFETCH_KEPT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('parts-desk-mirror')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const db = open.result
    const read = db.transaction('meta').objectStore('meta').get('prefetch-on-intent')
    read.onsuccess = () => { db.close(); resolve(read.result ? read.result.value : null) }
    read.onerror = () => { db.close(); reject(read.error) }
  }
})`

/**
 * Prefetch on intent starts off for an account (every prefetch is a billed request; issue 20), and
 * the bench's demo catalog is configured as one: the prefetched runs switch it on in Settings, as
 * a mechanic who wants it does, and come back to where the page was.
 */
async function switchPrefetchOn(page: Page, url: string): Promise<void> {
  const back = page.url()
  await page.goto(`${url}#/settings`)
  const toggle = page.getByTestId('prefetch-toggle')
  await toggle.waitFor()
  if (!(await toggle.isChecked())) await toggle.check()
  const deadline = Date.now() + 10_000
  while ((await page.evaluate(PREFETCH_KEPT)) !== true) {
    if (Date.now() > deadline) throw new Error('prefetch on intent was not kept on')
    await page.waitForTimeout(50)
  }
  await page.goto(back)
}

async function clickToPaint(app: WebApp, page: Page) {
  const target = await findBigNode(app.runtime.handlers)
  const query = new URLSearchParams({ c: target.catalog, q: target.listQ })
  app.proxies!.api.setLatency(LATENCY_MS)
  app.proxies!.images.setLatency(LATENCY_MS)
  await page.goto(`${app.host.url}#/vehicle/${target.vin}/section?${query}`)
  // Stored: the first (dropped) run writes the node through; every later click reads the mirror.
  const storedSamples = await measureClicks(page, BIG_NODE.code, RUNS)
  // The same with the button held as a hand holds it: the app reads the stored copy on the press.
  const pressedSamples = await measureClicks(page, BIG_NODE.code, RUNS, undefined, { pressMs: PRESS_MS })
  const onlineSamples = await measureClicks(page, BIG_NODE.code, RUNS, () => page.evaluate(CLEAR_MIRROR))
  // Prefetched: a true first visit — the mirror emptied, and the picture's object URL let go (the
  // node view released it on the way back; the bench waits until its grace period ends) — then the pointer
  // rests on the row before the click, as a mechanic's does while reading the row. A reload
  // would drop the picture too, but measures a cold page (its first render compiles).
  const firstVisitAfterRest = (restMs: number) => async (row: Locator) => {
    await page.evaluate(CLEAR_MIRROR)
    // Until the node's picture is let go: the grace period from the moment the list came back.
    await page.evaluate(UNTIL_ONLY_SHOWN_OBJECT_URLS(PICTURE_GRACE_MS * 2))
    await page.mouse.move(0, 0)
    await row.hover()
    await page.waitForTimeout(restMs)
  }
  await switchPrefetchOn(page, app.host.url)
  const prefetchedSamples = await measureClicks(page, BIG_NODE.code, RUNS, firstVisitAfterRest(REST_MS))
  const shortRestSamples = await measureClicks(page, BIG_NODE.code, REFERENCE_RUNS, firstVisitAfterRest(SHORT_REST_MS))
  return {
    stored: storedSamples.map((sample) => sample.ms),
    pressed: pressedSamples.map((sample) => sample.ms),
    online: onlineSamples.map((sample) => sample.ms),
    prefetched: prefetchedSamples.map((sample) => sample.ms),
    prefetchedShortRest: shortRestSamples.map((sample) => sample.ms),
    phases: {
      ...phaseFigures('storedNode', storedSamples),
      ...phaseFigures('storedNodePressed', pressedSamples),
      ...phaseFigures('onlineNode', onlineSamples),
      ...phaseFigures('prefetchedNode_rest300', prefetchedSamples),
      ...phaseFigures('prefetchedNode_rest150', shortRestSamples)
    },
    parts: target.node.parts?.length ?? 0
  }
}

/**
 * Saves one vehicle into an emptied mirror, so its figures are its own. Two heap figures: the
 * used heap sampled every 250 ms, garbage V8 has not collected yet included (how high it lets it
 * pile up depends on the allocation rate), and the live heap — after a forced collection every
 * LIVE_SAMPLE_MS — which is what the save holds and must not grow with the vehicle.
 *
 * Driven through a Chromium without Playwright's network instrumentation (raw-chromium.ts): a save
 * is about 5,000 requests, and under Playwright each cost several ms of CPU more on two cores.
 */
async function saveVehicle(app: WebApp, page: RawPage, vin: string) {
  app.proxies!.api.setLatency(0)
  app.proxies!.images.setLatency(0)
  await page.evaluate(CLEAR_MIRROR)
  await page.goto(`${app.host.url}#/vehicle/${vin}`)
  await page.waitFor(`document.querySelector('[data-testid="group-tile"]')`)
  await page.evaluate(`document.querySelector('[data-testid="nav-garage"]').click()`)
  const row = `[data-testid="garage-vehicle"][data-vin="${vin}"]`
  const inRow = (testId: string) => `document.querySelector('${row} [data-testid="${testId}"]')`
  await page.waitFor(inRow('garage-save'))
  await page.send('Performance.enable')
  await page.send('HeapProfiler.collectGarbage')
  let peakHeap = 0
  let peakLive = 0
  let peakRss = process.memoryUsage().rss
  const heapUsed = async () =>
    (await page.send<{ metrics: Array<{ name: string; value: number }> }>('Performance.getMetrics')).metrics.find(
      (m) => m.name === 'JSHeapUsedSize'
    )?.value ?? 0
  const sample = async () => {
    peakHeap = Math.max(peakHeap, await heapUsed())
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }
  const sampleLive = async () => {
    await page.send('HeapProfiler.collectGarbage')
    peakLive = Math.max(peakLive, await heapUsed())
  }
  const started = performance.now()
  await page.evaluate(`${inRow('garage-save')}.click()`)
  const sampler = setInterval(() => void sample().catch(() => undefined), 250)
  const liveSampler = setInterval(() => void sampleLive().catch(() => undefined), LIVE_SAMPLE_MS)
  try {
    const deadline = Date.now() + 600_000
    while ((await page.evaluate(`${inRow('save-progress')}?.getAttribute('data-state') ?? null`)) !== 'done') {
      if (Date.now() > deadline) throw new Error('the save did not finish in 10 minutes')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    clearInterval(sampler)
    clearInterval(liveSampler)
  }
  const seconds = (performance.now() - started) / 1000
  await sample()
  const text = (await page.evaluate<string | null>(`${inRow('save-count')}?.textContent ?? null`)) ?? ''
  const items = Number(text.split(' of ')[0].replace(/\D/g, ''))
  const stored = await page.evaluate<Stored>(STORED_SIZES)
  return { seconds, items, stored, peakHeap, peakLive, peakRss }
}

/** The click → paint keys (with `OFFLINE_CLICKS_ONLY=1` the bench stops after them: a quick look). */
function clickFigures(paint: Awaited<ReturnType<typeof clickToPaint>>): Record<string, number> {
  return {
    storedNode_clickToPaint_median_ms: round(median(paint.stored), 1),
    storedNode_clickToPaint_p95_ms: round(percentile(paint.stored, 95), 1),
    storedNode_pressed100ms_clickToPaint_median_ms: round(median(paint.pressed), 1),
    storedNode_pressed100ms_clickToPaint_p95_ms: round(percentile(paint.pressed, 95), 1),
    onlineNode_100msLatency_clickToPaint_median_ms: round(median(paint.online), 1),
    onlineNode_100msLatency_clickToPaint_p95_ms: round(percentile(paint.online, 95), 1),
    prefetchedNode_100msLatency_rest300_clickToPaint_median_ms: round(median(paint.prefetched), 1),
    prefetchedNode_100msLatency_rest300_clickToPaint_p95_ms: round(percentile(paint.prefetched, 95), 1),
    // The rest issue 12 measured after, for reference (two serial round trips do not fit in it).
    prefetchedNode_100msLatency_rest150_clickToPaint_median_ms: round(median(paint.prefetchedShortRest), 1),
    prefetchedNode_100msLatency_rest150_clickToPaint_p95_ms: round(percentile(paint.prefetchedShortRest, 95), 1),
    online_over_stored_median_ratio: round(median(paint.online) / median(paint.stored), 2),
    ...paint.phases,
    parts: paint.parts,
    runs: paint.stored.length
  }
}

export async function run(): Promise<Record<string, number | string>> {
  let app: WebApp | null = null
  let raw: RawChromium | null = null
  try {
    app = await startWebApp('offline', { proxies: true })
    // On a fresh profile, before the node runs fill the mirror.
    const start = await measureStart(app.browser.context, app.host.url, START_RUNS)
    const page = await app.browser.context.newPage()
    await page.addInitScript({ content: INSTALL_CLICK_CLOCK })
    await page.addInitScript({ content: COUNT_OBJECT_URLS })
    const paint = await clickToPaint(app, page)
    await page.close()
    if (process.env.OFFLINE_CLICKS_ONLY) return clickFigures(paint)
    // The saves, in a Chromium without Playwright's network instrumentation (raw-chromium.ts).
    raw = await launchRawChromium()
    await raw.page.goto(app.host.url)
    await raw.page.waitFor(`document.querySelector('[data-testid="vin-input"]')`)
    const save = await saveVehicle(app, raw.page, SAVE_VIN)
    // The largest demo vehicle, into an emptied mirror: its peak heap next to the smallest's.
    const large = await saveVehicle(app, raw.page, LARGE_SAVE_VIN)
    // Playwright attaches now that the saves are measured. Search as you type on the smallest
    // vehicle: its index was built as its sections were stored, and is kept in its own database.
    const attached = await chromium.connectOverCDP(raw.wsEndpoint)
    const searchPage = await attached.contexts()[0].newPage()
    await searchPage.addInitScript({ content: INSTALL_CLICK_CLOCK })
    await searchPage.goto(`${app.host.url}#/vehicle/${SAVE_VIN}`)
    const search = await measureSearchKeystrokes(searchPage)
    // The mirror holds the largest vehicle and so the big node: what decoding that stored answer
    // costs, IndexedDB aside.
    const { nodeQ } = await findBigNode(app.runtime.handlers)
    const decode = (await searchPage.evaluate(STORED_NODE_DECODE(nodeQ))) as {
      decodeMs: number
      readMs: number
      storedBytes: number
    }
    await searchPage.close()
    const { sections, sectionBytes, trailBytes, images, pictureBytes } = save.stored
    const vehicleBytes = sectionBytes + trailBytes + pictureBytes
    const mb = (bytes: number) => round(bytes / 1024 / 1024, 1)
    return {
      start_to_interactive_ms: round(median(start), 1),
      start_to_interactive_p95_ms: round(percentile(start, 95), 1),
      ...clickFigures(paint),
      save_items: save.items,
      save_sections: save.stored.sections,
      save_seconds: round(save.seconds, 1),
      save_items_per_s: round(save.items / save.seconds, 1),
      save_sections_per_s: round(save.stored.sections / save.seconds, 1),
      save_peak_jsHeapUsed_mb: mb(save.peakHeap),
      save_peak_jsHeapLive_mb: mb(save.peakLive),
      save_peak_mainProcess_rss_mb: mb(save.peakRss),
      save_large_items: large.items,
      save_large_sections: large.stored.sections,
      save_large_seconds: round(large.seconds, 1),
      save_large_sections_per_s: round(large.stored.sections / large.seconds, 1),
      save_large_peak_jsHeapUsed_mb: mb(large.peakHeap),
      save_large_peak_jsHeapLive_mb: mb(large.peakLive),
      // Each section's stored answer plus its share of the trails it uses.
      stored_bytes_per_section: Math.round((sectionBytes + trailBytes) / Math.max(1, sections)),
      stored_bytes_per_image: Math.round(pictureBytes / Math.max(1, images)),
      stored_distinct_pictures: save.stored.pictures,
      // Saved vehicles of the smallest demo vehicle's size in the default 1 GB limit.
      vehicles_per_gb: round(GB / Math.max(1, vehicleBytes), 1),
      storedNode_decompress_ms: round(decode.decodeMs, 2),
      storedNode_quietRead_ms: round(decode.readMs, 2),
      storedNode_stored_bytes: decode.storedBytes,
      ...search,
      stored_total_mb: mb(vehicleBytes)
    }
  } finally {
    await raw?.close()
    await app?.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run(), null, 2))
}
