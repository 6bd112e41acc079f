import type { DemoCatalog } from '../../demo-catalog/index'

// Minimal HTTP client for the demo catalog tests: real fetch over loopback, nothing mocked.

export interface Envelope<T = Record<string, unknown>> {
  success?: boolean
  resultCode?: number
  result?: T
}
export type Result = Record<string, unknown> & {
  info?: { type: string; text: string }
  resultCode?: number
}

export interface CatalogEntry {
  name: string
  status: number
  time: number
}

/**
 * The catalog id for /api/q from a VIN answer, the way real answers give it: the `name` of the
 * first `catalogs` entry with status 200. `result.catalog`, when present, must agree.
 */
export function catalogOf(vinResult: Result): string {
  const entries = vinResult.catalogs as CatalogEntry[] | undefined
  const name = entries?.find((e) => e.status === 200)?.name
  if (!name) throw new Error('VIN answer without a catalogs entry of status 200')
  if (vinResult.catalog !== undefined && vinResult.catalog !== name) throw new Error('result.catalog disagrees')
  return name
}

export async function login(
  demo: DemoCatalog
): Promise<{ access_token: string; refresh_token: string; expires_in: number }> {
  const res = await fetch(
    `${demo.baseUrl}/auth/login-token?${new URLSearchParams({ id: demo.userId, token: demo.userToken })}`
  )
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`)
  const body = (await res.json()) as Envelope<{ access_token: string; refresh_token: string; expires_in: number }>
  return body.result!
}

export function refresh(
  demo: DemoCatalog,
  token: string | undefined,
  init: { contentType?: string; raw?: string } = {}
): Promise<Response> {
  return fetch(`${demo.baseUrl}/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': init.contentType ?? 'application/json' },
    body: init.raw ?? JSON.stringify(token === undefined ? {} : { refresh_token: token })
  })
}

export class Client {
  /** Sent with every /api/q unless a call names its own (`null`: send none). */
  catalog: string | undefined

  constructor(
    readonly demo: DemoCatalog,
    public token: string
  ) {}

  static async create(demo: DemoCatalog): Promise<Client> {
    return new Client(demo, (await login(demo)).access_token)
  }

  headers(lang?: string): Record<string, string> {
    const h: Record<string, string> = { Authorization: `Bearer ${this.token}` }
    if (lang !== undefined) h['Accept-Language'] = lang
    return h
  }

  async vin(vin: string, lang?: string): Promise<Result> {
    const res = await fetch(`${this.demo.baseUrl}/api/vin?${new URLSearchParams({ vin })}`, {
      headers: this.headers(lang)
    })
    if (res.status !== 200) throw new Error(`vin ${res.status}`)
    const body = (await res.json()) as Envelope<Result>
    if (body.success !== true || body.resultCode !== 200 || !body.result) throw new Error('bad /api/vin envelope')
    return body.result
  }

  /** VIN lookup that also makes the vehicle's catalog this client's default. */
  async vehicle(vin: string, lang?: string): Promise<{ result: Result; catalog: string; qMainGroup: string }> {
    const result = await this.vin(vin, lang)
    this.catalog = catalogOf(result)
    return { result, catalog: this.catalog, qMainGroup: (result.vehicle as { qMainGroup: string }).qMainGroup }
  }

  async q(
    q: string,
    opts: { lang?: string; catalog?: string | null; form?: unknown; rawBody?: string } = {}
  ): Promise<Result> {
    const params = new URLSearchParams({ q })
    const catalog = opts.catalog === undefined ? this.catalog : opts.catalog
    if (catalog !== undefined && catalog !== null) params.set('catalog', catalog)
    const post = opts.form !== undefined || opts.rawBody !== undefined
    const res = await fetch(`${this.demo.baseUrl}/api/q?${params}`, {
      method: post ? 'POST' : 'GET',
      headers: { ...this.headers(opts.lang), ...(post ? { 'Content-Type': 'application/json' } : {}) },
      body: post ? (opts.rawBody ?? JSON.stringify(opts.form)) : undefined
    })
    if (res.status !== 200) throw new Error(`q ${res.status}`)
    const body = (await res.json()) as Envelope<Result>
    if (body.success !== true || body.resultCode !== 200 || !body.result)
      throw new Error('envelope without success/resultCode 200/result')
    return body.result
  }
}

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i]!, i)
      }
    })
  )
  return out
}

export const LANGS = ['ru', 'en', 'de', 'fr', 'es', 'it', 'pl', 'tr', 'ko', 'zh'] as const

/** Every key path in a JSON value whose last key is `key` (e.g. to prove `scheme` never appears). */
export function keyPaths(value: unknown, key: string): string[] {
  const found: string[] = []
  const path: (string | number)[] = []
  // paths are only spelled out on a hit: these walks run over every answer of the traversal
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v)
    for (const [k, child] of entries) {
      path.push(k)
      if (k === key) found.push(path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join(''))
      walk(child)
      path.pop()
    }
  }
  walk(value)
  return found
}
