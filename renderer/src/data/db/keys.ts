import type { FormValues } from '@shared/contract'
import { isCatalogLanguage, type CatalogLanguage } from '@shared/languages'

/**
 * Mirror keys. Everything that changes an answer is part of the key — service origin, catalog,
 * pointer, language and submitted form values — so two accounts, two languages or two form
 * submissions never share a record. Pointers are 1–2 KB, so the stored key is a SHA-256 of the
 * full key; the full key is stored too and compared on read to rule out collisions.
 */

/** JSON with object keys sorted at every level: equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** SHA-256 of a text (its UTF-8) or of bytes, as hex. */
export async function sha256Hex(input: string | Uint8Array): Promise<string> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface SectionKeyParts {
  origin: string
  catalog?: string
  q: string
  lang: CatalogLanguage
  form?: FormValues
}

export function sectionFullKey(parts: SectionKeyParts): string {
  return canonicalJson(['section', parts.origin, parts.catalog ?? null, parts.q, parts.lang, parts.form ?? null])
}

function isFormValues(value: unknown): value is FormValues {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * A section's full key read back (the mirror keeps it next to its hash exactly for this), or null
 * for any other key — a VIN lookup, an image, something unreadable.
 */
export function decodeSectionFullKey(fullKey: string): SectionKeyParts | null {
  let key: unknown
  try {
    key = JSON.parse(fullKey)
  } catch {
    return null
  }
  if (!Array.isArray(key) || key.length !== 6) return null
  const [kind, origin, catalog, q, lang, form] = key as unknown[]
  if (kind !== 'section' || typeof origin !== 'string' || typeof q !== 'string' || !isCatalogLanguage(lang)) return null
  if (catalog !== null && typeof catalog !== 'string') return null
  if (form !== null && !isFormValues(form)) return null
  return {
    origin,
    q,
    lang,
    ...(typeof catalog === 'string' ? { catalog } : {}),
    ...(form !== null ? { form } : {})
  }
}

export function vinFullKey(origin: string, vin: string, lang: CatalogLanguage): string {
  return canonicalJson(['vin', origin, vin, lang])
}

/** Images do not depend on language or catalog: the pointer and the image host identify them. */
export function imageFullKey(imageOrigin: string, qImage: string): string {
  return canonicalJson(['image', imageOrigin, qImage])
}

/** A vehicle is one VIN at one service (lib/vehicle-key.ts, with its inverse). */
export { vehicleKey } from '../../lib/vehicle-key'
