/**
 * Version 2 → 3 of the mirror with real data: answers and pictures of a demo vehicle, fetched
 * through the real runtime, stored exactly as release 2 stored them (answers as objects, pictures
 * as bytes in each record, sizes of the JSON, a save interrupted half-way), then opened by this
 * release. Everything must read at once, before and after the background compaction; afterwards
 * the totals must be right, the usage counted anew, and pictures the service sent again under
 * rotated pointers stored once.
 */
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SectionResponse } from '@shared/contract'
import { readCatalogId, readResult, readVehicle } from '@shared/readers'
import { imageFullKey, sectionFullKey, sha256Hex, vehicleKey, vinFullKey } from '@renderer/data/db/keys'
import { compactLegacy } from '@renderer/data/db/legacy-compaction'
import { Mirror } from '@renderer/data/db/mirror'
import { LEGACY_COMPACTION, MirrorDatabase } from '@renderer/data/db/schema'
import { discoverPointers } from '@renderer/data/saving/discover-pointers'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { startOfflineHarness, type OfflineHarness } from './harness'

let demo: DemoCatalog
let h: OfflineHarness
let vin: string
let catalog: string
const encoder = new TextEncoder()

interface Fetched {
  sections: Array<{ q: string; answer: SectionResponse }>
  pictures: Array<{ qImage: string; contentType: string; bytes: Uint8Array }>
}
let fetched: Fetched

beforeAll(async () => {
  demo = await startDemoCatalog()
  h = await startOfflineHarness({
    env: {
      CATALOG_BASE_URL: demo.baseUrl,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken
    }
  })
  vin = demo.vins[4]
  const answer = await h.network.vin({ vin, lang: 'en' })
  if (!answer.ok || !answer.value.result.vehicle) throw new Error('demo VIN not found')
  catalog = readCatalogId(answer.value.result)!
  fetched = await walk(readVehicle(answer.value.result.vehicle)!.qMainGroup!, 80, 24)
  // The service rotates its pointers: the same pictures come again under new ones.
  demo.knobs.rotatePointerGeneration()
  const again = await h.network.vin({ vin, lang: 'en' })
  if (!again.ok || !again.value.result.vehicle) throw new Error('demo VIN not found')
  const rotated = await walk(readVehicle(again.value.result.vehicle)!.qMainGroup!, 30, 12)
  fetched.pictures.push(...rotated.pictures)
}, 120_000)

afterAll(async () => {
  await h?.close()
  await demo?.close()
})

/** The first `sections` pages of the vehicle in catalog order, and the first `pictures` pictures. */
async function walk(first: string, sections: number, pictures: number): Promise<Fetched> {
  const out: Fetched = { sections: [], pictures: [] }
  const queue = [first]
  const seen = new Set(queue)
  const images: string[] = []
  while (queue.length && out.sections.length < sections) {
    const q = queue.shift()!
    const answer = await h.network.section({ q, catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    out.sections.push({ q, answer: { result: answer.value.result, fetchedAt: answer.value.fetchedAt } })
    const found = discoverPointers(readResult(answer.value.result))
    for (const { q: next } of found.sections) if (!seen.has(next) && seen.add(next)) queue.push(next)
    images.push(...found.images.filter((i) => !images.includes(i)))
  }
  for (const qImage of images.slice(0, pictures)) {
    const picture = await h.network.image(qImage)
    if (!picture.ok) throw new Error(picture.error.message)
    out.pictures.push({ qImage, ...picture.value })
  }
  return out
}

/** Opens a database exactly as release 2 defined it and fills it the way release 2 did. */
async function createVersionTwoDatabase(name: string) {
  const v2 = new Dexie(name)
  v2.version(1).stores({
    sections: '&key, *vehicleKeys, [pinned+lastAccess]',
    images: '&key, *vehicleKeys, [pinned+lastAccess]',
    vehicles: '&key, lastVisit',
    meta: '&key',
    saveQueue: '++id, [vehicleKey+status], &[vehicleKey+itemKey]'
  })
  v2.version(2).stores({
    vehicles: '&key, lastVisit, saved',
    baskets: '&id, updatedAt',
    basketLines: '&id, basketId, [basketId+partNumber]'
  })
  const { origin, imageOrigin } = h.origins
  const car = vehicleKey(origin, vin)
  const other = vehicleKey(origin, demo.vins[3])
  const stats = new Map([
    [car, { sections: 0, bytes: 0 }],
    [other, { sections: 0, bytes: 0 }]
  ])
  let usage = 0
  const sectionRows = await Promise.all(
    fetched.sections.map(async ({ q, answer }, i) => {
      const fullKey = sectionFullKey({ origin, catalog, q, lang: 'en' })
      const size = encoder.encode(JSON.stringify(answer)).byteLength
      const vehicleKeys = i % 10 === 0 ? [car, other] : [car]
      for (const key of vehicleKeys) {
        stats.get(key)!.sections++
        stats.get(key)!.bytes += size
      }
      usage += size
      return {
        key: await sha256Hex(fullKey),
        fullKey,
        kind: 'section',
        vehicleKeys,
        pinned: 1,
        payload: answer,
        fetchedAt: answer.fetchedAt,
        lastAccess: i,
        size
      }
    })
  )
  const imageRows = await Promise.all(
    fetched.pictures.map(async ({ qImage, contentType, bytes }, i) => {
      const fullKey = imageFullKey(imageOrigin, qImage)
      // The pictures of the rotated pointers were seen under the other vehicle, not saved.
      const rotated = i >= fetched.pictures.length - 12
      const vehicleKeys = rotated ? [other] : [car]
      stats.get(vehicleKeys[0])!.bytes += bytes.byteLength
      usage += bytes.byteLength
      return {
        key: await sha256Hex(fullKey),
        fullKey,
        vehicleKeys,
        pinned: rotated ? 0 : 1,
        contentType,
        bytes,
        fetchedAt: 5,
        lastAccess: 100 + i,
        size: bytes.byteLength
      }
    })
  )
  const vinAnswer = await h.network.vin({ vin, lang: 'en' })
  if (!vinAnswer.ok) throw new Error('demo VIN not found')
  const vinPayload = { result: vinAnswer.value.result, fetchedAt: vinAnswer.value.fetchedAt }
  const vinSize = encoder.encode(JSON.stringify(vinPayload)).byteLength
  usage += vinSize
  stats.get(car)!.bytes += vinSize
  sectionRows.push({
    key: await sha256Hex(vinFullKey(origin, vin, 'en')),
    fullKey: vinFullKey(origin, vin, 'en'),
    kind: 'vin',
    vehicleKeys: [car],
    pinned: 1,
    payload: vinPayload as unknown as SectionResponse,
    fetchedAt: vinPayload.fetchedAt,
    lastAccess: 1,
    size: vinSize
  })
  await v2.table('sections').bulkPut(sectionRows)
  await v2.table('images').bulkPut(imageRows)
  await v2.table('vehicles').bulkPut([
    { key: car, origin, vin, catalog, name: 'Tamaro', lastVisit: 9, saved: 1, stats: stats.get(car) },
    {
      key: other,
      origin,
      vin: demo.vins[3],
      catalog: 'X',
      name: 'Borealis',
      lastVisit: 8,
      saved: 0,
      stats: stats.get(other)
    }
  ])
  await v2.table('meta').bulkPut([
    { key: 'usage', value: usage },
    { key: `save:${car}`, value: { vin, catalog, qMainGroup: fetched.sections[0].q, lang: 'en', startedAt: 1 } }
  ])
  // A save interrupted half-way: release 2 keyed its queue by full key.
  await v2.table('saveQueue').bulkAdd(
    fetched.sections.map(({ q }, i) => ({
      vehicleKey: car,
      itemKey: sectionFullKey({ origin, catalog, q, lang: 'en' }),
      kind: 'section',
      pointer: { q, catalog },
      status: i < 50 ? 'done' : 'pending',
      attempts: i < 50 ? 1 : 0
    }))
  )
  v2.close()
  return { car, other, usage, stats }
}

describe('the mirror of release 2 opened by release 3', () => {
  it('reads everything at once, compacts in the background, and ends with right totals and pictures stored once', async () => {
    const name = `migration-${Math.random()}`
    const before = await createVersionTwoDatabase(name)
    const db = new MirrorDatabase(name)
    await db.open()
    expect(db.verno).toBeGreaterThanOrEqual(4) // release 3 wrote v4; later versions upgrade on top
    expect((await db.meta.get(LEGACY_COMPACTION))?.value).toBe('pending')
    const repo = new Mirror(db)
    const { origin, imageOrigin } = h.origins

    /** Every stored answer and picture, exactly as the service sent it. */
    const expectAllReadable = async () => {
      for (const { q, answer } of fetched.sections) {
        const stored = await repo.answers.readSection({ origin, catalog, q, lang: 'en' })
        expect(JSON.stringify(stored?.payload), q.slice(0, 12)).toBe(JSON.stringify(answer))
      }
      for (const { qImage, bytes } of fetched.pictures) {
        expect((await repo.answers.readImage(imageOrigin, qImage))?.bytes).toEqual(bytes)
      }
      expect(
        readVehicle((await repo.answers.readVin(origin, vin, 'en'))?.payload.result.vehicle)?.qMainGroup
      ).toBeTruthy()
    }

    // Before the compaction: as it was.
    await expectAllReadable()
    expect((await repo.storage.usage()).bytes).toBe(before.usage)
    expect(await repo.queue.counts(before.car)).toEqual({ pending: 30, done: 50, failed: 0 })

    const report = await compactLegacy(db)
    expect(report).toEqual({
      sections: fetched.sections.length + 1,
      images: fetched.pictures.length,
      queueItems: fetched.sections.length
    })
    await expectAllReadable()
    expect(await db.sections.filter((r) => r.payload !== undefined).count()).toBe(0)
    expect(await db.images.filter((r) => r.bytes !== undefined).count()).toBe(0)

    // Pictures stored once by content: the rotated pointers' pictures are the first ones again.
    const distinct = new Set(fetched.pictures.map(({ bytes }) => Buffer.from(bytes).toString('base64')))
    expect(distinct.size).toBeLessThan(fetched.pictures.length)
    const pictures = await db.pictures.toArray()
    expect(pictures).toHaveLength(distinct.size)
    const uses = await db.contentUses.bulkGet(pictures.map((c) => c.hash))
    expect(uses.reduce((n, use) => n + (use?.refs ?? 0), 0)).toBe(fetched.pictures.length)

    // Usage counted anew: every stored answer, and every content once.
    const sections = await db.sections.toArray()
    const contents = [...(await db.pictures.toArray()), ...(await db.trails.toArray())]
    const expected = sections.reduce((n, r) => n + r.size, 0) + contents.reduce((n, c) => n + c.size, 0)
    expect((await repo.storage.usage()).bytes).toBe(expected)
    // Answers shrink (these first pages are lists and nodes, whose own pointers to every part do not
    // compress; a whole vehicle, mostly part information, keeps a sixth); pictures, PNG and
    // compressed already, only lose their repeats.
    const answersBefore = fetched.sections.reduce(
      (n, { answer }) => n + encoder.encode(JSON.stringify(answer)).byteLength,
      0
    )
    const answersAfter = sections.filter((r) => r.kind === 'section').reduce((n, r) => n + r.size, 0)
    expect(answersAfter).toBeLessThan(answersBefore * 0.6)
    expect(pictures.reduce((n, c) => n + c.size, 0)).toBe(
      [
        ...new Map(
          fetched.pictures.map(({ bytes }) => [Buffer.from(bytes).toString('base64'), bytes.byteLength])
        ).values()
      ].reduce((n, size) => n + size, 0)
    )
    for (const key of [before.car, before.other]) {
      const kept = (await repo.garage.vehicle(key))!.stats
      expect(kept).toEqual(await repo.garage.recountVehicle(key))
      expect(kept!.sections).toBe(before.stats.get(key)!.sections)
    }
    expect((await repo.storage.usage()).pinnedBytes).toBeGreaterThan(0)
    expect(await db.sections.where('[pinned+lastAccess]').between([1, Dexie.minKey], [1, Dexie.maxKey]).count()).toBe(
      sections.length
    )

    // The interrupted save keeps its place, and knows the pointers it queued under their new keys.
    expect(await repo.queue.counts(before.car)).toEqual({ pending: 30, done: 50, failed: 0 })
    const again = await repo.queue.writeBatch({
      vehicle: before.car,
      records: [],
      enqueue: [
        {
          itemKey: await sha256Hex(sectionFullKey({ origin, catalog, q: fetched.sections[70].q, lang: 'en' })),
          kind: 'section',
          pointer: { q: fetched.sections[70].q, catalog }
        }
      ]
    })
    expect(again.enqueued).toBe(0)

    // Done once: the next start has nothing to do.
    expect(await db.meta.get(LEGACY_COMPACTION)).toBeUndefined()
    expect(await compactLegacy(db)).toBeNull()
    await db.delete()
  }, 120_000)
})
