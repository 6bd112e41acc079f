import Dexie from 'dexie'
import type { ImagePayload, SectionResponse, VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import { imageFullKey, sectionFullKey, sha256Hex, vinFullKey, type SectionKeyParts } from './keys'
import { PreferenceRepository } from './preference-repository'
import type { ImageRecord, MirrorDatabase, SaveQueueItem, SectionRecord, VehicleRecord, VehicleStats } from './schema'

export interface Stored<T> {
  payload: T
  fetchedAt: number
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

const saveJobKey = (vehicle: string) => `save:${vehicle}`

type Table = 'sections' | 'images'

function isSection(record: SectionRecord | ImageRecord): boolean {
  return 'kind' in record && record.kind === 'section'
}

function isQuotaError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const name = (current as { name?: unknown }).name
    if (name === 'QuotaExceededError' || name === Dexie.errnames.QuotaExceeded) return true
    current = (current as { inner?: unknown }).inner
  }
  return false
}

const encoder = new TextEncoder()

/**
 * The only code that touches IndexedDB. Named queries for the catalog access layer, the garage
 * and the save-for-offline walk. Every write is one transaction together with the usage counter,
 * so a failed write (quota, crash) leaves the mirror exactly as it was.
 */
export class MirrorRepository {
  private cachedBudget: number | null = null
  private readonly preferences: PreferenceRepository

  constructor(
    readonly db: MirrorDatabase,
    private readonly now: () => number = Date.now
  ) {
    this.preferences = new PreferenceRepository(db)
  }

  // ---- sections and VIN lookups -------------------------------------------------------------

  async readSection(parts: SectionKeyParts): Promise<Stored<SectionResponse> | null> {
    return (await this.readRecord('sections', sectionFullKey(parts))) as Stored<SectionResponse> | null
  }

  /** Whether a copy is stored, without reading it (prefetch asks before spending a request). */
  async hasSection(parts: SectionKeyParts): Promise<boolean> {
    const key = await sha256Hex(sectionFullKey(parts))
    return (await this.db.sections.where(':id').equals(key).count()) > 0
  }

  async writeSection(parts: SectionKeyParts, payload: SectionResponse, vehicle?: string): Promise<boolean> {
    return this.writeRecord(
      'sections',
      sectionFullKey(parts),
      { kind: 'section', payload, fetchedAt: payload.fetchedAt },
      vehicle
    )
  }

  async readVin(origin: string, vin: string, lang: CatalogLanguage): Promise<Stored<VinResponse> | null> {
    return (await this.readRecord('sections', vinFullKey(origin, vin, lang))) as Stored<VinResponse> | null
  }

  async writeVin(
    origin: string,
    vin: string,
    lang: CatalogLanguage,
    payload: VinResponse,
    vehicle: string
  ): Promise<boolean> {
    return this.writeRecord(
      'sections',
      vinFullKey(origin, vin, lang),
      { kind: 'vin', payload, fetchedAt: payload.fetchedAt },
      vehicle
    )
  }

  // ---- images ---------------------------------------------------------------------------------

  async readImage(imageOrigin: string, qImage: string): Promise<(ImagePayload & { fetchedAt: number }) | null> {
    const record = (await this.readRecord('images', imageFullKey(imageOrigin, qImage), true)) as ImageRecord | null
    return record ? { contentType: record.contentType, bytes: record.bytes, fetchedAt: record.fetchedAt } : null
  }

  async writeImage(imageOrigin: string, qImage: string, image: ImagePayload, vehicle?: string): Promise<boolean> {
    return this.writeRecord(
      'images',
      imageFullKey(imageOrigin, qImage),
      { contentType: image.contentType, bytes: image.bytes, fetchedAt: this.now() },
      vehicle
    )
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

  /** Reads every record of a vehicle to total it up, and stores the totals (rows without them). */
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

  /** Sections stored for one vehicle (for its offline index and search). */
  async sectionsOfVehicle(key: string): Promise<SectionRecord[]> {
    return this.db.sections
      .where('vehicleKeys')
      .equals(key)
      .filter((r) => r.kind === 'section')
      .toArray()
  }

  /** How many records are filed under a vehicle: an index count, cheap next to reading them. */
  async countOfVehicle(key: string): Promise<number> {
    return this.db.sections.where('vehicleKeys').equals(key).count()
  }

  /**
   * Forgets a vehicle: records that belong only to it are deleted, shared ones just lose the
   * reference (another vehicle still uses them).
   */
  async deleteVehicle(key: string): Promise<void> {
    await this.db.transaction(
      'rw',
      [this.db.sections, this.db.images, this.db.vehicles, this.db.meta, this.db.saveQueue],
      async () => {
        let freed = 0
        for (const table of ['sections', 'images'] as const) {
          const records = await this.db[table].where('vehicleKeys').equals(key).toArray()
          for (const record of records) {
            const others = record.vehicleKeys.filter((k) => k !== key)
            if (others.length === 0) {
              await this.db[table].delete(record.key)
              freed += record.size
            } else {
              await this.db[table].update(record.key, { vehicleKeys: others, pinned: await this.pinnedFor(others) })
            }
          }
        }
        await this.db.vehicles.delete(key)
        await this.db.meta.delete(saveJobKey(key))
        await this.db.saveQueue.where('[vehicleKey+status]').between([key, Dexie.minKey], [key, Dexie.maxKey]).delete()
        await this.addUsage(-freed)
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
  async enqueue(vehicle: string, items: Array<Pick<SaveQueueItem, 'itemKey' | 'kind' | 'pointer'>>): Promise<void> {
    if (items.length === 0) return
    const rows: SaveQueueItem[] = items.map((item) => ({
      ...item,
      vehicleKey: vehicle,
      status: 'pending',
      attempts: 0
    }))
    await this.db.saveQueue.bulkAdd(rows).catch((error: unknown) => {
      // BulkError lists the duplicates it skipped; the rest were added.
      if (!(error instanceof Dexie.BulkError)) throw error
    })
  }

  async pendingItems(vehicle: string, limit: number, skip: ReadonlySet<number>): Promise<SaveQueueItem[]> {
    return this.db.saveQueue
      .where('[vehicleKey+status]')
      .equals([vehicle, 'pending'])
      .filter((item) => !skip.has(item.id!))
      .limit(limit)
      .toArray()
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

  async usage(): Promise<Usage> {
    let pinnedBytes = 0
    for (const table of ['sections', 'images'] as const) {
      await this.db[table]
        .where('[pinned+lastAccess]')
        .between([1, Dexie.minKey], [1, Dexie.maxKey])
        .each((record) => {
          pinnedBytes += record.size
        })
    }
    return { bytes: await this.usedBytes(), budget: await this.budget(), pinnedBytes }
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
    let used = await this.usedBytes()
    const target = Math.min(budget * targetRatio, used - minimumBytes)
    if (used <= budget && minimumBytes === 0) return 0
    let freed = 0
    while (used > target) {
      const oldest = await this.oldestUnpinned()
      if (!oldest) break // only saved vehicles left: they are exempt
      await this.db.transaction('rw', [this.db[oldest.table], this.db.meta, this.db.vehicles], async () => {
        await this.db[oldest.table].delete(oldest.record.key)
        await this.addUsage(-oldest.record.size)
        await this.adjustStats(oldest.record.vehicleKeys, isSection(oldest.record) ? -1 : 0, -oldest.record.size)
      })
      used -= oldest.record.size
      freed += oldest.record.size
    }
    return freed
  }

  /** Deletes everything not kept for a saved vehicle, in one transaction; returns the bytes freed. */
  async clearUnsaved(): Promise<number> {
    return this.db.transaction('rw', [this.db.sections, this.db.images, this.db.meta, this.db.vehicles], async () => {
      let freed = 0
      const lost = new Map<string, VehicleStats>()
      for (const table of ['sections', 'images'] as const) {
        const unpinned = this.db[table].where('[pinned+lastAccess]').between([0, Dexie.minKey], [0, Dexie.maxKey])
        await unpinned.each((record) => {
          freed += record.size
          for (const vehicle of record.vehicleKeys) {
            const stats = lost.get(vehicle) ?? { sections: 0, bytes: 0 }
            stats.bytes += record.size
            if (isSection(record)) stats.sections++
            lost.set(vehicle, stats)
          }
        })
        await unpinned.delete()
      }
      for (const [vehicle, stats] of lost) await this.adjustStats([vehicle], -stats.sections, -stats.bytes)
      await this.addUsage(-freed)
      return freed
    })
  }

  // ---- internals ------------------------------------------------------------------------------

  private async readRecord(
    table: Table,
    fullKey: string,
    isImage = false
  ): Promise<SectionRecord | ImageRecord | Stored<unknown> | null> {
    const key = await sha256Hex(fullKey)
    const record = await this.db[table].get(key)
    if (!record || record.fullKey !== fullKey) return null // a hash collision is a miss, never wrong data
    // Recency for LRU; a failed touch must not fail the read.
    void this.db[table].update(key, { lastAccess: this.now() }).catch(() => undefined)
    if (isImage) return record
    return { payload: (record as SectionRecord).payload, fetchedAt: record.fetchedAt }
  }

  private async writeRecord(
    table: Table,
    fullKey: string,
    content:
      Pick<SectionRecord, 'kind' | 'payload' | 'fetchedAt'> | Pick<ImageRecord, 'contentType' | 'bytes' | 'fetchedAt'>,
    vehicle: string | undefined
  ): Promise<boolean> {
    const key = await sha256Hex(fullKey)
    const size =
      'bytes' in content ? content.bytes.byteLength : encoder.encode(JSON.stringify(content.payload)).byteLength
    const budget = await this.budget()
    if (size > budget) return false // would evict everything and still not fit: do not store
    let used = 0
    const attempt = () =>
      this.db.transaction('rw', [this.db[table], this.db.meta, this.db.vehicles], async () => {
        const existing = await this.db[table].get(key)
        const vehicleKeys = [...new Set([...(existing?.vehicleKeys ?? []), ...(vehicle ? [vehicle] : [])])]
        const record = {
          ...content,
          key,
          fullKey,
          vehicleKeys,
          pinned: await this.pinnedFor(vehicleKeys),
          lastAccess: this.now(),
          size
        }
        await (this.db[table] as Dexie.Table<typeof record, string>).put(record)
        used = await this.addUsage(size - (existing?.size ?? 0))
        const counts = 'kind' in content && content.kind === 'section' ? 1 : 0
        const before = new Set(existing?.vehicleKeys ?? [])
        const added = vehicleKeys.filter((k) => !before.has(k))
        const kept = vehicleKeys.filter((k) => before.has(k))
        await this.adjustStats(added, counts, size)
        await this.adjustStats(kept, 0, size - (existing?.size ?? 0))
      })
    try {
      await attempt()
    } catch (error) {
      if (!isQuotaError(error)) throw error
      // The disk (or the browser's quota) is full: free at least this record's size from the
      // least-recently-used unsaved data and try once more. The failed transaction was rolled
      // back, so nothing stored before is touched.
      await this.evictToBudget(0.9, size)
      try {
        await attempt()
      } catch (again) {
        if (isQuotaError(again)) return false
        throw again
      }
    }
    if (used > budget) await this.evictToBudget()
    return true
  }

  /** Moves the running totals of these vehicles (inside the caller's transaction). */
  private async adjustStats(vehicleKeys: readonly string[], sections: number, bytes: number): Promise<void> {
    if (vehicleKeys.length === 0 || (sections === 0 && bytes === 0)) return
    for (const vehicle of await this.db.vehicles.bulkGet([...vehicleKeys])) {
      if (!vehicle?.stats) continue // unknown totals are recounted on the next listing
      await this.db.vehicles.update(vehicle.key, {
        stats: { sections: vehicle.stats.sections + sections, bytes: vehicle.stats.bytes + bytes }
      })
    }
  }

  private async pinnedFor(vehicleKeys: string[]): Promise<0 | 1> {
    if (vehicleKeys.length === 0) return 0
    const vehicles = await this.db.vehicles.bulkGet(vehicleKeys)
    return vehicles.some((v) => v?.saved === 1) ? 1 : 0
  }

  private async oldestUnpinned(): Promise<{ table: Table; record: SectionRecord | ImageRecord } | null> {
    const [section, image] = await Promise.all(
      (['sections', 'images'] as const).map((table) =>
        this.db[table].where('[pinned+lastAccess]').between([0, Dexie.minKey], [0, Dexie.maxKey]).first()
      )
    )
    if (!section && !image) return null
    if (section && (!image || section.lastAccess <= image.lastAccess)) return { table: 'sections', record: section }
    return { table: 'images', record: image! }
  }

  private async usedBytes(): Promise<number> {
    const record = await this.db.meta.get('usage')
    return typeof record?.value === 'number' ? record.value : 0
  }

  /** Adjusts the usage counter (inside the caller's transaction) and returns the new total. */
  private async addUsage(delta: number): Promise<number> {
    const total = Math.max(0, (await this.usedBytes()) + delta)
    if (delta !== 0) await this.db.meta.put({ key: 'usage', value: total })
    return total
  }
}
