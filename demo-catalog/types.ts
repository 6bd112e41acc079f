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
  rateLimit?: DemoRateLimit // default none; change it later with knobs.setRateLimit
  /**
   * Fleet vehicles after the five hand-made ones, 0–500, default 0 (data/fleet.ts): same seed and
   * N, same vehicles. They are in `vehicles` (after the five), not in `vins` (the five only).
   */
  fleet?: number
  /**
   * Compact vehicles after the fleet, 0–20, default 0 (data/compact.ts): electric city cars with a
   * short catalog (one node per subgroup, 6–12 rows each; 744 items to save, not about 5,000).
   * They are in `vehicles` after the fleet, not in `vins`.
   */
  compact?: number
}

/**
 * A token bucket over the API's /api/* requests and every image-host request, one bucket for
 * both (the demo has one account). Beyond it: 429 with Retry-After (server/rate-limit.ts).
 */
export interface DemoRateLimit {
  perSecond: number // tokens back per second, > 0 (fractions allowed: 0.5 is one every 2 s)
  burst: number // bucket size, ≥ 1: requests that may come at once
  /** how 429s say when to come back: whole seconds (default), an HTTP date, or no header at all */
  retryAfter?: 'seconds' | 'date' | 'none'
}

/** Faults played instead of the answer: the route never runs (see server/faults.ts). */
export type PlayedFaultKind =
  | 'http-500' // 500 with a JSON-ish or plain body
  | 'http-503-html' // 503 with an HTML error page (like a proxy)
  | 'html-200' // 200 with text/html body (captive portal / login page)
  | 'malformed-json' // 200, application/json, body is not valid JSON
  | 'missing-result' // 200, valid JSON {success:true} with no result
  | 'truncated' // 200, Content-Length says N but body is cut and socket destroyed
  | 'reset' // socket destroyed before any response
  | 'stall' // accept request, never answer (until stallMs, then destroy)
  // A hostile service (issue 11): each one is real on the wire, see docs/demo-catalog.md.
  | 'chunked-oversize' // 200 JSON, chunked, no Content-Length, `bytes` long (default 80 MiB), streamed
  | 'compression-bomb' // 200 JSON, Content-Encoding `encoding`, ~90 KB on the wire, `bytes` inflated
  | 'deep-nesting' // 200 JSON whose result nests objects and arrays `depth` levels deep
  | 'image-not-image' // 200 image/png carrying an HTML page (or JSON: `payload`)
  | 'image-svg' // 200 image/svg+xml with a <script> and an onload handler
  | 'image-pixel-flood' // 200 image/png, a 138-byte valid PNG whose IHDR declares 60000×60000
  // How the real vendor fails (issue 19, real-shapes.md "How the vendor fails"); see server/vendor-failures.ts.
  | 'vendor-result-code' // 200 {success:false, resultCode:N, result:{resultCode:N, vin?, message}}; N = `resultCode`
  | 'vendor-exception' // 200 (or `status` 401) exception-filter body {errors:[{message}], statusCode, timestamp, path, data}
  | 'vendor-validation' // 400 {success:false, errors:[{message}]}
  // An answer the app cannot keep (issue 20, finding 3); see server/unstorable.ts.
  | 'unstorable' // 200 {success:true, resultCode:200, result:{info:{type:'error', text}, resultCode:1001}}: an info error, never stored

/** Faults that let the route answer and then rewrite its JSON (auth, pointers, log as usual). */
export type RewriteFaultKind =
  | 'bidi-part-numbers' // node answers: part numbers and names wrapped in bidi control characters
  | 'bidi-html' // answers with html/modal: bidi controls as character references (&#x202E;) in text and title attributes, and dir
  | 'proto-keys' // every JSON answer: "__proto__" and "constructor" keys at several levels
  | 'type-drift' // every JSON answer: the vendor's loose types (numeric codes, 0/1 flags, null titles, "200"); pointers untouched
  | 'supersession-bomb' // part-information answers: one replacement row naming `numbers` part numbers (issue 20)

/**
 * A tree with no bottom (issue 20): list rows lead back to fresh aliases of the same list, new
 * pointer strings on every answer (server/endless-aliases.ts). The route answers as usual.
 */
export type TreeFaultKind = 'endless-aliases'

export type FaultKind = PlayedFaultKind | RewriteFaultKind | TreeFaultKind

export interface FaultRule {
  kind: FaultKind
  count?: number // next N matching requests; default unlimited
  rate?: number // 0..1 probability, default 1
  match?: string // path prefix such as '/api/q' or '/image'; default all paths on both servers
  stallMs?: number
  /** chunked-oversize and compression-bomb: the (inflated) body size, default 80 MiB */
  bytes?: number
  /** compression-bomb: the Content-Encoding, default 'gzip' */
  encoding?: 'gzip' | 'deflate' | 'br'
  /** deep-nesting: levels of nesting inside `result`, default 100 000 */
  depth?: number
  /** image-not-image: what is sent as image/png, default 'html' */
  payload?: 'html' | 'json'
  /** vendor-result-code: the vendor's code, default 1002 (catalog time-out, worth another try) */
  resultCode?: VendorResultCode
  /** vendor-exception: the HTTP status, default 200; the vendor sends 401 only for Unauthorized */
  status?: 200 | 401
  /** vendor-result-code, vendor-exception, vendor-validation: the message text, default per kind and code */
  message?: string
  /** supersession-bomb: part numbers in the one replacement row, default 1500 (about 70 KB) */
  numbers?: number
  /** endless-aliases: each answer's rows also get a serial in their code, so no two answers read alike */
  renumber?: boolean
}

/**
 * The vendor's failure codes: 404 VIN not found, 410 VIN not correct, 500 internal, 503 catalog
 * switched off, 1001 no data, 1002 catalog time-out.
 */
export type VendorResultCode = 404 | 410 | 500 | 503 | 1001 | 1002

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
  rateLimited: number // 429s from the rate limit
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
    setRateLimit(limit: DemoRateLimit | null): void // null: no limit; a new limit starts with a full bucket
  }
  log: { entries(): RequestLogEntry[]; counts(): RequestCounts; reset(): void }
  close(): Promise<void> // closes both servers, destroys open sockets (stalled ones too)
}
