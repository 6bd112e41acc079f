/**
 * One batch, one IndexedDB transaction (writeBatch): what BatchWriter (batch-write.ts) runs for
 * every write of the mirror. Kept apart from the writer, which decides when there is room.
 */
import Dexie from 'dexie'
import { ContentChanges } from './content-store'
import type { PreparedRecord, PreparedSection } from './prepared-records'
import type { ImageRecord, MirrorDatabase, SaveQueueItem, SectionRecord } from './schema'
import { addKept, addUsage, StatsChanges } from './totals'

export type QueueAddition = Pick<SaveQueueItem, 'itemKey' | 'kind' | 'pointer'>

export interface QueueFinish {
  /**
   * The queue row as the walk claimed it: written back whole with its outcome, with no read
   * first. The walk owns its vehicle's rows while it runs (cancel and delete wait for it).
   */
  item: SaveQueueItem
  status: SaveQueueItem['status']
  attempts: number
  /**
   * The key of the picture reference this item stored: when that picture was gone by the time of
   * writing, the item is not finished and stays pending (the walk fetches it again).
   */
  reference?: string
}

/** What one transaction stores: records, and for a save walk, the queue's news about them. */
export interface Batch {
  /** The vehicle the records are filed under (none: kept for nobody in particular). */
  vehicle?: string
  records: PreparedRecord[]
  /** Pointers found in the records, queued for the batch's vehicle (repeats are dropped). */
  enqueue?: QueueAddition[]
  /** Queue items this batch completes. */
  finish?: QueueFinish[]
  /** Copied from the workshop mirror (workshop-outbox.ts): not pushed back to it. */
  fromWorkshop?: true
}

export interface BatchResult {
  /** The usage counter after the batch. */
  used: number
  /** How many of the pointers to queue were new (the rest were queued before). */
  enqueued: number
  /** Keys of picture references whose record was gone (evicted meanwhile): nothing was filed. */
  missing: string[]
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])]

/**
 * Stores a batch in one IndexedDB transaction: the records, the shared content they use, the
 * queue items they complete and the pointers they found, the vehicles' totals and the usage
 * counter — each read and written once per batch, not once per record. Whatever fails (a full
 * disk, a crash, a bug) rolls all of it back, so the totals always describe the records.
 *
 * The transaction takes only the tables the batch writes: IndexedDB makes a later reader of a
 * table wait for every earlier writer of it, and a picture stored in the background must not
 * hold up the section a click is reading.
 */
export function writeBatch(db: MirrorDatabase, batch: Batch, now: number): Promise<BatchResult> {
  const sectionKeys = [...new Set(batch.records.filter((r) => r.table === 'sections').map((r) => r.key))]
  const imageKeys = [...new Set(batch.records.filter((r) => r.table === 'images').map((r) => r.key))]
  const queued = Boolean(batch.enqueue?.length || batch.finish?.length)
  const tables = [
    db.vehicles,
    db.meta,
    ...(sectionKeys.length || imageKeys.length ? [db.contentUses] : []),
    ...(sectionKeys.length ? [db.sections, db.trails, db.aliases] : []),
    ...(imageKeys.length ? [db.images, db.pictures] : []),
    ...(queued ? [db.saveQueue] : [])
  ]
  return db.transaction('rw', tables, async () => {
    const sections = new Map<string, SectionRecord | undefined>()
    const images = new Map<string, ImageRecord | undefined>()
    const [storedSections, storedImages] = await Promise.all([
      sectionKeys.length ? db.sections.bulkGet(sectionKeys) : [],
      imageKeys.length ? db.images.bulkGet(imageKeys) : []
    ])
    sectionKeys.forEach((key, i) => sections.set(key, storedSections[i]))
    imageKeys.forEach((key, i) => images.set(key, storedImages[i]))

    // Whether each vehicle involved is saved decides the records' pinning: read once.
    const involved = new Set(batch.vehicle ? [batch.vehicle] : [])
    for (const record of [...sections.values(), ...images.values()]) record?.vehicleKeys.forEach((k) => involved.add(k))
    const vehicleRows = await db.vehicles.bulkGet([...involved])
    const saved = new Set(vehicleRows.filter((v) => v?.saved === 1).map((v) => v!.key))
    const pinnedFor = (keys: readonly string[]): 0 | 1 => (keys.some((k) => saved.has(k)) ? 1 : 0)
    const filedUnder = batch.vehicle ? [batch.vehicle] : []

    const trails = new ContentChanges()
    const pictures = new ContentChanges()
    const stats = new StatsChanges()
    const changedSections = new Set<string>()
    const changedImages = new Set<string>()
    const missing: string[] = []
    let usage = 0
    /** Bytes of records a saved vehicle keeps (content moves the kept total in its apply). */
    let kept = 0
    const keptSize = (record: { pinned: 0 | 1; size: number } | undefined) => (record?.pinned ? record.size : 0)

    /** Totals move for the vehicles a record joins (all of it) and keeps (the difference). */
    const account = (
      before: readonly string[],
      after: readonly string[],
      sectionCount: number,
      old: number,
      size: number
    ) => {
      const had = new Set(before)
      stats.add(
        after.filter((k) => !had.has(k)),
        sectionCount,
        size
      )
      stats.add(
        after.filter((k) => had.has(k)),
        0,
        size - old
      )
    }

    const putSection = (prepared: PreparedSection) => {
      const old = sections.get(prepared.key)
      const vehicleKeys = union(old?.vehicleKeys ?? [], filedUnder)
      const { data, trail, self } = prepared.encoded
      const pinned = pinnedFor(vehicleKeys)
      sections.set(prepared.key, {
        key: prepared.key,
        fullKey: prepared.fullKey,
        kind: prepared.kind,
        vehicleKeys,
        pinned,
        data,
        ...(trail ? { trail: trail.hash } : {}),
        ...(self ? { self } : {}),
        fetchedAt: prepared.fetchedAt,
        lastAccess: now,
        size: prepared.size
      })
      changedSections.add(prepared.key)
      if (old?.trail) trails.remove(old.trail, old.pinned === 1)
      if (trail) trails.add(trail.hash, trail.bytes, pinned === 1)
      usage += prepared.size - (old?.size ?? 0)
      kept += (pinned ? prepared.size : 0) - keptSize(old)
      account(old?.vehicleKeys ?? [], vehicleKeys, prepared.kind === 'section' ? 1 : 0, old?.size ?? 0, prepared.size)
    }

    for (const prepared of batch.records) {
      if (prepared.table === 'sections') {
        putSection(prepared)
        continue
      }
      const old = images.get(prepared.key)
      if ('reference' in prepared) {
        if (!old) {
          missing.push(prepared.key)
          continue
        }
        const vehicleKeys = union(old.vehicleKeys, filedUnder)
        if (vehicleKeys.length === old.vehicleKeys.length) continue
        const pinned = pinnedFor(vehicleKeys)
        images.set(prepared.key, { ...old, vehicleKeys, pinned })
        changedImages.add(prepared.key)
        if (pinned !== old.pinned) {
          // A version-3 record's bytes are content's; a version-2 one's are its own.
          if (old.hash) pictures.repin(old.hash, pinned === 1)
          else kept += (pinned ? old.size : 0) - keptSize(old)
        }
        account(old.vehicleKeys, vehicleKeys, 0, old.size, old.size)
        continue
      }
      const vehicleKeys = union(old?.vehicleKeys ?? [], filedUnder)
      const pinned = pinnedFor(vehicleKeys)
      images.set(prepared.key, {
        key: prepared.key,
        fullKey: prepared.fullKey,
        vehicleKeys,
        pinned,
        contentType: prepared.contentType,
        hash: prepared.content.hash,
        fetchedAt: prepared.fetchedAt,
        lastAccess: now,
        size: prepared.size
      })
      changedImages.add(prepared.key)
      // A version-2 record held its bytes itself; a version-3 one holds a share of content.
      if (old?.hash) pictures.remove(old.hash, old.pinned === 1)
      else if (old) {
        usage -= old.size
        kept -= keptSize(old)
      }
      pictures.add(prepared.content.hash, prepared.content.bytes, pinned === 1)
      account(old?.vehicleKeys ?? [], vehicleKeys, 0, old?.size ?? 0, prepared.size)
    }

    const put = <T>(changed: Set<string>, records: Map<string, T | undefined>) =>
      [...changed].map((key) => records.get(key)!)
    if (changedSections.size) await db.sections.bulkPut(put(changedSections, sections))
    const aliases = batch.records.flatMap((r) =>
      r.table === 'sections' ? r.aliases.map((key) => ({ key, target: r.key })) : []
    )
    if (aliases.length) await db.aliases.bulkPut(aliases)
    if (changedImages.size) await db.images.bulkPut(put(changedImages, images))
    if (sectionKeys.length) usage += await trails.apply(db, 'trails')
    if (imageKeys.length) usage += await pictures.apply(db, 'pictures')
    await addKept(db, kept + trails.keptBytes + pictures.keptBytes)
    await stats.apply(db)

    let enqueued = 0
    if (batch.vehicle && batch.enqueue?.length) {
      const vehicleKey = batch.vehicle
      const rows = batch.enqueue.map((item) => ({ ...item, vehicleKey, status: 'pending' as const, attempts: 0 }))
      enqueued = rows.length
      // The unique [vehicleKey+itemKey] index refuses pointers queued before; BulkError lists
      // those and the rest are added. Caught here, inside, so the transaction goes on.
      await db.saveQueue.bulkAdd(rows).catch((error: unknown) => {
        if (!(error instanceof Dexie.BulkError)) throw error
        enqueued -= error.failures.length
      })
    }
    const finished = (batch.finish ?? []).filter((done) => !done.reference || !missing.includes(done.reference))
    if (finished.length) {
      await db.saveQueue.bulkPut(finished.map(({ item, status, attempts }) => ({ ...item, status, attempts })))
    }
    return { used: await addUsage(db, usage), enqueued, missing }
  })
}
