import Dexie from 'dexie'
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

type Table = 'sections' | 'images'

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
   */
  async usage(): Promise<Usage> {
    let pinnedBytes = 0
    const trails = new Set<string>()
    const pictures = new Set<string>()
    const pinned = [1, Dexie.minKey] as const
    const pinnedEnd = [1, Dexie.maxKey] as const
    const tables = [this.db.sections, this.db.images, this.db.trails, this.db.pictures]
    await this.db.transaction('r', tables, async () => {
      await this.db.sections
        .where('[pinned+lastAccess]')
        .between(pinned, pinnedEnd)
        .each((record) => {
          pinnedBytes += record.size
          if (record.trail) trails.add(record.trail)
        })
      await this.db.images
        .where('[pinned+lastAccess]')
        .between(pinned, pinnedEnd)
        .each((record) => {
          if (record.hash) pictures.add(record.hash)
          else pinnedBytes += record.size
        })
      const shared = [
        ...(await this.db.trails.bulkGet([...trails])),
        ...(await this.db.pictures.bulkGet([...pictures]))
      ]
      for (const content of shared) pinnedBytes += content?.size ?? 0
    })
    // Bytes counted from elsewhere (the search database) are never evicted: they count as kept.
    const also = await this.alsoCountedBytes()
    return { bytes: (await readUsage(this.db)) + also, budget: await this.budget(), pinnedBytes: pinnedBytes + also }
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
   * within budget (down to 90 % of it, so the next few writes do not evict again at once).
   */
  async evictToBudget(targetRatio = 0.9, minimumBytes = 0): Promise<number> {
    const budget = await this.budget()
    let used = (await readUsage(this.db)) + (await this.alsoCountedBytes())
    const target = Math.min(budget * targetRatio, used - minimumBytes)
    if (used <= budget && minimumBytes === 0) return 0
    let freed = 0
    while (used > target) {
      const oldest = await this.oldestUnpinned()
      if (!oldest) break // only saved vehicles left: they are exempt
      const gone = await this.evict(oldest)
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

  /** Deletes one record (and the content nobody else uses) with the totals; the bytes freed. */
  private evict(oldest: { table: Table; key: string }): Promise<number> {
    const { db } = this
    const table = db[oldest.table]
    const own = oldest.table === 'sections' ? [db.trails, db.aliases] : [db.pictures]
    return db.transaction('rw', [table, ...own, db.meta, db.vehicles], async () => {
      // Read again inside: it may have been pinned or rewritten since.
      const record = await table.get(oldest.key)
      if (!record || record.pinned) return 0
      const stats = new StatsChanges()
      const bytes = await removeRecords(
        db,
        oldest.table === 'sections' ? { sections: [record as SectionRecord] } : { images: [record as ImageRecord] },
        stats
      )
      await stats.apply(db)
      await addUsage(db, -bytes)
      return bytes
    })
  }

  private async oldestUnpinned(): Promise<{ table: Table; key: string } | null> {
    const [section, image] = await Promise.all(
      (['sections', 'images'] as const).map((table) =>
        this.db[table].where('[pinned+lastAccess]').between([0, Dexie.minKey], [0, Dexie.maxKey]).first()
      )
    )
    if (!section && !image) return null
    if (section && (!image || section.lastAccess <= image.lastAccess)) return { table: 'sections', key: section.key }
    return { table: 'images', key: image!.key }
  }
}
