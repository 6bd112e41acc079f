import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref } from 'vue'
import type { WhereUsedCap, WhereUsedRow } from '../../../data/search/search-service'
import { useServices } from '../../../data/app-services'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'
import { usePreferencesStore } from '../../../common/stores/preferences'

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
  /** Caps that left numbers out of what the rows are for (the panel says so). */
  const caps = ref<WhereUsedCap[]>([])
  const loading = ref(false)
  const latest = createLatestRequest()

  async function load(partNumber: string): Promise<void> {
    number.value = partNumber
    loading.value = true
    const found = await latest.run(async () => {
      const report = await search.whereUsedReport(partNumber, preferences.language)
      const uses = report.rows
      const repo = await mirror
      const names = new Map<string, string>()
      for (const key of new Set(uses.map((use) => use.vehicleKey))) {
        const vehicle = await repo?.garage.vehicle(key).catch(() => undefined)
        if (vehicle?.name) names.set(key, vehicle.name)
      }
      return {
        rows: uses.map((use) => ({ ...use, vehicleName: names.get(use.vehicleKey) ?? use.vin })),
        caps: report.caps
      }
    })
    if (found === SUPERSEDED) return
    rows.value = found.rows
    caps.value = found.caps
    loading.value = false
  }

  return { number, rows, caps, loading, load }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useWhereUsedStore, import.meta.hot))
