/**
 * The one part-number normaliser of the app. Catalogs print numbers with spaces, dashes, dots,
 * slashes and underscores for readability ("1K0 226 527", "1K0-226-527"), and mechanics type them
 * with or without, in any case. Offline search, the parts table's filter, where used and the
 * supplier look-up all compare numbers through these two functions, so `1k0-226` finds the same
 * row everywhere.
 */

/** A part number without the spaces, dashes, dots, slashes and underscores catalogs print for readability. */
export function stripNumberSeparators(text: string): string {
  return text.replace(/[\s\-./_]+/g, '')
}

/** Part numbers are typed with or without spaces, dashes, dots and slashes, in any case. */
export function normalizeNumber(text: string): string {
  return stripNumberSeparators(text).toUpperCase()
}
