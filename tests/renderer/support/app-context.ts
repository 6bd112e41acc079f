import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { createApp, type Plugin } from 'vue'
import {
  buildApi,
  type AppInfo,
  type InvokeChannel,
  type PageEventChannel,
  type PageEventMap,
  type PartsDeskApi
} from '@shared/contract'
import { fail, type Result } from '@shared/result'
import type { CatalogAccess } from '@renderer/data/catalog/catalog-access'
import { CATALOG_LINKS } from '@renderer/features/section/components/catalog-links'
import type { MirrorDatabase } from '@renderer/data/db/schema'
import { provideServices, type AppServices } from '@renderer/data/app-services'
import { createAppServices } from '@renderer/app/create-app-services'

/**
 * The one way renderer tests build the app's services: the same createAppServices as main.ts,
 * over a fake main (answers by channel) and, where a test needs one, an IndexedDB database from
 * fake-indexeddb. Stores and mounted components get them through the same provide/inject as the
 * app, so no test swaps a global.
 */

export type Answer = (input: unknown) => Result<unknown> | Promise<Result<unknown>>
export type Answers = Partial<Record<InvokeChannel, Answer>>
export type Call = { channel: InvokeChannel; input: unknown }

export interface TestAppOptions {
  /** What the fake main answers, by channel; any other call fails as unexpected. */
  answers?: Answers
  /** A whole API instead of the fake main (the browser-mode bridge, say). */
  api?: PartsDeskApi
  /** Catalog answers scripted directly, past main and the mirror. */
  catalog?: CatalogAccess
  /** The app's IndexedDB database; without one the mirror and the baskets are unavailable. */
  database?: MirrorDatabase | (() => Promise<MirrorDatabase>)
  /**
   * What main has said about itself: its origins name the service the mirror files answers under.
   * Reported at once (null: main has not said, requests go to the network), as the app store
   * would after its first app.info.
   */
  info?: AppInfo | null
}

export interface TestApp {
  services: AppServices
  pinia: Pinia
  /** Every call the fake main received, in order. */
  calls: Call[]
  /** The page's listeners for main's events, by event. */
  listeners: Map<PageEventChannel, Set<(payload: unknown) => void>>
  /** Where the section renderers' links led: the page would navigate, or open part information. */
  followed: { navigate: string[]; openPartInfo: string[] }
  /** Fires one of main's events, as main would push it. */
  emit<E extends PageEventChannel>(event: E, payload: PageEventMap[E]): void
  /** For mount(): the services, the stores, the page's links (add UI strings, a router, … as needed). */
  plugin: Plugin
}

export function appInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    mode: 'demo',
    version: 'test',
    serviceOrigin: 'http://127.0.0.1:1',
    imageOrigin: 'http://127.0.0.1:2',
    host: 'web',
    connection: { state: 'unknown', since: 0 },
    ...overrides
  }
}

let latest: TestApp | null = null

/** The app this test built last, else a plain one: what the kits' mount helpers mount into. */
export function currentTestApp(): TestApp {
  return latest ?? createTestApp()
}

function noDatabase(): Promise<MirrorDatabase> {
  return Promise.reject(new Error('this test has no IndexedDB'))
}

export function createTestApp(options: TestAppOptions = {}): TestApp {
  const calls: Call[] = []
  const listeners: TestApp['listeners'] = new Map()
  const answers = options.answers ?? {}
  const api =
    options.api ??
    buildApi(
      async (channel, input) => {
        calls.push({ channel, input })
        return (await answers[channel]?.(input)) ?? fail('server', `unexpected call ${channel}`)
      },
      (event, listener) => {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)?.add(listener)
        return () => listeners.get(event)?.delete(listener)
      }
    )
  const database = options.database
  const services = createAppServices(api, {
    openDatabase:
      database === undefined ? noDatabase : typeof database === 'function' ? database : async () => database,
    ...(options.catalog ? { catalog: options.catalog } : {}),
    log: () => undefined
  })
  services.origins.report(options.info ?? null)

  const pinia = createPinia()
  const followed: TestApp['followed'] = { navigate: [], openPartInfo: [] }
  const plugin: Plugin = {
    install(app) {
      app.use(provideServices(services)).use(pinia)
      // The vehicle page's part: where a pointer in service content leads, recorded.
      app.provide(CATALOG_LINKS, {
        navigate: (q) => void followed.navigate.push(q),
        openPartInfo: (q) => void followed.openPartInfo.push(q)
      })
    }
  }
  // Stores used outside a component (the tests' own useXStore() calls) find the services too.
  createApp({}).use(plugin)
  setActivePinia(pinia)

  latest = {
    services,
    pinia,
    calls,
    listeners,
    followed,
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload)),
    plugin
  }
  return latest
}
