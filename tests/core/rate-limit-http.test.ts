import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CatalogClient } from '../../electron/main/core/client/catalog-client'
import type { BudgetClock } from '../../electron/main/core/http/budget-clock'
import { fetchSend, type HttpSend } from '../../electron/main/core/http/http-transport'
import { RequestBudget } from '../../electron/main/core/http/request-budget'
import { AuthSession } from '../../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../../electron/main/core/session/refresh-token-store'
import { readResult } from '../../electron/shared/readers'
import { AppFailure } from '../../electron/shared/result'
import { firstVehicle, startHarness, type Harness } from '../support/core-harness'

/**
 * Real HTTP: a tiny gatekeeper on 127.0.0.1 in front of the demo catalog answers the first
 * sections asked with 429 and a Retry-After, and passes everything else through. The budget runs
 * on a clock whose sleeps jump ahead instead of waiting, so the test takes milliseconds while
 * the send times it records are those the budget believed in.
 */
interface Gate {
  url: string
  refusedAt: number[]
  close(): Promise<void>
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function startGate(upstream: string, refuse: number, retryAfter: string, now: () => number): Promise<Gate> {
  const refusedAt: number[] = []
  const server: Server = createServer((req, res) => {
    void (async () => {
      const sent = await body(req)
      if (req.url?.startsWith('/api/q') && refusedAt.length < refuse) {
        refusedAt.push(now())
        res.writeHead(429, { 'Retry-After': retryAfter, 'Content-Type': 'text/plain' })
        return res.end('Too Many Requests')
      }
      const headers: Record<string, string> = {}
      for (const name of ['authorization', 'accept-language', 'accept', 'content-type']) {
        const value = req.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      const answer = await fetch(new URL(req.url ?? '/', upstream), {
        method: req.method,
        headers,
        body: sent.length > 0 ? sent : undefined
      })
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' })
      res.end(Buffer.from(await answer.arrayBuffer()))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    refusedAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** Real time plus whatever the budget has slept: a sleep jumps ahead instead of waiting. */
function jumpingClock(): BudgetClock {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    // The time passes while the sleeper sleeps, as it would: others see it move only then.
    sleep: async (ms) => {
      const wakeAt = Date.now() + offset + Math.max(0, ms)
      await new Promise<void>((resolve) => setImmediate(resolve))
      offset = Math.max(offset, wakeAt - Date.now())
    },
    random: () => 0.5
  }
}

let h: Harness
let gate: Gate | null = null
beforeEach(async () => {
  h = await startHarness()
})
afterEach(async () => {
  await gate?.close()
  gate = null
  await h.close()
})

function clientThrough(url: string, clock: BudgetClock, sends: number[]) {
  const counted: HttpSend = (request) => {
    if (request.url.includes('/api/q')) sends.push(clock.now())
    return fetchSend(request)
  }
  const session = new AuthSession({
    baseUrl: url,
    userId: h.demo.userId,
    userToken: h.demo.userToken,
    send: fetchSend,
    store: new RefreshTokenStore(h.vault, () => h.clock.now()),
    monotonicNow: () => h.clock.now(),
    timeoutMs: 5_000
  })
  const budget = new RequestBudget({ send: counted, clock })
  const client = new CatalogClient({
    baseUrl: url,
    imageBaseUrl: url,
    session,
    send: counted,
    timeoutMs: 5_000,
    budget
  })
  return { client, budget }
}

describe('429 with Retry-After over real HTTP', () => {
  it('the client waits out each Retry-After and gets the section', async () => {
    const clock = jumpingClock()
    gate = await startGate(h.demo.baseUrl, 3, '2', clock.now)
    const sends: number[] = []
    const { client, budget } = clientThrough(gate.url, clock, sends)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    const groups = await client.section({ q: qMainGroup, catalog, lang: 'en', priority: 'prefetch' })
    expect(readResult(groups.result).lists_group?.length).toBeGreaterThan(0)
    expect(gate.refusedAt).toHaveLength(3)
    expect(sends).toHaveLength(4)
    // Each try left no sooner than the service asked.
    for (let i = 1; i < sends.length; i++) expect(sends[i] - gate.refusedAt[i - 1]).toBeGreaterThanOrEqual(2_000)
    expect(budget.pacing()).toMatchObject({ concurrency: 1, today: { click: 1, prefetch: 4, total: 5 } })
  })

  it('a click told to wait a minute fails at once with rate-limited', async () => {
    const clock = jumpingClock()
    gate = await startGate(h.demo.baseUrl, 1, '60', clock.now)
    const sends: number[] = []
    const { client } = clientThrough(gate.url, clock, sends)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    const error = await client.section({ q: qMainGroup, catalog, lang: 'en' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).appError).toMatchObject({ code: 'rate-limited', status: 429 })
    expect(sends).toHaveLength(1)
  })
})
