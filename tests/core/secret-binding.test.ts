import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import type { StoredSettings } from '../../electron/main/core/ports'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import type { SettingsView } from '../../electron/shared/contract'
import type { Result } from '../../electron/shared/result'
import { startHostileService, type HostileService } from '../support/hostile-service'

/**
 * Issue 11, item 1: the permanent token and the refresh token belong to one service origin and
 * one user id. A second HTTP listener records every request it gets and proves the secrets never
 * follow a changed address.
 */
const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!()
})

async function demo(): Promise<DemoCatalog> {
  const catalog = await startDemoCatalog({ clock: new ManualClock(Date.now()) })
  cleanup.push(() => catalog.close())
  return catalog
}

async function listener(): Promise<HostileService> {
  const service = await startHostileService()
  cleanup.push(() => service.close())
  return service
}

async function runtimeWith(
  options: { env?: Record<string, string>; vault?: MemoryVault; settings?: MemorySettingsStore } = {}
) {
  const settings = options.settings ?? new MemorySettingsStore()
  const vault = options.vault ?? new MemoryVault()
  const runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-test',
    env: options.env ?? {},
    settings,
    vault,
    openExternal: async () => undefined,
    timeoutMs: 2_000,
    retry: { retries: 0, baseDelayMs: 1 }
  })
  cleanup.push(() => runtime.close())
  return { runtime, settings, vault }
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}

const update = async (runtime: AppRuntime, change: Parameters<AppRuntime['handlers']['settings.update']>[0]) =>
  runtime.handlers['settings.update'](change)

async function lookUp(runtime: AppRuntime, vin: string) {
  return value(await runtime.handlers['catalog.vin']({ vin, lang: 'en' }))
}

/** Everything a listener was sent, as one string: the token must not appear anywhere in it. */
const everything = (service: HostileService) => JSON.stringify(service.requests)

async function signedInTo(catalog: DemoCatalog) {
  const parts = await runtimeWith()
  const saved = value(
    await update(parts.runtime, {
      baseUrl: catalog.baseUrl,
      imageBaseUrl: catalog.imageBaseUrl,
      userId: catalog.userId,
      token: catalog.userToken
    })
  )
  expect(saved).toMatchObject({ source: 'settings', tokenSet: true })
  await lookUp(parts.runtime, catalog.vins[0])
  expect(catalog.log.counts().login).toBe(1)
  expect(parts.vault.get('refresh-token')).not.toBeNull()
  return parts
}

describe('the stored token and refresh token follow neither a new base URL nor a new user id', () => {
  it('changing ONLY the base URL: the new host never receives the permanent token', async () => {
    const catalog = await demo()
    const { runtime, vault } = await signedInTo(catalog)
    const elsewhere = await listener()

    const view: SettingsView = value(await update(runtime, { baseUrl: elsewhere.url }))
    expect(view).toMatchObject({ baseUrl: elsewhere.url, userId: catalog.userId, tokenSet: false, source: 'demo' })
    expect(vault.get('user-token')).toBeNull()
    expect(vault.get('refresh-token')).toBeNull()

    // The app keeps working (on the demo catalog) and the new host hears nothing at all.
    const answer = await lookUp(runtime, catalog.vins[0])
    expect(answer.result.vehicle).toBeTruthy()
    expect(elsewhere.requests).toEqual([])

    // Control: once the user types the token for the new host, it goes there — the listener records.
    value(await update(runtime, { token: catalog.userToken }))
    await runtime.handlers['catalog.vin']({ vin: catalog.vins[0], lang: 'en' })
    expect(elsewhere.requests.map((r) => r.url.split('?')[0])).toContain('/auth/login-token')
    expect(everything(elsewhere)).toContain(catalog.userToken)
  })

  it('changing only the user id clears both secrets too', async () => {
    const catalog = await demo()
    const { runtime, vault } = await signedInTo(catalog)
    expect(value(await update(runtime, { userId: 'someone-else' })).tokenSet).toBe(false)
    expect([vault.get('user-token'), vault.get('refresh-token')]).toEqual([null, null])
  })

  it('a new path on the same origin keeps the token: it still goes to the same host', async () => {
    const catalog = await demo()
    const { runtime } = await signedInTo(catalog)
    expect(value(await update(runtime, { baseUrl: `${catalog.baseUrl}/v2` })).tokenSet).toBe(true)
  })

  it('CATALOG_BASE_URL changed between two runs: the secrets are dropped before anything is sent', async () => {
    const catalog = await demo()
    const first = await signedInTo(catalog)
    await first.runtime.close()
    const elsewhere = await listener()
    const { runtime, vault } = await runtimeWith({
      env: { CATALOG_BASE_URL: elsewhere.url },
      vault: first.vault,
      settings: first.settings
    })
    expect(value(await runtime.handlers['settings.get']())).toMatchObject({ tokenSet: false, source: 'demo' })
    expect([vault.get('user-token'), vault.get('refresh-token')]).toEqual([null, null])
    await lookUp(runtime, catalog.vins[0])
    expect(elsewhere.requests).toEqual([])
  })

  it('a token from CATALOG_USER_TOKEN stays with its service: Settings cannot move the URL or user', async () => {
    const catalog = await demo()
    const settings = new MemorySettingsStore()
    settings.write({ baseUrl: catalog.baseUrl, imageBaseUrl: catalog.imageBaseUrl, userId: catalog.userId })
    const { runtime } = await runtimeWith({ env: { CATALOG_USER_TOKEN: catalog.userToken }, settings })
    await lookUp(runtime, catalog.vins[0])
    expect(catalog.log.counts().login).toBe(1)
    const elsewhere = await listener()

    for (const change of [{ baseUrl: elsewhere.url }, { userId: 'someone-else' }]) {
      const refused = await update(runtime, change)
      expect(refused.ok).toBe(false)
      if (!refused.ok) expect(refused.error.message).toContain('CATALOG_BASE_URL')
    }
    expect(value(await runtime.handlers['settings.get']())).toMatchObject({
      baseUrl: catalog.baseUrl,
      source: 'environment'
    })
    await lookUp(runtime, catalog.vins[1])
    expect(elsewhere.requests).toEqual([])
    // Changes that keep the service and user still go through.
    expect(value(await update(runtime, { baseUrl: `${catalog.baseUrl}/` })).baseUrl).toBe(catalog.baseUrl)
  })

  it('a new token drops the refresh token of the one before: the next request signs in with it', async () => {
    const catalog = await demo()
    const { runtime, vault } = await signedInTo(catalog)
    // Say the old token leaked and the vendor gave a new one (the demo knows only the old one, so
    // signing in with this one is refused, which shows it is the one used).
    value(await update(runtime, { token: 'the-new-token' }))
    expect(vault.get('refresh-token')).toBeNull()
    const answer = await runtime.handlers['catalog.vin']({ vin: catalog.vins[1], lang: 'en' })
    expect(answer.ok ? null : answer.error.code).toBe('auth')
    expect(catalog.log.counts().refresh).toBe(0)
  })

  it('clearing the token clears the refresh token with it', async () => {
    const catalog = await demo()
    const { runtime, vault } = await signedInTo(catalog)
    value(await update(runtime, { token: '' }))
    expect([vault.get('user-token'), vault.get('refresh-token')]).toEqual([null, null])
  })

  it('a token is taken only together with the service and user it belongs to', async () => {
    const { runtime, vault } = await runtimeWith()
    const refused = await update(runtime, { token: 'lonely-token' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    if (!refused.ok) expect(refused.error.message).toMatch(/service URL and the user id together with the token/)
    expect(vault.get('user-token')).toBeNull()
  })
})

describe('service and image URLs must be https, except on this computer', () => {
  it('Settings refuses http:// to another host, with a clear message, and saves nothing', async () => {
    const { runtime, settings } = await runtimeWith()
    for (const change of [
      { baseUrl: 'http://catalog.example.com', userId: 'u', token: 't' },
      { imageBaseUrl: 'http://images.example.com' }
    ]) {
      const refused = await update(runtime, change)
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
      if (!refused.ok) expect(refused.error.message).toMatch(/must start with https:\/\//)
    }
    expect(settings.read()).toEqual({})
  })

  it('https anywhere and http on loopback (127.0.0.1, ::1, localhost) are accepted', async () => {
    const { runtime } = await runtimeWith()
    for (const baseUrl of [
      'https://catalog.example.com',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://localhost:8080'
    ]) {
      expect((await update(runtime, { baseUrl })).ok, baseUrl).toBe(true)
    }
  })

  it('user names, queries and other schemes are refused', async () => {
    const { runtime } = await runtimeWith()
    for (const baseUrl of [
      'https://me:pw@catalog.example.com',
      'https://catalog.example.com/?x=1',
      'ftp://catalog.example.com'
    ]) {
      expect((await update(runtime, { baseUrl })).ok, baseUrl).toBe(false)
    }
  })

  it('CATALOG_* variables are checked alike: the demo runs and Settings says why', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ CATALOG_BASE_URL: 'http://catalog.example.com' }, /^CATALOG_BASE_URL must start with https:\/\//],
      [
        { CATALOG_BASE_URL: 'https://catalog.example.com', CATALOG_IMAGE_BASE_URL: 'http://img.example.com' },
        /^CATALOG_IMAGE_BASE_URL must start with https:\/\//
      ]
    ]
    for (const [env, message] of cases) {
      const { runtime } = await runtimeWith({
        env: { ...env, CATALOG_USER_ID: 'u', CATALOG_USER_TOKEN: 'secret-from-env' }
      })
      expect(value(await runtime.handlers['app.info']()).mode).toBe('demo')
      const view = value(await runtime.handlers['settings.get']())
      expect(view.problem).toMatch(message)
      expect(view.source).toBe('demo')
    }
  })

  it('a hand-edited settings file with an http:// address is refused the same way', async () => {
    const settings = new MemorySettingsStore({ baseUrl: 'http://catalog.example.com', userId: 'u' } as StoredSettings)
    const { runtime } = await runtimeWith({ settings })
    expect(value(await runtime.handlers['settings.get']()).problem).toMatch(/^The service URL must start with https/)
  })
})
