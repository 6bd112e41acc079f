import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/** A busy page still gets the rest soon: at most this long after the first frame. */
const IDLE_WAIT_MS = 150

/**
 * False until the browser has produced the first frame after the component mounted, then true.
 * What that frame cannot show — callout boxes that are transparent until hovered or selected, rows
 * below the table's fold — is built right after it, so the frame with the picture and the visible
 * rows comes sooner; a frame later nobody can tell.
 */
export function useAfterFirstPaint(): Readonly<Ref<boolean>> {
  const painted = ref(false)
  let frame: number | null = null
  let idle: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const done = () => {
    idle = null
    painted.value = true
  }
  onMounted(() => {
    if (typeof requestAnimationFrame !== 'function') return done()
    // A frame's animation callbacks run before it is painted; what they queue runs after. Idle
    // time, where there is such a thing: the frame's picture decode and the next frame go first.
    frame = requestAnimationFrame(() => {
      frame = null
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done, { timeout: IDLE_WAIT_MS })
      else timer = setTimeout(done)
    })
  })
  onBeforeUnmount(() => {
    if (frame !== null) cancelAnimationFrame(frame)
    if (idle !== null) cancelIdleCallback(idle)
    clearTimeout(timer)
  })
  return painted
}
