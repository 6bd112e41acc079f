/** A VIN has 17 characters (ISO 3779). */
export const VIN_LENGTH = 17

/** I, O and Q are never used in a VIN: they are too easy to read as 1 and 0. */
const FORBIDDEN = /[IOQ]/g

/** What each forbidden letter was almost certainly meant to be. */
const MEANT: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' }

/**
 * Anything that is neither a letter nor a digit: spaces, dashes of every kind, dots, slashes.
 * VINs are printed in groups ("WVW-ZZZ 1JZ-XW000001") and typed in lower case; the catalog
 * wants neither, and a separator counted as a character makes a right VIN look too long.
 */
const SEPARATORS = /[^\p{L}\p{N}]+/gu

export function normalizeVinInput(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase()
}

export interface VinProblems {
  /** Set when the length is not 17. */
  length: number | null
  /** The forbidden letters found, each once, in order of appearance. */
  forbidden: string[]
}

export function vinProblems(vin: string): VinProblems {
  const forbidden = [...new Set(vin.match(FORBIDDEN) ?? [])]
  return { length: vin.length === VIN_LENGTH ? null : vin.length, forbidden }
}

/** The VIN with I read as 1 and O, Q as 0; null when there is nothing to fix. */
export function fixedVin(vin: string): string | null {
  const fixed = vin.replace(FORBIDDEN, (letter) => MEANT[letter])
  return fixed === vin ? null : fixed
}
