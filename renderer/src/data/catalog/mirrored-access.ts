import { readResult } from '@shared/readers'
import { isInfoError } from '@shared/catalog-info'
import { fail, type Result } from '@shared/result'
import { vehicleKey, type SectionKeyParts } from '../db/keys'
import { vehicleRecordFor } from '../db/vehicle-record'
import type { MirrorRepository } from '../db/mirror-repository'
import { timed } from '../../lib/timing'
import type { SectionRequest } from '@shared/contract'
import type { AccessOptions, CatalogAccess, SectionAnswer } from './catalog-access'
import type { StoredSectionEvent } from '../search/search-service'
import type { MirrorOrigins } from './service-origins'
import { ExpiringKeys, PREFETCH_REFUSED_HELD, PREFETCH_REFUSED_MS } from './polite-prefetch'

/** Offline or too slow: the cases where a stored copy should stand in for the service. */
function isUnreachable(result: Result<unknown>): boolean {
  return !result.ok && (result.error.code === 'offline' || result.error.code === 'timeout')
}

function notCached(): Result<never> {
  return fail('not-cached', 'You are offline and this part of the catalog has not been saved on this computer yet.')
}

/** How long a prefetched answer counts as fresh for the click that follows it. */
const PREFETCH_FRESH_MS = 60_000
/** Prefetched answers held for a click at most (one pointer rest each; a big node is a few MB parsed). */
const PREFETCHES_HELD = 4
/** How long a read started ahead of a click (pointer on the link, or pressing it) waits for it. */
const WARM_FOR_MS = 5_000
/** Reads held ahead at most: a pointer swept across a list of big nodes holds a few parsed MB each. */
const WARM_HELD = 3

function sectionParts(where: MirrorOrigins, request: SectionRequest): SectionKeyParts {
  return { origin: where.origin, catalog: request.catalog, q: request.q, lang: request.lang, form: request.form }
}

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

/**
 * Catalog access through the offline mirror:
 * - a stored copy is answered at once, then revalidated in the background; a changed answer is
 *   stored and handed to `onRevalidated` so the view updates in place;
 * - with no copy, the service answers and every good answer is written through;
 * - with no copy and no service, the answer is `not-cached`;
 * - error answers, `info` errors and anything malformed never enter the mirror (main has
 *   already validated shapes; failures are Results, not data).
 * A broken mirror (IndexedDB error) degrades to network-only instead of breaking browsing.
 */
export function createMirroredAccess(
  network: CatalogAccess,
  repo: MirrorRepository,
  origins: () => MirrorOrigins | null,
  log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e),
  /** Told of every section stored under a vehicle (the vehicle's search index follows it). */
  onStored: (event: StoredSectionEvent) => void = () => undefined
): MirroredAccess {
  const revalidating = new Map<string, Promise<void>>()
  /** Section GETs on their way to the service, so a click joins its prefetch instead of asking twice. */
  const asking = new Map<string, Promise<Result<SectionAnswer>>>()
  const ask = (key: string, request: SectionRequest): Promise<Result<SectionAnswer>> => {
    if (request.form) return network.section(request)
    const pending = asking.get(key)
    if (pending) return pending
    const fresh = network.section(request).finally(() => asking.delete(key))
    asking.set(key, fresh)
    return fresh
  }
  const background = new Set<Promise<unknown>>()
  /** Work the answer does not wait for: stored copies, revalidations. */
  const inBackground = (work: Promise<unknown>): void => {
    background.add(work)
    void work.finally(() => background.delete(work))
  }
  const safely = async <T>(work: () => Promise<T>, fallback: T, what: string): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      log(`[mirror] ${what} failed`, error)
      return fallback
    }
  }

  /**
   * Answers a prefetch fetched in the last minute, held for the click that follows: it shows the
   * answer at once, without asking the service again (one request per opened section, prefetched
   * or not) and without reading the mirror, which may still be writing it (a big node's write
   * held that read up for about 100 ms). Taken once; the next open reads and revalidates as usual.
   */
  const held = new Map<string, { at: number; answer: SectionAnswer }>()
  /**
   * Answers an open has shown. A click that joined its prefetch's request (the click came before
   * the prefetch had started waiting) already shows the answer: holding it too would hand a later
   * open an old answer in place of the mirror's copy and its revalidation.
   */
  const shown = new WeakSet<SectionAnswer>()
  const hold = (key: string, answer: SectionAnswer): void => {
    if (shown.has(answer)) return
    const now = Date.now()
    held.delete(key)
    held.set(key, { at: now, answer })
    // Oldest first (insertion order): forget the ones nobody clicked in time, and keep a few.
    for (const [old, { at }] of held)
      if (now - at >= PREFETCH_FRESH_MS || held.size > PREFETCHES_HELD) held.delete(old)
      else break
  }
  const takeHeld = (key: string): SectionAnswer | null => {
    const found = held.get(key)
    held.delete(key)
    return found && Date.now() - found.at < PREFETCH_FRESH_MS ? found.answer : null
  }
  /** Prefetches on their way (the mirror had no copy), which a click waits for instead of reading it. */
  const prefetching = new Map<string, Promise<unknown>>()
  /** Sections whose prefetch failed or brought what cannot be kept: not prefetched again for a while. */
  const refused = new ExpiringKeys(PREFETCH_REFUSED_MS, PREFETCH_REFUSED_HELD)
  /** Mirror reads started ahead of a click (MirroredAccess.warm), taken once by the open that follows. */
  type StoredRead = ReturnType<MirrorRepository['readSection']>
  const warming = new Map<string, StoredRead>()
  const readStored = async (key: string, parts: SectionKeyParts): StoredRead => {
    const warm = warming.get(key)
    warming.delete(key)
    // A copy read ahead is the answer. "None stored" is asked again: a save may have stored it since.
    return (await warm) ?? safely(() => repo.readSection(parts), null, 'reading a section')
  }

  /**
   * Writes under way by section, with the answer each writes. A click that joined a prefetch's
   * request gets the same answer object, and it is stored one time; a prefetch does not ask for
   * what a click is storing.
   */
  const writing = new Map<string, { answer: SectionAnswer; write: Promise<boolean> }>()
  const store = (parts: SectionKeyParts, answer: SectionAnswer, vin: string | undefined): Promise<boolean> => {
    const key = JSON.stringify(parts)
    const pending = writing.get(key)
    if (pending?.answer === answer) return pending.write
    const vehicle = vin ? vehicleKey(parts.origin, vin) : undefined
    const write = safely(
      () => repo.writeSection(parts, { result: answer.result, fetchedAt: answer.fetchedAt }, vehicle),
      false,
      'storing a section'
    ).then((stored) => {
      if (stored && vehicle && vin && !parts.form)
        onStored({
          vehicleKey: vehicle,
          vin,
          lang: parts.lang,
          q: parts.q,
          ...(parts.catalog ? { catalog: parts.catalog } : {}),
          result: readResult(answer.result)
        })
      return stored
    })
    writing.set(key, { answer, write })
    void write.finally(() => {
      if (writing.get(key)?.write === write) writing.delete(key)
    })
    return write
  }

  return {
    async whenIdle() {
      while (background.size) await Promise.allSettled([...background])
    },

    async vin(request) {
      const where = origins()
      if (!where) return network.vin(request)
      const stored = await safely(
        () => repo.readVin(where.origin, request.vin, request.lang),
        null,
        'reading a vehicle'
      )
      const fetching = network.vin(request).then(async (result) => {
        const record = result.ok ? vehicleRecordFor(where.origin, request.vin, result.value.result) : null
        if (result.ok && record) {
          await safely(
            async () => {
              await repo.rememberVehicle(record)
              await repo.writeVin(where.origin, request.vin, request.lang, result.value, record.key)
            },
            undefined,
            'storing a vehicle'
          )
        }
        return result
      })
      if (stored) {
        inBackground(fetching) // refreshes the stored copy
        return { ok: true, value: { ...stored.payload, source: 'mirror' } }
      }
      const result = await fetching
      if (isUnreachable(result)) return notCached()
      return result.ok ? { ok: true, value: { ...result.value, source: 'network' } } : result
    },

    async section(request, options = {}) {
      const where = origins()
      if (!where) return network.section(request)
      const parts = sectionParts(where, request)
      const key = JSON.stringify(parts)
      if (!request.form) {
        await prefetching.get(key)?.catch(() => undefined)
        const prefetched = takeHeld(key)
        if (prefetched) return { ok: true, value: { ...prefetched, source: 'network' } }
      }
      const stored = await timed('mirror-read', () => readStored(key, parts))

      if (stored) {
        if (!revalidating.has(key)) {
          const work = ask(key, request).then(async (fresh) => {
            if (!fresh.ok) {
              // Offline is the connection light's news; a failure of the service is this page's.
              if (!isUnreachable(fresh)) options.onRefreshFailed?.(fresh.error)
              return
            }
            if (isInfoError(fresh.value.result)) return
            // The same answer again is not written again: rewriting a big node on every open
            // (compressing it, replacing its record) queued the next open's read behind it.
            if (JSON.stringify(fresh.value.result) === JSON.stringify(stored.payload.result)) return
            // Found under another pointer of the page (a crumb): refreshed where it is stored, not copied.
            await store(stored.q ? { ...parts, q: stored.q } : parts, fresh.value, options.vin)
            options.onRevalidated?.({ ...fresh.value, source: 'network' })
          })
          revalidating.set(
            key,
            work.finally(() => revalidating.delete(key))
          )
          inBackground(work)
        }
        return { ok: true, value: { ...stored.payload, source: 'mirror' } }
      }

      const result = await ask(key, request)
      if (isUnreachable(result)) return notCached()
      if (!result.ok) return result
      shown.add(result.value)
      if (held.get(key)?.answer === result.value) held.delete(key)
      if (!isInfoError(result.value.result)) inBackground(store(parts, result.value, options.vin))
      return { ok: true, value: { ...result.value, source: 'network' } }
    },

    async ensure(request, options = {}) {
      const where = origins()
      if (!where) return network.section(request)
      const parts = sectionParts(where, request)
      const stored = await safely(() => repo.readSection(parts), null, 'reading a section')
      if (stored) return { ok: true, value: { ...stored.payload, source: 'mirror' } }
      const result = await ask(JSON.stringify(parts), request)
      if (isUnreachable(result)) return notCached()
      if (!result.ok) return result
      if (!isInfoError(result.value.result)) await store(parts, result.value, options.vin)
      return { ok: true, value: { ...result.value, source: 'network' } }
    },

    async prefetch(request, options = {}) {
      const where = origins()
      if (!where) return null
      const parts = sectionParts(where, request)
      const key = JSON.stringify(parts)
      if (refused.has(key)) return null
      // A read ahead (warm) that found a copy says it is stored. One that found none may be
      // older than a copy stored since (the click took a prefetched answer instead), so the
      // mirror is asked again before a request is spent, unless a click is storing one now.
      const stored =
        (await warming.get(key)) != null ||
        (await safely(() => repo.hasSection(parts), true, 'looking for a section')) ||
        writing.has(key)
      if (stored || refused.has(key) || options.mayAsk?.() === false) return null
      const work = ask(key, request).then((result) => {
        // Offline cost nothing and says nothing about the section; any other failure, an info
        // error, or an answer the mirror cannot keep would be asked for again on every rest.
        if (!result.ok) {
          if (result.error.code !== 'offline') refused.add(key)
        } else if (isInfoError(result.value.result)) refused.add(key)
        else {
          hold(key, result.value)
          inBackground(
            store(parts, result.value, options.vin).then((kept) => {
              if (!kept) refused.add(key)
            })
          )
        }
        return result
      })
      prefetching.set(key, work)
      const done = () => {
        if (prefetching.get(key) === work) prefetching.delete(key)
      }
      work.then(done, done)
      return work
    },

    warm(request) {
      const where = origins()
      if (!where) return
      const parts = sectionParts(where, request)
      const key = JSON.stringify(parts)
      if (held.has(key) || prefetching.has(key) || warming.has(key)) return
      const read = safely(() => repo.readSection(parts), null, 'reading a section')
      warming.set(key, read)
      // Oldest first (insertion order).
      for (const old of warming.keys()) if (warming.size > WARM_HELD) warming.delete(old)
      setTimeout(() => {
        if (warming.get(key) === read) warming.delete(key)
      }, WARM_FOR_MS)
    },

    async image(qImage, options = {}) {
      const where = origins()
      if (!where) return network.image(qImage)
      // Images behind a pointer do not change: the stored copy is the answer.
      const stored = await safely(() => repo.readImage(where.imageOrigin, qImage), null, 'reading an image')
      if (stored) return { ok: true, value: { contentType: stored.contentType, bytes: stored.bytes, source: 'mirror' } }
      const result = await network.image(qImage, options)
      if (isUnreachable(result)) return notCached()
      if (!result.ok) return result
      const vehicle = options.vin ? vehicleKey(where.origin, options.vin) : undefined
      inBackground(
        safely(() => repo.writeImage(where.imageOrigin, qImage, result.value, vehicle), false, 'storing an image')
      )
      return { ok: true, value: { ...result.value, source: 'network' } }
    }
  }
}
