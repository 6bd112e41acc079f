import Dexie from 'dexie'
import { readUses, type ContentTable } from './content-store'
import { saveMetaKeys } from './save-queue'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'
import { deleteStored } from './record-removal'
import { forgetTotals } from './totals'
import { everyUnpinned } from './unpinned'

/**
 * Freeing space on a disk with no room at all (issue 23 item 6). Deleting a vehicle or clearing
 * unsaved data normally moves the running totals in the same transaction as the deletes; Chromium
 * refuses any transaction that puts a byte while the origin is over its quota, so on a full disk
 * that rolled back whole and the very buttons meant to free space freed nothing.
 *
 * Eviction on a full disk frees its batches the same way (freeOnly): lowering the limit, or the room
 * a save asks for when the disk refuses its write, would otherwise free nothing either.
 *
 * Here the same work is done with deletes alone, which need no room, in one transaction: records,
 * the trails and pictures nobody else uses, and the totals themselves (forgetTotals), which marks
 * them to be counted again from the records (totals-recount.ts). The count is stored as soon as
 * there is room; until then it is counted for each look. A crash at any point leaves either
 * nothing done or the deletes with the mark, never totals that are wrong for good.
 *
 * What deletes alone cannot do waits for that count: content still used by others keeps a use
 * count too high by the records that went, and records a deleted vehicle shared with another keep
 * its key and, if it was saved, their pin; the count corrects both.
 */

/** Tables the deletes touch: the callers' transactions include them. */
export const FREEING_TABLES = (db: MirrorDatabase) => [
  db.sections,
  db.images,
  db.aliases,
  db.trails,
  db.pictures,
  db.contentUses,
  db.meta
]

/** Tables deleting a vehicle touches, with its totals or without: its row and save queue too. */
export const VEHICLE_TABLES = (db: MirrorDatabase) => [...FREEING_TABLES(db), db.vehicles, db.saveQueue]

/**
 * Deletes records and the content only they used, inside the caller's transaction, and marks the
 * totals to be counted again. Returns the stored bytes freed.
 */
async function deleteOnly(
  db: MirrorDatabase,
  sections: readonly SectionRecord[],
  images: readonly ImageRecord[]
): Promise<number> {
  let freed = 0
  const going: Record<ContentTable, Map<string, number>> = { trails: new Map(), pictures: new Map() }
  const leaving = (table: ContentTable, hash: string) => going[table].set(hash, (going[table].get(hash) ?? 0) + 1)
  for (const record of sections) {
    freed += record.size
    if (record.trail) leaving('trails', record.trail)
  }
  for (const record of images) {
    if (record.hash) leaving('pictures', record.hash)
    else freed += record.size // version 2: the record holds its bytes
  }
  await deleteStored(
    db,
    sections.map((r) => r.key),
    images.map((r) => r.key)
  )
  for (const table of ['trails', 'pictures'] as const) {
    const hashes = [...going[table].keys()]
    const uses = await readUses(db, table, hashes)
    // Content goes with its last user; what others still use stays, its count fixed by the recount.
    const unused = hashes.filter((hash, index) => {
      const use = uses[index]
      if (!use || use.refs > going[table].get(hash)!) return false
      freed += use.size
      return true
    })
    if (unused.length === 0) continue
    await db[table].bulkDelete(unused)
    await db.contentUses.bulkDelete(unused)
  }
  await forgetTotals(db)
  return freed
}

/**
 * Deletes a vehicle with deletes alone: the records only it uses (and their content), its row, its
 * save queue and save job. Records it shares with another vehicle stay as they are.
 */
export async function deleteVehicleOnly(db: MirrorDatabase, key: string): Promise<number> {
  return db.transaction('rw', VEHICLE_TABLES(db), async () => {
    const only = (record: { vehicleKeys: string[] }) => record.vehicleKeys.every((k) => k === key)
    const [sections, images] = await Promise.all([
      db.sections.where('vehicleKeys').equals(key).filter(only).toArray(),
      db.images.where('vehicleKeys').equals(key).filter(only).toArray()
    ])
    const freed = await deleteOnly(db, sections, images)
    await db.vehicles.delete(key)
    await db.meta.bulkDelete(saveMetaKeys(key))
    await db.saveQueue.where('[vehicleKey+status]').between([key, Dexie.minKey], [key, Dexie.maxKey]).delete()
    return freed
  })
}

/** Records chosen to go: stored answers and pictures. */
export interface ChosenRecords {
  sections: readonly SectionRecord[]
  images: readonly ImageRecord[]
}

/**
 * Deletes the records `choose` picks, read inside the same transaction (nothing can pin or rewrite
 * them meanwhile), with deletes alone; the bytes freed, or null when it picks none. Clearing and
 * each batch of an eviction on a full disk (storage-budget.ts) go through here.
 */
export async function freeOnly(
  db: MirrorDatabase,
  choose: () => Promise<ChosenRecords | null>
): Promise<number | null> {
  return db.transaction('rw', FREEING_TABLES(db), async () => {
    const chosen = await choose()
    return chosen ? deleteOnly(db, chosen.sections, chosen.images) : null
  })
}

/** Deletes every record no saved vehicle keeps (and their content) with deletes alone. */
export async function clearUnsavedOnly(db: MirrorDatabase): Promise<number> {
  const freed = await freeOnly(db, () => everyUnpinned(db))
  return freed ?? 0
}
