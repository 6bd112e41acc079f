/**
 * `Retry-After` (RFC 9110 §10.2.3) as milliseconds to wait from `now`: either delay-seconds
 * ("120") or an HTTP date ("Wed, 21 Oct 2026 07:28:00 GMT"). The vendor does not document its
 * rate limits (shared/spec/real-shapes.md), so both forms are read, and the answer is clamped:
 * a date in the past means "now" (0), and a misconfigured proxy asking for an hour is held to
 * `maxMs` — the budget then asks again and backs off if refused again.
 *
 * Returns null when the header is absent or unreadable: the caller falls back to jittered backoff.
 */
export const MAX_RETRY_AFTER_MS = 120_000

export function retryAfterMs(
  header: string | undefined,
  now: number,
  maxMs: number = MAX_RETRY_AFTER_MS
): number | null {
  const text = header?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, maxMs)
  // Only the date forms have a letter and a space; a negative or fractional number is not valid.
  if (!/[a-z]/i.test(text)) return null
  const at = Date.parse(text)
  if (!Number.isFinite(at)) return null
  return Math.min(Math.max(0, at - now), maxMs)
}
