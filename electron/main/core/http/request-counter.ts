import type { RequestCounts, RequestPriority } from '../../../shared/contract'

/** Today's requests to the catalog service for one account, by who asked. */
export interface DayCounts {
  /** Local day, `YYYY-MM-DD`. */
  day: string
  counts: RequestCounts
}

/**
 * Where counts live between requests (and, with a persistent implementation, between runs).
 * Keys are namespaced by service origin and user id (`countsKey`), so two accounts never share
 * a count and a count never outlives the address it was made for.
 */
export interface CountsStore {
  load(key: string): DayCounts | null
  save(key: string, value: DayCounts): void
}

/** Counts for the life of the process: switching accounts and back keeps today's numbers. */
export class MemoryCountsStore implements CountsStore {
  private readonly entries = new Map<string, DayCounts>()
  load(key: string): DayCounts | null {
    return this.entries.get(key) ?? null
  }
  save(key: string, value: DayCounts): void {
    this.entries.set(key, value)
  }
}

export function countsKey(baseUrl: string, userId: string): string {
  return `request-counts ${new URL(baseUrl).origin} ${userId}`
}

/** The local calendar day of an epoch-ms instant: counts reset at the user's midnight, not UTC's. */
export function localDay(ms: number): string {
  const date = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

const zero = (): RequestCounts => ({ click: 0, prefetch: 0, background: 0, total: 0 })

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0
}

/** A stored value may come from an older build or a hand-edited file: take numbers, drop the rest. */
function sane(stored: DayCounts | null): DayCounts | null {
  if (!stored || typeof stored.day !== 'string' || typeof stored.counts !== 'object' || stored.counts === null) {
    return null
  }
  const click = count(stored.counts.click)
  const prefetch = count(stored.counts.prefetch)
  const background = count(stored.counts.background)
  return { day: stored.day, counts: { click, prefetch, background, total: click + prefetch + background } }
}

/** Counts requests sent today for one account; a new local day starts again from zero. */
export class RequestCounter {
  private current: DayCounts

  constructor(
    private readonly key: string,
    private readonly store: CountsStore,
    private readonly now: () => number
  ) {
    this.current = sane(store.load(key)) ?? { day: localDay(now()), counts: zero() }
  }

  today(): DayCounts {
    const day = localDay(this.now())
    if (this.current.day !== day) this.current = { day, counts: zero() }
    return { day: this.current.day, counts: { ...this.current.counts } }
  }

  /** One request is going out now. */
  count(priority: RequestPriority): void {
    this.today()
    this.current.counts[priority] += 1
    this.current.counts.total += 1
    this.store.save(this.key, { day: this.current.day, counts: { ...this.current.counts } })
  }
}
