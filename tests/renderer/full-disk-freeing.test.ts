import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pageUnderList } from './mirror-pages'
import { vehicleKey, type SectionKeyParts } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'

/**
 * Freeing space on a disk with no room at all (issue 23 item 6). Chromium then refuses every
 * transaction that puts anything and lets through those that only delete; here every put is
 * refused the same way (a hook on each table throws QuotaExceededError, which rolls the
 * transaction back) while deletes go through. Delete and "Clear unsaved data" must free the space
 * all the same, keep what should stay, and leave totals that agree with a scan of the records:
 * counted while the disk is full, stored once there is room, and after a restart in between.
 * The same in real Chromium with a real quota: tests/browser/storage-quota.e2e.test.ts.
 */
let db: MirrorDatabase
let mirror: Mirror
let full = false

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')

beforeEach(() => {
  db = new MirrorDatabase(`full-disk-${Math.random()}`)
  let clock = 1_000
  mirror = new Mirror(db, () => ++clock)
  full = false
  for (const table of db.tables) {
    const refuse = () => {
      if (full) throw quotaError()
    }
    table.hook('creating', refuse)
    table.hook('updating', refuse)
  }
})
afterEach(() => db.delete())

const origin = 'https://catalog.example'
const imageOrigin = 'https://img.example'
const parts = (q: string): SectionKeyParts => ({ origin, catalog: 'C1', q, lang: 'en' })
const [SAVED, OTHER_SAVED, BROWSED] = ['SAVED', 'OTHER-SAVED', 'BROWSED']
const saved = vehicleKey(origin, SAVED)
const otherSaved = vehicleKey(origin, OTHER_SAVED)
const browsed = vehicleKey(origin, BROWSED)

/** A page under the trail of list `list` (shared content: every page of the list uses it). */
const page = (q: string, list: string) => pageUnderList(q, list, 300 + q.length * 7, q.length)
const picture = (n: number) => ({ contentType: 'image/png', bytes: new Uint8Array(400 + n).fill(n) })

/**
 * Two saved vehicles and a browsed one. The saved vehicle to delete shares a trail and a picture
 * with the browsed one, and one page with it outright; the other saved vehicle shares a trail too.
 */
async function fill(): Promise<void> {
  for (const vin of [SAVED, OTHER_SAVED, BROWSED])
    await mirror.garage.rememberVehicle({ key: vehicleKey(origin, vin), origin, vin, catalog: 'C1', name: vin })
  await mirror.garage.setSaved(saved, true)
  await mirror.garage.setSaved(otherSaved, true)
  // The first look counts the totals of the new mirror; every write moves them from then on.
  await mirror.storage.usage()
  for (let n = 0; n < 6; n++) await mirror.answers.writeSection(parts(`s${n}`), page(`s${n}`, 'saved-only'), saved)
  await mirror.answers.writeSection(parts('s-shared-trail'), page('s-shared-trail', 'shared'), saved)
  await mirror.answers.writeSection(parts('both'), page('both', 'shared'), saved)
  await mirror.answers.writeSection(parts('both'), page('both', 'shared'), browsed)
  await mirror.answers.writeImage(imageOrigin, 'saved-pic', picture(1), saved)
  await mirror.answers.writeImage(imageOrigin, 'same-picture', picture(2), saved)
  for (let n = 0; n < 5; n++) await mirror.answers.writeSection(parts(`b${n}`), page(`b${n}`, `b-${n % 2}`), browsed)
  await mirror.answers.writeSection(parts('b-shared'), page('b-shared', 'shared'), browsed)
  await mirror.answers.writeImage(imageOrigin, 'browsed-pic', picture(3), browsed)
  await mirror.answers.writeImage(imageOrigin, 'same-as-saved', picture(2), browsed)
  for (let n = 0; n < 4; n++) await mirror.answers.writeSection(parts(`o${n}`), page(`o${n}`, 'other'), otherSaved)
  await mirror.answers.writeSection(parts('o-shared'), page('o-shared', 'shared'), otherSaved)
  await mirror.answers.writeImage(imageOrigin, 'other-pic', picture(4), otherSaved)
}

/** Every total as the records give them, counted here independently of the app. */
async function scan() {
  const vehicles = await db.vehicles.toArray()
  const savedKeys = new Set(vehicles.filter((v) => v.saved === 1).map((v) => v.key))
  const pinnedFor = (keys: string[]) => keys.some((k) => savedKeys.has(k))
  const [sections, images, trails, pictures] = await Promise.all([
    db.sections.toArray(),
    db.images.toArray(),
    db.trails.toArray(),
    db.pictures.toArray()
  ])
  const refs = new Map<string, number>()
  const pinnedRefs = new Map<string, number>()
  const stats = new Map(vehicles.map((v) => [v.key, { sections: 0, bytes: 0 }]))
  let kept = 0
  for (const record of [...sections, ...images]) {
    const content = 'kind' in record ? record.trail : record.hash
    const pinned = pinnedFor(record.vehicleKeys)
    if (content) refs.set(content, (refs.get(content) ?? 0) + 1)
    if (content && pinned) pinnedRefs.set(content, (pinnedRefs.get(content) ?? 0) + 1)
    if (pinned && (!content || 'kind' in record)) kept += record.size
    for (const key of record.vehicleKeys) {
      const total = stats.get(key)
      if (!total) continue
      total.sections += 'kind' in record && record.kind === 'section' ? 1 : 0
      total.bytes += record.size
    }
  }
  const content = [...trails, ...pictures]
  for (const c of content) if (pinnedRefs.get(c.hash)) kept += c.size
  const usage = [...sections, ...images.filter((r) => !r.hash), ...content].reduce((sum, r) => sum + r.size, 0)
  return { usage, kept, stats, refs, pinnedRefs, sections, images, content }
}

/** The totals the app gives (garage and settings) agree with the scan. */
async function expectTotalsShownRight(): Promise<void> {
  const expected = await scan()
  const usage = await mirror.storage.usage()
  expect(usage.bytes).toBe(expected.usage)
  expect(usage.pinnedBytes).toBe(expected.kept)
  const listed = await mirror.garage.listVehicles()
  expect(new Map(listed.map((v) => [v.key, { sections: v.sections, bytes: v.bytes }]))).toEqual(expected.stats)
}

/** The stored totals, pins and content counts agree with the scan; no record lacks its content. */
async function expectStoredExact(): Promise<void> {
  const expected = await scan()
  expect((await db.meta.get('usage'))?.value).toBe(expected.usage)
  expect((await db.meta.get('kept'))?.value).toBe(expected.kept)
  for (const vehicle of await db.vehicles.toArray()) expect(vehicle.stats).toEqual(expected.stats.get(vehicle.key))
  const uses = await db.contentUses.toArray()
  expect(new Map(uses.map((u) => [u.hash, u.refs]))).toEqual(expected.refs)
  expect(new Map(uses.filter((u) => u.pinnedRefs > 0).map((u) => [u.hash, u.pinnedRefs]))).toEqual(expected.pinnedRefs)
  const stored = new Set(expected.content.map((c) => c.hash))
  expect([...expected.refs.keys()].filter((hash) => !stored.has(hash))).toEqual([])
  const savedKeys = new Set((await db.vehicles.where('saved').equals(1).toArray()).map((v) => v.key))
  for (const record of [...expected.sections, ...expected.images])
    expect(record.pinned).toBe(record.vehicleKeys.some((k) => savedKeys.has(k)) ? 1 : 0)
}

/** Every record filed under `key`, as stored (content and all). */
const recordsOf = async (key: string) => ({
  sections: await db.sections.where('vehicleKeys').equals(key).sortBy('key'),
  images: await db.images.where('vehicleKeys').equals(key).sortBy('key')
})

describe('deleting a saved vehicle on a full disk', () => {
  it('frees what only it used, keeps the rest, and gives totals that agree with a scan', async () => {
    await fill()
    await expectStoredExact()
    const other = await recordsOf(otherSaved)
    const browsedBefore = await recordsOf(browsed)
    const before = await scan()
    // What should go: the records only it uses, and the trails and pictures only those use.
    const only = [...before.sections, ...before.images].filter((r) => r.vehicleKeys.every((k) => k === saved))
    const contentOf = (r: (typeof only)[number]) => ('kind' in r ? r.trail : r.hash)
    const users = (hash: string) => [...before.sections, ...before.images].filter((r) => contentOf(r) === hash)
    const freed =
      only.reduce((sum, r) => sum + ('kind' in r || !r.hash ? r.size : 0), 0) +
      before.content.filter((c) => users(c.hash).every((r) => only.includes(r))).reduce((sum, c) => sum + c.size, 0)
    expect(freed).toBeGreaterThan(0)
    full = true
    // As it was before: the one transaction with the totals is refused whole.
    await expect(db.transaction('rw', db.meta, () => db.meta.put({ key: 'probe', value: 1 }))).rejects.toThrow()

    await mirror.garage.deleteVehicle(saved)

    expect(await db.vehicles.get(saved)).toBeUndefined()
    // Only the page it shared with the browsed vehicle is left under its key.
    expect((await recordsOf(saved)).sections.map((r) => r.fullKey)).toEqual(
      browsedBefore.sections.filter((r) => r.vehicleKeys.includes(saved)).map((r) => r.fullKey)
    )
    expect(await recordsOf(otherSaved)).toEqual(other)
    expect((await recordsOf(browsed)).images).toEqual(browsedBefore.images)
    expect((await recordsOf(browsed)).sections.map((r) => r.data)).toEqual(browsedBefore.sections.map((r) => r.data))
    expect((await scan()).usage).toBe(before.usage - freed)
    // Still full: the totals are counted for each look, and the mark stays until they can be stored.
    await expectTotalsShownRight()
    expect(await db.meta.get('kept')).toBeUndefined()
    // Every picture and trail a remaining record shows is still stored.
    const stored = new Set((await scan()).content.map((c) => c.hash))
    const shown = [...(await scan()).sections.map((r) => r.trail), ...(await scan()).images.map((r) => r.hash)]
    expect(shown.filter((hash) => hash && !stored.has(hash))).toEqual([])

    full = false
    await expectTotalsShownRight()
    await expectStoredExact()
    // The page it shared is the browsed vehicle's alone now: no longer kept, so evictable.
    const both = (await recordsOf(browsed)).sections.find((r) => r.vehicleKeys.includes(saved))
    expect(both?.pinned).toBe(0)
  })

  it('stores the totals at the next start when the app closed with the disk still full', async () => {
    await fill()
    full = true
    await mirror.garage.deleteVehicle(saved)
    expect(await db.meta.get('kept')).toBeUndefined()
    // Closed, the disk freed by something else, started again: the start's maintenance counts.
    full = false
    const restarted = new Mirror(db)
    expect(await restarted.compactLegacy()).toBeNull()
    await expectStoredExact()
  })

  it('counts what was written between the freeing and the count: nothing drifts', async () => {
    await fill()
    full = true
    await mirror.garage.deleteVehicle(saved)
    full = false
    // Room again before anyone looked: writes move the totals left to be counted, the count wins.
    await mirror.answers.writeSection(parts('later'), page('later', 'shared'), browsed)
    await mirror.answers.writeImage(imageOrigin, 'later-pic', picture(5), otherSaved)
    await expectTotalsShownRight()
    await expectStoredExact()
  })
})

describe('clearing unsaved data on a full disk', () => {
  it('frees every browsed record, keeps the saved vehicles whole, and gives totals that agree with a scan', async () => {
    await fill()
    const keep = { saved: await recordsOf(saved), other: await recordsOf(otherSaved) }
    const keptBefore = (await scan()).kept
    const contentBefore = (await scan()).content
    full = true

    const freed = await mirror.storage.clearUnsaved()

    expect(await db.sections.where('[pinned+lastAccess]').between([0, 0], [0, Infinity]).count()).toBe(0)
    expect(await db.images.where('[pinned+lastAccess]').between([0, 0], [0, Infinity]).count()).toBe(0)
    expect(await recordsOf(saved)).toEqual(keep.saved)
    expect(await recordsOf(otherSaved)).toEqual(keep.other)
    // The browsed vehicle's row stays (the recent list), with only the page it shares with a saved one.
    expect((await recordsOf(browsed)).sections.map((r) => r.fullKey)).toEqual(
      keep.saved.sections.filter((r) => r.vehicleKeys.includes(browsed)).map((r) => r.fullKey)
    )
    expect(await db.vehicles.get(browsed)).toBeDefined()
    // What only browsed pages used is gone; what a saved page uses stays.
    const after = await scan()
    const gone = contentBefore.filter((c) => !after.content.some((a) => a.hash === c.hash))
    expect(gone.length).toBeGreaterThan(0)
    expect(freed).toBeGreaterThan(0)
    expect(after.kept).toBe(keptBefore)
    await expectTotalsShownRight()

    full = false
    await expectTotalsShownRight()
    await expectStoredExact()
  })

  it('still says "no room" when even the deletes are refused, and loses nothing', async () => {
    await fill()
    const before = await scan()
    full = true
    for (const table of [db.sections, db.images])
      table.hook('deleting', () => {
        throw quotaError()
      })
    await expect(mirror.storage.clearUnsaved()).rejects.toMatchObject({ name: 'QuotaExceededError' })
    await expect(mirror.garage.deleteVehicle(saved)).rejects.toMatchObject({ name: 'QuotaExceededError' })
    const after = await scan()
    expect(after.sections).toEqual(before.sections)
    expect(after.images).toEqual(before.images)
    expect((await db.meta.get('kept'))?.value).toBe(before.kept)
  })
})

describe('evicting on a full disk', () => {
  /** Browsed pages beyond fill()'s, each used after the one before: more than two batches of 200. */
  async function browseMany(count: number): Promise<void> {
    for (let n = 0; n < count; n++)
      await mirror.answers.writeSection(parts(`many${n}`), page(`many${n}`, `many-${n % 7}`), browsed)
  }
  const unpinnedRecords = async () => [
    ...(await db.sections.where('[pinned+lastAccess]').between([0, 0], [0, Infinity]).toArray()),
    ...(await db.images.where('[pinned+lastAccess]').between([0, 0], [0, Infinity]).toArray())
  ]
  /** Every record evicted was used before every browsed record left: least recently used first. */
  function expectOldestWent(before: Awaited<ReturnType<typeof unpinnedRecords>>, left: typeof before): void {
    const leftKeys = new Set(left.map((r) => r.key))
    const went = before.filter((r) => !leftKeys.has(r.key))
    expect(went.length).toBeGreaterThan(0)
    expect(Math.max(...went.map((r) => r.lastAccess))).toBeLessThanOrEqual(Math.min(...left.map((r) => r.lastAccess)))
  }

  it('lowering the limit frees the oldest browsed pages, keeps the saved vehicles whole, and the totals agree', async () => {
    await fill()
    await browseMany(450)
    const keep = { saved: await recordsOf(saved), other: await recordsOf(otherSaved) }
    const browsedBefore = await unpinnedRecords()
    const before = await scan()
    const limit = Math.round(before.kept + (before.usage - before.kept) / 4)
    full = true

    await mirror.storage.setBudget(limit)

    const left = await unpinnedRecords()
    // Down to 90 % of the limit, in more than one batch of 200, all with deletes alone.
    expect(browsedBefore.length - left.length).toBeGreaterThan(200)
    expect(left.length).toBeGreaterThan(0)
    expectOldestWent(browsedBefore, left)
    const after = await scan()
    expect(after.usage).toBeLessThanOrEqual(limit * 0.9)
    expect(after.usage).toBeGreaterThan(limit * 0.9 - 10_000)
    expect(await recordsOf(saved)).toEqual(keep.saved)
    expect(await recordsOf(otherSaved)).toEqual(keep.other)
    // The limit applies while the disk cannot keep it, and the totals shown agree with the records.
    expect((await mirror.storage.usage()).budget).toBe(limit)
    expect(await db.meta.get('budget')).toBeUndefined()
    expect(await db.meta.get('kept')).toBeUndefined()
    await expectTotalsShownRight()

    full = false
    await expectTotalsShownRight()
    await expectStoredExact()
    expect((await db.meta.get('budget'))?.value).toBe(limit)
  })

  it('makes room for a refused write from the oldest browsed pages, and says the write was not stored', async () => {
    await fill()
    await browseMany(20)
    const keep = { saved: await recordsOf(saved), other: await recordsOf(otherSaved) }
    const browsedBefore = await unpinnedRecords()
    const before = await scan()
    full = true

    // As a save's next page: the write is refused, eviction makes room with deletes, the retry is
    // refused too (the disk is still full here), and the writer says so; the saver stops on that.
    expect(await mirror.answers.writeSection(parts('new'), page('new', 'saved-only'), saved)).toBe(false)

    const left = await unpinnedRecords()
    expectOldestWent(browsedBefore, left)
    // About the page's size went, not every browsed page.
    expect(left.length).toBeGreaterThan(browsedBefore.length / 2)
    expect(await recordsOf(saved)).toEqual(keep.saved)
    expect(await recordsOf(otherSaved)).toEqual(keep.other)
    // Nothing of the refused page is stored: only what went is missing.
    const wentSections = browsedBefore.filter((r) => 'kind' in r && !left.some((l) => l.key === r.key))
    expect((await scan()).sections.length).toBe(before.sections.length - wentSections.length)
    await expectTotalsShownRight()

    full = false
    expect(await mirror.answers.writeSection(parts('new'), page('new', 'saved-only'), saved)).toBe(true)
    await expectTotalsShownRight()
    await expectStoredExact()
  })

  it('counts from the records when the totals are already marked, and never drifts after a crash mid-way', async () => {
    await fill()
    await browseMany(450)
    full = true
    // Space freed on the full disk before: the usage counter is gone, marked to be counted.
    await mirror.garage.deleteVehicle(otherSaved)
    expect(await db.meta.get('usage')).toBeUndefined()
    const browsedBefore = await unpinnedRecords()
    // The app dies in the second batch freed with deletes alone (after the first batch's refused
    // try with the totals, and the first batch): any failure but a full disk rolls that batch back.
    let deleted = 0
    db.sections.hook('deleting', () => {
      if (++deleted > 450) throw new Error('the app was closed')
    })
    await expect(mirror.storage.setBudget(1)).rejects.toThrow('the app was closed')
    const left = await unpinnedRecords()
    expect(left.length).toBeLessThan(browsedBefore.length)
    expect(left.length).toBeGreaterThan(0)
    expectOldestWent(browsedBefore, left)
    expect(await db.meta.get('kept')).toBeUndefined()

    // Started again with room: the start's count stores totals that agree with the records.
    full = false
    const restarted = new Mirror(db)
    await restarted.compactLegacy()
    await expectStoredExact()
  })
})
