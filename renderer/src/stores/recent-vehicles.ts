import { defineStore } from 'pinia'
import { ref } from 'vue'

export interface RecentVehicle {
  vin: string
  name: string
  brand?: string
  model?: string
  /** Epoch ms of the last time the vehicle was opened. */
  openedAt: number
}

export const RECENT_VEHICLES_KEY = 'parts-desk:recent-vehicles'
export const RECENT_VEHICLES_MAX = 20

function isRecentVehicle(value: unknown): value is RecentVehicle {
  const entry = value as Partial<RecentVehicle> | null
  return typeof entry?.vin === 'string' && typeof entry.name === 'string' && typeof entry.openedAt === 'number'
}

/** A damaged or foreign value in storage must not break the start page: keep what is readable. */
function readStored(): RecentVehicle[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_VEHICLES_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isRecentVehicle).slice(0, RECENT_VEHICLES_MAX) : []
  } catch {
    return []
  }
}

/**
 * Vehicles opened on this computer, most recent first, for one-click reopening. Kept in
 * localStorage for now; the offline mirror will move them into IndexedDB next to the cached data.
 */
export const useRecentVehiclesStore = defineStore('recent-vehicles', () => {
  const list = ref<RecentVehicle[]>(readStored())

  function persist(): void {
    try {
      localStorage.setItem(RECENT_VEHICLES_KEY, JSON.stringify(list.value))
    } catch {
      // Storage full or disabled: the list still works for this run.
    }
  }

  function remember(entry: Omit<RecentVehicle, 'openedAt'>, openedAt = Date.now()): void {
    const others = list.value.filter((vehicle) => vehicle.vin !== entry.vin)
    list.value = [{ ...entry, openedAt }, ...others].slice(0, RECENT_VEHICLES_MAX)
    persist()
  }

  function remove(vin: string): void {
    list.value = list.value.filter((vehicle) => vehicle.vin !== vin)
    persist()
  }

  return { list, remember, remove }
})
