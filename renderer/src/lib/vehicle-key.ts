/**
 * The one vehicle key: a vehicle is one VIN at one service. The garage, the mirror, the saver, the
 * search index and where used all name a vehicle by this key, and where used reads the service
 * back out of it (`originOfVehicle`) to scope supersessions; both directions live here so the
 * key's shape is known in one place. The text is the canonical JSON of `['vehicle', origin, vin]`
 * (data/db/keys.ts re-exports it beside the other mirror keys).
 */

/** The key of one VIN at one service. */
export function vehicleKey(origin: string, vin: string): string {
  return JSON.stringify(['vehicle', origin, vin])
}

/** The service a vehicle key names; a key of another shape is its own scope. */
export function originOfVehicle(key: string): string {
  try {
    const parsed: unknown = JSON.parse(key)
    if (Array.isArray(parsed) && parsed[0] === 'vehicle' && typeof parsed[1] === 'string') return parsed[1]
  } catch {
    // not a canonical key (tests, older callers): scoped to itself, the narrowest scope
  }
  return key
}
