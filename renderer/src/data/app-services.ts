import { inject, type InjectionKey, type Plugin } from 'vue'
import type { PartsDeskApi } from '@shared/contract'
import type { CatalogAccess } from './catalog/catalog-access'
import type { MirroredAccess } from './catalog/mirrored-access'
import type { ImageUrlCache } from './catalog/image-urls'
import type { IntentPrefetcher } from './catalog/intent-prefetcher'
import type { ServiceOrigins } from './catalog/service-origins'
import type { BasketRepository } from './baskets/basket-repository'
import type { Mirror } from './db/mirror'
import type { PreferenceRepository } from './db/preference-repository'
import type { SearchService } from './search/search-service'
import type { WorkshopPusher } from './workshop/workshop-pusher'
import type { WorkshopSwitch } from './workshop/workshop-switch'

/**
 * The app's services, created once (main.ts, through createAppServices) and provided to the
 * whole app. Components, composables and Pinia setup stores take them with useServices(), so
 * nothing reaches for a module-level singleton and a test builds the same container with fakes
 * (tests/renderer/support/app-context.ts) instead of swapping globals.
 */
export interface AppServices {
  /** The contract with main: the preload's API in Electron, HTTP in browser mode. */
  api: PartsDeskApi
  /** Straight to the service, never the mirror: connection probes and "save for offline". */
  network: CatalogAccess
  /** The stored copy first, then the service: what every page asks. */
  catalog: CatalogAccess
  /**
   * The offline mirror once IndexedDB is open (null when it cannot be: network only then): its
   * stored answers, garage, save queue and storage budget (db/mirror.ts), made once, here.
   */
  mirror: Promise<Mirror | null>
  /** Which service is in use, as main reports it: the mirror files everything under it. */
  origins: ServiceOrigins
  /** The job baskets' repository; opened on first use, and again after a failed open. */
  baskets: () => Promise<BasketRepository>
  /** This computer's preferences (active basket, storage limit), in the same database. */
  preferences: () => Promise<PreferenceRepository>
  /** Object URLs for catalog pictures, shared by every component that shows the same one. */
  images: ImageUrlCache
  /** The vehicles' search indexes, kept up to date as sections are stored. */
  search: SearchService
  /** A section from the mirror as stored (no revalidation), else fetched and stored: walks use it. */
  ensureSection: MirroredAccess['ensure']
  /** Prefetch on intent: the section behind a link the pointer rests on, into the mirror. */
  prefetcher: IntentPrefetcher
  /**
   * The workshop mirror (data/workshop): whether one is set up (the middle tier of every read
   * asks it), and the push of what this computer stores (null without a local mirror).
   */
  workshop: { switch: WorkshopSwitch; pusher: Promise<WorkshopPusher | null> }
}

const APP_SERVICES: InjectionKey<AppServices> = Symbol('app-services')

/** `app.use(provideServices(services))`, before Pinia: setup stores inject them too. */
export function provideServices(services: AppServices): Plugin {
  return { install: (app) => void app.provide(APP_SERVICES, services) }
}

/** The services, from a component's setup, a composable or a Pinia setup store. */
export function useServices(): AppServices {
  const services = inject(APP_SERVICES, null)
  if (!services) throw new Error('No app services: app.use(provideServices(createAppServices(api))) comes first.')
  return services
}
