import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { target } from '../../demo-catalog/catalog/targets'
import { DEFAULT_SEED } from '../../demo-catalog/data/generator'
import { term } from '../../demo-catalog/data/vocabulary'
import { PointerCodec } from '../../demo-catalog/pointers'
import { catalogOf, Client, keyPaths, login, refresh, type CatalogEntry, type Envelope, type Result } from './helpers'

// Spec parts 3, 4, 5, 7, 8 against the running demo catalog, time driven by a ManualClock.

const DAY = 24 * 60 * 60 * 1000
let demo: DemoCatalog
let clock: ManualClock

beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2025, 2, 3, 10, 0, 0, 250))
  demo = await startDemoCatalog({ clock })
})
afterAll(() => demo.close())

async function apiStatus(token: string | undefined, path = '/api/vin?vin=' + 'X'.repeat(17)): Promise<number> {
  const res = await fetch(demo.baseUrl + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  await res.arrayBuffer()
  return res.status
}

function expectUnauthorizedBody(body: unknown, path: string, method: string): void {
  expect(body).toEqual({
    statusCode: 401,
    timestamp: new Date(clock.now()).toISOString(),
    path,
    method,
    message: 'Unauthorized'
  })
  expect(Object.keys(body as object).sort()).toEqual(['message', 'method', 'path', 'statusCode', 'timestamp'])
}

describe('login (spec 4.1)', () => {
  it('issues a token pair for the permanent id and token', async () => {
    const res = await fetch(
      `${demo.baseUrl}/auth/login-token?${new URLSearchParams({ id: demo.userId, token: demo.userToken })}`
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as Envelope<{ access_token: string; refresh_token: string; expires_in: number }>
    expect(body.success).toBe(true)
    expect(body.resultCode).toBe(200)
    expect(body.result!.expires_in).toBe(60)
    expect(body.result!.access_token.split('.')).toHaveLength(3)
    expect(body.result!.refresh_token.split('.')).toHaveLength(3)
    expect(demo.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it.each([
    ['wrong token', (d: DemoCatalog) => ({ id: d.userId, token: d.userToken + 'x' })],
    ['wrong id', (d: DemoCatalog) => ({ id: '00000000-0000-4000-8000-000000000000', token: d.userToken })],
    ['missing token', (d: DemoCatalog) => ({ id: d.userId })]
  ])('answers 401 with the spec 2.3 body for %s', async (_name, params) => {
    const res = await fetch(`${demo.baseUrl}/auth/login-token?${new URLSearchParams(params(demo))}`)
    expect(res.status).toBe(401)
    expectUnauthorizedBody(await res.json(), '/auth/login-token', 'GET')
  })

  it('rejects other methods with 405 and unknown routes with 404', async () => {
    const post = await fetch(`${demo.baseUrl}/auth/login-token`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET')
    const get = await fetch(`${demo.baseUrl}/auth/refresh`)
    expect(get.status).toBe(405)
    const unknown = await fetch(`${demo.baseUrl}/nope`)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { statusCode: number }).statusCode).toBe(404)
  })
})

describe('refresh token states (spec part 3)', () => {
  it('valid → used: 201 with a new pair; the used token then answers 401', async () => {
    const first = await login(demo)
    const res = await refresh(demo, first.refresh_token)
    expect(res.status).toBe(201)
    const next = ((await res.json()) as Envelope<{ access_token: string; refresh_token: string; expires_in: number }>)
      .result!
    expect(next.expires_in).toBe(60)
    expect(next.refresh_token).not.toBe(first.refresh_token)
    const reuse = await refresh(demo, first.refresh_token)
    expect(reuse.status).toBe(401)
    expectUnauthorizedBody(await reuse.json(), '/auth/refresh', 'POST')
    // the new refresh token is valid
    expect((await refresh(demo, next.refresh_token)).status).toBe(201)
    // and the new access token works
    expect(await apiStatus(next.access_token)).toBe(200)
  })

  it('access token: valid at 59 s, 401 at 61 s', async () => {
    const pair = await login(demo)
    clock.advance(59_000)
    expect(await apiStatus(pair.access_token)).toBe(200)
    clock.advance(2_000)
    const res = await fetch(`${demo.baseUrl}/api/q?q=abc`, {
      headers: { Authorization: `Bearer ${pair.access_token}` }
    })
    expect(res.status).toBe(401)
    expectUnauthorizedBody(await res.json(), '/api/q', 'GET')
  })

  it('refresh token: valid at 29.9 days, expired after 30 days', async () => {
    const a = await login(demo)
    clock.advance(29.9 * DAY)
    const res = await refresh(demo, a.refresh_token)
    expect(res.status).toBe(201)
    const b = await login(demo)
    clock.advance(30 * DAY + 1000)
    expect((await refresh(demo, b.refresh_token)).status).toBe(401)
  })

  it('revoked: every refresh and access token issued before answers 401; a new login works', async () => {
    const a = await login(demo)
    const b = await login(demo)
    demo.knobs.revokeUserTokens()
    expect((await refresh(demo, a.refresh_token)).status).toBe(401)
    expect((await refresh(demo, b.refresh_token)).status).toBe(401)
    expect(await apiStatus(b.access_token)).toBe(401)
    const c = await login(demo)
    expect(await apiStatus(c.access_token)).toBe(200)
    expect((await refresh(demo, c.refresh_token)).status).toBe(201)
  })

  it('malformed, missing, wrong content type and swapped tokens answer 401', async () => {
    const pair = await login(demo)
    expect((await refresh(demo, 'not-a-jwt')).status).toBe(401)
    expect((await refresh(demo, pair.refresh_token.slice(0, -3) + 'abc')).status).toBe(401)
    expect((await refresh(demo, undefined)).status).toBe(401)
    expect((await refresh(demo, undefined, { raw: '' })).status).toBe(401)
    expect((await refresh(demo, undefined, { raw: '{"refresh_token":' })).status).toBe(401)
    expect((await refresh(demo, pair.refresh_token, { contentType: 'text/plain' })).status).toBe(401)
    expect((await refresh(demo, pair.access_token)).status).toBe(401) // access used as refresh
    expect(await apiStatus(pair.refresh_token)).toBe(401) // refresh used as access
    // the real refresh token was not consumed by the failed attempts
    expect((await refresh(demo, pair.refresh_token)).status).toBe(201)
  })
})

describe('/api/* authorization (spec 5, 7)', () => {
  it('answers 401 without a header, with another scheme, and for unknown /api paths', async () => {
    expect(await apiStatus(undefined)).toBe(401)
    const basic = await fetch(`${demo.baseUrl}/api/q?q=x`, { headers: { Authorization: 'Basic Zm9vOmJhcg==' } })
    expect(basic.status).toBe(401)
    expectUnauthorizedBody(await basic.json(), '/api/q', 'GET')
    const post = await fetch(`${demo.baseUrl}/api/q?q=x`, { method: 'POST', body: '{}' })
    expect(post.status).toBe(401)
    expectUnauthorizedBody(await post.json(), '/api/q', 'POST')
    expect(await apiStatus(undefined, '/api/unknown')).toBe(401)
    const { access_token } = await login(demo)
    expect(await apiStatus(access_token, '/api/unknown')).toBe(404)
    const wrongMethod = await fetch(`${demo.baseUrl}/api/vin?vin=x`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${access_token}` }
    })
    expect(wrongMethod.status).toBe(405)
  })
})

describe('/api/vin (spec 4.3, real shapes)', () => {
  interface Vehicle {
    vin: string
    vehicleId: string
    name: string
    nameFull: string
    nameShort: string
    modelName: string
    brandId: number
    brandName: string
    qMainGroup: string
    attributesMain: { label: string; value: string | number; id: string }[]
    attributesAdv: { tables: { flag_hide_header?: boolean; data: Record<string, unknown>[] }[] }[]
  }

  it('answers { params, resultCode, vin, catalogs, vehicle } with the real vehicle fields; trims and ignores case', async () => {
    const c = await Client.create(demo)
    const r = await c.vin(`  ${demo.vins[0]!.toLowerCase()} `, 'en')
    expect(r.resultCode).toBe(200)
    expect(r.vin).toBe(demo.vins[0])
    expect(r.params).toEqual(expect.objectContaining({ method: expect.any(String), codes: [demo.vins[0]] }))
    const v = r.vehicle as Vehicle
    expect(Object.keys(v).sort()).toEqual(
      [
        'vin',
        'vehicleId',
        'name',
        'nameFull',
        'nameShort',
        'modelName',
        'brandId',
        'brandName',
        'qMainGroup',
        'attributesMain',
        'attributesAdv'
      ].sort()
    )
    expect(v.vin).toBe(demo.vins[0])
    expect(v.vehicleId.length).toBeGreaterThanOrEqual(200)
    expect(v.vehicleId).toMatch(/^[A-Za-z0-9_-]+$/)
    expect((r.params as { vehicleId: string }).vehicleId).toBe(v.vehicleId)
    expect(v.name).toBe('AURELIA(EUR), 2019-03-01')
    expect(v.nameFull).toMatch(/DFGA, .+, 6MT, LHD$/)
    expect(v.nameShort).toBe(demo.vehicles[0]!.name)
    expect([v.modelName, v.brandName, typeof v.brandId]).toEqual(['Aurelia', demo.vehicles[0]!.brand, 'number'])
    expect(typeof v.qMainGroup).toBe('string')
    expect(v.attributesMain).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'brand', label: 'Make', value: demo.vehicles[0]!.brand })])
    )
    expect(v.attributesMain.map((a) => typeof a.value)).toContain('number')
    // equipment options moved into attributesAdv blocks; one table hides its header
    expect(v.attributesAdv.length).toBeGreaterThanOrEqual(1)
    for (const block of v.attributesAdv) expect(block.tables.length).toBeGreaterThanOrEqual(1)
    const tables = v.attributesAdv.flatMap((b) => b.tables)
    expect(tables.some((t) => t.flag_hide_header === true)).toBe(true)
    expect(tables[0]!.data.some((row) => (row.code as { flagNotTranslate?: boolean }).flagNotTranslate)).toBe(true)
    expect(keyPaths(r, 'options')).toEqual([])
    expect(keyPaths(r, 'brand')).toEqual([])
    expect(keyPaths(r, 'model')).toEqual([])
  })

  it('catalog id: only the first vehicle has result.catalog; nobody has vehicle.catalog', async () => {
    const c = await Client.create(demo)
    for (const [i, vin] of demo.vins.entries()) {
      const r = await c.vin(vin)
      expect(
        keyPaths(r, 'catalog').filter((p) => p !== '.catalog'),
        vin
      ).toEqual([])
      if (i === 0) expect(r.catalog).toBe(demo.vehicles[0]!.catalog)
      else expect(r.catalog, vin).toBeUndefined()
      const entries = r.catalogs as CatalogEntry[]
      for (const e of entries)
        expect([typeof e.name, typeof e.status, typeof e.time]).toEqual(['string', 'number', 'number'])
      expect(catalogOf(r)).toBe(demo.vehicles[i]!.catalog)
    }
  })

  it('catalogs: the first entry with status 200 is the one /api/q accepts, not the first or a later one', async () => {
    const c = await Client.create(demo)
    const several = []
    for (const vin of demo.vins) {
      const r = await c.vin(vin)
      const entries = r.catalogs as CatalogEntry[]
      if (entries.length > 1 && entries[0]!.status !== 200) several.push({ r, entries })
    }
    expect(several.length).toBeGreaterThanOrEqual(1)
    for (const { r, entries } of several) {
      const qMain = (r.vehicle as { qMainGroup: string }).qMainGroup
      const right = catalogOf(r)
      expect((await c.q(qMain, { catalog: right })).lists_group).toBeDefined()
      for (const other of entries.filter((e) => e.name !== right)) {
        const wrong = await c.q(qMain, { catalog: other.name })
        expect(wrong.info?.type, other.name).toBe('error')
        expect(wrong.lists_group).toBeUndefined()
      }
    }
  })

  it('unknown VIN → info error with resultCode 404; malformed VIN → resultCode 400; both with params and vin', async () => {
    const c = await Client.create(demo)
    const unknown = await c.vin('WVWZZZ1KZAW000001')
    expect(unknown.info?.type).toBe('error')
    expect(unknown.resultCode).toBe(404)
    expect(unknown.vin).toBe('WVWZZZ1KZAW000001')
    expect(typeof unknown.params).toBe('object')
    for (const bad of ['123', 'IOQ45678901234567', '']) {
      const r = await c.vin(bad)
      expect(r.info?.type).toBe('error')
      expect(r.resultCode).toBe(400)
      expect(typeof r.params).toBe('object')
    }
  })
})

describe('/api/q (spec 4.4, 7, 9)', () => {
  let c: Client
  let qMain: string
  beforeAll(async () => {
    c = await Client.create(demo)
    qMain = (await c.vehicle(demo.vins[0]!)).qMainGroup // also makes the vehicle's catalog c's default
  })

  const tabTitle = async (lang?: string): Promise<string> => {
    const r = await c.q(qMain, { lang })
    return (r.lists_group as { title: string }[])[0]!.title
  }

  it('Accept-Language: default ru, primary subtag, q-weights, unknown → ru', async () => {
    c.token = (await login(demo)).access_token
    expect(await tabTitle()).toBe('Механика')
    expect(await tabTitle('de-DE,de;q=0.9,en;q=0.8')).toBe('Mechanik')
    expect(await tabTitle('ja')).toBe('Механика')
    expect(await tabTitle('ja, en;q=0.5')).toBe('Mechanics')
    expect(await tabTitle('en;q=0.2, zh;q=0.9')).toBe('机械部分')
    expect(await tabTitle('en;q=0')).toBe('Механика')
    expect((await c.q(qMain, { lang: 'tr' })).flagTranslate).toBe(true)
    expect((await c.q(qMain, { lang: 'en' })).flagTranslate).toBe(false)
  })

  it('pointers are deterministic, long and carry + / = - _', async () => {
    const a = await c.q(qMain)
    const b = await c.q(qMain, { lang: 'de' })
    const qa = (a.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!.q
    const qb = (b.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!.q
    expect(qa).toBe(qb)
    expect(qa.length).toBeGreaterThanOrEqual(1000)
    expect(qa.length).toBeLessThanOrEqual(2048)
    for (const ch of ['+', '/', '=', '-', '_']) expect(qa).toContain(ch)
  })

  it('catalog parameter is required: missing or empty → info error 422, another vehicle’s → 404', async () => {
    expect((await c.q(qMain, { catalog: demo.vehicles[0]!.catalog })).lists_group).toBeDefined()
    for (const catalog of [null, '']) {
      const missing = await c.q(qMain, { catalog })
      expect(missing.info?.type).toBe('error')
      expect(missing.resultCode).toBe(422)
      expect(missing.lists_group).toBeUndefined()
      // the pointer was valid, so the error still names the vehicle
      expect(missing.vin).toBe(demo.vins[0])
      expect(typeof missing.params).toBe('object')
    }
    const post = await c.q(qMain, { catalog: null, form: {} })
    expect([post.info?.type, post.resultCode]).toEqual(['error', 422])
    const wrong = await c.q(qMain, { catalog: demo.vehicles[1]!.catalog })
    expect(wrong.info?.type).toBe('error')
    expect(wrong.resultCode).toBe(404)
    expect(wrong.lists_group).toBeUndefined()
  })

  it('logs the catalog each /api/q carried (null without one), and no catalog on other paths', async () => {
    demo.log.reset()
    await c.q(qMain)
    await c.q(qMain, { catalog: null })
    await c.q(qMain, { catalog: 'OTHER' })
    await c.vin(demo.vins[0]!)
    const entries = demo.log.entries()
    expect(entries.filter((e) => e.path === '/api/q').map((e) => e.catalog)).toEqual([
      demo.vehicles[0]!.catalog,
      null,
      'OTHER'
    ])
    expect(entries.find((e) => e.path === '/api/vin')).not.toHaveProperty('catalog')
  })

  it('main groups: numbered tabs; items with q, q_main_group, code, upper-case title, major_group_name, qImage', async () => {
    const tabs = (await c.q(qMain, { lang: 'en' })).lists_group as {
      tab: unknown
      lists: Record<string, string>[]
    }[]
    expect(tabs.map((t) => typeof t.tab)).toEqual(tabs.map(() => 'number'))
    const items = tabs.flatMap((t) => t.lists)
    for (const it of items) {
      expect(Object.keys(it).sort()).toEqual(['code', 'major_group_name', 'q', 'qImage', 'q_main_group', 'title'])
      expect(it.title).toBe(it.title!.toUpperCase())
    }
    expect(items.map((i) => i.major_group_name)).toContain('electrical-system')
    // q_main_group is a working pointer
    expect((await c.q(items[0]!.q_main_group!)).lists_group).toBeDefined()
    // locale-aware upper case: Turkish dotted İ, German umlauts; slugs stay English
    const titles = async (lang: string): Promise<string[]> =>
      ((await c.q(qMain, { lang })).lists_group as { lists: { title: string }[] }[]).flatMap((t) =>
        t.lists.map((i) => i.title)
      )
    const tr = await titles('tr')
    expect(tr).toContain(term('g_exhaust', 'tr').toLocaleUpperCase('tr'))
    expect(tr).toContain('EGZOZ SİSTEMİ')
    expect(tr).not.toContain('EGZOZ SISTEMI')
    expect(await titles('de')).toContain('RÄDER UND REIFEN')
    const slugs = ((await c.q(qMain, { lang: 'zh' })).lists_group as { lists: { major_group_name: string }[] }[])
      .flatMap((t) => t.lists)
      .map((i) => i.major_group_name)
    expect(slugs).toEqual(items.map((i) => i.major_group_name))
  })

  it('subgroup lists have exactly { q, qImage, title, code }; crumbs start at the VIN', async () => {
    const tabs = (await c.q(qMain, { lang: 'en' })).lists_group as { lists: { q: string; title: string }[] }[]
    const group = tabs[0]!.lists[0]!
    const r = await c.q(group.q, { lang: 'en' })
    for (const it of r.lists as object[]) expect(Object.keys(it).sort()).toEqual(['code', 'q', 'qImage', 'title'])
    // crumb pointers are other names for these pages (crumbs.test.ts checks they answer the same)
    expect(r.bread_crumb).toEqual([
      { q: expect.any(String), title: demo.vins[0] },
      { q: expect.any(String), title: group.title }
    ])
    const [vehicleCrumb, groupCrumb] = r.bread_crumb as { q: string }[]
    expect(vehicleCrumb!.q).not.toBe(qMain)
    expect(groupCrumb!.q).not.toBe(group.q)
  })

  it('tampered, garbage and missing pointers → 200 with an info error', async () => {
    const i = Math.floor(qMain.length / 2)
    const tampered = qMain.slice(0, i) + (qMain[i] === 'A' ? 'B' : 'A') + qMain.slice(i + 1)
    for (const q of [tampered, 'garbage', qMain.slice(0, -10), '']) {
      const r = await c.q(q, { lang: 'en' })
      expect(r.info?.type).toBe('error')
      expect(r.info?.text).toMatch(/out of date/)
      expect(r.lists_group).toBeUndefined()
      expect(typeof r.params).toBe('object')
    }
    const noQ = await fetch(`${demo.baseUrl}/api/q`, { headers: c.headers() })
    expect(noQ.status).toBe(200)
    expect(((await noQ.json()) as Envelope<Result>).result!.info?.type).toBe('error')
  })
})

describe('node cards and tables (real shapes)', () => {
  interface Item {
    q: string
    code: string
    title: string
  }
  interface Node {
    name: string
    code: string
    qGroup: string
    images: { qImage: string; width: number; height: number }[]
    image_index?: number
    hotspots: { hotspotId: string; top: number; left: number; width: number; height: number }[]
    parts: { hotspotId: string; number: string; name: string; qty: unknown; q_partinfo: string }[]
  }
  let c: Client
  beforeAll(async () => {
    c = await Client.create(demo)
  })

  /** A vehicle's first node (first group → first subgroup → first node), by returned pointers. */
  async function firstNode(vin: string): Promise<{ result: Result; item: Item }> {
    const main = await c.q((await c.vehicle(vin)).qMainGroup, { lang: 'en' })
    const group = (main.lists_group as { lists: Item[] }[])[0]!.lists[0]!
    const sub = ((await c.q(group.q, { lang: 'en' })).lists as Item[])[0]!
    const item = ((await c.q(sub.q, { lang: 'en' })).lists as Item[])[0]!
    return { result: await c.q(item.q, { lang: 'en' }), item }
  }

  it('has name, code, qGroup, images, hotspots and parts on the node, and no scheme anywhere', async () => {
    const { result, item } = await firstNode(demo.vins[0]!)
    expect(keyPaths(result, 'scheme')).toEqual([])
    const node = result.node as Node
    expect(node.name).toBe(item.title)
    expect(node.code).toBe(item.code)
    expect(typeof node.qGroup).toBe('string')
    expect(node.hotspots.length).toBeGreaterThan(0)
    for (const h of node.hotspots)
      expect(Object.keys(h).sort()).toEqual(['height', 'hotspotId', 'left', 'top', 'width'])
    for (const p of node.parts) expect(typeof p.qty).toBe('string')
    expect((result.bread_crumb as { title: string }[]).map((b) => b.title)).toEqual([
      demo.vins[0],
      expect.any(String),
      expect.any(String),
      item.title
    ])
  })

  it('first nodes: Vostra has three drawings with image_index 1, Kestrel two with image_index 0', async () => {
    const vostra = (await firstNode(demo.vins[0]!)).result.node as Node
    expect(vostra.images).toHaveLength(3)
    expect(vostra.image_index).toBe(1)
    const kestrel = (await firstNode(demo.vins[1]!)).result.node as Node
    expect(kestrel.images).toHaveLength(2)
    expect(kestrel.image_index).toBe(0)
    // the hotspots fit the named drawing, and every drawing is its own picture
    for (const node of [vostra, kestrel]) {
      const named = node.images[node.image_index!]!
      for (const h of node.hotspots) {
        expect(h.left + h.width).toBeLessThanOrEqual(named.width)
        expect(h.top + h.height).toBeLessThanOrEqual(named.height)
      }
      expect(new Set(node.images.map((d) => d.qImage)).size).toBe(node.images.length)
      for (const d of node.images) {
        const res = await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: d.qImage })}`)
        expect(res.status).toBe(200)
        const png = Buffer.from(await res.arrayBuffer())
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([d.width, d.height]) // IHDR
      }
    }
  })

  it('technical data: a table with its own q that opens the engine’s first subgroup', async () => {
    const main = await c.q((await c.vehicle(demo.vins[2]!)).qMainGroup, { lang: 'en' })
    const items = (main.lists_group as { lists: (Item & { major_group_name: string })[] }[]).flatMap((t) => t.lists)
    const techData = items.find((i) => i.major_group_name === 'technical-data')!
    const r = await c.q(techData.q, { lang: 'en' })
    const linked = (r.tables as { q?: string }[]).filter((t) => t.q !== undefined)
    expect(linked).toHaveLength(1)
    const target = await c.q(linked[0]!.q!, { lang: 'en' })
    const crumbs = target.bread_crumb as { title: string }[]
    expect(crumbs.map((b) => b.title).slice(0, 2)).toEqual([demo.vins[2], 'ENGINE'])
    expect((target.lists as unknown[]).length).toBeGreaterThan(0)
  })
})

describe('POST /api/q forms (spec 4.4)', () => {
  interface Item {
    title: string
    q: string
    code: string
  }
  let c: Client
  let engineSub: string
  let bigNode: string
  beforeAll(async () => {
    c = await Client.create(demo)
    const main = await c.q((await c.vehicle(demo.vins[2]!)).qMainGroup)
    const tabs = main.lists_group as { lists: Item[] }[]
    const engine = await c.q(tabs[0]!.lists[0]!.q)
    engineSub = (engine.lists as Item[])[0]!.q
    const electrical = tabs[1]!.lists.find((g) => g.code === '130')!
    const wiring = (await c.q(electrical.q)).lists as Item[]
    bigNode = ((await c.q(wiring[1]!.q)).lists as Item[])[1]!.q
  })

  it('list form (fields by code): select, text and checkbox filter; unknown keys ignored; empty = unfiltered', async () => {
    c.token = (await login(demo)).access_token
    const full = await c.q(engineSub, { lang: 'en' })
    const form = (
      full.forms as { q: string; fields: { code: string; type: string; options?: { value: string }[] }[] }[]
    )[0]!
    expect(form.fields.map((f) => [f.code, f.type])).toEqual([
      ['engine', 'select'],
      ['name', 'text'],
      ['standardOnly', 'checkbox']
    ])
    const all = full.lists as Item[]
    const empty = await c.q(form.q, { lang: 'en', rawBody: '' })
    expect((empty.lists as Item[]).map((i) => i.code)).toEqual(all.map((i) => i.code))
    const same = await c.q(form.q, { lang: 'en', form: { nonsense: 'x' } })
    expect((same.lists as Item[]).length).toBe(all.length)
    const byName = await c.q(form.q, { lang: 'en', form: { name: all[1]!.title.slice(0, 6) } })
    expect((byName.lists as Item[]).length).toBeGreaterThan(0)
    expect((byName.lists as Item[]).length).toBeLessThan(all.length)
    const echoed = (byName.forms as { fields: { code: string; value: unknown }[] }[])[0]!.fields.find(
      (f) => f.code === 'name'
    )!
    expect(echoed.value).toBe(all[1]!.title.slice(0, 6))
    const none = await c.q(form.q, {
      form: { name: 'zzzz-no-such-node', standardOnly: true, engine: form.fields[0]!.options![1]!.value }
    })
    expect(none.lists).toEqual([])
  })

  it('parts form (fields by id): number text, side select, boolean', async () => {
    const full = await c.q(bigNode, { lang: 'en' })
    const node = full.node as { parts: { number: string; note?: string; side?: string }[] }
    expect(node.parts.length).toBeGreaterThanOrEqual(300)
    const form = (full.forms as { q: string; fields: { id: string; type: string }[] }[])[0]!
    expect(form.fields.map((f) => [f.id, f.type])).toEqual([
      ['number', 'text'],
      ['side', 'select'],
      ['withNote', 'boolean']
    ])
    const num = node.parts[7]!.number
    const byNumber = (await c.q(form.q, { form: { number: num.replace(/\s/g, '') } })).node as typeof node
    expect(byNumber.parts.length).toBeGreaterThan(0)
    expect(
      byNumber.parts.every(
        (p) => p.number === num || p.number.replace(/[\s-]/g, '').includes(num.replace(/[\s-]/g, ''))
      )
    ).toBe(true)
    const withNote = (await c.q(form.q, { form: { withNote: true } })).node as typeof node
    expect(withNote.parts.length).toBeLessThan(node.parts.length)
    expect(withNote.parts.length).toBeGreaterThan(0)
    expect(withNote.parts.every((p) => typeof p.note === 'string' && p.note !== '')).toBe(true)
  })

  it('rejects non-flat or non-JSON bodies with an info error', async () => {
    for (const rawBody of ['{"a":{"b":1}}', '[1,2]', '{"a":[1]}', 'not json', '{"a":null}']) {
      const r = await c.q(engineSub, { rawBody })
      expect(r.info?.type).toBe('error')
      expect(r.lists).toBeUndefined()
    }
  })
})

describe('images (spec 4.4 rule 2)', () => {
  it('serves PNG without auth, with immutable caching, ETag and 304; 404 for tampered pointers', async () => {
    const c = await Client.create(demo)
    const main = await c.q((await c.vehicle(demo.vins[1]!)).qMainGroup)
    const qImage = (main.lists_group as { lists: { qImage: string }[] }[])[0]!.lists[0]!.qImage
    const url = `${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage })}`
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+, immutable/)
    const etag = res.headers.get('etag')!
    expect(etag).toBeTruthy()
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString()
    ).toBe('PNG')
    const again = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const bad = await fetch(
      `${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage.slice(0, 40) + 'AAAA' + qImage.slice(44) })}`
    )
    expect(bad.status).toBe(404)
    // a section pointer is not an image
    expect(
      (
        await fetch(
          `${demo.imageBaseUrl}/image?${new URLSearchParams({ q: (main.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!.q })}`
        )
      ).status
    ).toBe(404)
    expect((await fetch(`${demo.imageBaseUrl}/other`)).status).toBe(404)
  })
})

describe('drawing pointers (server side)', () => {
  it('serves only the sheets a node has, under one canonical name each', async () => {
    // Minting pointers is the server's job; this test does it to reach names no answer hands out.
    const codec = new PointerCodec(DEFAULT_SEED)
    const status = async (targetText: string): Promise<number> =>
      (
        await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: codec.encode(targetText) })}`, {
          method: 'HEAD'
        })
      ).status
    // Vostra's first node ("0.0.0", 010-01-01) has three drawings
    expect(await status(target.scheme(0, '0.0.0'))).toBe(200)
    expect(await status(target.scheme(0, '0.0.0', 2))).toBe(200)
    expect(await status(target.scheme(0, '0.0.0', 3))).toBe(404)
    expect(await status('0|IS|0.0.0|0')).toBe(404)
    expect(await status('0|IS|0.0.0|01')).toBe(404)
    // its second node has one
    expect(await status(target.scheme(0, '0.0.1', 1))).toBe(404)
  })
})

describe('pointer generations (spec 7, 9)', () => {
  it('after rotation old pointers are stale (200 + info error) and fresh ones work', async () => {
    const c = await Client.create(demo)
    const old = (await c.vehicle(demo.vins[3]!)).qMainGroup
    expect((await c.q(old)).lists_group).toBeDefined()
    demo.knobs.rotatePointerGeneration()
    const stale = await c.q(old, { lang: 'en' })
    expect(stale.info).toEqual({ type: 'error', text: expect.stringMatching(/out of date/) })
    expect(stale.lists_group).toBeUndefined()
    const fresh = (await c.vehicle(demo.vins[3]!)).qMainGroup
    expect(fresh).not.toBe(old)
    expect((await c.q(fresh)).lists_group).toBeDefined()
  })
})
