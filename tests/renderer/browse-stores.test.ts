import { flushPromises } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { computed } from 'vue'
import type { RawCatalogResult } from '@shared/catalog-schemas'
import { readVehicle } from '@shared/readers'
import type { SectionRequest, SectionResponse, SettingsView } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import type { CatalogAccess } from '@renderer/data/catalog/catalog-access'
import { usePartInfoStore, useSectionStore } from '@renderer/features/browse/stores/section'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { useSettingsStore } from '@renderer/common/stores/settings'
import { useVehicleStore } from '@renderer/features/browse/stores/vehicle'
import { createTestApp } from './support/app-context'

vi.stubGlobal('navigator', { ...navigator, languages: ['de-AT', 'en'] })

const settingsView: SettingsView = {
  baseUrl: 'http://demo',
  imageBaseUrl: 'http://img',
  userId: '',
  tokenSet: false,
  language: null,
  source: 'demo',
  secretProtection: 'none',
  imageAddress: '{image_base_url}/image?q={qImage}'
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
  const answer = (index: number, result: RawCatalogResult) => pending[index].resolve(ok({ result, fetchedAt: index }))
  return { access, pending, answer }
}

beforeEach(() => {
  localStorage.clear()
})

describe('section store', () => {
  it('lets only the newest request write: a slow older answer is dropped', async () => {
    const { access, pending, answer } = controlledAccess()
    startApp({ language: 'en' }, access)
    await usePreferencesStore().ready()
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
    await usePreferencesStore().ready()
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
    const preferences = usePreferencesStore()
    await preferences.ready()
    const section = useSectionStore()
    void section.open({ vin: 'V', catalog: 'C', q: 'node' })
    answer(0, { node: { code: '010', title: 'Cylinder block' } })
    await flushPromises()

    void preferences.setLanguage('de')
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
    await usePreferencesStore().ready()
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
    await usePreferencesStore().ready()
    const section = useSectionStore()
    void section.open({ vin: 'V', q: 'a' })
    void section.open({ vin: 'V', q: 'a' })
    expect(pending).toHaveLength(1)
    answer(0, { lists: [] })
    await flushPromises()
    void section.open({ vin: 'V', q: 'a' })
    expect(pending).toHaveLength(1)
  })

  it('shows an info error (stale pointer) as the answer, and keeps the part-info panel apart from the page', async () => {
    const { access, answer } = controlledAccess()
    startApp({ language: 'en' }, access)
    await usePreferencesStore().ready()
    const section = useSectionStore()
    const partInfo = usePartInfoStore()
    void section.open({ vin: 'V', q: 'old' })
    void partInfo.open({ vin: 'V', q: 'pi' })
    answer(0, { info: { type: 'error', text: 'This link is out of date' }, resultCode: 410 })
    answer(1, { partinfo: { number: '1K0' } })
    await flushPromises()
    // Spec part 7: the service's word, shown by the page (InfoBanner), not a failed request.
    expect(section.error).toBeNull()
    expect(section.result?.info).toMatchObject({ type: 'error', text: 'This link is out of date' })
    expect(partInfo.result?.partinfo).toEqual({ number: '1K0' })
    partInfo.clear()
    expect(partInfo.result).toBeNull()
    expect(section.result).not.toBeNull()
  })
})

describe('language', () => {
  it('on first run follows the system locale and saves that choice', async () => {
    const updates = startApp({ language: null })
    const preferences = usePreferencesStore()
    await preferences.ensureLanguage()
    expect(updates).toEqual([{ language: 'de' }])
    expect(useSettingsStore().view?.language).toBe('de')
    expect(preferences.language).toBe('de')
  })

  it('keeps a saved language and writes nothing', async () => {
    const updates = startApp({ language: 'ko' })
    const preferences = usePreferencesStore()
    await preferences.ensureLanguage()
    expect(updates).toEqual([])
    expect(preferences.language).toBe('ko')
  })

  it('switches at once and persists through settings.update', async () => {
    const updates = startApp({ language: 'en' })
    const preferences = usePreferencesStore()
    await preferences.ready()
    const saving = preferences.setLanguage('zh')
    expect(preferences.language).toBe('zh')
    await saving
    expect(updates).toEqual([{ language: 'zh' }])
    expect(useSettingsStore().view?.language).toBe('zh')
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
    const preferences = usePreferencesStore()
    await preferences.ready()
    const vehicles = useVehicleStore()
    // What a view shows: it must update when the answer arrives, not only when read afresh.
    const shownName = computed(() => readVehicle(vehicles.byVin.VIN1?.response?.result.vehicle)?.title)
    const opening = vehicles.open('VIN1')
    expect(shownName.value).toBeUndefined() // read while loading, as a rendered card would
    await opening
    expect(shownName.value).toBe('Car (en)')
    await vehicles.open('VIN1')
    expect(asked).toEqual(['en'])
    await preferences.setLanguage('fr')
    await flushPromises()
    expect(asked).toEqual(['en', 'fr'])
    expect(shownName.value).toBe('Car (fr)')
  })
})
