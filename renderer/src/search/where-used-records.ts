import type { CatalogResult } from '@shared/catalog-schemas'
import { readNode } from '@shared/readers'
import { normalizeNumber } from './search-text'

/** One part number in one stored node of one vehicle (in one language). */
export interface PartUse {
  /** `${vehicleKey}\n${lang}\n${q}\n${row}` */
  id: string
  numberKey: string
  number: string
  vehicleKey: string
  vin: string
  lang: string
  /** The node's pointer and catalog: the use opens there. */
  q: string
  catalog?: string
  nodeTitle: string
  nodeCode?: string
  qty?: string
  hotspotId?: string
}

/** Two numbers the catalog says replace one another (either way: a use of one is a use of the other). */
export interface NumberLink {
  /** `${a}\n${b}` with a < b */
  id: string
  a: string
  b: string
}

export interface NodePlace {
  vehicleKey: string
  vin: string
  lang: string
  q: string
  catalog?: string
}

/** Every part number of a node answer, as where-used rows; none for an answer without parts. */
export function usesOf(place: NodePlace, result: CatalogResult): PartUse[] {
  const node = readNode(result.node)
  if (!node) return []
  const uses: PartUse[] = []
  node.parts.forEach((part, row) => {
    const number = part.number?.trim()
    if (!number) return
    uses.push({
      id: `${place.vehicleKey}\n${place.lang}\n${place.q}\n${row}`,
      numberKey: normalizeNumber(number),
      number,
      vehicleKey: place.vehicleKey,
      vin: place.vin,
      lang: place.lang,
      q: place.q,
      ...(place.catalog ? { catalog: place.catalog } : {}),
      nodeTitle: node.title,
      ...(node.code ? { nodeCode: node.code } : {}),
      ...(part.qty ? { qty: part.qty } : {}),
      ...(part.hotspotId !== undefined && part.hotspotId !== '' ? { hotspotId: String(part.hotspotId) } : {})
    })
  })
  return uses
}

/** Part numbers in a table cell: object cells carry them in `number` (or `value`). */
function numbersIn(cell: unknown): string[] {
  if (!cell || typeof cell !== 'object' || Array.isArray(cell)) return []
  const record = cell as Record<string, unknown>
  const number = typeof record.number === 'string' ? record.number : null
  return number ? [number] : []
}

/**
 * Supersessions from a part-information answer's `replacement` tables: the part numbers in one
 * row (old and new, whatever the columns are called) replace one another. The service's column
 * ids are its own, so numbers are recognised by the cell shape real answers use for them
 * (`{ value, number }`), not by column name.
 */
export function linksOf(result: CatalogResult): NumberLink[] {
  const tables = Array.isArray(result.replacement) ? result.replacement : []
  const links = new Map<string, NumberLink>()
  for (const table of tables) {
    const rows = (table as { data?: unknown }).data
    if (!Array.isArray(rows)) continue
    for (const row of rows) {
      if (!row || typeof row !== 'object') continue
      const keys = [...new Set(Object.values(row).flatMap(numbersIn).map(normalizeNumber))].filter(Boolean).sort()
      for (let i = 0; i < keys.length; i++)
        for (let j = i + 1; j < keys.length; j++) {
          const id = `${keys[i]}\n${keys[j]}`
          links.set(id, { id, a: keys[i], b: keys[j] })
        }
    }
  }
  return [...links.values()]
}
