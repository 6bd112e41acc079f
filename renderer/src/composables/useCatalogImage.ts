import { onScopeDispose, ref, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { AppError } from '@shared/result'
import { useCatalogAccess } from '../catalog/catalog-access'
import { ImageUrlCache } from '../catalog/image-urls'

let cache: ImageUrlCache | null = null

function sharedCache(): ImageUrlCache {
  cache ??= new ImageUrlCache(useCatalogAccess)
  return cache
}

/** Tests start from an empty cache. */
export function resetImageCache(): void {
  cache = null
}

/**
 * An object URL for a catalog image pointer (qImage), loaded through the catalog access layer
 * and released when the pointer changes or the component goes away.
 */
export function useCatalogImage(qImage: MaybeRefOrGetter<string | undefined | null>) {
  const images = sharedCache()
  const url = ref<string | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref(false)
  let held: string | null = null

  function releaseHeld(): void {
    if (held) images.release(held)
    held = null
  }

  watch(
    () => toValue(qImage),
    async (pointer) => {
      releaseHeld()
      url.value = null
      error.value = null
      if (!pointer) return
      held = pointer
      loading.value = true
      const loaded = await images.acquire(pointer)
      if (held !== pointer) return // the pointer changed while loading
      loading.value = false
      if ('url' in loaded) url.value = loaded.url
      else error.value = loaded.error
    },
    { immediate: true }
  )

  onScopeDispose(releaseHeld)
  return { url, error, loading }
}
