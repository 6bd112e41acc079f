import { isQuotaError } from '../../lib/quota-error'
import { readUses, type ContentTable } from './content-store'
import type { ContentUse, MirrorDatabase, VehicleStats } from './schema'
import { readKept, setKept, setUsage } from './totals'

/** The mirror's totals as its records give them. */
export interface CountedTotals {
  /** Stored bytes: records, and each trail or picture once (the usage counter). */
  usage: number
  /** Bytes kept for saved vehicles (the kept total). */
  kept: number
  /** Every vehicle row's totals (a picture counts for every vehicle that shows it). */
  vehicles: Map<string, VehicleStats>
}

/** Content use records read and written at a time: content from before version 6 is read whole. */
const SLICE = 500

interface Users {
  refs: number
  pinned: number
}

/** What a count found to correct besides the totals: pins, uses of content, content nobody uses. */
interface Corrections {
  sectionPins: Array<{ key: string; changes: { pinned: 0 | 1 } }>
  imagePins: Array<{ key: string; changes: { pinned: 0 | 1 } }>
  uses: ContentUse[]
  unused: Record<ContentTable, string[]>
  /** Use records of content that is not stored. */
  strayUses: string[]
}

const TABLES = (db: MirrorDatabase) => [
  db.sections,
  db.images,
  db.trails,
  db.pictures,
  db.contentUses,
  db.vehicles,
  db.meta
]

/**
 * Counts every total from the records, inside the caller's transaction (TABLES): the usage
 * counter, the kept total, each vehicle's totals, how many records (and pinned ones) use each
 * trail and picture, and which records' pins disagree with their vehicles' saved flags.
 *
 * Reads every record once: seconds for a mirror of a gigabyte. Done when the running totals are
 * not known to be exact (readKept null): a mirror from before the kept total, after a
 * compaction, or after space was freed on a full disk with deletes alone (space-freeing.ts).
 */
async function count(db: MirrorDatabase): Promise<{ totals: CountedTotals; corrections: Corrections }> {
  const vehicles = await db.vehicles.toArray()
  const saved = new Set(vehicles.filter((v) => v.saved === 1).map((v) => v.key))
  const stats = new Map(vehicles.map((v) => [v.key, { sections: 0, bytes: 0 }]))
  const users: Record<ContentTable, Map<string, Users>> = { trails: new Map(), pictures: new Map() }
  const use = (table: ContentTable, hash: string, pinned: 0 | 1) => {
    const found = users[table].get(hash) ?? { refs: 0, pinned: 0 }
    found.refs++
    found.pinned += pinned
    users[table].set(hash, found)
  }
  const corrections: Corrections = {
    sectionPins: [],
    imagePins: [],
    uses: [],
    unused: { trails: [], pictures: [] },
    strayUses: []
  }
  const totals: CountedTotals = { usage: 0, kept: 0, vehicles: stats }
  const pinnedFor = (keys: readonly string[]): 0 | 1 => (keys.some((k) => saved.has(k)) ? 1 : 0)
  const file = (keys: readonly string[], sections: number, bytes: number) => {
    for (const key of keys) {
      const vehicle = stats.get(key)
      if (!vehicle) continue // deleted on a full disk: its key stays on records it shared
      vehicle.sections += sections
      vehicle.bytes += bytes
    }
  }

  await db.sections.each((record) => {
    const pinned = pinnedFor(record.vehicleKeys)
    if (pinned !== record.pinned) corrections.sectionPins.push({ key: record.key, changes: { pinned } })
    totals.usage += record.size
    totals.kept += pinned * record.size
    if (record.trail) use('trails', record.trail, pinned)
    file(record.vehicleKeys, record.kind === 'section' ? 1 : 0, record.size)
  })
  await db.images.each((record) => {
    const pinned = pinnedFor(record.vehicleKeys)
    if (pinned !== record.pinned) corrections.imagePins.push({ key: record.key, changes: { pinned } })
    // A version-3 record's bytes are content, counted once below; a version-2 one holds its own.
    if (record.hash) use('pictures', record.hash, pinned)
    else {
      totals.usage += record.size
      totals.kept += pinned * record.size
    }
    file(record.vehicleKeys, 0, record.size)
  })

  const stored = new Set<string>()
  for (const table of ['trails', 'pictures'] as const) {
    const hashes = await db[table].toCollection().primaryKeys()
    for (const hash of hashes) stored.add(hash)
    for (let start = 0; start < hashes.length; start += SLICE) {
      const slice = hashes.slice(start, start + SLICE)
      const found = await readUses(db, table, slice)
      found.forEach((before, index) => {
        const hash = slice[index]
        const now = users[table].get(hash)
        if (!before) return
        if (!now) return void corrections.unused[table].push(hash)
        const counted: ContentUse = { hash, size: before.size, refs: now.refs, pinnedRefs: now.pinned }
        totals.usage += counted.size
        if (counted.pinnedRefs > 0) totals.kept += counted.size
        // All written: content from before version 6 gets its use record, as any write would give it.
        corrections.uses.push(counted)
      })
    }
  }
  const useKeys = await db.contentUses.toCollection().primaryKeys()
  corrections.strayUses = useKeys.filter((hash) => !stored.has(hash))
  return { totals, corrections }
}

/** Stores a count's totals and corrections (inside the caller's read-write transaction). */
async function store(db: MirrorDatabase, { totals, corrections }: Awaited<ReturnType<typeof count>>): Promise<void> {
  if (corrections.sectionPins.length) await db.sections.bulkUpdate(corrections.sectionPins)
  if (corrections.imagePins.length) await db.images.bulkUpdate(corrections.imagePins)
  if (corrections.uses.length) await db.contentUses.bulkPut(corrections.uses)
  for (const table of ['trails', 'pictures'] as const) {
    const unused = corrections.unused[table]
    if (unused.length) await db[table].bulkDelete(unused)
    if (unused.length) await db.contentUses.bulkDelete(unused)
  }
  if (corrections.strayUses.length) await db.contentUses.bulkDelete(corrections.strayUses)
  const changes = [...totals.vehicles].map(([key, stats]) => ({ key, changes: { stats } }))
  if (changes.length) await db.vehicles.bulkUpdate(changes)
  await setUsage(db, totals.usage)
  await setKept(db, totals.kept)
}

/**
 * The running totals (usage counter, kept total, vehicles' totals, uses of shared content) move
 * with every write in its own transaction. When they are not known to be exact — the kept total
 * absent — they are counted again from the records and stored with the corrections, in one
 * transaction. A disk with no room at all refuses that write: the count is then read-only and
 * given as it is, and the mark stays, so the totals are stored on a later look once there is room.
 * Never drifting for good: the mark goes only in the transaction that stores a full count.
 */
export class TotalsRecount {
  private counting: Promise<CountedTotals> | null = null

  constructor(private readonly db: MirrorDatabase) {}

  /** Null while the stored totals are exact; otherwise the totals counted from the records. */
  async ifUnknown(): Promise<CountedTotals | null> {
    return (await readKept(this.db)) === null ? this.count() : null
  }

  /** Counts now (once at a time: the garage asks for the usage and the list together). */
  count(): Promise<CountedTotals> {
    this.counting ??= this.countAndStore().finally(() => (this.counting = null))
    return this.counting
  }

  /**
   * Counts and stores the totals when they are not known to be exact and there is room (the next
   * start, right after space was freed); false when the disk still refuses, the mark left for later.
   */
  async storeIfUnknown(): Promise<boolean> {
    if ((await readKept(this.db)) !== null) return true
    try {
      await this.countAndStore(false)
      return true
    } catch (error) {
      if (isQuotaError(error)) return false
      throw error
    }
  }

  private async countAndStore(readOnlyWhenFull = true): Promise<CountedTotals> {
    const { db } = this
    try {
      return await db.transaction('rw', TABLES(db), async () => {
        const counted = await count(db)
        await store(db, counted)
        return counted.totals
      })
    } catch (error) {
      if (!readOnlyWhenFull || !isQuotaError(error)) throw error
      return db.transaction('r', TABLES(db), async () => (await count(db)).totals)
    }
  }
}
