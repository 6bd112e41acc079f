import { MirrorRepository } from '../db/mirror-repository'
import type { MirrorDatabase } from '../db/schema'
import type { CatalogAccess } from './catalog-access'
import { createMirroredAccess, type MirroredAccess } from './mirrored-access'
import type { StoredSectionEvent } from '../search/search-service'
import type { ServiceOrigins } from './service-origins'

export type Log = (message: string, error: unknown) => void

/**
 * Opens the offline mirror. Null when IndexedDB cannot be used (a private window, a corrupted or
 * newer database, storage switched off): the app then browses over the network only.
 */
export async function openMirror(
  openDatabase: () => Promise<MirrorDatabase>,
  log: Log
): Promise<MirrorRepository | null> {
  try {
    return new MirrorRepository(await openDatabase())
  } catch (error) {
    log('[mirror] the offline mirror cannot be opened; browsing over the network only', error)
    return null
  }
}

/**
 * The catalog access every page uses: through the mirror once it is open and main has said which
 * service is in use, else straight to the service. It exists from the start and holds early
 * requests (the vehicle page after a reload) until then, so none slips past the mirror.
 */
export function mirrorFirstAccess(
  network: CatalogAccess,
  mirror: Promise<MirrorRepository | null>,
  origins: ServiceOrigins,
  log: Log,
  onStored?: (event: StoredSectionEvent) => void
): CatalogAccess & Pick<MirroredAccess, 'prefetch' | 'ensure' | 'warm'> {
  const ready = Promise.all([mirror, origins.known]).then(([repo]) =>
    repo ? createMirroredAccess(network, repo, origins.current, log, onStored) : null
  )
  return {
    vin: async (request) => ((await ready) ?? network).vin(request),
    section: async (request, options) => ((await ready) ?? network).section(request, options),
    image: async (qImage, options) => ((await ready) ?? network).image(qImage, options),
    // Without a mirror there is nowhere to keep what a prefetch would fetch: nothing is asked.
    prefetch: async (request, options) => (await ready)?.prefetch(request, options) ?? null,
    warm: (request) => void ready.then((access) => access?.warm(request)),
    ensure: async (request, options) => {
      const access = await ready
      return access ? access.ensure(request, options) : network.section(request)
    }
  }
}
