import { request } from 'node:http'
import { createBrotliDecompress, createGunzip, createInflate, crc32, inflateSync } from 'node:zlib'
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { CHUNK_BYTES, oversizeJsonChunks } from '../../demo-catalog/server/hostile-bodies'
import { Client, type Result } from './helpers'
import { drain, drainThrough, jsonDepth, rawGet, readAll } from './raw-http'

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

const qUrl = (q = qMain): string => `${demo.baseUrl}/api/q?${new URLSearchParams({ q, catalog: client.catalog! })}`
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
    expect(demo.log.counts()).toEqual({
      login: 1,
      refresh: 1,
      vin: 1,
      q: 4,
      image: 1,
      unauthorized: 2,
      rateLimited: 0,
      total: 8
    })
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

// Issue 11: a hostile service. Each kind is checked as it travels, with raw HTTP where fetch()
// would hide the point (decompression, chunking); sizes are measured, not assumed.
describe('hostile service fault kinds', () => {
  const MiB = 1024 * 1024
  const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
  const imageUrl = `/image?${new URLSearchParams({ q: 'any-pointer' })}`

  /** main groups → group → subgroup → the first node, by returned pointers only */
  async function firstNodeQ(): Promise<string> {
    const main = await client.q(qMain)
    const group = (main.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!.q
    const subgroup = ((await client.q(group)).lists as { q: string }[])[0]!.q
    return ((await client.q(subgroup)).lists as { q: string }[])[0]!.q
  }
  type NodePart = { number: string; name: string; q_partinfo?: string }
  const partsOf = (result: Result): NodePart[] => (result.node as { parts: NodePart[] }).parts

  it('chunked-oversize: 80 MiB of JSON, chunked with no Content-Length, streamed', async () => {
    demo.knobs.injectFault({ kind: 'chunked-oversize', count: 1, match: '/api/q' })
    // Built as one string, the body would sit on this process's heap (server and client share it).
    const heapBefore = process.memoryUsage().heapUsed
    let heapPeak = heapBefore
    const res = await rawGet(qUrl(), client.headers())
    expect(res.statusCode).toBe(200)
    expect(res.headers['transfer-encoding']).toBe('chunked')
    expect(res.headers['content-length']).toBeUndefined()
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)
    const body = await drain(res, () => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)))
    expect(body.bytes).toBe(80 * MiB)
    expect(body.head).toMatch(/^\{"success":true,"resultCode":200,"result":\{"resultCode":200,"node":\{/)
    expect(body.tail.endsWith('"}]}}}')).toBe(true)
    expect(heapPeak - heapBefore).toBeLessThan(32 * MiB)
    // the stream is made of small chunks, never the whole answer at once
    let largest = 0
    for (const chunk of oversizeJsonChunks(80 * MiB)) largest = Math.max(largest, chunk.length)
    expect(largest).toBeLessThanOrEqual(CHUNK_BYTES)
    // `bytes` sets the size exactly, and the answer is valid JSON
    demo.knobs.injectFault({ kind: 'chunked-oversize', count: 1, match: '/api/q', bytes: 300_000 })
    const small = await readAll(await rawGet(qUrl(), client.headers()))
    expect(small.length).toBe(300_000)
    expect((JSON.parse(small.toString('utf8')) as { result: Result }).result.node).toBeDefined()
  })

  it.each([
    ['gzip', createGunzip, 128 * 1024],
    ['deflate', createInflate, 128 * 1024],
    ['br', createBrotliDecompress, 4 * 1024]
  ] as const)('compression-bomb (%s): small on the wire, 80 MiB of JSON inflated', async (encoding, decoder, most) => {
    demo.knobs.injectFault({ kind: 'compression-bomb', count: 1, match: '/api/q', encoding })
    const res = await rawGet(qUrl(), client.headers())
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    const declared = Number(res.headers['content-length'])
    const { wire, decoded } = await drainThrough(res, decoder())
    expect(wire).toBe(declared)
    expect(wire).toBeLessThan(most)
    expect(decoded.bytes).toBe(80 * MiB)
    expect(decoded.head).toMatch(/^\{"success":true,"resultCode":200,"result":/)
    expect(decoded.tail.endsWith('"}]}}}')).toBe(true)
    console.info(`compression-bomb ${encoding}: ${wire} bytes on the wire → ${decoded.bytes} bytes`)
  })

  it('compression-bomb: the inflated body is valid JSON (checked whole at 1 MiB)', async () => {
    demo.knobs.injectFault({ kind: 'compression-bomb', count: 1, match: '/api/q', bytes: MiB })
    const res = await rawGet(qUrl(), client.headers())
    const text = (await readAll(res.pipe(createGunzip()))).toString('utf8')
    expect(Buffer.byteLength(text)).toBe(MiB)
    expect(((JSON.parse(text) as { result: Result }).result.node as { parts: unknown[] }).parts.length).toBeGreaterThan(
      10
    )
  })

  it('deep-nesting: valid JSON whose result nests 100 000 levels', async () => {
    demo.knobs.injectFault({ kind: 'deep-nesting', count: 1, match: '/api/q' })
    const res = await get(qUrl())
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const text = await res.text()
    expect(jsonDepth(text)).toBe(100_000 + 1) // the envelope, then result's 100 000 levels
    const parsed: unknown = JSON.parse(text) // V8 parses it without recursion …
    expect(() => JSON.stringify(parsed)).toThrow(RangeError) // … recursive code does not survive it
    demo.knobs.injectFault({ kind: 'deep-nesting', count: 1, match: '/api/q', depth: 7 })
    const shallow = await (await get(qUrl())).text()
    expect(jsonDepth(shallow)).toBe(8)
    expect(JSON.parse(shallow)).toEqual({ success: true, resultCode: 200, result: { d: [{ d: [{ d: [{ d: 0 }] }] }] } })
  })

  it('image-not-image: an HTML page or JSON sent as image/png', async () => {
    demo.knobs.injectFault({ kind: 'image-not-image', count: 1, match: '/image' })
    const html = await fetch(demo.imageBaseUrl + imageUrl)
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toBe('image/png')
    const page = Buffer.from(await html.arrayBuffer())
    expect(page.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false)
    expect(page.toString('utf8')).toMatch(/^<!DOCTYPE html>.*<\/html>$/s)
    demo.knobs.injectFault({ kind: 'image-not-image', count: 1, match: '/image', payload: 'json' })
    const json = await fetch(demo.imageBaseUrl + imageUrl)
    expect(json.headers.get('content-type')).toBe('image/png')
    expect(await json.json()).toEqual({ statusCode: 404, message: 'Image not found' })
  })

  it('image-svg: an SVG with a script and an onload handler, served as image/svg+xml', async () => {
    demo.knobs.injectFault({ kind: 'image-svg', count: 1, match: '/image' })
    const res = await fetch(demo.imageBaseUrl + imageUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await res.text()
    expect(svg).toMatch(/^<\?xml[^>]*\?>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* onload="[^"]+"/)
    expect(svg).toMatch(/<script[^>]*>[^<]*window\.__partsDeskSvgScript[^<]*<\/script>/)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
  })

  it('image-pixel-flood: a 138-byte well-formed PNG whose IHDR declares 60000×60000', async () => {
    demo.knobs.injectFault({ kind: 'image-pixel-flood', count: 1, match: '/image' })
    const res = await fetch(demo.imageBaseUrl + imageUrl)
    expect(res.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.length).toBeLessThan(200)
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true)
    const chunks: { type: string; data: Buffer }[] = []
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at)
      const type = png.toString('latin1', at + 4, at + 8)
      const data = png.subarray(at + 8, at + 8 + length)
      expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)))
      chunks.push({ type, data })
      at += 12 + length
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const ihdr = chunks[0]!.data
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([60_000, 60_000])
    expect([ihdr[8], ihdr[9]]).toEqual([8, 0]) // 8-bit grayscale: 3.6 GB of pixels declared
    expect(inflateSync(chunks[1]!.data).length).toBe(1 + 60_000) // image data for the first row only
  })

  it('bidi-part-numbers: node answers whose numbers and names read differently from their characters', async () => {
    const nodeQ = await firstNodeQ()
    const clean = await client.q(nodeQ)
    demo.knobs.injectFault({ kind: 'bidi-part-numbers', match: '/api/q' })
    const res = await get(qUrl(nodeQ))
    const raw = await res.text() // the controls travel as characters, not as \\u escapes
    const hostile = (JSON.parse(raw) as { result: Result }).result
    const parts = partsOf(hostile)
    expect(parts.length).toBe(partsOf(clean).length)
    parts.forEach((part, i) => {
      const original = partsOf(clean)[i]!
      expect(part.number).toMatch(BIDI)
      expect(part.number.replace(BIDI, '')).toBe(original.number)
      expect(part.name).toMatch(BIDI)
      expect(part.name.replace(BIDI, '')).toBe(original.name)
      expect(part.q_partinfo).toBe(original.q_partinfo) // pointers are left alone
    })
    expect((hostile.node as { name: string }).name.replace(BIDI, '')).toBe((clean.node as { name: string }).name)
    const controls = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C']
    expect(controls.filter((c) => !raw.includes(c))).toEqual([])
    // an answer without parts passes unchanged, so the app can walk to the node
    const mainWhileFaulted = await client.q(qMain)
    demo.knobs.clearFaults()
    expect(mainWhileFaulted).toEqual(await client.q(qMain))
  })

  it('proto-keys: "__proto__" and "constructor" keys at several levels of a working answer', async () => {
    const nodeQ = await firstNodeQ()
    const clean = await client.q(nodeQ)
    demo.knobs.injectFault({ kind: 'proto-keys', count: 1, match: '/api/q' })
    const raw = await (await get(qUrl(nodeQ))).text()
    expect(raw.match(/"__proto__":/g)!.length).toBeGreaterThan(10)
    expect(raw.match(/"constructor":/g)!.length).toBeGreaterThan(10)
    const answer = JSON.parse(raw) as Record<string, unknown> // own keys, as any client's JSON.parse makes them
    const depths = new Set<number>()
    const strip = (value: unknown, depth: number): void => {
      if (Array.isArray(value)) return value.forEach((v) => strip(v, depth))
      if (typeof value !== 'object' || value === null) return
      const record = value as Record<string, unknown>
      if (Object.hasOwn(record, '__proto__') && Object.hasOwn(record, 'constructor')) depths.add(depth)
      Reflect.deleteProperty(record, '__proto__')
      Reflect.deleteProperty(record, 'constructor')
      for (const child of Object.values(record)) strip(child, depth + 1)
    }
    strip(answer, 0)
    expect([...depths].sort()).toEqual([0, 1, 2, 3]) // envelope, result, node, its parts/images/hotspots
    expect(answer).toEqual({ success: true, resultCode: 200, result: clean }) // otherwise the real answer
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // count: 1 — the next answer is clean again
    expect(await (await get(qUrl(nodeQ))).text()).not.toContain('__proto__')
  })

  it('hostile kinds keep the conventions: match, count and the request log', async () => {
    demo.log.reset()
    demo.knobs.injectFault({ kind: 'image-pixel-flood', count: 1, match: '/image' })
    demo.knobs.injectFault({ kind: 'deep-nesting', count: 1, match: '/api/q', depth: 3 })
    expect((await get(qUrl())).headers.get('content-type')).toMatch(/json/) // deep-nesting, not the PNG
    expect(await (await get(qUrl())).json()).toMatchObject({ result: { lists_group: expect.any(Array) } })
    expect((await fetch(demo.imageBaseUrl + imageUrl)).headers.get('content-type')).toBe('image/png')
    expect((await fetch(demo.imageBaseUrl + imageUrl)).status).toBe(404) // count used up: the real 404
    expect(demo.log.entries().map((e) => [e.server, e.status])).toEqual([
      ['api', 200],
      ['api', 200],
      ['image', 200],
      ['image', 404]
    ])
  })
})
