import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref } from 'vue'
import type { WhereUsedCap } from '../../../data/search/search-service'
import { useServices } from '../../../data/app-services'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { readWhereUsed, type WhereUsedEntry } from '../where-used-entries'

export type { WhereUsedEntry }

/** Where a part number is used: every stored node in the garage, offline, superseded numbers included. */
export const useWhereUsedStore = defineStore('where-used', () => {
  const services = useServices()
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
    const found = await latest.run(() => readWhereUsed(services, partNumber, preferences.language))
    if (found === SUPERSEDED) return
    rows.value = found.rows
    caps.value = found.caps
    loading.value = false
  }

  return { number, rows, caps, loading, load }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useWhereUsedStore, import.meta.hot))
