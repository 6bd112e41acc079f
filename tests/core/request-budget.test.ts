import { describe, expect, it } from 'vitest'
import type { CatalogPacing, RequestPriority } from '../../electron/shared/contract'
import { AppFailure } from '../../electron/shared/result'
import type { HttpRequest, HttpResponse } from '../../electron/main/core/http/http-transport'
import { SECTION_BUDGET } from '../../electron/main/core/http/body-budget'
import {
  RequestBudget,
  SLOW_DOWN_MESSAGE,
  type RequestBudgetOptions
} from '../../electron/main/core/http/request-budget'
import { MemoryCountsStore, RequestCounter } from '../../electron/main/core/http/request-counter'
import { retryAfterMs } from '../../electron/main/core/http/retry-after'
import { FakeClock } from '../support/fake-clock'

/** A whole second, so an HTTP date (second precision) names an exact instant. */
const T0 = Date.parse('2026-11-25T10:00:00.000Z')

const answer = (status: number, retryAfter?: string): HttpResponse => ({
  status,
  contentType: 'application/json',
  body: new TextEncoder().encode('{}'),
  ...(retryAfter === undefined ? {} : { retryAfter })
})

const request = (method: 'GET' | 'POST', url: string): HttpRequest => ({
  method,
  url,
  timeoutMs: 1_000,
  budget: SECTION_BUDGET,
  ...(method === 'POST' ? { body: '{}' } : {})
})

interface Sent {
  url: string
  at: number
}

/**
 * A scripted service on virtual time: `reply` decides each answer (by URL and how many came
 * before); `hold` keeps answers back until the test releases them, to have requests in flight.
 */
function service(clock: FakeClock, reply: (request: HttpRequest, n: number) => HttpResponse = () => answer(200)) {
  const sent: Sent[] = []
  const held: Array<() => void> = []
  let holding = false
  const send = async (request: HttpRequest): Promise<HttpResponse> => {
    const n = sent.length
    sent.push({ url: request.url, at: clock.now() })
    if (holding) await new Promise<void>((resolve) => held.push(resolve))
    return reply(request, n)
  }
  return {
    sent,
    send,
    hold: (on: boolean) => (holding = on),
    releaseAll: () => held.splice(0).forEach((go) => go())
  }
}

function budgetOn(clock: FakeClock, send: RequestBudgetOptions['send'], options: Partial<RequestBudgetOptions> = {}) {
  return new RequestBudget({ send, clock, ...options })
}

/** A GET through the budget whose answer is read as its status (so a test sees what came back). */
function get(budget: RequestBudget, url: string, priority?: RequestPriority, signal?: AbortSignal) {
  return budget.run({
    priority,
    idempotent: true,
    ...(signal ? { signal } : {}),
    exchange: (send) => send(request('GET', url)),
    read: (response) => {
      if (response.status >= 500) throw new AppFailure('server', 'failed', response.status)
      return response.status
    }
  })
}

async function failure(outcome: { ok: boolean; error?: unknown }): Promise<AppFailure> {
  expect(outcome.ok).toBe(false)
  expect(outcome.error).toBeInstanceOf(AppFailure)
  return outcome.error as AppFailure
}

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, clamps to two minutes, and ignores what it cannot read', () => {
    expect(retryAfterMs('5', T0)).toBe(5_000)
    expect(retryAfterMs(' 0 ', T0)).toBe(0)
    expect(retryAfterMs('3600', T0)).toBe(120_000)
    expect(retryAfterMs(new Date(T0 + 7_000).toUTCString(), T0)).toBe(7_000)
    expect(retryAfterMs(new Date(T0 - 7_000).toUTCString(), T0)).toBe(0)
    expect(retryAfterMs(new Date(T0 + 3_600_000).toUTCString(), T0)).toBe(120_000)
    for (const junk of [undefined, '', '-5', '1.5', 'soon', '12abc']) expect(retryAfterMs(junk, T0)).toBeNull()
  })
})

describe('priorities', () => {
  it('lets a click go before a prefetch before background work, first come first served within each', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send, { maxConcurrency: 1 })
    svc.hold(true)
    const first = get(budget, '/busy', 'background')
    await clock.settle()
    const rest = [
      get(budget, '/b1', 'background'),
      get(budget, '/p1', 'prefetch'),
      get(budget, '/c1', 'click'),
      get(budget, '/b2', 'background'),
      get(budget, '/c2'),
      get(budget, '/p2', 'prefetch')
    ]
    await clock.settle()
    expect(svc.sent.map((s) => s.url)).toEqual(['/busy'])
    svc.hold(false)
    svc.releaseAll()
    await clock.until(Promise.all([first, ...rest]))
    expect(svc.sent.map((s) => s.url)).toEqual(['/busy', '/c1', '/c2', '/p1', '/p2', '/b1', '/b2'])
  })

  it('never has more requests on the wire than the concurrency allows', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send, { maxConcurrency: 3 })
    svc.hold(true)
    const all = Array.from({ length: 7 }, (_, i) => get(budget, `/${i}`, 'background'))
    await clock.settle()
    expect(svc.sent).toHaveLength(3)
    svc.hold(false)
    svc.releaseAll()
    await clock.until(Promise.all(all))
    expect(svc.sent).toHaveLength(7)
  })
})

describe('slow-down answers (429, 503 with Retry-After)', () => {
  it('holds back every request of the account until the Retry-After window ends', async () => {
    const clock = new FakeClock(T0)
    // The first answer refuses for 5 s; everything after it goes through.
    const svc = service(clock, (_, n) => (n === 0 ? answer(429, '5') : answer(200)))
    const budget = budgetOn(clock, svc.send)
    const refused = get(budget, '/refused')
    await clock.settle()
    const refusedAt = clock.now()
    // Requests of every priority asked during the window, one of them between turn and wire.
    const others = [get(budget, '/click'), get(budget, '/prefetch', 'prefetch'), get(budget, '/walk', 'background')]
    await clock.until(Promise.all([refused, ...others]))
    const after = svc.sent.slice(1)
    expect(after.map((s) => s.url).sort()).toEqual(['/click', '/prefetch', '/refused', '/walk'])
    for (const s of after) expect(s.at).toBeGreaterThanOrEqual(refusedAt + 5_000)
  })

  it('honours Retry-After given as an HTTP date', async () => {
    const clock = new FakeClock(T0)
    const date = new Date(T0 + 7_000).toUTCString()
    const svc = service(clock, (_, n) => (n === 0 ? answer(503, date) : answer(200)))
    const budget = budgetOn(clock, svc.send)
    expect(await clock.until(get(budget, '/x'))).toEqual({ ok: true, value: 200 })
    expect(svc.sent.map((s) => s.at - T0)).toEqual([0, 7_000])
  })

  it('without Retry-After backs off exponentially with full jitter, across the account', async () => {
    const clock = new FakeClock(T0) // random() = 0.5: each delay is half its ceiling
    const svc = service(clock, (_, n) => (n < 3 ? answer(429) : answer(200)))
    const budget = budgetOn(clock, svc.send, { retry: { retries: 2, baseDelayMs: 4_000, maxDelayMs: 60_000 } })
    expect(await clock.until(get(budget, '/x'))).toEqual({ ok: true, value: 200 })
    // Ceilings 4 s, 8 s, 16 s → waits of 2 s, 4 s, 8 s.
    expect(svc.sent.map((s) => s.at - T0)).toEqual([0, 2_000, 6_000, 14_000])
  })

  it('keeps at least a second of silence after a slow-down, even for Retry-After: 0', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, (_, n) => (n < 2 ? answer(429, '0') : answer(200)))
    const budget = budgetOn(clock, svc.send)
    expect(await clock.until(get(budget, '/x'))).toEqual({ ok: true, value: 200 })
    expect(svc.sent.map((s) => s.at - T0)).toEqual([0, 1_000, 2_000])
  })

  it('a click waits at most 30 s in all, then fails with rate-limited in plain words', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, () => answer(429, '10'))
    const budget = budgetOn(clock, svc.send)
    const error = await failure(await clock.until(get(budget, '/x', 'click')))
    expect(error.appError).toMatchObject({ code: 'rate-limited', status: 429, message: SLOW_DOWN_MESSAGE })
    expect(svc.sent.map((s) => s.at - T0)).toEqual([0, 10_000, 20_000, 30_000])
    // It gave up when told to wait again, not after waiting for nothing.
    expect(clock.now() - T0).toBe(30_000)
  })

  it('a click asked to wait longer than it can fails at once; queued clicks too', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, () => answer(429, '60'))
    const budget = budgetOn(clock, svc.send, { maxConcurrency: 1 })
    svc.hold(true)
    const clicks = Promise.allSettled([get(budget, '/first'), get(budget, '/queued')])
    const walk = get(budget, '/walk', 'background')
    await clock.settle()
    svc.hold(false)
    svc.releaseAll()
    const settled = await clock.until(clicks)
    const codes = settled.ok
      ? settled.value.map((click) => click.status === 'rejected' && (click.reason as AppFailure).appError.code)
      : []
    expect(codes).toEqual(['rate-limited', 'rate-limited'])
    expect(clock.now()).toBe(T0)
    expect(svc.sent.map((s) => s.url)).toEqual(['/first'])
    // The walk waits out the minute, then goes.
    expect(await clock.until(walk.catch(() => 'gave up'))).toMatchObject({ ok: true })
    expect(svc.sent[1]).toEqual({ url: '/walk', at: T0 + 60_000 })
  })

  it('background work never fails for 429s while the service recovers', async () => {
    const clock = new FakeClock(T0)
    // Refuses everything for the first four minutes, asking for 30 s each time.
    const svc = service(clock, () => (clock.now() < T0 + 240_000 ? answer(429, '30') : answer(200)))
    const budget = budgetOn(clock, svc.send)
    const walk = Array.from({ length: 4 }, (_, i) => get(budget, `/section/${i}`, 'background'))
    const outcome = await clock.until(Promise.all(walk))
    expect(outcome).toEqual({ ok: true, value: [200, 200, 200, 200] })
    expect(clock.now()).toBeGreaterThanOrEqual(T0 + 240_000)
    // Nothing went out inside a window: every refused request left when a 30 s hold ended.
    const refused = svc.sent.filter((s) => s.at < T0 + 240_000)
    for (const s of refused) expect((s.at - T0) % 30_000).toBe(0)
    // Once it answers, the rest are spaced by the rate ceiling: nothing went through before, so
    // it starts at 1/s (two may go together) and doubles every second.
    expect(svc.sent.slice(refused.length).map((s) => s.at - T0)).toEqual([240_000, 240_000, 241_000, 241_500])
    // And the limit halved as it went: 4 at once, then 3, then one at a time.
    expect(svc.sent.filter((s) => s.at === T0 + 60_000)).toHaveLength(1)
  })

  it('time spent queued behind other work is not waiting: a long walk’s last request still rides out a hold', async () => {
    const clock = new FakeClock(T0)
    let n = 0
    // Each answer takes a minute; the eleventh is refused once, for 5 s, while the twelfth,
    // asked eleven minutes earlier, is still queued.
    const slow = async (): Promise<HttpResponse> => {
      const mine = n++
      await clock.sleep(60_000)
      return mine === 10 ? answer(429, '5') : answer(200)
    }
    const budget = budgetOn(clock, slow, { maxConcurrency: 1 })
    const walk = Array.from({ length: 12 }, (_, i) => get(budget, `/section/${i}`, 'background'))
    expect(await clock.until(Promise.all(walk))).toMatchObject({ ok: true })
    expect(clock.now() - T0).toBe(13 * 60_000 + 5_000)
  })

  it('background work gives up with rate-limited after ten minutes of refusals', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, () => answer(429, '120'))
    const budget = budgetOn(clock, svc.send)
    const error = await failure(await clock.until(get(budget, '/x', 'background')))
    expect(error.appError.code).toBe('rate-limited')
    expect(clock.now() - T0).toBe(600_000)
  })

  it('repeats a refused form POST, but never one that failed after the service took it', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, (_, n) => (n === 0 ? answer(429, '1') : answer(500)))
    const budget = budgetOn(clock, svc.send)
    const post = budget.run({
      idempotent: false,
      exchange: (send) => send(request('POST', '/form')),
      read: (response) => {
        if (response.status >= 500) throw new AppFailure('server', 'failed', response.status)
        return response.status
      }
    })
    expect((await failure(await clock.until(post))).appError).toMatchObject({ code: 'server', status: 500 })
    expect(svc.sent).toHaveLength(2)
  })
})

describe('adaptive concurrency (AIMD)', () => {
  it('halves once per episode after a 429, down to 1, and grows back by one every few successes', async () => {
    const clock = new FakeClock(T0)
    let refuse = 3
    const svc = service(clock, () => (refuse-- > 0 ? answer(429, '1') : answer(200)))
    const budget = budgetOn(clock, svc.send, { maxConcurrency: 6, increaseEvery: 2 })
    const seen: CatalogPacing[] = []
    budget.onPacing((pacing) => seen.push(pacing))
    svc.hold(true)
    // Three requests on the wire together, all refused: one episode, one halving.
    const first = [get(budget, '/a'), get(budget, '/b'), get(budget, '/c')]
    await clock.settle()
    svc.hold(false)
    svc.releaseAll()
    await clock.settle()
    expect(budget.pacing().concurrency).toBe(3)
    expect(budget.pacing().slowDownUntil).toBe(T0 + 1_000)
    await clock.until(Promise.all(first))
    // A refusal of a request sent after the halving halves again; the floor is 1.
    refuse = 2
    await clock.until(get(budget, '/d'))
    expect(seen.map((p) => p.concurrency)).toContain(1)
    expect(budget.pacing()).toMatchObject({ concurrency: 1, slowDownUntil: null })
    for (let i = 0; i < 10; i++) await clock.until(get(budget, `/ok${i}`))
    expect(budget.pacing().concurrency).toBe(6)
    const limits = seen.map((p) => p.concurrency).filter((c, i, all) => i === 0 || c !== all[i - 1])
    // 6 → 3 (one episode), 4 (two successes), 2 and 1 (/d refused twice), then back up to 6.
    expect(limits).toEqual([6, 3, 4, 2, 1, 2, 3, 4, 5, 6])
  })
})

/**
 * A rate-limited service like the demo catalog's: a token bucket of `perSecond` refilled
 * continuously, holding at most `burst`; a request that finds it empty gets 429 with
 * Retry-After: 1 (and takes no token). Each answer takes `latencyMs`, like a fast loopback.
 */
function tokenBucketService(clock: FakeClock, { perSecond = 40, burst = 10, latencyMs = 5 } = {}) {
  let tokens = burst
  let last = clock.now()
  const counts = { passed: 0, refused: 0 }
  const send = async (): Promise<HttpResponse> => {
    const now = clock.now()
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond)
    last = now
    const pass = tokens >= 1
    if (pass) tokens -= 1
    await clock.sleep(latencyMs)
    if (!pass) {
      counts.refused += 1
      return answer(429, '1')
    }
    counts.passed += 1
    return answer(200)
  }
  return { send, counts }
}

/** A background walk of `n` requests behind the 40/s bucket: simulated seconds and 429s. */
async function walkBehindBucket(n: number, options: Partial<RequestBudgetOptions> = {}) {
  const clock = new FakeClock(T0)
  const svc = tokenBucketService(clock)
  const budget = budgetOn(clock, svc.send, options)
  const walk = Array.from({ length: n }, (_, i) => get(budget, `/section/${i}`, 'background'))
  expect(await clock.until(Promise.all(walk))).toMatchObject({ ok: true })
  const seconds = (clock.now() - T0) / 1000
  return { seconds, refused: svc.counts.refused, share: n / seconds / 40 }
}

describe('rate ceiling (AIMD on rate)', () => {
  it('a walk behind a 40/s token bucket uses most of the allowance, with few 429s', async () => {
    const paced = await walkBehindBucket(2_000)
    const unpaced = await walkBehindBucket(2_000, { rateCeiling: false })
    // At 40/s the walk could take 50 s; the burst of 10 at the start is the only free lunch.
    expect(paced.share).toBeGreaterThanOrEqual(0.8)
    expect(paced.refused).toBeLessThanOrEqual(30)
    // Concurrency alone drains the bucket within a blink of every hold: many 429s, half the rate.
    expect(unpaced.refused).toBeGreaterThan(5 * paced.refused)
    expect(unpaced.share).toBeLessThan(paced.share)
  })

  it('none until a slow-down; then 0.8 × the rate that went through, doubling while unknown, +1/s once measured, lifted after a minute of calm', async () => {
    const clock = new FakeClock(T0)
    let refuse = false
    const svc = service(clock, () => (refuse ? answer(429, '1') : answer(200)))
    const budget = budgetOn(clock, svc.send)
    const burst = (n: number, tag: string) =>
      clock.until(Promise.all(Array.from({ length: n }, (_, i) => get(budget, `/${tag}${i}`, 'background'))))
    // A click, so the ceiling does not space it past the moment the service refuses.
    const refusedOnce = async () => {
      refuse = true
      const refused = get(budget, '/refused')
      await clock.settle()
      refuse = false
      return clock.until(refused)
    }
    await burst(10, 'a')
    expect(budget.rateCeiling()).toBeNull()
    // Ten went through in the last second, all at once: 8/s from the end of the 1 s hold, and as
    // that burst says nothing of the service's rate, doubling every second.
    await refusedOnce()
    expect(clock.now()).toBe(T0 + 1_000)
    expect(budget.rateCeiling()).toBe(8)
    await clock.advanceTo(T0 + 2_000)
    expect(budget.rateCeiling()).toBe(16)
    // Refused while the ceiling paced us: that second's rate is the service's, and it grows by 1/s.
    await burst(12, 'b')
    const refusedAt = clock.now()
    await refusedOnce()
    const through = svc.sent.filter((s) => s.at > refusedAt - 1_000 && !s.url.startsWith('/refused')).length
    expect(through).toBeGreaterThanOrEqual(10)
    expect(budget.rateCeiling()).toBeCloseTo(0.8 * through)
    const base = budget.rateCeiling() ?? 0
    const holdEnd = clock.now()
    await clock.advanceTo(holdEnd + 10_000)
    expect(budget.rateCeiling()).toBeCloseTo(base + 10)
    await clock.advanceTo(holdEnd + 59_999)
    expect(budget.rateCeiling()).not.toBeNull()
    await clock.advanceTo(holdEnd + 60_000)
    expect(budget.rateCeiling()).toBeNull()
  })

  it('lifts the ceiling after the calm the runtime asks for (calmMs), not the minute by default', async () => {
    const clock = new FakeClock(T0)
    let refuse = true
    const svc = service(clock, () => (refuse ? answer(429, '1') : answer(200)))
    const budget = budgetOn(clock, svc.send, { calmMs: 5_000 })
    const refused = get(budget, '/refused')
    await clock.settle()
    refuse = false
    await clock.until(refused)
    const holdEnd = clock.now()
    expect(budget.rateCeiling()).not.toBeNull()
    await clock.advanceTo(holdEnd + 4_999)
    expect(budget.rateCeiling()).not.toBeNull()
    await clock.advanceTo(holdEnd + 5_000)
    expect(budget.rateCeiling()).toBeNull()
  })

  it('spaces prefetch and background work by the ceiling; a click goes at once and is charged to it', async () => {
    const clock = new FakeClock(T0)
    let refuse = false
    const svc = service(clock, () => (refuse ? answer(429, '1') : answer(200)))
    const budget = budgetOn(clock, svc.send)
    await clock.until(Promise.all(Array.from({ length: 10 }, (_, i) => get(budget, `/warm${i}`))))
    refuse = true
    const refused = get(budget, '/refused', 'background')
    await clock.settle()
    refuse = false
    await clock.until(refused) // ceiling 8/s from T0 + 1 s
    const mark = svc.sent.length
    const walk = Array.from({ length: 6 }, (_, i) => get(budget, `/b${i}`, 'background'))
    await clock.settle()
    const clickAt = clock.now()
    const click = get(budget, '/click')
    const prefetch = get(budget, '/prefetch', 'prefetch')
    await clock.until(Promise.all([...walk, click, prefetch]))
    const sent = svc.sent.slice(mark)
    expect(sent.map((s) => s.url)).toEqual(['/b0', '/click', '/prefetch', '/b1', '/b2', '/b3', '/b4', '/b5'])
    // The click went the moment it was asked, ahead of the spacing; the prefetch next, before
    // the walk, but two intervals at 8/s later: b0's and the click's.
    expect(clickAt).toBe(T0 + 1_000)
    expect(sent[1].at).toBe(clickAt)
    expect(sent[2].at - clickAt).toBe(250)
    // The walk is spaced by the ceiling (at most 16/s in its second second).
    const paced = sent.filter((s) => s.url !== '/click')
    for (let i = 1; i < paced.length; i++) expect(paced[i].at - paced[i - 1].at).toBeGreaterThanOrEqual(1000 / 16)
  })
})

describe('transient failures and the caller’s policy', () => {
  const envelope = (code: AppFailure['appError']['code'], failFor: number) => {
    let calls = 0
    return () => {
      if (calls++ < failFor) throw new AppFailure(code, 'the service failed')
      return 'page'
    }
  }
  const through = (budget: RequestBudget, read: () => string, priority: RequestPriority) =>
    budget.run({
      priority,
      idempotent: true,
      exchange: (send) => send(request('GET', '/q')),
      read
    })

  it('background retries a failure the service sent as HTTP 200 (server), with backoff', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send)
    expect(await clock.until(through(budget, envelope('server', 5), 'background'))).toEqual({ ok: true, value: 'page' })
    expect(svc.sent).toHaveLength(6)
  })

  it('a click does not retry it: the page offers Try again', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send)
    expect((await failure(await clock.until(through(budget, envelope('server', 1), 'click')))).appError.code).toBe(
      'server'
    )
    expect(svc.sent).toHaveLength(1)
  })

  it('unavailable is never retried, not even for background work', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send)
    const outcome = await clock.until(through(budget, envelope('unavailable', 1), 'background'))
    expect((await failure(outcome)).appError.code).toBe('unavailable')
    expect(svc.sent).toHaveLength(1)
  })

  it('a 5xx on a GET: a click retries twice, background until it recovers', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, (_, n) => (n < 6 ? answer(500) : answer(200)))
    const budget = budgetOn(clock, svc.send)
    expect((await failure(await clock.until(get(budget, '/c')))).appError.code).toBe('server')
    expect(svc.sent).toHaveLength(3)
    expect(await clock.until(get(budget, '/b', 'background'))).toEqual({ ok: true, value: 200 })
    expect(svc.sent).toHaveLength(7)
  })
})

describe('cancellation (the caller’s AbortSignal)', () => {
  const code = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === 'rejected' ? (outcome.reason as AppFailure).appError.code : outcome.value

  it('a request still queued is dropped without being sent or counted; the freed turn goes to the next', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send, { maxConcurrency: 2 })
    const stop = new AbortController()
    svc.hold(true)
    const all = Promise.allSettled([
      get(budget, '/1', 'background'),
      get(budget, '/2', 'background'),
      get(budget, '/queued-a', 'background', stop.signal),
      get(budget, '/queued-b', 'background', stop.signal),
      get(budget, '/3', 'background')
    ])
    await clock.settle()
    expect(svc.sent.map((s) => s.url)).toEqual(['/1', '/2'])
    stop.abort()
    svc.hold(false)
    svc.releaseAll()
    const settled = await clock.until(all)
    expect(settled.ok && settled.value.map(code)).toEqual([200, 200, 'cancelled', 'cancelled', 200])
    expect(svc.sent.map((s) => s.url)).toEqual(['/1', '/2', '/3'])
    expect(budget.pacing().today).toMatchObject({ background: 3, total: 3 })
  })

  it('a request held back by a slow-down and cancelled meanwhile never goes out, and is not retried', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock, (_, n) => (n === 0 ? answer(429, '10') : answer(200)))
    const budget = budgetOn(clock, svc.send)
    const stop = new AbortController()
    const refused = get(budget, '/refused', 'background', stop.signal).then(
      () => 'answered',
      (error: AppFailure) => error.appError.code
    )
    await clock.settle()
    expect(svc.sent).toHaveLength(1)
    stop.abort()
    const outcome = await clock.until(refused)
    expect(outcome).toEqual({ ok: true, value: 'cancelled' })
    expect(svc.sent).toHaveLength(1)
  })

  it('an already aborted signal sends nothing', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send)
    const stop = new AbortController()
    stop.abort()
    const outcome = await clock.until(
      get(budget, '/x', 'click', stop.signal).then(
        () => 'answered',
        (error: AppFailure) => error.appError.code
      )
    )
    expect(outcome).toEqual({ ok: true, value: 'cancelled' })
    expect(svc.sent).toHaveLength(0)
  })
})

describe('counts', () => {
  it('counts requests sent today per priority, retries included, and starts again at local midnight', async () => {
    const beforeMidnight = new Date(2026, 10, 25, 23, 59, 58).getTime()
    const clock = new FakeClock(beforeMidnight)
    const svc = service(clock, (_, n) => (n === 0 ? answer(429, '1') : answer(200)))
    const store = new MemoryCountsStore()
    const counter = new RequestCounter('k', store, clock.now)
    const budget = budgetOn(clock, svc.send, { counter })
    await clock.until(Promise.all([get(budget, '/a'), get(budget, '/b', 'prefetch'), get(budget, '/c', 'background')]))
    expect(budget.pacing()).toMatchObject({
      day: '2026-11-25',
      today: { click: 2, prefetch: 1, background: 1, total: 4 }
    })
    // The store has them, for the next budget of this account (a restart, an account switch).
    expect(new RequestCounter('k', store, clock.now).today().counts.total).toBe(4)
    await clock.advanceTo(beforeMidnight + 3_000)
    expect(budget.pacing()).toMatchObject({
      day: '2026-11-26',
      today: { click: 0, prefetch: 0, background: 0, total: 0 }
    })
    await clock.until(get(budget, '/d', 'background'))
    expect(budget.pacing().today).toEqual({ click: 0, prefetch: 0, background: 1, total: 1 })
  })

  it('pushes counts at most once a second, and a slow-down at once', async () => {
    const clock = new FakeClock(T0)
    const svc = service(clock)
    const budget = budgetOn(clock, svc.send)
    const seen: Array<{ at: number; pacing: CatalogPacing }> = []
    budget.onPacing((pacing) => seen.push({ at: clock.now(), pacing }))
    await clock.until(Promise.all(Array.from({ length: 5 }, (_, i) => get(budget, `/${i}`, 'prefetch'))))
    // The first count at once, the other four together a second later.
    expect(seen.map((s) => [s.at - T0, s.pacing.today.total])).toEqual([[0, 1]])
    await clock.step()
    expect(seen.map((s) => [s.at - T0, s.pacing.today.total])).toEqual([
      [0, 1],
      [1_000, 5]
    ])
  })
})
