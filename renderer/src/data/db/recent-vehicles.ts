import { vehicleKey } from './keys'
import type { MirrorDatabase, VehicleRecord } from './schema'

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
 * The start page's recent vehicles, read from the mirror's vehicles table rather than kept a
 * second time: a vehicle is there because it was looked up. The list is by VIN, whatever service
 * it was visited at (the demo catalog's address changes from run to run; the page opens the VIN
 * at the service in use), so each VIN shows once, with its latest visit.
 */
export class RecentVehicleRepository {
  constructor(private readonly db: MirrorDatabase) {}

  /** Most recently visited first, without the ones the user took off the list. */
  async list(limit = RECENT_VEHICLES_MAX): Promise<VehicleRecord[]> {
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

  /** Off the list, at every service; the vehicle and what is stored for it stay. */
  async hide(vin: string): Promise<void> {
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
  async importLegacy(origin: string, listed: readonly LegacyRecentVehicle[]): Promise<void> {
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
}
