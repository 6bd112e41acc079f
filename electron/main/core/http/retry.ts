import { AppFailure } from '../../../shared/result'
import { UnreachableFailure, type HttpResponse } from './http-transport'

export interface RetryPolicy {
  /** Extra attempts after the first. */
  retries: number
  /** Backoff before retry n (0-based) is a random delay in [0, baseDelayMs * 2^n] ("full jitter"). */
  baseDelayMs: number
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 250 }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function isRetriable(outcome: HttpResponse | AppFailure): boolean {
  if (outcome instanceof AppFailure) {
    // A dropped connection is worth another try; a refused one or a timeout is not (the user
    // would wait several timeouts for one answer).
    return outcome.appError.code === 'offline' && !(outcome instanceof UnreachableFailure)
  }
  return outcome.status >= 500
}

/**
 * Runs an idempotent request again on a 5xx or a dropped connection, a bounded number of times
 * with jittered exponential backoff so many clients do not retry in lockstep.
 */
export async function withRetries(
  attempt: () => Promise<HttpResponse>,
  policy: RetryPolicy,
  random: () => number = Math.random
): Promise<HttpResponse> {
  for (let n = 0; ; n++) {
    let outcome: HttpResponse | AppFailure
    try {
      outcome = await attempt()
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error
      outcome = error
    }
    if (n >= policy.retries || !isRetriable(outcome)) {
      if (outcome instanceof AppFailure) throw outcome
      return outcome
    }
    await sleep(random() * policy.baseDelayMs * 2 ** n)
  }
}
