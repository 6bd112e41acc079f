/** A busy page still gets the deferred work soon: at most this long after the frame. */
const IDLE_WAIT_MS = 150

/**
 * Runs `work` once the browser has produced its next frame and has a moment to spare (idle time,
 * where there is such a thing), so what the page has just been given is painted first. A frame's
 * animation callbacks run before it is painted; what they queue runs after. Returns a cancel.
 * A hidden page (a minimised window) paints nothing and gets no frames, and outside a browser (unit
 * tests in Node) there are none: there the work runs on the next task.
 */
export function afterNextPaint(work: () => void): () => void {
  const noFrames = typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden'
  if (noFrames) {
    const timer = setTimeout(work)
    return () => clearTimeout(timer)
  }
  let idle: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | null = requestAnimationFrame(() => {
    frame = null
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: IDLE_WAIT_MS })
    else timer = setTimeout(work)
  })
  return () => {
    if (frame !== null) cancelAnimationFrame(frame)
    if (idle !== null) cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

/** `afterNextPaint` as a promise, for work that has nothing to cancel. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve))
