import Dexie from 'dexie'
import { ContentChanges } from './content-store'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'
import { addKept, type StatsChanges } from './totals'

/**
 * Deletes records inside the caller's transaction (eviction, clearing, deleting a vehicle) and
 * lets go of the shared content they used: a picture or a breadcrumb trail goes only with the last
 * record that uses it. Moves the vehicles' totals in `stats`; returns the stored bytes freed, for
 * the usage counter. The kept total (a saved vehicle's records and content) moves here.
 */
export async function removeRecords(
  db: MirrorDatabase,
  records: { sections?: readonly SectionRecord[]; images?: readonly ImageRecord[] },
  stats: StatsChanges
): Promise<number> {
  const trails = new ContentChanges()
  const pictures = new ContentChanges()
  let freed = 0
  let kept = 0
  const sections = records.sections ?? []
  const images = records.images ?? []
  for (const record of sections) {
    freed += record.size
    if (record.pinned) kept -= record.size
    if (record.trail) trails.remove(record.trail, record.pinned === 1)
    stats.add(record.vehicleKeys, record.kind === 'section' ? -1 : 0, -record.size)
  }
  for (const record of images) {
    // A version-2 record held its own bytes; a version-3 one only a share of the content.
    if (record.hash) pictures.remove(record.hash, record.pinned === 1)
    else {
      freed += record.size
      if (record.pinned) kept -= record.size
    }
    stats.add(record.vehicleKeys, 0, -record.size)
  }
  await deleteStored(
    db,
    sections.map((r) => r.key),
    images.map((r) => r.key)
  )
  if (sections.length) freed -= await trails.apply(db, 'trails')
  if (images.length) freed -= await pictures.apply(db, 'pictures')
  await addKept(db, kept + trails.keptBytes + pictures.keptBytes)
  return freed
}

/**
 * Deletes stored answers and pictures, and the other pointers of those pages with them (every
 * caller's transaction includes aliases), inside the caller's transaction.
 */
export async function deleteStored(
  db: MirrorDatabase,
  sections: readonly string[],
  images: readonly string[]
): Promise<void> {
  const aliases = await aliasesOf(sections)
  await Promise.all([
    sections.length ? db.sections.bulkDelete([...sections]) : undefined,
    aliases.length ? db.aliases.bulkDelete(aliases) : undefined,
    images.length ? db.images.bulkDelete([...images]) : undefined
  ])
}

/**
 * The other pointers of `sections`, inside the caller's transaction: one look per page, all sent
 * at once. `anyOf` walks the index with a cursor whose every step waits for a round trip to
 * Chromium's database, 200 of them for an eviction batch. The looks go straight to the
 * transaction's IndexedDB index: through Dexie each cost as much script again as the request
 * itself, all in the one task that starts a batch's deletes (in a 6-vehicle fleet, the page's
 * script over an eviction fell by 13 %, its typical task by a third; issue 23).
 */
function aliasesOf(sections: readonly string[]): PromiseLike<string[]> {
  const transaction = Dexie.currentTransaction?.idbtrans
  if (!transaction?.objectStoreNames.contains('aliases'))
    throw new Error('deleteStored runs inside a transaction that includes the aliases table')
  const index = transaction.objectStore('aliases').index('target')
  // A Dexie promise: its callbacks run in the request's own event, so the transaction stays open.
  return new Dexie.Promise<string[]>((resolve, reject) => {
    const found: string[] = []
    let waiting = sections.length
    if (waiting === 0) return resolve(found)
    for (const key of sections) {
      const request = index.getAllKeys(key)
      request.onsuccess = () => {
        for (const alias of request.result) found.push(alias as string)
        if (--waiting === 0) resolve(found)
      }
      request.onerror = () => reject(request.error)
    }
  })
}
