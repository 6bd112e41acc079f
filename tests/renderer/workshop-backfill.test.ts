import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionResponse, VinResponse } from '@shared/contract'
import { imageFullKey, sectionFullKey, sha256Hex, vehicleKey, vinFullKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { OUTBOX_MAX } from '@renderer/data/db/workshop-outbox'
import { createBackfillRunner } from '@renderer/data/workshop/workshop-backfill-runner'
import { docsFor } from '@renderer/data/workshop/workshop-docs'

/**
 * Issue 24: what this computer stored before a workshop mirror was set up is named for pushing
 * once one is (db/workshop-backfill.ts), in pages, under the outbox's cap, and a vehicle saved
 * before is named after its records so the workshop marks it saved.
 */
const ORIGIN = 'https://catalog.example'
const IMAGE_ORIGIN = 'https://images.example'
const WORKSHOP = 'https://nas.local:6984/parts-desk'
let db: MirrorDatabase
let mirror: Mirror
beforeEach(() => {
  db = new MirrorDatabase(`backfill-${Math.random()}`)
  mirror = new Mirror(db)
})
afterEach(() => db.delete())

const parts = (q: string) => ({ origin: ORIGIN, catalog: 'C1', q, lang: 'en' as const })
const answer = (title: string): SectionResponse => ({ result: { lists: [{ q: 'n', title }] }, fetchedAt: 1_700 })
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const noPause = async () => undefined
const refs = async () => (await mirror.workshop.take(OUTBOX_MAX)).map((item) => item.ref)

/** A vehicle saved for offline before the workshop: its VIN answer, two nodes and a picture. */
async function savedBefore(vin: string): Promise<string> {
  const car = vehicleKey(ORIGIN, vin)
  await mirror.garage.rememberVehicle({ key: car, origin: ORIGIN, vin, catalog: 'C1', name: `Vostra ${vin}` })
  await mirror.garage.setSaved(car, true)
  const vinAnswer = { result: { catalogId: 'C1' }, fetchedAt: 1_700 } as unknown as VinResponse
  await mirror.answers.writeVin(ORIGIN, vin, 'en', vinAnswer, car)
  await mirror.answers.writeSection(parts(`${vin}-a`), answer('A'), car)
  await mirror.answers.writeSection(parts(`${vin}-b`), answer('B'), car)
  await mirror.answers.writeImage(IMAGE_ORIGIN, `${vin}-img`, { contentType: 'image/png', bytes: PNG }, car)
  return car
}

describe('naming for the workshop what was stored before it was set up', () => {
  it('names a saved vehicle after its records, then the rest; the push marks the vehicle saved', async () => {
    const car = await savedBefore('VIN1')
    await mirror.answers.writeSection(parts('browsed'), answer('Browsed'))
    await mirror.answers.writeSection({ ...parts('form'), form: { year: 2020 } }, answer('Form'))
    expect(await mirror.workshop.size()).toBe(0)

    const report = await mirror.workshopBackfill.run(WORKSHOP, noPause)
    const names = await refs()
    const key = async (q: string) => `answer:${await sha256Hex(sectionFullKey(parts(q)))}`
    const vehicleAt = names.indexOf(`vehicle:${car}`)
    for (const own of [
      await key('VIN1-a'),
      await key('VIN1-b'),
      `answer:${await sha256Hex(vinFullKey(ORIGIN, 'VIN1', 'en'))}`,
      `image:${await sha256Hex(imageFullKey(IMAGE_ORIGIN, 'VIN1-img'))}`
    ]) {
      expect(names.indexOf(own)).toBeGreaterThanOrEqual(0)
      expect(names.indexOf(own)).toBeLessThan(vehicleAt)
    }
    // Browsed answers too (after the saved vehicles), never a form, and every name once.
    expect(names.indexOf(await key('browsed'))).toBeGreaterThan(vehicleAt)
    expect(names.join()).not.toContain(await sha256Hex(sectionFullKey({ ...parts('form'), form: { year: 2020 } })))
    expect(new Set(names).size).toBe(names.length)
    expect(report).toEqual({ added: names.length, vehicles: 1, capped: false })

    // The vehicle's name becomes the documents that mark it saved in the workshop, in full.
    const docs = await docsFor(mirror.workshop, `vehicle:${car}`)
    expect(docs.map((doc) => doc.type)).toEqual(['manifest', 'vehicle'])
    expect(docs[1]).toMatchObject({ type: 'vehicle', vin: 'VIN1', sections: 2, images: 1, lang: 'en' })
    expect(docs[0].type === 'manifest' && docs[0].answers).toHaveLength(3)
  })

  it('runs once per workshop address, again after the workshop mirror was turned off', async () => {
    await savedBefore('VIN1')
    const runner = createBackfillRunner(mirror.workshopBackfill, () => undefined, noPause)
    expect((await runner.changed(WORKSHOP))?.vehicles).toBe(1)
    await mirror.workshop.remove((await mirror.workshop.take(OUTBOX_MAX)).map((item) => item.id))
    // Started again (a restart, Settings saved again): nothing is named twice.
    expect(await runner.changed(WORKSHOP)).toBeNull()
    expect(await mirror.workshop.size()).toBe(0)
    // Another workshop server: it has none of it yet.
    expect((await runner.changed('https://other.local:6984/parts-desk'))?.vehicles).toBe(1)
    await mirror.workshop.remove((await mirror.workshop.take(OUTBOX_MAX)).map((item) => item.id))
    // Off, then on again at the same address: what was stored while off is named too.
    await runner.changed(null)
    await mirror.answers.writeSection(parts('while-off'), answer('Off'))
    expect((await runner.changed('https://other.local:6984/parts-desk'))?.added).toBeGreaterThan(0)
    expect(await refs()).toContain(`answer:${await sha256Hex(sectionFullKey(parts('while-off')))}`)
  })

  it('stops at the outbox cap without pushing names out, and pauses between pages', async () => {
    await savedBefore('VIN1')
    for (let index = 0; index < 5; index++) await mirror.answers.writeSection(parts(`more-${index}`), answer('M'))
    // The outbox is nearly full already: room for 3 names.
    const waiting = Array.from({ length: OUTBOX_MAX - 3 }, (_, index) => ({ ref: `answer:old-${index}` }))
    await db.workshopOutbox.bulkAdd(waiting)
    const pause = vi.fn(noPause)
    const report = await mirror.workshopBackfill.run(WORKSHOP, pause)
    expect(report.capped).toBe(true)
    expect(report.added).toBe(3)
    expect(await mirror.workshop.size()).toBe(OUTBOX_MAX)
    // The oldest waiting names are still there: a backfill never pushes them out.
    expect((await mirror.workshop.take(1))[0].ref).toBe('answer:old-0')
    expect(pause).toHaveBeenCalled()
    // Capped: not marked done, so the next start tries again.
    expect(await mirror.workshopBackfill.doneFor(WORKSHOP)).toBe(false)
  })

  it('names a large store in pages, each its own short transaction', async () => {
    for (let index = 0; index < 450; index++) await mirror.answers.writeSection(parts(`page-${index}`), answer('P'))
    const pause = vi.fn(noPause)
    const report = await mirror.workshopBackfill.run(WORKSHOP, pause)
    expect(report.added).toBe(450)
    expect(pause).toHaveBeenCalledTimes(3)
    expect(await mirror.workshopBackfill.doneFor(WORKSHOP)).toBe(true)
  })
})
