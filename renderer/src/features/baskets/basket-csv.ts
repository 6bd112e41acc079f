import Papa from 'papaparse'
import { plainText } from '@shared/plain-text'
import type { BasketLine } from '../../data/baskets/basket-model'
import { nodeLabel } from './basket-lines'

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it Cyrillic and CJK turn to mojibake. */
export const UTF8_BOM = '\uFEFF'

/**
 * Fixed English column names: the file goes into dealer systems, which map columns by name,
 * so the header must not change with the UI language.
 */
export const CSV_COLUMNS = ['Part number', 'Name', 'Qty', 'Vehicle', 'VIN', 'Node', 'Note'] as const

/**
 * Cells a spreadsheet would run as a formula (CSV injection): a sign as the first character that
 * is not blank. "Blank" is what a reader cannot see and a spreadsheet may skip: white space of every
 * kind (space, NBSP, the Unicode spaces, line breaks, U+3000, U+FEFF), format characters (zero-width
 * space and joiners, soft hyphen, word joiner: \p{Cf}), and what renders as nothing (combining
 * grapheme joiner, Mongolian and other variation selectors, Hangul fillers, braille blank). The
 * signs are = + - @ and their full-width forms ＝＋－＠. A tab or carriage return as the very first
 * character is defused as well (OWASP's list). Papaparse's own `escapeFormulae` pattern ends in
 * `.*$` without the `s` flag, so a value with a line break after the `=` slips through; this one
 * looks at the start only. Papaparse prefixes a matching cell with `'`: text, to a spreadsheet.
 */
const FORMULA_START =
  /^(?:[\t\r]|[\s\p{Cf}\p{Zs}\u034F\u115F\u1160\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u

/**
 * Every cell is service text as the basket showed it: bidi controls stripped, so a dealer system
 * gets the part number a mechanic read (shared/plain-text.ts).
 */
export function basketCsv(lines: readonly BasketLine[]): string {
  const data = lines.map((line) =>
    [
      line.partNumber,
      line.name,
      String(line.qty),
      line.vehicle.name,
      line.vehicle.vin,
      nodeLabel(line.source),
      line.note ?? ''
    ].map(plainText)
  )
  const body = Papa.unparse(
    { fields: [...CSV_COLUMNS], data },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false }
  )
  return UTF8_BOM + body + '\r\n'
}
