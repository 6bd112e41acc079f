/**
 * Browser mode: the same core runtime, the contract over a loopback WebSocket instead of IPC.
 *
 *   GET /…            the built renderer (out/renderer), with the renderer's CSP as a header
 *   GET /ipc?k=…      WebSocket: every contract call of the page, one message each way
 *                     (call-socket.ts; a cancel message or the socket closing aborts calls);
 *                     without an upgrade the same checks, then 426
 *   GET /events?k=…   Server-Sent Events, one `event:` per contract event
 *
 * Guards: bound to 127.0.0.1 only; a per-run secret on the call socket and the event stream;
 * Host must be ours (DNS rebinding) and Origin, when sent, must be ours (other local pages).
 * Neither the secret nor a query string is ever logged.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CALL_SOCKET_PATH } from '../shared/call-socket-protocol'
import { EVENT_CHANNELS } from '../shared/contract'
import type { AppRuntime } from '../main/core/runtime-types'
import { createDispatcher } from '../main/ipc/dispatcher'
import { contentSecurityPolicy } from '../main/window-policy'
import { createCallSocketServer } from './call-socket'
import { EventStreamHub } from './event-stream'
import { checkSameHost, checkSecret, type GuardVerdict } from './request-guards'
import { contentTypeOf, resolveStaticFile, sendStaticFile } from './static-files'

const LOOPBACK = '127.0.0.1'

export interface WebHostOptions {
  runtime: AppRuntime
  /** The built renderer: out/renderer. */
  rendererDir: string
  /** 0 (default) picks a free port. */
  port?: number
  /** Defaults to 32 random bytes; tests pass their own. */
  secret?: string
  log?: (message: string) => void
}

export interface WebHost {
  /** Open this in a browser: it carries the secret, which the page moves into sessionStorage. */
  url: string
  origin: string
  secret: string
  close(): Promise<void>
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': contentSecurityPolicy({ delivery: 'header' }),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin'
} as const

function sendText(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store'
  })
  response.end(message)
}

function refuse(response: ServerResponse, verdict: GuardVerdict): verdict is Extract<GuardVerdict, { ok: false }> {
  if (verdict.ok) return false
  sendText(response, verdict.status, verdict.reason)
  return true
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { runtime, rendererDir } = options
  const log = options.log ?? console.error
  const secret = options.secret ?? randomBytes(32).toString('base64url')
  const dispatch = createDispatcher(runtime.handlers, log)
  const hub = new EventStreamHub()
  // Set once listening: the guards compare against the real port.
  let hostHeader = ''
  let origin = ''

  // The browser's WebSocket and EventSource cannot set headers, so their key travels in the
  // query string (same origin only: the page's own address never carries it after the first load).
  function checkKeyed(request: IncomingMessage, url: URL): GuardVerdict {
    const sameHost = checkSameHost(request, hostHeader, origin)
    return sameHost.ok ? checkSecret(url.searchParams.get('k'), secret) : sameHost
  }

  const calls = createCallSocketServer({ dispatch, check: checkKeyed, log })

  /** The page asks this only when its socket would not open: 401/403 tell a refused key from a stopped host. */
  function handleCallProbe(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (refuse(response, checkKeyed(request, url))) return
    response.setHeader('Upgrade', 'websocket')
    sendText(response, 426, 'Open this address as a WebSocket.')
  }

  function handleEvents(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (refuse(response, checkKeyed(request, url))) return
    hub.attach(response, SECURITY_HEADERS)
  }

  async function handleStatic(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (refuse(response, checkSameHost(request, hostHeader, origin))) return
    const file = await resolveStaticFile(rendererDir, url.pathname)
    const notFound = () => sendText(response, 404, 'Not found.')
    if (!file) return notFound()
    await sendStaticFile(response, file, {
      headers: {
        ...SECURITY_HEADERS,
        'Content-Type': contentTypeOf(file),
        // index.html names the hashed bundles: never cache it; the bundles themselves are immutable.
        'Cache-Control': file.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable'
      },
      headOnly: request.method === 'HEAD',
      notFound,
      log
    })
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://placeholder')
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') return sendText(response, 405, 'Method not allowed.')
    if (url.pathname === CALL_SOCKET_PATH) return handleCallProbe(request, response, url)
    if (url.pathname === '/events') return handleEvents(request, response, url)
    return handleStatic(request, response, url)
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(
        `[web] ${request.method} ${request.url?.split('?')[0]} failed: ${error instanceof Error ? error.message : String(error)}`
      )
      if (!response.headersSent) sendText(response, 500, 'Internal error.')
      else response.destroy()
    })
  })
  server.on('upgrade', (request, socket, head) => calls.upgrade(request, socket, head))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, LOOPBACK, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  hostHeader = `${LOOPBACK}:${port}`
  origin = `http://${hostHeader}`

  const unsubscribers = EVENT_CHANNELS.map((channel) =>
    runtime.events.on(channel, (payload) => hub.send(channel, payload))
  )

  return {
    url: `${origin}/?k=${encodeURIComponent(secret)}`,
    origin,
    secret,
    async close() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      hub.close()
      calls.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    }
  }
}
