import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SectionRequest } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import { readResult } from '@shared/readers'
import type { CatalogAccess, SectionAnswer } from '@renderer/data/catalog/catalog-access'
import { createMirroredAccess, type MirroredAccess } from '@renderer/data/catalog/mirrored-access'
import { createServiceOrigins } from '@renderer/data/catalog/service-origins'
import { Mirror } from '@renderer/data/db/mirror'
import type { AnswerRepository } from '@renderer/data/db/answer-repository'
import { MirrorDatabase } from '@renderer/data/db/schema'

/**
 * The mirror's decisions, with a scripted service standing in for IPC. The same layer runs
 * against the real service and real IndexedDB in the Chromium offline suite.
 */
type Script = { section: Result<SectionAnswer> }

let db: MirrorDatabase
let mirror: Mirror
let repo: AnswerRepository
let script: Script
let calls: SectionRequest[]
let vinCalls: string[]
const logged: string[] = []

const network: CatalogAccess = {
  vin: async ({ vin }) => {
    vinCalls.push(vin)
    return vin === 'UNKNOWN'
      ? ok({ result: { info: { type: 'error', text: 'not found' } }, catalog: null, fetchedAt: 1 })
      : script.section.ok
        ? ok({ result: { vehicle: { qMainGroup: 'mg', name: 'Vostra', catalog: 'C1' } }, fetchedAt: 1 })
        : (script.section as Result<never>)
  },
  section: async (request) => {
    calls.push(request)
    return script.section
  },
  image: async () =>
    script.section.ok
      ? ok({ contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) })
      : (script.section as Result<never>)
}
const answer = (title: string, extra: Record<string, unknown> = {}): Result<SectionAnswer> =>
  ok({ result: { lists: [{ q: 'n', title }], ...extra }, fetchedAt: Date.now() })
const request: SectionRequest = { q: 'pointer+/=-_', catalog: 'C1', lang: 'en' }
const origins = () => ({ origin: 'http://127.0.0.1:1', imageOrigin: 'http://127.0.0.1:2' })
/** The mirror's background writes and revalidations are done: what was going to be stored, is. */
const settle = () => access.whenIdle()

let access: MirroredAccess
beforeEach(() => {
  db = new MirrorDatabase(`test-${Math.random()}`)
  mirror = new Mirror(db)
  repo = mirror.answers
  calls = []
  vinCalls = []
  script = { section: answer('Brakes') }
  access = createMirroredAccess(network, repo, origins, (m) => logged.push(m))
})
afterEach(async () => {
  await db.delete()
})

describe('write-through and mirror-first', () => {
  it('stores a good answer and answers the next request from the mirror at once', async () => {
    const first = await access.section(request, { vin: 'VIN1' })
    expect(first).toMatchObject({ ok: true, value: { source: 'network' } })
    await settle()
    script.section = fail('offline', 'down')
    const second = await access.section(request, { vin: 'VIN1' })
    expect(second).toMatchObject({ ok: true, value: { source: 'mirror', result: { lists: [{ title: 'Brakes' }] } } })
  })

  it('revalidates in the background and hands over a changed answer to update in place', async () => {
    await access.section(request)
    await settle()
    script.section = answer('Brakes (revised)')
    const updates: SectionAnswer[] = []
    const shown = await access.section(request, { onRevalidated: (a) => updates.push(a) })
    expect(shown.ok && readResult(shown.value.result).lists?.[0].title).toBe('Brakes')
    await settle()
    expect(updates.map((u) => readResult(u.result).lists?.[0].title)).toEqual(['Brakes (revised)'])
    const next = await access.section(request)
    expect(next.ok && readResult(next.value.result).lists?.[0].title).toBe('Brakes (revised)')
  })

  it('asks the service again only after the stored copy is handed over, so the page paints it first', async () => {
    await access.section(request)
    await settle()
    const before = calls.length
    const shown = await access.section(request)
    expect(shown).toMatchObject({ ok: true, value: { source: 'mirror' } })
    expect(calls).toHaveLength(before)
    await settle()
    expect(calls.slice(before)).toEqual([request])
  })

  it('an unchanged answer does not trigger an update', async () => {
    await access.section(request)
    await settle()
    const updates: SectionAnswer[] = []
    await access.section(request, { onRevalidated: (a) => updates.push(a) })
    await settle()
    expect(updates).toEqual([])
    expect(calls).toHaveLength(2)
  })
})

describe('nothing bad enters the mirror', () => {
  it.each([
    ['an info error', answer('x', { info: { type: 'error', text: 'out of date' } })],
    ['a server error', fail('server', 'boom', 500)],
    ['a bad response', fail('bad-response', 'html')]
  ])('%s is passed on but not stored', async (_, result) => {
    script.section = result
    await access.section(request)
    await settle()
    expect(await db.sections.count()).toBe(0)
  })

  it('a stale-pointer answer during revalidation keeps the good stored copy', async () => {
    await access.section(request)
    await settle()
    script.section = answer('x', { info: { type: 'error', text: 'out of date' } })
    await access.section(request)
    await settle()
    script.section = fail('offline', 'down')
    const offline = await access.section(request)
    expect(offline.ok && readResult(offline.value.result).lists?.[0].title).toBe('Brakes')
  })
})

describe('offline', () => {
  it('no copy and no network → not-cached, in plain words', async () => {
    script.section = fail('offline', 'The catalog service cannot be reached.')
    const result = await access.section(request)
    expect(result).toMatchObject({ ok: false, error: { code: 'not-cached' } })
    script.section = fail('timeout', 'slow')
    expect(await access.section(request)).toMatchObject({ ok: false, error: { code: 'not-cached' } })
  })

  it('other failures are reported as they are', async () => {
    script.section = fail('auth', 'refused')
    expect(await access.section(request)).toMatchObject({ ok: false, error: { code: 'auth' } })
  })

  it('VIN lookups and images work offline once seen', async () => {
    await access.vin({ vin: 'VIN1', lang: 'en' })
    await access.image('pic', { vin: 'VIN1' })
    await settle()
    script.section = fail('offline', 'down')
    expect(await access.vin({ vin: 'VIN1', lang: 'en' })).toMatchObject({
      ok: true,
      value: { source: 'mirror', result: { vehicle: { catalog: 'C1' } } }
    })
    expect(await access.image('pic')).toMatchObject({ ok: true, value: { source: 'mirror', contentType: 'image/png' } })
    expect(await access.vin({ vin: 'VIN2', lang: 'en' })).toMatchObject({ ok: false, error: { code: 'not-cached' } })
    const garage = await mirror.garage.listVehicles()
    expect(garage.map((v) => [v.vin, v.name, v.catalog])).toEqual([['VIN1', 'Vostra', 'C1']])
  })

  it('a stored vehicle is asked for again only after it is handed over, as a stored section is', async () => {
    await access.vin({ vin: 'VIN1', lang: 'en' })
    await settle()
    expect(vinCalls).toEqual(['VIN1'])
    expect(await access.vin({ vin: 'VIN1', lang: 'en' })).toMatchObject({ ok: true, value: { source: 'mirror' } })
    expect(vinCalls).toEqual(['VIN1'])
    await settle()
    expect(vinCalls).toEqual(['VIN1', 'VIN1'])
  })

  it('an unknown VIN is not remembered as a vehicle', async () => {
    await access.vin({ vin: 'UNKNOWN', lang: 'en' })
    await settle()
    expect(await mirror.garage.listVehicles()).toEqual([])
  })
})

describe('a broken mirror', () => {
  it('degrades to the network instead of breaking browsing', async () => {
    db.close()
    const result = await access.section(request)
    expect(result).toMatchObject({ ok: true, value: { result: { lists: [{ title: 'Brakes' }] } } })
    expect(logged.length).toBeGreaterThan(0)
  })
})

/**
 * From the start of the app: the mirror still opening and main not yet asked which service is in
 * use. A request made then (the vehicle page after a reload) waits for both, so none slips past
 * the mirror; a mirror that could not be opened means the service only.
 */
describe('before the mirror is open and the service known', () => {
  const info = { serviceOrigin: origins().origin, imageOrigin: origins().imageOrigin } as never

  it('holds early requests until both are there, then answers from the mirror', async () => {
    await access.section(request)
    await settle()
    script.section = fail('offline', 'down')
    let open!: (answers: AnswerRepository) => void
    const opening = new Promise<AnswerRepository>((resolve) => (open = resolve))
    const service = createServiceOrigins()
    const early = createMirroredAccess(network, opening, service, () => undefined)

    let answered: Result<SectionAnswer> | null = null
    const reading = early.section(request).then((result) => (answered = result))
    early.warm(request)
    open(repo)
    await opening
    await Promise.resolve()
    expect(answered).toBeNull()
    expect(calls).toHaveLength(1)

    service.report(info)
    await reading
    expect(answered).toMatchObject({ ok: true, value: { source: 'mirror', result: { lists: [{ title: 'Brakes' }] } } })
    await early.whenIdle()
  })

  it('a mirror that cannot be opened: the service answers, and nothing is asked ahead', async () => {
    const service = createServiceOrigins()
    const early = createMirroredAccess(network, Promise.resolve(null), service, () => undefined)
    service.report(info)
    expect(await early.section(request)).toMatchObject({
      ok: true,
      value: { result: { lists: [{ title: 'Brakes' }] } }
    })
    expect(await early.prefetch(request)).toBeNull()
    expect(await early.ensure(request)).toMatchObject({ ok: true })
    expect(calls).toHaveLength(2)
    await early.whenIdle()
  })
})
