import { acceptHMRUpdate, defineStore } from 'pinia'
import { markRaw, ref, shallowRef } from 'vue'
import { vehicleKey } from '../../data/db/keys'
import type { Mirror } from '../../data/db/mirror'
import { BoundedMap } from '../../lib/bounded-map'
import { storedPages, type StoredSection } from '../../data/mirror/stored-sections'
import { useServices } from '../../data/app-services'

export type MirrorStatus = 'opening' | 'ready' | 'unavailable'

/**
 * Vehicles (in a language) whose pages are kept read: the one being worked on, and a few to go
 * back to. Each is thousands of records' pages, so a day of browsing must not keep them all.
 */
const PAGES_READ_KEPT = 4

/**
 * The offline mirror in the running app: whether IndexedDB could be opened, its repository, and
 * the service in use (main's origins, read on every request, so switching account never mixes
 * stored answers; until main has answered there are none, which means network only).
 */
export const useMirrorStore = defineStore('mirror', () => {
  const { mirror, origins } = useServices()
  const status = ref<MirrorStatus>('opening')
  const repo = shallowRef<Mirror | null>(null)
  const ready = Promise.all([mirror, origins.known]).then(([opened]) => {
    repo.value = opened ? markRaw(opened) : null
    status.value = opened ? 'ready' : 'unavailable'
  })

  /**
   * Reading a saved vehicle back means reading thousands of records (every part's information
   * too); going from a node back to the list must not do that again. Kept by vehicle and language,
   * and dropped when the number of records filed under the vehicle changes (a visit or a save
   * added some, eviction or a delete removed some) — a count on an index, which is cheap. A section
   * revalidated in place keeps its count; its new content shows after the next addition. Bounded:
   * the least recently read vehicle goes first.
   */
  const pagesRead = new BoundedMap<string, { count: number; pages: StoredSection[] }>({
    maxEntries: PAGES_READ_KEPT
  })

  /** The pages of one vehicle stored in one language; `signal` stops before the expensive read. */
  async function storedPagesOf(vin: string, lang: string, signal: AbortSignal): Promise<StoredSection[]> {
    const found = repo.value
    const where = origins.current()
    if (!found || !where) return []
    const key = vehicleKey(where.origin, vin)
    const cacheKey = `${key}\u0000${lang}`
    const count = await found.garage.countOfVehicle(key)
    const cached = pagesRead.get(cacheKey)
    if (cached?.count === count) return cached.pages
    if (signal.aborted) return []
    const pages = storedPages(await found.garage.sectionsOfVehicle(key), lang)
    pagesRead.set(cacheKey, { count, pages })
    return pages
  }

  return {
    status,
    repo,
    origins: origins.current,
    /** Settles once the mirror is open (or known to be unavailable) and main has named the service. */
    whenReady: () => ready,
    storedPagesOf
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useMirrorStore, import.meta.hot))
