import type { DemoClock, DemoRateLimit } from '../types'

// The vendor does not document its rate limits, so a client must expect 429 with a Retry-After
// in seconds, as an HTTP date, or none at all (real-shapes.md). This is a token bucket over
// both servers: the demo has one account, so one bucket is that account's. It follows the
// injected clock, so with a ManualClock nothing refills until a test moves time.

export type RetryAfterStyle = NonNullable<DemoRateLimit['retryAfter']>

/** What a limited request gets: the 429's headers (Retry-After unless the style is 'none'). */
export interface Refusal {
  headers: Record<string, string>
  retryAfterS: number
}

export function checkRateLimit(limit: DemoRateLimit): DemoRateLimit {
  if (!(Number.isFinite(limit.perSecond) && limit.perSecond > 0))
    throw new RangeError(`rateLimit.perSecond must be a positive number, got ${limit.perSecond}`)
  if (!(Number.isFinite(limit.burst) && limit.burst >= 1))
    throw new RangeError(`rateLimit.burst must be at least 1, got ${limit.burst}`)
  if (limit.retryAfter !== undefined && !['seconds', 'date', 'none'].includes(limit.retryAfter))
    throw new RangeError(`rateLimit.retryAfter must be seconds, date or none, got ${String(limit.retryAfter)}`)
  return { ...limit }
}

export class RateLimiter {
  private limit: DemoRateLimit | null = null
  private tokens = 0
  private last = 0

  constructor(
    private readonly clock: DemoClock,
    limit: DemoRateLimit | null = null
  ) {
    this.set(limit)
  }

  /** A new limit (or none) starts with a full bucket. */
  set(limit: DemoRateLimit | null): void {
    this.limit = limit && checkRateLimit(limit)
    this.tokens = limit?.burst ?? 0
    this.last = this.clock.now()
  }

  /** Which requests the bucket counts: the API's /api/* routes and everything on the image host. */
  counts(server: 'api' | 'image', path: string): boolean {
    return this.limit !== null && (server === 'image' || path.startsWith('/api/'))
  }

  /** Takes a token; undefined when the request may pass, otherwise how to refuse it. */
  take(): Refusal | undefined {
    const limit = this.limit
    if (!limit) return undefined
    const now = this.clock.now()
    // max(0, …): a clock set backwards refills nothing rather than draining the bucket
    this.tokens = Math.min(limit.burst, this.tokens + (Math.max(0, now - this.last) / 1000) * limit.perSecond)
    this.last = now
    if (this.tokens >= 1) {
      this.tokens -= 1
      return undefined
    }
    // whole seconds, at least 1, until one token is back
    const retryAfterS = Math.max(1, Math.ceil((1 - this.tokens) / limit.perSecond))
    return { retryAfterS, headers: retryAfterHeader(limit.retryAfter ?? 'seconds', now, retryAfterS) }
  }
}

function retryAfterHeader(style: RetryAfterStyle, now: number, seconds: number): Record<string, string> {
  if (style === 'none') return {}
  if (style === 'seconds') return { 'Retry-After': String(seconds) }
  // an HTTP date has whole seconds: round up so the date is never earlier than the wait
  return { 'Retry-After': new Date(Math.ceil((now + seconds * 1000) / 1000) * 1000).toUTCString() }
}

/** The CLI's `--rate-limit <perSecond>[,<burst>]`; burst defaults to perSecond rounded up. */
export function parseRateLimit(text: string, retryAfter?: RetryAfterStyle): DemoRateLimit {
  const [rate, burst, ...rest] = text.split(',').map((s) => s.trim())
  const perSecond = Number(rate)
  if (rest.length > 0 || !rate) throw new RangeError(`--rate-limit wants <perSecond>[,<burst>], got "${text}"`)
  return checkRateLimit({
    perSecond,
    burst: burst === undefined ? Math.max(1, Math.ceil(perSecond)) : Number(burst),
    ...(retryAfter ? { retryAfter } : {})
  })
}
