import type { RoomKeeper } from './batch-write'
import type { PreferenceRepository } from './preference-repository'
import { isQuotaError } from '../../lib/quota-error'
import { removeRecords } from './record-removal'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'
import { clearUnsavedOnly, FREEING_TABLES, freeOnly, type ChosenRecords } from './space-freeing'
import { addUsage, readKept, readUsage, StatsChanges } from './totals'
import { TotalsRecount } from './totals-recount'
import { everyUnpinned, unpinned } from './unpinned'

export interface Usage {
  bytes: number
  budget: number
  pinnedBytes: number
}

/**
 * How far an eviction has got: bytes freed so far, of about how many it set out to free. Said once
 * before the first batch and after each batch that freed something: at 30 saved vehicles, halving
 * the limit takes minutes on a two-core PC (docs/performance.md), and Settings says where it is.
 */
export interface FreeingProgress {
  freed: number
  toFree: number
  /** Bytes in use now, as the eviction counts them, and the limit it works down to. */
  used: number
  limit: number
}

/**
 * Most records one eviction transaction deletes. Large enough that a transaction's fixed cost is
 * spread thin, small enough that the records read to delete them (answers and pictures included)
 * never make a long task.
 */
const EVICT_BATCH = 200

/**
 * Where an eviction's next batch starts looking, per table: the last use of the newest record the
 * batch before took. Chromium leaves a deleted record's index entries behind until its database
 * compacts, and a look from the start steps over every one of them again, so each batch cost more
 * than the one before (in raw Chromium, 40,000 records: 730 µs a record looking from the start,
 * 290 µs resuming). Records used at that very moment are looked at again: at most one batch's worth.
 */
interface EvictionPlace {
  sections: number
  images: number
}

/**
 * The oldest records of no saved vehicle from `place` on, up to EVICT_BATCH or about `wanted`
 * bytes (their stored sizes: a picture another record still shows frees less); null when none
 * is left. Read inside the caller's transaction.
 */
async function oldestUnpinned(db: MirrorDatabase, wanted: number, place: EvictionPlace): Promise<ChosenRecords | null> {
  const [sections, images] = await Promise.all([
    unpinned(db.sections, place.sections).limit(EVICT_BATCH).toArray(),
    unpinned(db.images, place.images).limit(EVICT_BATCH).toArray()
  ])
  if (sections.length === 0 && images.length === 0) return null
  const chosen: { sections: SectionRecord[]; images: ImageRecord[] } = { sections: [], images: [] }
  let estimate = 0
  let s = 0
  let i = 0
  // Both lists are oldest first: taking the older head each time is the oldest across both.
  while (estimate < wanted && s + i < EVICT_BATCH && (s < sections.length || i < images.length)) {
    if (i >= images.length || (s < sections.length && sections[s].lastAccess <= images[i].lastAccess)) {
      chosen.sections.push(sections[s])
      estimate += sections[s++].size
    } else {
      chosen.images.push(images[i])
      estimate += images[i++].size
    }
  }
  return chosen
}

/**
 * How an eviction frees its batches: with the totals in the same transaction, or, once a full disk
 * refused that, with deletes alone (space-freeing.ts) for the rest of it.
 */
interface Freeing {
  deletesOnly: boolean
}

/**
 * The mirror's storage budget: how much is stored, the limit (a preference of this computer),
 * eviction of the least-recently-used records of vehicles not saved for offline, and clearing
 * all of those. Bytes kept elsewhere (the search database) count too (countAlso).
 */
export class StorageBudget implements RoomKeeper {
  private cachedBudget: number | null = null
  /** A limit set while the disk refused to store it: applied, and stored once there is room. */
  private unstoredBudget: number | null = null
  private readonly alsoCounted: Array<() => Promise<number>> = []

  constructor(
    private readonly db: MirrorDatabase,
    private readonly preferences: PreferenceRepository,
    private readonly totals = new TotalsRecount(db)
  ) {}

  /**
   * Bytes in use, the budget, and how much of it saved vehicles keep: their records, and each
   * picture or trail they use once.
   *
   * The kept bytes are a running total, moved by every write in its own transaction as the usage
   * counter is. Reading every saved record back to add them up cost the garage 0.8 s per saved
   * vehicle (issue 23); every total is counted from the records when they are not known to be
   * exact (totals-recount.ts): a mirror from before the total, or space freed on a full disk.
   */
  async usage(): Promise<Usage> {
    const { used, kept } = await this.db.transaction('r', this.db.meta, async () => ({
      used: await readUsage(this.db),
      kept: await readKept(this.db)
    }))
    await this.storeUnstoredBudget()
    const counted = kept === null ? await this.totals.count() : null
    const pinned = counted?.kept ?? kept ?? 0
    const bytes = counted?.usage ?? used
    // Bytes counted from elsewhere (the search database) are never evicted: they count as kept.
    const also = await this.alsoCountedBytes()
    return { bytes: bytes + also, budget: await this.budget(), pinnedBytes: pinned + also }
  }

  /**
   * Bytes kept outside this database that count toward the same storage limit (the search
   * database's, issue 20): usage shows them, and eviction makes room for them.
   */
  countAlso(bytes: () => Promise<number>): void {
    this.alsoCounted.push(bytes)
  }

  async alsoCountedBytes(): Promise<number> {
    let sum = 0
    for (const bytes of this.alsoCounted) sum += await bytes().catch(() => 0)
    return sum
  }

  async budget(): Promise<number> {
    this.cachedBudget ??= await this.preferences.storageBudget()
    return this.cachedBudget
  }

  /**
   * A new storage limit (a preference of this computer) takes effect at once: evicts down to it.
   * A full disk refuses to store the limit too; it applies all the same (that is when a lower one
   * is wanted most), and is stored once there is room: right after the eviction, or on a later
   * look at the usage. Closed before that, the app starts with the limit before. Resolves with
   * the bytes the eviction freed.
   */
  async setBudget(bytes: number, onProgress?: (progress: FreeingProgress) => void): Promise<number> {
    const value = Math.max(0, Math.floor(bytes))
    this.cachedBudget = value
    this.unstoredBudget = value
    await this.storeUnstoredBudget()
    const freed = await this.evictToBudget(undefined, undefined, onProgress)
    await this.storeUnstoredBudget()
    return freed
  }

  private async storeUnstoredBudget(): Promise<void> {
    const value = this.unstoredBudget
    if (value === null) return
    try {
      await this.preferences.setStorageBudget(value)
      if (this.unstoredBudget === value) this.unstoredBudget = null
    } catch (error) {
      if (!isQuotaError(error)) throw error
    }
  }

  /**
   * Deletes least-recently-used records of vehicles not saved for offline until the mirror is
   * within budget (down to 90 % of it, so the next few writes do not evict again at once), or at
   * least `minimumBytes` (the room a refused write needs). A batch of the oldest at a time, each in
   * one transaction with the totals. A full disk refuses that transaction (it puts the totals):
   * then that batch and the rest go with deletes alone (space-freeing.ts), the totals marked to be
   * counted again, and stored once there is room. The loop keeps its own count of what is stored,
   * since the stored counter goes with the mark; it starts from a count of the records when the
   * totals are not known to be exact. Each batch is one transaction: a crash between batches
   * leaves the ones before done and their totals exact, or marked.
   */
  async evictToBudget(
    targetRatio = 0.9,
    minimumBytes = 0,
    onProgress?: (progress: FreeingProgress) => void
  ): Promise<number> {
    const budget = await this.budget()
    let used = (await this.storedBytes()) + (await this.alsoCountedBytes())
    const target = Math.min(budget * targetRatio, used - minimumBytes)
    if (used <= budget && minimumBytes === 0) return 0
    const toFree = used - target
    let freed = 0
    onProgress?.({ freed, toFree, used, limit: budget })
    const place: EvictionPlace = { sections: -Infinity, images: -Infinity }
    const freeing: Freeing = { deletesOnly: false }
    while (used > target) {
      let gone = await this.evictOldest(used - target, place, freeing)
      // Nothing after the place: a record unsaved meanwhile may be older, so look once from the start.
      if (gone === null && (place.sections > -Infinity || place.images > -Infinity)) {
        place.sections = place.images = -Infinity
        gone = await this.evictOldest(used - target, place, freeing)
      }
      if (gone === null) break // only saved vehicles left: they are exempt
      // A picture another record still shows frees nothing; the loop goes on to the next oldest.
      used -= gone
      freed += gone
      if (gone > 0) onProgress?.({ freed, toFree, used, limit: budget })
    }
    if (freeing.deletesOnly) await this.totals.storeIfUnknown()
    return freed
  }

  /** Stored bytes: the usage counter, or a count of the records when it is not known to be exact. */
  private async storedBytes(): Promise<number> {
    const counted = await this.totals.ifUnknown()
    return counted?.usage ?? readUsage(this.db)
  }

  /**
   * Deletes everything not kept for a saved vehicle, in one transaction with the totals; returns
   * the bytes freed. A full disk refuses the totals' writes: then the records go with deletes
   * alone and the totals are counted again, stored once there is room (space-freeing.ts).
   */
  async clearUnsaved(): Promise<number> {
    try {
      return await this.clearUnsavedWithTotals()
    } catch (error) {
      if (!isQuotaError(error)) throw error
      const freed = await clearUnsavedOnly(this.db)
      await this.totals.storeIfUnknown()
      return freed
    }
  }

  private clearUnsavedWithTotals(): Promise<number> {
    const { db } = this
    return db.transaction('rw', [...FREEING_TABLES(db), db.vehicles], async () => {
      const stats = new StatsChanges()
      const freed = await removeRecords(db, await everyUnpinned(db), stats)
      await stats.apply(db)
      await addUsage(db, -freed)
      return freed
    })
  }

  /**
   * Deletes the oldest records of no saved vehicle (oldestUnpinned) with the content nobody else
   * uses, the totals and the usage counter, in one transaction, or with deletes alone once a full
   * disk refused that (`freeing`); the bytes freed, or null when nothing is left to evict. One
   * record per transaction, as before, managed 33 records a second. Looks from `place` on, and
   * moves it past what it took once that is deleted (a refused batch is looked at again).
   */
  private async evictOldest(wanted: number, place: EvictionPlace, freeing: Freeing): Promise<number | null> {
    const taken: { records: ChosenRecords | null } = { records: null }
    const choose = async () => (taken.records = await oldestUnpinned(this.db, wanted, place))
    let bytes: number | null = null
    if (!freeing.deletesOnly) {
      try {
        bytes = await this.evictWithTotals(choose)
      } catch (error) {
        if (!isQuotaError(error)) throw error
        freeing.deletesOnly = true
      }
    }
    if (freeing.deletesOnly) bytes = await freeOnly(this.db, choose)
    place.sections = taken.records?.sections.at(-1)?.lastAccess ?? place.sections
    place.images = taken.records?.images.at(-1)?.lastAccess ?? place.images
    return bytes
  }

  private evictWithTotals(choose: () => Promise<ChosenRecords | null>): Promise<number | null> {
    const { db } = this
    return db.transaction('rw', [...FREEING_TABLES(db), db.vehicles], async () => {
      // The oldest, read inside: nothing can pin or rewrite them meanwhile.
      const chosen = await choose()
      if (!chosen) return null
      const stats = new StatsChanges()
      const bytes = await removeRecords(db, chosen, stats)
      await stats.apply(db)
      await addUsage(db, -bytes)
      return bytes
    })
  }
}
