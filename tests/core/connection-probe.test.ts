/**
 * The connection check behind the header's light (issue 22, item 9): `connection.probe` asks the
 * service's host, over real HTTP, without the account's token and without spending an account
 * request; main's connection state follows it both ways.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import { fetchSend } from '../../electron/main/core/http/http-transport'
import { probeService } from '../../electron/main/core/service-probe'
import type { ConnectionStatus } from '../../electron/shared/contract'

const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!()
})

async function demoAccount(port = 0): Promise<DemoCatalog> {
  const demo = await startDemoCatalog({ clock: new ManualClock(Date.now()), port })
  cleanup.push(() => demo.close())
  return demo
}

async function runtimeFor(demo: DemoCatalog) {
  const runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-test',
    env: {
      CATALOG_BASE_URL: demo.baseUrl,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken
    },
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined,
    timeoutMs: 2_000,
    retry: { retries: 0, baseDelayMs: 1 }
  })
  cleanup.push(() => runtime.close())
  return runtime
}

describe('probeService', () => {
  it('takes any HTTP answer as "there" and a refused connection as offline', async () => {
    const demo = await demoAccount()
    expect(await probeService(fetchSend, demo.baseUrl, 2_000)).toBeNull()
    const url = demo.baseUrl
    await demo.close()
    expect((await probeService(fetchSend, url, 2_000))?.code).toBe('offline')
  })

  it('says cancelled when the caller stops waiting', async () => {
    const demo = await demoAccount()
    const stop = new AbortController()
    stop.abort()
    expect((await probeService(fetchSend, demo.baseUrl, 2_000, stop.signal))?.code).toBe('cancelled')
  })
})

describe('connection.probe', () => {
  it('turns "Not checked yet" into online, then offline when the service goes, and back, costing no account request', async () => {
    const demo = await demoAccount()
    const runtime = await runtimeFor(demo)
    const changes: ConnectionStatus['state'][] = []
    runtime.events.on('connection.changed', (status) => changes.push(status.state))
    expect(await runtime.handlers['app.info']()).toMatchObject({
      ok: true,
      value: { connection: { state: 'unknown' } }
    })

    const online = await runtime.handlers['connection.probe']()
    expect(online).toMatchObject({ ok: true, value: { state: 'online' } })
    // No sign-in, no VIN, no section: the account was not asked, only the host's root.
    expect(demo.log.counts()).toMatchObject({ login: 0, vin: 0, q: 0, image: 0 })
    expect(demo.log.entries().map((entry) => entry.path)).toEqual(['/'])

    const port = Number(new URL(demo.baseUrl).port)
    await demo.close()
    const offline = await runtime.handlers['connection.probe']()
    expect(offline).toMatchObject({ ok: true, value: { state: 'offline', lastError: { code: 'offline' } } })

    // The same address answers again: the light goes back to online.
    const again = await demoAccount(port)
    expect(again.baseUrl).toBe(demo.baseUrl)
    expect(await runtime.handlers['connection.probe']()).toMatchObject({ ok: true, value: { state: 'online' } })
    expect(changes).toEqual(['online', 'offline', 'online'])
  })
})
