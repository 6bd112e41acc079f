/**
 * Work under way, kept only while it is under way: entries are dropped the moment their work
 * settles, so neither structure here can grow past what is running.
 */

/**
 * Work under way by key, so a second caller joins it instead of starting the same work again
 * (a click joins the request its prefetch already sent; one answer is written to the mirror once).
 */
export class InFlight<K, V> {
  private readonly running = new Map<K, { input: unknown; work: Promise<V> }>()

  /** The work under way for `key`, if any. */
  get(key: K): Promise<V> | undefined {
    return this.running.get(key)?.work
  }

  has(key: K): boolean {
    return this.running.has(key)
  }

  get size(): number {
    return this.running.size
  }

  /**
   * Joins the work under way for `key`, else starts it with `start`. Given an `input`, only work
   * started for that same input (by identity) is joined: work for another input is superseded,
   * as `start` describes.
   */
  join(key: K, start: () => Promise<V>, input?: unknown): Promise<V> {
    const current = this.running.get(key)
    if (current && current.input === input) return current.work
    return this.start(key, start, input)
  }

  /**
   * Starts work for `key` even when some is under way. That older work runs on (a request sent
   * cannot be taken back) and its callers still get its result; callers from now on join this one.
   */
  start(key: K, start: () => Promise<V>, input?: unknown): Promise<V> {
    const work = start()
    const entry = { input, work }
    this.running.set(key, entry)
    // Registered before any caller's reaction, so a caller resuming after the work sees it gone.
    const forget = () => {
      if (this.running.get(key) === entry) this.running.delete(key)
    }
    work.then(forget, forget)
    return work
  }
}

/**
 * Work nobody waits for (a write behind an answer already shown, a refresh in the background),
 * and one way to wait for all of it: what a test, or a walk, needs to know that something was or
 * was not stored.
 */
export class PendingWork {
  private readonly pending = new Set<Promise<unknown>>()

  get size(): number {
    return this.pending.size
  }

  /** Counts `work` as pending until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work)
    const forget = () => this.pending.delete(work)
    work.then(forget, forget)
    return work
  }

  /** Settles once all work tracked so far has settled, and any work tracked while waiting. */
  async whenIdle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending])
  }
}
