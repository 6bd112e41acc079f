import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CatalogClient } from '../../electron/main/core/client/catalog-client'
import { fetchSend, type HttpRequest, type HttpSend } from '../../electron/main/core/http/http-transport'
import { AuthSession } from '../../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../../electron/main/core/session/refresh-token-store'
import type { CatalogLanguage } from '../../electron/shared/languages'
import { readCatalogId, readResult, readVehicle } from '../../electron/shared/readers'
import { AppFailure } from '../../electron/shared/result'
import { firstVehicle, makeClient, startHarness, type Harness } from '../support/core-harness'

let h: Harness
beforeEach(async () => {
  h = await startHarness()
})
afterEach(async () => {
  await h.close()
})

async function failure(promise: Promise<unknown>): Promise<AppFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(AppFailure)
  return error as AppFailure
}

/** Signs in and walks to the main groups so fault rules only hit the request under test. */
async function ready(options: Parameters<typeof makeClient>[1] = {}) {
  const parts = makeClient(h, options)
  const vehicle = await firstVehicle(parts.client, h)
  h.demo.log.reset()
  return { ...parts, ...vehicle }
}

describe('happy paths', () => {
  it('looks up a VIN and follows the returned pointer to the main groups', async () => {
    const { client, qMainGroup, catalog, name } = await ready()
    expect(name).toBeTruthy()
    const groups = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(readResult(groups.result).lists_group?.[0]?.lists?.length).toBeGreaterThan(0)
  })

  it('asks in the requested language and gets names in it', async () => {
    const { client, qMainGroup, catalog } = await ready()
    const titles = async (lang: CatalogLanguage) =>
      readResult((await client.section({ q: qMainGroup, catalog, lang })).result).lists_group?.[0]?.lists?.map(
        (item) => item.title
      )
    expect(await titles('en')).not.toEqual(await titles('de'))
  })

  it('refuses a language outside the ten before sending anything', async () => {
    const { client, qMainGroup, catalog } = await ready()
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'xx' as CatalogLanguage }))
    expect(error.appError.code).toBe('invalid-input')
    expect(h.demo.log.counts().total).toBe(0)
  })

  it('an unknown VIN is data (the service explains), not an exception', async () => {
    const { client } = await ready()
    const answer = await client.vin('WDB00000000000000', 'en')
    expect(readVehicle(answer.result.vehicle)).toBeNull()
    expect(readResult(answer.result).info?.type).toBe('error')
    expect(readCatalogId(answer.result)).toBeNull()
  })

  it('a stale pointer comes back as result.info of type error, passed through as data', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.rotatePointerGeneration()
    const stale = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(readResult(stale.result).info?.type).toBe('error')
    expect(readResult(stale.result).lists_group).toBeUndefined()
  })

  it('fetches images from the image host as PNG bytes without sending the token there', async () => {
    const seen: HttpRequest[] = []
    const spying: HttpSend = (request) => {
      seen.push(request)
      return fetchSend(request)
    }
    const { client, qMainGroup, catalog } = await ready({ send: spying })
    const groups = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    const qImage = readResult(groups.result).lists_group?.[0]?.lists?.find((item) => item.qImage)?.qImage
    expect(qImage).toBeTruthy()
    const image = await client.image(qImage!)
    expect(image.contentType).toBe('image/png')
    const png = PNG.sync.read(Buffer.from(image.bytes))
    expect(png.width).toBeGreaterThan(0)
    const imageRequest = seen.find((r) => r.url.startsWith(h.demo.imageBaseUrl))
    expect(imageRequest?.headers?.Authorization).toBeUndefined()
  })
})

describe('pointers go out byte-exact', () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_'
  const synthetic = Array.from({ length: 2048 }, (_, i) => alphabet[(i * 7919) % alphabet.length]).join('')

  it('a 2 KB pointer with + / = - _ reaches the service unchanged', async () => {
    expect(synthetic).toHaveLength(2048)
    for (const c of '+/=-_') expect(synthetic).toContain(c)
    const seen: string[] = []
    const capturing: HttpSend = (request) => {
      seen.push(request.url)
      return fetchSend(request)
    }
    const { client, catalog } = await ready({ send: capturing })
    const answer = await client.section({ q: synthetic, catalog, lang: 'en' })
    const sent = new URL(seen.at(-1)!).searchParams.get('q')
    expect(sent).toBe(synthetic)
    // The demo service cannot decrypt it, so it says the link is out of date — as data.
    expect(readResult(answer.result).info?.type).toBe('error')
  })

  it('real pointers from the service round-trip and keep working', async () => {
    const { client, qMainGroup, catalog } = await ready()
    expect(qMainGroup.length).toBeGreaterThanOrEqual(1024)
    for (const c of '+/=-_') expect(qMainGroup).toContain(c)
    const groups = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    const next = readResult(groups.result).lists_group?.[0]?.lists?.[0]?.q
    expect(next).toBeTruthy()
    const deeper = await client.section({ q: next!, catalog, lang: 'en' })
    expect(readResult(deeper.result).info?.type).not.toBe('error')
  })
})

describe('forms', () => {
  it('submits a form with POST and a flat JSON body', async () => {
    const seen: HttpRequest[] = []
    const capturing: HttpSend = (request) => {
      seen.push(request)
      return fetchSend(request)
    }
    const { client, qMainGroup, catalog } = await ready({ send: capturing })
    await client.section({ q: qMainGroup, catalog, lang: 'en', form: { engine: 'X', year: 2020, lhd: true } })
    const post = seen.at(-1)!
    expect(post.method).toBe('POST')
    expect(post.headers?.['Content-Type']).toBe('application/json')
    expect(JSON.parse(post.body!)).toEqual({ engine: 'X', year: 2020, lhd: true })
  })
})

describe('failure classes, using the demo catalog fault knobs', () => {
  it('a 500 on a GET is retried a bounded number of times and then succeeds', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'http-500', count: 2, match: '/api/q' })
    const groups = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(readResult(groups.result).lists_group?.length).toBeGreaterThan(0)
    expect(h.demo.log.counts().q).toBe(3)
  })

  it('persistent 5xx → server, after exactly 1 + 2 attempts', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'http-500', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError).toMatchObject({ code: 'server', status: 500 })
    expect(h.demo.log.counts().q).toBe(3)
  })

  it('a 5xx on a form POST is not repeated behind the user’s back', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'http-500', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en', form: { a: '1' } }))
    expect(error.appError.code).toBe('server')
    expect(h.demo.log.counts().q).toBe(1)
  })

  it('a 503 HTML error page → server', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'http-503-html', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError).toMatchObject({ code: 'server', status: 503 })
  })

  it('an HTML page with status 200 → bad-response', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'html-200', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError.code).toBe('bad-response')
    expect(error.message).toMatch(/web page/)
  })

  it('malformed JSON → bad-response', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'malformed-json', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError.code).toBe('bad-response')
  })

  it('an envelope without result → bad-response', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'missing-result', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError.code).toBe('bad-response')
  })

  it('a truncated body is retried on GET; when it persists → offline (connection dropped)', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'truncated', count: 1, match: '/api/q' })
    await expect(client.section({ q: qMainGroup, catalog, lang: 'en' })).resolves.toBeTruthy()
    h.demo.knobs.injectFault({ kind: 'truncated', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError.code).toBe('offline')
    expect(error.message).toMatch(/dropped/)
  })

  it('a connection reset → offline', async () => {
    const { client, qMainGroup, catalog } = await ready()
    h.demo.knobs.injectFault({ kind: 'reset', match: '/api/q' })
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError.code).toBe('offline')
    expect(h.demo.log.counts().q).toBe(3)
  })

  it('no answer within the timeout → timeout, and it is not retried', async () => {
    const { client, qMainGroup, catalog } = await ready({ timeoutMs: 300 })
    h.demo.knobs.injectFault({ kind: 'stall', match: '/api/q', stallMs: 5_000 })
    const started = performance.now()
    const error = await failure(client.section({ q: qMainGroup, catalog, lang: 'en' }))
    expect(error.appError.code).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(h.demo.log.counts().q).toBe(1)
  })

  it('nothing listening → offline at once, without retries', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    let attempts = 0
    const counting: HttpSend = (request) => {
      attempts++
      return fetchSend(request)
    }
    const session = new AuthSession({
      baseUrl: `http://127.0.0.1:${port}`,
      userId: 'u',
      userToken: 't',
      send: counting,
      store: new RefreshTokenStore(h.vault, Date.now),
      monotonicNow: () => performance.now(),
      timeoutMs: 2_000
    })
    const client = new CatalogClient({
      baseUrl: `http://127.0.0.1:${port}`,
      imageBaseUrl: `http://127.0.0.1:${port}`,
      session,
      send: counting,
      timeoutMs: 2_000
    })
    const error = await failure(client.vin('X', 'en'))
    expect(error.appError.code).toBe('offline')
    expect(error.message).toMatch(/cannot be reached/)
    expect(attempts).toBe(1)
    const imageError = await failure(client.image('abc'))
    expect(imageError.appError.code).toBe('offline')
  })

  it('an image host answering with a web page or 404 → bad-response', async () => {
    const { client } = await ready()
    const missing = await failure(client.image('no-such-picture'))
    expect(missing.appError).toMatchObject({ code: 'bad-response', status: 404 })
    h.demo.knobs.injectFault({ kind: 'html-200', match: '/image' })
    const html = await failure(client.image('anything'))
    expect(html.appError.code).toBe('bad-response')
  })
})

describe('a redirecting service is not followed', () => {
  let server: Server
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('a 302 to elsewhere is reported as a bad answer, never followed', async () => {
    let hits = 0
    server = createServer((_, res) => {
      hits++
      res.writeHead(302, { Location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/elsewhere` })
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const { session } = makeClient(h)
    const client = new CatalogClient({
      baseUrl: h.demo.baseUrl,
      imageBaseUrl: `http://127.0.0.1:${port}`,
      session,
      send: fetchSend,
      timeoutMs: 2_000
    })
    const error = await failure(client.image('anything'))
    expect(error.appError).toMatchObject({ code: 'bad-response', status: 302 })
    expect(hits).toBe(1)
  })
})
