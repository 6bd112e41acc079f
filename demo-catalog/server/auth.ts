import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { DemoClock } from '../types'

// Spec parts 3, 5, 8: a 60 s access token and a single-use 30-day refresh token, both HS256 JWTs
// with iat/exp from the injected clock. `typ` stops one kind being used as the other; `gen` is
// the user's revocation generation, so revokeUserTokens() kills everything issued before it.

export const ACCESS_TTL_S = 60
export const REFRESH_TTL_S = 30 * 24 * 60 * 60
const ISSUER = 'parts-desk-demo-catalog'

export interface TokenPair {
  access_token: string
  refresh_token: string
  expires_in: number
}

interface Claims extends JWTPayload {
  typ?: unknown
  gen?: unknown
}

export function demoCredentials(seed: number): { userId: string; userToken: string } {
  const h = createHash('sha256').update(`demo-user|${seed}`).digest('hex')
  // RFC 4122 layout, version 4 / variant 10xx, so strict uuid validators accept it.
  const userId = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
  const userToken = createHash('sha256').update(`demo-token|${seed}`).digest('base64url').slice(0, 40)
  return { userId, userToken }
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export class AuthService {
  private readonly secret = randomBytes(32) // per server start: old tokens die with the process
  private readonly generation = new Map<string, number>()
  private readonly usedRefresh = new Set<string>()
  private readonly accessCache = new Map<string, { sub: string; exp: number; gen: number }>()

  constructor(
    private readonly clock: DemoClock,
    readonly userId: string,
    private readonly userToken: string
  ) {}

  private gen(sub: string): number {
    return this.generation.get(sub) ?? 0
  }

  private nowS(): number {
    return Math.floor(this.clock.now() / 1000)
  }

  private async sign(sub: string, typ: 'access' | 'refresh', ttl: number): Promise<string> {
    const iat = this.nowS()
    return new SignJWT({ typ, gen: this.gen(sub) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(this.secret)
  }

  private async pair(sub: string): Promise<TokenPair> {
    const [access_token, refresh_token] = await Promise.all([
      this.sign(sub, 'access', ACCESS_TTL_S),
      this.sign(sub, 'refresh', REFRESH_TTL_S)
    ])
    return { access_token, refresh_token, expires_in: ACCESS_TTL_S }
  }

  private async verify(token: string, typ: 'access' | 'refresh'): Promise<Claims | undefined> {
    try {
      const { payload } = await jwtVerify<Claims>(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: new Date(this.clock.now()),
        requiredClaims: ['sub', 'jti', 'iat', 'exp']
      })
      if (payload.typ !== typ || payload.gen !== this.gen(payload.sub!)) return undefined
      return payload
    } catch {
      return undefined
    }
  }

  async login(id: string | null, token: string | null): Promise<TokenPair | undefined> {
    if (!id || !token || !sameSecret(id, this.userId) || !sameSecret(token, this.userToken)) return undefined
    return this.pair(this.userId)
  }

  /** Single use: the first successful call marks the token used; every later one fails. */
  async refresh(token: string): Promise<TokenPair | undefined> {
    const claims = await this.verify(token, 'refresh')
    if (!claims || this.usedRefresh.has(claims.jti!)) return undefined
    this.usedRefresh.add(claims.jti!)
    return this.pair(claims.sub!)
  }

  /** Verified access tokens are cached (exp and generation re-checked per call) for throughput. */
  async verifyAccess(token: string): Promise<boolean> {
    const hit = this.accessCache.get(token)
    if (hit) return hit.exp > this.nowS() && hit.gen === this.gen(hit.sub)
    const claims = await this.verify(token, 'access')
    if (!claims) return false
    if (this.accessCache.size > 10_000) this.accessCache.clear()
    this.accessCache.set(token, { sub: claims.sub!, exp: claims.exp!, gen: claims.gen as number })
    return true
  }

  revoke(userId: string = this.userId): void {
    this.generation.set(userId, this.gen(userId) + 1)
  }
}
