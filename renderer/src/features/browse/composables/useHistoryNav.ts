import { onScopeDispose, ref } from 'vue'
import { useRouter } from 'vue-router'

/**
 * Back/forward for the on-screen buttons and Alt+Left/Alt+Right. vue-router keeps the
 * neighbours of the current entry in history.state, which tells whether there is somewhere to go.
 */
export function useHistoryNav() {
  const router = useRouter()
  const canBack = ref(false)
  const canForward = ref(false)

  function refresh(): void {
    const state = (window.history.state ?? {}) as { back?: unknown; forward?: unknown }
    canBack.value = state.back != null
    canForward.value = state.forward != null
  }

  function onKey(event: KeyboardEvent): void {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key === 'ArrowLeft' && canBack.value) {
      event.preventDefault()
      router.back()
    } else if (event.key === 'ArrowRight' && canForward.value) {
      event.preventDefault()
      router.forward()
    }
  }

  const stop = router.afterEach(() => refresh())
  void router.isReady().then(refresh)
  window.addEventListener('keydown', onKey)
  onScopeDispose(() => {
    stop()
    window.removeEventListener('keydown', onKey)
  })

  return { canBack, canForward, back: () => router.back(), forward: () => router.forward() }
}
