import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SectionResponse } from '@shared/contract'
import { imageFullKey, sectionFullKey, sha256Hex, vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { docsFor } from '@renderer/data/workshop/workshop-docs'

/**
 * Issue 24: what this workstation stores is named in the workshop outbox (schema v5), in the same
 * order, without forms, and read back as the documents the push sends.
 */
const ORIGIN = 'https://catalog.example'
const IMAGE_ORIGIN = 'https://images.example'
let db: MirrorDatabase
let mirror: Mirror
beforeEach(() => {
  db = new MirrorDatabase(`outbox-${Math.random()}`)
  mirror = new Mirror(db)
})
afterEach(() => db.delete())

const parts = (q: string) => ({ origin: ORIGIN, catalog: 'C1', q, lang: 'en' as const })
const answer = (title: string): SectionResponse => ({
  result: { lists: [{ q: 'n', title }] },
  fetchedAt: 1_700_000_000_000
})
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

/** The outbox fills after the write, in its own transaction: wait for the names, not for time. */
async function namesAfter(write: () => Promise<unknown>): Promise<string[]> {
  const added = new Promise<void>((resolve) => mirror.workshop.onAdded(resolve))
  await write()
  await added
  return (await mirror.workshop.take(100)).map((item) => item.ref)
}

describe('the workshop outbox', () => {
  it('upgrades a version-4 database to 5 and keeps what it held', async () => {
    const name = `v4-${Math.random()}`
    const v4 = new Dexie(name)
    v4.version(4).stores({
      sections: '&key, *vehicleKeys, [pinned+lastAccess]',
      images: '&key, *vehicleKeys, [pinned+lastAccess]',
      vehicles: '&key, lastVisit, saved',
      meta: '&key',
      saveQueue: '++id, [vehicleKey+status], &[vehicleKey+itemKey]',
      baskets: '&id, updatedAt',
      basketLines: '&id, basketId, [basketId+partNumber]',
      pictures: '&hash',
      trails: '&hash',
      aliases: '&key, target'
    })
    const fullKey = sectionFullKey(parts('kept'))
    const record = { result: { lists: [{ q: 'x', title: 'Bremsen' }] }, fetchedAt: 7 }
    await v4.table('sections').put({
      key: await sha256Hex(fullKey),
      fullKey,
      kind: 'section',
      vehicleKeys: [],
      pinned: 0,
      payload: record,
      fetchedAt: 7,
      lastAccess: 7,
      size: 60
    })
    v4.close()
    const upgraded = new MirrorDatabase(name)
    await upgraded.open()
    expect(upgraded.verno).toBe(6)
    const reopened = new Mirror(upgraded)
    expect((await reopened.answers.readSection(parts('kept')))?.payload).toEqual(record)
    expect(await reopened.workshop.size()).toBe(0)
    await upgraded.delete()
  })

  it('collects nothing while no workshop mirror is set up', async () => {
    await mirror.answers.writeSection(parts('quiet'), answer('Quiet'))
    expect(await mirror.workshop.size()).toBe(0)
  })

  it('names answers, aliases and pictures as they are stored, never a form', async () => {
    mirror.workshop.setEnabled(true)
    const names = await namesAfter(async () => {
      await mirror.answers.writeSection(parts('q1'), answer('One'))
      await mirror.answers.writeSection({ ...parts('q-form'), form: { year: 2020 } }, answer('Form'))
      await mirror.answers.writeImage(IMAGE_ORIGIN, 'img-1', { contentType: 'image/png', bytes: PNG })
    })
    const sectionKey = await sha256Hex(sectionFullKey(parts('q1')))
    const imageKey = await sha256Hex(imageFullKey(IMAGE_ORIGIN, 'img-1'))
    expect(names).toContain(`answer:${sectionKey}`)
    expect(names).toContain(`image:${imageKey}`)
    expect(names).not.toContain(
      `answer:${await sha256Hex(sectionFullKey({ ...parts('q-form'), form: { year: 2020 } }))}`
    )

    const [doc] = await docsFor(mirror.workshop, `answer:${sectionKey}`)
    expect(doc).toMatchObject({ type: 'answer', kind: 'section', fullKey: sectionFullKey(parts('q1')) })
    expect(doc.type === 'answer' && doc.result).toEqual(answer('One').result)
    const [picture, image] = await docsFor(mirror.workshop, `image:${imageKey}`)
    expect(picture).toMatchObject({ type: 'picture', id: `picture:${await sha256Hex(PNG)}` })
    expect(image).toMatchObject({ type: 'image', picture: picture.id })
  })

  it('a stored name pushed later is dropped when its record is gone', async () => {
    mirror.workshop.setEnabled(true)
    const car = vehicleKey(ORIGIN, 'VIN1')
    await mirror.garage.rememberVehicle({ key: car, origin: ORIGIN, vin: 'VIN1', catalog: 'C1', name: 'Vostra' })
    await namesAfter(() => mirror.answers.writeSection(parts('gone'), answer('Gone'), car))
    await mirror.garage.deleteVehicle(car)
    const key = await sha256Hex(sectionFullKey(parts('gone')))
    expect(await docsFor(mirror.workshop, `answer:${key}`)).toEqual([])
    // An unfinished (unsaved) vehicle is not announced as held in full.
    expect(await docsFor(mirror.workshop, `vehicle:${car}`)).toEqual([])
  })
})
