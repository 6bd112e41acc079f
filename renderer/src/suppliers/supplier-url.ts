import { stripNumberSeparators } from '../search/search-text'
import { placeholdersIn, type Placeholder, type SupplierTemplate } from './supplier-template'

/** What a template is filled with: the part row's number, the vehicle's brand and VIN. */
export type LookupValues = Partial<Record<Placeholder, string>>

/**
 * The part number as a supplier's search wants it: without the spaces, dashes, dots, slashes and
 * underscores catalogs print for readability ("5Q0 991 345 SB" → "5Q0991345SB"). Supplier search
 * boxes, like our own offline search (search-text.ts normalizeNumber, which strips the same
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

function valueOf(name: Placeholder, values: LookupValues): string {
  const value = values[name]?.trim() ?? ''
  return name === 'number' ? lookupNumber(value) : value
}

/**
 * The address to open: each placeholder replaced by its value, URL-encoded (encodeURIComponent,
 * so "&", "/", "#" or a space in a brand cannot change the address's shape). Null when a
 * placeholder the template uses has no value: half an address helps nobody.
 */
export function supplierUrl(template: SupplierTemplate, values: LookupValues): string | null {
  if (missingValues(template, values).length) return null
  return template.url
    .trim()
    .replace(/\{([^{}]*)\}/g, (_, name: string) =>
      encodeURIComponent(valueOf(name.trim().toLowerCase() as Placeholder, values))
    )
}
