/**
 * Whether an error is the browser refusing a write for want of room (a full disk, or the origin's
 * quota): a DOMException named QuotaExceededError, or Dexie's wrapper of one (Dexie names its own
 * error the same, and keeps the cause in `inner`, an AbortError's among them).
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true
    current = (current as { inner?: unknown }).inner
  }
  return false
}
