import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { CatalogPacing, RequestCounts } from '@shared/contract'
import { useServices } from '../../data/app-services'

const NO_REQUESTS: RequestCounts = Object.freeze({ click: 0, prefetch: 0, background: 0, total: 0 })

/**
 * The account's request budget as main pushes it (`catalog.pacing`): whether the service asked us
 * to slow down, and how many requests went to it today, by who asked. Main pushes a state, and
 * only the latest one counts; the store listens from its first use for the app's lifetime, so
 * call `usePacingStore()` early (a notice that is always on screen does) to miss no push.
 *
 * - `slowDownUntil`: epoch ms until which main sends nothing because of a 429/503, else null —
 *   what a "slow down, trying again in 3 s" notice reads;
 * - `today`: today's request counts (clicks, read-ahead, saves and indexing), zeros until main
 *   has said anything.
 */
export const usePacingStore = defineStore('pacing', () => {
  const { api } = useServices()
  const latest = ref<CatalogPacing | null>(null)

  api.on('catalog.pacing', (pacing) => {
    latest.value = pacing
  })

  const slowDownUntil = computed<number | null>(() => latest.value?.slowDownUntil ?? null)
  const today = computed<RequestCounts>(() => latest.value?.today ?? NO_REQUESTS)
  /** True once main has pushed at least once (before that, the counts are not known, not zero). */
  const known = computed(() => latest.value !== null)

  return { latest, slowDownUntil, today, known }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePacingStore, import.meta.hot))
