import type { CatalogResult } from '@shared/catalog-schemas'
import { readNode } from '@shared/readers'
import { sha256Hex } from '../db/keys'
import { normalizeNumber } from './search-text'

/**
 * A stored node of one vehicle in one language that lists part numbers. Stored once, not in every
 * row of it: its pointer is 1–2 KB of encrypted text in the real service, and a node has hundreds
 * of rows (in every row, where used wrote more than the mirror itself during a save).
 */
export interface UsedNode {
  /** A hash of vehicle, language and pointer (nodeIdOf). */
  id: string
  vehicleKey: string
  vin: string
  lang: string
  /** The node's pointer and catalog: its uses open there. */
  q: string
  catalog?: string
  nodeTitle: string
  nodeCode?: string
}

/** One part number in a row of a stored node. */
export interface PartUse {
  /** `${node}\n${row}` */
  id: string
  /** The UsedNode it is in. */
  node: string
  /** So a vehicle's rows go with it from the garage. */
  vehicleKey: string
  numberKey: string
  number: string
  qty?: string
  hotspotId?: string
}

/** A use as where used shows it: the row (its id too) with its node. */
export type WhereUsedRow = Omit<UsedNode, 'id'> & Omit<PartUse, 'node'>

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

/** The id a stored node's uses are filed under. */
export const nodeIdOf = (place: NodePlace): Promise<string> =>
  sha256Hex(`${place.vehicleKey}\n${place.lang}\n${place.q}`)

/** A node answer's part numbers, as where-used rows of its node; null for an answer without a node. */
export function usesOf(
  place: NodePlace,
  id: string,
  result: CatalogResult
): { node: UsedNode; uses: PartUse[] } | null {
  const node = readNode(result.node)
  if (!node) return null
  const uses: PartUse[] = []
  node.parts.forEach((part, row) => {
    const number = part.number?.trim()
    if (!number) return
    uses.push({
      id: `${id}\n${row}`,
      node: id,
      vehicleKey: place.vehicleKey,
      numberKey: normalizeNumber(number),
      number,
      ...(part.qty ? { qty: part.qty } : {}),
      ...(part.hotspotId !== undefined && part.hotspotId !== '' ? { hotspotId: String(part.hotspotId) } : {})
    })
  })
  return {
    node: {
      id,
      vehicleKey: place.vehicleKey,
      vin: place.vin,
      lang: place.lang,
      q: place.q,
      ...(place.catalog ? { catalog: place.catalog } : {}),
      nodeTitle: node.title,
      ...(node.code ? { nodeCode: node.code } : {})
    },
    uses
  }
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
