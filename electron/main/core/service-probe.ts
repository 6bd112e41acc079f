import { AppFailure, type AppError } from '../../shared/result'
import type { BodyBudget } from './http/body-budget'
import type { HttpSend } from './http/http-transport'

/** The root of a web service is a small page or an error page; nothing we keep. */
const PROBE_BUDGET: BodyBudget = {
  maxBytes: 64 * 1024,
  tooLarge: 'The catalog service answered the connection check with more than a page.'
}

/**
 * Whether the catalog service's host answers at all: a GET of its root, without the account's
 * token and outside the account's request budget, so checking the connection costs the account
 * no request (an account may be billed or limited per request). Any HTTP answer, an error page
 * too, means the service is there; a refused, dropped or timed-out connection means it is not.
 *
 * Null when it answered; the failure otherwise (`offline`, `timeout`, or `cancelled` when the
 * caller stopped waiting).
 */
export async function probeService(
  send: HttpSend,
  baseUrl: string,
  timeoutMs: number,
  signal?: AbortSignal
): Promise<AppError | null> {
  try {
    const url = new URL('/', baseUrl).href
    await send({ method: 'GET', url, timeoutMs, budget: PROBE_BUDGET, ...(signal ? { signal } : {}) })
    return null
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    const failure = error.appError
    // Too large or damaged is still an answer: someone is there.
    return failure.code === 'offline' || failure.code === 'timeout' || failure.code === 'cancelled' ? failure : null
  }
}
