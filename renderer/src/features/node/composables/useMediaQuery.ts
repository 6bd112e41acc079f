import { onScopeDispose, ref, type Ref } from 'vue'

/** Whether a media query matches now, kept up to date (window width, pointer type). False where there is no matchMedia. */
export function useMediaQuery(query: string): Readonly<Ref<boolean>> {
  const list =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null
  const matches = ref(list?.matches ?? false)
  const update = (event: MediaQueryListEvent) => (matches.value = event.matches)
  list?.addEventListener('change', update)
  onScopeDispose(() => list?.removeEventListener('change', update))
  return matches
}
