import Dexie, { type EntityTable } from 'dexie'
import type { SectionResponse, VinResponse } from '@shared/contract'
import type { BasketLine, BasketRecord } from '../baskets/basket-model'

/** A stored catalog answer: a section (GET or form POST) or a VIN lookup. */
export interface SectionRecord {
  /** SHA-256 of fullKey (see keys.ts). */
  key: string
  fullKey: string
  kind: 'section' | 'vin'
  /** The vehicles this answer was seen under (one section can belong to several). */
  vehicleKeys: string[]
  /** 1 when a vehicle it belongs to is saved for offline: exempt from eviction. */
  pinned: 0 | 1
  payload: SectionResponse | VinResponse
  fetchedAt: number
  lastAccess: number
  /** Bytes of the payload as JSON; counts against the storage budget. */
  size: number
}

export interface ImageRecord {
  key: string
  fullKey: string
  vehicleKeys: string[]
  pinned: 0 | 1
  contentType: string
  bytes: Uint8Array
  fetchedAt: number
  lastAccess: number
  size: number
}

export interface VehicleRecord {
  /** vehicleKey(origin, vin) */
  key: string
  origin: string
  vin: string
  catalog: string | null
  name: string
  brand?: string
  model?: string
  lastVisit: number
  /** 1 when the user saved the whole vehicle for offline use. */
  saved: 0 | 1
  /**
   * Running totals of what is stored under this vehicle, kept in the same transactions as the
   * records so the garage need not read every record back. Absent on rows from before they
   * existed: then computed once on the next listing.
   */
  stats?: VehicleStats
  /** Taken off the start page's recent list by the user; visiting the vehicle again puts it back. */
  hiddenFromRecent?: true
}

export interface VehicleStats {
  sections: number
  bytes: number
}

export interface MetaRecord {
  key: string
  value: unknown
}

/** One pointer of a "save for offline" walk; the queue survives restarts so a save can resume. */
export interface SaveQueueItem {
  id?: number
  vehicleKey: string
  /** fullKey of the section or image this item fetches; unique per vehicle. */
  itemKey: string
  kind: 'section' | 'image'
  /** The SectionRequest (without lang — the job's language applies) or the qImage pointer. */
  pointer: { q: string; catalog?: string } | { qImage: string }
  status: 'pending' | 'done' | 'failed'
  attempts: number
}

const DATABASE_NAME = 'parts-desk-mirror'

/**
 * The offline mirror. Schema changes add a `this.version(n).stores(...).upgrade(...)` below —
 * never a new database — so a new release keeps everything the old one stored.
 */
export class MirrorDatabase extends Dexie {
  sections!: EntityTable<SectionRecord, 'key'>
  images!: EntityTable<ImageRecord, 'key'>
  vehicles!: EntityTable<VehicleRecord, 'key'>
  meta!: EntityTable<MetaRecord, 'key'>
  saveQueue!: EntityTable<SaveQueueItem, 'id'>
  baskets!: EntityTable<BasketRecord, 'id'>
  basketLines!: EntityTable<BasketLine, 'id'>

  constructor(name = DATABASE_NAME) {
    super(name)
    this.version(1).stores({
      sections: '&key, *vehicleKeys, [pinned+lastAccess]',
      images: '&key, *vehicleKeys, [pinned+lastAccess]',
      vehicles: '&key, lastVisit',
      meta: '&key',
      saveQueue: '++id, [vehicleKey+status], &[vehicleKey+itemKey]'
    })
    // v2: job baskets, and an index to list saved vehicles. Version-1 vehicle rows written
    // before `saved` existed in every row are normalised so the new index sees them.
    this.version(2)
      .stores({
        vehicles: '&key, lastVisit, saved',
        baskets: '&id, updatedAt',
        basketLines: '&id, basketId, [basketId+partNumber]'
      })
      .upgrade((tx) =>
        tx
          .table<VehicleRecord, string>('vehicles')
          .toCollection()
          .modify((vehicle) => {
            if (vehicle.saved !== 1) vehicle.saved = 0
          })
      )
  }
}
