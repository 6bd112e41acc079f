import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'

/** Below this the screen is too small to split: the page scrolls instead of squeezing the panes. */
const MIN_HEIGHT_PX = 360

/**
 * A height for `target` that runs from where it starts on the page to the bottom of the window
 * (less its <main>'s bottom padding), so a page made of it does not scroll and whatever is inside
 * scrolls on its own. Measured again when the window or anything above it changes size (a folded
 * card opened, a notice shown); undefined while `active` is false, leaving the page to flow.
 */
export function useFillViewport(target: Ref<HTMLElement | null>, active: () => boolean): Ref<string | undefined> {
  const height = ref<string | undefined>(undefined)
  let observer: ResizeObserver | null = null

  function measure(): void {
    const el = target.value
    if (!el || !active()) return void (height.value = undefined)
    const top = el.getBoundingClientRect().top + window.scrollY
    const main = el.closest('main')
    const bottom = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0
    height.value = `${Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - bottom))}px`
  }

  onMounted(() => {
    window.addEventListener('resize', measure)
    // The body's size changes when anything above the target does; the target's own height change
    // moves nothing above it, so the second measurement settles.
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => measure())
      observer.observe(document.body)
    }
    measure()
  })
  watch(active, () => measure(), { flush: 'post' })
  onBeforeUnmount(() => {
    window.removeEventListener('resize', measure)
    observer?.disconnect()
  })
  return height
}
