import type { RequestPriority } from '../../../shared/contract'
import type { AppFailure, ErrorCode } from '../../../shared/result'
import { UnreachableFailure } from './http-transport'

/** A thrown failure as a retry policy sees it: its code, with a refused connection told apart. */
export type FailureKind = ErrorCode | 'unreachable'

/**
 * How one caller retries (one policy per priority, see `retryPolicies`). The request budget
 * (request-budget.ts) runs every attempt; this says when another one is worth it and how long
 * to wait before it.
 */
export interface RetryPolicy {
  /** Extra attempts after the first, for a transient failure (a 5xx, a dropped connection, `retryCodes`). */
  retries: number
  /** Backoff before retry n (0-based) is a random delay in [0, baseDelayMs * 2^n] ("full jitter"). */
  baseDelayMs: number
  /** Cap on one backoff delay (before jitter). */
  maxDelayMs?: number
  /**
   * The longest one request may spend waiting, held back by a 429/503 or backing off, before it
   * fails ('rate-limited' after slow-down answers, else its last failure).
   */
  maxWaitMs?: number
  /**
   * Thrown failures (transport, or the answer's envelope check run inside the attempt) worth
   * another try. 'unavailable' never is: the service said it has nothing there.
   */
  retryCodes?: readonly FailureKind[]
}

/**
 * A click is answered or refused quickly: a few retries, a short wait. A prefetch may wait
 * longer (nobody is looking at it yet). A save or an index walk must not fail for a passing
 * problem: it keeps trying, with backoff, for up to ten minutes per request.
 * A dropped connection is worth another try for everyone. A refused connection or a timeout is
 * not retried here, not even for background work: the app must learn at once that the service is
 * gone (the connection light turns offline and a save pauses, to go on when it answers again)
 * rather than have a save sit in main for ten minutes per request.
 */
const POLICIES: Record<RequestPriority, Required<RetryPolicy>> = {
  click: { retries: 2, baseDelayMs: 250, maxDelayMs: 5_000, maxWaitMs: 30_000, retryCodes: ['offline'] },
  prefetch: { retries: 2, baseDelayMs: 500, maxDelayMs: 10_000, maxWaitMs: 120_000, retryCodes: ['offline'] },
  background: {
    retries: Number.POSITIVE_INFINITY,
    baseDelayMs: 1_000,
    maxDelayMs: 60_000,
    maxWaitMs: 600_000,
    retryCodes: ['offline', 'server']
  }
}

/**
 * The policy per priority. `override` (RuntimeOptions.retry, tests) sets what it names for
 * clicks and prefetches, and the backoff base for everyone; background keeps retrying.
 */
export function retryPolicies(override?: RetryPolicy): Record<RequestPriority, Required<RetryPolicy>> {
  if (!override) return POLICIES
  const foreground = (base: Required<RetryPolicy>): Required<RetryPolicy> => ({
    retries: override.retries,
    baseDelayMs: override.baseDelayMs,
    maxDelayMs: override.maxDelayMs ?? base.maxDelayMs,
    maxWaitMs: override.maxWaitMs ?? base.maxWaitMs,
    retryCodes: override.retryCodes ?? base.retryCodes
  })
  return {
    click: foreground(POLICIES.click),
    prefetch: foreground(POLICIES.prefetch),
    background: { ...POLICIES.background, baseDelayMs: override.baseDelayMs }
  }
}

/** Full jitter: a random delay in [0, min(maxDelayMs, baseDelayMs * 2^n)], so clients do not retry in lockstep. */
export function backoffMs(
  n: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number
): number {
  const ceiling = Math.min(policy.maxDelayMs ?? Number.POSITIVE_INFINITY, policy.baseDelayMs * 2 ** n)
  return random() * ceiling
}

/** Whether a thrown failure is worth another try under `policy`. */
export function isRetriableFailure(error: AppFailure, policy: Pick<RetryPolicy, 'retryCodes'>): boolean {
  const kind: FailureKind = error instanceof UnreachableFailure ? 'unreachable' : error.appError.code
  return kind !== 'unavailable' && (policy.retryCodes ?? ['offline']).includes(kind)
}
