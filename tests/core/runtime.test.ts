import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import type { ConnectionStatus } from '../../electron/shared/contract'

const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!()
})

async function runtimeWith(env: Record<string, string | undefined> = {}, opened: string[] = []) {
  const settings = new MemorySettingsStore()
  const vault = new MemoryVault()
  const runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-test',
    env,
    settings,
    vault,
    openExternal: async (url) => {
      opened.push(url)
    },
    timeoutMs: 500,
    retry: { retries: 0, baseDelayMs: 1 }
  })
  cleanup.push(() => runtime.close())
  return { runtime, settings, vault }
}

async function external(): Promise<DemoCatalog> {
  const demo = await startDemoCatalog({ clock: new ManualClock(Date.now()) })
  cleanup.push(() => demo.close())
  return demo
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}

/** The demo's summary name of a vehicle is the answer's `nameShort` (docs/demo-catalog.md). */
async function vehicleName(runtime: AppRuntime, vin: string) {
  return (
    value(await runtime.handlers['catalog.vin']({ vin, lang: 'en' })).result.vehicle as
      { nameShort?: unknown } | undefined
  )?.nameShort
}

describe('with no account configured', () => {
  it('starts the embedded demo catalog on loopback and browses it over HTTP', async () => {
    const { runtime } = await runtimeWith()
    const info = value(await runtime.handlers['app.info']())
    expect(info.mode).toBe('demo')
    expect(info.serviceOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(info.imageOrigin).not.toBe(info.serviceOrigin)
    expect(info.demoVins?.length).toBeGreaterThanOrEqual(4)
    expect(info.connection.state).toBe('unknown')
    expect(await vehicleName(runtime, info.demoVins![0])).toBeTruthy()
    expect(value(await runtime.handlers['app.info']()).connection.state).toBe('online')
    const settings = value(await runtime.handlers['settings.get']())
    expect(settings).toMatchObject({ source: 'demo', tokenSet: false, secretProtection: 'none' })
  })
})

describe('an account from environment variables', () => {
  it('uses CATALOG_* variables, reports source environment and never returns the token', async () => {
    const demo = await external()
    const { runtime } = await runtimeWith({
      CATALOG_BASE_URL: `${demo.baseUrl}/`,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken
    })
    expect(value(await runtime.handlers['app.info']()).mode).toBe('account')
    const settings = value(await runtime.handlers['settings.get']())
    expect(settings).toMatchObject({
      source: 'environment',
      tokenSet: true,
      secretProtection: 'environment',
      baseUrl: demo.baseUrl
    })
    expect(JSON.stringify(settings)).not.toContain(demo.userToken)
    expect(await vehicleName(runtime, demo.vins[0])).toBe(demo.vehicles[0].name)
    expect(demo.log.counts().login).toBe(1)
  })
})

describe('changing settings', () => {
  it('switches from demo to a saved account and back, keeping the token write-only', async () => {
    const demo = await external()
    const { runtime, vault } = await runtimeWith()
    const saved = value(
      await runtime.handlers['settings.update']({
        baseUrl: demo.baseUrl,
        imageBaseUrl: demo.imageBaseUrl,
        userId: demo.userId,
        token: demo.userToken
      })
    )
    expect(saved).toMatchObject({ source: 'settings', tokenSet: true, secretProtection: 'memory' })
    expect(JSON.stringify(saved)).not.toContain(demo.userToken)
    expect(JSON.parse(vault.get('user-token')!)).toEqual({
      owner: `${demo.baseUrl} ${demo.userId}`,
      token: demo.userToken
    })
    expect(value(await runtime.handlers['app.info']()).serviceOrigin).toBe(demo.baseUrl)
    expect(await vehicleName(runtime, demo.vins[1])).toBe(demo.vehicles[1].name)

    const cleared = value(await runtime.handlers['settings.update']({ token: '' }))
    expect(cleared).toMatchObject({ source: 'demo', tokenSet: false })
    expect(value(await runtime.handlers['app.info']()).mode).toBe('demo')
  })

  it('remembers the chosen language', async () => {
    const { runtime } = await runtimeWith()
    expect(value(await runtime.handlers['settings.get']()).language).toBeNull()
    value(await runtime.handlers['settings.update']({ language: 'de' }))
    expect(value(await runtime.handlers['settings.get']()).language).toBe('de')
  })
})

describe('connection state from real outcomes', () => {
  it('goes offline when the service stops answering and online when it answers again', async () => {
    const demo = await external()
    const { runtime } = await runtimeWith({
      CATALOG_BASE_URL: demo.baseUrl,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken
    })
    const seen: ConnectionStatus[] = []
    const off = runtime.events.on('connection.changed', (status) => seen.push(status))
    expect(await vehicleName(runtime, demo.vins[0])).toBeTruthy()
    demo.knobs.injectFault({ kind: 'stall', match: '/api/vin', stallMs: 3_000 })
    const stalled = await runtime.handlers['catalog.vin']({ vin: demo.vins[0], lang: 'en' })
    expect(stalled).toMatchObject({ ok: false, error: { code: 'timeout' } })
    demo.knobs.clearFaults()
    expect(await vehicleName(runtime, demo.vins[0])).toBeTruthy()
    off()
    expect(seen.map((s) => s.state)).toEqual(['online', 'offline', 'online'])
    expect(seen[1].lastError?.code).toBe('timeout')
  })

  it('a wrong token shows as auth-failed with a plain message', async () => {
    const demo = await external()
    const { runtime } = await runtimeWith({
      CATALOG_BASE_URL: demo.baseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: 'not-the-token'
    })
    const answer = await runtime.handlers['catalog.vin']({ vin: demo.vins[0], lang: 'en' })
    expect(answer).toMatchObject({ ok: false, error: { code: 'auth' } })
    if (!answer.ok) expect(answer.error.message).toMatch(/Settings/)
  })
})

describe('opening links', () => {
  it('passes only http(s) links to the system browser', async () => {
    const opened: string[] = []
    const { runtime } = await runtimeWith({}, opened)
    expect((await runtime.handlers['shell.openExternal']({ url: 'https://example.com/a' })).ok).toBe(true)
    expect((await runtime.handlers['shell.openExternal']({ url: 'file:///etc/passwd' })).ok).toBe(false)
    expect(opened).toEqual(['https://example.com/a'])
  })
})
