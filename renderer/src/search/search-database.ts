import Dexie, { type EntityTable } from 'dexie'
import type { SavedIndex } from './vehicle-index'
import type { NumberLink, PartUse, UsedNode } from './where-used-records'

/** One vehicle's index in one language, as MiniSearch saved it. */
export interface IndexRecord {
  /** `${vehicleKey}\n${lang}` */
  key: string
  vehicleKey: string
  lang: string
  saved: SavedIndex
  updatedAt: number
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
  /** Supersessions read from stored part information. */
  numberLinks!: EntityTable<NumberLink, 'id'>

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
  }
}

export const indexKey = (vehicleKey: string, lang: string) => `${vehicleKey}\n${lang}`
