import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectionStatus, SectionRequest, SettingsView } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import type { AccessOptions, SectionAnswer } from '@renderer/data/catalog/catalog-access'
import { useAppStore } from '@renderer/common/stores/app'
import {
  ONLINE_PROBE_INTERVAL_MS,
  PROBE_INTERVAL_MS,
  useConnectionRecoveryStore
} from '@renderer/features/browse/stores/connection-recovery'
import { useSectionStore } from '@renderer/features/browse/stores/section'
import { useSettingsStore } from '@renderer/common/stores/settings'
import { createTestApp } from './support/app-context'

vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'] })

const settings: SettingsView = {
  baseUrl: '',
  imageBaseUrl: '',
  userId: '',
  tokenSet: false,
  language: 'en',
  source: 'demo',
  secretProtection: 'none',
  imageAddress: '{image_base_url}/image?q={qImage}'
}

/** Section requests straight to the bridge; pages go through the access layer (mirror). */
let probes: SectionRequest[]
let probeAnswer: Result<unknown>
/** Connection checks (main's look at the service's host) and what main answers to them. */
let checks: number
let checkAnswer: () => ConnectionStatus
let pageCalls: Array<{ request: SectionRequest; options?: AccessOptions }>
let pageAnswer: (call: number) => Result<SectionAnswer>

beforeEach(async () => {
  probes = []
  pageCalls = []
  probeAnswer = fail('offline', 'down')
  checks = 0
  checkAnswer = () => ({ state: 'offline', since: 10 })
  createTestApp({
    answers: {
      'settings.get': () => ok(settings),
      'connection.probe': () => {
        checks++
        return ok(checkAnswer())
      },
      'catalog.section': (input) => {
        probes.push(input as SectionRequest)
        return probeAnswer
      }
    },
    catalog: {
      vin: async () => fail('server', 'unused'),
      image: async () => fail('server', 'unused'),
      section: async (request, options) => {
        pageCalls.push({ request, options })
        return pageAnswer(pageCalls.length)
      }
    }
  })
  await useSettingsStore().ready()
})
afterEach(() => {
  vi.useRealTimers()
})

const list = (title: string) => ({ lists: [{ q: 'n', title }] })

describe('section store with the mirror', () => {
  it('files requests under the vehicle, says where the answer came from, and takes a revalidated answer in place', async () => {
    pageAnswer = () => ok({ result: list('old'), fetchedAt: 100, source: 'mirror' })
    const section = useSectionStore()
    await section.open({ vin: 'VIN1', q: 'q1', catalog: 'C1' })
    expect(pageCalls[0].options?.vin).toBe('VIN1')
    expect(section).toMatchObject({ source: 'mirror', fetchedAt: 100 })

    pageCalls[0].options?.onRevalidated?.({ result: list('new'), fetchedAt: 200, source: 'network' })
    expect(section.result?.lists?.[0].title).toBe('new')
    expect(section).toMatchObject({ source: 'network', fetchedAt: 200 })
  })

  it('ignores a revalidated answer once the page shows another section', async () => {
    pageAnswer = (n) => ok({ result: list(`answer ${n}`), fetchedAt: n, source: 'mirror' })
    const section = useSectionStore()
    await section.open({ vin: 'VIN1', q: 'q1' })
    await section.open({ vin: 'VIN1', q: 'q2' })
    pageCalls[0].options?.onRevalidated?.({ result: list('late'), fetchedAt: 9, source: 'network' })
    expect(section.result?.lists?.[0].title).toBe('answer 2')
  })
})

describe('connection recovery', () => {
  it('checks at start, every 30 s while online and on screen, every 15 s while offline, and refreshes the page when the service is back', async () => {
    vi.useFakeTimers()
    pageAnswer = () => ok({ result: list('stored'), fetchedAt: 1, source: 'mirror' })
    const app = useAppStore()
    const section = useSectionStore()
    await section.open({ vin: 'VIN1', q: 'q1', catalog: 'C1' })

    // "Not checked yet" lasts until the first check answers: main says online.
    checkAnswer = () => ({ state: 'online', since: 5 })
    useConnectionRecoveryStore().start()
    await flushPromises()
    expect(checks).toBe(1)
    expect(app.connection.state).toBe('online')
    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_INTERVAL_MS - 1)
    expect(checks).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(checks).toBe(2)

    // The service goes: the next check says offline, and the light follows without waiting for a click.
    checkAnswer = () => ({ state: 'offline', since: 6 })
    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_INTERVAL_MS)
    expect(checks).toBe(3)
    expect(app.connection.state).toBe('offline')
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS)
    expect(checks).toBe(4)
    // Checks cost the account nothing: no section was requested for them.
    expect(probes).toEqual([])

    // Back: the page is asked again through the mirror, and checks slow down to the online pace.
    const before = pageCalls.length
    checkAnswer = () => ({ state: 'online', since: 7 })
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS)
    expect(app.connection.state).toBe('online')
    await flushPromises()
    expect(pageCalls.length).toBe(before + 1)
    const at = checks
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS)
    expect(checks).toBe(at)
  })

  it('drops a check that lost the race with a newer event', async () => {
    const app = useAppStore()
    app.connection = { state: 'offline', since: 20 }
    checkAnswer = () => ({ state: 'online', since: 10 })
    await useConnectionRecoveryStore().probeNow()
    expect(app.connection.state).toBe('offline')
  })

  it('checks at once on request, one probe at a time', async () => {
    const recovery = useConnectionRecoveryStore()
    const first = recovery.probeNow()
    const second = recovery.probeNow()
    expect(recovery.probing).toBe(true)
    await Promise.all([first, second])
    expect(checks).toBe(1)
    expect(recovery.probing).toBe(false)
  })
})
