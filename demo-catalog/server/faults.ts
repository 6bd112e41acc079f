import type { IncomingMessage, ServerResponse } from 'node:http'
import { rng, type Rng } from '../data/random'
import type { DemoClock, FaultRule, PlayedFaultKind } from '../types'
import { compressionBomb, deepNestingJson, streamOversizeJson } from './hostile-bodies'
import { HOSTILE_SVG, NOT_AN_IMAGE, pixelFloodPng } from './hostile-images'
import { playVendorFailure } from './vendor-failures'
import { UNSTORABLE_BODY } from './unstorable'

// Failure modes a real network path produces (proxies, captive portals, resets, stalls), and the
// answers of a hostile service (oversize, bombs, deep JSON, lying images; issue 11), and the real
// vendor's own failures, mostly sent as HTTP 200 (issue 19, vendor-failures.ts).
// Rules are checked in insertion order; the first matching rule that fires wins.

/** A rule whose fault is played instead of the answer (rewrite faults are answer-rewrites.ts's). */
export type PlayedFault = FaultRule & { kind: PlayedFaultKind }

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
    // Build a bomb when the rule is set, not while a client waits for its first answer.
    if (rule.kind === 'compression-bomb') void compressionBomb(rule.encoding ?? 'gzip', rule.bytes).catch(() => {})
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
 * `onStall` registers the stalled socket so close() can destroy it promptly; `clock` dates bodies.
 */
export function playFault(
  rule: PlayedFault,
  req: IncomingMessage,
  res: ServerResponse,
  onStall: (timer: NodeJS.Timeout | undefined) => void,
  clock: DemoClock
): number {
  const send = (status: number, type: string, body: string | Buffer): number => {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store'
    })
    res.end(body)
    return status
  }
  const kind: PlayedFaultKind = rule.kind
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
    case 'chunked-oversize':
      streamOversizeJson(res, rule.bytes)
      return 200
    case 'compression-bomb':
      sendBomb(res, rule.encoding ?? 'gzip', rule.bytes)
      return 200
    case 'deep-nesting':
      return send(200, 'application/json; charset=utf-8', deepNestingJson(rule.depth))
    case 'image-not-image':
      return send(200, 'image/png', NOT_AN_IMAGE[rule.payload ?? 'html'])
    case 'image-svg':
      return send(200, 'image/svg+xml', HOSTILE_SVG)
    case 'image-pixel-flood':
      return send(200, 'image/png', pixelFloodPng())
    case 'vendor-result-code':
    case 'vendor-exception':
    case 'vendor-validation':
      return playVendorFailure({ ...rule, kind }, req, res, clock)
    case 'unstorable':
      return send(200, 'application/json; charset=utf-8', UNSTORABLE_BODY)
  }
}

/** A small body with an honest Content-Length that inflates to `bytes` of JSON. */
function sendBomb(res: ServerResponse, encoding: 'gzip' | 'deflate' | 'br', bytes: number | undefined): void {
  compressionBomb(encoding, bytes).then(
    (body) => {
      if (res.destroyed) return // close() or the client gave up while the bomb was built
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Encoding': encoding,
        'Content-Length': body.length,
        'Cache-Control': 'no-store'
      })
      res.end(body)
    },
    () => res.destroy()
  )
}
