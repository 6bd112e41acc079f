import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { BasketLine, BasketSummary, NewLine } from '../../data/baskets/basket-model'
import type { BasketRepository } from '../../data/baskets/basket-repository'
import { useServices } from '../../data/app-services'
import { usePreferencesStore } from '../../common/stores/preferences'

/** A storage failure the user is told about in plain words (quota, IndexedDB switched off). */
export type BasketProblem = 'unavailable' | 'write-failed'

/**
 * Job baskets: parts collected across nodes for one job, kept in IndexedDB (they survive
 * restarts and need no network). `opened` is the basket shown on the baskets page; `active`
 * is the one the node page adds to, a preference of this computer (see the preferences store).
 */
export const useBasketsStore = defineStore('baskets', () => {
  const { baskets: openRepository } = useServices()
  const preferences = usePreferencesStore()
  const baskets = ref<BasketSummary[]>([])
  const activeId = computed(() => preferences.activeBasketId)
  const openedId = ref<string | null>(null)
  const lines = ref<BasketLine[]>([])
  const problem = ref<BasketProblem | null>(null)
  const loaded = ref(false)
  let opening: Promise<BasketRepository | null> | null = null

  const active = computed(() => baskets.value.find((basket) => basket.id === activeId.value) ?? null)
  const opened = computed(() => baskets.value.find((basket) => basket.id === openedId.value) ?? null)

  function repo(): Promise<BasketRepository | null> {
    opening ??= openRepository().catch(() => {
      problem.value = 'unavailable'
      return null
    })
    return opening
  }

  /** Runs a change; on failure nothing is assumed written and the lists are read back. */
  async function change(work: (repo: BasketRepository) => Promise<void>): Promise<boolean> {
    const found = await repo()
    if (!found) return false
    try {
      await work(found)
      problem.value = null
      return true
    } catch {
      problem.value = 'write-failed'
      return false
    } finally {
      await refresh()
    }
  }

  async function refresh(): Promise<void> {
    const found = await repo()
    if (!found) return
    await preferences.whenLoaded()
    try {
      baskets.value = await found.list()
      if (openedId.value) lines.value = await found.lines(openedId.value)
      loaded.value = true
    } catch {
      problem.value = 'unavailable'
    }
  }

  function setActive(id: string | null): void {
    void preferences.setActiveBasket(id)
  }

  async function create(name: string, vin?: string): Promise<string | null> {
    let id: string | null = null
    await change(async (found) => {
      id = (await found.create(name, vin)).id
    })
    if (id) setActive(id)
    return id
  }

  async function open(id: string | null): Promise<void> {
    openedId.value = id
    lines.value = []
    await refresh()
  }

  const rename = (id: string, name: string) => change((found) => found.rename(id, name))

  async function remove(id: string): Promise<void> {
    await change((found) => found.remove(id))
    if (activeId.value === id) setActive(null)
    if (openedId.value === id) await open(null)
  }

  /**
   * Adds parts to the active basket; with none yet, a new one named `fallbackName` (the vehicle)
   * is started. Returns the basket's id, or null when nothing could be stored.
   */
  async function add(parts: readonly NewLine[], fallbackName: string, vin?: string): Promise<string | null> {
    if (!parts.length) return null
    if (!loaded.value) await refresh()
    const target = active.value?.id ?? (await create(fallbackName, vin))
    if (!target) return null
    return (await change((found) => found.add(target, [...parts]))) ? target : null
  }

  const setQuantity = (lineId: string, qty: number) => change((found) => found.setQuantity(lineId, qty))
  const removeLine = (lineId: string) => change((found) => found.removeLine(lineId))

  /** The lines of any basket (the pick list prints one that is not the opened one). */
  async function linesOf(id: string): Promise<BasketLine[] | null> {
    const found = await repo()
    if (!found) return null
    try {
      return await found.lines(id)
    } catch {
      problem.value = 'unavailable'
      return null
    }
  }

  return {
    baskets,
    active,
    activeId,
    opened,
    openedId,
    lines,
    problem,
    loaded,
    refresh,
    setActive,
    create,
    open,
    rename,
    remove,
    add,
    setQuantity,
    removeLine,
    linesOf
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useBasketsStore, import.meta.hot))
