import type { CatalogResult } from '@shared/catalog-schemas'
import { readNode } from '@shared/readers'
import { isRecord } from '@shared/plain-object'
import { sha256Hex } from '../db/keys'
import { normalizeNumber } from '../../lib/part-number'

/**
 * A stored node of one vehicle in one language that lists part numbers. Stored once, not in every
 * row of it: its pointer is 1–2 KB of encrypted text in the real service, and a node has hundreds
 * of rows (in every row, where used wrote more than the mirror itself during a save).
 */
export interface UsedNode {
  /** A hash of vehicle, language and pointer (nodeIdOf). */
  id: string
  /** The service the node came from (a number's supersessions count only within one service). */
  origin: string
  vehicleKey: string
  vin: string
  lang: string
  /** The node's pointer and catalog: its uses open there. */
  q: string
  catalog?: string
  nodeTitle: string
  nodeCode?: string
  /** Estimated bytes of this record and its uses (what storing it again frees first). */
  bytes?: number
}

/** One part number in a row of a stored node. */
export interface PartUse {
  /** `${node}\n${row}` */
  id: string
  /** The UsedNode it is in. */
  node: string
  /** So a vehicle's rows go with it from the garage. */
  vehicleKey: string
  origin: string
  numberKey: string
  number: string
  qty?: string
  hotspotId?: string
}

/** A use as where used shows it: the row (its id too) with its node. */
export type WhereUsedRow = Omit<UsedNode, 'id' | 'bytes'> & Omit<PartUse, 'node'>

/**
 * A number's place in a set of numbers the catalog says replace one another (either way: a use of
 * one is a use of the others). One record per number, never one per pair: the set is a group id
 * the numbers share (supersession-groups.ts merges groups when a row joins two).
 *
 * Groups are kept per vehicle: the answer that named the numbers was stored under it, and they go
 * with it. A group never spans two vehicles, so deleting one deletes its records and never has to
 * split a group another vehicle still needs. Where used joins the groups of every vehicle of the
 * same service at look-up (a chain told in one vehicle's part information still finds the uses in
 * another's), never across services: what one service says cannot change another's where used.
 */
export interface NumberGroupMember {
  /** `${vehicleKey}\n${numberKey}`: a number is in one group per vehicle. */
  id: string
  group: string
  numberKey: string
  origin: string
  vehicleKey: string
}

/** A part-information answer named more numbers than are believed: some were left out. */
export interface WhereUsedCapNote {
  /** `${vehicleKey}\n${numberKey}\n${cap}` */
  id: string
  /** A number of the cut set (what where used for it, or for a number in its group, reports). */
  numberKey: string
  origin: string
  vehicleKey: string
  cap: 'row' | 'answer'
  /** How many numbers were named (at least; counting stops at the answer cap). */
  named: number
  /** How many were kept. */
  kept: number
}

/** Bytes the search database holds for one vehicle, estimated as records are written. */
export interface SearchSize {
  vehicleKey: string
  /** Everything: where-used records and the vehicle's indexes. */
  bytes: number
  /** Of which each language's index (what writing that index again replaces). */
  indexBytes?: Record<string, number>
}

export interface NodePlace {
  vehicleKey: string
  origin: string
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
      origin: place.origin,
      numberKey: normalizeNumber(number),
      number,
      ...(part.qty ? { qty: part.qty } : {}),
      ...(part.hotspotId !== undefined && part.hotspotId !== '' ? { hotspotId: String(part.hotspotId) } : {})
    })
  })
  return {
    node: {
      id,
      origin: place.origin,
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

/** Where-used records name their service by the vehicle key's origin (lib/vehicle-key.ts). */
export { originOfVehicle } from '../../lib/vehicle-key'

/**
 * How many numbers are believed. A real replacement row names two numbers (old and new, a few
 * more for a set), and a real part-information answer a chain of two or three rows: 50 per row
 * and 500 per answer are ten to a hundred times what the catalog sends, and still bound what a
 * hostile answer (one row of 1,500 numbers, or an 8 MB answer) can make where used store.
 */
export interface SupersessionCaps {
  perRow: number
  perAnswer: number
}

export const SUPERSESSION_CAPS: SupersessionCaps = { perRow: 50, perAnswer: 500 }

/** The sets of numbers of one answer, and where a cap left numbers out. */
export interface Supersessions {
  /** Each row's numbers (normalized, distinct, at least two). */
  sets: string[][]
  capped: Array<Pick<WhereUsedCapNote, 'numberKey' | 'cap' | 'named' | 'kept'>>
}

/**
 * Supersessions from a part-information answer's `replacement` tables: the part numbers in one
 * row (old and new, whatever the columns are called) replace one another. The service's column
 * ids are its own, so numbers are recognised by the cell shape real answers use for them
 * (`{ value, number }`), not by column name. A row keeps its first `perRow` numbers and the
 * answer its first `perAnswer`; the rest is not read at all (an 8 MB answer costs no more than
 * a capped one), and the cut is noted on a number that was kept.
 */
export function supersessionsOf(result: CatalogResult, caps: SupersessionCaps = SUPERSESSION_CAPS): Supersessions {
  const tables = Array.isArray(result.replacement) ? result.replacement : []
  const sets: string[][] = []
  const capped: Supersessions['capped'] = []
  const seen = new Set<string>()
  let answerCut = false
  for (const table of tables) {
    const rows = (table as { data?: unknown }).data
    if (!Array.isArray(rows) || answerCut) continue
    for (const row of rows) {
      if (answerCut) break
      if (!row || typeof row !== 'object') continue
      const keys = new Set<string>()
      let named = 0
      for (const cell of Object.values(row)) {
        if (keys.size >= caps.perRow) {
          // Past the cap a cell is only counted (cheaply: no normalizing) for the note.
          if (hasNumber(cell)) named++
          continue
        }
        const key = numberIn(cell)
        if (!key || keys.has(key)) continue
        if (!seen.has(key) && seen.size >= caps.perAnswer) {
          answerCut = true
          break
        }
        named++
        keys.add(key)
        seen.add(key)
      }
      const set = [...keys]
      if (named > set.length && set.length) capped.push({ numberKey: set[0], cap: 'row', named, kept: set.length })
      if (set.length > 1) sets.push(set)
    }
  }
  // Noted on every set that was kept, so where used for any of its numbers says the answer was cut.
  if (answerCut)
    for (const set of sets)
      capped.push({ numberKey: set[0], cap: 'answer', named: caps.perAnswer + 1, kept: caps.perAnswer })
  return { sets, capped }
}

const hasNumber = (cell: unknown): boolean => isRecord(cell) && typeof cell.number === 'string'

/** The part number in a table cell: object cells carry it in `number`. */
function numberIn(cell: unknown): string | null {
  return isRecord(cell) && typeof cell.number === 'string' ? normalizeNumber(cell.number) || null : null
}
