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

/** Keys remembered for `forMs` each, `limit` at most: the oldest go first. */
export class ExpiringKeys {
  /** Key → when it was added; insertion order is time order (a key added again moves to the end). */
  private readonly added = new Map<string, number>()

  constructor(
    private readonly forMs: number,
    private readonly limit: number
  ) {}

  add(key: string): void {
    const now = Date.now()
    this.added.delete(key)
    this.added.set(key, now)
    for (const [old, at] of this.added)
      if (this.added.size > this.limit || now - at >= this.forMs) this.added.delete(old)
      else break
  }

  has(key: string): boolean {
    const at = this.added.get(key)
    if (at === undefined) return false
    if (Date.now() - at < this.forMs) return true
    this.added.delete(key)
    return false
  }

  get size(): number {
    return this.added.size
  }
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
