import type { DemoCatalog } from '../../demo-catalog/index'

// Minimal HTTP client for the demo catalog tests: real fetch over loopback, nothing mocked.

export interface Envelope<T = Record<string, unknown>> {
  success?: boolean
  result?: T
}
export type Result = Record<string, unknown> & {
  info?: { type: string; text: string }
  resultCode?: number
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
    return ((await res.json()) as Envelope<Result>).result!
  }

  async q(
    q: string,
    opts: { lang?: string; catalog?: string; form?: unknown; rawBody?: string } = {}
  ): Promise<Result> {
    const params = new URLSearchParams({ q })
    if (opts.catalog !== undefined) params.set('catalog', opts.catalog)
    const post = opts.form !== undefined || opts.rawBody !== undefined
    const res = await fetch(`${this.demo.baseUrl}/api/q?${params}`, {
      method: post ? 'POST' : 'GET',
      headers: { ...this.headers(opts.lang), ...(post ? { 'Content-Type': 'application/json' } : {}) },
      body: post ? (opts.rawBody ?? JSON.stringify(opts.form)) : undefined
    })
    if (res.status !== 200) throw new Error(`q ${res.status}`)
    const body = (await res.json()) as Envelope<Result>
    if (body.success !== true || !body.result) throw new Error('envelope without success/result')
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
