import { ContentChanges } from './content-store'
import { decodeSectionFullKey, sha256Hex } from './keys'
import { prepareImage, prepareSection } from './prepared-records'
import {
  LEGACY_COMPACTION,
  type ImageRecord,
  type MirrorDatabase,
  type SaveQueueItem,
  type SectionRecord
} from './schema'
import { addUsage, setKept, StatsChanges } from './totals'

export interface CompactionReport {
  sections: number
  images: number
  queueItems: number
}

/** Records read and converted per transaction: small, so the app's own reads never wait long. */
const BATCH = 40
const HASH = /^[0-9a-f]{64}$/

/**
 * Converts what version 2 stored into version 3's form, after the schema upgrade (which cannot do
 * it: an upgrade transaction closes while CompressionStream or crypto.subtle work). Sections are
 * compressed, pictures moved into content stored once, queued items keyed by hash. Until then,
 * and for whatever this pass has not reached, both forms read; a record written again in the
 * meantime is version 3 already and is left alone.
 *
 * Each batch is prepared outside any transaction, then checked and written in one, together with
 * the usage counter and the vehicles' totals; a record that changed meanwhile is skipped (the new
 * write made it version 3). `pause` runs between batches, so the app keeps the thread. When all is
 * done the pending mark goes, and later starts skip the pass.
 */
export async function compactLegacy(
  db: MirrorDatabase,
  pause: () => Promise<void> = () => Promise.resolve()
): Promise<CompactionReport | null> {
  if ((await db.meta.get(LEGACY_COMPACTION))?.value !== 'pending') return null
  const report: CompactionReport = { sections: 0, images: 0, queueItems: 0 }
  report.sections = await eachBatch(
    (key) => db.sections.where(':id').above(key).limit(BATCH).toArray(),
    (row) => row.key,
    pause,
    (rows) => compactSections(db, rows)
  )
  report.images = await eachBatch(
    (key) => db.images.where(':id').above(key).limit(BATCH).toArray(),
    (row) => row.key,
    pause,
    (rows) => compactImages(db, rows)
  )
  report.queueItems = await eachBatch(
    (key) => db.saveQueue.where(':id').above(key).limit(BATCH).toArray(),
    (row) => row.id!,
    pause,
    (rows) => rekeyQueue(db, rows)
  )
  await db.meta.delete(LEGACY_COMPACTION)
  return report
}

/** Walks a table in primary-key order, a batch at a time; returns how many rows `convert` changed. */
async function eachBatch<T>(
  rowsAfter: (key: string | number) => Promise<T[]>,
  keyOf: (row: T) => string | number,
  pause: () => Promise<void>,
  convert: (rows: T[]) => Promise<number>
): Promise<number> {
  let changed = 0
  // -Infinity sorts before every key, numbers and strings alike.
  let after: string | number = -Infinity
  for (;;) {
    const rows = await rowsAfter(after)
    if (rows.length === 0) return changed
    changed += await convert(rows)
    after = keyOf(rows.at(-1)!)
    await pause()
  }
}

async function compactSections(db: MirrorDatabase, rows: SectionRecord[]): Promise<number> {
  const legacy = rows.filter((row) => row.payload && !row.data)
  if (legacy.length === 0) return 0
  const prepared = await Promise.all(
    legacy.map((row) =>
      prepareSection(row.fullKey, row.kind, row.payload!, decodeSectionFullKey(row.fullKey)?.q).then(
        (ready) => ({ row, ready }),
        () => null // unreadable as an answer: left as it is, still readable the old way
      )
    )
  )
  return db.transaction('rw', [db.sections, db.trails, db.contentUses, db.vehicles, db.meta], async () => {
    const contents = new ContentChanges()
    const stats = new StatsChanges()
    const puts: SectionRecord[] = []
    let usage = 0
    const current = await db.sections.bulkGet(legacy.map((row) => row.key))
    prepared.forEach((entry, i) => {
      const now = current[i]
      if (!entry || !now?.payload || now.data || now.fetchedAt !== entry.row.fetchedAt) return
      const { data, trail, self } = entry.ready.encoded
      const kept: SectionRecord = { ...now }
      delete kept.payload
      puts.push({
        ...kept,
        data,
        ...(trail ? { trail: trail.hash } : {}),
        ...(self ? { self } : {}),
        size: entry.ready.size
      })
      if (trail) contents.add(trail.hash, trail.bytes)
      usage += entry.ready.size - now.size
      stats.add(now.vehicleKeys, 0, entry.ready.size - now.size)
    })
    if (puts.length) await db.sections.bulkPut(puts)
    usage += await contents.apply(db, 'trails')
    await stats.apply(db)
    await addUsage(db, usage)
    // Converted records change what saved vehicles keep: counted again on the next look (once).
    if (puts.length) await setKept(db, null)
    return puts.length
  })
}

async function compactImages(db: MirrorDatabase, rows: ImageRecord[]): Promise<number> {
  const legacy = rows.filter((row) => row.bytes && !row.hash)
  if (legacy.length === 0) return 0
  const prepared = await Promise.all(
    legacy.map(async (row) => ({
      row,
      ready: await prepareImage(row.fullKey, { contentType: row.contentType, bytes: row.bytes! }, row.fetchedAt)
    }))
  )
  return db.transaction('rw', [db.images, db.pictures, db.contentUses, db.meta], async () => {
    const contents = new ContentChanges()
    const puts: ImageRecord[] = []
    let usage = 0
    const current = await db.images.bulkGet(legacy.map((row) => row.key))
    prepared.forEach(({ row, ready }, i) => {
      const now = current[i]
      if (!now?.bytes || now.hash || now.fetchedAt !== row.fetchedAt) return
      const kept: ImageRecord = { ...now }
      delete kept.bytes
      puts.push({ ...kept, hash: ready.content.hash, size: ready.size })
      contents.add(ready.content.hash, ready.content.bytes)
      // The record's own bytes go; the content counts once, however many records share it.
      usage -= now.size
    })
    if (puts.length) await db.images.bulkPut(puts)
    usage += await contents.apply(db, 'pictures')
    await addUsage(db, usage)
    if (puts.length) await setKept(db, null)
    return puts.length
  })
}

/** Queue items of an interrupted version-2 save: keyed by hash now, so a resumed walk knows them. */
async function rekeyQueue(db: MirrorDatabase, rows: SaveQueueItem[]): Promise<number> {
  const legacy = rows.filter((row) => !HASH.test(row.itemKey))
  if (legacy.length === 0) return 0
  const hashes = await Promise.all(legacy.map((row) => sha256Hex(row.itemKey)))
  return db.transaction('rw', db.saveQueue, async () => {
    let changed = 0
    for (const [i, row] of legacy.entries()) {
      const twin = await db.saveQueue.where('[vehicleKey+itemKey]').equals([row.vehicleKey, hashes[i]]).first()
      // Queued again since under its new key: the old row is the duplicate.
      if (twin) await db.saveQueue.delete(row.id!)
      else await db.saveQueue.update(row.id!, { itemKey: hashes[i] })
      changed++
    }
    return changed
  })
}
