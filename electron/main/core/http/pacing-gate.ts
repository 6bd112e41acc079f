import { REQUEST_PRIORITIES, type RequestPriority } from '../../../shared/contract'
import type { BudgetClock } from './budget-clock'

/** What the page is told about the gate (CatalogPacing without the counts). */
export interface GateState {
  slowDownUntil: number | null
  concurrency: number
}

export interface GateOptions {
  /** Requests at once when all is well, and where the limit starts. */
  maxConcurrency?: number
  /** Answers without a slow-down it takes to allow one more request at once. */
  increaseEvery?: number
  /** Pace by rate as well after a slow-down (default true; false is the concurrency-only gate, for comparison). */
  rateCeiling?: boolean
  /** RATE_CALM_MS unless said (a test that needs the ceiling lifted sooner). */
  calmMs?: number
  /** Called whenever slowDownUntil or concurrency changes. */
  onChange?: (state: GateState) => void
}

export const DEFAULT_MAX_CONCURRENCY = 6
export const DEFAULT_INCREASE_EVERY = 8

/**
 * The rate ceiling (requests/s), see PacingGate. After a slow-down the ceiling is this share of
 * the rate of answers that went through in the last RATE_WINDOW_MS: a little below what the
 * service just showed it allows, so its bucket refills while we climb back.
 */
export const RATE_DECREASE = 0.8
export const RATE_WINDOW_MS = 1_000
/** Additive increase: requests/s added per second without a slow-down. */
export const RATE_INCREASE_PER_S = 1
/** The ceiling never drops below this, so a request always goes within a second of the hold. */
export const MIN_RATE = 1
/** After this long without a slow-down the ceiling is lifted: the service's limit may have changed. */
export const RATE_CALM_MS = 60_000
/**
 * Paced requests may go this many at once after a pause: a timer that fires a little late does
 * not lose its turn for good, and the service (which allowed bursts of 10 in the demo) sees at
 * most two together.
 */
const RATE_BURST = 2

/** The ceiling set at the last cut; its value now is computed from the time since (see rate()). */
interface Ceiling {
  /** Requests/s when the hold that came with the cut ended. */
  base: number
  /** When it started growing: the end of that hold. */
  since: number
  /**
   * Doubling every second (TCP's slow start) rather than +RATE_INCREASE_PER_S: the cut did not
   * tell us the service's rate, because it came from unlimited sending (a burst drained the
   * service's bucket in a blink, so the last second shows only the burst) or nothing went
   * through at all. The first cut that does measure a rate ends it.
   */
  slowStart: boolean
}

/** Lets its request go; calling it again does nothing. */
export type Release = () => void

/** Whether a request can still wait for a hold that ends at `until` (its caller's policy). */
export type CanWaitUntil = (until: number) => boolean

interface Waiter {
  canWaitUntil: CanWaitUntil
  grant: (release: Release | null) => void
}

/**
 * Who may send next, for one account: a priority queue (click, then prefetch, then background;
 * first come first served within each) in front of a concurrency limit that adapts the way TCP
 * does (AIMD): halved after the service asks us to slow down, one more after every few answers
 * that went through. While the service holds us back (Retry-After), nobody is let through.
 *
 * Concurrency alone does not bound the rate: a fast service answering one request at a time
 * still gets hundreds a second, drains a rate-limited bucket in a blink, and the whole account
 * sits out a hold per episode. So there is a rate ceiling too, AIMD on rate as in TCP-friendly
 * rate control: none until the first slow-down; then RATE_DECREASE × the rate of answers that
 * went through in the last second; +RATE_INCREASE_PER_S per second after that (doubling while
 * the rate is still unknown, see Ceiling.slowStart); lifted after RATE_CALM_MS without a
 * slow-down. Requests are spaced by it (a small token bucket in front of the queue).
 *
 * Clicks are not spaced: a person is waiting, clicks come at human pace, and the concurrency
 * limit and the service's holds still bound them. They are charged to the ceiling, though, so
 * prefetch and background work yield the rate clicks use and the total stays near the ceiling.
 */
export class PacingGate {
  private readonly max: number
  private readonly increaseEvery: number
  private limit: number
  private active = 0
  private holdUntil: number | null = null
  private successes = 0
  /** Requests sent so far, numbered, so a refusal knows whether it predates the last halving. */
  private sends = 0
  /** The last request sent when the limit was last halved: refusals of it or earlier are that same episode. */
  private sentAtDecrease = 0
  /** When the pending wake-up timer fires; null when none is pending. */
  private wakeTime: number | null = null
  private ceiling: Ceiling | null = null
  /** The earliest time the ceiling lets the next paced request go. */
  private nextSendAt = Number.NEGATIVE_INFINITY
  /** When recent answers went through, oldest first, for the last RATE_WINDOW_MS. */
  private recent: number[] = []
  /** The state last reported through onChange. */
  private told: GateState
  private readonly queues: Record<RequestPriority, Waiter[]> = { click: [], prefetch: [], background: [] }

  constructor(
    private readonly clock: BudgetClock,
    private readonly options: GateOptions = {}
  ) {
    this.max = Math.max(1, options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY)
    this.increaseEvery = Math.max(1, options.increaseEvery ?? DEFAULT_INCREASE_EVERY)
    this.limit = this.max
    this.told = this.state()
  }

  state(): GateState {
    return { slowDownUntil: this.heldUntil(), concurrency: this.limit }
  }

  /** The rate ceiling now, in requests/s; null when there is none. */
  rate(): number | null {
    const ceiling = this.ceiling
    if (!ceiling) return null
    const seconds = Math.max(0, this.clock.now() - ceiling.since) / 1000
    if (seconds * 1000 >= (this.options.calmMs ?? RATE_CALM_MS)) {
      this.ceiling = null
      return null
    }
    return ceiling.slowStart ? ceiling.base * 2 ** seconds : ceiling.base + RATE_INCREASE_PER_S * seconds
  }

  /**
   * Waits for a turn. Resolves with a release, or with null when the service holds every request
   * back longer than `canWaitUntil` accepts: the caller then fails at once rather than wait for
   * nothing. Also null when `signal` aborts while still queued: the request leaves the queue unsent.
   */
  acquire(
    priority: RequestPriority,
    canWaitUntil: CanWaitUntil = () => true,
    signal?: AbortSignal
  ): Promise<Release | null> {
    if (signal?.aborted) return Promise.resolve(null)
    return new Promise((resolve) => {
      const leave = () => {
        const queue = this.queues[priority]
        const at = queue.indexOf(waiter)
        if (at < 0) return // granted already: the caller's own check stops it before it is sent
        queue.splice(at, 1)
        resolve(null)
      }
      const waiter: Waiter = {
        canWaitUntil,
        grant: (release) => {
          signal?.removeEventListener('abort', leave)
          resolve(release)
        }
      }
      signal?.addEventListener('abort', leave, { once: true })
      this.queues[priority].push(waiter)
      this.pump()
    })
  }

  /** Resolves once no hold is in force: the last check right before a request goes on the wire. */
  async holdOver(): Promise<void> {
    for (let until = this.heldUntil(); until !== null; until = this.heldUntil()) {
      await this.clock.sleep(until - this.clock.now())
    }
  }

  /** A request goes on the wire now; its number is what `slowDown` needs if it is refused. */
  noteSend(): number {
    this.sends += 1
    return this.sends
  }

  /**
   * The service refused request number `sent` (429, 503) and asks for nothing to be sent until
   * `until`. Halves the limit once per episode: requests already in flight when the first
   * refusal came were sent too fast together, and their refusals are that same episode.
   */
  slowDown(until: number, sent: number): void {
    if (until > this.clock.now()) this.holdUntil = Math.max(this.holdUntil ?? 0, until)
    if (sent > this.sentAtDecrease) {
      this.limit = Math.max(1, Math.floor(this.limit / 2))
      this.sentAtDecrease = this.sends
      if (this.options.rateCeiling !== false) this.cutRate()
    }
    this.successes = 0
    this.refuseWaitersPast(this.holdUntil)
    this.changed()
    this.pump()
  }

  /** An answer went through without a slow-down: additive increase, and a sample of the rate. */
  succeeded(): void {
    const now = this.clock.now()
    this.recent.push(now)
    while (this.recent[0] <= now - RATE_WINDOW_MS) this.recent.shift()
    if (this.limit >= this.max) return
    this.successes += 1
    if (this.successes < this.increaseEvery) return
    this.successes = 0
    this.limit += 1
    this.changed()
    this.pump()
  }

  /** Multiplicative decrease of the rate ceiling, once per episode (slowDown). */
  private cutRate(): void {
    const now = this.clock.now()
    const measured = this.recent.filter((at) => at > now - RATE_WINDOW_MS).length / (RATE_WINDOW_MS / 1000)
    const wasLimited = this.rate() !== null
    this.ceiling = {
      base: Math.max(MIN_RATE, RATE_DECREASE * measured),
      since: Math.max(now, this.holdUntil ?? now),
      slowStart: !wasLimited || measured === 0
    }
  }

  private heldUntil(): number | null {
    return this.holdUntil !== null && this.holdUntil > this.clock.now() ? this.holdUntil : null
  }

  private refuseWaitersPast(until: number | null): void {
    if (until === null) return
    for (const priority of REQUEST_PRIORITIES) {
      const queue = this.queues[priority]
      this.queues[priority] = queue.filter((waiter) => {
        if (waiter.canWaitUntil(until)) return true
        waiter.grant(null)
        return false
      })
    }
  }

  private pump(): void {
    if (this.heldUntil() === null && this.holdUntil !== null) {
      // The window has passed: say so, then let the queue go.
      this.holdUntil = null
      this.changed()
    }
    const until = this.heldUntil()
    if (until !== null) return this.wakeAt(until)
    while (this.active < this.limit) {
      const priority = REQUEST_PRIORITIES.find((p) => this.queues[p].length > 0)
      if (!priority) return
      const rate = this.rate()
      if (rate !== null) {
        const now = this.clock.now()
        if (priority !== 'click' && now < this.nextSendAt) return this.wakeAt(this.nextSendAt)
        // Spend one token (clicks too, see the class comment): GCRA with room for RATE_BURST.
        const interval = 1000 / rate
        this.nextSendAt = Math.max(this.nextSendAt, now - interval * (RATE_BURST - 1)) + interval
      }
      const next = this.queues[priority].shift()!
      this.active += 1
      next.grant(this.releaser())
    }
  }

  private releaser(): Release {
    let released = false
    return () => {
      if (released) return
      released = true
      this.active -= 1
      this.pump()
    }
  }

  /**
   * One timer at a time, unless an earlier wake-up is needed: when it fires, pump either opens
   * the gate or sets the next one. (A superseded timer only pumps once more, which is harmless.)
   */
  private wakeAt(until: number): void {
    if (this.wakeTime !== null && this.wakeTime <= until) return
    this.wakeTime = until
    void this.clock.sleep(until - this.clock.now()).then(() => {
      if (this.wakeTime === until) this.wakeTime = null
      this.pump()
    })
  }

  private changed(): void {
    const now = this.state()
    if (now.slowDownUntil === this.told.slowDownUntil && now.concurrency === this.told.concurrency) return
    this.told = now
    this.options.onChange?.(now)
  }
}
