import type { MirrorDatabase, VehicleStats } from './schema'

/** Meta key of the running total of stored bytes (what the storage budget is compared with). */
const USAGE = 'usage'

export async function readUsage(db: MirrorDatabase): Promise<number> {
  const record = await db.meta.get(USAGE)
  return typeof record?.value === 'number' ? record.value : 0
}

/** Moves the usage counter (inside the caller's transaction) and returns the new total. */
export async function addUsage(db: MirrorDatabase, delta: number): Promise<number> {
  const total = Math.max(0, (await readUsage(db)) + delta)
  if (delta !== 0) await db.meta.put({ key: USAGE, value: total })
  return total
}

export async function setUsage(db: MirrorDatabase, bytes: number): Promise<void> {
  await db.meta.put({ key: USAGE, value: bytes })
}

/**
 * Changes to vehicles' running totals gathered over one write and applied once, in the same
 * transaction as the records, so the totals can never disagree with what is stored.
 */
export class StatsChanges {
  private readonly changes = new Map<string, VehicleStats>()

  add(vehicleKeys: readonly string[], sections: number, bytes: number): void {
    if (sections === 0 && bytes === 0) return
    for (const vehicle of vehicleKeys) {
      const change = this.changes.get(vehicle) ?? { sections: 0, bytes: 0 }
      change.sections += sections
      change.bytes += bytes
      this.changes.set(vehicle, change)
    }
  }

  /** Inside the caller's transaction. Vehicles whose totals are unknown are recounted on listing. */
  async apply(db: MirrorDatabase): Promise<void> {
    const keys = [...this.changes.keys()]
    if (keys.length === 0) return
    const vehicles = await db.vehicles.bulkGet(keys)
    const updates = vehicles.flatMap((vehicle) => {
      if (!vehicle?.stats) return []
      const change = this.changes.get(vehicle.key)!
      const stats = { sections: vehicle.stats.sections + change.sections, bytes: vehicle.stats.bytes + change.bytes }
      return [{ key: vehicle.key, changes: { stats } }]
    })
    if (updates.length) await db.vehicles.bulkUpdate(updates)
  }
}

/**
 * Meta key of the running total of bytes kept for saved vehicles: pinned records, and each
 * picture or trail at least one of them uses (`pinnedRefs` in `contentUses`). Absent until
 * first counted (totals-recount.ts, which counts every total when it is absent); a write
 * moves it only once it exists.
 */
const KEPT = 'kept'

/** The kept bytes, or null when the totals are to be counted again (totals-recount.ts). */
export async function readKept(db: MirrorDatabase): Promise<number | null> {
  const record = await db.meta.get(KEPT)
  return typeof record?.value === 'number' ? record.value : null
}

/** Moves the kept total inside the caller's transaction, when it is counted at all. */
export async function addKept(db: MirrorDatabase, delta: number): Promise<void> {
  if (delta === 0) return
  const kept = await readKept(db)
  if (kept !== null) await db.meta.put({ key: KEPT, value: Math.max(0, kept + delta) })
}

export async function setKept(db: MirrorDatabase, bytes: number | null): Promise<void> {
  if (bytes === null) await db.meta.delete(KEPT)
  else await db.meta.put({ key: KEPT, value: bytes })
}

/**
 * Marks the running totals as not exact, with deletes alone (a full disk refuses any put): the
 * kept total and the usage counter go, so the next look counts every total from the records
 * (totals-recount.ts). Until then the usage counter reads low, never high: eviction waits for the
 * count rather than take more than it must.
 */
export async function forgetTotals(db: MirrorDatabase): Promise<void> {
  await db.meta.bulkDelete([USAGE, KEPT])
}
