import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pageUnderList } from './mirror-pages'
import Dexie from 'dexie'
import { vehicleKey, type SectionKeyParts } from '@renderer/data/db/keys'
import { Mirror, type FreeingProgress } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'

/**
 * Eviction in batches and the kept bytes as a running total (issue 23): the same outcome as one
 * record at a time and a scan of every kept record, which they replaced.
 */
let db: MirrorDatabase
let repo: Mirror
let clock = 1_000

beforeEach(async () => {
  db = new MirrorDatabase(`test-${Math.random()}`)
  clock = 1_000
  repo = new Mirror(db, () => ++clock)
})
afterEach(async () => {
  await db.delete()
})

const origin = 'https://catalog.example'
const imageOrigin = 'https://img.example'
const parts = (q: string): SectionKeyParts => ({ origin, catalog: 'C1', q, lang: 'en' })
const saved = vehicleKey(origin, 'SAVED')
const browsedA = vehicleKey(origin, 'BROWSED-A')
const browsedB = vehicleKey(origin, 'BROWSED-B')

/** A page under a shared trail (list `list`): its trail is content every page of the list uses. */
const page = (q: string, list: string, filler: number) => pageUnderList(q, list, 200 + (filler % 50), filler)
const picture = (n: number) => ({ contentType: 'image/png', bytes: new Uint8Array(300 + n).fill(n % 251) })

/** What the kept bytes were before issue 23: every kept record read back, each content once. */
async function keptByScan(): Promise<number> {
  let bytes = 0
  const trails = new Set<string>()
  const pictures = new Set<string>()
  await db.sections
    .where('[pinned+lastAccess]')
    .between([1, Dexie.minKey], [1, Dexie.maxKey])
    .each((r) => {
      bytes += r.size
      if (r.trail) trails.add(r.trail)
    })
  await db.images
    .where('[pinned+lastAccess]')
    .between([1, Dexie.minKey], [1, Dexie.maxKey])
    .each((r) => {
      if (r.hash) pictures.add(r.hash)
      else bytes += r.size
    })
  for (const c of [...(await db.trails.bulkGet([...trails])), ...(await db.pictures.bulkGet([...pictures]))])
    bytes += c?.size ?? 0
  return bytes
}

async function fill(): Promise<void> {
  for (const [key, vin] of [
    [saved, 'SAVED'],
    [browsedA, 'BROWSED-A'],
    [browsedB, 'BROWSED-B']
  ])
    await repo.garage.rememberVehicle({ key, origin, vin, catalog: 'C1', name: vin })
  await repo.garage.setSaved(saved, true)
  // The saved vehicle shares a trail and a picture with browsed pages: those stay kept.
  await repo.answers.writeSection(parts('saved-0'), page('saved-0', 'shared', 1), saved)
  await repo.answers.writeImage(imageOrigin, 'saved-pic', picture(0), saved)
  // More browsed records than several eviction batches, sections and pictures interleaved in time.
  for (let n = 0; n < 520; n++) {
    const owner = n % 2 ? browsedA : browsedB
    const list = n % 7 === 0 ? 'shared' : `list-${n % 13}`
    await repo.answers.writeSection(parts(`p${n}`), page(`p${n}`, list, n), owner)
    if (n % 4 === 0) await repo.answers.writeImage(imageOrigin, `pic-${n}`, picture(n), owner)
    if (n % 10 === 0) await repo.answers.writeImage(imageOrigin, `same-as-saved-${n}`, picture(0), owner)
  }
}

describe('eviction in batches', () => {
  it('says how far it has got: once before the first batch, then after each batch that freed space', async () => {
    await fill()
    const before = await repo.storage.usage()
    const said: FreeingProgress[] = []
    const limit = Math.floor(before.bytes / 2)
    await repo.storage.setBudget(limit, (progress) => said.push(progress))

    const after = await repo.storage.usage()
    const toFree = before.bytes - limit * 0.9 // down to 90 % of the limit
    expect(said[0]).toEqual({ freed: 0, toFree, used: before.bytes, limit })
    expect(said.length).toBeGreaterThan(2) // more than one batch of 200 went
    for (let n = 1; n < said.length; n++) {
      expect(said[n]!.toFree).toBe(toFree)
      expect(said[n]!.freed).toBeGreaterThan(said[n - 1]!.freed)
      expect(said[n]!.used).toBe(before.bytes - said[n]!.freed)
    }
    expect(said.at(-1)!.freed).toBe(before.bytes - after.bytes)
    expect(said.at(-1)!.used).toBe(after.bytes)
  })

  it('frees the least recently used first across sections and pictures, never a saved record', async () => {
    await fill()
    const lastUse = new Map<string, number>()
    for (const r of await db.sections.toArray()) if (!r.pinned) lastUse.set(`s:${r.key}`, r.lastAccess)
    for (const r of await db.images.toArray()) if (!r.pinned) lastUse.set(`i:${r.key}`, r.lastAccess)
    const keptBefore = await keptByScan()
    const usage = await repo.storage.usage()
    expect(usage.pinnedBytes).toBe(keptBefore)

    // Half the usage: more than one batch of records has to go, and some browsed ones stay.
    await repo.storage.setBudget(usage.bytes / 2)

    const after = await repo.storage.usage()
    expect(after.bytes).toBeLessThanOrEqual(usage.bytes / 2)
    const left = new Set([
      ...(await db.sections.toArray()).filter((r) => !r.pinned).map((r) => `s:${r.key}`),
      ...(await db.images.toArray()).filter((r) => !r.pinned).map((r) => `i:${r.key}`)
    ])
    const gone = [...lastUse].filter(([key]) => !left.has(key))
    const stayed = [...lastUse].filter(([key]) => left.has(key))
    expect(gone.length).toBeGreaterThan(200)
    expect(stayed.length).toBeGreaterThan(0)
    expect(Math.max(...gone.map(([, at]) => at))).toBeLessThanOrEqual(Math.min(...stayed.map(([, at]) => at)))

    // The saved vehicle's records and the content they use are all there, and count the same.
    expect(await repo.answers.readSection(parts('saved-0'))).not.toBeNull()
    const savedPicture = await db.images.where('vehicleKeys').equals(saved).first()
    expect(await db.pictures.get(savedPicture!.hash!)).toBeTruthy()
    expect(await keptByScan()).toBe(keptBefore)
    expect(after.pinnedBytes).toBe(keptBefore)

    // Totals still describe the records, and the usage counter what is stored.
    for (const key of [saved, browsedA, browsedB]) {
      const listed = (await repo.garage.listVehicles()).find((v) => v.key === key)!
      expect([listed.sections, listed.bytes]).toEqual(Object.values(await repo.garage.recountVehicle(key)))
    }
    const stored =
      (await db.sections.toArray()).reduce((sum, r) => sum + r.size, 0) +
      (await db.trails.toArray()).reduce((sum, c) => sum + c.size, 0) +
      (await db.pictures.toArray()).reduce((sum, c) => sum + c.size, 0)
    expect(after.bytes).toBe(stored)
    // No content is left without users, and none a remaining record names is missing.
    const contents = [...(await db.trails.toArray()), ...(await db.pictures.toArray())]
    const uses = await db.contentUses.toArray()
    expect(uses.map((u) => u.hash).sort()).toEqual(contents.map((c) => c.hash).sort())
    for (const use of uses) expect(use.refs).toBeGreaterThan(0)
    const trailNames = new Set((await db.sections.toArray()).flatMap((r) => (r.trail ? [r.trail] : [])))
    expect((await db.trails.bulkGet([...trailNames])).every(Boolean)).toBe(true)
  })

  it('takes records used at the same moment in several batches: each batch looks on from the last one taken', async () => {
    await repo.garage.rememberVehicle({ key: browsedA, origin, vin: 'BROWSED-A', catalog: 'C1', name: 'A' })
    // 450 pages written within one moment (a group commit's timestamp), more than two batches.
    clock = 5_000
    const still = new Mirror(db, () => clock)
    for (let n = 0; n < 450; n++)
      await still.answers.writeSection(parts(`same-${n}`), page(`same-${n}`, 'l', n), browsedA)
    clock = 6_000
    await still.answers.writeSection(parts('newest'), page('newest', 'l', 1), browsedA)
    const newest = await db.sections.where('[pinned+lastAccess]').equals([0, 6_000]).first()

    // Room for only about the newest page: all 450 of the same moment have to go, none skipped.
    await still.storage.setBudget(newest!.size * 1.5)

    const left = await db.sections.toArray()
    expect(left.map((r) => r.lastAccess)).toEqual([6_000])
    expect((await still.storage.usage()).bytes).toBe(
      left[0].size + (await db.trails.toArray()).reduce((sum, c) => sum + c.size, 0)
    )
  })

  it('lets the other pointers of a page go with it, whether evicted or cleared', async () => {
    await repo.garage.rememberVehicle({ key: browsedA, origin, vin: 'BROWSED-A', catalog: 'C1', name: 'A' })
    /** A page asked for under `asked` whose own crumb is `own`: it is found under both. */
    const underTwo = (asked: string, own: string) => {
      const answer = page(own, 'l', asked.length)
      return repo.answers.writeSection(parts(asked), answer, browsedA)
    }
    for (let n = 0; n < 30; n++) await underTwo(`asked-${n}`, `own-${n}`)
    expect(await db.aliases.count()).toBe(30)
    expect(await repo.answers.readSection(parts('own-7'))).not.toBeNull()

    // Eviction takes the oldest 20 pages; their other pointers go, the rest stay.
    const oldest = await db.sections.orderBy('[pinned+lastAccess]').limit(20).toArray()
    const budget = (await repo.storage.usage()).bytes - oldest.reduce((sum, r) => sum + r.size, 0)
    await repo.storage.setBudget(budget / 0.9)
    const left = new Set((await db.sections.toArray()).map((r) => r.key))
    const aliases = await db.aliases.toArray()
    expect(aliases.length).toBe(left.size)
    expect(aliases.every((alias) => left.has(alias.target))).toBe(true)
    expect(await repo.answers.readSection(parts('own-0'))).toBeNull()

    await repo.storage.clearUnsaved()
    expect(await db.aliases.count()).toBe(0)
    expect(await repo.answers.readSection(parts('own-29'))).toBeNull()
  })

  it('keeps the kept bytes exact, as a scan of the kept records gives them, through every change', async () => {
    await fill()
    const check = async () => expect((await repo.storage.usage()).pinnedBytes).toBe(await keptByScan())
    await check()
    // A picture the saved vehicle shows, stored again under a browsed one: it stays kept.
    await repo.answers.writeImage(imageOrigin, 'saved-pic', picture(0), browsedA)
    await repo.answers.writeSection(parts('saved-0'), page('saved-0', 'list-3', 9), saved) // another trail
    await check()
    await repo.garage.setSaved(browsedA, true)
    await check()
    await repo.garage.setSaved(browsedA, false)
    await check()
    await repo.garage.setSaved(browsedB, true)
    await repo.garage.deleteVehicle(saved)
    await check()
    await repo.storage.setBudget((await repo.storage.usage()).bytes / 3)
    await check()
    await repo.garage.setSaved(browsedB, false)
    await repo.storage.clearUnsaved()
    const usage = await repo.storage.usage()
    expect(usage.pinnedBytes).toBe(await keptByScan())
    expect(usage.pinnedBytes).toBe(usage.bytes)
  })

  it('counts the kept bytes once for a mirror from before the total, then keeps them', async () => {
    await fill()
    const expected = await keptByScan()
    // As a release before issue 23 left it: no total, and the uses counted on the content itself
    // (before version 6), without its count of kept users.
    await db.meta.delete('kept')
    const uses = new Map((await db.contentUses.toArray()).map((use) => [use.hash, use.refs]))
    for (const table of [db.trails, db.pictures])
      await table.toCollection().modify((content) => {
        content.refs = uses.get(content.hash)
      })
    await db.contentUses.clear()
    expect((await repo.storage.usage()).pinnedBytes).toBe(expected)
    expect((await db.meta.get('kept'))?.value).toBe(expected)
    // The recount moved every count into the use records.
    expect(new Map((await db.contentUses.toArray()).map((use) => [use.hash, use.refs]))).toEqual(uses)
    await repo.garage.setSaved(browsedA, true)
    await repo.answers.writeSection(parts('after'), page('after', 'shared', 3), browsedA)
    expect((await repo.storage.usage()).pinnedBytes).toBe(await keptByScan())
  })
})
