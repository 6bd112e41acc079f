import { cellModel, isScalar, type Column, type PlainObject, type Scalar } from './value-model'

/**
 * How much of a catalog table is built as cells. A hostile or careless answer can send a row of
 * 1,500 columns (the supersession bomb: 150–275 ms of rendering in one task); no real table comes
 * near these, and what is over them is still shown — the further columns as plain text in one
 * last column, the further rows on request.
 */
export const TABLE_CAPS = { columns: 24, rows: 200 } as const

/** The values of a row's columns past the cap, as one line of text: a part number never breaks inside. */
export function overflowText(row: PlainObject, hidden: readonly Column[], scalar: (value: Scalar) => string): string {
  const words: string[] = []
  for (const column of hidden) {
    const cell = cellModel(row[column.id])
    const text = isScalar(cell.value) ? scalar(cell.value) : cell.details.join(' ')
    if (text) words.push(text.replace(/ /g, '\u00a0'))
  }
  return words.join(', ')
}
