import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface ProxyOptions {
  /** Origin to forward to, e.g. the demo catalog's baseUrl. */
  upstream: string
  /** Added before each request is forwarded (a slow network). */
  latencyMs?: number
}

/** Rewrites one JSON answer on its way back; return undefined to leave it as it came. */
export type JsonRewrite = (url: URL, body: unknown) => unknown

export interface CatalogProxy {
  url: string
  setLatency(ms: number): void
  setRewrite(rewrite: JsonRewrite | null): void
  close(): Promise<void>
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host'])

/**
 * A loopback proxy in front of the demo catalog, for what its knobs cannot do: add latency in
 * front of a catalog running in another process, and change one section's answer (the service
 * published a new revision). Everything else passes through byte for byte, and an upstream that
 * drops the connection drops the client's too, so the demo's fault knobs still look real.
 */
export async function startCatalogProxy(options: ProxyOptions): Promise<CatalogProxy> {
  let latencyMs = options.latencyMs ?? 0
  let rewrite: JsonRewrite | null = null
  const sockets = new Set<Socket>()
  const upstream = new URL(options.upstream)

  const server: Server = createServer((req, res) => {
    const forward = (body: Buffer) => {
      const target = new URL(req.url ?? '/', upstream)
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
      )
      const outgoing = request(
        target,
        { method: req.method, headers: { ...headers, 'content-length': String(body.length) } },
        (answer: IncomingMessage) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('error', () => req.socket.destroy())
          answer.on('aborted', () => req.socket.destroy())
          answer.on('end', () => {
            if (!answer.complete) return req.socket.destroy()
            let payload = Buffer.concat(chunks)
            const type = String(answer.headers['content-type'] ?? '')
            if (rewrite && type.includes('application/json')) {
              try {
                const changed = rewrite(target, JSON.parse(payload.toString('utf8')))
                if (changed !== undefined) payload = Buffer.from(JSON.stringify(changed))
              } catch {
                // Not JSON after all (a fault knob's cut-off body): pass it on unchanged.
              }
            }
            const out = Object.fromEntries(
              Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
            )
            res.writeHead(answer.statusCode ?? 502, { ...out, 'content-length': String(payload.length) })
            res.end(payload)
          })
        }
      )
      outgoing.on('error', () => req.socket.destroy())
      outgoing.end(body)
    }
    const body: Buffer[] = []
    req.on('data', (chunk: Buffer) => body.push(chunk))
    req.on('end', () => {
      const go = () => forward(Buffer.concat(body))
      if (latencyMs > 0) setTimeout(go, latencyMs)
      else go()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setLatency: (ms) => (latencyMs = Math.max(0, ms)),
    setRewrite: (next) => (rewrite = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
