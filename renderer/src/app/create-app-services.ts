import type { PartsDeskApi } from '@shared/contract'
import { networkAccess, type CatalogAccess } from '../data/catalog/catalog-access'
import { ImageUrlCache } from '../data/catalog/image-urls'
import { IntentPrefetcher, decodePicture } from '../data/catalog/intent-prefetcher'
import { createMirroredAccess, type Log } from '../data/catalog/mirrored-access'
import { createServiceOrigins } from '../data/catalog/service-origins'
import { BasketRepository } from '../data/baskets/basket-repository'
import { BasketTables } from '../data/db/basket-tables'
import { databaseOpener } from '../data/db/connection'
import { openMirror } from '../data/db/mirror'
import type { MirrorDatabase } from '../data/db/schema'
import { SearchDatabase } from '../data/search/search-database'
import { SearchService } from '../data/search/search-service'
import type { AppServices } from '../data/app-services'
import { createWorkshopReads } from '../data/workshop/workshop-reads'
import { createBackfillRunner } from '../data/workshop/workshop-backfill-runner'
import { WorkshopPusher } from '../data/workshop/workshop-pusher'
import { createWorkshopSwitch } from '../data/workshop/workshop-switch'

/** The search indexes' own database, opened once; null when IndexedDB cannot be used. */
function searchDatabaseOpener(): () => Promise<SearchDatabase | null> {
  let opening: Promise<SearchDatabase | null> | null = null
  return () =>
    (opening ??= (async () => {
      const db = new SearchDatabase()
      await db.open()
      return db
    })().catch(() => null))
}

export interface ServiceOptions {
  /** Opens the app's IndexedDB database; tests hand in fake-indexeddb, or one that fails. */
  openDatabase?: () => Promise<MirrorDatabase>
  /** Tests that script catalog answers directly, without main or the mirror, hand them in here. */
  catalog?: CatalogAccess
  log?: Log
}

/**
 * Composes the renderer's services over the contract with main: the mirror and the baskets share
 * one IndexedDB connection, pages ask the catalog mirror first, pictures go through one cache.
 * main.ts calls this once; the tests' app context calls it with fakes.
 */
export function createAppServices(api: PartsDeskApi, options: ServiceOptions = {}): AppServices {
  const openDatabase = options.openDatabase ?? databaseOpener()
  const log = options.log ?? ((message, error) => console.warn(message, error))
  const origins = createServiceOrigins()
  const network = networkAccess(api)
  const mirror = openMirror(openDatabase, log)
  const search = new SearchService(searchDatabaseOpener(), log)
  // The search database counts toward the storage limit with the mirror (issue 20).
  void mirror.then((opened) => opened?.storage.countAlso(() => search.storedBytes())).catch(() => undefined)
  // Catalog access reads and writes the stored answers only (and remembers the vehicles a VIN names).
  const answers = mirror.then((opened) => opened?.answers ?? null)
  // The workshop mirror: asked between this computer's mirror and the service; what is stored here is pushed to it.
  const workshopSwitch = createWorkshopSwitch(api)
  const workshopPusher = mirror.then((opened) => {
    if (!opened) return null
    const pusher = new WorkshopPusher(api, opened.workshop, workshopSwitch.enabled)
    const backfill = createBackfillRunner(opened.workshopBackfill, log)
    workshopSwitch.onChange((view) => {
      opened.workshop.setEnabled(workshopSwitch.enabled())
      if (workshopSwitch.enabled()) pusher.kick()
      // What was stored before it was set up is named too, in the background (never awaited).
      void backfill.changed(workshopSwitch.enabled() ? view.url : null)
    })
    return pusher
  })
  void workshopPusher.then(() => workshopSwitch.refresh())
  const mirrored = createMirroredAccess(
    network,
    answers,
    origins,
    log,
    (event) => void search.sectionStored(event),
    createWorkshopReads(api, workshopSwitch.enabled)
  )
  const catalog = options.catalog ?? mirrored
  const images = new ImageUrlCache(catalog)
  return {
    api,
    network,
    catalog,
    mirror,
    origins,
    baskets: async () => new BasketRepository(new BasketTables(await openDatabase())),
    preferences: async () => {
      // The mirror's own repository: one way into the table. Null mirror = IndexedDB unusable.
      const opened = await mirror
      if (!opened) throw new Error('IndexedDB cannot be used: preferences last for this run only')
      return opened.preferences
    },
    images,
    search,
    // Scripted catalogs (tests) have no mirror: their answers are read as they come.
    ensureSection: options.catalog ? (request, access) => options.catalog!.section(request, access) : mirrored.ensure,
    prefetcher: new IntentPrefetcher({
      // Scripted catalogs (tests) have no mirror to prefetch into.
      prefetch: options.catalog ? async () => null : mirrored.prefetch,
      ...(options.catalog ? {} : { warm: mirrored.warm }),
      images,
      decode: decodePicture
    }),
    workshop: { switch: workshopSwitch, pusher: workshopPusher }
  }
}
