import type { Page } from 'playwright-core'

/**
 * Everything the offline mirror holds, read in the app's page with a second IndexedDB connection
 * in one read-only transaction, as the app stored it — for tests that compare the mirror before
 * and after something went wrong (a full disk, eviction). A string, because the tests are
 * type-checked as Node code without DOM types.
 */
export interface MirrorSnapshot {
  /** One entry per section or picture record: `table|key` → what identifies its content. */
  records: Record<string, { size: number; pinned: number; vehicles: string[]; content: string }>
  /** Vehicles by key: saved flag and the totals the garage shows. */
  vehicles: Record<string, { vin: string; saved: number; sections: number; bytes: number }>
  /** Save-queue items by vehicle key and status. */
  queue: Record<string, Record<string, number>>
  /** The usage counter minus what is stored (records, trails, pictures, each once): 0 when exact. */
  usageError: number
  /** Records whose shared trail or picture is gone (a broken record): must be empty. */
  dangling: string[]
  /** Trails and pictures whose count of uses differs from the records using them, or uses of nothing. */
  miscounted: string[]
}

const READ_MIRROR = `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const names = ['sections', 'images', 'trails', 'pictures', 'contentUses', 'vehicles', 'meta', 'saveQueue']
  const tx = db.transaction(names)
  const [sections, images, trails, pictures, contentUses, vehicles, meta, queue] = await Promise.all(
    names.map((name) => new Promise((resolve, reject) => {
      const request = tx.objectStore(name).getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }))
  )
  db.close()
  const digest = async (bytes) => {
    if (!bytes) return 'none'
    const hash = await crypto.subtle.digest('SHA-256', bytes)
    return [...new Uint8Array(hash)].slice(0, 8).map((b) => b.toString(16).padStart(2, '0')).join('')
  }
  const records = {}
  for (const r of sections) {
    records['sections|' + r.key] = { size: r.size, pinned: r.pinned, vehicles: [...r.vehicleKeys].sort(),
      content: (await digest(r.data)) + '/' + (r.trail || '') }
  }
  for (const r of images) {
    records['images|' + r.key] = { size: r.size, pinned: r.pinned, vehicles: [...r.vehicleKeys].sort(), content: r.hash || 'inline' }
  }
  const trailOf = new Map(trails.map((t) => [t.hash, t]))
  const pictureOf = new Map(pictures.map((p) => [p.hash, p]))
  const dangling = [
    ...sections.filter((r) => r.trail && !trailOf.has(r.trail)).map((r) => 'sections|' + r.key),
    ...images.filter((r) => r.hash && !pictureOf.has(r.hash)).map((r) => 'images|' + r.key)
  ]
  const uses = (list, field) => list.reduce((m, r) => (r[field] ? m.set(r[field], (m.get(r[field]) || 0) + 1) : m), new Map())
  const trailUses = uses(sections, 'trail')
  const pictureUses = uses(images, 'hash')
  const refsOf = new Map(contentUses.map((u) => [u.hash, u.refs]))
  const stored = new Set([...trails, ...pictures].map((c) => c.hash))
  const miscounted = [
    ...trails.filter((t) => refsOf.get(t.hash) !== (trailUses.get(t.hash) || 0)).map((t) => 'trail ' + t.hash),
    ...pictures.filter((p) => refsOf.get(p.hash) !== (pictureUses.get(p.hash) || 0)).map((p) => 'picture ' + p.hash),
    ...contentUses.filter((u) => !stored.has(u.hash)).map((u) => 'use without content ' + u.hash)
  ]
  const bytes = (list) => list.reduce((n, r) => n + r.size, 0)
  const inlineImages = images.filter((r) => !r.hash)
  const usage = (meta.find((m) => m.key === 'usage') || { value: 0 }).value
  const byQueue = {}
  for (const item of queue) {
    byQueue[item.vehicleKey] ??= {}
    byQueue[item.vehicleKey][item.status] = (byQueue[item.vehicleKey][item.status] || 0) + 1
  }
  return {
    records,
    vehicles: Object.fromEntries(vehicles.map((v) => [v.key, { vin: v.vin, saved: v.saved, sections: v.stats ? v.stats.sections : -1, bytes: v.stats ? v.stats.bytes : -1 }])),
    queue: byQueue,
    usageError: usage - bytes(sections) - bytes(inlineImages) - bytes(trails) - bytes(pictures),
    dangling,
    miscounted
  }
})()`

export async function mirrorSnapshot(page: Page): Promise<MirrorSnapshot> {
  return (await page.evaluate(READ_MIRROR)) as MirrorSnapshot
}

/** The records of `snapshot` filed under the vehicle whose VIN is `vin`. */
export function recordsOf(snapshot: MirrorSnapshot, vin: string): MirrorSnapshot['records'] {
  const keys = Object.entries(snapshot.vehicles)
    .filter(([, v]) => v.vin === vin)
    .map(([key]) => key)
  return Object.fromEntries(
    Object.entries(snapshot.records).filter(([, record]) => record.vehicles.some((k) => keys.includes(k)))
  )
}
