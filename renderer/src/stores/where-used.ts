import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { WhereUsedRow } from '../search/search-service'
import { useServices } from '../services/app-services'
import { SUPERSEDED, createLatestRequest } from '../composables/latest-request'
import { usePreferencesStore } from './preferences'

export interface WhereUsedEntry extends WhereUsedRow {
  /** The vehicle's name as the garage shows it (its VIN when unknown). */
  vehicleName: string
}

/** Where a part number is used: every stored node in the garage, offline, superseded numbers included. */
export const useWhereUsedStore = defineStore('where-used', () => {
  const { search, mirror } = useServices()
  const preferences = usePreferencesStore()
  const number = ref('')
  const rows = ref<WhereUsedEntry[]>([])
  const loading = ref(false)
  const latest = createLatestRequest()

  async function load(partNumber: string): Promise<void> {
    number.value = partNumber
    loading.value = true
    const found = await latest.run(async () => {
      const uses = await search.whereUsed(partNumber, preferences.language)
      const repo = await mirror
      const names = new Map<string, string>()
      for (const key of new Set(uses.map((use) => use.vehicleKey))) {
        const vehicle = await repo?.vehicle(key).catch(() => undefined)
        if (vehicle?.name) names.set(key, vehicle.name)
      }
      return uses.map((use) => ({ ...use, vehicleName: names.get(use.vehicleKey) ?? use.vin }))
    })
    if (found === SUPERSEDED) return
    rows.value = found
    loading.value = false
  }

  return { number, rows, loading, load }
})
