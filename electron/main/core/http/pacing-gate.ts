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
  /** Called whenever slowDownUntil or concurrency changes. */
  onChange?: (state: GateState) => void
}

export const DEFAULT_MAX_CONCURRENCY = 6
export const DEFAULT_INCREASE_EVERY = 8

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
  private wakePending = false
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

  /**
   * Waits for a turn. Resolves with a release, or with null when the service holds every request
   * back longer than `canWaitUntil` accepts: the caller then fails at once rather than wait for nothing.
   */
  acquire(priority: RequestPriority, canWaitUntil: CanWaitUntil = () => true): Promise<Release | null> {
    return new Promise((grant) => {
      this.queues[priority].push({ canWaitUntil, grant })
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
    }
    this.successes = 0
    this.refuseWaitersPast(this.holdUntil)
    this.changed()
    this.pump()
  }

  /** An answer went through without a slow-down: additive increase. */
  succeeded(): void {
    if (this.limit >= this.max) return
    this.successes += 1
    if (this.successes < this.increaseEvery) return
    this.successes = 0
    this.limit += 1
    this.changed()
    this.pump()
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
      const next = REQUEST_PRIORITIES.map((p) => this.queues[p])
        .find((queue) => queue.length > 0)
        ?.shift()
      if (!next) return
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

  /** One timer at a time: when it fires, pump either opens the gate or sets the next one. */
  private wakeAt(until: number): void {
    if (this.wakePending) return
    this.wakePending = true
    void this.clock.sleep(until - this.clock.now()).then(() => {
      this.wakePending = false
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
