import { request } from 'node:http'
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { Client } from './helpers'

// Knobs: every fault kind as seen on the wire, latency, request log, pointer rotation, close().

let demo: DemoCatalog
let client: Client
let qMain: string

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
  qMain = (await client.vehicle(demo.vins[0]!)).qMainGroup
})
afterAll(() => demo.close())
afterEach(() => {
  demo.knobs.clearFaults()
  demo.knobs.setLatency(0)
})

const qUrl = (): string => `${demo.baseUrl}/api/q?${new URLSearchParams({ q: qMain, catalog: client.catalog! })}`
const get = (url: string, signal?: AbortSignal): Promise<Response> => fetch(url, { headers: client.headers(), signal })

describe('fault kinds', () => {
  it('http-500, http-503-html, html-200', async () => {
    demo.knobs.injectFault({ kind: 'http-500', count: 1 })
    const r500 = await get(qUrl())
    expect(r500.status).toBe(500)
    await r500.text()
    demo.knobs.injectFault({ kind: 'http-503-html', count: 1 })
    const r503 = await get(qUrl())
    expect(r503.status).toBe(503)
    expect(r503.headers.get('content-type')).toMatch(/text\/html/)
    expect(await r503.text()).toMatch(/<html/i)
    demo.knobs.injectFault({ kind: 'html-200', count: 1 })
    const portal = await get(qUrl())
    expect(portal.status).toBe(200)
    expect(portal.headers.get('content-type')).toMatch(/text\/html/)
    await portal.text()
    // count exhausted: normal again
    expect((await get(qUrl())).status).toBe(200)
  })

  it('malformed-json and missing-result', async () => {
    demo.knobs.injectFault({ kind: 'malformed-json', count: 1 })
    const bad = await get(qUrl())
    expect(bad.headers.get('content-type')).toMatch(/application\/json/)
    await expect(bad.json()).rejects.toThrow()
    demo.knobs.injectFault({ kind: 'missing-result', count: 1 })
    expect(await (await get(qUrl())).json()).toEqual({ success: true })
  })

  it('truncated: Content-Length promises more than arrives', async () => {
    demo.knobs.injectFault({ kind: 'truncated', count: 1 })
    const res = await get(qUrl())
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
    await expect(res.text()).rejects.toThrow()
  })

  it('reset: the socket dies before any response', async () => {
    demo.knobs.injectFault({ kind: 'reset', count: 1 })
    await expect(get(qUrl())).rejects.toThrow()
  })

  it('stall: no answer until stallMs, then the socket is destroyed', async () => {
    demo.knobs.injectFault({ kind: 'stall', count: 1, stallMs: 300 })
    const t0 = Date.now()
    await expect(get(qUrl())).rejects.toThrow()
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280)
    demo.knobs.injectFault({ kind: 'stall', count: 1 })
    await expect(get(qUrl(), AbortSignal.timeout(200))).rejects.toThrow()
  })

  it('match restricts a fault to a path prefix; rate 0 never fires', async () => {
    demo.knobs.injectFault({ kind: 'http-500', match: '/image' })
    expect((await get(qUrl())).status).toBe(200)
    const main = await client.q(qMain)
    const qImage = (main.lists_group as { lists: { qImage: string }[] }[])[0]!.lists[0]!.qImage
    expect((await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage })}`)).status).toBe(500)
    demo.knobs.clearFaults()
    expect((await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage })}`)).status).toBe(200)
    demo.knobs.injectFault({ kind: 'http-500', rate: 0 })
    for (let i = 0; i < 5; i++) expect((await get(qUrl())).status).toBe(200)
  })
})

describe('latency, log and rotation', () => {
  it('adds the configured latency to each request', async () => {
    demo.knobs.setLatency(150)
    const t0 = Date.now()
    expect((await get(qUrl())).status).toBe(200)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140)
  })

  it('counts requests per endpoint, faulted and unauthorized ones included', async () => {
    demo.log.reset()
    const c = await Client.create(demo)
    c.catalog = client.catalog // qMain is the first vehicle's
    await c.vin(demo.vins[1]!)
    await c.q(qMain)
    await fetch(`${demo.baseUrl}/api/q?q=x`) // 401
    await fetch(`${demo.baseUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}'
    }) // 401
    demo.knobs.injectFault({ kind: 'http-500', count: 1, match: '/api/q' })
    await get(qUrl())
    const main = await c.q(qMain)
    await fetch(
      `${demo.imageBaseUrl}/image?${new URLSearchParams({ q: (main.lists_group as { lists: { qImage: string }[] }[])[0]!.lists[0]!.qImage })}`
    )
    expect(demo.log.counts()).toEqual({ login: 1, refresh: 1, vin: 1, q: 4, image: 1, unauthorized: 2, total: 8 })
    const entries = demo.log.entries()
    expect(entries.filter((e) => e.status === 500)).toHaveLength(1)
    // faulted and unauthorized /api/q requests are logged with the catalog they carried too
    expect(entries.filter((e) => e.path === '/api/q').map((e) => e.catalog)).toEqual([
      client.catalog,
      null,
      client.catalog,
      client.catalog
    ])
    expect(entries.every((e) => typeof e.at === 'number' && e.method.length > 0)).toBe(true)
    demo.log.reset()
    expect(demo.log.counts().total).toBe(0)
  })

  it('rotation makes every earlier pointer stale', async () => {
    demo.knobs.rotatePointerGeneration()
    const stale = await client.q(qMain)
    expect(stale.info?.type).toBe('error')
    qMain = (await client.vehicle(demo.vins[0]!)).qMainGroup
    expect((await client.q(qMain)).lists_group).toBeDefined()
  })
})

describe('close()', () => {
  it('returns promptly with a stalled socket open', async () => {
    const own = await startDemoCatalog()
    own.knobs.injectFault({ kind: 'stall' })
    const url = new URL(`${own.baseUrl}/api/q`)
    const outcome = new Promise<string>((resolve) => {
      const req = request(url, { agent: false }, (res) => resolve(`response ${res.statusCode}`))
      req.on('error', (e) => resolve(`error ${e.message}`))
      req.end()
    })
    await new Promise((r) => setTimeout(r, 100))
    const t0 = Date.now()
    await own.close()
    expect(Date.now() - t0).toBeLessThan(1000)
    expect(await outcome).toMatch(/^error/)
  })
})
