import { EXTERNAL_URL_MAX } from '@shared/external-url'
import { wellFormed } from '@shared/well-formed'
import { stripNumberSeparators } from '../../lib/part-number'
import { placeholdersIn, type Placeholder, type SupplierTemplate } from '../../lib/supplier-template'

/** What a template is filled with: the part row's number, the vehicle's brand and VIN. */
export type LookupValues = Partial<Record<Placeholder, string>>

/**
 * The part number as a supplier's search wants it: without the spaces, dashes, dots, slashes and
 * underscores catalogs print for readability ("5Q0 991 345 SB" → "5Q0991345SB"). Supplier search
 * boxes, like our own offline search (lib/part-number.ts normalizeNumber, which strips the same
 * characters), match numbers typed without them, while many of them find nothing when a spaced
 * number arrives in the address. Letters keep their case: nothing is gained by changing what the
 * catalog printed.
 */
export function lookupNumber(number: string): string {
  return stripNumberSeparators(number)
}

/** Which placeholders the template needs that `values` cannot fill (a brand the vehicle lacks, say). */
export function missingValues(template: SupplierTemplate, values: LookupValues): Placeholder[] {
  const needed = new Set(placeholdersIn(template.url))
  return (['number', 'brand', 'vin'] as const).filter((name) => needed.has(name) && !valueOf(name, values))
}

/** A value as it goes into the address: well-formed, so a lone surrogate cannot make encoding throw. */
function valueOf(name: Placeholder, values: LookupValues): string {
  const value = wellFormed(values[name]?.trim() ?? '')
  return name === 'number' ? lookupNumber(value) : value
}

/** Why a template cannot be used for these values: placeholders without a value, or an address too long to open. */
export type LookupProblem =
  { kind: 'missing'; names: Placeholder[] } | { kind: 'too-long'; length: number; max: number }

/** A template filled with the values: the address to open, or why there is none. */
export type SupplierLookup = { url: string; problem: null } | { url: null; problem: LookupProblem }

/**
 * The address to open: each placeholder replaced by its value, URL-encoded (encodeURIComponent,
 * so "&", "/", "#" or a space in a brand cannot change the address's shape). None when a
 * placeholder the template uses has no value (half an address helps nobody), or when the filled
 * address is longer than main opens (EXTERNAL_URL_MAX): the template alone is bounded, but a long
 * number, encoded three bytes a character, can still push it past, and "could not be opened" after
 * the question would be the first the user heard of it.
 */
export function supplierLookup(template: SupplierTemplate, values: LookupValues): SupplierLookup {
  const missing = missingValues(template, values)
  if (missing.length) return { url: null, problem: { kind: 'missing', names: missing } }
  const url = template.url
    .trim()
    .replace(/\{([^{}]*)\}/g, (_, name: string) =>
      encodeURIComponent(valueOf(name.trim().toLowerCase() as Placeholder, values))
    )
  if (url.length > EXTERNAL_URL_MAX)
    return { url: null, problem: { kind: 'too-long', length: url.length, max: EXTERNAL_URL_MAX } }
  return { url, problem: null }
}

/** The address to open, or null when there is none (supplierLookup says why). */
export function supplierUrl(template: SupplierTemplate, values: LookupValues): string | null {
  return supplierLookup(template, values).url
}
