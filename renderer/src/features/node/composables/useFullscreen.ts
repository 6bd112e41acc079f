import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/**
 * Full screen for one element through the Fullscreen API. Where the API is missing (some
 * embedded contexts, test DOMs) `supported` is false and toggle() does nothing.
 */
export function useFullscreen(target: Ref<HTMLElement | null>) {
  const active = ref(false)
  const available = ref(false)

  function sync(): void {
    active.value = !!target.value && document.fullscreenElement === target.value
  }

  async function toggle(): Promise<void> {
    const el = target.value
    if (!el || !available.value) return
    try {
      if (active.value) await document.exitFullscreen()
      else await el.requestFullscreen()
    } catch {
      // Refused (no user gesture, policy): staying in the window is the sensible fallback.
    }
  }

  onMounted(() => {
    available.value =
      typeof document !== 'undefined' &&
      document.fullscreenEnabled === true &&
      typeof target.value?.requestFullscreen === 'function'
    document.addEventListener('fullscreenchange', sync)
  })
  onBeforeUnmount(() => document.removeEventListener('fullscreenchange', sync))

  return { active, supported: available, toggle }
}
