import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { ok } from '@shared/result'
import type { SectionRequest } from '@shared/contract'
import { createAppI18n } from '@renderer/i18n'
import VehicleSearch from '@renderer/features/search/components/VehicleSearch.vue'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { vehicleKey } from '@renderer/data/db/keys'
import type { WalkNote } from '@renderer/data/search/search-service'
import { useVehicleSearchStore } from '@renderer/features/search/stores/vehicle-search'
import { useVehicleStore, type VehicleEntry } from '@renderer/features/browse/stores/vehicle'
import { appInfo, createTestApp, currentTestApp } from './support/app-context'

/**
 * A vehicle's first visit indexes its lists by itself (issue 22, item 6) when read-ahead is on:
 * its requests go at background priority, in the account's one budget; the next visit does not
 * walk again. With read-ahead off (an account billed per request) it is left to the button.
 */

let asked: SectionRequest[] = []

/** Main groups → two groups → their node lists: four lists, each opened with its first row. */
function startApp(): void {
  asked = []
  createTestApp({
    info: appInfo(),
    catalog: {
      vin: async () => ({ ok: false, error: { code: 'server', message: 'unused' } }),
      image: async () => ({ ok: false, error: { code: 'server', message: 'unused' } }),
      section: async (request) => {
        asked.push(request)
        const result =
          request.q === 'qMain'
            ? {
                lists_group: [
                  {
                    title: 'Mech',
                    lists: [
                      { q: 'g1', title: 'Engine' },
                      { q: 'g2', title: 'Body' }
                    ]
                  }
                ]
              }
            : /^g\d$/.test(request.q)
              ? { lists: [1, 2, 3].map((i) => ({ q: `${request.q}-n${i}`, title: `Node ${request.q}.${i}` })) }
              : { node: { name: request.q, parts: [] } }
        return ok({ result, fetchedAt: 1, source: 'network' })
      }
    }
  })
  useVehicleStore().byVin.VIN1 = {
    response: { result: { vehicle: { qMainGroup: 'qMain' }, catalog: 'C1' } },
    language: 'en',
    loading: false,
    error: null,
    infoText: null
  } as unknown as VehicleEntry
}

const mounted: VueWrapper[] = []
afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
})

function mountSearch() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/', component: { template: '<p />' } }]
  })
  const wrapper = mount(VehicleSearch, {
    props: { vin: 'VIN1' },
    attachTo: document.body,
    global: { plugins: [currentTestApp().plugin, createAppI18n('en'), router] }
  })
  mounted.push(wrapper)
  return wrapper
}

const KEY = vehicleKey(appInfo().serviceOrigin, 'VIN1')

/** The walk note the page reads when it opens: its answer is what decides whether a walk starts. */
function noteRead(): Promise<WalkNote | null> {
  const search = currentTestApp().services.search
  const read = search.walkNote.bind(search)
  return new Promise((resolve) => {
    vi.spyOn(search, 'walkNote').mockImplementationOnce(async (...args) => {
      const note = await read(...args)
      resolve(note)
      return note
    })
  })
}

const state = (wrapper: VueWrapper) => wrapper.find('[data-testid="index-progress"]').attributes('data-state')

describe('a vehicle’s first visit', () => {
  it('with read-ahead on, walks the lists by itself at background priority, once', async () => {
    startApp()
    await usePreferencesStore().setPrefetchOnIntent(true)
    const first = mountSearch()
    await vi.waitFor(() => expect(state(first)).toBe('done'))
    // Main groups, two group lists, and the first node of each to tell nodes from subgroups.
    expect(asked.map((request) => request.q).sort()).toEqual(['g1', 'g1-n1', 'g2', 'g2-n1', 'qMain'])
    expect(new Set(asked.map((request) => request.priority))).toEqual(new Set(['background']))
    expect(first.get('[data-testid="index-progress"]').text()).toBe('Indexed: 3 lists.')
    first.unmount()
    mounted.pop()

    // The next visit (the page opened again) asks for nothing: the walk's note is kept with the index,
    // and once the page has read it no walk starts (a walk would replace the store's walk at once).
    asked = []
    const walked = useVehicleSearchStore().walk
    const read = noteRead()
    const again = mountSearch()
    expect(await read).toMatchObject({ state: 'done' })
    await flushPromises()
    expect(useVehicleSearchStore().walk).toBe(walked)
    expect(state(again)).toBe('done')
    expect(asked).toEqual([])
  })

  it('with read-ahead off, asks for nothing; the button walks', async () => {
    startApp()
    await usePreferencesStore().setPrefetchOnIntent(false)
    const wrapper = mountSearch()
    // The first visit is noted as left to the button, and nothing was asked for.
    await vi.waitFor(async () =>
      expect(await currentTestApp().services.search.walkNote(KEY, 'en')).toMatchObject({ state: 'skipped' })
    )
    expect(wrapper.find('[data-testid="index-progress"]').exists()).toBe(false)
    expect(asked).toEqual([])
    await wrapper.get('[data-testid="index-vehicle"]').trigger('click')
    await vi.waitFor(() => expect(state(wrapper)).toBe('done'))
    expect(asked).toHaveLength(5)
  })
})
