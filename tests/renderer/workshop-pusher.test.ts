import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PartsDeskApi } from '@shared/contract'
import { ok } from '@shared/result'
import type { WorkshopDoc } from '@shared/workshop'
import { imageFullKey, sectionFullKey, sha256Hex, vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { prepareImage, prepareSection } from '@renderer/data/db/prepared-records'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { WorkshopPusher } from '@renderer/data/workshop/workshop-pusher'

/**
 * Issue 24: the workshop marks a vehicle saved (its `vehicle:` summary and `manifest:`) only once
 * it holds every record the manifest lists — another workstation's *Get from the workshop* trusts
 * that. A save's records are named for pushing after their batch is stored, in a transaction of
 * their own; the vehicle is complete as soon as its last batch is stored. So a push that ran in
 * between found the vehicle complete through the name an earlier batch had added, and sent its
 * manifest before the last batch's pictures: the workbench bench's bay 3 then copied the vehicle
 * with 20–50 pictures "missing in the workshop mirror" (reception was closed right after).
 *
 * Real mirror (fake-indexeddb), real batch writer, outbox and pusher; the workshop is a fake that
 * records what arrives in which order, as CouchDB would hold it.
 */
const ORIGIN = 'https://catalog.example'
const IMAGE_ORIGIN = 'https://images.example'
const VIN = 'JW8HB3K54NS590021'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7])

let db: MirrorDatabase
let mirror: Mirror
let pusher: WorkshopPusher | null = null

beforeEach(() => {
  db = new MirrorDatabase(`pusher-${Math.random()}`)
  mirror = new Mirror(db)
  mirror.workshop.setEnabled(true)
})
afterEach(async () => {
  pusher?.stop()
  pusher = null
  await db.delete()
})

/**
 * A workshop server as the pusher sees it through main: what it holds, and what broke the rule.
 * `refuses` names documents it refuses (as main's checks or the server would, for good).
 */
function fakeWorkshop(refuses: (doc: WorkshopDoc) => boolean = () => false) {
  const held = new Map<string, WorkshopDoc>()
  const listedBeforeHeld: string[] = []
  const api = {
    workshop: {
      async push({ docs }: { docs: WorkshopDoc[] }) {
        const refused: Array<{ id: string; reason: string }> = []
        for (const doc of docs) {
          if (refuses(doc)) {
            refused.push({ id: doc.id, reason: 'refused' })
            continue
          }
          // The vehicle is marked saved here: everything its manifest lists must be here already.
          if (doc.type === 'manifest') {
            for (const id of [...doc.answers, ...doc.images]) if (!held.has(id)) listedBeforeHeld.push(id)
          }
          held.set(doc.id, doc)
        }
        return ok({ written: docs.length - refused.length, present: 0, refused })
      },
      async missing({ ids }: { ids: string[] }) {
        return ok({ missing: ids.filter((id) => !held.has(id)) })
      }
    }
  } as unknown as PartsDeskApi
  return { api, held, listedBeforeHeld }
}

/** A vehicle being saved: its VIN answer stored, two queue items (a section and its picture) pending. */
async function savingVehicle() {
  const car = vehicleKey(ORIGIN, VIN)
  await mirror.garage.rememberVehicle({ key: car, origin: ORIGIN, vin: VIN, catalog: 'TAMARO', name: 'Tamaro' })
  await mirror.garage.setSaved(car, true)
  await mirror.answers.writeVin(ORIGIN, VIN, 'en', { result: { vin: VIN }, fetchedAt: 1_700_000_000_000 }, car)
  const sectionKey = sectionFullKey({ origin: ORIGIN, catalog: 'TAMARO', q: 'node-1', lang: 'en' })
  const pictureKey = imageFullKey(IMAGE_ORIGIN, 'drawing-1')
  await mirror.queue.enqueue(car, [
    { itemKey: await sha256Hex(sectionKey), kind: 'section', pointer: { q: 'node-1', catalog: 'TAMARO' } },
    { itemKey: await sha256Hex(pictureKey), kind: 'image', pointer: { qImage: 'drawing-1' } }
  ])
  const [sectionItem, pictureItem] = await mirror.queue.pendingItems(car, 10, new Set())
  return { car, sectionKey, pictureKey, sectionItem, pictureItem }
}

describe('the workshop push of a saved vehicle', () => {
  it('marks the vehicle saved only after the workshop holds the last batch of its save', async () => {
    const workshop = fakeWorkshop()
    const { car, sectionKey, pictureKey, sectionItem, pictureItem } = await savingVehicle()

    // The save's first batch: the section, named with the vehicle after it.
    const named = new Promise<void>((resolve) => mirror.workshop.onAdded(resolve))
    await mirror.queue.writeBatch({
      vehicle: car,
      records: [
        await prepareSection(sectionKey, 'section', { result: { lists: [] }, fetchedAt: 1_700_000_000_000 }, 'node-1')
      ],
      finish: [{ item: sectionItem, status: 'done', attempts: 1 }]
    })
    await named

    // The last batch (the picture) is stored, but its names are not in the outbox yet: the writer
    // names a batch after it has counted the room left (here: held until the push has run).
    let stored!: () => void
    const lastBatchStored = new Promise<void>((resolve) => (stored = resolve))
    let release!: (bytes: number) => void
    const held = new Promise<number>((resolve) => (release = resolve))
    mirror.storage.countAlso(() => {
      stored()
      return held
    })
    const lastBatch = mirror.queue.writeBatch({
      vehicle: car,
      records: [await prepareImage(pictureKey, { contentType: 'image/png', bytes: PNG }, 1_700_000_000_000)],
      finish: [{ item: pictureItem, status: 'done', attempts: 1 }]
    })
    await lastBatchStored
    expect((await mirror.queue.counts(car)).pending).toBe(0)

    pusher = new WorkshopPusher(workshop.api, mirror.workshop, () => true)
    pusher.kick(0)
    await pusher.whenIdle()

    // The writer goes on: the picture is named (and the vehicle after it) and pushed in turn.
    const namedLast = new Promise<void>((resolve) => mirror.workshop.onAdded(resolve))
    release(0)
    await lastBatch
    await namedLast
    pusher.kick(0)
    await pusher.whenIdle()

    const pictureId = `image:${await sha256Hex(pictureKey)}`
    expect(workshop.held.has(pictureId)).toBe(true)
    expect(workshop.held.has(`vehicle:${await sha256Hex(car)}`)).toBe(true)
    expect(workshop.listedBeforeHeld).toEqual([])
    expect(await mirror.workshop.size()).toBe(0)
  })

  it('does not mark it saved when the workshop keeps refusing one of its records, and stops trying', async () => {
    const workshop = fakeWorkshop((doc) => doc.type === 'image')
    const { car, sectionKey, pictureKey, sectionItem, pictureItem } = await savingVehicle()
    const named = new Promise<void>((resolve) => mirror.workshop.onAdded(resolve))
    await mirror.queue.writeBatch({
      vehicle: car,
      records: [
        await prepareSection(sectionKey, 'section', { result: { lists: [] }, fetchedAt: 1_700_000_000_000 }, 'node-1'),
        await prepareImage(pictureKey, { contentType: 'image/png', bytes: PNG }, 1_700_000_000_000)
      ],
      finish: [
        { item: sectionItem, status: 'done', attempts: 1 },
        { item: pictureItem, status: 'done', attempts: 1 }
      ]
    })
    await named

    pusher = new WorkshopPusher(workshop.api, mirror.workshop, () => true)
    pusher.kick(0)
    await pusher.whenIdle()

    expect(workshop.held.has(`answer:${await sha256Hex(sectionKey)}`)).toBe(true)
    expect(workshop.held.has(`vehicle:${await sha256Hex(car)}`)).toBe(false)
    expect(workshop.held.has(`manifest:${await sha256Hex(car)}`)).toBe(false)
    // Named again once with the vehicle after it, refused again: nothing left waiting, no loop.
    expect(await mirror.workshop.size()).toBe(0)
    const status = await pusher.status()
    expect(status.lastError).toContain('not marked saved')
  })
})

describe('a workshop server that is away', () => {
  const passing = [
    { code: 'offline', message: 'The workshop mirror cannot be reached.' },
    // The database missing (a NAS restarting before its data volume is mounted, one recreated).
    { code: 'bad-response', status: 404, message: 'The workshop mirror answered with status 404.' },
    // A proxy's HTML page in place of CouchDB's answer.
    { code: 'bad-response', status: 200, message: 'The workshop mirror sent unreadable its report.' }
  ]
  for (const failure of passing)
    it(`is tried again after the backoff when the push fails (${failure.code} ${failure.status ?? ''}), though nothing new is stored meanwhile`, async () => {
      const workshop = fakeWorkshop()
      const tries: string[] = []
      let secondTry!: () => void
      const triedAgain = new Promise<void>((resolve) => (secondTry = resolve))
      const api = {
        workshop: {
          ...workshop.api.workshop,
          async push(request: { docs: WorkshopDoc[] }) {
            tries.push(request.docs.map((doc) => doc.id).join(','))
            if (tries.length === 1) return { ok: false, error: failure }
            secondTry()
            return workshop.api.workshop.push(request)
          }
        }
      } as unknown as PartsDeskApi
      const named = new Promise<void>((resolve) => mirror.workshop.onAdded(resolve))
      const sectionKey = sectionFullKey({ origin: ORIGIN, catalog: 'TAMARO', q: 'node-2', lang: 'en' })
      await mirror.answers.writeSection(
        { origin: ORIGIN, catalog: 'TAMARO', q: 'node-2', lang: 'en' },
        { result: { lists: [] }, fetchedAt: 1_700_000_000_000 }
      )
      await named

      pusher = new WorkshopPusher(api, mirror.workshop, () => true, undefined, { baseDelayMs: 20, jitter: 0 })
      pusher.kick(0)
      await pusher.whenIdle()
      expect((await pusher.status()).lastError).toBe(failure.message)
      expect(await mirror.workshop.size()).toBe(1)

      await triedAgain
      await pusher.whenIdle()
      expect(tries).toHaveLength(2)
      expect(tries[1]).toBe(tries[0])
      expect(workshop.held.has(`answer:${await sha256Hex(sectionKey)}`)).toBe(true)
      expect(await mirror.workshop.size()).toBe(0)
    })

  it('drops a batch the server refuses as a request (413), which it would refuse again, and counts it', async () => {
    const workshop = fakeWorkshop()
    const api = {
      workshop: {
        ...workshop.api.workshop,
        async push() {
          return { ok: false, error: { code: 'bad-response', status: 413, message: 'Too large.' } }
        }
      }
    } as unknown as PartsDeskApi
    const named = new Promise<void>((resolve) => mirror.workshop.onAdded(resolve))
    await mirror.answers.writeSection(
      { origin: ORIGIN, catalog: 'TAMARO', q: 'node-3', lang: 'en' },
      { result: { lists: [] }, fetchedAt: 1_700_000_000_000 }
    )
    await named
    pusher = new WorkshopPusher(api, mirror.workshop, () => true, undefined, { baseDelayMs: 20, jitter: 0 })
    pusher.kick(0)
    await pusher.whenIdle()
    expect(await pusher.status()).toMatchObject({ refused: 1, lastError: 'Too large.' })
    expect(await mirror.workshop.size()).toBe(0)
  })
})
