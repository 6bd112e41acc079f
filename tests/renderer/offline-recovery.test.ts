import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionRequest, SettingsView } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import type { AccessOptions, SectionAnswer } from '@renderer/data/catalog/catalog-access'
import { useAppStore } from '@renderer/common/stores/app'
import { PROBE_INTERVAL_MS, useConnectionRecoveryStore } from '@renderer/features/browse/stores/connection-recovery'
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

/** Probes go straight to the bridge (network path); pages go through the access layer (mirror). */
let probes: SectionRequest[]
let probeAnswer: Result<unknown>
let pageCalls: Array<{ request: SectionRequest; options?: AccessOptions }>
let pageAnswer: (call: number) => Result<SectionAnswer>

beforeEach(async () => {
  probes = []
  pageCalls = []
  probeAnswer = fail('offline', 'down')
  createTestApp({
    answers: {
      'settings.get': () => ok(settings),
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
  it('probes the page on screen every 15 s while offline, and refreshes it when the service is back', async () => {
    vi.useFakeTimers()
    pageAnswer = () => ok({ result: list('stored'), fetchedAt: 1, source: 'mirror' })
    const app = useAppStore()
    const section = useSectionStore()
    await section.open({ vin: 'VIN1', q: 'q1', catalog: 'C1' })
    useConnectionRecoveryStore().start()

    app.connection = { state: 'offline', since: 1 }
    await flushPromises()
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1)
    expect(probes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(probes).toEqual([{ q: 'q1', catalog: 'C1', lang: 'en' }])
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS)
    expect(probes).toHaveLength(2)

    // The probe gets through; main reports online; the page is asked again through the mirror.
    const before = pageCalls.length
    app.connection = { state: 'online', since: 2 }
    await flushPromises()
    expect(pageCalls.length).toBe(before + 1)
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3)
    expect(probes).toHaveLength(2)
  })

  it('checks at once on request, one probe at a time', async () => {
    const section = useSectionStore()
    pageAnswer = () => ok({ result: list('stored'), fetchedAt: 1, source: 'mirror' })
    await section.open({ vin: 'VIN1', q: 'q1' })
    const recovery = useConnectionRecoveryStore()
    const first = recovery.probeNow()
    const second = recovery.probeNow()
    expect(recovery.probing).toBe(true)
    await Promise.all([first, second])
    expect(probes).toHaveLength(1)
    expect(recovery.probing).toBe(false)
  })
})
