import type { CatalogPacing, RequestPriority } from '../../../shared/contract'
import { AppFailure } from '../../../shared/result'
import { realClock, type BudgetClock } from './budget-clock'
import { cancelledFailure, type HttpResponse, type HttpSend } from './http-transport'
import { PacingGate, type GateOptions } from './pacing-gate'
import { MemoryCountsStore, RequestCounter } from './request-counter'
import { MAX_RETRY_AFTER_MS, retryAfterMs } from './retry-after'
import { backoffMs, isRetriableFailure, retryPolicies, type RetryPolicy } from './retry'

export interface BudgetRequest<T> {
  /** Who is waiting; absent means a click. */
  priority?: RequestPriority
  /**
   * A GET. A POST (form submit) is repeated only after a 429 or 503, where the service refused
   * it before doing anything; never after a 5xx, a dropped connection or a bad answer.
   */
  idempotent: boolean
  /**
   * One attempt on the wire, through `send` (which counts each request and waits out a hold).
   * It may send twice (a 401, then the renewed token); it returns the answer that counts.
   */
  exchange: (send: HttpSend) => Promise<HttpResponse>
  /**
   * Reads an answer that is not a slow-down or a 5xx: the envelope check and parse, so a
   * failure the service sent as HTTP 200 is thrown here and retried as the caller's policy says.
   */
  read: (response: HttpResponse) => T
  /**
   * The caller stopped waiting: a request still queued for its turn is dropped without being sent
   * (nor counted), one on the wire is aborted by the transport, and no retry follows. Fails 'cancelled'.
   */
  signal?: AbortSignal
}

export interface RequestBudgetOptions extends Pick<
  GateOptions,
  'maxConcurrency' | 'increaseEvery' | 'rateCeiling' | 'calmMs'
> {
  send: HttpSend
  /** Today's counts for this account (request-counter.ts); default: a fresh one in memory. */
  counter?: RequestCounter
  /** RuntimeOptions.retry: see retryPolicies. */
  retry?: RetryPolicy
  clock?: BudgetClock
  /** Counts are pushed at most this often (slow-downs and concurrency at once). */
  countsEveryMs?: number
}

/**
 * The shortest hold after a slow-down answer. "Retry-After: 0", or a jitter drawing near zero,
 * must not turn the retry loop into a flood: a service that asks us to slow down gets at least
 * a second of silence, so a click tries at most about 30 times and a save about 600.
 */
export const MIN_HOLD_MS = 1_000

export const SLOW_DOWN_MESSAGE = 'The catalog service asks us to slow down. Try again in a moment.'

function rateLimited(status: number | undefined): AppFailure {
  return new AppFailure('rate-limited', SLOW_DOWN_MESSAGE, status)
}

/**
 * The one way to the catalog service for one account (DESIGN.md, "Reading a section"): every
 * request (VIN, section GET and POST, picture) waits its turn in the pacing gate, is counted,
 * and is retried here as its priority's policy says (retry.ts). A 429, or a 503 with
 * Retry-After, holds back every request of the account for as long as the service asked (or a
 * jittered backoff when it did not say), then the refused request goes again — unless it would
 * wait longer than its policy allows (a click: 30 s), when it fails with 'rate-limited'.
 */
export class RequestBudget {
  private readonly clock: BudgetClock
  private readonly gate: PacingGate
  private readonly counter: RequestCounter
  private readonly policies: ReturnType<typeof retryPolicies>
  private readonly listeners = new Set<(pacing: CatalogPacing) => void>()
  private readonly countsEveryMs: number
  /** Slow-down answers in a row, across requests: the exponent of the backoff without Retry-After. */
  private strikes = 0
  private lastPushAt = Number.NEGATIVE_INFINITY
  private pushPending = false

  constructor(private readonly options: RequestBudgetOptions) {
    this.clock = options.clock ?? realClock
    this.counter = options.counter ?? new RequestCounter('request-counts', new MemoryCountsStore(), this.clock.now)
    this.policies = retryPolicies(options.retry)
    this.countsEveryMs = options.countsEveryMs ?? 1_000
    this.gate = new PacingGate(this.clock, {
      maxConcurrency: options.maxConcurrency,
      increaseEvery: options.increaseEvery,
      rateCeiling: options.rateCeiling,
      calmMs: options.calmMs,
      onChange: () => this.push()
    })
  }

  pacing(): CatalogPacing {
    const { day, counts } = this.counter.today()
    return { ...this.gate.state(), today: counts, day }
  }

  /** The send-rate ceiling in requests/s, null when there is none (pacing-gate.ts). Not in CatalogPacing yet. */
  rateCeiling(): number | null {
    return this.gate.rate()
  }

  /** Slow-downs and concurrency changes at once; counts at most every `countsEveryMs`. */
  onPacing(listener: (pacing: CatalogPacing) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async run<T>(request: BudgetRequest<T>): Promise<T> {
    const priority = request.priority ?? 'click'
    const policy = this.policies[priority]
    const now = () => this.clock.now()
    // The wait allowance runs from the first wait (a refusal, a backoff), not from when the
    // request was asked: a walk's request queued behind hundreds of others has not waited yet.
    let waitingSince: number | null = null
    let failures = 0
    let lastRefusal: number | undefined
    const canWait = (ms: number) => now() + ms <= (waitingSince ?? now()) + policy.maxWaitMs
    const wait = () => (waitingSince ??= now())
    /** A backoff before the next try of a transient failure, if the policy still allows one. */
    const backOff = async (): Promise<boolean> => {
      const delay = backoffMs(failures, policy, this.clock.random)
      if (failures >= policy.retries || !canWait(delay)) return false
      failures += 1
      wait()
      await this.clock.sleep(delay)
      return true
    }

    const { signal } = request
    for (;;) {
      if (signal?.aborted) throw cancelledFailure()
      const release = await this.gate.acquire(priority, (until) => canWait(until - now()), signal)
      if (!release) throw signal?.aborted ? cancelledFailure() : rateLimited(lastRefusal)
      let sent = 0
      const send: HttpSend = async (http) => {
        const until = this.gate.state().slowDownUntil
        if (until !== null && !canWait(until - now())) throw rateLimited(lastRefusal)
        await this.gate.holdOver()
        // Cancelled while held back (or between a 401 and the renewed try): it never goes out.
        if (signal?.aborted) throw cancelledFailure()
        sent = this.gate.noteSend()
        this.counter.count(priority)
        this.push(true)
        return this.options.send(http)
      }

      let response: HttpResponse
      try {
        response = await request.exchange(send)
      } catch (error) {
        release()
        if (error instanceof AppFailure && request.idempotent && isRetriableFailure(error, policy) && (await backOff()))
          continue
        throw error
      }

      if (response.status === 429 || response.status === 503) {
        // Refused before any work was done: every request of the account waits, the limit halves.
        const hinted = retryAfterMs(response.retryAfter, now(), MAX_RETRY_AFTER_MS)
        const slowDown = response.status === 429 || hinted !== null
        const jittered = backoffMs(this.strikes, policy, this.clock.random)
        const delay = slowDown ? Math.max(MIN_HOLD_MS, hinted ?? jittered) : jittered
        this.strikes += 1
        this.gate.slowDown(now() + delay, sent)
        release()
        if (slowDown) {
          lastRefusal = response.status
          const holdLeft = Math.max(0, (this.gate.state().slowDownUntil ?? now()) - now())
          if (!canWait(holdLeft)) throw rateLimited(lastRefusal)
          wait()
          continue
        }
        // A 503 without Retry-After (a proxy's error page) is a server failure like any 5xx.
        if (failures < policy.retries && canWait(delay)) {
          failures += 1
          wait()
          continue
        }
        return request.read(response)
      }

      release()
      if (response.status >= 500) {
        if (request.idempotent && (await backOff())) continue
        return request.read(response)
      }
      this.strikes = 0
      this.gate.succeeded()
      try {
        return request.read(response)
      } catch (error) {
        if (error instanceof AppFailure && request.idempotent && isRetriableFailure(error, policy) && (await backOff()))
          continue
        throw error
      }
    }
  }

  /** Tells listeners; a change in counts alone waits for the throttle window. */
  private push(countsOnly = false): void {
    if (this.listeners.size === 0) return
    const since = this.clock.now() - this.lastPushAt
    if (countsOnly && since < this.countsEveryMs) {
      if (this.pushPending) return
      this.pushPending = true
      void this.clock.sleep(this.countsEveryMs - since).then(() => {
        this.pushPending = false
        this.push()
      })
      return
    }
    this.lastPushAt = this.clock.now()
    const pacing = this.pacing()
    for (const listener of this.listeners) {
      try {
        listener(pacing)
      } catch (error) {
        // Pushed from inside a request (a count): a listener's failure must not fail the request.
        console.error('[pacing] a listener failed', error)
      }
    }
  }
}
