import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { AppError } from '@shared/result'
import type { FreeingProgress } from '../../../data/db/mirror'
import { isQuotaError } from '../../../lib/quota-error'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { useGarageStore } from './garage'

/**
 * A change to offline storage — a new limit, which evicts down to it, or clearing unsaved data —
 * kept here rather than in the Settings page: at 30 saved vehicles a lower limit takes minutes,
 * the mechanic may go elsewhere meanwhile, and coming back must show it still running and how far
 * it has got, not a form that offers to start a second one beside it. One change at a time.
 */
export const useStorageChangeStore = defineStore('storage-change', () => {
  const garage = useGarageStore()
  const preferences = usePreferencesStore()
  const busy = ref(false)
  /** How far a lower limit's eviction has got, while it runs. */
  const freeing = ref<FreeingProgress | null>(null)
  /** Why the last change failed, in words: a full disk, or our own fault. */
  const error = shallowRef<AppError | null>(null)
  /** What the last change freed, once it is done: a screen reader hears it (clearing included). */
  const freed = ref<number | null>(null)

  /**
   * A change, which reads the figures again once done. With the disk full even lowering the limit
   * can be refused (the limit is stored, and eviction writes the totals), and the page says why.
   * A change that failed may still have done part of its work (an eviction commits batch by
   * batch), so the figures are read again then too. False when another change was still running.
   */
  async function run(work: () => Promise<number | null>): Promise<boolean> {
    if (busy.value) return false
    busy.value = true
    error.value = null
    freed.value = null
    try {
      freed.value = await work()
    } catch (cause) {
      if (!isQuotaError(cause)) console.error('[storage] offline storage change failed', cause)
      error.value = isQuotaError(cause)
        ? { code: 'storage-full', message: 'This computer has no room left for offline copies.' }
        : { code: 'internal', message: 'The offline storage could not be changed.' }
      await garage.refresh().catch(() => undefined)
    } finally {
      busy.value = false
      freeing.value = null
    }
    return true
  }

  function setLimit(bytes: number): Promise<boolean> {
    return run(async () => {
      const bytesFreed = await preferences.setStorageBudget(bytes, (progress) => (freeing.value = progress))
      const evicted = freeing.value !== null
      await garage.refresh()
      // A limit the mirror is already within frees nothing, and has nothing to say.
      return evicted ? bytesFreed : null
    })
  }

  /** The garage reads its figures again after clearing: once is enough. */
  function clearUnsaved(): Promise<boolean> {
    return run(() => garage.clearUnsaved())
  }

  return { busy, freeing, error, freed, setLimit, clearUnsaved }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useStorageChangeStore, import.meta.hot))
