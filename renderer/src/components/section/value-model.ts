import type { CatalogTable } from '@shared/catalog-schemas'

/**
 * Shape tests and small transformations shared by the generic renderers. The service adds fields
 * without notice, so everything here takes `unknown` and never throws.
 */

export type PlainObject = Record<string, unknown>

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
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
export function isPointerKey(key: string): boolean {
  return key === 'q' || /^q[A-Z_]/.test(key)
}

/** A table cell or row field: its main value, the actions its pointers offer, and any extras. */
export interface CellModel {
  value: unknown
  navigate: string | null
  partInfo: string | null
  extras: Array<[string, unknown]>
}

export function cellModel(cell: unknown): CellModel {
  if (!isPlainObject(cell)) return { value: cell, navigate: null, partInfo: null, extras: [] }
  const hasValue = 'value' in cell
  const extras = Object.entries(cell).filter(
    ([key, v]) => !(hasValue && key === 'value') && !isPointerKey(key) && v !== undefined
  )
  return {
    // A cell object without `value` shows all its fields as the value (as extras would be a repeat).
    value: hasValue ? cell.value : extras.length > 0 ? Object.fromEntries(extras) : null,
    navigate: typeof cell.q === 'string' ? cell.q : null,
    partInfo: typeof cell.q_partinfo === 'string' ? cell.q_partinfo : null,
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
      if (seen.has(key) || isPointerKey(key)) continue
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

/** Table keys other than header/data/title, so a table's own unknown fields are not lost either. */
export function tableExtras(table: CatalogTable): PlainObject {
  const rest: PlainObject = {}
  for (const [key, v] of Object.entries(table)) {
    if (key !== 'header' && key !== 'data' && key !== 'title' && v !== undefined) rest[key] = v
  }
  return rest
}

/** An array of plain objects as one table over the union of their keys, in first-seen order. */
export function objectsAsTable(items: PlainObject[]): CatalogTable {
  const keys: string[] = []
  for (const item of items) for (const key of Object.keys(item)) if (!keys.includes(key)) keys.push(key)
  return { header: keys.filter((k) => !isPointerKey(k)).map((id) => ({ id, value: null })), data: items }
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
