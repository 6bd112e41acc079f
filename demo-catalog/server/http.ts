import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { DemoClock } from '../types'

const jsonRewrites = new WeakMap<ServerResponse, (body: string) => string>()

/** Rewrite faults (server/answer-rewrites.ts): every JSON answer on `res` goes through `rewrite`. */
export function rewriteJsonOf(res: ServerResponse, rewrite: (body: string) => string): void {
  jsonRewrites.set(res, rewrite)
}

/** JSON response with an explicit length (clients may check it, truncation faults rely on it). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: string | object,
  headers: Record<string, string> = {}
): void {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  const text = jsonRewrites.get(res)?.(raw) ?? raw
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers
  })
  res.end(text)
}

/** Spec 2.3 shape, also used (with other codes) for 404/405 so every non-2xx body is uniform. */
export function errorBody(clock: DemoClock, status: number, path: string, method: string, message: string): object {
  return { statusCode: status, timestamp: new Date(clock.now()).toISOString(), path, method, message }
}

export function readBody(req: IncomingMessage, limit = 1 << 20): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > limit) {
        resolve(undefined)
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(undefined))
  })
}

/** An http.Server that remembers its sockets and stall timers so close() is prompt. */
export class TrackedServer {
  readonly server: Server
  private readonly sockets = new Set<Socket>()
  private readonly timers = new Set<NodeJS.Timeout>()

  constructor(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    this.server = createServer({ keepAliveTimeout: 5000 }, handler)
    this.server.on('connection', (s) => {
      this.sockets.add(s)
      s.on('close', () => this.sockets.delete(s))
    })
  }

  holdTimer(timer: NodeJS.Timeout | undefined): void {
    if (!timer) return
    this.timers.add(timer)
    timer.unref?.()
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, host, () => {
        this.server.off('error', reject)
        const addr = this.server.address()
        resolve(typeof addr === 'object' && addr ? addr.port : port)
      })
    })
  }

  close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      for (const s of this.sockets) s.destroy()
      this.sockets.clear()
    })
  }
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve()
}
