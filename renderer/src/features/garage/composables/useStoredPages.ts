import { ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { StoredSection } from '../../../data/mirror/stored-sections'
import { useMirrorStore } from '../../../common/stores/mirror'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'

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

  async function load(): Promise<void> {
    loading.value = true
    const wanted = { vin: toValue(vin), lang: toValue(lang) }
    const next = await latest.run((signal) => mirror.storedPagesOf(wanted.vin, wanted.lang, signal))
    if (next === SUPERSEDED) return
    pages.value = next
    loading.value = false
  }

  watch([() => toValue(vin), () => toValue(lang), () => mirror.repo, () => mirror.origins()?.origin], load, {
    immediate: true
  })
  return { pages, loading }
}
