import type { RawPage } from './raw-chromium'

/**
 * Building and reading a fleet mirror for bench/fleet.bench.ts, in the bench's own Chromium
 * profile: every vehicle is saved through the garage's "Save for offline" (the saver, its group
 * commit and BatchWriter, the codec, the search index and where-used rows), driven over the
 * DevTools pipe without Playwright (raw-chromium.ts says why).
 */

export interface SavedVehicle {
  vin: string
  seconds: number
  /** Items (sections and pictures) the save bar counted. */
  items: number
}

const SAVE_DEADLINE_MS = 600_000

/**
 * Opens the vehicle (the garage learns it), then saves it from the garage and waits for the bar to
 * say done. Throws when the save ends any other way: a fleet mirror with holes measures nothing.
 */
export async function saveThroughGarage(page: RawPage, hostUrl: string, vin: string): Promise<SavedVehicle> {
  await page.goto(`${hostUrl}#/vehicle/${vin}`)
  await page.waitFor(`document.querySelector('[data-testid="group-tile"]')`, 60_000)
  await page.evaluate(`document.querySelector('[data-testid="nav-garage"]').click()`)
  const row = `[data-testid="garage-vehicle"][data-vin="${vin}"]`
  const inRow = (testId: string) => `document.querySelector('${row} [data-testid="${testId}"]')`
  await page.waitFor(`${inRow('garage-save')} && !${inRow('garage-save')}.disabled`, 120_000)
  const started = performance.now()
  await page.evaluate(`${inRow('garage-save')}.click()`)
  const deadline = Date.now() + SAVE_DEADLINE_MS
  for (;;) {
    const state = await page.evaluate<string | null>(`${inRow('save-progress')}?.getAttribute('data-state') ?? null`)
    if (state === 'done') break
    if (state && state !== 'running') {
      const why = await page.evaluate<string>(`${inRow('save-progress')}.textContent`)
      throw new Error(`the save of ${vin} ended ${state}: ${why.replace(/\s+/g, ' ').trim()}`)
    }
    if (Date.now() > deadline) throw new Error(`the save of ${vin} did not finish in 10 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const seconds = (performance.now() - started) / 1000
  const text = (await page.evaluate<string | null>(`${inRow('save-count')}?.textContent ?? null`)) ?? ''
  return { vin, seconds, items: Number(text.split(' of ')[0].replace(/\D/g, '')) }
}

// In-page code as strings: the bench is type-checked as Node code, without DOM types.

/** Opens one of the app's databases with a second connection (the app's stays open). */
const OPEN = (name: string) => `new Promise((resolve, reject) => {
  const open = indexedDB.open(${JSON.stringify(name)})
  open.onerror = () => reject(open.error)
  open.onsuccess = () => resolve(open.result)
})`

export interface FleetSizes {
  /** The mirror's usage counter (what the storage limit is compared with, the search database aside). */
  mirrorBytes: number
  /** The search database's own size estimate (its `sizes` table), which counts toward the same limit. */
  searchBytes: number
  vehicles: Array<{ vin: string; saved: 0 | 1; sections: number; bytes: number }>
}

/** What the app itself counts: the usage counter, the search database's sizes and every vehicle's totals. */
export const FLEET_SIZES = `(async () => {
  const mirror = await ${OPEN('parts-desk-mirror')}
  const search = await ${OPEN('parts-desk-search')}
  const all = (db, store) => new Promise((resolve, reject) => {
    const got = db.transaction(store).objectStore(store).getAll()
    got.onsuccess = () => resolve(got.result)
    got.onerror = () => reject(got.error)
  })
  const usage = await new Promise((resolve) => {
    const got = mirror.transaction('meta').objectStore('meta').get('usage')
    got.onsuccess = () => resolve(got.result ? got.result.value : 0)
  })
  const vehicles = (await all(mirror, 'vehicles')).map((v) => ({
    vin: v.vin, saved: v.saved, sections: v.stats ? v.stats.sections : -1, bytes: v.stats ? v.stats.bytes : -1
  }))
  const sizes = await all(search, 'sizes')
  mirror.close(); search.close()
  return { mirrorBytes: usage, searchBytes: sizes.reduce((sum, s) => sum + Math.max(0, s.bytes), 0), vehicles }
})()`

/**
 * A fingerprint of everything stored for saved vehicles: per record key, its size and fetch time,
 * for sections and pictures, plus each content record a saved one uses. Taken before and after an
 * eviction: any difference means eviction touched a saved vehicle.
 */
export const SAVED_FINGERPRINT = `(async () => {
  const db = await ${OPEN('parts-desk-mirror')}
  const tables = ['sections', 'images', 'trails', 'pictures', 'vehicles']
  const tx = db.transaction(tables)
  const all = (store) => new Promise((resolve, reject) => {
    const got = tx.objectStore(store).getAll()
    got.onsuccess = () => resolve(got.result)
    got.onerror = () => reject(got.error)
  })
  const [sections, images, trails, pictures, vehicles] = await Promise.all(tables.map(all))
  db.close()
  const saved = new Set(vehicles.filter((v) => v.saved === 1).map((v) => v.key))
  const ofSaved = (r) => r.vehicleKeys.some((k) => saved.has(k))
  const records = [...sections, ...images].filter(ofSaved)
  const unpinned = records.filter((r) => r.pinned !== 1).length
  const contents = new Set(records.flatMap((r) => [r.trail, r.hash].filter(Boolean)))
  const present = new Set([...trails, ...pictures].map((c) => c.hash))
  const missingContent = [...contents].filter((hash) => !present.has(hash)).length
  const keys = records.map((r) => r.key + ':' + r.size + ':' + r.fetchedAt).sort()
  let hash = 0
  for (const key of keys) for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0
  return { savedVehicles: saved.size, records: records.length, unpinned, missingContent, hash }
})()`

export interface SavedFingerprint {
  savedVehicles: number
  records: number
  /** Records of a saved vehicle not marked as kept: must be 0. */
  unpinned: number
  /** Trails or pictures a saved vehicle's record names that are gone: must be 0. */
  missingContent: number
  hash: number
}

/**
 * Marks vehicles as not saved, the way the garage would if it offered "keep no longer" (the
 * repository's setSaved(key, false), which no screen calls yet): the vehicle row's flag and its
 * records' pin, in one transaction with a second connection. Their pages are then what a day of
 * browsing leaves in the mirror: stored through the same write path, evictable, oldest first.
 */
export const MARK_UNSAVED = (vins: readonly string[]) => `(async () => {
  const db = await ${OPEN('parts-desk-mirror')}
  const vins = new Set(${JSON.stringify(vins)})
  const tx = db.transaction(['vehicles', 'sections', 'images'], 'readwrite')
  const done = new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error) })
  const each = (request, visit) => new Promise((resolve) => {
    request.onsuccess = () => {
      const cursor = request.result
      if (!cursor) return resolve()
      visit(cursor)
      cursor.continue()
    }
  })
  const keys = new Set()
  await each(tx.objectStore('vehicles').openCursor(), (cursor) => {
    if (!vins.has(cursor.value.vin)) return
    keys.add(cursor.value.key)
    cursor.update({ ...cursor.value, saved: 0 })
  })
  // Through the vehicles' index: only their records are read. One kept by another vehicle stays pinned.
  for (const key of keys) {
    for (const store of ['sections', 'images']) {
      await each(tx.objectStore(store).index('vehicleKeys').openCursor(key), (cursor) => {
        if (cursor.value.pinned === 1 && cursor.value.vehicleKeys.every((k) => keys.has(k)))
          cursor.update({ ...cursor.value, pinned: 0 })
      })
    }
  }
  await done
  db.close()
  return keys.size
})()`

/** Every evictable record (not pinned), sections and pictures: its key and when it was last used. */
export const UNPINNED_RECORDS = `(async () => {
  const db = await ${OPEN('parts-desk-mirror')}
  const tx = db.transaction(['sections', 'images'])
  // Keys only: the index key holds the time, so no record's answer is read.
  const all = (store) => new Promise((resolve, reject) => {
    const found = []
    const walk = tx.objectStore(store).index('[pinned+lastAccess]').openKeyCursor(IDBKeyRange.bound([0, -Infinity], [0, Infinity]))
    walk.onsuccess = () => {
      const cursor = walk.result
      if (!cursor) return resolve(found)
      found.push([store + ':' + cursor.primaryKey, cursor.key[1]])
      cursor.continue()
    }
    walk.onerror = () => reject(walk.error)
  })
  const found = [...(await all('sections')), ...(await all('images'))]
  db.close()
  return found
})()`

/**
 * Least recently used first: no record that eviction deleted was used later than one it kept.
 * Returns how many went and how many stayed; throws with the offending times otherwise.
 */
export function checkLeastRecentlyUsedFirst(
  before: ReadonlyArray<[string, number]>,
  after: ReadonlyArray<[string, number]>
): { evicted: number; kept: number } {
  const kept = new Set(after.map(([key]) => key))
  let newestEvicted = -Infinity
  let oldestKept = Infinity
  let evicted = 0
  for (const [key, lastAccess] of before) {
    if (kept.has(key)) oldestKept = Math.min(oldestKept, lastAccess)
    else {
      evicted++
      newestEvicted = Math.max(newestEvicted, lastAccess)
    }
  }
  if (newestEvicted > oldestKept)
    throw new Error(`eviction deleted a record used at ${newestEvicted} but kept one last used at ${oldestKept}`)
  return { evicted, kept: kept.size }
}
