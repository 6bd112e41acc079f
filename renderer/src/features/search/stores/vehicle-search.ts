import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref } from 'vue'
import { vehicleKey } from '../../../data/db/keys'
import { indexVehicle, type IndexWalkProgress } from '../../../data/search/index-walk'
import type { SearchHit } from '../../../data/search/vehicle-index'
import { mark } from '../../../lib/timing'
import { useServices } from '../../../data/app-services'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { catalogOf, useVehicleStore, vehicleOf } from '../../browse/stores/vehicle'

/** Lists asked for at once while indexing: as polite as a save. */
const INDEX_CONCURRENCY = 2

/**
 * Search on the vehicle page: results as the mechanic types, from the vehicle's index in the
 * current language (groups, subgroups and nodes by title; parts of stored nodes by name and
 * number), and "Index this vehicle", which walks its group tree into the mirror.
 */
export const useVehicleSearchStore = defineStore('vehicle-search', () => {
  const { search, ensureSection, origins } = useServices()
  const preferences = usePreferencesStore()
  const vehicles = useVehicleStore()

  const query = ref('')
  const hits = ref<SearchHit[]>([])
  const indexing = ref<IndexWalkProgress | null>(null)
  /** Cancels the walk under way (Cancel in the index UI). */
  let walk: AbortController | null = null
  const latest = createLatestRequest()

  const keyOf = (vin: string) => {
    const origin = origins.current()?.origin
    return origin ? vehicleKey(origin, vin) : null
  }

  async function find(vin: string, text: string): Promise<void> {
    query.value = text
    const key = keyOf(vin)
    if (!key || text.trim().length < 2) {
      latest.cancel()
      hits.value = []
      return
    }
    const lang = preferences.language
    const found = await latest.run(() => search.search(key, lang, text, 30))
    if (found === SUPERSEDED) return
    hits.value = found
    mark('search-results')
  }

  async function index(vin: string): Promise<void> {
    const entry = vehicles.byVin[vin]
    const vehicle = vehicleOf(entry)
    const key = keyOf(vin)
    if (!vehicle?.qMainGroup || !key || indexing.value?.state === 'running') return
    const lang = preferences.language
    const catalog = catalogOf(entry) ?? undefined
    const controller = new AbortController()
    walk = controller
    indexing.value = { done: 0, total: 1, state: 'running', requests: 0 }
    const finished = await indexVehicle(vehicle.qMainGroup, {
      read: ensureSection,
      indexStored: (q, result) =>
        search.sectionStored({ vehicleKey: key, vin, lang, q, ...(catalog ? { catalog } : {}), result }),
      vin,
      ...(catalog ? { catalog } : {}),
      lang,
      concurrency: INDEX_CONCURRENCY,
      signal: controller.signal,
      onProgress: (progress) => (indexing.value = progress)
    })
    if (walk === controller) walk = null
    indexing.value = finished
    await search.flush()
    if (query.value) await find(vin, query.value)
  }

  /** Stops the walk: no new request starts; the ones on their way may finish (and are stored). */
  function cancelIndex(): void {
    walk?.abort()
  }

  return { query, hits, indexing, find, index, cancelIndex }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useVehicleSearchStore, import.meta.hot))
