/**
 * Catalog client figures (issue: app foundation):
 * - overhead per request of our client (session, retries, zod validation) versus a bare fetch +
 *   JSON.parse of the same URL on the same loopback server — median of each and the ratio;
 * - the storm: 50 concurrent requests across a token expiry → refresh and login counts.
 */
import { pathToFileURL } from 'node:url'
import { ManualClock, startDemoCatalog } from '../demo-catalog/index'
import { CatalogClient } from '../electron/main/core/client/catalog-client'
import { fetchSend } from '../electron/main/core/http/http-transport'
import { MemoryVault } from '../electron/main/core/memory-adapters'
import { AuthSession } from '../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../electron/main/core/session/refresh-token-store'
import { readCatalogId, readResult, readVehicle } from '../electron/shared/readers'
import { startDemoProcess } from './support/demo-process'
import { median, percentile, round } from './support/stats'

interface Endpoint {
  baseUrl: string
  imageBaseUrl: string
  userId: string
  userToken: string
}

function clientFor(demo: Endpoint, monotonicNow: () => number = () => performance.now()) {
  const vault = new MemoryVault()
  const session = new AuthSession({
    ...demo,
    send: fetchSend,
    store: new RefreshTokenStore(vault, Date.now),
    monotonicNow,
    timeoutMs: 10_000
  })
  return new CatalogClient({ ...demo, session, send: fetchSend, timeoutMs: 10_000 })
}

async function overhead(rounds: number) {
  const demo = await startDemoProcess()
  try {
    const client = clientFor(demo)
    const vin = await client.vin(demo.vins[0], 'en')
    const q = readVehicle(vin.result.vehicle)!.qMainGroup!
    const catalog = readCatalogId(vin.result)!
    const login = await fetch(
      `${demo.baseUrl}/auth/login-token?${new URLSearchParams({ id: demo.userId, token: demo.userToken })}`
    )
    const token = ((await login.json()) as { result: { access_token: string } }).result.access_token
    const url = `${demo.baseUrl}/api/q?${new URLSearchParams({ q, catalog })}`
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', Accept: 'application/json' }

    const bare = async () => {
      const response = await fetch(url, { headers })
      const json = (await response.json()) as { result?: unknown }
      if (!json.result) throw new Error('bare fetch got no result')
    }
    const ours = async () => {
      const section = await client.section({ q, catalog, lang: 'en' })
      if (!readResult(section.result).lists_group) throw new Error('client got no main groups')
    }
    const bareTimes: number[] = []
    const clientTimes: number[] = []
    const time = async (fn: () => Promise<void>, into: number[]) => {
      const started = performance.now()
      await fn()
      into.push(performance.now() - started)
    }
    for (let i = 0; i < 200; i++) await Promise.all([bare(), ours()]) // warm up JIT and sockets
    // Interleaved so drift in machine load affects both sides alike.
    for (let i = 0; i < rounds; i++) {
      await time(bare, bareTimes)
      await time(ours, clientTimes)
    }
    const bareMedian = median(bareTimes)
    const clientMedian = median(clientTimes)
    return {
      requests: rounds,
      bareFetch_median_ms: round(bareMedian),
      bareFetch_p95_ms: round(percentile(bareTimes, 95)),
      client_median_ms: round(clientMedian),
      client_p95_ms: round(percentile(clientTimes, 95)),
      client_overhead_median_ms: round(clientMedian - bareMedian),
      client_vs_bareFetch_ratio: round(clientMedian / bareMedian, 2)
    }
  } finally {
    await demo.close()
  }
}

async function storm() {
  const clock = new ManualClock(Date.now())
  const demo = await startDemoCatalog({ clock })
  try {
    const client = clientFor(demo, () => clock.now())
    const vin = await client.vin(demo.vins[0], 'en')
    const q = readVehicle(vin.result.vehicle)!.qMainGroup!
    const catalog = readCatalogId(vin.result)!
    clock.advance(61_000)
    demo.log.reset()
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => client.section({ q, catalog, lang: 'en' }))
    )
    const counts = demo.log.counts()
    return {
      concurrentRequests: 50,
      succeeded: results.filter((r) => r.status === 'fulfilled').length,
      refreshes: counts.refresh,
      logins: counts.login
    }
  } finally {
    await demo.close()
  }
}

export async function run() {
  return { overhead: await overhead(2000), storm: await storm() }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await run(), null, 2))
}
