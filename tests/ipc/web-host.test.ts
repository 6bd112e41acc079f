import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectionStatus, EventMap } from '../../electron/shared/contract'
import { fail, ok, type Result } from '../../electron/shared/result'
import { BYTES_IN_ANSWER, decodeWire } from '../../electron/shared/wire-codec'
import { MAX_CALL_MESSAGE_BYTES } from '../../electron/shared/call-socket-protocol'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { sendStaticFile } from '../../electron/web/static-files'
import { openCallSocket, upgradeStatus } from '../support/call-socket-client'

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
const logged: string[] = []

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
  host = await startWebHost({ runtime: canned.runtime, rendererDir, secret, log: (message) => logged.push(message) })
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
    expect(await upgradeStatus(host, { headers: { Host: `localhost:${port}` } })).toBe(403)
    expect(await upgradeStatus(host, { headers: { Host: `evil.example:${port}` } })).toBe(403)
    expect(await upgradeStatus(host)).toBe(101)
  })
})

describe('browser-mode host: contract over the call socket', () => {
  it('answers a call with the handler’s Result', async () => {
    const client = await openCallSocket(host)
    expect(await client.call(1, 'catalog.vin', { vin: 'ABC', lang: 'en' })).toEqual(
      ok({ result: { vehicle: { name: 'Car ABC', qMainGroup: 'q1' } }, catalog: 'c1', fetchedAt: 1 })
    )
    // A call without input: the message has no `input` at all.
    expect(((await client.call(2, 'app.info')) as Result<{ mode: string }>).ok).toBe(true)
    client.socket.close()
  })

  it('answers calls under way in the order they finish, each by its id', async () => {
    const client = await openCallSocket(host)
    const answers = await Promise.all([
      client.call(7, 'catalog.vin', { vin: 'A', lang: 'en' }),
      client.call(3, 'catalog.vin', { vin: 'B', lang: 'en' }),
      client.call(5, 'connection.probe')
    ])
    expect(answers).toMatchObject([
      { ok: true, value: { result: { vehicle: { name: 'Car A' } } } },
      { ok: true, value: { result: { vehicle: { name: 'Car B' } } } },
      { ok: true, value: { state: 'online' } }
    ])
    client.socket.close()
  })

  it('needs the key before upgrading: missing → 401, wrong → 403', async () => {
    expect(await upgradeStatus(host, { key: null })).toBe(401)
    expect(await upgradeStatus(host, { key: 'nope' })).toBe(403)
    expect(await upgradeStatus(host, { key: `${secret}x` })).toBe(403)
    expect(await upgradeStatus(host, { key: secret })).toBe(101)
  })

  it('refuses other origins before upgrading even with the right key, and accepts its own', async () => {
    // A WebSocket is not subject to CORS: the Origin check is what keeps other local pages out.
    expect(await upgradeStatus(host, { headers: { Origin: 'http://127.0.0.1:1' } })).toBe(403)
    expect(await upgradeStatus(host, { headers: { Origin: 'null' } })).toBe(403)
    expect(await upgradeStatus(host, { headers: { Origin: 'http://localhost' } })).toBe(403)
    expect(await upgradeStatus(host, { headers: { Origin: host.origin } })).toBe(101)
  })

  it('upgrades nowhere but /ipc', async () => {
    expect(await upgradeStatus(host, { path: '/events' })).toBe(404)
    expect(await upgradeStatus(host, { path: '/' })).toBe(404)
    expect(await upgradeStatus(host, { path: '/ipc/app.info' })).toBe(404)
  })

  it('answers the page’s probe without an upgrade with the same checks: 401/403, or 426 for the right key', async () => {
    const hostHeader = { Host: new URL(host.origin).host }
    expect((await send(host, 'GET', '/ipc', hostHeader)).status).toBe(401)
    expect((await send(host, 'GET', '/ipc?k=wrong', hostHeader)).status).toBe(403)
    expect((await send(host, 'GET', `/ipc?k=${secret}`, { ...hostHeader, Origin: 'http://127.0.0.1:1' })).status).toBe(
      403
    )
    const right = await send(host, 'GET', `/ipc?k=${secret}`, { ...hostHeader, Origin: host.origin })
    expect(right.status).toBe(426)
    expect(right.body).not.toContain(secret)
    // The HTTP path for calls is gone.
    expect((await send(host, 'POST', '/ipc/app.info', hostHeader)).status).toBe(405)
  })

  it('validates input through the dispatcher', async () => {
    const client = await openCallSocket(host)
    expect(await client.call(1, 'catalog.vin', { vin: 'ABC', lang: 'xx' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' }
    })
    expect(await client.call(2, 'process.exit')).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    // An id but no channel name: answered as an unknown request.
    client.socket.send(JSON.stringify({ id: 3, channel: 42 }))
    expect(await client.next()).toEqual({ id: 3, result: fail('invalid-input', 'Unknown request.') })
    client.socket.close()
  })

  it('ignores messages it cannot answer, logs that once without their text, and keeps serving the socket', async () => {
    const client = await openCallSocket(host)
    logged.length = 0
    client.socket.send('{not json')
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true })
    client.socket.send(JSON.stringify({ channel: 'app.info' })) // no id
    client.socket.send(JSON.stringify({ id: -1, channel: 'app.info' }))
    client.socket.send(JSON.stringify({ id: 1.5, channel: 'app.info' }))
    client.socket.send(JSON.stringify([1, 2]))
    client.socket.send(JSON.stringify({ cancel: 999 })) // nothing under way with that id
    client.socket.send('null')
    // Messages are handled in order: an answer to any of the above would have come before this one.
    expect(await client.call(9, 'app.info')).toMatchObject({ ok: true })
    expect(client.received).toHaveLength(1)
    expect(logged.filter((line) => line.includes('ignored a call-socket message'))).toHaveLength(1)
    expect(logged.join('\n')).not.toContain('not json')
    expect(logged.join('\n')).not.toContain(secret)
    expect(client.socket.readyState).toBe(client.socket.OPEN)
    client.socket.close()
  })

  it('closes a socket whose message is over 1 MB (1009) and keeps serving others', async () => {
    const client = await openCallSocket(host)
    client.socket.send(
      JSON.stringify({ id: 1, channel: 'catalog.vin', input: { vin: 'x'.repeat(MAX_CALL_MESSAGE_BYTES) } })
    )
    expect(await client.closed).toBe(1009)
    const other = await openCallSocket(host)
    expect(await other.call(1, 'app.info')).toMatchObject({ ok: true })
    other.socket.close()
  })

  it('carries image bytes as Uint8Array through JSON', async () => {
    const client = await openCallSocket(host)
    const result = (await client.call(
      1,
      'catalog.image',
      { qImage: 'img-1' },
      BYTES_IN_ANSWER['catalog.image']
    )) as Result<{
      contentType: string
      bytes: Uint8Array
    }>
    if (!result.ok) throw new Error(result.error.message)
    expect(result.value.bytes).toBeInstanceOf(Uint8Array)
    expect(Buffer.from(result.value.bytes).equals(Buffer.from(canned.image))).toBe(true)
    client.socket.close()
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
