import Dexie from 'dexie'
import type { ImagePayload, SectionResponse, VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import { writeBatch, type Batch, type QueueAddition } from './batch-write'
import { decodeSectionFullKey, imageFullKey, sectionFullKey, sha256Hex, vinFullKey, type SectionKeyParts } from './keys'
import { PreferenceRepository } from './preference-repository'
import { prepareImage, prepareSection, type PreparedRecord } from './prepared-records'
import { removeRecords } from './record-removal'
import type { ImageRecord, MirrorDatabase, SaveQueueItem, SectionRecord, VehicleRecord, VehicleStats } from './schema'
import { decodeStoredAnswer, decodeStoredAnswers, type StoredAnswer } from './stored-answer'
import { addUsage, readUsage, StatsChanges } from './totals'

export type { StoredAnswer } from './stored-answer'

export interface Stored<T> {
  payload: T
  fetchedAt: number
  /** Set when found under another pointer of the same page: the pointer it is stored under. */
  q?: string
}

export interface VehicleSummary extends VehicleRecord {
  sections: number
  bytes: number
}

export interface Usage {
  bytes: number
  budget: number
  pinnedBytes: number
}

/** What a save-for-offline job needs to resume after a restart (the queue holds no language). */
export interface SaveJob {
  vin: string
  catalog: string
  qMainGroup: string
  lang: CatalogLanguage
  startedAt: number
}

/** How a batch went: `stored` false when the disk (or the budget) has no room for it. */
export interface BatchOutcome {
  stored: boolean
  /** Pointers the batch queued that were not queued before. */
  enqueued: number
  /** Picture references whose record was gone by the time of writing (see batch-write.ts). */
  missing: string[]
}

const NOTHING_STORED: BatchOutcome = { stored: false, enqueued: 0, missing: [] }

const saveJobKey = (vehicle: string) => `save:${vehicle}`

const TOUCH_EVERY_MS = 60_000
const TOUCHES_REMEMBERED = 10_000

type Table = 'sections' | 'images'

function isQuotaError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const name = (current as { name?: unknown }).name
    if (name === 'QuotaExceededError' || name === Dexie.errnames.QuotaExceeded) return true
    current = (current as { inner?: unknown }).inner
  }
  return false
}

/** Bytes a batch may add: what eviction must make room for when the disk is full. */
function batchBytes(records: readonly PreparedRecord[]): number {
  return records.reduce((sum, record) => sum + ('size' in record ? record.size : 0), 0)
}

/**
 * The only code that touches IndexedDB. Named queries for the catalog access layer, the garage
 * and the save-for-offline walk. Every write is one transaction together with the usage counter
 * and the vehicles' totals, so a failed write (quota, crash) leaves the mirror exactly as it was;
 * a save walk writes many records per transaction (writeBatch).
 */
export class MirrorRepository {
  private cachedBudget: number | null = null
  /** When this session last touched each record (see touch). */
  private readonly touched = new Map<string, number>()
  private readonly preferences: PreferenceRepository

  constructor(
    readonly db: MirrorDatabase,
    private readonly now: () => number = Date.now
  ) {
    this.preferences = new PreferenceRepository(db)
  }

  // ---- sections and VIN lookups -------------------------------------------------------------

  /**
   * The stored page asked for by this pointer, or by another pointer of the same page the mirror
   * has learned (page-identity.ts): then `q` says the pointer it is stored under.
   */
  async readSection(parts: SectionKeyParts): Promise<Stored<SectionResponse> | null> {
    const fullKey = sectionFullKey(parts)
    const own = (await this.readAnswer(fullKey, parts.q)) as Stored<SectionResponse> | null
    if (own || parts.form) return own
    const alias = await this.db.aliases.get(await sha256Hex(fullKey))
    const target = alias ? await this.db.sections.get(alias.target) : undefined
    const stored = target ? decodeSectionFullKey(target.fullKey) : null
    if (!stored || stored.q === parts.q) return null
    const found = (await this.readAnswer(target!.fullKey, stored.q)) as Stored<SectionResponse> | null
    return found ? { ...found, q: stored.q } : null
  }

  /** Whether a copy is stored, under this pointer or a learned alias, without reading it. */
  async hasSection(parts: SectionKeyParts): Promise<boolean> {
    const key = await sha256Hex(sectionFullKey(parts))
    if ((await this.db.sections.where(':id').equals(key).count()) > 0) return true
    const alias = await this.db.aliases.get(key)
    return !!alias && (await this.db.sections.where(':id').equals(alias.target).count()) > 0
  }

  async writeSection(parts: SectionKeyParts, payload: SectionResponse, vehicle?: string): Promise<boolean> {
    const prepared = await prepareSection(sectionFullKey(parts), 'section', payload, parts.q)
    return (await this.writeBatch({ vehicle, records: [prepared] })).stored
  }

  async readVin(origin: string, vin: string, lang: CatalogLanguage): Promise<Stored<VinResponse> | null> {
    return (await this.readAnswer(vinFullKey(origin, vin, lang))) as Stored<VinResponse> | null
  }

  async writeVin(
    origin: string,
    vin: string,
    lang: CatalogLanguage,
    payload: VinResponse,
    vehicle: string
  ): Promise<boolean> {
    const prepared = await prepareSection(vinFullKey(origin, vin, lang), 'vin', payload)
    return (await this.writeBatch({ vehicle, records: [prepared] })).stored
  }

  // ---- images ---------------------------------------------------------------------------------

  async readImage(imageOrigin: string, qImage: string): Promise<(ImagePayload & { fetchedAt: number }) | null> {
    const fullKey = imageFullKey(imageOrigin, qImage)
    const key = await sha256Hex(fullKey)
    const found = await this.db.transaction('r', [this.db.images, this.db.pictures], async () => {
      const record = await this.db.images.get(key)
      if (!record || record.fullKey !== fullKey) return null // a hash collision is a miss
      const bytes = record.hash ? (await this.db.pictures.get(record.hash))?.bytes : record.bytes
      return bytes ? { record, bytes } : null
    })
    if (!found) return null
    this.touch('images', key)
    return { contentType: found.record.contentType, bytes: found.bytes, fetchedAt: found.record.fetchedAt }
  }

  /**
   * Which of these picture records (by record key) are stored: a save files those under its
   * vehicle instead of fetching them again. One transaction for many.
   */
  async storedImageKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set()
    return new Set(
      (await this.db.images
        .where(':id')
        .anyOf([...keys])
        .primaryKeys()) as string[]
    )
  }

  async writeImage(imageOrigin: string, qImage: string, image: ImagePayload, vehicle?: string): Promise<boolean> {
    const prepared = await prepareImage(imageFullKey(imageOrigin, qImage), image, this.now())
    return (await this.writeBatch({ vehicle, records: [prepared] })).stored
  }

  // ---- batches --------------------------------------------------------------------------------

  /**
   * Stores prepared records (prepared-records.ts) with the queue's news about them in one
   * transaction. A record larger than the whole budget is refused, and so is the batch; a full
   * disk first evicts unsaved data to make room and tries once more.
   */
  async writeBatch(batch: Batch): Promise<BatchOutcome> {
    const budget = await this.budget()
    if (batch.records.some((record) => 'size' in record && record.size > budget)) return NOTHING_STORED
    let result
    try {
      result = await writeBatch(this.db, batch, this.now())
    } catch (error) {
      if (!isQuotaError(error)) throw error
      // The disk (or the browser's quota) is full: free at least this batch's size from the
      // least-recently-used unsaved data and try once more. The failed transaction was rolled
      // back, so nothing stored before is touched.
      await this.evictToBudget(0.9, batchBytes(batch.records))
      try {
        result = await writeBatch(this.db, batch, this.now())
      } catch (again) {
        if (isQuotaError(again)) return NOTHING_STORED
        throw again
      }
    }
    if (result.used + (await this.alsoCountedBytes()) > budget) await this.evictToBudget()
    return { stored: true, enqueued: result.enqueued, missing: result.missing }
  }

  // ---- vehicles (the garage) ------------------------------------------------------------------

  /**
   * Records that a vehicle was looked up now. `visit` (the vehicle page opened) also puts it back
   * on the start page's recent list; any other lookup leaves it off if the user took it off.
   */
  async rememberVehicle(
    vehicle: Omit<VehicleRecord, 'saved' | 'lastVisit' | 'hiddenFromRecent'>,
    options: { visit?: boolean } = {}
  ): Promise<void> {
    await this.db.transaction('rw', this.db.vehicles, async () => {
      const existing = await this.db.vehicles.get(vehicle.key)
      // Totals are kept only when known; a new row gets them computed on the next listing,
      // because records may already be filed under it.
      await this.db.vehicles.put({
        ...vehicle,
        saved: existing?.saved ?? 0,
        lastVisit: this.now(),
        ...(existing?.stats ? { stats: existing.stats } : {}),
        ...(existing?.hiddenFromRecent && !options.visit ? { hiddenFromRecent: true } : {})
      })
    })
  }

  async vehicle(key: string): Promise<VehicleRecord | undefined> {
    return this.db.vehicles.get(key)
  }

  /** Cached vehicles, most recently visited first, with how much of each is stored. */
  async listVehicles(): Promise<VehicleSummary[]> {
    const vehicles = await this.db.vehicles.orderBy('lastVisit').reverse().toArray()
    return Promise.all(
      vehicles.map(async (vehicle) => ({ ...vehicle, ...(vehicle.stats ?? (await this.recountVehicle(vehicle.key))) }))
    )
  }

  /**
   * Reads every record of a vehicle to total it up, and stores the totals (rows without them). A
   * picture counts with its size for every vehicle that shows it; the budget counts it once.
   */
  async recountVehicle(key: string): Promise<VehicleStats> {
    return this.db.transaction('rw', [this.db.sections, this.db.images, this.db.vehicles], async () => {
      const stats: VehicleStats = { sections: 0, bytes: 0 }
      await this.db.sections
        .where('vehicleKeys')
        .equals(key)
        .each((record) => {
          if (record.kind === 'section') stats.sections++
          stats.bytes += record.size
        })
      await this.db.images
        .where('vehicleKeys')
        .equals(key)
        .each((record) => {
          stats.bytes += record.size
        })
      await this.db.vehicles.update(key, { stats })
      return stats
    })
  }

  /** Sections stored for one vehicle, read back (for its offline index and search). */
  async sectionsOfVehicle(key: string): Promise<StoredAnswer[]> {
    const { records, trails } = await this.db.transaction('r', [this.db.sections, this.db.trails], async () => {
      const records = await this.db.sections
        .where('vehicleKeys')
        .equals(key)
        .filter((r) => r.kind === 'section')
        .toArray()
      const hashes = [...new Set(records.flatMap((r) => (r.trail ? [r.trail] : [])))]
      const trails = new Map(hashes.map((hash, i) => [hash, i]))
      const found = await this.db.trails.bulkGet(hashes)
      return { records, trails: new Map([...trails].map(([hash, i]) => [hash, found[i]?.bytes])) }
    })
    return decodeStoredAnswers(records, trails)
  }

  /** How many records are filed under a vehicle: an index count, cheap next to reading them. */
  async countOfVehicle(key: string): Promise<number> {
    return this.db.sections.where('vehicleKeys').equals(key).count()
  }

  /**
   * Forgets a vehicle: records that belong only to it are deleted (and the pictures and trails
   * nobody else uses), shared ones just lose the reference (another vehicle still uses them).
   */
  async deleteVehicle(key: string): Promise<void> {
    await this.db.transaction(
      'rw',
      [
        this.db.sections,
        this.db.images,
        this.db.trails,
        this.db.pictures,
        this.db.vehicles,
        this.db.meta,
        this.db.saveQueue,
        this.db.aliases
      ],
      async () => {
        const [sections, images] = await Promise.all([
          this.db.sections.where('vehicleKeys').equals(key).toArray(),
          this.db.images.where('vehicleKeys').equals(key).toArray()
        ])
        const only = (record: { vehicleKeys: string[] }) => record.vehicleKeys.every((k) => k === key)
        for (const [table, records] of [
          ['sections', sections],
          ['images', images]
        ] as const) {
          for (const record of records.filter((r) => !only(r))) {
            const others = record.vehicleKeys.filter((k) => k !== key)
            await this.db[table].update(record.key, { vehicleKeys: others, pinned: await this.pinnedFor(others) })
          }
        }
        // Totals of the vehicle itself go with its row; nobody else's change.
        const freed = await removeRecords(
          this.db,
          { sections: sections.filter(only), images: images.filter(only) },
          new StatsChanges()
        )
        await this.db.vehicles.delete(key)
        await this.db.meta.delete(saveJobKey(key))
        await this.db.saveQueue.where('[vehicleKey+status]').between([key, Dexie.minKey], [key, Dexie.maxKey]).delete()
        await addUsage(this.db, -freed)
      }
    )
  }

  /** Marks a vehicle saved (or not): its records become exempt from eviction (or not). */
  async setSaved(key: string, saved: boolean): Promise<void> {
    await this.db.transaction('rw', [this.db.sections, this.db.images, this.db.vehicles], async () => {
      await this.db.vehicles.update(key, { saved: saved ? 1 : 0 })
      for (const table of ['sections', 'images'] as const) {
        const records = await this.db[table].where('vehicleKeys').equals(key).toArray()
        for (const record of records) {
          const pinned = saved ? 1 : await this.pinnedFor(record.vehicleKeys)
          if (pinned !== record.pinned) await this.db[table].update(record.key, { pinned })
        }
      }
    })
  }

  // ---- the save-for-offline queue -----------------------------------------------------------

  /** Adds items not queued before for this vehicle (the unique index drops repeats). */
  async enqueue(vehicle: string, items: QueueAddition[]): Promise<void> {
    if (items.length === 0) return
    await this.writeBatch({ vehicle, records: [], enqueue: items })
  }

  /**
   * Up to `limit` pending items not in `skip`. One getAll of a few more rows rather than a
   * filtered cursor: in Chromium every step of a cursor is a round trip to the database process.
   */
  async pendingItems(vehicle: string, limit: number, skip: ReadonlySet<number>): Promise<SaveQueueItem[]> {
    const rows = await this.db.saveQueue
      .where('[vehicleKey+status]')
      .equals([vehicle, 'pending'])
      .limit(limit + skip.size)
      .toArray()
    return rows.filter((item) => !skip.has(item.id!)).slice(0, limit)
  }

  async finishItem(id: number, status: 'done' | 'failed' | 'pending', attempts: number): Promise<void> {
    await this.db.saveQueue.update(id, { status, attempts })
  }

  async queueCounts(vehicle: string): Promise<{ pending: number; done: number; failed: number }> {
    const count = (status: SaveQueueItem['status']) =>
      this.db.saveQueue.where('[vehicleKey+status]').equals([vehicle, status]).count()
    const [pending, done, failed] = await Promise.all([count('pending'), count('done'), count('failed')])
    return { pending, done, failed }
  }

  /** Failed items go back to pending for another try. */
  async retryFailed(vehicle: string): Promise<void> {
    await this.db.saveQueue
      .where('[vehicleKey+status]')
      .equals([vehicle, 'failed'])
      .modify({ status: 'pending', attempts: 0 })
  }

  async clearQueue(vehicle: string): Promise<void> {
    await this.db.saveQueue
      .where('[vehicleKey+status]')
      .between([vehicle, Dexie.minKey], [vehicle, Dexie.maxKey])
      .delete()
  }

  async setSaveJob(vehicle: string, job: SaveJob | null): Promise<void> {
    if (job) await this.db.meta.put({ key: saveJobKey(vehicle), value: job })
    else await this.db.meta.delete(saveJobKey(vehicle))
  }

  async saveJob(vehicle: string): Promise<SaveJob | null> {
    const record = await this.db.meta.get(saveJobKey(vehicle))
    return (record?.value as SaveJob | undefined) ?? null
  }

  /** Vehicles whose save was interrupted (closed app, crash) and can be resumed. */
  async interruptedSaves(): Promise<string[]> {
    const vehicles = await this.db.vehicles.toArray()
    const pending = await Promise.all(
      vehicles.map((v) => this.db.saveQueue.where('[vehicleKey+status]').equals([v.key, 'pending']).count())
    )
    return vehicles.filter((_, i) => pending[i] > 0).map((v) => v.key)
  }

  // ---- budget ---------------------------------------------------------------------------------

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

  private readonly alsoCounted: Array<() => Promise<number>> = []

  /**
   * Bytes kept outside this database that count toward the same storage limit (the search
   * database's, issue 20): usage shows them, and eviction makes room for them.
   */
  countAlso(bytes: () => Promise<number>): void {
    this.alsoCounted.push(bytes)
  }

  private async alsoCountedBytes(): Promise<number> {
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
      const table = this.db[oldest.table]
      const gone = await this.db.transaction(
        'rw',
        [
          table,
          ...(oldest.table === 'sections' ? [this.db.trails, this.db.aliases] : [this.db.pictures]),
          this.db.meta,
          this.db.vehicles
        ],
        async () => {
          // Read again inside: it may have been pinned or rewritten since.
          const record = await table.get(oldest.key)
          if (!record || record.pinned) return 0
          const stats = new StatsChanges()
          const bytes = await removeRecords(
            this.db,
            oldest.table === 'sections' ? { sections: [record as SectionRecord] } : { images: [record as ImageRecord] },
            stats
          )
          await stats.apply(this.db)
          await addUsage(this.db, -bytes)
          return bytes
        }
      )
      // A picture another record still shows frees nothing; the loop goes on to the next oldest.
      used -= gone
      freed += gone
    }
    return freed
  }

  /** Deletes everything not kept for a saved vehicle, in one transaction; returns the bytes freed. */
  async clearUnsaved(): Promise<number> {
    return this.db.transaction(
      'rw',
      [
        this.db.sections,
        this.db.images,
        this.db.trails,
        this.db.pictures,
        this.db.meta,
        this.db.vehicles,
        this.db.aliases
      ],
      async () => {
        const unpinned = [
          [0, Dexie.minKey],
          [0, Dexie.maxKey]
        ] as const
        const [sections, images] = await Promise.all([
          this.db.sections
            .where('[pinned+lastAccess]')
            .between(...unpinned)
            .toArray(),
          this.db.images
            .where('[pinned+lastAccess]')
            .between(...unpinned)
            .toArray()
        ])
        const stats = new StatsChanges()
        const freed = await removeRecords(this.db, { sections, images }, stats)
        await stats.apply(this.db)
        await addUsage(this.db, -freed)
        return freed
      }
    )
  }

  // ---- internals ------------------------------------------------------------------------------

  /** A stored answer by its full key, decoded; null when absent (or a hash collision). */
  private async readAnswer(
    fullKey: string,
    ownPointer?: string
  ): Promise<Stored<SectionResponse | VinResponse> | null> {
    const key = await sha256Hex(fullKey)
    const found = await this.db.transaction('r', [this.db.sections, this.db.trails], async () => {
      const record = await this.db.sections.get(key)
      if (!record || record.fullKey !== fullKey) return null // a hash collision is a miss, never wrong data
      return { record, trail: record.trail ? await this.db.trails.get(record.trail) : undefined }
    })
    if (!found) return null
    this.touch('sections', key)
    const payload = await decodeStoredAnswer(found.record, found.trail?.bytes, ownPointer)
    return { payload, fetchedAt: found.record.fetchedAt }
  }

  /**
   * Recency for LRU; a failed touch must not fail the read. Once a minute per record is plenty
   * for eviction's order, and a touch rewrites the whole record: a node read again and again
   * (back and forth from its list) would otherwise keep a write ahead of its own next read.
   */
  private touch(table: Table, key: string): void {
    const now = this.now()
    const id = `${table}:${key}`
    const last = this.touched.get(id)
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return
    if (this.touched.size >= TOUCHES_REMEMBERED) this.touched.clear()
    this.touched.set(id, now)
    void this.db[table].update(key, { lastAccess: now }).catch(() => undefined)
  }

  private async pinnedFor(vehicleKeys: string[]): Promise<0 | 1> {
    if (vehicleKeys.length === 0) return 0
    const vehicles = await this.db.vehicles.bulkGet(vehicleKeys)
    return vehicles.some((v) => v?.saved === 1) ? 1 : 0
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
