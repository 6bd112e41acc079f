import Dexie, { type EntityTable } from 'dexie'
import type { SavedIndex } from './vehicle-index'
import type { NumberLink, PartUse } from './where-used-records'

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
  /** Where used: every part number of every stored node, across the garage. */
  partUses!: EntityTable<PartUse, 'id'>
  /** Supersessions read from stored part information. */
  numberLinks!: EntityTable<NumberLink, 'id'>

  constructor(name = 'parts-desk-search') {
    super(name)
    this.version(1).stores({
      indexes: '&key, vehicleKey',
      partUses: '&id, numberKey, vehicleKey, [vehicleKey+lang+q]',
      numberLinks: '&id, a, b'
    })
  }
}

export const indexKey = (vehicleKey: string, lang: string) => `${vehicleKey}\n${lang}`
