/**
 * Jittered exponential backoff: the renderer's one way to wait between two tries. Each caller
 * brings its own policy (how long to start with, how far to grow, how much jitter), and decides
 * itself, per answer, whether another try is worth it.
 */
export interface BackoffPolicy {
  /** The wait after the first failed try, before jitter; it doubles with every further try. */
  baseDelayMs: number
  /** Longest wait, before jitter (none: it grows as long as the tries go on). */
  maxDelayMs?: number
  /** Doublings at most (default 30): a long run of tries stops growing there. */
  maxDoublings?: number
  /**
   * 'full': anywhere between none and the whole wait (tries spread out most, AWS's "full
   * jitter"); a fraction r: the wait times 1 ± r.
   */
  jitter: 'full' | number
}

/** The wait after failed try number `attempt` (1 for the first). */
export function backoffDelay(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const doublings = Math.min(Math.max(attempt - 1, 0), policy.maxDoublings ?? 30)
  const delay = Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs ?? Infinity)
  return policy.jitter === 'full' ? random() * delay : delay * (1 - policy.jitter + 2 * policy.jitter * random())
}

/** What a try returns to be tried again; anything else is its final outcome. */
export const TRY_AGAIN: unique symbol = Symbol('try again')

export interface RetryOptions {
  /** Waits, ending early when the signal fires; tests hand in one that does not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
  /** Ends a wait between tries at once (a Pause or Cancel): the next try decides what then. */
  signal?: AbortSignal
}

export const realSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })

/**
 * Calls `attempt` (with its try number, from 1) until it returns something other than
 * TRY_AGAIN, waiting by the policy in between. The try itself says when to give up (it knows
 * which failures may pass, and how many tries its caller allows), so the loop never ends
 * where a caller did not mean it to.
 */
export async function retry<T>(
  policy: BackoffPolicy,
  attempt: (tryNumber: number) => Promise<T | typeof TRY_AGAIN>,
  options: RetryOptions = {}
): Promise<T> {
  const sleep = options.sleep ?? realSleep
  for (let tryNumber = 1; ; tryNumber++) {
    const outcome = await attempt(tryNumber)
    if (outcome !== TRY_AGAIN) return outcome
    await sleep(backoffDelay(policy, tryNumber, options.random), options.signal)
  }
}
