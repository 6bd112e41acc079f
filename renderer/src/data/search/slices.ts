/**
 * Main-thread work in slices: `yieldIfDue` gives the page its turn once a slice has run this
 * long, so indexing never holds the page for more than about one slice (plus the one step that
 * was running). `scheduler.yield` where the browser has it (Chromium: the page's own work goes
 * first, the indexing continues right after), a zero timeout elsewhere.
 */
export const SLICE_MS = 30

interface Scheduler {
  yield?: () => Promise<void>
}

export class Slices {
  private since = performance.now()
  /** The page is going away: no yields, the work runs to its end at once. */
  hurried = false

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** A new piece of work starts: its first slice runs from now. */
  start(): void {
    this.since = performance.now()
  }

  async yieldIfDue(): Promise<void> {
    if (this.hurried || performance.now() - this.since < this.sliceMs) return
    await yieldToPage()
    this.since = performance.now()
  }
}

export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
