import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/**
 * Whether an element's content is wider or taller than the element, so it scrolls: kept up to date
 * as either changes size. A box that scrolls must be reachable by keyboard (WCAG 2.1.1, axe's
 * scrollable-region-focusable), but a tab stop on a box that does not scroll is only a detour —
 * so the caller makes it focusable while this is true.
 */
export function useScrollOverflow(element: Ref<HTMLElement | null>): Ref<boolean> {
  const overflows = ref(false)
  let observer: ResizeObserver | null = null

  function measure(): void {
    const el = element.value
    overflows.value = Boolean(el && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
  }

  onMounted(() => {
    measure()
    const el = element.value
    if (!el || typeof ResizeObserver === 'undefined') return
    observer = new ResizeObserver(measure)
    observer.observe(el)
    for (const child of Array.from(el.children)) observer.observe(child)
  })
  onBeforeUnmount(() => observer?.disconnect())
  return overflows
}
