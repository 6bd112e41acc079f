import Dexie from 'dexie'
import { isQuotaError } from '../../lib/quota-error'
import { vehicleKey } from './keys'
import { removeRecords } from './record-removal'
import { Repins } from './repins'
import { saveMetaKeys } from './save-queue'
import type { MirrorDatabase, VehicleRecord, VehicleStats } from './schema'
import { decodeStoredAnswers, type StoredAnswer } from './stored-answer'
import { deleteVehicleOnly, VEHICLE_TABLES } from './space-freeing'
import { addUsage, StatsChanges } from './totals'
import { TotalsRecount } from './totals-recount'

export interface VehicleSummary extends VehicleRecord {
  sections: number
  bytes: number
}

/** How many vehicles the start page offers. */
export const RECENT_VEHICLES_MAX = 20

/** A vehicle as the recent list of earlier versions kept it, in localStorage and without a service. */
export interface LegacyRecentVehicle {
  vin: string
  name: string
  brand?: string
  model?: string
  openedAt: number
}

/**
 * The garage: the vehicles looked up on this computer, what is stored for each (totals), which
 * are saved for offline, and the start page's recent list — read from the same vehicles table
 * rather than kept a second time: a vehicle is there because it was looked up.
 */
export class GarageRepository {
  constructor(
    private readonly db: MirrorDatabase,
    private readonly now: () => number,
    private readonly totals = new TotalsRecount(db)
  ) {}

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

  /** The brand the garage knows for a VIN, at whatever service; undefined when none does. */
  async brandOf(vin: string): Promise<string | undefined> {
    const record = await this.db.vehicles.filter((vehicle) => vehicle.vin === vin && !!vehicle.brand).first()
    return record?.brand
  }

  /**
   * Cached vehicles, most recently visited first, with how much of each is stored: the running
   * totals, or all counted from the records while those are not known to be exact.
   */
  async listVehicles(): Promise<VehicleSummary[]> {
    const vehicles = await this.db.vehicles.orderBy('lastVisit').reverse().toArray()
    const counted = (await this.totals.ifUnknown())?.vehicles
    return Promise.all(
      vehicles.map(async (vehicle) => ({
        ...vehicle,
        ...(counted?.get(vehicle.key) ?? vehicle.stats ?? (await this.recountVehicle(vehicle.key)))
      }))
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
      const found = await this.db.trails.bulkGet(hashes)
      return { records, trails: new Map(hashes.map((hash, i) => [hash, found[i]?.bytes])) }
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
   * Its save queue and save job go with it. A full disk refuses the totals' writes: then what only
   * it uses goes with deletes alone, and the totals are counted again (space-freeing.ts).
   */
  async deleteVehicle(key: string): Promise<void> {
    try {
      await this.deleteWithTotals(key)
    } catch (error) {
      if (!isQuotaError(error)) throw error
      await deleteVehicleOnly(this.db, key)
      await this.totals.storeIfUnknown()
    }
  }

  private async deleteWithTotals(key: string): Promise<void> {
    const { db } = this
    await db.transaction('rw', VEHICLE_TABLES(db), async () => {
      const [sections, images] = await Promise.all([
        db.sections.where('vehicleKeys').equals(key).toArray(),
        db.images.where('vehicleKeys').equals(key).toArray()
      ])
      const only = (record: { vehicleKeys: string[] }) => record.vehicleKeys.every((k) => k === key)
      const repins = new Repins()
      for (const [table, records] of [
        ['sections', sections],
        ['images', images]
      ] as const) {
        for (const record of records.filter((r) => !only(r))) {
          const others = record.vehicleKeys.filter((k) => k !== key)
          const pinned = await this.pinnedFor(others)
          await db[table].update(record.key, { vehicleKeys: others, pinned })
          repins.note(record, pinned)
        }
      }
      await repins.apply(db)
      // Totals of the vehicle itself go with its row; nobody else's change.
      const freed = await removeRecords(
        db,
        { sections: sections.filter(only), images: images.filter(only) },
        new StatsChanges()
      )
      await db.vehicles.delete(key)
      await db.meta.bulkDelete(saveMetaKeys(key))
      await db.saveQueue.where('[vehicleKey+status]').between([key, Dexie.minKey], [key, Dexie.maxKey]).delete()
      await addUsage(db, -freed)
    })
  }

  /** Marks a vehicle saved (or not): its records become exempt from eviction (or not). */
  async setSaved(key: string, saved: boolean): Promise<void> {
    const { db } = this
    const tables = [db.sections, db.images, db.vehicles, db.trails, db.pictures, db.contentUses, db.meta]
    await db.transaction('rw', tables, async () => {
      await db.vehicles.update(key, { saved: saved ? 1 : 0 })
      const repins = new Repins()
      for (const table of ['sections', 'images'] as const) {
        const records = await db[table].where('vehicleKeys').equals(key).toArray()
        for (const record of records) {
          const pinned = saved ? 1 : await this.pinnedFor(record.vehicleKeys)
          if (pinned !== record.pinned) await db[table].update(record.key, { pinned })
          repins.note(record, pinned)
        }
      }
      await repins.apply(db)
    })
  }

  // ---- the start page's recent list ------------------------------------------------------------

  /**
   * Most recently visited first, without the ones the user took off the list. The list is by
   * VIN, whatever service it was visited at (the demo catalog's address changes from run to run;
   * the page opens the VIN at the service in use), so each VIN shows once, with its latest visit.
   */
  async recent(limit = RECENT_VEHICLES_MAX): Promise<VehicleRecord[]> {
    const seen = new Set<string>()
    const shown: VehicleRecord[] = []
    await this.db.vehicles
      .orderBy('lastVisit')
      .reverse()
      .until(() => shown.length >= limit)
      .each((vehicle) => {
        if (seen.has(vehicle.vin)) return
        seen.add(vehicle.vin)
        if (!vehicle.hiddenFromRecent) shown.push(vehicle)
      })
    return shown
  }

  /** Off the recent list, at every service; the vehicle and what is stored for it stay. */
  async hideFromRecent(vin: string): Promise<void> {
    await this.db.vehicles
      .filter((vehicle) => vehicle.vin === vin)
      .modify((vehicle) => {
        vehicle.hiddenFromRecent = true
      })
  }

  /**
   * Moves the recent list of earlier versions into the vehicles table, once: a vehicle not known
   * at all is added under `origin` (the service in use) at its last visit; one known but missing
   * from the list had been taken off it by the user, and stays off.
   */
  async importLegacyRecent(origin: string, listed: readonly LegacyRecentVehicle[]): Promise<void> {
    const byVin = new Map(listed.map((vehicle) => [vehicle.vin, vehicle]))
    await this.db.transaction('rw', this.db.vehicles, async () => {
      const known = new Map<string, VehicleRecord>()
      await this.db.vehicles.each((vehicle) => {
        const newest = known.get(vehicle.vin)
        if (!newest || newest.lastVisit < vehicle.lastVisit) known.set(vehicle.vin, vehicle)
      })
      await this.db.vehicles.toCollection().modify((vehicle) => {
        if (!byVin.has(vehicle.vin)) vehicle.hiddenFromRecent = true
      })
      for (const entry of listed) {
        const newest = known.get(entry.vin)
        if (newest) {
          // The list's time wins where it is later: its order is what the user saw.
          if (newest.lastVisit < entry.openedAt)
            await this.db.vehicles.update(newest.key, { lastVisit: entry.openedAt })
          continue
        }
        await this.db.vehicles.add({
          key: vehicleKey(origin, entry.vin),
          origin,
          vin: entry.vin,
          catalog: null,
          name: entry.name,
          ...(entry.brand ? { brand: entry.brand } : {}),
          ...(entry.model ? { model: entry.model } : {}),
          lastVisit: entry.openedAt,
          saved: 0
        })
      }
    })
  }

  private async pinnedFor(vehicleKeys: string[]): Promise<0 | 1> {
    if (vehicleKeys.length === 0) return 0
    const vehicles = await this.db.vehicles.bulkGet(vehicleKeys)
    return vehicles.some((v) => v?.saved === 1) ? 1 : 0
  }
}
