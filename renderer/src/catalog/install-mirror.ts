import { MirrorRepository } from '../db/mirror-repository'
import { openDatabase } from '../db/connection'
import type { CatalogAccess } from './catalog-access'

/**
 * Opens the offline mirror's database. Null when IndexedDB cannot be used (a private window, a
 * corrupted or newer database, storage switched off): the app then browses over the network only.
 */
export async function openMirror(
  log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e)
): Promise<MirrorRepository | null> {
  try {
    return new MirrorRepository(await openDatabase())
  } catch (error) {
    log('[mirror] the offline mirror cannot be opened; browsing over the network only', error)
    return null
  }
}

/**
 * Catalog access that waits until the real one is known. Installed at once at start-up, so no
 * early request (the vehicle page after a reload) slips past the mirror while IndexedDB opens
 * and main reports the service origins.
 */
export function deferredAccess(ready: Promise<CatalogAccess>): CatalogAccess {
  return {
    vin: async (request) => (await ready).vin(request),
    section: async (request, options) => (await ready).section(request, options),
    image: async (qImage, options) => (await ready).image(qImage, options)
  }
}
