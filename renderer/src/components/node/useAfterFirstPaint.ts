import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/**
 * False until the browser has produced the first frame after the component mounted, then true.
 * What that frame cannot show — callout boxes that are transparent until hovered or selected, rows
 * below the table's fold — is built right after it, so the frame with the picture and the visible
 * rows comes sooner; a frame later nobody can tell.
 */
export function useAfterFirstPaint(): Readonly<Ref<boolean>> {
  const painted = ref(false)
  let frame: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  onMounted(() => {
    if (typeof requestAnimationFrame !== 'function') {
      painted.value = true
      return
    }
    // A frame's animation callbacks run before it is painted; a task queued from one runs after.
    frame = requestAnimationFrame(() => {
      frame = null
      timer = setTimeout(() => (painted.value = true))
    })
  })
  onBeforeUnmount(() => {
    if (frame !== null) cancelAnimationFrame(frame)
    clearTimeout(timer)
  })
  return painted
}
