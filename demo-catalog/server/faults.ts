import type { IncomingMessage, ServerResponse } from 'node:http'
import { rng, type Rng } from '../data/random'
import type { FaultKind, FaultRule } from '../types'

// Failure modes a real network path produces (proxies, captive portals, resets, stalls).
// Rules are checked in insertion order; the first matching rule that fires wins.

interface ActiveRule {
  rule: FaultRule
  remaining: number
}

export class FaultInjector {
  private rules: ActiveRule[] = []
  private readonly random: Rng

  constructor(seed: number) {
    this.random = rng(seed ^ 0x5eed)
  }

  add(rule: FaultRule): void {
    this.rules.push({ rule, remaining: rule.count ?? Number.POSITIVE_INFINITY })
  }

  clear(): void {
    this.rules = []
  }

  /** The fault for this request, if any (consumes one use of a counted rule). */
  take(path: string): FaultRule | undefined {
    for (const active of this.rules) {
      if (active.remaining <= 0) continue
      if (active.rule.match !== undefined && !path.startsWith(active.rule.match)) continue
      const rate = active.rule.rate ?? 1
      if (rate < 1 && this.random.next() >= rate) continue
      active.remaining--
      return active.rule
    }
    return undefined
  }
}

const PROXY_PAGE = `<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><center><h1>503 Service Unavailable</h1></center><hr><center>nginx</center></body></html>`
const PORTAL_PAGE = `<!DOCTYPE html><html><head><title>Wi-Fi login</title></head><body><h1>Welcome to Garage-WiFi</h1><form method="post" action="/login"><input name="room"><button>Connect</button></form></body></html>`

/**
 * Plays the fault on the wire. Returns the status written (0 when no response line is sent).
 * `onStall` registers the stalled socket so close() can destroy it promptly.
 */
export function playFault(
  rule: FaultRule,
  req: IncomingMessage,
  res: ServerResponse,
  onStall: (timer: NodeJS.Timeout | undefined) => void
): number {
  const send = (status: number, type: string, body: string): number => {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store'
    })
    res.end(body)
    return status
  }
  const kind: FaultKind = rule.kind
  switch (kind) {
    case 'http-500':
      return send(
        500,
        'application/json; charset=utf-8',
        JSON.stringify({ statusCode: 500, message: 'Internal Server Error' })
      )
    case 'http-503-html':
      return send(503, 'text/html; charset=utf-8', PROXY_PAGE)
    case 'html-200':
      return send(200, 'text/html; charset=utf-8', PORTAL_PAGE)
    case 'malformed-json':
      return send(
        200,
        'application/json; charset=utf-8',
        '{"success":true,"result":{"lists":[{"code":"010","title":"Eng'
      )
    case 'missing-result':
      return send(200, 'application/json; charset=utf-8', '{"success":true}')
    case 'truncated': {
      const body = JSON.stringify({ success: true, result: { info: { type: 'info', text: 'x'.repeat(2048) } } })
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body)
      })
      res.write(body.slice(0, Math.floor(body.length / 3)), () => req.socket.destroy())
      return 200
    }
    case 'reset':
      req.socket.destroy()
      return 0
    case 'stall': {
      // keep the socket open and silent; destroy after stallMs if given
      const timer = rule.stallMs !== undefined ? setTimeout(() => req.socket.destroy(), rule.stallMs) : undefined
      onStall(timer)
      return 0
    }
  }
}
