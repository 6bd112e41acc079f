import { BoundedMap } from '../../lib/bounded-map'

/**
 * What keeps prefetch on intent polite to a service that may bill or limit every request (issue 20,
 * finding 3): a section whose prefetch failed, or brought what cannot be stored, is not asked
 * ahead again for a while; and prefetches per minute are capped, those over the cap dropped.
 * Both hold bounded memory and read the clock only when asked (Date.now, so tests fake it).
 */

/** How long a section whose prefetch failed or could not be kept is not prefetched again. */
export const PREFETCH_REFUSED_MS = 10 * 60_000
/** Sections remembered so at most; a pointer swept over a long list of failing rows drops the oldest. */
export const PREFETCH_REFUSED_HELD = 500
/** Prefetch requests per minute at most (a sliding window); a click is never counted or held back. */
export const PREFETCHES_PER_MINUTE = 30

/** Sections whose prefetch failed or could not be kept, each remembered for its time, the oldest dropped first. */
export function refusedPrefetches(limit = PREFETCH_REFUSED_HELD): BoundedMap<string, true> {
  return new BoundedMap({ maxEntries: limit, maxAgeMs: PREFETCH_REFUSED_MS })
}

/** At most `limit` uses in any `windowMs`: a use over the cap is refused, not queued. */
export class SlidingWindowCap {
  /** When the uses still inside the window were taken, oldest first; never longer than `limit`. */
  private readonly taken: number[] = []

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000
  ) {}

  /** Takes a use if one is free now. */
  take(): boolean {
    const now = Date.now()
    while (this.taken.length && now - this.taken[0]! >= this.windowMs) this.taken.shift()
    if (this.taken.length >= this.limit) return false
    this.taken.push(now)
    return true
  }
}
