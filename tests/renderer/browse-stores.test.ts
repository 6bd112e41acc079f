import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { computed } from 'vue'
import type { CatalogResult } from '@shared/catalog-schemas'
import type { SectionRequest, SectionResponse, SettingsView } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import type { CatalogAccess } from '@renderer/catalog/catalog-access'
import { RECENT_VEHICLES_KEY, RECENT_VEHICLES_MAX, useRecentVehiclesStore } from '@renderer/stores/recent-vehicles'
import { usePartInfoStore, useSectionStore } from '@renderer/stores/section'
import { useSettingsStore } from '@renderer/stores/settings'
import { useVehicleStore } from '@renderer/stores/vehicle'
import { createTestApp } from './support/app-context'

vi.stubGlobal('navigator', { ...navigator, languages: ['de-AT', 'en'] })

const settingsView: SettingsView = {
  baseUrl: 'http://demo',
  imageBaseUrl: 'http://img',
  userId: '',
  tokenSet: false,
  language: null,
  source: 'demo',
  secretProtection: 'none'
}

/**
 * The app over a fake main process (settings live there, as they do in main) and, when a test
 * scripts them, catalog answers straight from `catalog`.
 */
function startApp(initial: Partial<SettingsView> = {}, catalog?: CatalogAccess) {
  let view: SettingsView = { ...settingsView, ...initial }
  const updates: unknown[] = []
  createTestApp({
    answers: {
      'settings.get': () => ok(view),
      'settings.update': (input) => {
        updates.push(input)
        view = { ...view, ...(input as Partial<SettingsView>) }
        return ok(view)
      }
    },
    ...(catalog ? { catalog } : {})
  })
  return updates
}

interface Pending {
  request: SectionRequest
  resolve(result: Result<SectionResponse>): void
}

/** Catalog access whose answers the test releases one by one, in any order. */
function controlledAccess() {
  const pending: Pending[] = []
  const access: CatalogAccess = {
    vin: async () => fail('server', 'not used'),
    image: async () => fail('server', 'not used'),
    section: (request) => new Promise((resolve) => pending.push({ request, resolve }))
  }
  const answer = (index: number, result: CatalogResult) => pending[index].resolve(ok({ result, fetchedAt: index }))
  return { access, pending, answer }
}

beforeEach(() => {
  setActivePinia(createPinia())
  localStorage.clear()
})

describe('section store', () => {
  it('lets only the newest request write: a slow older answer is dropped', async () => {
    const { access, pending, answer } = controlledAccess()
    startApp({ language: 'en' }, access)
    await useSettingsStore().ready()
    const section = useSectionStore()
    void section.open({ vin: 'V', catalog: 'C', q: 'first' })
    void section.open({ vin: 'V', catalog: 'C', q: 'second' })
    expect(pending.map((p) => p.request.q)).toEqual(['first', 'second'])

    answer(1, { lists: [{ code: '2', title: 'Second' }] })
    await flushPromises()
    answer(0, { lists: [{ code: '1', title: 'First' }] })
    await flushPromises()
    expect(section.result?.lists?.[0].title).toBe('Second')
    expect(section.loading).toBe(false)
  })

  it('sends catalog, language and the submitted form with the request', async () => {
    const { access, pending } = controlledAccess()
    startApp({ language: 'pl' }, access)
    await useSettingsStore().ready()
    void useSectionStore().open({ vin: 'V', catalog: 'C', q: 'list', form: { name: 'bolt', standardOnly: true } })
    expect(pending[0].request).toEqual({
      q: 'list',
      catalog: 'C',
      lang: 'pl',
      form: { name: 'bolt', standardOnly: true }
    })
  })

  it('re-asks in the new language and keeps the old result on screen until the answer arrives', async () => {
    const { access, pending, answer } = controlledAccess()
    startApp({ language: 'en' }, access)
    const settings = useSettingsStore()
    await settings.ready()
    const section = useSectionStore()
    void section.open({ vin: 'V', catalog: 'C', q: 'node' })
    answer(0, { node: { code: '010', title: 'Cylinder block' } })
    await flushPromises()

    void settings.setLanguage('de')
    await flushPromises()
    expect(pending[1].request).toMatchObject({ q: 'node', lang: 'de' })
    // While German is on its way the English node stays: no flash, no skeleton.
    expect(section.result?.node?.title).toBe('Cylinder block')
    expect(section.loading).toBe(true)

    answer(1, { node: { code: '010', title: 'Zylinderblock' } })
    await flushPromises()
    expect(section.result?.node?.title).toBe('Zylinderblock')
    expect(section.resultLanguage).toBe('de')
  })

  it('clears the old result for another section, shows errors and retries', async () => {
    let attempt = 0
    startApp(
      { language: 'en' },
      {
        vin: async () => fail('server', 'x'),
        image: async () => fail('server', 'x'),
        section: async () =>
          ++attempt === 2
            ? fail('offline', 'down')
            : ok({ result: { lists: [{ title: `answer ${attempt}` }] }, fetchedAt: 1 })
      }
    )
    await useSettingsStore().ready()
    const section = useSectionStore()
    await section.open({ vin: 'V', q: 'a' })
    expect(section.result?.lists?.[0].title).toBe('answer 1')
    const second = section.open({ vin: 'V', q: 'b' })
    expect(section.result).toBeNull()
    await second
    expect(section.error?.code).toBe('offline')
    await section.reload()
    expect(section.error).toBeNull()
    expect(section.result?.lists?.[0].title).toBe('answer 3')
  })

  it('does not ask twice for what it is already showing or loading', async () => {
    const { access, pending, answer } = controlledAccess()
    startApp({ language: 'en' }, access)
    await useSettingsStore().ready()
    const section = useSectionStore()
    void section.open({ vin: 'V', q: 'a' })
    void section.open({ vin: 'V', q: 'a' })
    expect(pending).toHaveLength(1)
    answer(0, { lists: [] })
    await flushPromises()
    void section.open({ vin: 'V', q: 'a' })
    expect(pending).toHaveLength(1)
  })

  it('exposes an info error (stale pointer) and keeps the part-info panel apart from the page', async () => {
    const { access, answer } = controlledAccess()
    startApp({ language: 'en' }, access)
    await useSettingsStore().ready()
    const section = useSectionStore()
    const partInfo = usePartInfoStore()
    void section.open({ vin: 'V', q: 'old' })
    void partInfo.open({ vin: 'V', q: 'pi' })
    answer(0, { info: { type: 'error', text: 'This link is out of date' }, resultCode: 410 })
    answer(1, { partinfo: { number: '1K0' } })
    await flushPromises()
    expect(section.infoError?.text).toContain('out of date')
    expect(partInfo.result?.partinfo).toEqual({ number: '1K0' })
    partInfo.clear()
    expect(partInfo.result).toBeNull()
    expect(section.result).not.toBeNull()
  })
})

describe('language', () => {
  it('on first run follows the system locale and saves that choice', async () => {
    const updates = startApp({ language: null })
    const settings = useSettingsStore()
    await settings.ensureLanguage()
    expect(updates).toEqual([{ language: 'de' }])
    expect(settings.view?.language).toBe('de')
    expect(settings.language).toBe('de')
  })

  it('keeps a saved language and writes nothing', async () => {
    const updates = startApp({ language: 'ko' })
    const settings = useSettingsStore()
    await settings.ensureLanguage()
    expect(updates).toEqual([])
    expect(settings.language).toBe('ko')
  })

  it('switches at once and persists through settings.update', async () => {
    const updates = startApp({ language: 'en' })
    const settings = useSettingsStore()
    await settings.ready()
    const saving = settings.setLanguage('zh')
    expect(settings.language).toBe('zh')
    await saving
    expect(updates).toEqual([{ language: 'zh' }])
    expect(settings.view?.language).toBe('zh')
  })

  it('re-fetches the current vehicle card in the new language', async () => {
    const asked: string[] = []
    startApp(
      { language: 'en' },
      {
        vin: async ({ vin, lang }) => {
          asked.push(lang)
          return ok({
            result: { catalog: 'C', vehicle: { vin, name: `Car (${lang})`, qMainGroup: 'q' } },
            fetchedAt: 1
          })
        },
        section: async () => fail('server', 'x'),
        image: async () => fail('server', 'x')
      }
    )
    const settings = useSettingsStore()
    await settings.ready()
    const vehicles = useVehicleStore()
    // What a view shows: it must update when the answer arrives, not only when read afresh.
    const shownName = computed(() => vehicles.byVin.VIN1?.response?.result.vehicle?.name)
    const opening = vehicles.open('VIN1')
    expect(shownName.value).toBeUndefined() // read while loading, as a rendered card would
    await opening
    expect(shownName.value).toBe('Car (en)')
    await vehicles.open('VIN1')
    expect(asked).toEqual(['en'])
    await settings.setLanguage('fr')
    await flushPromises()
    expect(asked).toEqual(['en', 'fr'])
    expect(shownName.value).toBe('Car (fr)')
  })
})

describe('recent vehicles', () => {
  it('puts the latest first, without duplicates, and survives a restart', () => {
    const recent = useRecentVehiclesStore()
    recent.remember({ vin: 'A', name: 'Alpha' }, 1)
    recent.remember({ vin: 'B', name: 'Beta', brand: 'Vostra' }, 2)
    recent.remember({ vin: 'A', name: 'Alpha 2' }, 3)
    expect(recent.list.map((v) => `${v.vin}:${v.name}`)).toEqual(['A:Alpha 2', 'B:Beta'])

    setActivePinia(createPinia())
    const reopened = useRecentVehiclesStore()
    expect(reopened.list.map((v) => v.vin)).toEqual(['A', 'B'])
    expect(reopened.list[1]).toEqual({ vin: 'B', name: 'Beta', brand: 'Vostra', openedAt: 2 })
  })

  it(`keeps at most ${RECENT_VEHICLES_MAX} and removes one on request`, () => {
    const recent = useRecentVehiclesStore()
    for (let i = 0; i < RECENT_VEHICLES_MAX + 5; i++) recent.remember({ vin: `V${i}`, name: `Car ${i}` }, i)
    expect(recent.list).toHaveLength(RECENT_VEHICLES_MAX)
    expect(recent.list[0].vin).toBe(`V${RECENT_VEHICLES_MAX + 4}`)
    recent.remove(recent.list[0].vin)
    expect(recent.list).toHaveLength(RECENT_VEHICLES_MAX - 1)
    expect(JSON.parse(localStorage.getItem(RECENT_VEHICLES_KEY) ?? '[]')).toHaveLength(RECENT_VEHICLES_MAX - 1)
  })

  it('ignores damaged storage instead of breaking the start page', () => {
    localStorage.setItem(RECENT_VEHICLES_KEY, '[{"vin":"OK","name":"Fine","openedAt":1},{"vin":3},"junk"]')
    expect(useRecentVehiclesStore().list.map((v) => v.vin)).toEqual(['OK'])
    setActivePinia(createPinia())
    localStorage.setItem(RECENT_VEHICLES_KEY, '{not json')
    expect(useRecentVehiclesStore().list).toEqual([])
  })
})
