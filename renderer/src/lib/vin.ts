/** A VIN has 17 characters (ISO 3779). */
export const VIN_LENGTH = 17

/** I, O and Q are never used in a VIN: they are too easy to read as 1 and 0. */
const FORBIDDEN = /[IOQ]/g

/** VINs are printed with spaces and typed in lower case; the catalog wants neither. */
export function normalizeVinInput(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
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
