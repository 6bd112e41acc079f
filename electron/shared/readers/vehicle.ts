import { asArray, asRecord, asShownText, asText, firstText, isOpaqueField, type Json } from './values'
import { nameVehicle } from './vehicle-name'

/**
 * Reads `/api/vin` answers into what the vehicle card, the garage and the catalog requests use.
 * Accepts the real service's shape (shared/spec/real-shapes.md: `name`, `nameFull`, `brandName`,
 * `modelName`, `attributesAdv`, `catalogs[]`) and our first version's (`brand`, `model`,
 * `options`, `catalog`), since the mirror keeps raw answers of both.
 */

/** A table as the service sends it; shown by the generic table renderer. */
export type OptionTable = Json

export interface VehicleAttribute {
  key: string
  label: string
  value: string
}

export interface VehicleReading {
  vin?: string
  /** `name` (model and production date), else the shortest name there is, else the VIN: the catalog's name. */
  title: string
  /** What people call it: brand, model, trim, engine, year (vehicle-name.ts); the title when those are unknown. */
  name: string
  brand?: string
  model?: string
  /** `nameFull`: engine, trim, gearbox, drive side. */
  description?: string
  /** One line under the title: brand · model · full description, whichever exist. */
  subtitle: string
  qMainGroup?: string
  attributes: VehicleAttribute[]
  /** Equipment and option tables (`attributesAdv` blocks, or the older `options`). */
  optionTables: OptionTable[]
  /** Fields we have no place for, minus internal ids and pointers: shown generically. */
  extras: Json
}

const KNOWN = new Set([
  'vin',
  'name',
  'nameFull',
  'nameShort',
  'modelName',
  'brandName',
  'brand',
  'model',
  'catalog',
  'qMainGroup',
  'attributesMain',
  'attributesAdv',
  'options'
])

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value)
  return asShownText(value)
}

function readAttributes(value: unknown): VehicleAttribute[] {
  const attributes: VehicleAttribute[] = []
  asArray(value).forEach((item, index) => {
    const attribute = asRecord(item)
    const label = attribute ? scalarText(attribute.label) : undefined
    const text = attribute ? scalarText(attribute.value) : undefined
    if (!attribute || label === undefined || text === undefined) return
    attributes.push({ key: scalarText(attribute.id) ?? `#${index}`, label, value: text })
  })
  return attributes
}

const isTable = (value: unknown): value is OptionTable => {
  const table = asRecord(value)
  return !!table && (Array.isArray(table.header) || Array.isArray(table.data))
}

/** `attributesAdv: [{ tables: [Table] }]` (a block may also be a table itself), then `options: [Table]`. */
function readOptionTables(vehicle: Json): OptionTable[] {
  const tables: OptionTable[] = []
  for (const block of asArray(vehicle.attributesAdv)) {
    if (isTable(block)) tables.push(block)
    else tables.push(...asArray(asRecord(block)?.tables).filter(isTable))
  }
  tables.push(...asArray(vehicle.options).filter(isTable))
  return tables
}

export function readVehicle(value: unknown): VehicleReading | null {
  const vehicle = asRecord(value)
  if (!vehicle) return null
  const vin = firstText(vehicle, 'vin')
  const brand = firstText(vehicle, 'brandName', 'brand')
  const model = firstText(vehicle, 'modelName', 'model')
  const description = firstText(vehicle, 'nameFull')
  const title = firstText(vehicle, 'name', 'nameShort') ?? ([brand, model].filter(Boolean).join(' ') || vin || '')
  const subtitle = [...new Set([brand, model, description].filter((t): t is string => !!t && t !== title))].join(' · ')
  const extras: Json = {}
  for (const [key, field] of Object.entries(vehicle)) {
    // `extras.__proto__ = field` would swap its prototype; main drops such keys, an older mirror may not have.
    if (!KNOWN.has(key) && key !== '__proto__' && !isOpaqueField(key, field) && field !== undefined) extras[key] = field
  }
  return {
    ...(vin !== undefined ? { vin } : {}),
    title,
    name: nameVehicle(vehicle) ?? title,
    ...(brand !== undefined ? { brand } : {}),
    ...(model !== undefined ? { model } : {}),
    ...(description !== undefined ? { description } : {}),
    subtitle,
    ...(typeof vehicle.qMainGroup === 'string' ? { qMainGroup: vehicle.qMainGroup } : {}),
    attributes: readAttributes(vehicle.attributesMain),
    optionTables: readOptionTables(vehicle),
    extras
  }
}

/**
 * The catalog identifier every `/api/q` request of this vehicle carries: `catalog`, else
 * `vehicle.catalog`, else the `name` of the first `catalogs[]` entry with status 200 (the first
 * entry when none says 200). Null when the answer names none.
 */
export function readCatalogId(vinResult: unknown): string | null {
  const result = asRecord(vinResult)
  if (!result) return null
  const direct = asText(result.catalog) ?? asText(asRecord(result.vehicle)?.catalog)
  if (direct !== undefined) return direct
  const entries = asArray(result.catalogs)
    .map(asRecord)
    .filter((entry): entry is Json => entry !== null && asText(entry.name) !== undefined)
  const ok = entries.find((entry) => Number(entry.status) === 200) ?? entries[0]
  return ok ? (asText(ok.name) ?? null) : null
}
