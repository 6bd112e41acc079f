import { Agent, request } from 'node:http'
import { pathToFileURL } from 'node:url'
import { readCatalogId } from '../electron/shared/readers'
import { startDemoProcess } from './support/demo-process'
import { median, percentile, round } from './support/stats'

// Throughput of GET /api/q for a typical list section. The server runs in its own process (via
// the CLI) so the load generator does not share its core; 32 keep-alive requests in flight.

const DURATION_MS = 3000
const CONCURRENCY = 32
function getJson(
  agent: Agent,
  url: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

export async function run(): Promise<Record<string, number | string>> {
  const info = await startDemoProcess()
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  try {
    const login = JSON.parse(
      (
        await getJson(
          agent,
          `${info.baseUrl}/auth/login-token?${new URLSearchParams({ id: info.userId, token: info.userToken })}`
        )
      ).body
    ) as {
      result: { access_token: string }
    }
    const headers = { Authorization: `Bearer ${login.result.access_token}`, 'Accept-Language': 'en' }
    const api = async (path: string): Promise<Record<string, unknown>> =>
      (JSON.parse((await getJson(agent, info.baseUrl + path, headers)).body) as { result: Record<string, unknown> })
        .result
    const vinResult = await api(`/api/vin?vin=${info.vins[0]}`)
    const vehicle = vinResult.vehicle as { qMainGroup: string }
    const catalog = readCatalogId(vinResult) ?? ''
    const q = (p: string): string => `/api/q?${new URLSearchParams({ q: p, catalog })}`
    const main = await api(q(vehicle.qMainGroup))
    const group = await api(q((main.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!.q))
    const sectionPath = q((group.lists as { q: string }[])[0]!.q) // node list of the first engine subgroup
    const sample = await getJson(agent, info.baseUrl + sectionPath, headers)

    // warm-up, then the measured window
    const latencies: number[] = []
    let errors = 0
    for (const measure of [false, true]) {
      const end = performance.now() + (measure ? DURATION_MS : 500)
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < end) {
            const t0 = performance.now()
            const r = await getJson(agent, info.baseUrl + sectionPath, headers)
            if (r.status !== 200) errors++
            if (measure) latencies.push(performance.now() - t0)
          }
        })
      )
    }
    return {
      demoCatalog_q_requestsPerSecond: Math.round(latencies.length / (DURATION_MS / 1000)),
      demoCatalog_q_medianMs: round(median(latencies), 2),
      demoCatalog_q_p95Ms: round(percentile(latencies, 95), 2),
      demoCatalog_q_errors: errors,
      demoCatalog_q_responseBytes: Buffer.byteLength(sample.body),
      demoCatalog_q_concurrency: CONCURRENCY,
      demoCatalog_q_section: 'engine / first subgroup node list (GET, en)'
    }
  } finally {
    agent.destroy()
    await info.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run()))
}
