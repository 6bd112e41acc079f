import type { RequestCounts, RequestLogEntry } from '../types'

/** Every request either server saw, faulted ones included (status 0 = no response sent). */
export class RequestLog {
  private list: RequestLogEntry[] = []

  record(entry: RequestLogEntry): void {
    this.list.push(entry)
    if (this.list.length > 100_000) this.list.splice(0, 50_000) // bound memory under benchmarks
  }

  entries(): RequestLogEntry[] {
    return this.list.map((e) => ({ ...e }))
  }

  counts(): RequestCounts {
    const c: RequestCounts = { login: 0, refresh: 0, vin: 0, q: 0, image: 0, unauthorized: 0, rateLimited: 0, total: 0 }
    for (const e of this.list) {
      c.total++
      if (e.status === 401) c.unauthorized++
      if (e.status === 429) c.rateLimited++
      if (e.server === 'image') c.image++
      else if (e.path === '/auth/login-token') c.login++
      else if (e.path === '/auth/refresh') c.refresh++
      else if (e.path === '/api/vin') c.vin++
      else if (e.path === '/api/q') c.q++
    }
    return c
  }

  reset(): void {
    this.list = []
  }
}
