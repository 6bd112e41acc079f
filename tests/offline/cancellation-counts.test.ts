/**
 * Cancellation in browser mode, end to end, counted at the demo catalog: the page's web bridge
 * sends a cancel message on its call socket, the host aborts the call, the request budget drops
 * a queued request unsent and the transport aborts one on the wire.
 * The IPC cancel message: tests/ipc/cancellation.test.ts.
 */
import 'fake-indexeddb/auto'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CatalogPacing } from '@shared/contract'
import type { Result } from '@shared/result'
import { readCatalogId, readVehicle } from '@shared/readers'
import { networkAccess, type CatalogAccess } from '@renderer/data/catalog/catalog-access'
import { SUPERSEDED, createLatestRequest } from '@renderer/lib/latest-request'
import { createWebApi } from '@renderer/platform/bridge/web-bridge'
import type { PageWindow } from '@renderer/platform/bridge/call-socket'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { vehicleRecordFor } from '@renderer/data/db/vehicle-record'
import { VehicleSaver, type SaveTarget } from '@renderer/data/saving/vehicle-saver'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { waitingRuntime } from '../support/waiting-runtime'

const SECTION = { q: 'q-root', lang: 'en' as const }

/** A page of browser mode, as far as the web bridge needs one, at the host's origin. */
function webPage(host: WebHost): PageWindow {
  let href = host.url
  const storage = new Map<string, string>()
  return {
    location: {
      get href() {
        return href
      },
      hash: ''
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value)
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        href = new URL(url, host.origin).href
      }
    },
    fetch: (input: string, init?: RequestInit) => fetch(new URL(input, host.origin), init),
    // The same protocol as Chromium's WebSocket (this Node has none of its own).
    WebSocket
  } as unknown as PageWindow
}

describe('browser mode: the page cancels a call on its socket, the host aborts the call', () => {
  it('the handler’s signal aborts when the page’s signal does, before the answer', async () => {
    const state = waitingRuntime()
    const host = await startWebHost({ runtime: state.runtime, rendererDir: '/nonexistent', log: () => undefined })
    try {
      const api = createWebApi(webPage(host))
      const controller = new AbortController()
      const answer = api.catalog.section(SECTION, { signal: controller.signal })
      await vi.waitFor(() => expect(state.calls).toHaveLength(1))
      expect(state.calls[0].signal.aborted).toBe(false)
      controller.abort()
      expect(await answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
      await vi.waitFor(() => expect(state.calls[0].signal.aborted).toBe(true))
    } finally {
      await host.close()
    }
  })
})

describe('counted at the demo catalog (browser mode end to end: page → host → runtime → service)', () => {
  const LATENCY_MS = 2_500
  let demo: DemoCatalog
  let runtime: AppRuntime
  let host: WebHost
  let network: CatalogAccess
  let target: { q: string; catalog: string }
  let pacing: CatalogPacing | null = null
  let db: MirrorDatabase
  let mirror: Mirror
  let saveTarget: SaveTarget
  let origins: { origin: string; imageOrigin: string }

  beforeAll(async () => {
    demo = await startDemoCatalog()
    runtime = await createAppRuntime({
      host: 'web',
      version: 'test',
      env: {
        CATALOG_BASE_URL: demo.baseUrl,
        CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
        CATALOG_USER_ID: demo.userId,
        CATALOG_USER_TOKEN: demo.userToken
      },
      settings: new MemorySettingsStore(),
      vault: new MemoryVault(),
      openExternal: async () => undefined,
      timeoutMs: 20_000
    })
    runtime.events.on('catalog.pacing', (next) => (pacing = next))
    host = await startWebHost({ runtime, rendererDir: '/nonexistent', log: () => undefined })
    network = networkAccess(createWebApi(webPage(host)))
    // Logged in and the vehicle found before the latency goes up: only section requests are counted.
    const vin = demo.vins[0]
    const answer = await network.vin({ vin, lang: 'en' })
    if (!answer.ok || !answer.value.result.vehicle) throw new Error('demo VIN not found')
    const vehicle = readVehicle(answer.value.result.vehicle)
    target = { q: vehicle!.qMainGroup!, catalog: readCatalogId(answer.value.result)! }
    const info = await runtime.handlers['app.info']()
    if (!info.ok) throw new Error('runtime did not start')
    origins = { origin: info.value.serviceOrigin, imageOrigin: info.value.imageOrigin }
    db = new MirrorDatabase(`cancellation-${Math.random()}`)
    mirror = new Mirror(db)
    const record = vehicleRecordFor(origins.origin, vin, answer.value.result)
    if (!record) throw new Error('no vehicle record')
    await mirror.garage.rememberVehicle(record)
    saveTarget = { vin, catalog: target.catalog, qMainGroup: target.q, lang: 'en' }
  }, 60_000)

  afterAll(async () => {
    await db?.delete()
    await host?.close()
    await runtime?.close()
    await demo?.close()
  })

  beforeEach(() => {
    demo.knobs.setLatency(0)
    demo.log.reset()
  })

  const sectionEntries = () => demo.log.entries().filter((entry) => entry.path === '/api/q')
  /** Today's sends by main's request budget, as the page is told them (pushed at most once a second). */
  const sent = (priority: 'click' | 'background') => pacing?.today[priority] ?? 0

  it('a superseded click is aborted on the wire: the service completes only the newer one', async () => {
    demo.knobs.setLatency(LATENCY_MS)
    const clicksBefore = sent('click')
    const latest = createLatestRequest()
    let firstOutcome: Result<unknown> | null = null
    const first = latest.run(async (signal) => {
      firstOutcome = await network.section({ ...target, lang: 'en' }, { signal })
      return firstOutcome
    })
    // The event that proves the first request is on the wire: main counted it as sent.
    await vi.waitFor(() => expect(sent('click')).toBe(clicksBefore + 1), { timeout: 2_000, interval: 20 })
    const second = latest.run((signal) => network.section({ ...target, lang: 'de' }, { signal }))

    expect(await first).toBe(SUPERSEDED)
    expect(firstOutcome).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(await second).toMatchObject({ ok: true })
    // The service logs every request once it ends: the superseded one as hung up (status 0).
    await vi.waitFor(() => expect(sectionEntries()).toHaveLength(2))
    const statuses = sectionEntries().map((entry) => entry.status)
    console.log(
      `[cancellation] superseded click: sent ${statuses.length}, completed ${statuses.filter((s) => s === 200).length}, aborted ${statuses.filter((s) => s === 0).length}`
    )
    expect(statuses.sort()).toEqual([0, 200])
  })

  it('background requests stopped together: those on the wire are aborted, those queued are never sent', async () => {
    demo.knobs.setLatency(LATENCY_MS)
    const before = sent('background')
    const controller = new AbortController()
    // More than the account's budget lets go at once (6): the rest wait in main's queue.
    const asked = 10
    const answers = Array.from({ length: asked }, (_, index) =>
      network.section(
        {
          q: target.q,
          catalog: target.catalog,
          lang: (['en', 'de', 'fr', 'es', 'it'] as const)[index % 5],
          priority: 'background'
        },
        { signal: controller.signal }
      )
    )
    // The event: the budget's concurrency is in use (main counted 6 sends), the rest queue.
    const onTheWire = pacing?.concurrency ?? 6
    await vi.waitFor(() => expect(sent('background')).toBe(before + onTheWire), { timeout: 2_000, interval: 20 })
    controller.abort()
    const outcomes = await Promise.all(answers)
    expect(outcomes.every((outcome) => !outcome.ok && outcome.error.code === 'cancelled')).toBe(true)
    // Every call has come back, so a queued one can no longer go out: the service saw only those sent.
    await vi.waitFor(() => expect(sectionEntries()).toHaveLength(onTheWire))
    const statuses = sectionEntries().map((entry) => entry.status)
    console.log(
      `[cancellation] stopped batch: asked ${asked}, sent ${statuses.length}, completed ${statuses.filter((s) => s === 200).length}, never sent ${asked - statuses.length}`
    )
    expect(statuses).toEqual(Array(onTheWire).fill(0))
  })

  it('a paused save stops costing requests: its requests on the wire are aborted, those queued never sent', async () => {
    demo.knobs.setLatency(LATENCY_MS)
    const before = sent('background')
    // Every call the save makes, and how it came back.
    const outcomes: Array<Result<unknown> | null> = []
    const counted = <T>(answer: Promise<Result<T>>): Promise<Result<T>> => {
      const at = outcomes.push(null) - 1
      return answer.then((outcome) => (outcomes[at] = outcome))
    }
    const counting: CatalogAccess = {
      vin: (request) => counted(network.vin(request)),
      section: (request, options) => counted(network.section(request, options)),
      image: (qImage, options) => counted(network.image(qImage, options))
    }
    // Eight workers against a budget that lets six go at once: two wait in main's queue.
    const saver = new VehicleSaver(saveTarget, { network: counting, mirror, origins, concurrency: 8 })
    const running = saver.run()
    // The events: the main group came back (1 sent), then six more went on the wire.
    const onTheWire = pacing?.concurrency ?? 6
    await vi.waitFor(() => expect(sent('background')).toBe(before + 1 + onTheWire), { timeout: 5_000, interval: 20 })
    await vi.waitFor(() => expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(8))
    saver.pause()
    expect(await running).toMatchObject({ state: 'paused', done: 1 })
    // Every call came back: the main group answered, the eight after it cancelled.
    expect(outcomes).toHaveLength(9)
    expect(outcomes.filter((outcome) => outcome?.ok)).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome && !outcome.ok && outcome.error.code === 'cancelled')).toHaveLength(8)
    // At the service: the main group completed, the six on the wire hung up, the two queued never arrived.
    await vi.waitFor(() => expect(demo.log.entries()).toHaveLength(1 + onTheWire))
    const statuses = demo.log.entries().map((entry) => entry.status)
    console.log(
      `[cancellation] paused save: asked ${outcomes.length}, sent ${statuses.length}, completed ${statuses.filter((s) => s === 200).length}, aborted ${statuses.filter((s) => s === 0).length}, never sent ${outcomes.length - statuses.length}`
    )
    expect(statuses.sort()).toEqual([...Array(onTheWire).fill(0), 200])
    // Paused, not failed: everything not yet stored is still pending for Resume.
    expect((await saver.progress()).failed).toBe(0)
  })
})
