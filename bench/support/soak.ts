/**
 * The all-day soak (issue 23 item 3): at least 2,000 navigations in one page — one document from
 * start to end, as the installed app keeps its window open all day — then what the page still
 * holds, measured the same way at the start and the end:
 *
 * - the live JS heap after forced collections (HeapProfiler.collectGarbage, Runtime.getHeapUsage);
 * - DOM nodes and event listeners (Memory.getDOMCounters, after the same collections);
 * - object URLs not yet revoked: URL.createObjectURL / revokeObjectURL are counted by a script
 *   the page runs before the app's (the app's pictures are object URLs over stored bytes; one never
 *   revoked keeps its picture in memory for the life of the window).
 *
 * Both ends are taken on the same page (the first vehicle's, in English) after the pictures' grace
 * period (ImageUrlCache lets a picture go 5 s after its last view), so growth is what the day
 * left behind, not a different page. The first tours are a warm-up before the start is taken: they
 * load the route chunks, a second language's strings and the compiled code each kind of page
 * needs once per window; the growth from the first load is printed too. The day ends as it
 * began: its last tours repeat the warm-up's (same vehicles, nodes and languages), because the
 * app keeps bounded caches whose size depends on what was used last (the search service holds
 * two vehicles' indexes in memory, a saved fleet vehicle's is MBs), so ends taken after different
 * tours compare different contents: on a saved fleet the curve's points, each taken after
 * whichever tour came last, swing by about 8 MB from one to the next.
 *
 * The walk itself is soak-driver.ts, in the page. Driven over the DevTools pipe (raw-chromium.ts)
 * without Playwright: Playwright's Runtime domain keeps console arguments alive in the page,
 * which would count here as the app's. Runnable alone for a look, over the demo catalog's own
 * vehicles (browsed, not saved): `SOAK_NAVIGATIONS=300 npx tsx bench/support/soak.ts`; over its
 * fleet with `SOAK_FLEET=30` (browsed too: the fleet bench's 30 saves take about 17 minutes).
 */
import { pathToFileURL } from 'node:url'
import { BIG_NODE, findBigNode } from '../../tests/support/big-node'
import { launchRawChromium, type RawChromium, type RawPage } from './raw-chromium'
import { COUNT_OBJECT_URLS } from './object-urls'
import { round } from './stats'
import { INSTALL_SOAK_DRIVER } from './soak-driver'
import { startWebApp, type WebApp } from './web-app'

/** The page and mirror to soak: the fleet bench's (bench/fleet.bench.ts, FleetSession). */
export interface SoakSession {
  app: WebApp
  raw: RawChromium
  /** Vehicles to walk, in turn (the fleet's saved vehicles). */
  vins: string[]
}

export interface SoakOptions {
  /** At least this many navigations (default 2,000, or SOAK_NAVIGATIONS). */
  navigations?: number
  /** A measurement every this many navigations, for the curve (default 500). */
  checkpointEvery?: number
  /** A part number used in several vehicles, for where-used pages. */
  whereUsedNumber?: string
}

/** Tours before the start is taken, repeated before the end (the first of them in English). */
const WARM_UP_TOURS = 4

/** ImageUrlCache's grace (renderer/src/data/catalog/image-urls.ts) and a margin. */
const SETTLE_MS = 6_000

interface Held {
  heapBytes: number
  nodes: number
  listeners: number
  documents: number
  objectUrls: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the page holds once its timers have let go and garbage is collected. */
async function held(page: RawPage): Promise<Held> {
  await sleep(SETTLE_MS)
  // Twice: objects freed by the first collection's finalizers (detached DOM wrappers) go in the second.
  await page.send('HeapProfiler.collectGarbage')
  await page.send('HeapProfiler.collectGarbage')
  const heap = await page.send<{ usedSize: number }>('Runtime.getHeapUsage')
  const dom = await page.send<{ documents: number; nodes: number; jsEventListeners: number }>('Memory.getDOMCounters')
  return {
    heapBytes: heap.usedSize,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
    objectUrls: await page.evaluate<number>('window.__objectUrls.open()')
  }
}

const mb = (bytes: number) => round(bytes / 1024 / 1024, 2)

export async function runSoak(session: SoakSession, options: SoakOptions = {}): Promise<Record<string, unknown>> {
  const { app, raw } = session
  const page = raw.page
  const target = options.navigations ?? Number(process.env.SOAK_NAVIGATIONS ?? 2_000)
  const checkpointEvery = options.checkpointEvery ?? 500
  const big = await findBigNode(app.runtime.handlers)
  const bigNode = {
    code: BIG_NODE.code,
    listHash: `#/vehicle/${big.vin}/section?${new URLSearchParams({ c: big.catalog, q: big.listQ })}`
  }
  const home = `#/vehicle/${session.vins[0]}`
  const whereUsedNumber = options.whereUsedNumber ?? big.node.parts?.[0]?.number ?? ''

  // The counting script runs in documents loaded from now on (Page must be enabled for that).
  await page.send('Page.enable')
  const { identifier } = await page.send<{ identifier: string }>('Page.addScriptToEvaluateOnNewDocument', {
    source: COUNT_OBJECT_URLS
  })
  const started = performance.now()
  try {
    // One document from here on: the page loads once, at home, in English. A reload, so the
    // counting script runs even when the page was there already (a new hash alone loads nothing).
    await page.goto(`${app.host.url}${home}`)
    await page.waitFor(`document.querySelector('[data-testid="group-tile"]')`)
    if (!(await page.evaluate<boolean>('Boolean(window.__objectUrls)'))) {
      await page.send('Page.reload')
      await page.waitFor(`window.__objectUrls && document.querySelector('[data-testid="group-tile"]')`)
    }
    const language = await page.evaluate<string>(`document.querySelector('[data-testid="language-switcher"]').value`)
    if (language !== 'en') throw new Error(`the soak starts in English, the page is in ${language}`)
    await page.evaluate(INSTALL_SOAK_DRIVER)
    const atLoad = await held(page)

    let navigations = 0
    let tours = 0
    let historyPausedMs = 0
    const kinds: Record<string, number> = {}
    const failures: string[] = []
    /** One tour; `index` picks its vehicle, its choices on the way and its language switch. */
    const tour = async (index = tours): Promise<number> => {
      const vin = session.vins[index % session.vins.length]
      const done = await page.evaluate<{
        navigations: number
        kinds: Record<string, number>
        failures: string[]
        historyPausedMs: number
      }>(`window.__soakTour(${JSON.stringify({ vin, tour: index, bigNode, whereUsedNumber, home })})`)
      tours++
      navigations += done.navigations
      historyPausedMs += done.historyPausedMs
      for (const [kind, n] of Object.entries(done.kinds)) kinds[kind] = (kinds[kind] ?? 0) + n
      for (const failure of done.failures) {
        failures.push(`tour ${tours} (${vin}): ${failure}`)
        process.stderr.write(`soak: tour ${tours} (${vin}): ${failure}\n`)
      }
      if (failures.length > Math.max(5, tours / 20))
        throw new Error(`the soak failed too often:\n${failures.join('\n')}`)
      return done.navigations
    }

    const pageLanguage = () => page.evaluate<string>(`document.documentElement.lang`)
    // Warm-up: every kind of page drawn and both languages shown, back in English (the driver
    // switches language in every odd tour).
    let warmUpNavigations = 0
    for (let index = 0; index < WARM_UP_TOURS; index++) warmUpNavigations += await tour()
    if ((await pageLanguage()) !== 'en') throw new Error('the warm-up did not end in English')
    const start = await held(page)
    const curve: Record<number, number> = { [navigations]: mb(start.heapBytes) }
    let nextCheckpoint = navigations + checkpointEvery
    // The closing repeat of the warm-up counts toward the target: the walk stops short by about
    // what it will add (a tour less, for a tour that navigates less the second time).
    const closing = Math.max(0, warmUpNavigations - Math.ceil(warmUpNavigations / WARM_UP_TOURS))
    while (navigations + closing < target) {
      await tour()
      if (navigations >= nextCheckpoint && navigations < target) {
        curve[navigations] = mb((await held(page)).heapBytes)
        nextCheckpoint += checkpointEvery
      }
    }
    // Tours end at home; an odd number of language switches would leave it in German.
    while ((await pageLanguage()) !== 'en') await tour()
    // The warm-up's tours again, so the bounded caches hold the same vehicles' things at both ends.
    for (let index = 0; index < WARM_UP_TOURS; index++) await tour(index)
    if (navigations < target) throw new Error(`the soak made ${navigations} navigations, not ${target}`)
    const end = await held(page)
    curve[navigations] = mb(end.heapBytes)
    const documents = await page.evaluate<number>('performance.getEntriesByType("navigation").length')

    return {
      soak_navigations: navigations,
      soak_live_heap_growth_mb: mb(end.heapBytes - start.heapBytes),
      soak_dom_nodes_growth_pct: round(((end.nodes - start.nodes) / start.nodes) * 100, 1),
      soak_object_urls_open: end.objectUrls,
      soak_object_urls_open_start: start.objectUrls,
      soak_listeners_growth: end.listeners - start.listeners,
      soak_live_heap_start_mb: mb(start.heapBytes),
      soak_live_heap_end_mb: mb(end.heapBytes),
      soak_live_heap_growth_from_load_mb: mb(end.heapBytes - atLoad.heapBytes),
      soak_live_heap_curve_mb: curve,
      soak_dom_nodes_start: start.nodes,
      soak_dom_nodes_end: end.nodes,
      soak_listeners_start: start.listeners,
      soak_listeners_end: end.listeners,
      soak_documents_start: start.documents,
      soak_documents_end: end.documents,
      soak_page_loads: documents,
      soak_tours: tours,
      soak_mix: kinds,
      soak_failures: failures.length,
      // Waits that kept the walk within Chromium's 200 history changes per 10 s (soak-driver.ts).
      soak_history_pauses_s: round(historyPausedMs / 1000, 1),
      soak_seconds: round((performance.now() - started) / 1000, 1)
    }
  } finally {
    await page.send('Page.removeScriptToEvaluateOnNewDocument', { identifier }).catch(() => undefined)
    await page.send('Page.disable').catch(() => undefined)
  }
}

/**
 * Alone: the demo catalog's hand-made vehicles, browsed online (stored as they are shown); with
 * `SOAK_FLEET=n`, the first n vehicles of its fleet instead (browsed, not saved: the fleet bench
 * saves them first, which takes minutes per vehicle).
 */
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fleet = Number(process.env.SOAK_FLEET ?? 0)
  const app = await startWebApp('soak', fleet ? { fleet } : {})
  let raw: RawChromium | null = null
  try {
    await app.browser.close()
    raw = await launchRawChromium()
    const vins = fleet ? (app.demo.fleetVins ?? []).slice(0, fleet) : app.demo.vins
    console.log(JSON.stringify(await runSoak({ app, raw, vins }), null, 2))
  } finally {
    await raw?.close()
    await app.close()
  }
}
