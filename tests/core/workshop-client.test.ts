import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { checkWorkshopAddress } from '../../electron/main/workshop/workshop-address'
import { resolveWorkshopConfig } from '../../electron/main/workshop/workshop-config'
import { DOWN_FOR_MS, WorkshopService } from '../../electron/main/workshop/workshop-service'
import type { Result } from '../../electron/shared/result'
import type { WorkshopDoc } from '../../electron/shared/workshop'
import { startCouchServer, type CouchServer } from '../support/couch-server'
import { PICTURE_SAMPLES, sampleBytes } from '../support/picture-samples'

/**
 * Issue 24: main's side of the workshop mirror against a real CouchDB-protocol server
 * (pouchdb-server, tests/support/couch-server.ts): settings and the password's binding, Test,
 * the push and reads, and everything a broken or hostile server can do.
 */
const ORIGIN = 'https://catalog.example.com'
const IMAGE_ORIGIN = 'https://images.example.com'
const sha = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex')
const sectionKey = (q: string, lang = 'en') => JSON.stringify(['section', ORIGIN, null, q, lang, null])

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}

function answer(q: string, fetchedAt: number, result: Record<string, unknown> = { node: { title: q } }): WorkshopDoc {
  const fullKey = sectionKey(q)
  return { id: `answer:${sha(fullKey)}`, type: 'answer', kind: 'section', fullKey, fetchedAt, result }
}

let couch: CouchServer
const cleanup: Array<() => Promise<void>> = []
beforeAll(async () => {
  couch = await startCouchServer()
  await couch.addUser('bay', 'bay-password', ['parts-desk'])
  await couch.addUser('visitor', 'visitor-password', ['other'])
  await couch.addDatabase('parts-desk', 'parts-desk')
}, 30_000)
afterAll(async () => couch?.stop())
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!()
})

function service(
  options: { url?: string; user?: string; password?: string; env?: Record<string, string>; log?: string[] } = {}
) {
  const settings = new MemorySettingsStore({
    workshopUrl: options.url ?? `${couch.origin}/parts-desk`,
    workshopUser: options.user ?? 'bay'
  })
  const vault = new MemoryVault()
  const log = options.log ?? []
  const workshop = new WorkshopService({
    env: options.env ?? {},
    settings,
    vault,
    origins: () => ({ origin: ORIGIN, imageOrigin: IMAGE_ORIGIN }),
    log: (message) => log.push(message)
  })
  return { workshop, settings, vault, log, password: options.password ?? 'bay-password' }
}

async function configured(options: Parameters<typeof service>[0] = {}) {
  const made = service(options)
  value(await made.workshop.configure({ password: made.password }))
  return made
}

describe('where the workshop mirror may be', () => {
  it('wants https, except on this computer and on a confirmed private network', () => {
    expect(checkWorkshopAddress('https://nas.example.com:6984/parts-desk', false, 'URL').ok).toBe(true)
    expect(checkWorkshopAddress('http://127.0.0.1:5984/parts-desk', false, 'URL').ok).toBe(true)
    const publicHttp = checkWorkshopAddress('http://couch.example.com/parts-desk', true, 'URL')
    expect(publicHttp).toMatchObject({ ok: false, problem: expect.stringContaining('https://') })
    for (const lan of [
      'http://192.168.1.20:5984/parts-desk',
      'http://nas.local:5984/parts-desk',
      'http://[fd00::5]/pd'
    ]) {
      expect(checkWorkshopAddress(lan, false, 'URL')).toMatchObject({ ok: false, plainPrivate: true })
      expect(checkWorkshopAddress(lan, true, 'URL')).toMatchObject({ ok: true, plainPrivate: true })
    }
    expect(checkWorkshopAddress('https://nas.local/Parts Desk', false, 'URL')).toMatchObject({ ok: false })
    expect(checkWorkshopAddress('https://admin:pw@nas.local/parts-desk', false, 'URL')).toMatchObject({ ok: false })
    // A stray % (an address pasted half-encoded) is a problem in words, not an exception at start-up.
    expect(checkWorkshopAddress('https://nas.local/parts%zz', false, 'WORKSHOP_MIRROR_URL')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('WORKSHOP_MIRROR_URL must end with the database')
    })
  })

  it('keeps the password only for the origin and user it was entered for', async () => {
    const { workshop, vault, settings } = await configured()
    expect(workshop.view()).toMatchObject({ passwordSet: true, passwordProtection: 'memory', state: 'unknown' })
    expect(vault.get('workshop-password')).toContain(couch.origin)
    // Same origin, another database: the password stays.
    value(await workshop.configure({ url: `${couch.origin}/other-db` }))
    expect(workshop.view().passwordSet).toBe(true)
    // Another origin: it goes before anything is sent there.
    value(await workshop.configure({ url: 'https://elsewhere.example.com/parts-desk' }))
    expect(workshop.view().passwordSet).toBe(false)
    expect(vault.get('workshop-password')).toBeNull()
    // A refused URL changes nothing.
    const refused = await workshop.configure({ url: 'http://couch.example.com/parts-desk' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(settings.read().workshopUrl).toBe('https://elsewhere.example.com/parts-desk')
  })

  it('takes WORKSHOP_MIRROR_* over saved settings and never stores that password', () => {
    const vault = new MemoryVault()
    const config = resolveWorkshopConfig(
      {
        WORKSHOP_MIRROR_URL: `${couch.origin}/parts-desk`,
        WORKSHOP_MIRROR_USER: 'bay',
        WORKSHOP_MIRROR_PASSWORD: 'bay-password'
      },
      { workshopUrl: 'https://ignored.example.com/db' },
      vault
    )
    expect(config.target?.address.url).toBe(`${couch.origin}/parts-desk`)
    expect(config.passwordProtection).toBe('environment')
    expect(vault.get('workshop-password')).toBeNull()
  })

  it('a private http address is saved only together with the confirmation', async () => {
    const { workshop } = service()
    const alone = await workshop.configure({ url: 'http://192.168.1.20:5984/parts-desk' })
    expect(alone).toMatchObject({ ok: false, error: { message: expect.stringContaining('workshop') } })
    const confirmed = value(
      await workshop.configure({ url: 'http://192.168.1.20:5984/parts-desk', privateNetwork: true })
    )
    expect(confirmed).toMatchObject({ privateNetwork: true, needsPrivateNetworkConfirmation: true })
    expect(confirmed.problem).toBeUndefined()
  })
})

describe('Settings → Test', () => {
  it('passes for a member of an existing database, writing as the push writes', async () => {
    const { workshop } = await configured()
    const report = value(await workshop.test())
    expect(report.steps.map((step) => [step.step, step.ok])).toEqual([
      ['reach', true],
      ['sign-in', true],
      ['database', true],
      ['write', true]
    ])
    expect(report.created).toBe(false)
    expect(workshop.view().state).toBe('ready')
  })

  it('creates a missing database when the credentials are an admin’s', async () => {
    const { workshop } = await configured({
      url: `${couch.origin}/created-by-test`,
      user: couch.admin.user,
      password: couch.admin.password
    })
    const report = value(await workshop.test())
    expect(report).toMatchObject({ created: true })
    expect(report.steps.every((step) => step.ok)).toBe(true)
    expect((await couch.asAdmin('GET', '/created-by-test')).status).toBe(200)
  })

  it('says what to ask the administrator when it cannot go on', async () => {
    const missing = await configured({ url: `${couch.origin}/nobody-made-this` })
    expect(value(await missing.workshop.test())).toMatchObject({ advice: 'create-database', created: false })
    const wrong = await configured({ password: 'not-the-password' })
    const refused = value(await wrong.workshop.test())
    expect(refused).toMatchObject({ advice: 'check-password' })
    expect(wrong.workshop.view().state).toBe('refused')
    const stranger = await configured({ user: 'visitor', password: 'visitor-password' })
    expect(value(await stranger.workshop.test())).toMatchObject({ advice: 'grant-access' })
  })
})

describe('push and read', () => {
  it('writes what a workstation stored and reads it back checked', async () => {
    const { workshop } = await configured()
    const png = sampleBytes(PICTURE_SAMPLES.png)
    const pictureId = `picture:${sha(png)}`
    const imageKey = JSON.stringify(['image', IMAGE_ORIGIN, 'q-image-1'])
    const docs: WorkshopDoc[] = [
      answer('q-node-1', Date.now() - 60_000),
      { id: `alias:${sha(sectionKey('q-crumb-1'))}`, type: 'alias', target: sha(sectionKey('q-node-1')) },
      { id: pictureId, type: 'picture', contentType: 'image/png', data: Buffer.from(png).toString('base64') },
      { id: `image:${sha(imageKey)}`, type: 'image', fullKey: imageKey, picture: pictureId, fetchedAt: Date.now() }
    ]
    expect(value(await workshop.push(docs))).toEqual({ written: 4, present: 0, refused: [] })
    // The same again costs one _revs_diff and writes nothing.
    expect(value(await workshop.push(docs))).toEqual({ written: 0, present: 4, refused: [] })

    const read = value(await workshop.read({ ids: [docs[0].id, docs[1].id, `answer:${'a'.repeat(64)}`] }))
    expect(read.rejected).toBe(0)
    expect(read.docs.map((doc) => doc.id).sort()).toEqual([docs[0].id, docs[1].id].sort())
    const picture = value(await workshop.picture({ id: docs[3].id }))
    expect(picture).toMatchObject({ fullKey: imageKey, contentType: 'image/png' })
    expect(Buffer.from(picture!.bytes).equals(Buffer.from(png))).toBe(true)
  })

  it('keeps the newest fetchedAt, whichever workstation pushed last', async () => {
    const a = await configured()
    const b = await configured()
    const newer = answer('q-node-2', Date.now() - 10_000, { node: { title: 'newer' } })
    const older = answer('q-node-2', Date.now() - 3_600_000, { node: { title: 'older' } })
    value(await a.workshop.push([newer]))
    value(await b.workshop.push([older]))
    const [doc] = value(await a.workshop.read({ ids: [newer.id] })).docs
    expect(doc).toMatchObject({ result: { node: { title: 'newer' } } })
  })

  it('says which documents it does not hold, by name only, a deleted one among them', async () => {
    const { workshop } = await configured()
    const [kept, deleted] = [answer('q-held-1', Date.now()), answer('q-held-2', Date.now())]
    value(await workshop.push([kept, deleted]))
    const { json } = await couch.asAdmin('GET', `/parts-desk/${deleted.id}`)
    await couch.asAdmin('DELETE', `/parts-desk/${deleted.id}?rev=${(json as { _rev: string })._rev}`)
    const never = `image:${'d'.repeat(64)}`
    expect(value(await workshop.missing([kept.id, deleted.id, never]))).toEqual({ missing: [deleted.id, never] })
  })

  it('never writes a document of another service, a failure or a forged name', async () => {
    const { workshop } = await configured()
    const foreignKey = JSON.stringify(['section', 'https://other.example.com', null, 'q', 'en', null])
    const report = value(
      await workshop.push([
        { ...answer('q', Date.now()), id: `answer:${sha(foreignKey)}`, fullKey: foreignKey } as WorkshopDoc,
        answer('q-failure', Date.now(), { resultCode: 500, info: 'boom' }),
        { ...answer('q-forged', Date.now()), id: `answer:${'b'.repeat(64)}` } as WorkshopDoc,
        { id: `picture:${'c'.repeat(64)}`, type: 'picture', contentType: 'image/png', data: 'aGVsbG8=' }
      ])
    )
    expect(report.written).toBe(0)
    expect(report.refused.map((entry) => entry.reason)).toEqual([
      'an answer of another catalog service',
      'a failure of the catalog service stored as if it were a page',
      "an answer filed under another answer's name",
      'a picture whose bytes are not the ones named'
    ])
  })
})

describe('a hostile or broken workshop server', () => {
  async function planted(id: string, doc: Record<string, unknown>): Promise<void> {
    const answer = await couch.asAdmin('PUT', `/parts-desk/${encodeURIComponent(id)}`, doc)
    expect(answer.status).toBeLessThan(300)
  }

  it('ignores and reports documents that fail the checks; never hands them on', async () => {
    const log: string[] = []
    const { workshop } = await configured({ log })
    const big = 'x'.repeat(9 * 1024 * 1024)
    const oversizedKey = sectionKey('q-oversized')
    const wrongShapeKey = sectionKey('q-wrong-shape')
    await planted(`answer:${sha(oversizedKey)}`, {
      type: 'answer',
      kind: 'section',
      fullKey: oversizedKey,
      fetchedAt: Date.now(),
      result: { node: { title: big } }
    })
    await planted(`answer:${sha(wrongShapeKey)}`, {
      type: 'answer',
      kind: 'section',
      fullKey: wrongShapeKey,
      fetchedAt: Date.now(),
      result: '<script>alert(1)</script>'
    })
    const ids = [`answer:${sha(oversizedKey)}`, `answer:${sha(wrongShapeKey)}`]
    const read = value(await workshop.read({ ids, purpose: 'bulk' }))
    expect(read).toEqual({ docs: [], rejected: 2 })
    expect(log.join('\n')).toMatch(/larger than any catalog page[\s\S]*without its content/)
    expect(workshop.view()).toMatchObject({
      rejected: 2,
      lastRejection: expect.stringContaining('without its content')
    })
  })

  it('reads HTML with scripts as data (the page sanitizes it, as a service answer), minus bidi controls and __proto__', async () => {
    const { workshop } = await configured()
    const key = sectionKey('q-html')
    const id = `answer:${sha(key)}`
    const text = `{"_id":${JSON.stringify(id)},"type":"answer","kind":"section","fullKey":${JSON.stringify(key)},"fetchedAt":${Date.now()},"result":{"__proto__":{"polluted":true},"info":{"type":"info","html":"<img src=x onerror=alert(1)>1K0\\u202e615\\u202c"}}}`
    await planted(id, JSON.parse(text) as Record<string, unknown>)
    const [doc] = value(await workshop.read({ ids: [id] })).docs
    expect(doc.type).toBe('answer')
    const result = (doc as Extract<WorkshopDoc, { type: 'answer' }>).result
    expect(Object.hasOwn(result, '__proto__')).toBe(false)
    expect(JSON.stringify(result)).toContain('<img src=x onerror=alert(1)>1K0615')
  })

  it('a picture that is not what its name says is refused', async () => {
    const { workshop } = await configured()
    const imageKey = JSON.stringify(['image', IMAGE_ORIGIN, 'q-swapped'])
    const jpeg = sampleBytes(PICTURE_SAMPLES.jpeg)
    const pictureId = `picture:${sha(jpeg)}`
    // The bytes of another picture under this picture's name.
    await planted(pictureId, {
      type: 'picture',
      _attachments: { picture: { content_type: 'image/jpeg', data: Buffer.from('not a png').toString('base64') } }
    })
    await planted(`image:${sha(imageKey)}`, { type: 'image', fullKey: imageKey, picture: pictureId, fetchedAt: 1 })
    expect(value(await workshop.picture({ id: `image:${sha(imageKey)}` }))).toBeNull()
    expect(workshop.view().lastRejection).toContain('not the ones named')
  })

  it('wrong credentials: refused as auth, and Settings says so', async () => {
    const { workshop } = await configured({ password: 'wrong' })
    const read = await workshop.read({ ids: [`answer:${'d'.repeat(64)}`] })
    expect(read).toMatchObject({ ok: false, error: { code: 'auth' } })
    expect(workshop.view().state).toBe('refused')
  })

  it('a server that does not answer costs a click ~300 ms once, then nothing for a while', async () => {
    const sockets = new Set<Socket>()
    const silent: Server = createServer(() => undefined)
    silent.on('connection', (socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    cleanup.push(async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    })
    let requests = 0
    silent.on('request', () => requests++)
    const { port } = silent.address() as AddressInfo
    const { workshop } = await configured({ url: `http://127.0.0.1:${port}/parts-desk` })
    const started = performance.now()
    const first = await workshop.read({ ids: [`answer:${'e'.repeat(64)}`] })
    const waited = performance.now() - started
    expect(first).toMatchObject({ ok: false, error: { code: 'timeout' } })
    expect(waited).toBeGreaterThanOrEqual(290)
    expect(waited).toBeLessThan(2_000)
    expect(workshop.view().state).toBe('unreachable')
    const second = await workshop.read({ ids: [`answer:${'e'.repeat(64)}`] })
    expect(second).toMatchObject({ ok: false, error: { code: 'offline' } })
    expect(requests).toBe(1)
    expect(DOWN_FOR_MS).toBeGreaterThan(1_000)
  })

  it('a refusing server (nothing listening) is offline at once', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const { workshop } = await configured({ url: `http://127.0.0.1:${port}/parts-desk` })
    const read = await workshop.read({ ids: [`answer:${'f'.repeat(64)}`] })
    expect(read).toMatchObject({ ok: false, error: { code: 'offline', message: expect.stringContaining('workshop') } })
    const report = value(await workshop.test())
    expect(report).toMatchObject({ advice: 'check-address', steps: [{ step: 'reach', ok: false }] })
  })
})
