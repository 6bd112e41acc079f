import Dexie, { type EntityTable } from 'dexie'
import type { SavedIndex } from './vehicle-index'
import { recordBytes } from './search-sizes'
import { originOfVehicle } from '../../lib/vehicle-key'
import {
  type NumberGroupMember,
  type PartUse,
  type SearchSize,
  type UsedNode,
  type WhereUsedCapNote
} from './where-used-records'

/** One vehicle's index in one language, as MiniSearch saved it. */
export interface IndexRecord {
  /** `${vehicleKey}\n${lang}` */
  key: string
  vehicleKey: string
  lang: string
  saved: SavedIndex
  updatedAt: number
  /** Estimated bytes of this record (what writing it again replaces in its vehicle's size). */
  bytes?: number
}

/**
 * The search indexes, in their own IndexedDB database beside the mirror: they are derived from
 * what the mirror stores and can always be built again, so they never share a schema version or
 * a transaction with the data a mechanic cannot lose, and clearing them cannot touch it.
 */
export class SearchDatabase extends Dexie {
  indexes!: EntityTable<IndexRecord, 'key'>
  /** Where used: every part number of every stored node, across the garage… */
  partUses!: EntityTable<PartUse, 'id'>
  /** …and those nodes, each once. */
  usedNodes!: EntityTable<UsedNode, 'id'>
  /** Supersessions read from stored part information: one record per number, its group's id. */
  numberGroups!: EntityTable<NumberGroupMember, 'id'>
  /** Where a cap left numbers of a part-information answer out (where used says so). */
  whereUsedCaps!: EntityTable<WhereUsedCapNote, 'id'>
  /** Each vehicle's estimated bytes here: they count toward the storage limit with the mirror's. */
  sizes!: EntityTable<SearchSize, 'vehicleKey'>

  constructor(name = 'parts-desk-search') {
    super(name)
    this.version(1).stores({
      indexes: '&key, vehicleKey',
      partUses: '&id, numberKey, vehicleKey, [vehicleKey+lang+q]',
      numberLinks: '&id, a, b'
    })
    // v2: a node's pointer once in usedNodes instead of in each of its rows, and indexes in format
    // 2. What version 1 held (never released) is dropped; it is derived, and built again as
    // sections are stored.
    this.version(2)
      .stores({ partUses: '&id, numberKey, node, vehicleKey', usedNodes: '&id, vehicleKey' })
      .upgrade(async (tx) => {
        await tx.table('partUses').clear()
        await tx.table('indexes').clear()
      })
    // v3: supersessions as groups (one record per number, not one per pair: a row of 1,500
    // numbers wrote 1,124,250 links), scoped to the vehicle and service they came from. The
    // global pairs are dropped; where-used rows get their service, and every vehicle its size.
    this.version(3)
      .stores({
        numberLinks: null,
        numberGroups: '&id, numberKey, group, vehicleKey',
        whereUsedCaps: '&id, numberKey, vehicleKey',
        sizes: '&vehicleKey'
      })
      .upgrade(async (tx) => {
        const sizes = new Map<string, SearchSize>()
        const sizeOf = (vehicleKey: string) => {
          if (!sizes.has(vehicleKey)) sizes.set(vehicleKey, { vehicleKey, bytes: 0, indexBytes: {} })
          return sizes.get(vehicleKey)!
        }
        const add = (vehicleKey: string, bytes: number) => (sizeOf(vehicleKey).bytes += bytes)
        const byNode = new Map<string, number>()
        // Both tables gain the service their vehicle key names, then are sized.
        const scoped = <T extends { vehicleKey: string; origin?: string }>(table: string, sized: (row: T) => void) =>
          tx
            .table<T>(table)
            .toCollection()
            .modify((row) => {
              row.origin = originOfVehicle(row.vehicleKey)
              sized(row)
            })
        await scoped<PartUse>('partUses', (use) => {
          const bytes = recordBytes(use)
          byNode.set(use.node, (byNode.get(use.node) ?? 0) + bytes)
          add(use.vehicleKey, bytes)
        })
        await scoped<UsedNode>('usedNodes', (node) => {
          const own = recordBytes(node)
          node.bytes = own + (byNode.get(node.id) ?? 0)
          add(node.vehicleKey, own)
        })
        await tx
          .table<IndexRecord>('indexes')
          .toCollection()
          .modify((record) => {
            record.bytes = recordBytes(record) + 8
            add(record.vehicleKey, record.bytes)
            sizeOf(record.vehicleKey).indexBytes![record.lang] = record.bytes
          })
        await tx.table<SearchSize>('sizes').bulkPut([...sizes.values()])
      })
  }
}

export const indexKey = (vehicleKey: string, lang: string) => `${vehicleKey}\n${lang}`
