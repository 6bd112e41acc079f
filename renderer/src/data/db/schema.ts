import Dexie, { type EntityTable } from 'dexie'
import type { SectionResponse, VinResponse } from '@shared/contract'

/**
 * A stored catalog answer: a section (GET or form POST) or a VIN lookup.
 *
 * Since version 3 the answer is kept compact (see section-codec.ts): `data` holds its JSON,
 * gzip-compressed, with the breadcrumb trail above the section moved to a shared content record
 * (`trail`, which all sections of one list or node use) and the section's own pointer, already in
 * `fullKey`, taken out (`self`). Records written by earlier versions hold the answer as `payload`
 * until the background compaction (legacy-compaction.ts) or the next write converts them.
 */
export interface SectionRecord {
  /** SHA-256 of fullKey (see keys.ts). */
  key: string
  fullKey: string
  kind: 'section' | 'vin'
  /** The vehicles this answer was seen under (one section can belong to several). */
  vehicleKeys: string[]
  /** 1 when a vehicle it belongs to is saved for offline: exempt from eviction. */
  pinned: 0 | 1
  /** Version 2 and earlier: the answer as an object. */
  payload?: SectionResponse | VinResponse
  /** Version 3: the answer's JSON, compressed. */
  data?: Uint8Array
  /** Hash of the shared breadcrumb trail (a ContentRecord in `trails`), when the answer had one. */
  trail?: string
  /** 1 when the answer's own pointer was replaced by a marker in `data`. */
  self?: 1
  fetchedAt: number
  lastAccess: number
  /**
   * Bytes the answer takes as stored: `data`'s length (the JSON's, for a version-2 record). Counts
   * against the storage budget; the shared trail counts once, as content.
   */
  size: number
}

/**
 * A picture behind one pointer. Since version 3 the bytes are content (`hash`), stored once
 * however many pointers and vehicles show the same picture; version-2 records hold `bytes`
 * until they are compacted.
 */
export interface ImageRecord {
  key: string
  fullKey: string
  vehicleKeys: string[]
  pinned: 0 | 1
  contentType: string
  /** Version 2 and earlier: the picture itself. */
  bytes?: Uint8Array
  /** Version 3: the ContentRecord in `pictures` holding the picture. */
  hash?: string
  fetchedAt: number
  lastAccess: number
  /**
   * The picture's bytes. For a version-3 record this is what it weighs for its vehicles' totals;
   * the storage budget counts the content once instead.
   */
  size: number
}

/**
 * Bytes stored once by content — pictures (`pictures`), and breadcrumb trails shared by sections
 * (`trails`); deleted when the last record that uses them goes (how many do: `contentUses`).
 * Two tables rather than one so that writing a picture never holds up reading a section: an
 * IndexedDB transaction waits for every earlier one that writes a table it reads.
 */
export interface ContentRecord {
  /** `picture:` or `crumbs:` and the SHA-256 of the content. */
  hash: string
  bytes: Uint8Array
  size: number
  /** Before version 6 the uses were counted here (see ContentUse); read once, then `contentUses`. */
  refs?: number
  pinnedRefs?: number
}

/**
 * How many records use one piece of shared content, kept apart from its bytes (version 6): a
 * record that comes or goes changes a few numbers instead of reading and rewriting the whole
 * picture, which held eviction to about 2 MB/s in a 30-vehicle mirror (issue 23).
 */
export interface ContentUse {
  hash: string
  size: number
  refs: number
  /** How many of those records are pinned (a saved vehicle's): the content is kept while any is. */
  pinnedRefs: number
}

/** A parts basket for one job (a repair order, a customer, a VIN): the user's work, never evicted. */
export interface BasketRecord {
  id: string
  name: string
  /** The vehicle the job is for, when the basket was started from one. */
  vin?: string
  createdAt: number
  updatedAt: number
}

/** One part in a basket, with where it came from so the pick list can say. */
export interface BasketLine {
  id: string
  basketId: string
  partNumber: string
  name: string
  qty: number
  note?: string
  vehicle: { vin: string; name: string }
  source: { catalog?: string; q: string; nodeCode?: string; nodeTitle?: string; lang: string }
  addedAt: number
}

export interface VehicleRecord {
  /** vehicleKey(origin, vin) */
  key: string
  origin: string
  vin: string
  catalog: string | null
  /**
   * What people call the vehicle ("Marlin Cargo 316 L2H2 2.1 CDX (2018)"). Rows from before
   * `catalogName` existed hold the catalog's name here; the recent list and the garage name those
   * from their stored VIN answer (features/browse/vehicle-names.ts).
   */
  name: string
  /** The catalog's own name ("CARGO(EUR), 2018-06-01"), shown as detail. */
  catalogName?: string
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

/**
 * Another pointer of a stored page: the service names one page under several pointers (a
 * breadcrumb's is not its tile's), and the mirror finds the page by any of them (page-identity.ts).
 */
export interface AliasRecord {
  /** SHA-256 of the section full key with the other pointer (keys.ts). */
  key: string
  /** The stored page's record key (SectionRecord.key). */
  target: string
}

export interface MetaRecord {
  key: string
  value: unknown
}

/** One pointer of a "save for offline" walk; the queue survives restarts so a save can resume. */
export interface SaveQueueItem {
  id?: number
  vehicleKey: string
  /**
   * Which section or image this item fetches, unique per vehicle: the SHA-256 of its full key (the
   * key its record is stored under). Items queued by version 2 hold the full key itself, 1–2 KB
   * that every queue write and the unique index below carried along.
   */
  itemKey: string
  kind: 'section' | 'image'
  /** The SectionRequest (without lang — the job's language applies) or the qImage pointer. */
  pointer: { q: string; catalog?: string } | { qImage: string }
  status: 'pending' | 'done' | 'failed'
  attempts: number
}

/**
 * One stored record still to be pushed to the workshop mirror (data/workshop/workshop-pusher.ts):
 * only its name, `answer:`, `alias:` or `image:` and the record's key, or `vehicle:` and a vehicle
 * key once its save is complete. The record itself is read when it is pushed, so the queue stays
 * small, and survives restarts.
 */
export interface WorkshopOutboxItem {
  id?: number
  ref: string
}

const DATABASE_NAME = 'parts-desk-mirror'

/** Meta key that says records of an earlier version wait to be compacted. */
export const LEGACY_COMPACTION = 'legacy-compaction'

/**
 * The offline mirror. Schema changes add a `this.version(n).stores(...).upgrade(...)` below —
 * never a new database — so a new release keeps everything the old one stored.
 */
export class MirrorDatabase extends Dexie {
  // What the service sent, under the pointers it was asked by: freed least recently used first
  // when space runs short, except what a saved vehicle holds (space-freeing.ts).
  sections!: EntityTable<SectionRecord, 'key'>
  images!: EntityTable<ImageRecord, 'key'>
  aliases!: EntityTable<AliasRecord, 'key'>
  // Content those records share, stored once, and how many records use each piece.
  pictures!: EntityTable<ContentRecord, 'hash'>
  trails!: EntityTable<ContentRecord, 'hash'>
  contentUses!: EntityTable<ContentUse, 'hash'>
  // The garage and the mechanic's baskets: only the user removes them.
  vehicles!: EntityTable<VehicleRecord, 'key'>
  baskets!: EntityTable<BasketRecord, 'id'>
  basketLines!: EntityTable<BasketLine, 'id'>
  // Work in progress that survives a restart: a save's walk, what waits for the workshop mirror,
  // and version flags.
  saveQueue!: EntityTable<SaveQueueItem, 'id'>
  workshopOutbox!: EntityTable<WorkshopOutboxItem, 'id'>
  meta!: EntityTable<MetaRecord, 'key'>

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
    // v3: compact records and pictures stored once by content. An upgrade transaction can only
    // wait for IndexedDB, not for CompressionStream or crypto.subtle, so existing records are
    // converted afterwards, in the background (legacy-compaction.ts); until then, and whenever a
    // record is written again, both forms read. The upgrade only notes that there is work.
    this.version(3)
      .stores({ pictures: '&hash', trails: '&hash' })
      .upgrade((tx) => tx.table<MetaRecord, string>('meta').put({ key: LEGACY_COMPACTION, value: 'pending' }))
    // v4: other pointers of stored pages, learned from their breadcrumbs. Nothing to convert:
    // pages stored before teach their aliases when they are stored again.
    this.version(4).stores({ aliases: '&key, target' })
    // v5: what waits to be pushed to the workshop mirror, in order (issue 24). A new table: nothing
    // to convert; what was stored before a workshop mirror was set up is not pushed by itself.
    this.version(5).stores({ workshopOutbox: '++id, &ref' })
    // v6: the uses of shared content apart from its bytes. Nothing converted in the upgrade, which
    // would read every picture while the app waits to start: content from before is read once,
    // the first time a record that uses it comes or goes (content-store.ts, readUses).
    this.version(6).stores({ contentUses: '&hash' })
  }
}
