import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path and query exactly as received (the permanent token would show up here). */
  url: string
  headers: IncomingMessage['headers']
}

export type Route = (req: IncomingMessage, res: ServerResponse) => void

export interface HostileService {
  /** http://127.0.0.1:<port> */
  url: string
  /** Every request this listener received, in order. */
  requests: RecordedRequest[]
  /** Serves `path` (matched as a prefix of the pathname) with `route` from now on. */
  route(path: string, route: Route): void
  close(): Promise<void>
}

const TOKENS = JSON.stringify({
  success: true,
  result: { access_token: 'access.jwt.x', refresh_token: 'refresh.jwt.x', expires_in: 60 }
})

/**
 * A catalog service on loopback that signs anyone in and answers the rest however a test says:
 * the stand-in for a broken or hostile service, and a recorder of everything it is sent.
 */
export async function startHostileService(): Promise<HostileService> {
  const requests: RecordedRequest[] = []
  const routes = new Map<string, Route>()
  const sockets = new Set<Socket>()
  routes.set('/auth/', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(TOKENS)
  })
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const match = [...routes.keys()].filter((prefix) => path.startsWith(prefix)).sort((a, b) => b.length - a.length)[0]
    if (match === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      res.end('no route')
      return
    }
    routes.get(match)!(req, res)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (path, route) => void routes.set(path, route),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

/**
 * Writes `total` bytes of `chunk` repeats with back-pressure, as a server streaming a huge
 * answer would. Resolves with how many bytes went out before the client hung up (or all of them).
 */
export function streamRepeated(res: ServerResponse, chunk: Buffer, total: number): Promise<number> {
  return new Promise((resolve) => {
    let written = 0
    let stopped = false
    res.on('close', () => {
      stopped = true
      resolve(written)
    })
    const pump = () => {
      while (!stopped && written < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - written))
        written += piece.length
        if (!res.write(piece)) return void res.once('drain', pump)
      }
      if (!stopped) res.end()
    }
    pump()
  })
}
