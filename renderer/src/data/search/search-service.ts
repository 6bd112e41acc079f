import { documentsOf } from './search-documents'
import { indexKey, type SearchDatabase } from './search-database'
import { recordBytes } from './search-sizes'
import { Slices } from './slices'
import { SAVED_INDEX_FORMAT, VehicleIndex, type SearchHit, type WalkNote } from './vehicle-index'
import { lookUpWhereUsed, type WhereUsedCap, type WhereUsedReport } from './where-used-lookup'
import { SUPERSESSION_CAPS, type SupersessionCaps, type WhereUsedRow } from './where-used-records'
import { WhereUsedWriter, type StoredSectionEvent } from './where-used-writer'

export type { StoredSectionEvent, WalkNote, WhereUsedCap, WhereUsedReport }

/** A use of a part number (or of one it replaces or is replaced by) in a stored node. */
export type { WhereUsedRow }

export interface SearchServiceOptions {
  /** Numbers believed per replacement row and per answer (where-used-records.ts says why). */
  caps?: SupersessionCaps
  /**
   * Numbers one where-used look-up follows through supersessions. A real chain joins a handful;
   * this is the per-answer cap, so one hostile answer's set is still followed whole.
   */
  maxLinkedNumbers?: number
  /** Main-thread work between two yields while sections are indexed (the page's longest task). */
  sliceMs?: number
}

interface Open {
  index: VehicleIndex
  dirty: boolean
  /** Written back and let go to keep memory small; the next use reads it back. */
  dropped?: boolean
}

/**
 * Indexes held in memory: the vehicle being worked on (in a language or two). Others are written
 * back and let go, so a day of saving vehicles does not keep every one of their indexes in memory.
 */
const OPEN_INDEXES_KEPT = 2

/**
 * An index is written back once sections stop arriving for a moment, and at the latest this long
 * after the first unsaved change: writing a whole vehicle's index is tens of milliseconds of
 * main-thread work, which every few seconds halved a save's speed.
 */
const PERSIST_WHEN_QUIET_MS = 3_000
const PERSIST_AT_LATEST_MS = 30_000

/**
 * The vehicles' search indexes: each stored section updates its vehicle's index in that
 * language as it is stored (never a scan of the mirror), and the index is written back to its
 * own database shortly after, so it is there after a restart and offline.
 */
export class SearchService {
  private readonly open = new Map<string, Promise<Open>>()
  private persistTimer: ReturnType<typeof setTimeout> | null = null
  private persisting: Promise<void> = Promise.resolve()

  private readonly maxLinkedNumbers: number
  private readonly slices: Slices
  private readonly uses: WhereUsedWriter

  constructor(
    private readonly database: () => Promise<SearchDatabase | null>,
    private readonly log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e),
    options: SearchServiceOptions = {}
  ) {
    const caps = options.caps ?? SUPERSESSION_CAPS
    this.maxLinkedNumbers = options.maxLinkedNumbers ?? caps.perAnswer
    this.slices = new Slices(options.sliceMs)
    this.uses = new WhereUsedWriter(caps, this.slices, log, () => this.sizesChanged())
  }

  /**
   * The mirror stored a section under a vehicle: its documents replace what it brought before.
   * Events are taken in batches (a save stores hundreds a second): the sections that arrived
   * while one batch was being written go into the next, its where-used rows in one transaction.
   */
  sectionStored(event: StoredSectionEvent): Promise<void> {
    this.pending.push(event)
    this.applying ??= this.applyPending().finally(() => (this.applying = null))
    return this.applying
  }

  private readonly pending: StoredSectionEvent[] = []
  private applying: Promise<void> | null = null

  private async applyPending(): Promise<void> {
    while (this.pending.length) {
      // Let the batch fill while the stores that produce it run (unless the page is going away).
      if (!this.slices.hurried) await new Promise((resolve) => setTimeout(resolve, 0))
      const batch = this.pending.splice(0)
      this.slices.start()
      for (const event of batch) {
        // A save hands in hundreds of sections a second: the page gets its turn between them.
        await this.slices.yieldIfDue()
        const entry = await this.writable(event.vehicleKey, event.lang)
        entry.index.replace(event.q, documentsOf(event.q, event.result))
        entry.dirty = true
      }
      this.schedulePersist()
      await this.recordUses(batch)
    }
  }

  /** Every stored node where `number` or a number replacing or replaced by it appears; one row per node. */
  async whereUsed(number: string, lang: string): Promise<WhereUsedRow[]> {
    return (await this.whereUsedReport(number, lang)).rows
  }

  /**
   * Where used, and the caps that left numbers out. A service's supersessions join numbers in its
   * own vehicles only: what one service says never changes where used for another's.
   */
  async whereUsedReport(number: string, lang: string): Promise<WhereUsedReport> {
    const db = await this.database()
    if (!db) return { rows: [], caps: [] }
    return lookUpWhereUsed(db, number, lang, this.maxLinkedNumbers)
  }

  /** Estimated bytes held here, toward the storage limit; asked after every mirror write, so kept until this writes. */
  async storedBytes(): Promise<number> {
    if (this.bytesKnown !== null) return this.bytesKnown
    const generation = this.sizeGeneration
    const db = await this.database()
    if (!db) return 0
    const sizes = await db.sizes.toArray()
    const total = sizes.reduce((sum, size) => sum + Math.max(0, size.bytes), 0)
    if (generation === this.sizeGeneration) this.bytesKnown = total
    return total
  }

  private bytesKnown: number | null = null
  private sizeGeneration = 0

  /** A write changed (or may have changed) the sizes: the next storedBytes reads them again. */
  private sizesChanged(): void {
    this.bytesKnown = null
    this.sizeGeneration++
  }

  private async recordUses(events: readonly StoredSectionEvent[]): Promise<void> {
    const db = await this.database()
    if (db) await this.uses.record(db, events)
  }

  async search(vehicleKey: string, lang: string, query: string, limit?: number): Promise<SearchHit[]> {
    return (await this.entry(vehicleKey, lang)).index.find(query, limit)
  }

  /** How the walk of the vehicle's lists into its index in that language ended; null when none did. */
  async walkNote(vehicleKey: string, lang: string): Promise<WalkNote | null> {
    return (await this.entry(vehicleKey, lang)).index.walk
  }
  /** Kept with the index (written back with it), so the next visit knows it is not the first. */
  async noteWalk(vehicleKey: string, lang: string, state: WalkNote['state']): Promise<void> {
    const entry = await this.writable(vehicleKey, lang)
    entry.index.walk = { state, at: Date.now() }
    entry.dirty = true
    this.schedulePersist()
  }

  /** How many sections the vehicle's index holds in that language. */
  async size(vehicleKey: string, lang: string): Promise<number> {
    return (await this.entry(vehicleKey, lang)).index.sections
  }

  /**
   * The vehicle was deleted from the garage: its indexes go too, and everything where used took
   * from it (its nodes' rows, the supersessions and caps of its part information) and its size.
   */
  async forgetVehicle(vehicleKey: string): Promise<void> {
    for (const key of [...this.open.keys()]) if (key.startsWith(`${vehicleKey}\n`)) this.open.delete(key)
    const db = await this.database()
    if (!db) return
    const tables = [db.indexes, db.partUses, db.usedNodes, db.numberGroups, db.whereUsedCaps, db.sizes]
    await db.transaction('rw', tables, async () => {
      await db.indexes.where('vehicleKey').equals(vehicleKey).delete()
      await db.partUses.where('vehicleKey').equals(vehicleKey).delete()
      await db.usedNodes.where('vehicleKey').equals(vehicleKey).delete()
      await db.numberGroups.where('vehicleKey').equals(vehicleKey).delete()
      await db.whereUsedCaps.where('vehicleKey').equals(vehicleKey).delete()
      await db.sizes.delete(vehicleKey)
    })
    this.sizesChanged()
  }

  /** Settles once every section handed in so far is in its index and every changed index is written back. */
  async flush(): Promise<void> {
    await this.applying
    if (this.persistTimer) this.writeBack()
    await this.persisting
  }

  /**
   * The page is going away (pagehide, a window closing): every index already changed is written
   * now, its write started before this returns (a timer might never run again); then what is still
   * pending is applied without yielding to the page and written too. Settles once all is written.
   */
  async writeNow(): Promise<void> {
    this.slices.hurried = true
    try {
      this.writeBack()
      await this.applying
      this.writeBack()
      await this.persisting
    } finally {
      this.slices.hurried = false
    }
  }

  /** An index to change: checked as the await resumes, so nothing can let it go before it is changed. */
  private async writable(vehicleKey: string, lang: string): Promise<Open> {
    let entry: Open
    do entry = await this.entry(vehicleKey, lang)
    while (entry.dropped)
    return entry
  }

  /** The map's order is least recently used first; opening one too many writes back and lets go of the oldest. */
  private entry(vehicleKey: string, lang: string): Promise<Open> {
    const key = indexKey(vehicleKey, lang)
    const entry = this.open.get(key)
    if (entry) {
      this.open.delete(key)
      this.open.set(key, entry)
      return entry
    }
    const loading = this.load(key)
    this.open.set(key, loading)
    if (this.open.size > OPEN_INDEXES_KEPT) this.writeBack()
    return loading
  }

  private async load(key: string): Promise<Open> {
    try {
      const record = await (await this.database())?.indexes.get(key)
      if (record?.saved.format === SAVED_INDEX_FORMAT) return { index: VehicleIndex.load(record.saved), dirty: false }
    } catch (error) {
      // An unreadable index is rebuilt from what is stored next: it is derived data.
      this.log('[search] an index could not be read; it starts again', error)
    }
    return { index: VehicleIndex.empty(), dirty: false }
  }

  private schedulePersist(): void {
    const now = Date.now()
    this.firstUnsaved ??= now
    if (this.persistTimer) clearTimeout(this.persistTimer)
    const wait = Math.min(PERSIST_WHEN_QUIET_MS, this.firstUnsaved + PERSIST_AT_LATEST_MS - now)
    this.persistTimer = setTimeout(() => this.writeBack(), Math.max(0, wait))
  }

  private writeBack(): void {
    if (this.persistTimer) clearTimeout(this.persistTimer)
    this.persistTimer = null
    this.firstUnsaved = null
    this.persisting = this.persisting.then(() => this.persist())
  }

  private firstUnsaved: number | null = null

  private async persist(): Promise<void> {
    const db = await this.database().catch(() => null)
    if (!db) return
    for (const [key, pending] of this.open) {
      const entry = await pending
      if (!entry.dirty) continue
      entry.dirty = false
      const [vehicleKey, lang] = key.split('\n')
      try {
        const record = { key, vehicleKey, lang, saved: entry.index.save(), updatedAt: Date.now() }
        const bytes = recordBytes(record) + 8
        await db.transaction('rw', db.indexes, db.sizes, async () => {
          const size = (await db.sizes.get(vehicleKey)) ?? { vehicleKey, bytes: 0 }
          const before = size.indexBytes?.[lang] ?? 0
          await db.indexes.put({ ...record, bytes })
          await db.sizes.put({
            ...size,
            bytes: size.bytes + bytes - before,
            indexBytes: { ...size.indexBytes, [lang]: bytes }
          })
        })
        this.sizesChanged()
      } catch (error) {
        entry.dirty = true
        this.log('[search] an index could not be written; it is kept in memory', error)
      }
    }
    for (const [key, pending] of this.open) {
      if (this.open.size <= OPEN_INDEXES_KEPT) break
      const entry = await pending
      if (entry.dirty || this.open.get(key) !== pending) continue
      entry.dropped = true
      this.open.delete(key)
    }
  }
}
