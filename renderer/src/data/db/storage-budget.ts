import Dexie, { type EntityTable } from 'dexie'
import type { RoomKeeper } from './batch-write'
import type { PreferenceRepository } from './preference-repository'
import { readUses } from './content-store'
import { removeRecords } from './record-removal'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'
import { addUsage, readKept, readUsage, setKept, StatsChanges } from './totals'

export interface Usage {
  bytes: number
  budget: number
  pinnedBytes: number
}

/**
 * Most records one eviction transaction deletes. Large enough that a transaction's fixed cost is
 * spread thin, small enough that the records read to delete them (answers and pictures included)
 * never make a long task.
 */
const EVICT_BATCH = 200

/** Content use records the one-time recount of kept bytes reads and writes at a time. */
const RECOUNT_SLICE = 500

/** Records of no saved vehicle, least recently used first (used at `from` or later). */
function unpinned<T extends SectionRecord | ImageRecord>(table: EntityTable<T, 'key'>, from: number = -Infinity) {
  return table.where('[pinned+lastAccess]').between([0, from], [0, Dexie.maxKey])
}

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

/** Records of saved vehicles. */
function pinned<T extends SectionRecord | ImageRecord>(table: EntityTable<T, 'key'>) {
  return table.where('[pinned+lastAccess]').between([1, Dexie.minKey], [1, Dexie.maxKey])
}

/**
 * The mirror's storage budget: how much is stored, the limit (a preference of this computer),
 * eviction of the least-recently-used records of vehicles not saved for offline, and clearing
 * all of those. Bytes kept elsewhere (the search database) count too (countAlso).
 */
export class StorageBudget implements RoomKeeper {
  private cachedBudget: number | null = null
  private readonly alsoCounted: Array<() => Promise<number>> = []

  constructor(
    private readonly db: MirrorDatabase,
    private readonly preferences: PreferenceRepository
  ) {}

  /**
   * Bytes in use, the budget, and how much of it saved vehicles keep: their records, and each
   * picture or trail they use once.
   *
   * The kept bytes are a running total, moved by every write in its own transaction as the usage
   * counter is. Reading every saved record back to add them up cost the garage 0.8 s per saved
   * vehicle (issue 23); it is done once, for a mirror from before the total (recountKept).
   */
  async usage(): Promise<Usage> {
    const { used, kept } = await this.db.transaction('r', this.db.meta, async () => ({
      used: await readUsage(this.db),
      kept: await readKept(this.db)
    }))
    const pinned = kept ?? (await this.recountKept())
    // Bytes counted from elsewhere (the search database) are never evicted: they count as kept.
    const also = await this.alsoCountedBytes()
    return { bytes: used + also, budget: await this.budget(), pinnedBytes: pinned + also }
  }

  /**
   * Counts the kept bytes by reading every pinned record, and how many pinned records use each
   * picture and trail (`pinnedRefs`), then keeps the total: once per mirror, or after a compaction.
   */
  private recountKept(): Promise<number> {
    const { db } = this
    const tables = [db.sections, db.images, db.trails, db.pictures, db.contentUses, db.meta]
    return db.transaction('rw', tables, async () => {
      let bytes = 0
      const users = { trails: new Map<string, number>(), pictures: new Map<string, number>() }
      const use = (map: Map<string, number>, hash: string) => map.set(hash, (map.get(hash) ?? 0) + 1)
      await pinned(db.sections).each((record) => {
        bytes += record.size
        if (record.trail) use(users.trails, record.trail)
      })
      await pinned(db.images).each((record) => {
        if (record.hash) use(users.pictures, record.hash)
        else bytes += record.size
      })
      for (const table of ['trails', 'pictures'] as const) {
        const hashes = await db[table].toCollection().primaryKeys()
        // In slices: content from before version 6 is read whole, once (content-store.ts).
        for (let start = 0; start < hashes.length; start += RECOUNT_SLICE) {
          const uses = await readUses(db, table, hashes.slice(start, start + RECOUNT_SLICE))
          const counted = uses.flatMap((use) => (use ? [{ ...use, pinnedRefs: users[table].get(use.hash) ?? 0 }] : []))
          for (const use of counted) if (use.pinnedRefs > 0) bytes += use.size
          await db.contentUses.bulkPut(counted)
        }
      }
      await setKept(db, bytes)
      return bytes
    })
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

  /** A new storage limit (a preference of this computer) takes effect at once: evicts down to it. */
  async setBudget(bytes: number): Promise<void> {
    const value = Math.max(0, Math.floor(bytes))
    await this.preferences.setStorageBudget(value)
    this.cachedBudget = value
    await this.evictToBudget()
  }

  /**
   * Deletes least-recently-used records of vehicles not saved for offline until the mirror is
   * within budget (down to 90 % of it, so the next few writes do not evict again at once). A
   * batch of the oldest at a time, each in one transaction with the totals (evictOldest).
   */
  async evictToBudget(targetRatio = 0.9, minimumBytes = 0): Promise<number> {
    const budget = await this.budget()
    let used = (await readUsage(this.db)) + (await this.alsoCountedBytes())
    const target = Math.min(budget * targetRatio, used - minimumBytes)
    if (used <= budget && minimumBytes === 0) return 0
    let freed = 0
    const place: EvictionPlace = { sections: -Infinity, images: -Infinity }
    while (used > target) {
      let gone = await this.evictOldest(used - target, place)
      // Nothing after the place: a record unsaved meanwhile may be older, so look once from the start.
      if (gone === null && (place.sections > -Infinity || place.images > -Infinity)) {
        place.sections = place.images = -Infinity
        gone = await this.evictOldest(used - target, place)
      }
      if (gone === null) break // only saved vehicles left: they are exempt
      // A picture another record still shows frees nothing; the loop goes on to the next oldest.
      used -= gone
      freed += gone
    }
    return freed
  }

  /** Deletes everything not kept for a saved vehicle, in one transaction; returns the bytes freed. */
  async clearUnsaved(): Promise<number> {
    const { db } = this
    const tables = [db.sections, db.images, db.trails, db.pictures, db.contentUses, db.meta, db.vehicles, db.aliases]
    return db.transaction('rw', tables, async () => {
      const unpinned = [
        [0, Dexie.minKey],
        [0, Dexie.maxKey]
      ] as const
      const [sections, images] = await Promise.all([
        db.sections
          .where('[pinned+lastAccess]')
          .between(...unpinned)
          .toArray(),
        db.images
          .where('[pinned+lastAccess]')
          .between(...unpinned)
          .toArray()
      ])
      const stats = new StatsChanges()
      const freed = await removeRecords(db, { sections, images }, stats)
      await stats.apply(db)
      await addUsage(db, -freed)
      return freed
    })
  }

  /**
   * Deletes the oldest records of no saved vehicle, up to EVICT_BATCH or about `wanted` bytes (their
   * stored sizes: a picture another record still shows frees less), with the content nobody else
   * uses, the totals and the usage counter, in one transaction; the bytes freed, or null when
   * nothing is left to evict. One record per transaction, as before, managed 33 records a second.
   * Looks from `place` on, and moves it past what it took.
   */
  private evictOldest(wanted: number, place: EvictionPlace): Promise<number | null> {
    const { db } = this
    const tables = [db.sections, db.images, db.trails, db.aliases, db.pictures, db.contentUses, db.meta, db.vehicles]
    return db.transaction('rw', tables, async () => {
      // The oldest of each table, read inside: nothing can pin or rewrite them meanwhile.
      const [sections, images] = await Promise.all([
        unpinned(this.db.sections, place.sections).limit(EVICT_BATCH).toArray(),
        unpinned(this.db.images, place.images).limit(EVICT_BATCH).toArray()
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
      const stats = new StatsChanges()
      const bytes = await removeRecords(db, chosen, stats)
      await stats.apply(db)
      await addUsage(db, -bytes)
      place.sections = chosen.sections.at(-1)?.lastAccess ?? place.sections
      place.images = chosen.images.at(-1)?.lastAccess ?? place.images
      return bytes
    })
  }
}
