import { onScopeDispose, ref, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { AppError } from '@shared/result'
import type { ImageHandle, LoadedImage } from '../../../data/catalog/image-urls'
import { useServices } from '../../../data/app-services'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'
import { useCurrentVin } from './useCurrentVin'

/**
 * An object URL for a catalog image pointer (qImage), loaded through the catalog access layer
 * and released when the pointer changes or the component goes away. `retry()` loads a failed
 * picture again.
 */
export function useCatalogImage(qImage: MaybeRefOrGetter<string | undefined | null>) {
  const { images } = useServices()
  const vin = useCurrentVin()
  const url = ref<string | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref(false)
  const latest = createLatestRequest()
  let handle: ImageHandle | null = null

  function letGo(): void {
    latest.cancel()
    handle?.release()
    handle = null
  }

  async function show(pointer: string | undefined | null): Promise<void> {
    letGo()
    url.value = null
    error.value = null
    loading.value = false
    if (!pointer) return
    const mine = images.acquire(pointer, vin?.value || undefined)
    handle = mine
    // A picture this page has shown before (back to a node, another drawing tab) is there in the
    // same render: no placeholder frame, and no second render just to put the <img> in.
    const known = mine.settled
    if (known) return apply(known)
    loading.value = true
    // The pointer may change (or a retry start) while this loads: then `show` ran again.
    const loaded = await latest.run(() => mine.loaded)
    if (loaded === SUPERSEDED) return
    loading.value = false
    apply(loaded)
  }

  function apply(loaded: LoadedImage): void {
    if ('url' in loaded) url.value = loaded.url
    else error.value = loaded.error
  }

  watch(() => toValue(qImage), show, { immediate: true })
  onScopeDispose(letGo)
  return { url, error, loading, retry: () => show(toValue(qImage)) }
}
