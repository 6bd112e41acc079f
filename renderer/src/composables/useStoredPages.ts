import { ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { vehicleKey } from '../db/keys'
import { storedPages, type StoredSection } from '../offline/stored-sections'
import { useMirrorStore } from '../stores/mirror'
import { SUPERSEDED, createLatestRequest } from './latest-request'

/**
 * Reading a saved vehicle back means reading thousands of records (every part's information
 * too); going from a node back to the list must not do that again. The cache is keyed by vehicle
 * and language and dropped when the number of records filed under the vehicle changes (a visit
 * or a save added some, eviction or a delete removed some) — a count on an index, which is cheap.
 * A section revalidated in place keeps its count; its new content shows after the next addition.
 */
const cache = new Map<string, { count: number; pages: StoredSection[] }>()

/**
 * The pages of one vehicle stored in the mirror, in one language: what the garage's "saved
 * sections" list shows and what offline search looks through. Read straight from IndexedDB, so
 * it works with no network at all.
 */
export function useStoredPages(vin: MaybeRefOrGetter<string>, lang: MaybeRefOrGetter<string>) {
  const mirror = useMirrorStore()
  const pages = shallowRef<StoredSection[]>([])
  const loading = ref(true)
  const latest = createLatestRequest()

  async function read(signal: AbortSignal): Promise<StoredSection[]> {
    const repo = mirror.repo
    const where = mirror.origins()
    const language = toValue(lang)
    if (!repo || !where) return []
    const key = vehicleKey(where.origin, toValue(vin))
    const cacheKey = `${key}\u0000${language}`
    const count = await repo.countOfVehicle(key)
    const cached = cache.get(cacheKey)
    if (cached?.count === count) return cached.pages
    // Superseded (another vehicle or language) before the expensive part: skip it.
    if (signal.aborted) return []
    const pages = storedPages(await repo.sectionsOfVehicle(key), language)
    cache.set(cacheKey, { count, pages })
    return pages
  }

  async function load(): Promise<void> {
    loading.value = true
    const next = await latest.run(read)
    if (next === SUPERSEDED) return
    pages.value = next
    loading.value = false
  }

  watch([() => toValue(vin), () => toValue(lang), () => mirror.repo, () => mirror.origins()?.origin], load, {
    immediate: true
  })
  return { pages, loading, reload: load }
}
