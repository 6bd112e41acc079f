import type { CatalogTable } from '@shared/catalog-schemas'
import type { OptionTable, VehicleAttribute } from '@shared/readers'
import { cellModel, isScalar, isTable, tableColumns, tableRows } from '../section/components/value-model'

/** A cell's text as shown: a scalar, or an object cell's `value`. */
function cellText(cell: unknown): string | null {
  const { value } = cellModel(cell)
  return isScalar(value) && value !== null ? String(value).trim().toLowerCase() : null
}

const fact = (label: string, value: string) => `${label.trim().toLowerCase()}\u0000${value.trim().toLowerCase()}`

/**
 * The vehicle's option tables without the rows that repeat a fact the card lists already: the
 * service sends production date, paint and market both as `attributesMain` and again as a
 * "Production data" key/value table, so the card said each twice. A two-column row whose label
 * and value equal an attribute's is left out, and a table left with no rows goes with it; any
 * other table (equipment codes, a row that says something new) is shown as sent.
 */
export function withoutRepeatedFacts(tables: readonly OptionTable[], attributes: readonly VehicleAttribute[]) {
  const known = new Set(attributes.map((attribute) => fact(attribute.label, attribute.value)))
  return tables.flatMap((table): OptionTable[] => {
    if (!isTable(table)) return [table]
    const catalogTable = table as CatalogTable
    const columns = tableColumns(catalogTable)
    const rows = tableRows(catalogTable)
    if (columns.length !== 2 || rows.length === 0) return [table]
    const kept = rows.filter((row) => {
      const [label, value] = columns.map((column) => cellText(row[column.id]))
      return label === null || value === null || !known.has(fact(label, value))
    })
    if (kept.length === rows.length) return [table]
    return kept.length === 0 ? [] : [{ ...table, data: kept }]
  })
}
