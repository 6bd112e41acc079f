/**
 * Browser mode: the same core runtime, the contract over HTTP on loopback instead of IPC.
 *
 *   GET  /…            the built renderer (out/renderer), with the renderer's CSP as a header
 *   POST /ipc/<channel> JSON body → dispatcher → JSON Result   (header X-Parts-Desk-Key);
 *                       the page aborting its fetch closes the connection, which aborts the call
 *   GET  /events?k=…    Server-Sent Events, one `event:` per contract event
 *
 * Guards: bound to 127.0.0.1 only; a per-run secret on every API call; Host must be ours (DNS
 * rebinding) and Origin, when sent, must be ours (other local pages).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { EVENT_CHANNELS } from '../shared/contract'
import { decodeWire, encodeWire } from '../shared/wire-codec'
import type { AppRuntime } from '../main/core/runtime-types'
import { createDispatcher } from '../main/ipc/dispatcher'
import { contentSecurityPolicy } from '../main/window-policy'
import { EventStreamHub } from './event-stream'
import { checkSameHost, checkSecret, type GuardVerdict } from './request-guards'
import { contentTypeOf, resolveStaticFile, sendStaticFile } from './static-files'

export const KEY_HEADER = 'x-parts-desk-key'
export const MAX_BODY_BYTES = 1024 * 1024
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

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

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

async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > limit) throw new HttpError(413, 'Request body too large.')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new HttpError(413, 'Request body too large.')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
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

  async function handleIpc(request: IncomingMessage, response: ServerResponse, channel: string): Promise<void> {
    if (refuse(response, checkSameHost(request, hostHeader, origin))) return
    const key = request.headers[KEY_HEADER]
    if (refuse(response, checkSecret(typeof key === 'string' ? key : undefined, secret))) return
    let input: unknown
    try {
      input = decodeWire(await readBody(request, MAX_BODY_BYTES))
    } catch (error) {
      if (error instanceof HttpError) return sendText(response, error.status, error.message)
      return sendText(response, 400, 'Body is not valid JSON.')
    }
    // Cancellation: the page aborts its fetch, the connection closes before we answered, and the
    // handler's signal aborts (a queued request is dropped, one on the wire to the service aborted).
    const call = new AbortController()
    const onClose = () => {
      if (!response.writableFinished) call.abort()
    }
    response.once('close', onClose)
    let result: unknown
    try {
      result = await dispatch(channel, input, call.signal)
    } finally {
      response.off('close', onClose)
    }
    if (call.signal.aborted || response.destroyed) return
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store'
    })
    response.end(encodeWire(result))
  }

  function handleEvents(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (refuse(response, checkSameHost(request, hostHeader, origin))) return
    // EventSource cannot set headers, so the key travels in the query string (same origin only).
    if (refuse(response, checkSecret(url.searchParams.get('k'), secret))) return
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
    if (url.pathname.startsWith('/ipc/')) {
      if (method !== 'POST') return sendText(response, 405, 'Use POST.')
      // Channel names are plain ASCII; anything else simply is not a channel and the dispatcher says so.
      return handleIpc(request, response, url.pathname.slice('/ipc/'.length))
    }
    if (method !== 'GET' && method !== 'HEAD') return sendText(response, 405, 'Method not allowed.')
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    }
  }
}
