// Public types of the embedded demo catalog (re-exported by index.ts).

export interface DemoClock {
  now(): number // epoch ms
}

export interface DemoCatalogOptions {
  host?: string // default '127.0.0.1'
  port?: number // default 0 (any free port)
  imagePort?: number // default 0
  clock?: DemoClock // default real clock (Date.now)
  latencyMs?: number // per-request added latency, default 0
  seed?: number // data seed, default fixed constant
}

export type FaultKind =
  | 'http-500' // 500 with a JSON-ish or plain body
  | 'http-503-html' // 503 with an HTML error page (like a proxy)
  | 'html-200' // 200 with text/html body (captive portal / login page)
  | 'malformed-json' // 200, application/json, body is not valid JSON
  | 'missing-result' // 200, valid JSON {success:true} with no result
  | 'truncated' // 200, Content-Length says N but body is cut and socket destroyed
  | 'reset' // socket destroyed before any response
  | 'stall' // accept request, never answer (until stallMs, then destroy)

export interface FaultRule {
  kind: FaultKind
  count?: number // next N matching requests; default unlimited
  rate?: number // 0..1 probability, default 1
  match?: string // path prefix such as '/api/q' or '/image'; default all paths on both servers
  stallMs?: number
}

export interface RequestLogEntry {
  server: 'api' | 'image'
  method: string
  path: string
  status: number
  at: number
  /** /api/q only: the `catalog` query value the request carried, null when it had none */
  catalog?: string | null
}

export interface RequestCounts {
  login: number
  refresh: number
  vin: number
  q: number
  image: number
  unauthorized: number
  total: number
}

export interface DemoVehicleSummary {
  vin: string
  name: string
  brand: string
  catalog: string
}

export interface DemoCatalog {
  baseUrl: string // 'http://127.0.0.1:PORT' (no trailing slash)
  imageBaseUrl: string // 'http://127.0.0.1:IMAGEPORT' (separate server, separate port)
  userId: string // uuid, deterministic
  userToken: string // permanent token, deterministic
  vins: string[]
  vehicles: DemoVehicleSummary[]
  clock: DemoClock
  knobs: {
    setLatency(ms: number): void
    injectFault(rule: FaultRule): void
    clearFaults(): void
    revokeUserTokens(userId?: string): void // every refresh token issued so far dies (access tokens too)
    rotatePointerGeneration(): void // every pointer handed out before is now "from an older generation"
  }
  log: { entries(): RequestLogEntry[]; counts(): RequestCounts; reset(): void }
  close(): Promise<void> // closes both servers, destroys open sockets (stalled ones too)
}
