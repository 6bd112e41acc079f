/**
 * Several workstations of one workshop, as the workshop-mirror suite and bench need them: one demo
 * catalog (the shared account), one CouchDB-protocol server (tests/support/couch-server.ts), and
 * per workstation its own runtime, browser-mode host and Chromium profile — so each has its own
 * IndexedDB, exactly like two PCs.
 */
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { startDemoCatalog, type DemoCatalog, type DemoCatalogOptions } from '../../demo-catalog/index'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { startCatalogProxy, type CatalogProxy } from './catalog-proxy'
import { launchChromium, type ChromiumSession } from './chromium'
import { startCouchServer, type CouchServer } from './couch-server'

const root = join(import.meta.dirname, '../..')
const rendererDir = join(root, process.env.PARTS_DESK_OUT ?? 'out', 'renderer')

export const WORKSHOP_DB = 'parts-desk'
export const WORKSHOP_USER = { name: 'bay', password: 'bay-password' }

export interface Station {
  runtime: AppRuntime
  host: WebHost
  browser: ChromiumSession
  page: Page
  consoleErrors: string[]
}

export interface Workshop {
  demo: DemoCatalog
  couch: CouchServer
  /** Between the workstations and the CouchDB server: its latency is the LAN's. */
  lan: CatalogProxy
  stations: Station[]
  close(): Promise<void>
}

/**
 * How long the suites' clicks wait for the workshop mirror unless told otherwise, against the app's
 * 300 ms (the workshop bench passes that, to measure the app as shipped). pouchdb-server
 * in memory, on a CI machine running three test files beside it, is no LAN server: one answer over
 * 300 ms and the tier skips it for the rest of the test (DOWN_FOR_MS), the likely cause of a CI run
 * in which bay 3 never showed its node. The suites test what the tier does, not its speed; the
 * 300 ms and the pause after it are tested in tests/core/workshop-client.test.ts.
 */
const SUITE_CLICK_TIMEOUT_MS = 5_000

export async function startWorkshop(
  options: { stations?: number; demo?: DemoCatalogOptions; lanLatencyMs?: number; clickTimeoutMs?: number } = {}
): Promise<Workshop> {
  const closers: Array<() => Promise<void>> = []
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => undefined)
  }
  try {
    const demo = await startDemoCatalog(options.demo ?? {})
    closers.push(() => demo.close())
    const couch = await startCouchServer()
    closers.push(() => couch.stop())
    await couch.addUser(WORKSHOP_USER.name, WORKSHOP_USER.password, ['parts-desk'])
    await couch.addDatabase(WORKSHOP_DB, 'parts-desk')
    const lan = await startCatalogProxy({ upstream: couch.origin, latencyMs: options.lanLatencyMs ?? 0 })
    closers.push(() => lan.close())
    const env = {
      CATALOG_BASE_URL: demo.baseUrl,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken,
      WORKSHOP_MIRROR_URL: `${lan.url.replace(/\/$/, '')}/${WORKSHOP_DB}`,
      WORKSHOP_MIRROR_USER: WORKSHOP_USER.name,
      WORKSHOP_MIRROR_PASSWORD: WORKSHOP_USER.password
    }
    const stations: Station[] = []
    for (let index = 0; index < (options.stations ?? 2); index++) {
      const runtime = await createAppRuntime({
        host: 'web',
        version: '0.0.0-workshop',
        env,
        settings: new MemorySettingsStore(),
        vault: new MemoryVault(),
        openExternal: async () => undefined,
        workshopClickTimeoutMs: options.clickTimeoutMs ?? SUITE_CLICK_TIMEOUT_MS
      })
      closers.push(() => runtime.close())
      const host = await startWebHost({ runtime, rendererDir })
      closers.push(() => host.close())
      const browser = await launchChromium()
      closers.push(() => browser.close())
      const page = await browser.context.newPage()
      const consoleErrors: string[] = []
      page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
      stations.push({ runtime, host, browser, page, consoleErrors })
    }
    return { demo, couch, lan, stations, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** The documents of one kind on the workshop server, read as its admin. */
export async function workshopDocs(couch: CouchServer, kind: string): Promise<Array<Record<string, unknown>>> {
  const query = new URLSearchParams({
    include_docs: 'true',
    startkey: JSON.stringify(`${kind}:`),
    endkey: JSON.stringify(`${kind}:\ufff0`)
  })
  const { json } = await couch.asAdmin('GET', `/${WORKSHOP_DB}/_all_docs?${query}`)
  const rows = (json as { rows?: Array<{ doc?: Record<string, unknown> }> }).rows ?? []
  return rows.flatMap((row) => (row.doc ? [row.doc] : []))
}

/** How many records a workstation's own IndexedDB holds, by table. */
export function localCounts(page: Page): Promise<{ sections: number; images: number; outbox: number }> {
  return page.evaluate(
    `new Promise((resolve, reject) => {
      const open = indexedDB.open('parts-desk-mirror')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const tx = db.transaction(['sections', 'images', 'workshopOutbox'], 'readonly')
        const counts = {}
        for (const name of ['sections', 'images', 'workshopOutbox']) {
          const request = tx.objectStore(name).count()
          request.onsuccess = () => (counts[name === 'workshopOutbox' ? 'outbox' : name] = request.result)
        }
        tx.oncomplete = () => { db.close(); resolve(counts) }
        tx.onerror = () => reject(tx.error)
      }
    })`
  )
}
