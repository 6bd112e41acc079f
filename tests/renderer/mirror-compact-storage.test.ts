import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionResponse } from '@shared/contract'
import { imageFullKey, sectionFullKey, sha256Hex, vehicleKey, type SectionKeyParts } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { decodeAnswer, encodeAnswer } from '@renderer/data/db/section-codec'

/**
 * What the mirror keeps since version 3 (fake-indexeddb; Chromium in tests/browser): answers
 * compressed with their shared breadcrumb trail stored once, pictures stored once by content with
 * a count of the records that use them, and records of earlier versions still readable.
 */
let db: MirrorDatabase
let repo: Mirror
let clock = 1_000

beforeEach(() => {
  db = new MirrorDatabase(`compact-${Math.random()}`)
  clock = 1_000
  repo = new Mirror(db, () => ++clock)
})
afterEach(() => db.delete())

const origin = 'https://catalog.example'
const images = 'https://img.example'
const car = vehicleKey(origin, 'VIN1')
const van = vehicleKey(origin, 'VIN2')

/** Pointers as the service makes them: long, random, incompressible. */
function pointer(seed: number): string {
  let state = seed * 7919 + 17
  const chars = Array.from({ length: 1200 }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[state % 64]
  })
  return `Qv1-${chars.join('')}==_+/`
}

const trail = [
  { title: 'Tamaro', q: pointer(1) },
  { title: 'Brakes', q: pointer(2) },
  { title: 'Front brake', q: pointer(3) }
]
const parts = (q: string): SectionKeyParts => ({ origin, catalog: 'C1', q, lang: 'en' })

/** A part-information page: the trail above it, itself last, a table pointing at other parts. */
function partInfo(own: string, n: number): SectionResponse {
  return {
    result: {
      bread_crumb: [...trail, { title: `Part ${n}`, q: own }],
      partinfo: { weight: n, note: 'Use thread lock' },
      tables: [{ rows: [{ number: `N-${n}`, q_partinfo: pointer(100 + n) }] }]
    } as SectionResponse['result'],
    fetchedAt: 42 + n
  }
}

async function storedRecord(q: string) {
  return db.sections.get(await sha256Hex(sectionFullKey(parts(q))))
}

async function remember(key: string, vin: string) {
  await repo.garage.rememberVehicle({ key, origin, vin, catalog: 'C1', name: vin })
  await repo.garage.listVehicles() // totals become known and are kept from here on
}

describe('compressed answers', () => {
  it('read back with identical JSON, key order included; trail and own pointer stored apart', async () => {
    const own = pointer(50)
    const answer = partInfo(own, 1)
    const json = JSON.stringify(answer)
    await repo.answers.writeSection(parts(own), answer, car)

    const stored = await storedRecord(own)
    expect(stored?.payload).toBeUndefined()
    expect(stored?.data).toBeInstanceOf(Uint8Array)
    expect(stored?.size).toBe(stored?.data?.byteLength)
    expect(stored?.self).toBe(1)
    expect(stored?.size).toBeLessThan(json.length / 2)
    expect(new TextDecoder().decode(stored!.data!)).not.toContain(own.slice(4, 40))
    expect(await db.trails.get(stored!.trail!)).toBeTruthy()
    expect(await db.contentUses.get(stored!.trail!)).toMatchObject({ refs: 1 })

    const read = await repo.answers.readSection(parts(own))
    expect(JSON.stringify(read?.payload)).toBe(json)
    expect(read?.fetchedAt).toBe(43)
  })

  it('usage counts each stored answer and the shared trail once; the trail goes with its last section', async () => {
    const pointers = [pointer(60), pointer(61), pointer(62)]
    for (const [i, q] of pointers.entries()) await repo.answers.writeSection(parts(q), partInfo(q, i), car)
    const records = await Promise.all(pointers.map(storedRecord))
    const trailHash = records[0]!.trail!
    expect(new Set(records.map((r) => r!.trail))).toEqual(new Set([trailHash]))
    const content = (await db.trails.get(trailHash))!
    expect((await db.contentUses.get(trailHash))?.refs).toBe(3)
    const sizes = records.reduce((sum, r) => sum + r!.size, 0)
    expect((await repo.storage.usage()).bytes).toBe(sizes + content.size)

    // Just too small: eviction (down to 90 % of the limit) takes the oldest section only.
    await repo.storage.setBudget((sizes + content.size - records[0]!.size) / 0.9 + 1)
    expect(await repo.answers.readSection(parts(pointers[0]))).toBeNull()
    expect((await db.contentUses.get(trailHash))?.refs).toBe(2)
    expect(await repo.answers.readSection(parts(pointers[2]))).not.toBeNull()

    expect(await repo.storage.clearUnsaved()).toBe(records[1]!.size + records[2]!.size + content.size)
    expect(await db.trails.count()).toBe(0)
    expect(await db.contentUses.count()).toBe(0)
    expect((await repo.storage.usage()).bytes).toBe(0)
  })

  it('is exact for answers that fight the markers: the marker text itself, the pointer inside other text', async () => {
    const own = pointer(70)
    const tricky: SectionResponse = {
      result: {
        bread_crumb: [{ title: own, q: own }],
        lists: [{ q: own, title: `"${own}" \\"${own}\\"`, note: '\u0000self' }],
        modal: { text: JSON.stringify('\u0000self') }
      } as SectionResponse['result'],
      fetchedAt: 1
    }
    for (const answer of [tricky, partInfo(own, 9)]) {
      const encoded = await encodeAnswer(answer, own)
      const decoded = await decodeAnswer(encoded, own, encoded.trail?.bytes)
      expect(JSON.stringify(decoded)).toBe(JSON.stringify(answer))
    }
    // A pointer with $ patterns in it comes back as it was, not as a replacement pattern.
    const dollars = `${pointer(71)}$&$1$$`
    const withDollars: SectionResponse = { result: { lists: [{ q: dollars, title: 'x' }] }, fetchedAt: 1 }
    const encoded = await encodeAnswer(withDollars, dollars)
    expect(encoded.self).toBe(1)
    expect(JSON.stringify(await decodeAnswer(encoded, dollars, undefined))).toBe(JSON.stringify(withDollars))
    // Already holding the marker's text: the pointer is left in place rather than risk it.
    const marked: SectionResponse = { result: { lists: [{ q: own, title: '\u0000self' }] }, fetchedAt: 1 }
    expect((await encodeAnswer(marked, own)).self).toBeUndefined()
  })

  it('a damaged record fails to read instead of coming back wrong', async () => {
    const own = pointer(80)
    await repo.answers.writeSection(parts(own), partInfo(own, 2), car)
    const stored = (await storedRecord(own))!
    const damaged = new Uint8Array(stored.data!)
    damaged[damaged.length - 6] ^= 0xff // inside the CRC
    await db.sections.update(stored.key, { data: damaged })
    await expect(repo.answers.readSection(parts(own))).rejects.toThrow()
  })

  it('reads records an earlier version stored, and a new write makes them compact', async () => {
    const own = pointer(90)
    const answer = partInfo(own, 3)
    const size = new TextEncoder().encode(JSON.stringify(answer)).byteLength
    await remember(car, 'VIN1')
    await db.sections.put({
      key: await sha256Hex(sectionFullKey(parts(own))),
      fullKey: sectionFullKey(parts(own)),
      kind: 'section',
      vehicleKeys: [car],
      pinned: 0,
      payload: answer,
      fetchedAt: answer.fetchedAt,
      lastAccess: 1,
      size
    })
    await db.meta.put({ key: 'usage', value: size })
    await db.vehicles.update(car, { stats: { sections: 1, bytes: size } })
    expect(JSON.stringify((await repo.answers.readSection(parts(own)))?.payload)).toBe(JSON.stringify(answer))

    await repo.answers.writeSection(parts(own), answer, car)
    const stored = (await storedRecord(own))!
    expect(stored.payload).toBeUndefined()
    const trailSize = (await db.trails.get(stored.trail!))!.size
    expect((await repo.storage.usage()).bytes).toBe(stored.size + trailSize)
    expect((await repo.garage.vehicle(car))?.stats).toEqual({ sections: 1, bytes: stored.size })
    expect(await repo.garage.recountVehicle(car)).toEqual({ sections: 1, bytes: stored.size })
  })
})

describe('pictures stored once by content', () => {
  const png = (fill: number, length = 3000) => ({ contentType: 'image/png', bytes: new Uint8Array(length).fill(fill) })

  it('the same picture behind two pointers and two vehicles is one content, freed with its last user', async () => {
    await remember(car, 'VIN1')
    await remember(van, 'VIN2')
    // The service rotated its pointers: the same drawing comes again under a new one.
    await repo.answers.writeImage(images, 'old-pointer', png(7), car)
    await repo.answers.writeImage(images, 'new-pointer', png(7), van)
    await repo.answers.writeImage(images, 'other', png(9, 500), van)
    expect(await db.pictures.count()).toBe(2)
    expect((await repo.storage.usage()).bytes).toBe(3500)
    expect((await repo.answers.readImage(images, 'new-pointer'))?.bytes).toEqual(png(7).bytes)
    // Each vehicle's figure counts what it shows; the budget counts the picture once.
    expect((await repo.garage.vehicle(car))?.stats?.bytes).toBe(3000)
    expect((await repo.garage.vehicle(van))?.stats?.bytes).toBe(3500)

    await repo.garage.deleteVehicle(car)
    expect(await repo.answers.readImage(images, 'old-pointer')).toBeNull()
    expect((await repo.answers.readImage(images, 'new-pointer'))?.bytes).toEqual(png(7).bytes)
    expect((await repo.storage.usage()).bytes).toBe(3500)

    await repo.garage.deleteVehicle(van)
    expect(await db.pictures.count()).toBe(0)
    expect((await repo.storage.usage()).bytes).toBe(0)
  })

  it('eviction and clearing free a shared picture only when no record uses it any more', async () => {
    await remember(car, 'VIN1')
    await remember(van, 'VIN2')
    await repo.garage.setSaved(van, true)
    await repo.answers.writeImage(images, 'a', png(3), car)
    await repo.answers.writeImage(images, 'b', png(3), van)
    await repo.answers.writeImage(images, 'c', png(4), car)
    expect((await repo.storage.usage()).pinnedBytes).toBe(3000)

    expect(await repo.storage.clearUnsaved()).toBe(3000) // 'c' alone: 'a' shares its picture with saved 'b'
    expect(await repo.answers.readImage(images, 'a')).toBeNull()
    expect((await repo.answers.readImage(images, 'b'))?.bytes).toEqual(png(3).bytes)
    expect(await db.pictures.count()).toBe(1)
    expect((await db.contentUses.toArray()).map((c) => c.refs)).toEqual([1])
    expect((await repo.storage.usage()).bytes).toBe(3000)
  })

  it('counts the uses of a picture apart from its bytes: a user coming or going never reads or writes them', async () => {
    await remember(car, 'VIN1')
    await repo.answers.writeImage(images, 'a', png(3), car)
    const reads = vi.spyOn(db.pictures, 'bulkGet')
    const writes = vi.spyOn(db.pictures, 'bulkPut')
    await repo.answers.writeImage(images, 'b', png(3), car)
    await repo.answers.writeImage(images, 'c', png(3), car)
    await repo.storage.setBudget(0) // evicts 'a', 'b' and 'c'; the picture goes with the last
    expect(reads).not.toHaveBeenCalled()
    expect(writes).not.toHaveBeenCalled()
    expect(await db.pictures.count()).toBe(0)
    expect(await db.contentUses.count()).toBe(0)
  })

  it('reads the count a picture kept on itself before version 6 once, then counts apart', async () => {
    await remember(car, 'VIN1')
    await repo.answers.writeImage(images, 'a', png(3), car)
    await repo.answers.writeImage(images, 'b', png(3), car)
    // As version 5 left it: the count on the content record, no use record.
    const [use] = await db.contentUses.toArray()
    await db.pictures.update(use.hash, { refs: use.refs, pinnedRefs: 0 })
    await db.contentUses.clear()

    const reads = vi.spyOn(db.pictures, 'bulkGet')
    await repo.answers.writeImage(images, 'c', png(3), car)
    expect(reads).toHaveBeenCalledTimes(1)
    expect(await db.contentUses.get(use.hash)).toEqual({ hash: use.hash, size: 3000, refs: 3, pinnedRefs: 0 })
    await repo.answers.writeImage(images, 'd', png(3), car)
    expect(reads).toHaveBeenCalledTimes(1)
    expect((await db.contentUses.get(use.hash))?.refs).toBe(4)
    expect((await repo.storage.usage()).bytes).toBe(3000)
  })

  it('a picture written again under its pointer with new bytes lets go of the old content', async () => {
    await repo.answers.writeImage(images, 'a', png(1), car)
    await repo.answers.writeImage(images, 'a', png(2, 1000), car)
    expect((await db.pictures.toArray()).map((c) => c.size)).toEqual([1000])
    expect((await db.contentUses.toArray()).map((c) => [c.size, c.refs])).toEqual([[1000, 1]])
    expect((await repo.storage.usage()).bytes).toBe(1000)
    const record = await db.images.get(await sha256Hex(imageFullKey(images, 'a')))
    expect(record?.bytes).toBeUndefined()
  })
})
