import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { runAccountTest, type AccountTestOptions } from '../../electron/main/core/account-test'
import { fetchSend, type HttpRequest, type HttpSend } from '../../electron/main/core/http/http-transport'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import type { Account } from '../../electron/main/core/settings/account-config'
import { DEFAULT_IMAGE_ADDRESS, type AccountTestReport, type CatalogPacing } from '../../electron/shared/contract'
import { readCatalogId, readResult, readVehicle } from '../../electron/shared/readers'
import type { Result } from '../../electron/shared/result'

/**
 * Settings → Test the account (issue 19 part 5), against the real demo catalog over HTTP: login,
 * the VIN, its main groups, one picture; the first failing step ends the report and says why.
 */
const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!()
})

async function demo(clock = new ManualClock(Date.now())): Promise<DemoCatalog> {
  const catalog = await startDemoCatalog({ clock })
  cleanup.push(() => catalog.close())
  return catalog
}

async function runtimeWith(env: Record<string, string> = {}) {
  const settings = new MemorySettingsStore()
  const runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-test',
    env,
    settings,
    vault: new MemoryVault(),
    openExternal: async () => undefined,
    timeoutMs: 2_000,
    retry: { retries: 0, baseDelayMs: 1 }
  })
  cleanup.push(() => runtime.close())
  return { runtime, settings }
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}

const envFor = (catalog: DemoCatalog, extra: Record<string, string> = {}) => ({
  CATALOG_BASE_URL: catalog.baseUrl,
  CATALOG_IMAGE_BASE_URL: catalog.imageBaseUrl,
  CATALOG_USER_ID: catalog.userId,
  CATALOG_USER_TOKEN: catalog.userToken,
  ...extra
})

const accountOf = (catalog: DemoCatalog, userToken = catalog.userToken): Account => ({
  baseUrl: catalog.baseUrl,
  imageBaseUrl: catalog.imageBaseUrl,
  userId: catalog.userId,
  userToken
})

function optionsFor(catalog: DemoCatalog, send: HttpSend = fetchSend): AccountTestOptions {
  return {
    send,
    timeoutMs: 2_000,
    retry: { retries: 0, baseDelayMs: 1 },
    monotonicNow: () => catalog.clock.now(),
    wallNow: Date.now,
    lang: 'en'
  }
}

const testOf = async (runtime: AppRuntime, vin: string): Promise<AccountTestReport> =>
  value(await runtime.handlers['account.test']({ vin }))

const outline = (report: AccountTestReport) => report.steps.map(({ step, ok }) => `${ok ? '✓' : '✗'} ${step}`)

/** The first main-group tile's picture pointer, found through the runtime the way the app finds it. */
async function firstPicture(runtime: AppRuntime, vin: string): Promise<string> {
  const answer = value(await runtime.handlers['catalog.vin']({ vin, lang: 'en' }))
  const q = readVehicle(answer.result.vehicle)!.qMainGroup!
  const catalog = readCatalogId(answer.result) ?? undefined
  const groups = readResult(value(await runtime.handlers['catalog.section']({ q, catalog, lang: 'en' })).result)
  return groups.lists_group!.flatMap((tab) => tab.lists ?? []).find((tile) => tile.qImage)!.qImage!
}

/** Records every request and passes it on to the network. */
function spy(): { send: HttpSend; seen: HttpRequest[] } {
  const seen: HttpRequest[] = []
  return {
    seen,
    send: (request) => {
      seen.push(request)
      return fetchSend(request)
    }
  }
}

describe('test the account', () => {
  it('demo mode: all four steps pass against the built-in catalog, each timed', async () => {
    const { runtime } = await runtimeWith()
    const info = value(await runtime.handlers['app.info']())
    const report = await testOf(runtime, ` ${info.demoVins![0]!.toLowerCase()} `)
    expect(outline(report)).toEqual(['✓ login', '✓ vin', '✓ main-groups', '✓ picture'])
    for (const step of report.steps) {
      expect(step.error).toBeUndefined()
      expect(step.ms).toBeGreaterThanOrEqual(0)
    }
  })

  it('account mode: signs in for real with the permanent token, then the VIN, groups and a picture', async () => {
    const catalog = await demo()
    const { runtime } = await runtimeWith(envFor(catalog))
    expect(value(await runtime.handlers['app.info']()).mode).toBe('account')
    catalog.log.reset()
    const report = await testOf(runtime, catalog.vins[1]!)
    expect(outline(report)).toEqual(['✓ login', '✓ vin', '✓ main-groups', '✓ picture'])
    expect(catalog.log.counts()).toMatchObject({ login: 1, vin: 1, q: 1, image: 1 })
  })

  it("runs through the account's request budget: its requests count in today's clicks", async () => {
    const { runtime } = await runtimeWith()
    const demoVin = value(await runtime.handlers['app.info']()).demoVins![0]!
    const pushed: CatalogPacing[] = []
    const off = runtime.events.on('catalog.pacing', (pacing) => pushed.push(pacing))
    cleanup.push(async () => off())
    const before = pushed.at(-1)?.today.click ?? 0
    expect(outline(await testOf(runtime, demoVin))).toContain('✓ picture')
    // The VIN, the main groups and the picture; signing in is not a catalog request.
    // Counts are pushed at most once a second or so: wait for the push that follows the last one.
    await vi.waitFor(() => expect(pushed.at(-1)!.today.click - before).toBe(3), { timeout: 5_000 })
  })

  it('a wrong token: the test stops at login and says the account was refused', async () => {
    const catalog = await demo()
    const { runtime } = await runtimeWith(envFor(catalog, { CATALOG_USER_TOKEN: 'not-the-token' }))
    const report = await testOf(runtime, catalog.vins[0]!)
    expect(outline(report)).toEqual(['✗ login'])
    expect(report.steps[0]!.error).toMatchObject({ code: 'auth' })
    expect(report.steps[0]!.error!.message).toMatch(/refused the account's user id or token/)
  })

  it('an unknown VIN: the test stops at the VIN step with the reason', async () => {
    const { runtime } = await runtimeWith()
    const report = await testOf(runtime, 'WDB00000000000000')
    expect(outline(report)).toEqual(['✓ login', '✗ vin'])
    expect(report.steps[1]!.error!.message).toMatch(/WDB00000000000000/)
  })

  it('a picture address that leads nowhere: login, VIN and groups pass, the picture step says why', async () => {
    const catalog = await demo()
    const { runtime } = await runtimeWith(
      envFor(catalog, { CATALOG_IMAGE_ADDRESS: '{image_base_url}/no-such-path?q={qImage}' })
    )
    const report = await testOf(runtime, catalog.vins[0]!)
    expect(outline(report)).toEqual(['✓ login', '✓ vin', '✓ main-groups', '✗ picture'])
    expect(report.steps[3]!.error).toMatchObject({ code: 'bad-response', status: 404 })
    expect(report.steps[3]!.error!.message).toMatch(/no picture at the picture address.*Settings/)
  })

  it('a picture address on another host is refused before anything is sent', async () => {
    const catalog = await demo()
    const { send, seen } = spy()
    const target = { account: accountOf(catalog), imageAddress: 'https://pictures.example/{qImage}' }
    const report = await runAccountTest(target, catalog.vins[0]!, optionsFor(catalog, send))
    expect(outline(report)).toEqual(['✓ login', '✓ vin', '✓ main-groups', '✗ picture'])
    expect(report.steps[3]!.error!.message).toMatch(/must lead to the image service.*Settings → Account/)
    expect(seen.some((request) => request.url.includes('pictures.example'))).toBe(false)
  })

  it('template mode: the picture goes to the image host without the access token', async () => {
    const catalog = await demo()
    const { send, seen } = spy()
    const target = { account: accountOf(catalog), imageAddress: DEFAULT_IMAGE_ADDRESS }
    const report = await runAccountTest(target, catalog.vins[0]!, optionsFor(catalog, send))
    expect(outline(report)).toContain('✓ picture')
    const picture = seen.at(-1)!
    expect(picture.url.startsWith(`${catalog.imageBaseUrl}/image?q=`)).toBe(true)
    expect(picture.headers?.Authorization).toBeUndefined()
  })

  it('api mode: the picture comes from {base_url}/api/q with the access token, and passes the picture check', async () => {
    const catalog = await demo()
    const { send, seen } = spy()
    const target = { account: accountOf(catalog), imageAddress: 'api' }
    catalog.log.reset()
    const report = await runAccountTest(target, catalog.vins[0]!, optionsFor(catalog, send))
    expect(outline(report)).toEqual(['✓ login', '✓ vin', '✓ main-groups', '✓ picture'])
    const picture = seen.at(-1)!
    expect(picture.url.startsWith(`${catalog.baseUrl}/api/q?q=`)).toBe(true)
    expect(picture.headers?.Authorization).toMatch(/^Bearer \S+/)
    expect(catalog.log.counts()).toMatchObject({ image: 0, q: 2 })
    // The token only ever went to the service's own address.
    const withToken = seen.filter((request) => request.headers?.Authorization)
    expect(withToken.every((request) => request.url.startsWith(`${catalog.baseUrl}/`))).toBe(true)
  })

  it('api mode with a token the service stops accepting: renewed once, as for a section', async () => {
    const clock = new ManualClock(Date.now())
    const catalog = await demo(clock)
    const { runtime } = await runtimeWith(envFor(catalog, { CATALOG_IMAGE_ADDRESS: 'api' }))
    const qImage = await firstPicture(runtime, catalog.vins[0]!)
    clock.advance(61_000) // the access token has expired
    catalog.log.reset()
    const picture = value(await runtime.handlers['catalog.image']({ qImage }))
    expect(picture.contentType).toBe('image/png')
    // Refused once (401), one refresh, the same request again: as section() does it.
    expect(catalog.log.counts()).toMatchObject({ image: 0, q: 2, unauthorized: 1, refresh: 1, login: 0 })
  })
})

describe('a changed picture address reconnects the backend', () => {
  it('account mode: switching to api sends the next picture through /api/q; back to the template, to the image host', async () => {
    const catalog = await demo()
    const { runtime } = await runtimeWith()
    const account = { baseUrl: catalog.baseUrl, imageBaseUrl: catalog.imageBaseUrl, userId: catalog.userId }
    value(await runtime.handlers['settings.update']({ ...account, token: catalog.userToken }))
    const qImage = await firstPicture(runtime, catalog.vins[0]!)

    const saved = value(await runtime.handlers['settings.update']({ imageAddress: 'api' }))
    expect(saved).toMatchObject({ imageAddress: 'api', source: 'settings' })
    catalog.log.reset()
    expect(value(await runtime.handlers['catalog.image']({ qImage })).contentType).toBe('image/png')
    expect(catalog.log.counts()).toMatchObject({ image: 0, q: 1 })

    const back = value(await runtime.handlers['settings.update']({ imageAddress: '' }))
    expect(back.imageAddress).toBe(DEFAULT_IMAGE_ADDRESS)
    catalog.log.reset()
    expect(value(await runtime.handlers['catalog.image']({ qImage })).contentType).toBe('image/png')
    expect(catalog.log.counts()).toMatchObject({ image: 1, q: 0 })
  })

  it('demo mode: the picture address applies to the built-in catalog too', async () => {
    const { runtime } = await runtimeWith()
    const demoVin = value(await runtime.handlers['app.info']()).demoVins![0]!
    const qImage = await firstPicture(runtime, demoVin)
    value(await runtime.handlers['settings.update']({ imageAddress: '{image_base_url}/nothing/{qImage}' }))
    expect(await runtime.handlers['catalog.image']({ qImage })).toMatchObject({ ok: false, error: { status: 404 } })
    expect(outline(await testOf(runtime, demoVin))).toEqual(['✓ login', '✓ vin', '✓ main-groups', '✗ picture'])
    value(await runtime.handlers['settings.update']({ imageAddress: 'api' }))
    expect(value(await runtime.handlers['catalog.image']({ qImage })).contentType).toBe('image/png')
    expect(outline(await testOf(runtime, demoVin))).toContain('✓ picture')
  })
})
