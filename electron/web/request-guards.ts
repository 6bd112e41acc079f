import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Hashing first gives equal-length buffers, so the comparison time says nothing about the secret. */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string }

/**
 * Host must be exactly our loopback address: a page on evil.example that re-points its DNS at
 * 127.0.0.1 still sends `Host: evil.example`. Origin, when a browser sends one, must be ours:
 * other local pages cannot use the API even if they guess the port.
 */
export function checkSameHost(request: IncomingMessage, hostHeader: string, origin: string): GuardVerdict {
  if (request.headers.host !== hostHeader) return { ok: false, status: 403, reason: 'Unexpected Host header.' }
  const requestOrigin = request.headers.origin
  if (requestOrigin !== undefined && requestOrigin !== origin) {
    return { ok: false, status: 403, reason: 'Cross-origin requests are refused.' }
  }
  return { ok: true }
}

export function checkSecret(given: string | undefined | null, expected: string): GuardVerdict {
  if (!given) return { ok: false, status: 401, reason: 'Missing key.' }
  if (!secretsMatch(given, expected)) return { ok: false, status: 403, reason: 'Wrong key.' }
  return { ok: true }
}
