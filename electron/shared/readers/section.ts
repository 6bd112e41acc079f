import type {
  BreadCrumb,
  CatalogForm,
  CatalogInfo,
  CatalogResult,
  CatalogTable,
  ListItem,
  MainGroupTab
} from '../catalog-schemas'
import { asNumber, asRecord, asShownText, asText, type Json } from './values'

/**
 * Reads an `/api/q` result (as the service sent it, or as the offline mirror kept it) into the
 * CatalogResult the app works with. The vendor retypes fields without notice
 * (shared/spec/real-shapes.md, "Types drift"), so nothing here trusts a type:
 *
 * - what can be coerced is: codes as numbers become text, `0/1/"true"` flags become booleans,
 *   `"200"` becomes 200, an `info` sent as a string becomes a note, a missing or null title falls
 *   back to the code (views say "untitled" when there is neither);
 * - what cannot be read is left out and counted: one bad row costs that row, never the page;
 * - fields nobody reads here pass through as they came, for the generic renderers.
 *
 * Pure and total: it never throws, whatever it is given.
 */

export interface SectionReading {
  result: CatalogResult
  /** Rows and fields left out because they could not be read, by field name (`lists`: 2). */
  skipped: Readonly<Record<string, number>>
}

/** True for the flag values the vendor is seen to send: true, 1, "1", "true". */
export function asFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/** A pointer: an opaque non-empty string, passed on byte for byte (spec 4.4 rule 1). */
function asPointer(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A list that turned out not to be one counts as one thing skipped. */
function countMissing<T>(rows: T[] | undefined, skips: Skips, field: string): T[] | undefined {
  if (rows === undefined) skips.add(field)
  return rows
}

class Skips {
  readonly counts: Record<string, number> = {}
  add(field: string, n = 1): void {
    this.counts[field] = (this.counts[field] ?? 0) + n
  }
}

/** Copies `record` with `fields` replaced; undefined values are left out, not set to undefined. */
function withFields<T extends Json>(record: Json, fields: Record<string, unknown>): T {
  const copy: Json = {}
  for (const [key, value] of Object.entries(record)) if (key !== '__proto__') copy[key] = value
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) delete copy[key]
    else copy[key] = value
  }
  return copy as T
}

function readListItem(value: unknown): ListItem | null {
  const item = asRecord(value)
  if (!item) return null
  const code = asShownText(item.code)
  return withFields<ListItem>(item, {
    q: asPointer(item.q),
    qImage: asPointer(item.qImage),
    code,
    title: asShownText(item.title) ?? code
  })
}

/** The rows of a list that can be read; not a list at all is undefined (left out, and counted by the caller). */
function readRows<T>(value: unknown, read: (row: unknown) => T | null, skips: Skips, field: string): T[] | undefined {
  if (!Array.isArray(value)) return undefined
  const rows: T[] = []
  for (const row of value) {
    const read_ = read(row)
    if (read_ === null) skips.add(field)
    else rows.push(read_)
  }
  return rows
}

function readTab(value: unknown, skips: Skips): MainGroupTab | null {
  const tab = asRecord(value)
  if (!tab) return null
  const label = typeof tab.tab === 'number' && Number.isFinite(tab.tab) ? tab.tab : asText(tab.tab)
  return withFields<MainGroupTab>(tab, {
    tab: label,
    title: asShownText(tab.title),
    lists:
      tab.lists === undefined || tab.lists === null
        ? undefined
        : countMissing(readRows(tab.lists, readListItem, skips, 'lists_group'), skips, 'lists_group')
  })
}

function readCrumb(value: unknown): BreadCrumb | null {
  const crumb = asRecord(value)
  if (!crumb) return null
  return withFields<BreadCrumb>(crumb, {
    q: asPointer(crumb.q),
    title: asShownText(crumb.title) ?? asShownText(crumb.code)
  })
}

function readForm(value: unknown, skips: Skips): CatalogForm | null {
  const form = asRecord(value)
  if (!form) return null
  const fields = readRows(
    form.fields,
    (field) => {
      const record = asRecord(field)
      if (!record) return null
      const id = typeof record.id === 'number' && Number.isFinite(record.id) ? record.id : asText(record.id)
      return withFields(record, { code: asText(record.code), id })
    },
    skips,
    'forms'
  )
  return withFields<CatalogForm>(form, { fields: Array.isArray(form.fields) ? fields : undefined })
}

/** A table: header cells need an id (a string or number), data rows must be objects. */
function readTable(value: unknown, skips: Skips): CatalogTable | null {
  const table = asRecord(value)
  if (!table) return null
  const header = Array.isArray(table.header)
    ? readRows(
        table.header,
        (cell) => {
          const record = asRecord(cell)
          const id = record ? asText(record.id) : undefined
          return record && id !== undefined ? withFields(record, { id }) : null
        },
        skips,
        'tables'
      )
    : undefined
  const data = Array.isArray(table.data) ? readRows(table.data, asRecord, skips, 'tables') : undefined
  return withFields<CatalogTable>(table, {
    title: asShownText(table.title),
    header,
    data,
    ...(table.flag_hide_header !== undefined ? { flag_hide_header: asFlag(table.flag_hide_header) } : {})
  })
}

/** `info` as an object `{ type, text }`; a bare string is a note with that text. */
export function readInfo(value: unknown): CatalogInfo | undefined {
  if (typeof value === 'string') {
    const text = asShownText(value)
    return text === undefined ? undefined : { type: 'info', text }
  }
  const info = asRecord(value)
  if (!info) return undefined
  const text = asShownText(info.text) ?? asShownText(info.message)
  return withFields<CatalogInfo>(info, { type: asText(info.type)?.toLowerCase(), text })
}

/** A field that must be an object or a list (part information: either, spec 2.4). */
const objectOrList = (value: unknown): unknown => (Array.isArray(value) || asRecord(value) ? value : undefined)
const list = (value: unknown): unknown => (Array.isArray(value) ? value : undefined)

/**
 * Every field of an `/api/q` result the app understands, with its reader. The section page shows
 * these itself and everything else generically, so this list is also the page's "known" list.
 */
const FIELD_READERS = {
  bread_crumb: (value: unknown, skips: Skips) => readRows(value, readCrumb, skips, 'bread_crumb'),
  info: (value: unknown) => readInfo(value),
  flagTranslate: (value: unknown) => asFlag(value),
  forms: (value: unknown, skips: Skips) => readRows(value, (form) => readForm(form, skips), skips, 'forms'),
  lists_group: (value: unknown, skips: Skips) => readRows(value, (tab) => readTab(tab, skips), skips, 'lists_group'),
  lists: (value: unknown, skips: Skips) => readRows(value, readListItem, skips, 'lists'),
  node: (value: unknown) => asRecord(value) ?? undefined,
  tables: (value: unknown, skips: Skips) => readRows(value, (table) => readTable(table, skips), skips, 'tables'),
  serviceParts: list,
  nodesBlockData: (value: unknown) => asRecord(value) ?? undefined,
  partinfo: objectOrList,
  groupinfo: objectOrList,
  replacement: objectOrList,
  compatibility: objectOrList,
  listinfo: objectOrList,
  images: list,
  html: (value: unknown) => (typeof value === 'string' ? value : undefined),
  modal: (value: unknown) => asRecord(value) ?? undefined,
  type: (value: unknown) => asText(value),
  resultCode: (value: unknown) => asNumber(value),
  vin: (value: unknown) => asShownText(value),
  // Internal to the service (method, codes, urls, encoded ids): read by nobody, shown nowhere.
  params: () => undefined
} satisfies Record<string, (value: unknown, skips: Skips) => unknown>

/** The result fields the readers understand: the page renders these itself, the rest generically. */
export const SECTION_FIELDS: readonly string[] = Object.freeze(Object.keys(FIELD_READERS))

const readings = new WeakMap<object, SectionReading>()

function readUncached(raw: Json): SectionReading {
  const skips = new Skips()
  const fields: Record<string, unknown> = {}
  for (const [key, read] of Object.entries(FIELD_READERS) as Array<[string, (v: unknown, s: Skips) => unknown]>) {
    if (!(key in raw) || raw[key] === undefined || raw[key] === null) {
      if (key in raw) fields[key] = undefined
      continue
    }
    const value = read(raw[key], skips)
    // A field of the wrong kind altogether (lists as a string) is left out and counted.
    if (value === undefined && key !== 'params') skips.add(key)
    fields[key] = value
  }
  return { result: withFields<CatalogResult>(raw, fields), skipped: Object.freeze(skips.counts) }
}

/**
 * Reads a raw `/api/q` result; once per answer object (answers are immutable: a revalidation or
 * a language switch brings a new object), so every consumer of one answer can call it freely.
 */
export function readSection(raw: unknown): SectionReading {
  const record = asRecord(raw)
  if (!record) return { result: {} as CatalogResult, skipped: Object.freeze({ result: 1 }) }
  let reading = readings.get(record)
  if (!reading) {
    reading = readUncached(record)
    readings.set(record, reading)
  }
  return reading
}

/** The read result of a raw answer: `readSection(raw).result`. */
export function readResult(raw: unknown): CatalogResult {
  return readSection(raw).result
}
