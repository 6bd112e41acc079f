import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref } from 'vue'
import { askForPersistence, type PersistenceAnswer, type PersistenceApi } from '../../data/db/storage-persistence'

/**
 * Whether this computer keeps the offline copies when its disk runs low: asked once per start
 * (app/boot.ts), shown in Settings. `asking` until the engine has answered.
 */
export const useStoragePersistenceStore = defineStore('storage-persistence', () => {
  const answer = ref<PersistenceAnswer | 'asking'>('asking')
  let asked: Promise<PersistenceAnswer> | null = null

  /** Asks the engine the first time only; later calls share that answer. */
  function request(storage: PersistenceApi | undefined = globalThis.navigator?.storage): Promise<PersistenceAnswer> {
    asked ??= askForPersistence(storage).then((found) => (answer.value = found))
    return asked
  }

  return { answer, request }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useStoragePersistenceStore, import.meta.hot))
