import type { CatalogTable } from '@shared/catalog-schemas'
import { isRecord } from '@shared/plain-object'
import { plainText } from '@shared/plain-text'
import { isPointerKey } from '@shared/readers'

/**
 * Shape tests and small transformations shared by the generic renderers. The service adds fields
 * without notice, so everything here takes `unknown` and never throws.
 */

export type PlainObject = Record<string, unknown>

/** The app's plain-object check (shared/plain-object.ts), and made by `{}` or JSON, not a class. */
export function isPlainObject(value: unknown): value is PlainObject {
  if (!isRecord(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** `{ header: [...] }` or `{ data: [{...}] }`: the service's table-like shape. */
export function isTable(value: unknown): value is CatalogTable {
  if (!isPlainObject(value)) return false
  if (Array.isArray(value.header)) return true
  return Array.isArray(value.data) && value.data.length > 0 && value.data.every(isPlainObject)
}

export function isTableArray(value: unknown): value is CatalogTable[] {
  return Array.isArray(value) && value.length > 0 && value.every(isTable)
}

export type Scalar = string | number | boolean

export function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** Nothing to show: null, undefined, '' and empty collections. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isPlainObject(value)) return Object.keys(value).length === 0
  return false
}

/**
 * Pointer fields (spec 2.5: names beginning with `q`) are opaque 1–2 KB strings: never shown as
 * text. `q` and `q_partinfo` become actions; `qImage` becomes a picture; others stay hidden.
 */
export { isPointerKey }

/**
 * The service's rendering flags (`flag_hide_header`, `flagNotTranslate`, `flagTranslate`, …) are
 * instructions to the client, not data: a renderer obeys the ones it knows and shows none as text
 * ("Flag not translate: Yes" would mean nothing to a mechanic).
 */
function isFlagKey(key: string): boolean {
  return /^flag[A-Z_]/.test(key)
}

/**
 * A field a generic renderer shows as data: neither a pointer (an action or a picture), nor a
 * flag, nor the service's internal `params` (method, codes, urls, encoded ids; real-shapes.md).
 */
export function isShownKey(key: string): boolean {
  return !isPointerKey(key) && !isFlagKey(key) && key !== 'params'
}

/** A flag that is set. `true` is what the service sends; 1 and "true"/"1" are tolerated, anything else is off. */
function isFlagSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * A string under the key `html` is the service's ready-made markup (spec 2.4 `html`), wherever it
 * appears: it goes to the sanitized HTML block, never onto the page as raw tags.
 */
export function isHtmlField(key: string | undefined, value: unknown): value is string {
  return key?.toLowerCase() === 'html' && typeof value === 'string' && value.trim() !== ''
}

/** Fields of a cell object shown beside its value as a quiet "number · name" line, not as labelled extras. */
const CELL_DETAIL_KEYS: ReadonlySet<string> = new Set(['number', 'name'])

/** A table cell or row field: its main value, the actions its pointers offer, and any extras. */
export interface CellModel {
  value: unknown
  /** `number` and `name` of `{ value, number?, name? }`, as written (identifiers, so not localised) minus bidi controls. */
  details: string[]
  navigate: string | null
  partInfo: string | null
  /** `flagNotTranslate`: a code or name that translation tools must leave as it is. */
  noTranslate: boolean
  extras: Array<[string, unknown]>
}

export function cellModel(cell: unknown): CellModel {
  if (!isPlainObject(cell)) {
    return { value: cell, details: [], navigate: null, partInfo: null, noTranslate: false, extras: [] }
  }
  const hasValue = 'value' in cell
  const valueText = isScalar(cell.value) ? plainText(String(cell.value)) : null
  const details: string[] = []
  const extras: Array<[string, unknown]> = []
  for (const [key, v] of Object.entries(cell)) {
    if ((hasValue && key === 'value') || !isShownKey(key) || v === undefined) continue
    if (hasValue && CELL_DETAIL_KEYS.has(key) && (typeof v === 'string' || typeof v === 'number')) {
      const text = plainText(String(v)).trim()
      // Empty, or a repeat of the value itself ("11" · number "11"), adds nothing.
      if (text !== '' && text !== valueText) details.push(text)
      continue
    }
    extras.push([key, v])
  }
  return {
    // A cell object without `value` shows all its fields as the value (as extras would be a repeat).
    value: hasValue ? cell.value : extras.length > 0 ? Object.fromEntries(extras) : null,
    details,
    navigate: typeof cell.q === 'string' ? cell.q : null,
    partInfo: typeof cell.q_partinfo === 'string' ? cell.q_partinfo : null,
    noTranslate: isFlagSet(cell.flagNotTranslate),
    extras: hasValue ? extras : []
  }
}

export interface Column {
  id: string
  /** The service's heading; null when it gave none (we then label the column from its key). */
  label: unknown
}

/** Header order first, then any column the rows carry but the header forgot (keyed by its id). */
export function tableColumns(table: CatalogTable): Column[] {
  const columns: Column[] = []
  const seen = new Set<string>()
  for (const h of Array.isArray(table.header) ? table.header : []) {
    if (!isPlainObject(h) || h.id === undefined || h.id === null) continue
    const id = String(h.id)
    if (seen.has(id)) continue
    seen.add(id)
    columns.push({ id, label: h.value ?? null })
  }
  for (const row of tableRows(table)) {
    for (const key of Object.keys(row)) {
      if (seen.has(key) || !isShownKey(key)) continue
      seen.add(key)
      columns.push({ id: key, label: null })
    }
  }
  return columns
}

/** Pointers carried by a row itself rather than by one of its cells (offered in an extra column). */
export function rowActions(row: PlainObject): { navigate: string | null; partInfo: string | null } {
  return {
    navigate: typeof row.q === 'string' ? row.q : null,
    partInfo: typeof row.q_partinfo === 'string' ? row.q_partinfo : null
  }
}

export function tableRows(table: CatalogTable): PlainObject[] {
  return Array.isArray(table.data) ? table.data.filter(isPlainObject) : []
}

/** A table with its own `q` is a link to that section (the pointer, byte for byte), else null. */
export function tableLink(table: CatalogTable): string | null {
  return typeof table.q === 'string' && table.q !== '' ? table.q : null
}

/** `flag_hide_header`: the service asks for the table without its header row. */
export function hidesHeader(table: CatalogTable): boolean {
  return isFlagSet(table.flag_hide_header)
}

/**
 * Table keys no part of DataTable renders (header, data, title, the `q` link and flags are), so a
 * table's own unknown fields are not lost either. Other pointers (qImage…) stay: GenericValue turns
 * them into pictures or actions.
 */
export function tableExtras(table: CatalogTable): PlainObject {
  const rest: PlainObject = {}
  for (const [key, v] of Object.entries(table)) {
    if (key === 'header' || key === 'data' || key === 'title' || key === 'q' || isFlagKey(key)) continue
    // `rest.__proto__ = v` would swap rest's prototype; main drops such keys, but a copy mirrored
    // by an older version may still carry one.
    if (v !== undefined && key !== '__proto__') rest[key] = v
  }
  return rest
}

/** An array of plain objects as one table over the union of their keys, in first-seen order. */
export function objectsAsTable(items: PlainObject[]): CatalogTable {
  const keys: string[] = []
  for (const item of items) for (const key of Object.keys(item)) if (!keys.includes(key)) keys.push(key)
  return { header: keys.filter(isShownKey).map((id) => ({ id, value: null })), data: items }
}

/** "packQty" / "pack_qty" → "Pack qty": a readable fallback for keys we have no words for. */
export function humanizeKey(key: string): string {
  const spaced = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return spaced ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : key
}
