import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fetchSend, type HttpSend } from '../../electron/main/core/http/http-transport'
import { type MemoryVault } from '../../electron/main/core/memory-adapters'
import { readResult } from '../../electron/shared/readers'
import { AppFailure } from '../../electron/shared/result'
import { firstVehicle, makeClient, startHarness, type Harness } from '../support/core-harness'

/**
 * The session against the real demo catalog over loopback HTTP. The demo's fake clock is also
 * the client's monotonic clock, so "60 seconds later" takes no time.
 */
let h: Harness

beforeEach(async () => {
  h = await startHarness()
})
afterEach(async () => {
  await h.close()
})

const SECOND = 1000
const DAY = 24 * 60 * 60 * SECOND

function storedRefreshToken(vault: MemoryVault): string {
  const raw = vault.get('refresh-token')
  if (!raw) throw new Error('no refresh token stored')
  return (JSON.parse(raw) as { token: string }).token
}

async function expectAppFailure(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(AppFailure)
  expect((error as AppFailure).appError.code).toBe(code)
  return error as AppFailure
}

describe('signing in and keeping the token fresh', () => {
  it('logs in once and reuses the access token while it is fresh', async () => {
    const { client } = makeClient(h)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(30 * SECOND)
    await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 0, vin: 1, q: 1, unauthorized: 0 })
  })

  it('refreshes proactively shortly before expires_in, without ever receiving a 401', async () => {
    const { client } = makeClient(h, { refreshMarginMs: 10 * SECOND })
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(51 * SECOND) // inside the 10 s margin of the 60 s lifetime
    await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 1, unauthorized: 0 })
  })

  it('times the token from the asking: a slow sign-in answer does not make a spent token look fresh', async () => {
    // The sign-in answer takes 15 s to arrive (the margin is 10 s), on the clock the service reads too.
    const slowSignIn: HttpSend = async (request) => {
      const response = await fetchSend(request)
      if (request.url.includes('/auth/login-token')) h.clock.advance(15 * SECOND)
      return response
    }
    const { client } = makeClient(h, { send: slowSignIn })
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    // 62 s after the service issued the token, 47 s after it arrived: expired, though not by arrival.
    h.clock.advance(47 * SECOND)
    await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(h.demo.log.counts()).toMatchObject({ refresh: 1, unauthorized: 0 })
  })

  it('after expiry renews with the refresh token, not a new login', async () => {
    const { client } = makeClient(h)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(61 * SECOND)
    await client.section({ q: qMainGroup, catalog, lang: 'en' })
    h.clock.advance(61 * SECOND)
    await client.section({ q: qMainGroup, catalog, lang: 'de' })
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 2, unauthorized: 0 })
  })

  it('on a 401 the client did not foresee (its clock stood still, e.g. sleep), refreshes and retries once', async () => {
    const clientClock = h.clock.now()
    const { client } = makeClient(h, { monotonicNow: () => clientClock })
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(90 * SECOND) // the server's time moves on, the client's does not
    const section = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(readResult(section.result).lists_group?.length).toBeGreaterThan(0)
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 1, unauthorized: 1, q: 2 })
  })

  it('retries exactly once: a second 401 is reported as an auth error, not looped', async () => {
    // Corrupt every token on its way to /api/* so the service always says 401.
    const corrupting: HttpSend = (request) =>
      fetchSend(
        request.url.includes('/api/')
          ? { ...request, headers: { ...request.headers, Authorization: 'Bearer not-a-jwt' } }
          : request
      )
    const { client } = makeClient(h, { send: corrupting })
    await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(h.demo.log.counts()).toMatchObject({ vin: 2, login: 1, refresh: 1 })
  })
})

describe('when the refresh token is refused', () => {
  it('a refresh token already used elsewhere → 401 → logs in again', async () => {
    const { client } = makeClient(h)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    // Someone else (another copy of the app) spends our single-use refresh token first.
    const stolen = await fetch(`${h.demo.baseUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: storedRefreshToken(h.vault) })
    })
    expect(stolen.status).toBe(201)
    h.clock.advance(61 * SECOND)
    await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(h.demo.log.counts()).toMatchObject({ login: 2, refresh: 2, unauthorized: 1 })
  })

  it('a refresh token older than 30 days → 401 → logs in again', async () => {
    const { client } = makeClient(h)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(30 * DAY + SECOND)
    const again = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(readResult(again.result).info?.type).not.toBe('error')
    expect(h.demo.log.counts()).toMatchObject({ login: 2, refresh: 1, unauthorized: 1 })
  })

  it('tokens revoked mid-session → the request 401s, refresh 401s, login, the request succeeds', async () => {
    const { client } = makeClient(h)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.demo.knobs.revokeUserTokens(h.demo.userId)
    const section = await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(readResult(section.result).lists_group?.length).toBeGreaterThan(0)
    expect(h.demo.log.counts()).toMatchObject({ login: 2, refresh: 1, unauthorized: 2, q: 2 })
  })
})

describe('when the real vendor refuses a refresh in other words than 401', () => {
  /** The service's sign-in answers pass; the next refresh gets `answer` instead of the service's. */
  function refusingRefreshOnce(answer: { status: number; body: unknown }): HttpSend {
    let refused = false
    return (request) => {
      if (!request.url.endsWith('/auth/refresh') || refused) return fetchSend(request)
      refused = true
      return Promise.resolve({
        status: answer.status,
        contentType: 'application/json',
        body: new TextEncoder().encode(JSON.stringify(answer.body))
      })
    }
  }

  const refusals = [
    {
      name: 'a request-validation failure (HTTP 400)',
      status: 400,
      body: { success: false, errors: [{ message: 'jwt malformed' }] }
    },
    {
      name: 'the exception filter sent with HTTP 200',
      status: 200,
      body: {
        errors: [{ message: 'Unauthorized' }],
        statusCode: 401,
        timestamp: '2026-11-22T08:01:01Z',
        path: '/auth/refresh'
      }
    },
    { name: 'a 403', status: 403, body: { success: false, errors: [{ message: 'Forbidden' }] } }
  ]
  for (const { name, status, body } of refusals) {
    it(`${name} → logs in again, and the request succeeds`, async () => {
      const { client } = makeClient(h, { send: refusingRefreshOnce({ status, body }) })
      const { qMainGroup, catalog } = await firstVehicle(client, h)
      const dead = storedRefreshToken(h.vault)
      h.clock.advance(61 * SECOND)
      const section = await client.section({ q: qMainGroup, catalog, lang: 'en' })
      expect(readResult(section.result).lists_group?.length).toBeGreaterThan(0)
      expect(h.demo.log.counts()).toMatchObject({ login: 2 })
      // The dead token is not kept for the next request or the next start.
      expect(storedRefreshToken(h.vault)).not.toBe(dead)
    })
  }

  it("a 503 on refresh is the service's trouble: reported, the token kept, the next request refreshes with it", async () => {
    const { client } = makeClient(h, { send: refusingRefreshOnce({ status: 503, body: { success: false } }) })
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    const kept = storedRefreshToken(h.vault)
    h.clock.advance(61 * SECOND)
    await expectAppFailure(client.section({ q: qMainGroup, catalog, lang: 'en' }), 'server')
    expect(storedRefreshToken(h.vault)).toBe(kept)
    await client.section({ q: qMainGroup, catalog, lang: 'en' })
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 1 })
  })
})

describe('when login fails', () => {
  it('reports auth and backs off exponentially instead of hammering the service', async () => {
    const { client } = makeClient(h, { userToken: 'wrong-token', loginBackoffMs: 2 * SECOND })
    const first = await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(first.appError.status).toBe(401)
    await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(h.demo.log.counts().login).toBe(1) // blocked: no request went out

    h.clock.advance(2 * SECOND)
    await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(h.demo.log.counts().login).toBe(2)

    h.clock.advance(2 * SECOND) // the wait has doubled to 4 s
    const blocked = await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(blocked.message).toMatch(/Trying again in 2 s/)
    expect(h.demo.log.counts().login).toBe(2)

    h.clock.advance(2 * SECOND)
    await expectAppFailure(client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(h.demo.log.counts()).toMatchObject({ login: 3, vin: 0 })
  })
})

describe('across a restart', () => {
  it('uses the stored refresh token instead of logging in', async () => {
    const before = makeClient(h)
    await firstVehicle(before.client, h)
    h.clock.advance(10 * 60 * SECOND)
    const after = makeClient(h) // a new session over the same vault: the app restarted
    await firstVehicle(after.client, h)
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 1, unauthorized: 0 })
  })

  it('falls back to login when the stored refresh token is dead', async () => {
    const before = makeClient(h)
    await firstVehicle(before.client, h)
    h.demo.knobs.revokeUserTokens(h.demo.userId)
    const after = makeClient(h)
    await firstVehicle(after.client, h)
    expect(h.demo.log.counts()).toMatchObject({ login: 2, refresh: 1, unauthorized: 1 })
  })

  it('never offers a token stored for another account', async () => {
    const before = makeClient(h)
    await firstVehicle(before.client, h)
    const other = makeClient(h, { userId: 'someone-else' })
    await expectAppFailure(other.client.vin(h.demo.vins[0], 'en'), 'auth')
    expect(h.demo.log.counts()).toMatchObject({ login: 2, refresh: 0 })
  })
})

describe('single flight', () => {
  it('storm: 50 concurrent requests across an expiry cause exactly 1 refresh and no extra login', async () => {
    const { client } = makeClient(h)
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(61 * SECOND)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => client.section({ q: qMainGroup, catalog, lang: i % 2 ? 'en' : 'de' }))
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50)
    expect(h.demo.log.counts()).toMatchObject({ login: 1, refresh: 1, unauthorized: 0, q: 50 })
  })

  it('storm of 401s: 50 requests all refused at once still cause exactly 1 refresh', async () => {
    const clientClock = h.clock.now()
    const { client } = makeClient(h, { monotonicNow: () => clientClock })
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(61 * SECOND)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => client.section({ q: qMainGroup, catalog, lang: 'en' }))
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50)
    const counts = h.demo.log.counts()
    expect(counts).toMatchObject({ login: 1, refresh: 1 })
    expect(counts.unauthorized).toBeGreaterThanOrEqual(1)
  })

  it('the rotated refresh token is stored before any waiting request continues', async () => {
    let latestIssued = ''
    const violations: string[] = []
    const watching: HttpSend = async (request) => {
      if (request.url.includes('/api/')) {
        // Every API call after the rotation must find the new refresh token already stored.
        if (latestIssued && storedRefreshToken(h.vault) !== latestIssued) violations.push(request.url)
      }
      const response = await fetchSend(request)
      if (request.url.includes('/auth/')) {
        const body = JSON.parse(new TextDecoder().decode(response.body)) as { result?: { refresh_token?: string } }
        if (body.result?.refresh_token) latestIssued = body.result.refresh_token
      }
      return response
    }
    const { client } = makeClient(h, { send: watching })
    const { qMainGroup, catalog } = await firstVehicle(client, h)
    h.clock.advance(61 * SECOND)
    await Promise.all(Array.from({ length: 20 }, () => client.section({ q: qMainGroup, catalog, lang: 'en' })))
    expect(h.demo.log.counts().refresh).toBe(1)
    expect(latestIssued).not.toBe('')
    expect(violations).toEqual([])
  })
})
