import type { ServerResponse } from 'node:http'
import { encodeWire } from '../shared/wire-codec'

// Proxies and some browsers drop idle streams; a comment line every so often keeps it open.
const KEEP_ALIVE_MS = 25_000

/**
 * Server-Sent Events fan-out: every connected tab receives every runtime event.
 *
 * Contract events are states (the latest one is what counts), so a tab that connects, or
 * reconnects, is sent the latest of each at once. Without it, a change between the tab's
 * `app.info` snapshot and its stream opening was lost, and the header said "online" for good
 * while main knew it was offline (main only sends changes).
 */
export class EventStreamHub {
  private readonly clients = new Set<ServerResponse>()
  /** The latest line sent per event, replayed to tabs that connect later. */
  private readonly latest = new Map<string, string>()
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
    for (const line of this.latest.values()) response.write(line)
    this.clients.add(response)
    response.on('close', () => this.clients.delete(response))
  }

  send(event: string, payload: unknown): void {
    // encodeWire output is single-line JSON, so one `data:` line is enough.
    const line = `event: ${event}\ndata: ${encodeWire(payload ?? null)}\n\n`
    this.latest.set(event, line)
    this.write(line)
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
