import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref } from 'vue'
import type { CatalogLanguage } from '@shared/languages'
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
/** Suggestions under the box: one per part number, so thirty are thirty different things. */
const SUGGESTIONS = 30

/** A walk of one vehicle's lists in one language, under way or ended. */
interface Walk {
  vin: string
  lang: CatalogLanguage
  /** Started by the vehicle's first visit (not the button): another vehicle's first visit may take its place. */
  firstVisit: boolean
  progress: IndexWalkProgress
}

/**
 * Search on the vehicle page: results as the mechanic types, from the vehicle's index in the
 * current language (groups, subgroups and nodes by title; parts of stored nodes by name and
 * number, one hit per number), and the walk of the vehicle's lists into the mirror and the index:
 * by itself on the vehicle's first visit while read-ahead is on, else by "Index this vehicle".
 */
export const useVehicleSearchStore = defineStore('vehicle-search', () => {
  const { search, ensureSection, origins } = useServices()
  const preferences = usePreferencesStore()
  const vehicles = useVehicleStore()

  const query = ref('')
  const hits = ref<SearchHit[]>([])
  const walk = ref<Walk | null>(null)
  /** Cancels the walk under way; `byUser` tells Cancel from a walk that another took the place of. */
  let stop: { controller: AbortController; byUser: boolean } | null = null
  const latest = createLatestRequest()

  const keyOf = (vin: string) => {
    const origin = origins.current()?.origin
    return origin ? vehicleKey(origin, vin) : null
  }
  const running = () => walk.value?.progress.state === 'running'

  /** The walk of this vehicle (in any language), if one ran in this session. */
  const progressFor = (vin: string): IndexWalkProgress | null => (walk.value?.vin === vin ? walk.value.progress : null)

  async function find(vin: string, text: string): Promise<void> {
    query.value = text
    const key = keyOf(vin)
    if (!key || text.trim().length < 2) {
      latest.cancel()
      hits.value = []
      return
    }
    const lang = preferences.language
    const found = await latest.run(() => search.search(key, lang, text, SUGGESTIONS))
    if (found === SUPERSEDED) return
    hits.value = found
    mark('search-results')
  }

  /** Everything the index finds for `text` (the results page after Enter), grouped as the suggestions are. */
  async function findAll(vin: string, text: string, limit: number): Promise<SearchHit[]> {
    const key = keyOf(vin)
    if (!key || text.trim().length < 2) return []
    return search.search(key, preferences.language, text, limit)
  }

  function clear(): void {
    latest.cancel()
    query.value = ''
    hits.value = []
  }

  async function index(vin: string, firstVisit = false): Promise<void> {
    const entry = vehicles.byVin[vin]
    const vehicle = vehicleOf(entry)
    const key = keyOf(vin)
    const lang = preferences.language
    if (!vehicle?.qMainGroup || !key) return
    if (running()) {
      const current = walk.value!
      if (current.vin === vin && current.lang === lang) return
      // A first visit's walk gives way to another vehicle's (or language's); one the user asked for does not.
      if (!current.firstVisit || !firstVisit) return
      stop?.controller.abort()
    }
    const catalog = catalogOf(entry) ?? undefined
    const mine = { controller: new AbortController(), byUser: false }
    stop = mine
    const started: Walk = { vin, lang, firstVisit, progress: { done: 0, total: 1, state: 'running', requests: 0 } }
    walk.value = started
    const update = (progress: IndexWalkProgress) => {
      if (stop === mine) walk.value = { ...started, progress }
    }
    const finished = await indexVehicle(vehicle.qMainGroup, {
      read: ensureSection,
      indexStored: (q, result) =>
        search.sectionStored({ vehicleKey: key, vin, lang, q, ...(catalog ? { catalog } : {}), result }),
      vin,
      ...(catalog ? { catalog } : {}),
      lang,
      concurrency: INDEX_CONCURRENCY,
      signal: mine.controller.signal,
      onProgress: update
    })
    update(finished)
    if (stop === mine) stop = null
    // Done, stopped by a cap, or cancelled by the user: the next visit is not a first. A failure
    // (no connection) or a walk another took the place of leaves no note: the next visit goes on.
    const state = finished.state
    if (state === 'done' || state === 'capped' || (state === 'cancelled' && mine.byUser))
      await search.noteWalk(key, lang, state)
    await search.flush()
    if (query.value && walk.value?.vin === vin) await find(vin, query.value)
  }

  /**
   * The vehicle page opened: on the vehicle's first visit in this language its lists are walked in
   * the background (background requests of the account's one budget, after every click and
   * read-ahead), so its groups and nodes are found by name without a button. With read-ahead off
   * (an account billed per request) that first visit leaves it to "Index this vehicle".
   */
  async function indexOnFirstVisit(vin: string): Promise<void> {
    await preferences.whenLoaded()
    const key = keyOf(vin)
    const lang = preferences.language
    if (!key || (running() && walk.value?.vin === vin && walk.value.lang === lang)) return
    if (await search.walkNote(key, lang)) return
    if (!preferences.prefetchOnIntent) return search.noteWalk(key, lang, 'skipped')
    await index(vin, true)
  }

  /** Stops the walk: no new request starts; the ones on their way may finish (and are stored). */
  function cancelIndex(): void {
    if (!stop) return
    stop.byUser = true
    stop.controller.abort()
  }

  return { query, hits, walk, progressFor, find, findAll, clear, index, indexOnFirstVisit, cancelIndex }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useVehicleSearchStore, import.meta.hot))
