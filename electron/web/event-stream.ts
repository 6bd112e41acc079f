import type { ServerResponse } from 'node:http'
import { encodeWire } from '../shared/wire-codec'

// Proxies and some browsers drop idle streams; a comment line every so often keeps it open.
const KEEP_ALIVE_MS = 25_000

/** Server-Sent Events fan-out: every connected tab receives every runtime event. */
export class EventStreamHub {
  private readonly clients = new Set<ServerResponse>()
  private readonly keepAlive: NodeJS.Timeout

  constructor() {
    this.keepAlive = setInterval(() => this.write(': keep-alive\n\n'), KEEP_ALIVE_MS)
    this.keepAlive.unref()
  }

  attach(response: ServerResponse, headers: Record<string, string>): void {
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive'
    })
    // Flush the headers now so EventSource fires `open` before the first event.
    response.write(': connected\n\n')
    this.clients.add(response)
    response.on('close', () => this.clients.delete(response))
  }

  send(event: string, payload: unknown): void {
    // encodeWire output is single-line JSON, so one `data:` line is enough.
    this.write(`event: ${event}\ndata: ${encodeWire(payload ?? null)}\n\n`)
  }

  close(): void {
    clearInterval(this.keepAlive)
    for (const client of this.clients) client.end()
    this.clients.clear()
  }

  get size(): number {
    return this.clients.size
  }

  private write(chunk: string): void {
    for (const client of this.clients) client.write(chunk)
  }
}
