import type { BudgetClock } from '../../electron/main/core/http/budget-clock'

interface Timer {
  at: number
  seq: number
  resolve: () => void
}

/**
 * Virtual time for the request budget: `sleep` only registers a timer, and time moves when a test
 * says so — to the next timer, in order — so a test that waits out a two-minute Retry-After runs
 * in milliseconds and asserts exact send times. Tests wait for the outcome that proves what they
 * claim (`until`), never for a fixed time.
 */
export class FakeClock implements BudgetClock {
  private t: number
  private seq = 0
  private timers: Timer[] = []

  constructor(
    start: number,
    /** What `random` draws; the default 0.5 makes a full-jitter delay exactly half its ceiling. */
    public draw: () => number = () => 0.5
  ) {
    this.t = start
  }

  now = (): number => this.t
  random = (): number => this.draw()
  sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => this.timers.push({ at: this.t + Math.max(0, ms), seq: this.seq++, resolve }))

  get pending(): number {
    return this.timers.length
  }

  /** Lets every promise chain that can run now run. */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve))
  }

  /** Fires the earliest timer (and any due at the same time); false when none is pending. */
  async step(): Promise<boolean> {
    await this.settle()
    if (this.timers.length === 0) return false
    this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq)
    this.t = Math.max(this.t, this.timers[0].at)
    const due = this.timers.filter((timer) => timer.at <= this.t)
    this.timers = this.timers.filter((timer) => timer.at > this.t)
    for (const timer of due) timer.resolve()
    await this.settle()
    return true
  }

  /** Moves time forward, timer by timer, until `promise` settles; its outcome, as a Result. */
  async until<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
    let outcome: { ok: true; value: T } | { ok: false; error: unknown } | null = null
    promise.then(
      (value) => (outcome = { ok: true, value }),
      (error: unknown) => (outcome = { ok: false, error })
    )
    await this.settle()
    while (outcome === null) {
      if (!(await this.step())) throw new Error('nothing left to wait for, and the promise has not settled')
    }
    return outcome
  }

  /** Moves time to `at`, firing every timer due by then, in order. */
  async advanceTo(at: number): Promise<void> {
    for (;;) {
      await this.settle()
      const next = Math.min(...this.timers.map((timer) => timer.at))
      if (!(next <= at)) break
      await this.step()
    }
    this.t = Math.max(this.t, at)
    await this.settle()
  }
}
