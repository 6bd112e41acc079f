import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectionStatus, EventMap } from '../../electron/shared/contract'
import { fail, ok, type Result } from '../../electron/shared/result'
import { BYTES_IN_ANSWER, decodeWire, encodeWire } from '../../electron/shared/wire-codec'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { sendStaticFile } from '../../electron/web/static-files'

/**
 * Transport tests: a hand-made runtime with canned answers is enough here; the contract test
 * and the browser suite run the real runtime and demo catalog.
 */
function cannedRuntime() {
  const listeners = new Set<(status: ConnectionStatus) => void>()
  const image = new Uint8Array(70_000).map((_, index) => (index * 31) % 256)
  const runtime: AppRuntime = {
    handlers: {
      'app.info': async () =>
        ok({
          mode: 'demo',
          version: '1.0.0',
          serviceOrigin: 'http://127.0.0.1:1',
          imageOrigin: 'http://127.0.0.1:2',
          host: 'web',
          connection: { state: 'unknown', since: 0 }
        }),
      'settings.get': async () => fail('server', 'not used'),
      'settings.update': async () => fail('server', 'not used'),
      'catalog.vin': async ({ vin }) =>
        ok({ result: { vehicle: { name: `Car ${vin}`, qMainGroup: 'q1' } }, catalog: 'c1', fetchedAt: 1 }),
      'catalog.section': async () => fail('offline', 'not used'),
      'catalog.image': async () => ok({ contentType: 'image/png', bytes: image }),
      'connection.probe': async () => ok({ state: 'online', since: 1 }),
      'account.test': async () => fail('server', 'not used'),
      'shell.openExternal': async () => ok(undefined),
      'print.print': async () => fail('invalid-input', 'not used'),
      'print.pdf': async () => fail('invalid-input', 'not used'),
      'workshop.settings': async () => fail('invalid-input', 'not used'),
      'workshop.configure': async () => fail('invalid-input', 'not used'),
      'workshop.test': async () => fail('invalid-input', 'not used'),
      'workshop.read': async () => fail('invalid-input', 'not used'),
      'workshop.picture': async () => fail('invalid-input', 'not used'),
      'workshop.push': async () => fail('invalid-input', 'not used'),
      'workshop.missing': async () => fail('invalid-input', 'not used'),
      'workshop.vehicles': async () => fail('invalid-input', 'not used')
    },
    events: {
      on: <E extends keyof EventMap>(_event: E, listener: (payload: EventMap[E]) => void) => {
        const typed = listener as (status: ConnectionStatus) => void
        listeners.add(typed)
        return () => listeners.delete(typed)
      }
    },
    close: async () => undefined
  }
  return { runtime, image, emit: (status: ConnectionStatus) => listeners.forEach((listener) => listener(status)) }
}

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

function send(
  host: WebHost,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string
): Promise<Reply> {
  const { port } = new URL(host.origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() })
      )
    })
    request.on('error', reject)
    request.end(body)
  })
}

const secret = 'test-secret-0123456789'
const dir = mkdtempSync(join(tmpdir(), 'parts-desk-web-'))
const rendererDir = join(dir, 'renderer')
let host: WebHost
let canned: ReturnType<typeof cannedRuntime>
const keyed = () => ({ 'X-Parts-Desk-Key': secret, 'Content-Type': 'application/json' })

beforeAll(async () => {
  mkdirSync(join(rendererDir, 'assets'), { recursive: true })
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>')
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(join(dir, 'outside.txt'), 'must not be served')
  // Links inside the served folder: two point out of it, one to a file inside it.
  symlinkSync(join(dir, 'outside.txt'), join(rendererDir, 'leak.txt'))
  symlinkSync(dir, join(rendererDir, 'up'))
  symlinkSync(join(rendererDir, 'assets', 'app.js'), join(rendererDir, 'alias.js'))
  canned = cannedRuntime()
  host = await startWebHost({ runtime: canned.runtime, rendererDir, secret, log: () => undefined })
})

afterAll(async () => {
  await host.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('browser-mode host: static files', () => {
  it('is reachable on 127.0.0.1 and prints a URL carrying the secret', async () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(host.url).toBe(`${host.origin}/?k=${secret}`)
  })

  it('is not reachable on any other interface', async () => {
    const { port } = new URL(host.origin)
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)
    const targets = ['::1', ...(external ? [external.address] : [])]
    for (const target of targets) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = connect({ host: target, port: Number(port) })
        socket.once('connect', () => (socket.destroy(), resolve('connected')))
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      })
      expect(outcome, target).not.toBe('connected')
    }
  })

  it('serves the renderer with its content type and the CSP header', async () => {
    const index = await send(host, 'GET', '/', { Host: new URL(host.origin).host })
    expect(index.status).toBe(200)
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(index.headers['content-security-policy']).toContain("script-src 'self'")
    expect(index.headers['x-content-type-options']).toBe('nosniff')
    const script = await send(host, 'GET', '/assets/app.js', { Host: new URL(host.origin).host })
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toBe('console.log(1)')
  })

  it('refuses path traversal in every spelling', async () => {
    const hostHeader = { Host: new URL(host.origin).host }
    for (const path of [
      '/../outside.txt',
      '/assets/../../outside.txt',
      '/%2e%2e/outside.txt',
      '/..%2foutside.txt',
      '/..%5coutside.txt',
      '/%00',
      '/assets'
    ]) {
      const reply = await send(host, 'GET', path, hostHeader)
      expect(reply.status, path).toBe(404)
      expect(reply.body).not.toContain('must not be served')
    }
  })

  it('does not follow a symlink out of the folder, and does follow one that stays inside', async () => {
    const hostHeader = { Host: new URL(host.origin).host }
    for (const path of ['/leak.txt', '/up/outside.txt']) {
      const reply = await send(host, 'GET', path, hostHeader)
      expect(reply.status, path).toBe(404)
      expect(reply.body).not.toContain('must not be served')
    }
    const inside = await send(host, 'GET', '/alias.js', hostHeader)
    expect(inside).toMatchObject({ status: 200, body: 'console.log(1)' })
  })

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const { port } = new URL(host.origin)
    expect((await send(host, 'GET', '/', { Host: `evil.example:${port}` })).status).toBe(403)
    expect((await send(host, 'POST', '/ipc/app.info', { ...keyed(), Host: `localhost:${port}` })).status).toBe(403)
  })
})

describe('browser-mode host: contract over HTTP', () => {
  it('answers a call with the handler’s Result', async () => {
    const reply = await send(host, 'POST', '/ipc/catalog.vin', keyed(), encodeWire({ vin: 'ABC', lang: 'en' }))
    expect(reply.status).toBe(200)
    expect(decodeWire(reply.body)).toEqual(
      ok({ result: { vehicle: { name: 'Car ABC', qMainGroup: 'q1' } }, catalog: 'c1', fetchedAt: 1 })
    )
  })

  it('accepts void calls with an empty body', async () => {
    const reply = await send(host, 'POST', '/ipc/app.info', keyed())
    expect((decodeWire(reply.body) as Result<{ mode: string }>).ok).toBe(true)
  })

  it('needs the key: missing → 401, wrong → 403', async () => {
    expect((await send(host, 'POST', '/ipc/app.info', {})).status).toBe(401)
    expect((await send(host, 'POST', '/ipc/app.info', { 'X-Parts-Desk-Key': 'nope' })).status).toBe(403)
    expect((await send(host, 'POST', '/ipc/app.info', { 'X-Parts-Desk-Key': `${secret}x` })).status).toBe(403)
  })

  it('refuses other origins even with the right key, and accepts its own', async () => {
    const foreign = await send(host, 'POST', '/ipc/app.info', { ...keyed(), Origin: 'http://127.0.0.1:1' })
    expect(foreign.status).toBe(403)
    const nullOrigin = await send(host, 'POST', '/ipc/app.info', { ...keyed(), Origin: 'null' })
    expect(nullOrigin.status).toBe(403)
    const own = await send(host, 'POST', '/ipc/app.info', { ...keyed(), Origin: host.origin })
    expect(own.status).toBe(200)
  })

  it('validates input through the dispatcher', async () => {
    const reply = await send(host, 'POST', '/ipc/catalog.vin', keyed(), encodeWire({ vin: 'ABC', lang: 'xx' }))
    expect((decodeWire(reply.body) as Result<unknown>).ok).toBe(false)
    expect(decodeWire(reply.body)).toMatchObject({ error: { code: 'invalid-input' } })
    const unknown = await send(host, 'POST', '/ipc/process.exit', keyed())
    expect(decodeWire(unknown.body)).toMatchObject({ error: { code: 'invalid-input' } })
    expect((await send(host, 'POST', '/ipc/app.info', keyed(), '{not json')).status).toBe(400)
    expect((await send(host, 'GET', '/ipc/app.info', keyed())).status).toBe(405)
  })

  it('refuses bodies over 1 MB with 413', async () => {
    const huge = encodeWire({ vin: 'x'.repeat(1024 * 1024 + 10), lang: 'en' })
    expect((await send(host, 'POST', '/ipc/catalog.vin', keyed(), huge)).status).toBe(413)
  })

  it('carries image bytes as Uint8Array through JSON', async () => {
    const reply = await send(host, 'POST', '/ipc/catalog.image', keyed(), encodeWire({ qImage: 'img-1' }))
    const result = decodeWire(reply.body, BYTES_IN_ANSWER['catalog.image']) as Result<{
      contentType: string
      bytes: Uint8Array
    }>
    if (!result.ok) throw new Error(result.error.message)
    expect(result.value.bytes).toBeInstanceOf(Uint8Array)
    expect(Buffer.from(result.value.bytes).equals(Buffer.from(canned.image))).toBe(true)
  })
})

describe('browser-mode host: events', () => {
  it('needs the key on the event stream', async () => {
    const hostHeader = { Host: new URL(host.origin).host }
    expect((await send(host, 'GET', '/events', hostHeader)).status).toBe(401)
    expect((await send(host, 'GET', '/events?k=wrong', hostHeader)).status).toBe(403)
  })

  /** Opens the event stream and resolves with the first connection event's payload. */
  function firstConnectionEvent(onConnected: () => void = () => undefined): Promise<unknown> {
    const { port } = new URL(host.origin)
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: `/events?k=${secret}` }, (response) => {
        expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          if (text.includes(': connected')) onConnected()
          const data = /event: connection\.changed\ndata: (.+)\n\n/.exec(text)?.[1]
          if (data) {
            request.destroy()
            resolve(decodeWire(data))
          }
        })
      })
      request.on('error', reject)
      request.end()
    })
  }

  it('delivers runtime events as Server-Sent Events', async () => {
    const received = await firstConnectionEvent(() => canned.emit({ state: 'offline', since: 42 }))
    expect(received).toEqual({ state: 'offline', since: 42 })
  })

  it('sends a tab that connects late the latest state at once (a change before its stream opened is not lost)', async () => {
    canned.emit({ state: 'auth-failed', since: 7 })
    expect(await firstConnectionEvent()).toEqual({ state: 'auth-failed', since: 7 })
  })
})

describe('browser-mode host: a file that fails while it is sent', () => {
  it('ends that response and logs it; the server keeps serving', async () => {
    const logged: string[] = []
    const server = createServer((request, response) => {
      // A directory opens fine on Linux and fails on the first read (EISDIR): an error mid-stream.
      const file = request.url === '/broken' ? rendererDir : join(rendererDir, 'index.html')
      void sendStaticFile(response, file, {
        headers: { 'Content-Type': 'text/plain' },
        headOnly: false,
        notFound: () => response.writeHead(404).end(),
        log: (message) => logged.push(message)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
          response.on('error', reject)
        })
        request.on('error', reject)
        request.end()
      })
    try {
      await expect(get('/broken')).rejects.toThrow(/aborted|socket hang up|ECONNRESET/)
      expect(logged.join('\n')).toMatch(/EISDIR/)
      expect(await get('/fine')).toMatchObject({ status: 200, body: '<!doctype html><title>t</title>' })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('a file gone between lookup and sending is a 404, not an empty 200', async () => {
    let status = 0
    const response = { writeHead: (code: number) => (status = code) } as unknown as ServerResponse
    await sendStaticFile(response, join(rendererDir, 'vanished.js'), {
      headers: {},
      headOnly: false,
      notFound: () => void (status = 404),
      log: () => undefined
    })
    expect(status).toBe(404)
  })
})
