/**
 * How fast a save is going lately, for its time left: items per second over the last `windowMs`.
 * A moving window rather than the average since the start, because the rate changes on the way
 * (lists are slow to answer, pictures quick; the connection changes) and the start is history.
 */
export class MovingRate {
  private samples: Array<{ at: number; count: number }> = []

  constructor(
    private readonly windowMs = 20_000,
    /** Below this span the rate is noise, and no estimate is better than a wild one. */
    private readonly minSpanMs = 3_000
  ) {}

  /** `count` items finished by time `at` (ms, any clock that only goes forward). */
  add(at: number, count: number): void {
    this.samples.push({ at, count })
    // Keep one sample at or beyond the window's start, so the span covers the whole window.
    while (this.samples.length > 2 && this.samples[1].at <= at - this.windowMs) this.samples.shift()
  }

  perSecond(): number | null {
    const first = this.samples[0]
    const last = this.samples.at(-1)
    if (!first || !last || last.at - first.at < this.minSpanMs) return null
    return ((last.count - first.count) * 1000) / (last.at - first.at)
  }

  /** Seconds until `remaining` more items are done at the current rate; null while unknown or stalled. */
  secondsLeft(remaining: number): number | null {
    const rate = this.perSecond()
    if (rate === null || rate <= 0) return null
    return Math.max(0, remaining) / rate
  }
}
