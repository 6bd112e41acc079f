/**
 * The page side of `bench/eviction.bench.ts`, bundled for the browser there (type-checked with the
 * renderer: tsconfig.web.json): the app's
 * own mirror (Mirror over MirrorDatabase: batch writer, codec, content store, storage budget) in
 * real Chromium IndexedDB, filled with one browsed vehicle's answers and pictures, then emptied by
 * eviction as lowering the storage limit does. And the floor: the same number of records of the
 * same size deleted with plain IndexedDB, 200 per transaction, nothing else.
 */
import type { ImagePayload, SectionResponse } from '@shared/contract'
import { imageFullKey, sectionFullKey, vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import {
  prepareImage,
  prepareSection,
  type PreparedImage,
  type PreparedSection
} from '@renderer/data/db/prepared-records'
import { MirrorDatabase } from '@renderer/data/db/schema'
import type { EvictionRun, EvictionShape } from '../support/eviction-shapes'

const origin = 'https://catalog.example'
const imageOrigin = 'https://img.example'

/** Text that does not compress away, so an answer weighs what a real part-information page does. */
function noise(length: number, seed: number): string {
  let x = seed >>> 0
  let text = ''
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    text += String.fromCharCode(48 + ((x >>> 24) % 74))
  }
  return text
}

function answer(i: number, q: string): SectionResponse {
  const group = { title: `Group ${i % 50}`, q: `group-${i % 50}` }
  return {
    result: {
      bread_crumb: [{ title: 'Vehicle', q: 'vehicle' }, group, { title: `Page ${i}`, q }],
      partinfo: { text: noise(3000, i) }
    },
    fetchedAt: i
  }
}

/**
 * Picture `n` of `distinct`. Shared pictures are spread over the vehicle's pages, as a drawing
 * that several vehicles (or nodes) show is: the records that use one are evicted at different
 * times, not in one batch.
 */
function picture(n: number, kb: number): ImagePayload {
  const bytes = new Uint8Array(kb * 1024)
  for (let k = 0; k < bytes.length; k += 61) bytes[k] = (n * 31 + k) % 251
  return { contentType: 'image/png', bytes }
}

async function fill(mirror: Mirror, car: string, shape: EvictionShape): Promise<number> {
  const images = Math.floor(shape.sections / shape.pictureEvery)
  const distinct = shape.sharedBy > 0 ? Math.max(1, Math.floor(images / shape.sharedBy)) : images
  let records = 0
  for (let start = 0; start < shape.sections; start += 200) {
    const batch: Array<PreparedSection | PreparedImage> = []
    for (let i = start; i < Math.min(shape.sections, start + 200); i++) {
      const q = `page-${i}-${noise(40, i)}`
      batch.push(
        await prepareSection(sectionFullKey({ origin, catalog: 'C1', q, lang: 'en' }), 'section', answer(i, q), q)
      )
      if (i % shape.pictureEvery === 0) {
        const n = Math.floor(i / shape.pictureEvery) % distinct
        batch.push(await prepareImage(imageFullKey(imageOrigin, `image-${i}`), picture(n, shape.pictureKb), i))
      }
    }
    const outcome = await mirror.queue.writeBatch({ vehicle: car, records: batch })
    if (!outcome.stored) throw new Error('the bench mirror could not be filled')
    records += batch.length
  }
  return records
}

export async function evictWithTheApp(shape: EvictionShape): Promise<EvictionRun> {
  const db = new MirrorDatabase(`eviction-bench-${Math.random()}`)
  const mirror = new Mirror(db)
  const car = vehicleKey(origin, 'BROWSED')
  try {
    await mirror.garage.rememberVehicle({ key: car, origin, vin: 'BROWSED', catalog: 'C1', name: 'Browsed' })
    await mirror.garage.listVehicles()
    const fillStarted = performance.now()
    const records = await fill(mirror, car, shape)
    const fillMs = performance.now() - fillStarted
    const stored = (await mirror.storage.usage()).bytes
    let longestTaskMs = 0
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration)
    })
    tasks.observe({ type: 'longtask' })
    const started = performance.now()
    // A limit of 1 byte: everything of the browsed vehicle goes, oldest first.
    const freed = await mirror.storage.evictToBudget(0, 1)
    const evictMs = performance.now() - started
    tasks.disconnect()
    if ((await mirror.storage.usage()).bytes !== 0) throw new Error('eviction left records behind')
    const mb = (bytes: number) => bytes / 1024 / 1024
    return { records, storedMb: mb(stored), fillMs, evictMs, freedMb: mb(freed), longestTaskMs }
  } finally {
    db.close()
    await db.delete()
  }
}

/** The same number of records, of `bytes` each, deleted with plain IndexedDB: ms. */
export async function evictRawFloor(records: number, bytes: number): Promise<number> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
  const done = (tx: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
  const name = `eviction-floor-${Math.random()}`
  const open = indexedDB.open(name, 1)
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('records', { keyPath: 'key' })
    store.createIndex('lru', ['pinned', 'lastAccess'])
    store.createIndex('vehicles', 'vehicleKeys', { multiEntry: true })
  }
  const db = await request(open)
  for (let start = 0; start < records; start += 1000) {
    const tx = db.transaction('records', 'readwrite')
    for (let i = start; i < Math.min(records, start + 1000); i++) {
      const data = new Uint8Array(bytes).fill(i % 251)
      tx.objectStore('records').put({
        key: `k${String(i).padStart(8, '0')}`,
        pinned: 0,
        lastAccess: i,
        vehicleKeys: ['v'],
        data
      })
    }
    await done(tx)
  }
  const started = performance.now()
  for (;;) {
    const tx = db.transaction('records', 'readwrite')
    const store = tx.objectStore('records')
    const oldest = await request(store.index('lru').getAll(IDBKeyRange.bound([0, -Infinity], [0, Infinity]), 200))
    if (oldest.length === 0) break
    for (const record of oldest as Array<{ key: string }>) store.delete(record.key)
    await done(tx)
  }
  const ms = performance.now() - started
  db.close()
  await request(indexedDB.deleteDatabase(name))
  return ms
}
