/**
 * Opt-in timing marks for the benchmarks (bench/support/phases.ts): where the time between a
 * click and a painted page goes. Off unless the page was given `window.__partsDeskTiming = true`
 * before the app's scripts ran (the benches' init script does that), so the app itself never
 * fills the performance timeline. Names are prefixed `pd:` so the bench finds only ours.
 */

interface TimingFlag {
  __partsDeskTiming?: unknown
}

function enabled(): boolean {
  return typeof window !== 'undefined' && (window as TimingFlag).__partsDeskTiming === true
}

/** A point in time: "the section answer is on screen". */
export function mark(name: string): void {
  if (enabled()) performance.mark(`pd:${name}`)
}

/** A span from an earlier `mark(from)` (the latest one of that name) to now. */
export function measureSince(name: string, from: string): void {
  if (!enabled()) return
  if (performance.getEntriesByName(`pd:${from}`, 'mark').length === 0) return
  performance.measure(`pd:${name}`, `pd:${from}`)
}

/** Times an async step (a mirror read, a picture load) as one span. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!enabled()) return work()
  const start = performance.now()
  try {
    return await work()
  } finally {
    performance.measure(`pd:${name}`, { start, end: performance.now() })
  }
}

/** Times a synchronous step (reading a node answer) as one span. */
export function timedSync<T>(name: string, work: () => T): T {
  if (!enabled()) return work()
  const start = performance.now()
  try {
    return work()
  } finally {
    performance.measure(`pd:${name}`, { start, end: performance.now() })
  }
}
