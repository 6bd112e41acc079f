import Dexie, { type EntityTable } from 'dexie'
import type { RoomKeeper } from './batch-write'
import type { PreferenceRepository } from './preference-repository'
import { removeRecords } from './record-removal'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'
import { addUsage, readUsage, StatsChanges } from './totals'

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

/** Records of no saved vehicle, least recently used first. */
function unpinned<T extends SectionRecord | ImageRecord>(table: EntityTable<T, 'key'>) {
  return table.where('[pinned+lastAccess]').between([0, Dexie.minKey], [0, Dexie.maxKey])
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
   * Counted from the other side: what is kept is the usage counter minus what eviction may take
   * (records of no saved vehicle, and content only they use). A workshop's mirror is mostly saved
   * vehicles, and reading every one of their records back cost the garage 0.8 s per saved vehicle
   * (issue 23); the evictable side is the browsing of the last weeks.
   */
  async usage(): Promise<Usage> {
    const tables = [this.db.sections, this.db.images, this.db.trails, this.db.pictures, this.db.meta]
    const { used, evictable } = await this.db.transaction('r', tables, async () => ({
      used: await readUsage(this.db),
      evictable: await this.evictableBytes()
    }))
    // Bytes counted from elsewhere (the search database) are never evicted: they count as kept.
    const also = await this.alsoCountedBytes()
    return { bytes: used + also, budget: await this.budget(), pinnedBytes: Math.max(0, used - evictable) + also }
  }

  /**
   * Inside the caller's transaction: bytes of records no saved vehicle keeps, and of the pictures
   * and trails that only such records use (a content record counts its users in `refs`).
   */
  private async evictableBytes(): Promise<number> {
    let bytes = 0
    const trailUsers = new Map<string, number>()
    const pictureUsers = new Map<string, number>()
    const count = (users: Map<string, number>, hash: string) => users.set(hash, (users.get(hash) ?? 0) + 1)
    await unpinned(this.db.sections).each((record) => {
      bytes += record.size
      if (record.trail) count(trailUsers, record.trail)
    })
    await unpinned(this.db.images).each((record) => {
      // A version-2 record holds its own bytes; a version-3 one a share of the content.
      if (record.hash) count(pictureUsers, record.hash)
      else bytes += record.size
    })
    for (const [table, users] of [
      [this.db.trails, trailUsers],
      [this.db.pictures, pictureUsers]
    ] as const) {
      const hashes = [...users.keys()]
      const contents = await table.bulkGet(hashes)
      contents.forEach((content, i) => {
        if (content && users.get(hashes[i])! >= content.refs) bytes += content.size
      })
    }
    return bytes
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
    while (used > target) {
      const gone = await this.evictOldest(used - target)
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
    const tables = [db.sections, db.images, db.trails, db.pictures, db.meta, db.vehicles, db.aliases]
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
   */
  private evictOldest(wanted: number): Promise<number | null> {
    const { db } = this
    const tables = [db.sections, db.images, db.trails, db.aliases, db.pictures, db.meta, db.vehicles]
    return db.transaction('rw', tables, async () => {
      // The oldest of each table, read inside: nothing can pin or rewrite them meanwhile.
      const [sections, images] = await Promise.all([
        unpinned(this.db.sections).limit(EVICT_BATCH).toArray(),
        unpinned(this.db.images).limit(EVICT_BATCH).toArray()
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
      return bytes
    })
  }
}
