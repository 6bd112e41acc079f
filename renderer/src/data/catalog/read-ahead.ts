import { isInfoError } from '@shared/catalog-info'
import type { Result } from '@shared/result'
import { BoundedMap } from '../../lib/bounded-map'
import { InFlight } from '../../lib/in-flight'
import type { SectionAnswer } from './catalog-access'
import type { PrefetchOptions, SectionGet } from './mirrored-access'
import { sectionKey, sectionParts, type MirrorContext, type SectionIo, type StoredSectionRead } from './mirror-io'
import { refusedPrefetches } from './polite-prefetch'
import type { MirrorOrigins } from './service-origins'

/** How long a prefetched answer counts as fresh for the click that follows it. */
const PREFETCH_FRESH_MS = 60_000
/** Prefetched answers held for a click at most (one pointer rest each; a big node is a few MB parsed). */
const PREFETCHES_HELD = 4
/** How long a read started ahead of a click (pointer on the link, or pressing it) waits for it. */
const WARM_FOR_MS = 5_000
/** Reads held ahead at most: a pointer swept across a list of big nodes holds a few parsed MB each. */
const WARM_HELD = 3

/** What the click that follows a read ahead takes from it, instead of starting its own. */
export interface ReadAheadForClicks {
  /**
   * Waits for a prefetch of the section under way (the mirror had no copy, so reading it would
   * find nothing), then takes the answer a prefetch of the last minute holds for this click.
   * Taken once; null when none is held.
   */
  takePrefetched(key: string): Promise<SectionAnswer | null>
  /** The stored copy read ahead for this click (MirroredAccess.warm), taken once. */
  takeReadAhead(key: string): StoredSectionRead | undefined
  /**
   * A click shows this answer itself (it shared its prefetch's request): the answer is not held
   * for a later open, which would then get an old answer in place of the mirror's copy and its
   * revalidation.
   */
  shownByClick(key: string, answer: SectionAnswer): void
}

export interface ReadAhead extends ReadAheadForClicks {
  prefetch(where: MirrorOrigins, request: SectionGet, options: PrefetchOptions): Promise<Result<SectionAnswer> | null>
  warm(where: MirrorOrigins, request: SectionGet): void
}

/**
 * Reading ahead of a click: prefetch on intent (the service asked for a section not stored, its
 * answer stored and held for the click) and warm reads (the stored copy read as the link is
 * reached or pressed). Both hold only a few answers, for a short while: parsed answers are big.
 */
export function createReadAhead({ repo, safely, background }: MirrorContext, io: SectionIo): ReadAhead {
  /** Prefetches on their way (the mirror had no copy), which a click waits for instead of reading it. */
  const prefetching = new InFlight<string, Result<SectionAnswer>>()
  /**
   * Answers a prefetch fetched, held for the click that follows: it shows the answer at once,
   * without asking the service again (one request per opened section, prefetched or not) and
   * without reading the mirror, which may still be writing it (a big node's write held that read
   * up for about 100 ms).
   */
  const held = new BoundedMap<string, SectionAnswer>({
    maxEntries: PREFETCHES_HELD,
    maxAgeMs: PREFETCH_FRESH_MS,
    dropOnExpiry: true
  })
  /**
   * Answers a click has shown, by identity. Whichever of the click and its prefetch sees the
   * shared answer first, the answer ends up not held (see `shownByClick`).
   */
  const shownByClicks = new WeakSet<SectionAnswer>()
  /** Mirror reads started ahead of a click, taken once by the open that follows. */
  const warming = new BoundedMap<string, StoredSectionRead>({
    maxEntries: WARM_HELD,
    maxAgeMs: WARM_FOR_MS,
    dropOnExpiry: true
  })
  /** Sections whose prefetch failed or brought what cannot be kept: not prefetched again for a while. */
  const refused = refusedPrefetches()

  const hold = (key: string, answer: SectionAnswer): void => {
    if (!shownByClicks.has(answer)) held.set(key, answer)
  }

  /** Asks the service for a section not stored, and keeps what it can for the click. */
  const fetchAhead = (key: string, request: SectionGet, options: PrefetchOptions, where: MirrorOrigins) =>
    io.ask(key, request).then((result) => {
      // Offline cost nothing and says nothing about the section; any other failure, an info
      // error, or an answer the mirror cannot keep would be asked for again on every rest.
      if (!result.ok) {
        if (result.error.code !== 'offline') refused.set(key, true)
      } else if (isInfoError(result.value.result)) refused.set(key, true)
      else {
        hold(key, result.value)
        background.track(
          io.store(sectionParts(where, request), result.value, options.vin).then((kept) => {
            if (!kept) refused.set(key, true)
          })
        )
      }
      return result
    })

  return {
    async prefetch(where, request, options) {
      const key = sectionKey(sectionParts(where, request))
      if (refused.has(key)) return null
      // A second prefetch of the same section joins the first and spends nothing.
      const underWay = prefetching.get(key)
      if (underWay) return underWay
      // A read ahead (warm) that found a copy says it is stored. One that found none may be
      // older than a copy stored since (the click took a prefetched answer instead), so the
      // mirror is asked again before a request is spent, unless a click is storing one now.
      const stored =
        (await warming.peek(key)) != null ||
        (await safely(() => repo.hasSection(sectionParts(where, request)), true, 'looking for a section')) ||
        io.isStoring(key)
      if (stored || refused.has(key) || options.mayAsk?.() === false) return null
      return prefetching.join(key, () => fetchAhead(key, request, options, where))
    },

    warm(where, request) {
      const parts = sectionParts(where, request)
      const key = sectionKey(parts)
      if (held.has(key) || prefetching.has(key) || warming.has(key)) return
      warming.set(
        key,
        safely(() => repo.readSection(parts), null, 'reading a section')
      )
    },

    async takePrefetched(key) {
      await prefetching.get(key)?.catch(() => undefined)
      return held.take(key) ?? null
    },

    takeReadAhead: (key) => warming.take(key),

    shownByClick(key, answer) {
      shownByClicks.add(answer)
      if (held.peek(key) === answer) held.delete(key)
    }
  }
}
