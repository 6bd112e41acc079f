import type { ServerResponse } from 'node:http'
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CatalogClient } from '../../electron/main/core/client/catalog-client'
import { IMAGE_BUDGET, SECTION_BUDGET, type BodyBudget } from '../../electron/main/core/http/body-budget'
import { fetchSend } from '../../electron/main/core/http/http-transport'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { AuthSession } from '../../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../../electron/main/core/session/refresh-token-store'
import { AppFailure } from '../../electron/shared/result'
import { startHostileService, streamRepeated, type HostileService } from '../support/hostile-service'
import { measureGrowth, measureOnce, mib, type Growth } from '../support/memory-probe'

/**
 * The answers of issue 11's review, played by a real HTTP server on loopback: an 80 MiB chunked
 * answer, an 80 KB body that inflates to 80 MiB (gzip, deflate, br), a lying Content-Length and an
 * endless picture. Each must end in a plain-words error with memory growth under twice the budget.
 */
const MiB = 1024 * 1024
const BOMB_SIZE = 80 * MiB

/** 80 MiB of one JSON-looking byte, compressed once, in 1 MiB slices so building it stays small. */
function compressedBomb(compress: (input: Buffer) => Buffer): Buffer {
  // Zeros compress best; a quote-free filler keeps the decoded text looking like the start of JSON.
  const whole = Buffer.alloc(BOMB_SIZE, 0x20)
  whole.write('{"success":true,"result":{"x":"')
  const packed = compress(whole)
  return packed
}
const bombs = {
  gzip: compressedBomb((input) => gzipSync(input, { level: 9 })),
  deflate: compressedBomb((input) => deflateSync(input, { level: 9 })),
  // br with the 4 MiB window most encoders use; a bigger window is refused outright (below).
  br: compressedBomb((input) =>
    brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 22 } })
  )
}

let service: HostileService
beforeEach(async () => {
  service = await startHostileService()
})
afterEach(async () => {
  await service.close()
})

function clientFor(service: HostileService, timeoutMs = 10_000): CatalogClient {
  const session = new AuthSession({
    baseUrl: service.url,
    userId: 'u',
    userToken: 't',
    send: fetchSend,
    store: new RefreshTokenStore(new MemoryVault(), Date.now),
    monotonicNow: () => performance.now(),
    timeoutMs
  })
  return new CatalogClient({
    baseUrl: service.url,
    imageBaseUrl: service.url,
    session,
    send: fetchSend,
    timeoutMs,
    retry: { retries: 2, baseDelayMs: 1 }
  })
}

async function failureOf(promise: Promise<unknown>): Promise<AppFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(AppFailure)
  return error as AppFailure
}

function report(what: string, budget: BodyBudget, growth: Growth) {
  console.log(
    `[memory] ${what}: live +${mib(growth.liveBytes)}, with uncollected garbage +${mib(growth.withGarbageBytes)}, rss +${mib(growth.rssBytes)} (budget ${mib(budget.maxBytes)})`
  )
}

/**
 * What main holds stays under twice the budget. Counting garbage V8 has not collected yet, a
 * plain answer reaches about twice the budget (node allocates each socket read and copies the body
 * out of it); it must still stay far from the 80 MiB the answer is.
 */
function expectBounded(growth: Growth, budget: BodyBudget) {
  expect(growth.liveBytes).toBeLessThan(2 * budget.maxBytes)
  expect(growth.withGarbageBytes).toBeLessThan(2.5 * budget.maxBytes)
}

describe('a section answer far over the budget', () => {
  it('an 80 MiB chunked answer is stopped at the budget, with a message a mechanic understands', async () => {
    let sent = 0
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }) // no Content-Length: chunked
      res.write('{"success":true,"result":{"x":"')
      void streamRepeated(res, Buffer.alloc(64 * 1024, 0x61), BOMB_SIZE).then((n) => (sent = n))
    })
    const client = clientFor(service)
    const { outcome, growth } = await measureGrowth(() => failureOf(client.section({ q: 'q', lang: 'en' })))
    report('chunked 80 MiB section', SECTION_BUDGET, growth)
    expect(outcome.appError.code).toBe('bad-response')
    expect(outcome.message).toMatch(/far more data than any catalog page has, so it was stopped/)
    expectBounded(growth, SECTION_BUDGET)
    // Stopped, not retried: one /api/q per run (the probe runs the work twice), cut off long before 80 MiB.
    expect(service.requests.filter((r) => r.url.startsWith('/api/q'))).toHaveLength(2)
    await expect.poll(() => sent).toBeGreaterThan(0)
    expect(sent).toBeLessThan(BOMB_SIZE / 2)
  })

  for (const [encoding, body] of Object.entries(bombs)) {
    it(`a ${mib(body.length)} ${encoding} body inflating to 80 MiB is counted after decompression and stopped`, async () => {
      expect(body.length).toBeLessThan(200 * 1024)
      service.route('/api/q', (_req, res) => {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Encoding': encoding,
          'Content-Length': body.length // honest on the wire; only the decoded size is a bomb
        })
        res.end(body)
      })
      const client = clientFor(service)
      const { outcome, growth } = await measureGrowth(() => failureOf(client.section({ q: 'q', lang: 'en' })))
      report(`${encoding} bomb (${mib(body.length)} → 80 MiB)`, SECTION_BUDGET, growth)
      expect(outcome.message).toMatch(/far more data than any catalog page has/)
      expectBounded(growth, SECTION_BUDGET)
      // Decoded output goes straight into the answer: no second copy, not even as garbage.
      expect(growth.withGarbageBytes).toBeLessThan(1.5 * SECTION_BUDGET.maxBytes)
    })
  }

  it('a br answer with a window larger than 4 MiB is refused before anything is unpacked', async () => {
    const wide = brotliCompressSync(Buffer.alloc(MiB, 0x20), {
      params: { [constants.BROTLI_PARAM_LGWIN]: 24 }
    })
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' })
      res.end(wide)
    })
    const error = await failureOf(clientFor(service).section({ q: 'q', lang: 'en' }))
    expect(error.appError.code).toBe('bad-response')
    expect(error.message).toMatch(/needs too much memory to unpack/)
  })

  it('asks only for gzip and deflate, and refuses codings it cannot unpack', async () => {
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' })
      res.end('whatever')
    })
    const error = await failureOf(clientFor(service).section({ q: 'q', lang: 'en' }))
    expect(error.message).toMatch(/packed in a way Parts Desk cannot read \(zstd\)/)
    expect(service.requests.at(-1)?.headers['accept-encoding']).toBe('gzip, deflate')
  })

  it('closes the connection of a coding it refuses at once, not at the time-out', async () => {
    let closed = false
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' })
      res.write('the start of a body that never ends')
      res.on('close', () => (closed = true))
    })
    const error = await failureOf(clientFor(service, 60_000).section({ q: 'q', lang: 'en' }))
    expect(error.message).toMatch(/cannot read \(zstd\)/)
    await expect.poll(() => closed, { timeout: 5_000 }).toBe(true)
  })

  it('a damaged gzip answer is a bad answer, not a dropped connection', async () => {
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end(Buffer.concat([gzipSync('{"success":true}').subarray(0, 12), Buffer.from('not gzip at all')]))
    })
    const error = await failureOf(clientFor(service).section({ q: 'q', lang: 'en' }))
    expect(error.appError.code).toBe('bad-response')
    expect(error.message).toMatch(/damaged compressed answer/)
  })

  it('the probe is able to see growth: reading the same gzip bomb whole grows far past the limit', async () => {
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end(bombs.gzip)
    })
    const { outcome, growth } = await measureOnce(async () => {
      const whole = await (await fetch(`${service.url}/api/q`)).arrayBuffer()
      return whole.byteLength
    }, false)
    console.log(`[memory] control: fetch + arrayBuffer() of the gzip bomb: +${mib(growth)}`)
    expect(outcome).toBe(BOMB_SIZE)
    expect(growth).toBeGreaterThan(2.5 * SECTION_BUDGET.maxBytes)
  })

  it('a Content-Length over the budget is refused at once, without waiting for the body', async () => {
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 100 * MiB })
      res.write('{"success":true,') // …and then nothing: a client that waited would time out
    })
    const client = clientFor(service, 5_000)
    const started = performance.now()
    const error = await failureOf(client.section({ q: 'q', lang: 'en' }))
    expect(error.message).toMatch(/far more data than any catalog page has/)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('a compressed page under the budget still reads normally', async () => {
    const parts = Array.from({ length: 2_000 }, (_, i) => ({ number: `P-${i}`, q_partinfo: 'x'.repeat(1_500) }))
    const page = Buffer.from(JSON.stringify({ success: true, result: { node: { name: 'BIG', parts } } }))
    expect(page.length).toBeGreaterThan(2.5 * MiB) // a real-sized giant page, below the 8 MiB budget
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' })
      res.end(brotliCompressSync(page))
    })
    const answer = await clientFor(service).section({ q: 'q', lang: 'en' })
    expect((answer.result.node as { parts: unknown[] }).parts).toHaveLength(2_000)
  })
})

describe('what the transport hands on', () => {
  it('is a plain Uint8Array owning exactly its bytes: no Buffer, no view on shared memory', async () => {
    const page = Buffer.from(JSON.stringify({ success: true, result: { lists: [{ q: 'a', title: 'ENGINE' }] } }))
    service.route('/small', (_req, res) => res.end(page))
    service.route('/gzip', (_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip' })
      res.end(gzipSync(Buffer.alloc(300_000, 0x61)))
    })
    for (const path of ['/small', '/gzip']) {
      const { body } = await fetchSend({
        method: 'GET',
        url: service.url + path,
        timeoutMs: 5_000,
        budget: SECTION_BUDGET
      })
      // A Buffer would reach the browser-mode wire as {type, data}; a view would carry its whole pool.
      expect(Buffer.isBuffer(body), path).toBe(false)
      expect(body.byteOffset, path).toBe(0)
      expect(body.buffer.byteLength, path).toBe(body.byteLength)
    }
  })
})

describe('a picture far over the budget', () => {
  it('is stopped during the download, not after it', async () => {
    let sent = -1
    let closedEarly = false
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806000000', 'hex')
    service.route('/image', (_req, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'image/png' })
      res.write(png)
      res.on('close', () => (closedEarly = !res.writableFinished))
      void streamRepeated(res, Buffer.alloc(256 * 1024, 7), 200 * MiB).then((n) => (sent = n))
    })
    const client = clientFor(service)
    const { outcome, growth } = await measureGrowth(() => failureOf(client.image('big')))
    report('endless 200 MiB picture', IMAGE_BUDGET, growth)
    expect(outcome.message).toMatch(/far larger than any parts drawing, so it was stopped after 16 MB/)
    expectBounded(growth, IMAGE_BUDGET)
    await expect.poll(() => sent).toBeGreaterThanOrEqual(0)
    expect(closedEarly).toBe(true)
    // What left the server before the client hung up: the budget plus socket buffers, not 200 MiB.
    expect(sent).toBeLessThan(IMAGE_BUDGET.maxBytes + 16 * MiB)
  })
})
