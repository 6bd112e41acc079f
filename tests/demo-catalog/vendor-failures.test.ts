import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog, type VendorResultCode } from '../../demo-catalog/index'
import { VENDOR_RESULT_MESSAGES } from '../../demo-catalog/server/vendor-failures'
import { Client } from './helpers'

// The real vendor's failures as they travel (issue 19): mostly HTTP 200 with a body that is not
// a page, and its drifting types on a real answer.

type Body = Record<string, unknown>

let demo: DemoCatalog
let client: Client
let qMain: string
const clock = new ManualClock()

beforeAll(async () => {
  demo = await startDemoCatalog({ clock })
  client = await Client.create(demo)
  qMain = (await client.vehicle(demo.vins[0]!)).qMainGroup
})
afterAll(() => demo.close())
afterEach(() => demo.knobs.clearFaults())

const qUrl = (q = qMain): string => `${demo.baseUrl}/api/q?${new URLSearchParams({ q, catalog: client.catalog! })}`
const vinUrl = (vin = demo.vins[0]!): string => `${demo.baseUrl}/api/vin?${new URLSearchParams({ vin })}`
const get = (url: string): Promise<Response> => fetch(url, { headers: client.headers('en') })

async function json(res: Response): Promise<Body> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as Body
}

describe('normal answers', () => {
  it('carry resultCode 200 next to success and inside result', async () => {
    for (const url of [qUrl(), vinUrl()]) {
      const body = await json(await get(url))
      expect(body).toMatchObject({ success: true, resultCode: 200, result: { resultCode: 200 } })
    }
  })
})

describe('vendor-result-code', () => {
  it('is HTTP 200 { success:false, resultCode:N, result:{ resultCode:N, message } }, 1002 by default', async () => {
    demo.knobs.injectFault({ kind: 'vendor-result-code', match: '/api/q', count: 1 })
    const res = await get(qUrl())
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      success: false,
      resultCode: 1002,
      result: { resultCode: 1002, message: VENDOR_RESULT_MESSAGES[1002] }
    })
    expect((await json(await get(qUrl()))).success).toBe(true) // count used up
  })

  it('plays every vendor code, repeats the VIN it was asked for, and takes a message', async () => {
    for (const code of [404, 410, 500, 503, 1001, 1002] as VendorResultCode[]) {
      demo.knobs.injectFault({ kind: 'vendor-result-code', resultCode: code, count: 1 })
      const res = await get(vinUrl())
      expect(res.status).toBe(200)
      expect(await json(res)).toEqual({
        success: false,
        resultCode: code,
        result: { resultCode: code, vin: demo.vins[0], message: VENDOR_RESULT_MESSAGES[code] }
      })
    }
    demo.knobs.injectFault({ kind: 'vendor-result-code', resultCode: 503, message: 'Katalog abgeschaltet', count: 1 })
    expect(((await json(await get(qUrl()))).result as Body).message).toBe('Katalog abgeschaltet')
  })
})

describe('vendor-exception', () => {
  it('is HTTP 200 with the exception-filter body and no success or result', async () => {
    demo.knobs.injectFault({ kind: 'vendor-exception', match: '/api/q', count: 1 })
    const res = await get(qUrl())
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(Object.keys(body).sort()).toEqual(['data', 'errors', 'path', 'statusCode', 'timestamp'])
    expect(body).toEqual({
      errors: [{ message: 'Catalog request failed' }],
      statusCode: 500,
      timestamp: new Date(clock.now()).toISOString(),
      path: '/api/q',
      data: { body: {}, query: { q: qMain, catalog: client.catalog } }
    })
  })

  it('echoes a POSTed body, and with status 401 is an Unauthorized', async () => {
    demo.knobs.injectFault({ kind: 'vendor-exception', count: 1 })
    const posted = await fetch(qUrl(), {
      method: 'POST',
      headers: { ...client.headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ engine: 'DFGA' })
    })
    expect(posted.status).toBe(200)
    expect(((await json(posted)).data as Body).body).toEqual({ engine: 'DFGA' })

    demo.knobs.injectFault({ kind: 'vendor-exception', status: 401, count: 1 })
    const res = await get(vinUrl())
    expect(res.status).toBe(401)
    expect(await json(res)).toMatchObject({
      errors: [{ message: 'Unauthorized' }],
      statusCode: 401,
      path: '/api/vin',
      data: { body: {}, query: { vin: demo.vins[0] } }
    })
    expect(demo.log.counts().unauthorized).toBeGreaterThanOrEqual(1)
  })
})

describe('vendor-validation', () => {
  it('is HTTP 400 { success:false, errors:[{ message }] }', async () => {
    demo.knobs.injectFault({ kind: 'vendor-validation', count: 2 })
    const q = await get(qUrl())
    expect(q.status).toBe(400)
    expect(await json(q)).toEqual({ success: false, errors: [{ message: 'q must be a non-empty string' }] })
    const vin = await get(vinUrl())
    expect(vin.status).toBe(400)
    expect(await json(vin)).toEqual({ success: false, errors: [{ message: 'vin must be a valid VIN' }] })
  })
})

/** Every pointer in an answer (q, qImage, q_partinfo …; not qty), in document order with its path. */
function pointers(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) =>
    /^q($|[A-Z_])/.test(k) && typeof v === 'string' ? [`${path}.${k}=${v}`] : pointers(v, `${path}.${k}`)
  )
}

/** The real answer and the drifted one for the same request. */
async function bothWays(url: string, lang = 'en'): Promise<{ plain: Body; drifted: Body; raw: string }> {
  const plain = (await (await fetch(url, { headers: client.headers(lang) })).json()) as Body
  demo.knobs.injectFault({ kind: 'type-drift', count: 1 })
  const raw = await (await fetch(url, { headers: client.headers(lang) })).text()
  return { plain, drifted: JSON.parse(raw) as Body, raw }
}

describe('type-drift', () => {
  it('drifts codes, flags, result codes and titles, and keeps every pointer byte-exact', async () => {
    const { plain, drifted } = await bothWays(qUrl(), 'pl') // pl: flagTranslate is true
    expect(drifted.success).toBe(true)
    expect(drifted.resultCode).toBe('200')
    const result = drifted.result as Body
    expect(result.resultCode).toBe('200')
    expect(result.flagTranslate).toBe(1)
    expect(pointers(drifted)).toEqual(pointers(plain))
    expect(pointers(drifted).length).toBeGreaterThan(40)
    const items = (result.lists_group as { lists: { code: unknown; title: unknown }[] }[]).flatMap((t) => t.lists)
    const plainItems = ((plain.result as Body).lists_group as { lists: { code: string }[] }[]).flatMap((t) => t.lists)
    // codes that read back the same become numbers ("130" → 130); "010" stays a string
    expect(items.some((i) => typeof i.code === 'number')).toBe(true)
    items.forEach((item, i) => expect(String(item.code)).toBe(plainItems[i]!.code))
    for (const item of items) if (typeof item.code === 'string') expect(item.code).toMatch(/^0/)
    expect(items.some((i) => i.title === null)).toBe(true)
    expect(items.some((i) => typeof i.title === 'string')).toBe(true)
  })

  it('makes part quantities numbers and info a plain string', async () => {
    const main = await client.q(qMain)
    const group = (main.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!
    const sub = ((await client.q(group.q)).lists as { q: string }[])[0]!
    const nodeList = await client.q(sub.q)
    const nodeQ = (nodeList.lists as { q: string }[])[0]!.q
    const node = await bothWays(qUrl(nodeQ))
    const parts = ((node.drifted.result as Body).node as { parts: { qty: unknown }[] }).parts
    expect(parts.length).toBeGreaterThan(0)
    for (const p of parts) expect(typeof p.qty).toBe('number')
    expect(pointers(node.drifted)).toEqual(pointers(node.plain))

    // the vin answer: its hidden-header table flag becomes 1, table titles may be null
    const vin = await bothWays(vinUrl())
    expect(vin.raw).toContain('"flag_hide_header":1')
    expect(vin.raw).not.toContain('"flag_hide_header":true')
    expect(pointers(vin.drifted)).toEqual(pointers(vin.plain))

    // an info error: `info` is its text
    const stale = await bothWays(qUrl('garbage'))
    const info = ((stale.plain.result as Body).info as { text: string }).text
    expect((stale.drifted.result as Body).info).toBe(info)
    expect((stale.drifted.result as Body).resultCode).toBe('400')
  })

  it('is deterministic: the same answer drifts to the same bytes', async () => {
    const a = await bothWays(qUrl())
    const b = await bothWays(qUrl())
    expect(a.raw).toBe(b.raw)
  })
})
