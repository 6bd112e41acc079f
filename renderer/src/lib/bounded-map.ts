export interface BoundedMapOptions {
  /** Entries kept at most; past it, the least recently used are dropped first. */
  maxEntries: number
  /** How long an entry counts after it was set (reading it does not extend it); none: no time bound. */
  maxAgeMs?: number
  /**
   * Drop each entry on a timer as it expires, not only when the map is next used: for values worth
   * freeing promptly (a parsed answer of a few MB), in a map that may not be touched again for long.
   */
  dropOnExpiry?: boolean
}

interface Entry<V> {
  value: V
  setAt: number
}

/**
 * A map bounded in size and in time, for memory that must not grow with use (a session can run
 * for days): at most `maxEntries` entries, least recently used dropped first, and each forgotten
 * `maxAgeMs` after it was set. An expired entry is never returned, even before it is dropped.
 * The clock is `Date.now`, read only when the map is used, so tests fake it.
 */
export class BoundedMap<K, V> {
  /** Insertion order is use order: oldest use first (a `get` or `set` moves a key to the end). */
  private readonly entries = new Map<K, Entry<V>>()

  constructor(private readonly options: BoundedMapOptions) {}

  /** Entries held now, expired ones not counted. */
  get size(): number {
    this.dropExpired()
    return this.entries.size
  }

  /** Whether `key` is held, without counting as a use. */
  has(key: K): boolean {
    return this.live(key) !== undefined
  }

  /** The value for `key`, without counting as a use. */
  peek(key: K): V | undefined {
    return this.live(key)?.value
  }

  /** The value for `key`; a use, so it becomes the last to be dropped for size. */
  get(key: K): V | undefined {
    const entry = this.live(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** The value for `key`, removed: for what is handed over once. */
  take(key: K): V | undefined {
    const value = this.peek(key)
    this.entries.delete(key)
    return value
  }

  /** Sets `key` as the newest entry, its time starting now; drops what is over the bounds. */
  set(key: K, value: V): this {
    const entry: Entry<V> = { value, setAt: Date.now() }
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.dropExpired()
    for (const old of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break
      this.entries.delete(old)
    }
    const { maxAgeMs, dropOnExpiry } = this.options
    if (dropOnExpiry && maxAgeMs !== undefined)
      setTimeout(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      }, maxAgeMs)
    return this
  }

  delete(key: K): boolean {
    return this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  private expired(entry: Entry<V>, now = Date.now()): boolean {
    const { maxAgeMs } = this.options
    return maxAgeMs !== undefined && now - entry.setAt >= maxAgeMs
  }

  private live(key: K): Entry<V> | undefined {
    const entry = this.entries.get(key)
    if (!entry || !this.expired(entry)) return entry
    this.entries.delete(key)
    return undefined
  }

  /** Use order is not time order (a `get` moves an old entry to the end), so every entry is looked at. */
  private dropExpired(): void {
    if (this.options.maxAgeMs === undefined) return
    const now = Date.now()
    for (const [key, entry] of this.entries) if (this.expired(entry, now)) this.entries.delete(key)
  }
}
