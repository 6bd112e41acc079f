import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { parseRateLimit } from '../../demo-catalog/server/rate-limit'
import { Client } from './helpers'

// The rate limit knob: a token bucket over /api/* and the image host, answering 429 with
// Retry-After in seconds, as an HTTP date, or not at all. The demo's clock is a ManualClock,
// so nothing refills behind the test's back.

let demo: DemoCatalog
let client: Client
let qMain: string
let qImage: string
const clock = new ManualClock()

beforeAll(async () => {
  demo = await startDemoCatalog({ clock })
  client = await Client.create(demo)
  qMain = (await client.vehicle(demo.vins[0]!)).qMainGroup
  qImage = ((await client.q(qMain)).lists_group as { lists: { qImage: string }[] }[])[0]!.lists[0]!.qImage
})
afterAll(() => demo.close())
afterEach(() => demo.knobs.setRateLimit(null))

const vin = (): Promise<Response> =>
  fetch(`${demo.baseUrl}/api/vin?${new URLSearchParams({ vin: demo.vins[0]! })}`, { headers: client.headers() })
const image = (): Promise<Response> => fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage })}`)

async function statuses(n: number, send: () => Promise<Response>): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const res = await send()
    await res.arrayBuffer()
    out.push(res.status)
  }
  return out
}

describe('rate limit', () => {
  it('lets a burst through, then answers 429 with Retry-After in seconds and an exception-filter body', async () => {
    demo.knobs.setRateLimit({ perSecond: 1, burst: 3 })
    demo.log.reset()
    expect(await statuses(3, vin)).toEqual([200, 200, 200])
    const res = await vin()
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({
      errors: [{ message: 'Too Many Requests' }],
      statusCode: 429,
      timestamp: new Date(clock.now()).toISOString(),
      path: '/api/vin'
    })
    expect(demo.log.counts()).toMatchObject({ vin: 4, rateLimited: 1, total: 4 })
    clock.advance(1000) // one token back
    expect(await statuses(2, vin)).toEqual([200, 429])
    clock.advance(5000) // refills up to the burst, not beyond
    expect(await statuses(4, vin)).toEqual([200, 200, 200, 429])
  })

  it('says how long until a token is back, in whole seconds of at least 1', async () => {
    demo.knobs.setRateLimit({ perSecond: 0.25, burst: 1 })
    expect(await statuses(1, vin)).toEqual([200])
    clock.advance(1500)
    const res = await vin()
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('3') // 2.5 s to go, rounded up
    demo.knobs.setRateLimit({ perSecond: 50, burst: 1 })
    await vin()
    expect((await vin()).headers.get('retry-after')).toBe('1') // 20 ms to go, still 1
  })

  it('sends Retry-After as an HTTP date, or not at all', async () => {
    demo.knobs.setRateLimit({ perSecond: 0.5, burst: 1, retryAfter: 'date' })
    await vin()
    const dated = await vin()
    expect(dated.status).toBe(429)
    const when = Date.parse(dated.headers.get('retry-after')!)
    expect(dated.headers.get('retry-after')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    expect(when).toBeGreaterThanOrEqual(clock.now() + 2000)
    expect(when).toBeLessThan(clock.now() + 3000)
    demo.knobs.setRateLimit({ perSecond: 0.5, burst: 1, retryAfter: 'none' })
    await vin()
    const bare = await vin()
    expect(bare.status).toBe(429)
    expect(bare.headers.get('retry-after')).toBeNull()
  })

  it('is one bucket for /api/* and the image host; /auth is not counted', async () => {
    demo.knobs.setRateLimit({ perSecond: 1, burst: 2 })
    expect(await statuses(2, image)).toEqual([200, 200])
    const limited = await image()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('access-control-allow-origin')).toBe('*')
    await limited.arrayBuffer()
    expect(await statuses(1, vin)).toEqual([429])
    const login = await fetch(
      `${demo.baseUrl}/auth/login-token?${new URLSearchParams({ id: demo.userId, token: demo.userToken })}`
    )
    expect(login.status).toBe(200)
    demo.knobs.setRateLimit(null)
    expect(await statuses(3, vin)).toEqual([200, 200, 200])
  })

  it('comes from the options too, and refuses a limit that makes no sense', async () => {
    const local = await startDemoCatalog({ clock: new ManualClock(), rateLimit: { perSecond: 1, burst: 1 } })
    try {
      const c = await Client.create(local)
      const url = `${local.baseUrl}/api/vin?${new URLSearchParams({ vin: local.vins[0]! })}`
      expect(await statuses(2, () => fetch(url, { headers: c.headers() }))).toEqual([200, 429])
      expect(() => local.knobs.setRateLimit({ perSecond: 0, burst: 1 })).toThrow(RangeError)
      expect(() => local.knobs.setRateLimit({ perSecond: 1, burst: 0.5 })).toThrow(RangeError)
    } finally {
      await local.close()
    }
  })

  it('parses the CLI form <perSecond>[,<burst>]', () => {
    expect(parseRateLimit('5')).toEqual({ perSecond: 5, burst: 5 })
    expect(parseRateLimit('0.5')).toEqual({ perSecond: 0.5, burst: 1 })
    expect(parseRateLimit('2,10', 'date')).toEqual({ perSecond: 2, burst: 10, retryAfter: 'date' })
    for (const bad of ['', 'x', '0', '1,0', '1,2,3', '-1']) expect(() => parseRateLimit(bad)).toThrow(RangeError)
  })
})
