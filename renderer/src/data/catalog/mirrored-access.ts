import type { Result } from '@shared/result'
import type { SectionRequest } from '@shared/contract'
import { PendingWork } from '../../lib/in-flight'
import type { AccessOptions, CatalogAccess, SectionAnswer } from './catalog-access'
import type { StoredSectionEvent } from '../search/search-service'
import type { MirrorOrigins, ServiceOrigins } from './service-origins'
import { createSectionIo, safelyLogging, type MirrorContext, type MirrorStore } from './mirror-io'
import { createReadAhead } from './read-ahead'
import { createStoredThenRefresh } from './stored-then-refresh'
import { createVinAndPictureReads } from './vin-and-picture-reads'
import type { WorkshopTier } from '../workshop/workshop-reads'

/** Catalog access through the mirror, and a way to know its background work is done. */
export interface MirroredAccess extends CatalogAccess {
  /**
   * Settles once every write and revalidation started so far has finished (and any they started):
   * what proves that something was, or was not, stored.
   */
  whenIdle(): Promise<void>
  /**
   * Brings a section into the mirror without showing it (prefetch on intent): nothing when a
   * copy is stored (no revalidation either: the click will do that), else the service is asked
   * and a good answer stored in the background. A click while it is on its way waits for it, and a
   * click in the minute after shows the answer it brought, without asking again or reading the
   * mirror. Null when nothing was asked.
   *
   * A section whose prefetch failed (not merely offline), came back an info error, or could not be
   * written is not prefetched again for 10 minutes (a click still asks). `mayAsk` is consulted
   * right before a request would be spent (the prefetcher's per-minute cap): false drops it.
   */
  prefetch(request: SectionGet, options?: PrefetchOptions): Promise<Result<SectionAnswer> | null>
  /**
   * The stored copy as it is (no revalidation), else the service's answer once it is stored: what
   * a walk that must not ask twice (indexing a vehicle) reads with.
   */
  ensure(request: SectionGet, options?: Pick<AccessOptions, 'vin'>): Promise<Result<SectionAnswer>>
  /**
   * A link to the section may be opened next (the pointer is on it, focus reached it, or it is
   * pressed): its stored copy is read now, and the `section()` call that follows within a few
   * seconds takes that read instead of starting its own once the router gets there. The last few
   * reads are held; older ones are dropped.
   */
  warm(request: SectionGet): void
}

/** A plain section request: prefetching never sends a form. */
export type SectionGet = Omit<SectionRequest, 'form'>

export type PrefetchOptions = Pick<AccessOptions, 'vin'> & { mayAsk?: () => boolean }

export type Log = (message: string, error: unknown) => void

/** The three parts over one open mirror, each given the service in use when it is asked. */
function overOpenMirror(
  network: CatalogAccess,
  repo: MirrorStore,
  origins: () => MirrorOrigins | null,
  log: Log,
  onStored: (event: StoredSectionEvent) => void,
  workshop: WorkshopTier | undefined
): MirroredAccess {
  const context: MirrorContext = {
    network,
    repo,
    safely: safelyLogging(log),
    background: new PendingWork(),
    ...(workshop ? { workshop } : {})
  }
  const io = createSectionIo(context, onStored)
  const readAhead = createReadAhead(context, io)
  const sections = createStoredThenRefresh(context, io, readAhead)
  const vinsAndPictures = createVinAndPictureReads(context)
  // Until main has said which service is in use (or after it failed to), nothing can be filed.
  return {
    whenIdle: () => context.background.whenIdle(),
    vin: (request) => {
      const where = origins()
      return where ? vinsAndPictures.vin(where, request) : network.vin(request)
    },
    section: (request, options = {}) => {
      const where = origins()
      return where ? sections.section(where, request, options) : network.section(request)
    },
    ensure: (request, options = {}) => {
      const where = origins()
      return where ? sections.ensure(where, request, options.vin) : network.section(request)
    },
    prefetch: async (request, options = {}) => {
      const where = origins()
      return where ? readAhead.prefetch(where, request, options) : null
    },
    warm: (request) => {
      const where = origins()
      if (where) readAhead.warm(where, request)
    },
    image: (qImage, options = {}) => {
      const where = origins()
      return where ? vinsAndPictures.image(where, qImage, options) : network.image(qImage)
    }
  }
}

/** Without a mirror: straight to the service, and nothing asked ahead (nowhere to keep it). */
function withoutMirror(network: CatalogAccess): MirroredAccess {
  return {
    ...network,
    whenIdle: async () => undefined,
    ensure: (request) => network.section(request),
    prefetch: async () => null,
    warm: () => undefined
  }
}

/**
 * Catalog access through the offline mirror (stored-then-refresh.ts, read-ahead.ts,
 * vin-and-picture-reads.ts say how each kind of read goes). Error answers, `info` errors and
 * anything malformed never enter the mirror; a broken mirror (IndexedDB error) degrades to
 * network-only instead of breaking browsing.
 *
 * It can exist from the start: given the mirror still opening and the service origins (not yet
 * known), it holds early requests (the vehicle page after a reload) until both are there, so none
 * slips past the mirror; a mirror that could not be opened (null) means the service only.
 */
export function createMirroredAccess(
  network: CatalogAccess,
  mirror: MirrorStore | Promise<MirrorStore | null>,
  origins: (() => MirrorOrigins | null) | ServiceOrigins,
  log: Log = (m, e) => console.warn(m, e),
  /** Told of every section stored under a vehicle (the vehicle's search index follows it). */
  onStored: (event: StoredSectionEvent) => void = () => undefined,
  /** The workshop mirror, between this computer's and the service (none: two tiers). */
  workshop?: WorkshopTier
): MirroredAccess {
  const current = typeof origins === 'function' ? origins : origins.current
  const build = (repo: MirrorStore | null) =>
    repo ? overOpenMirror(network, repo, current, log, onStored, workshop) : withoutMirror(network)
  if (!(mirror instanceof Promise) && typeof origins === 'function') return build(mirror)

  /** Set once ready: from then on calls go straight through (a warm read starts in the same task). */
  let access: MirroredAccess | null = null
  const ready = Promise.all([mirror, typeof origins === 'function' ? undefined : origins.known]).then(
    ([repo]) => (access = build(repo))
  )
  const whenReady = async () => access ?? ready
  return {
    whenIdle: async () => (await whenReady()).whenIdle(),
    vin: async (request) => (await whenReady()).vin(request),
    section: async (request, options) => (await whenReady()).section(request, options),
    ensure: async (request, options) => (await whenReady()).ensure(request, options),
    prefetch: async (request, options) => (await whenReady()).prefetch(request, options),
    warm: (request) => (access ? access.warm(request) : void ready.then((ready) => ready.warm(request))),
    image: async (qImage, options) => (await whenReady()).image(qImage, options)
  }
}
