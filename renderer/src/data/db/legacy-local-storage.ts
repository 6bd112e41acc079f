import type { LegacyRecentVehicle } from './garage-repository'

/**
 * What versions before the preferences store kept in localStorage. Each value is read here, moved
 * into IndexedDB by its store, and only then forgotten, so a failed move loses nothing; once gone,
 * the next start finds nothing to move.
 */
const KEYS = { activeBasket: 'parts-desk:active-basket', recentVehicles: 'parts-desk:recent-vehicles' } as const

type LegacyKey = keyof typeof KEYS

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage switched off: there is nothing to move
  }
}

function read(key: LegacyKey): string | null {
  try {
    return storage()?.getItem(KEYS[key]) ?? null
  } catch {
    return null
  }
}

export function forgetLegacy(key: LegacyKey): void {
  try {
    storage()?.removeItem(KEYS[key])
  } catch {
    // Cannot be removed: it is moved again, harmlessly, on the next start.
  }
}

/** The basket parts went to, if one was chosen. */
export function legacyActiveBasket(): string | null {
  return read('activeBasket')
}

function isLegacyRecentVehicle(value: unknown): value is LegacyRecentVehicle {
  const entry = value as Partial<LegacyRecentVehicle> | null
  return typeof entry?.vin === 'string' && typeof entry.name === 'string' && typeof entry.openedAt === 'number'
}

/** The recent vehicles list, or null when there is none; damaged entries are dropped, readable ones kept. */
export function legacyRecentVehicles(): LegacyRecentVehicle[] | null {
  const raw = read('recentVehicles')
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isLegacyRecentVehicle) : []
  } catch {
    return []
  }
}
