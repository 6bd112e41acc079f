import { envelopeSchema, tokensSchema, type Tokens } from '../../../shared/catalog-schemas'
import { AppFailure } from '../../../shared/result'
import { AUTH_BUDGET } from '../http/body-budget'
import type { HttpResponse, HttpSend } from '../http/http-transport'
import { parseServiceJson } from '../client/json-boundary'
import { assertSuccessStatus } from '../client/response-parsing'
import { secretOwner } from '../settings/secret-owner'
import type { RefreshTokenStore } from './refresh-token-store'

export interface AuthSessionOptions {
  baseUrl: string
  userId: string
  userToken: string
  send: HttpSend
  store: RefreshTokenStore
  /** Monotonic ms (performance.now in the app; the demo catalog's fake clock in tests). */
  monotonicNow: () => number
  timeoutMs: number
  /** Renew this long before the access token's announced lifetime runs out. */
  refreshMarginMs?: number
  /** First wait after a refused login; doubles per failure up to maxLoginBackoffMs. */
  loginBackoffMs?: number
  maxLoginBackoffMs?: number
}

interface TokenPair {
  access: string
  refresh: string
  /** Monotonic ms after which the access token is treated as expired (margin already applied). */
  renewAt: number
}

const tokensEnvelope = envelopeSchema(tokensSchema)

/**
 * Owns the JWT pair for one account (spec part 5).
 *
 * - Expiry is judged on a monotonic clock from the moment the pair was asked for, never by comparing
 *   the JWT's `exp` with a wall clock that may be wrong.
 * - Single flight: however many requests find the token stale at once, exactly one refresh (or
 *   login) goes out; the rotated refresh token is saved before any of them continues, because it
 *   is single-use and the old one is already dead.
 * - A refused refresh falls back to login; a refused login backs off exponentially so a wrong
 *   token does not hammer the service.
 */
export class AuthSession {
  private pair: TokenPair | null = null
  private renewal: Promise<string> | null = null
  private loginFailures = 0
  private loginBlockedUntil = -Infinity
  private readonly account: string
  private readonly margin: number
  private readonly backoff: number
  private readonly maxBackoff: number

  constructor(private readonly options: AuthSessionOptions) {
    // The refresh token is stored under the same owner key as the permanent token (secret-owner.ts).
    this.account = secretOwner(options.baseUrl, options.userId) ?? `${options.baseUrl} ${options.userId}`
    this.margin = options.refreshMarginMs ?? 10_000
    this.backoff = options.loginBackoffMs ?? 2_000
    this.maxBackoff = options.maxLoginBackoffMs ?? 5 * 60_000
  }

  /** A valid access token, renewing first when it is due (proactive refresh). */
  accessToken(): Promise<string> {
    if (this.pair && this.options.monotonicNow() < this.pair.renewAt) return Promise.resolve(this.pair.access)
    return this.renew()
  }

  /**
   * Called when the service answered 401 to `rejected`. If another request already renewed the
   * pair, its token is returned without a second refresh; otherwise the pair is renewed once.
   */
  tokenAfterUnauthorized(rejected: string): Promise<string> {
    if (this.renewal) return this.renewal
    if (this.pair && this.pair.access !== rejected && this.options.monotonicNow() < this.pair.renewAt) {
      return Promise.resolve(this.pair.access)
    }
    if (this.pair) this.pair.renewAt = -Infinity
    return this.renew()
  }

  private renew(): Promise<string> {
    this.renewal ??= this.obtainPair().finally(() => {
      this.renewal = null
    })
    return this.renewal
  }

  private async obtainPair(): Promise<string> {
    const refreshToken = this.pair?.refresh ?? this.options.store.load(this.account)
    if (refreshToken) {
      const refreshed = await this.refresh(refreshToken)
      if (refreshed) return this.accept(refreshed.tokens, refreshed.askedAt)
      // Expired, revoked or already used: the spec says log in again.
      this.pair = null
      this.options.store.clear()
    }
    const loggedIn = await this.login()
    return this.accept(loggedIn.tokens, loggedIn.askedAt)
  }

  private accept(tokens: Tokens, askedAt: number): string {
    // Saved before the promise resolves, so no waiting request can run ahead of the rotation.
    this.options.store.save(this.account, tokens.refresh_token)
    this.pair = {
      access: tokens.access_token,
      refresh: tokens.refresh_token,
      renewAt: askedAt + Math.max(0, tokens.expires_in * 1000 - this.margin)
    }
    return tokens.access_token
  }

  /**
   * Returns the new pair, or null when the service refused the refresh token. The spec refuses
   * with 401; the real vendor may also answer 400, 403 or a failure sent as HTTP 200, and an
   * answer without tokens leaves the single-use token spent or dead either way: each of those
   * means log in again, or the dead token would be sent again on every request and restart. A
   * 429, a 5xx or a dropped connection is the service's trouble, not the token's: it is thrown,
   * and the token kept for the next try.
   */
  private async refresh(refreshToken: string): Promise<{ tokens: Tokens; askedAt: number } | null> {
    // Timed from the asking: the service starts the token's lifetime then, and a slow answer
    // (up to the time-out, longer than the margin) must not make a spent token look fresh.
    const askedAt = this.options.monotonicNow()
    const response = await this.options.send({
      method: 'POST',
      url: `${this.options.baseUrl}/auth/refresh`,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      timeoutMs: this.options.timeoutMs,
      budget: AUTH_BUDGET
    })
    if (response.status === 429 || response.status >= 500) return { tokens: parseTokens(response), askedAt }
    try {
      return { tokens: parseTokens(response), askedAt }
    } catch {
      return null
    }
  }

  private async login(): Promise<{ tokens: Tokens; askedAt: number }> {
    const now = this.options.monotonicNow()
    if (now < this.loginBlockedUntil) {
      const seconds = Math.ceil((this.loginBlockedUntil - now) / 1000)
      throw new AppFailure('auth', `The catalog refused the account's user id or token. Trying again in ${seconds} s.`)
    }
    const query = new URLSearchParams({ id: this.options.userId, token: this.options.userToken })
    const askedAt = this.options.monotonicNow() // from the asking, as for a refresh
    const response = await this.options.send({
      method: 'GET',
      url: `${this.options.baseUrl}/auth/login-token?${query}`,
      headers: { Accept: 'application/json' },
      timeoutMs: this.options.timeoutMs,
      budget: AUTH_BUDGET
    })
    if (response.status === 401 || response.status === 403) {
      this.loginFailures++
      this.loginBlockedUntil = askedAt + Math.min(this.maxBackoff, this.backoff * 2 ** (this.loginFailures - 1))
      throw new AppFailure(
        'auth',
        "The catalog refused the account's user id or token. Check them in Settings.",
        response.status
      )
    }
    const tokens = parseTokens(response)
    this.loginFailures = 0
    this.loginBlockedUntil = -Infinity
    return { tokens, askedAt }
  }
}

function parseTokens(response: HttpResponse): Tokens {
  assertSuccessStatus(response, 'the sign-in answer')
  let json: unknown
  try {
    json = parseServiceJson(response.body)
  } catch {
    throw new AppFailure('bad-response', 'The catalog service sent an unreadable sign-in answer.')
  }
  const parsed = tokensEnvelope.safeParse(json)
  if (!parsed.success) throw new AppFailure('bad-response', 'The catalog service sent an incomplete sign-in answer.')
  return parsed.data.result
}
