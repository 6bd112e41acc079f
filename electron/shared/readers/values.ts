/**
 * Small, total readers for values of unknown shape. The service adds, renames and retypes
 * fields without notice (see shared/spec/real-shapes.md), so the answer readers never trust a
 * type: they take what they understand and leave the rest.
 */

import { asRecord } from '../plain-object'
import { plainText } from '../plain-text'

export type Json = Record<string, unknown>

export { asRecord }

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A non-empty text: strings as they are, finite numbers as digits; anything else is absent. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/**
 * A text the app shows (a name, a part number, a note): as asText, without bidi controls, so
 * what a mechanic reads is what the characters say (plain-text.ts). Identifiers that go back to
 * the service (catalog ids, hotspot ids that link rows to callouts) are read with asText.
 */
export function asShownText(value: unknown): string | undefined {
  const text = asText(value)
  if (text === undefined) return undefined
  const plain = plainText(text)
  return plain === '' ? undefined : plain
}

/** A finite number, also from a numeric string ("120", " 80.5 "). */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

/** A size in pixels: a positive finite number, else absent (the picture's own size is used then). */
export function asSize(value: unknown): number | undefined {
  const n = asNumber(value)
  return n !== undefined && n > 0 ? n : undefined
}

/** The first of several candidate fields that holds a text to show. */
export function firstText(record: Json, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const text = asShownText(record[key])
    if (text !== undefined) return text
  }
  return undefined
}

/**
 * Pointer fields (spec 2.5: names beginning with `q`) are opaque 1–2 KB strings: never shown
 * as text. `q`, `qImage`, `q_partinfo`, `qMainGroup`, `q_main_group` …
 */
export function isPointerKey(key: string): boolean {
  return key === 'q' || /^q[A-Z_]/.test(key)
}

/** Long unbroken strings are encoded ids and pointers (base64 of JSON), not words for a mechanic. */
const ENCODED = /^[A-Za-z0-9+/=_-]{40,}$/

/**
 * Fields that are internal to the service: pointers, `params` (method, codes, urls …), and ids
 * (`vehicleId`, `brandId`, anything else that is an `…Id` or an encoded blob). Shown nowhere.
 */
export function isOpaqueField(key: string, value: unknown): boolean {
  if (isPointerKey(key) || key === 'params') return true
  if (/(?:Id|_id|ID)$/.test(key) || key === 'id') return true
  return typeof value === 'string' && ENCODED.test(value)
}
