import 'fake-indexeddb/auto'
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { ListItem } from '@shared/catalog-schemas'
import { createAppI18n } from '@renderer/i18n'
import ListView from '@renderer/features/browse/components/ListView.vue'
import PrefetchSetting from '@renderer/features/settings/components/PrefetchSetting.vue'
import { provideAnticipation } from '@renderer/features/browse/composables/useAnticipation'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { useAppStore } from '@renderer/common/stores/app'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { appInfo, createTestApp, type TestApp } from './support/app-context'

/**
 * Prefetch on intent as the vehicle page wires it: list rows tell the app's one prefetcher when
 * the pointer rests on them or focus reaches them, for this vehicle, catalog and language; the
 * service is asked ahead only while the setting (this computer's, kept in IndexedDB) is on. The scheduling itself is
 * intent-prefetcher.test.ts; the real requests, tests/browser/prefetch.e2e.test.ts.
 */

const items: ListItem[] = [
  { q: 'q-pump', code: '110-01', title: 'Water pump' },
  { q: 'q-belt', code: '110-02', title: 'Drive belt' },
  { code: '110-03', title: 'No pointer' }
]

let db: MirrorDatabase
let app: TestApp
const mounted: VueWrapper[] = []

/** The vehicle page's part (provideAnticipation) around a list, as VehicleView does it. */
function mountList() {
  const Page = defineComponent({
    setup() {
      provideAnticipation({ vin: ref('VIN1'), catalog: ref<string | undefined>('C1') })
      return () =>
        h(ListView, { items, linkFor: (q: string) => ({ name: 'section', params: { vin: 'VIN1' }, query: { q } }) })
    }
  })
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { template: '<p />' } },
      { path: '/vehicle/:vin/section', name: 'section', component: { template: '<p />' } }
    ]
  })
  const wrapper = mount(Page, {
    attachTo: document.body,
    global: { plugins: [app.plugin, createAppI18n('en'), router] }
  })
  mounted.push(wrapper)
  return wrapper
}

beforeEach(() => {
  db = new MirrorDatabase(`prefetch-intent-${Math.random()}`)
  app = createTestApp({ database: db, info: appInfo() })
  // What main said about itself (app.start): the demo, where prefetch is on unless switched off.
  useAppStore().info = appInfo()
})
afterEach(async () => {
  while (mounted.length) mounted.pop()?.unmount()
  await db.delete()
})

describe('prefetch on intent, wired to list rows', () => {
  it('pointer resting and keyboard focus on a row are intents for its section; leaving ends them', async () => {
    await usePreferencesStore().whenLoaded()
    const intend = vi.spyOn(app.services.prefetcher, 'intend')
    const leave = vi.spyOn(app.services.prefetcher, 'leave')
    const rows = mountList().findAll('[data-testid="list-row"]')

    await rows[0].trigger('pointerenter')
    await rows[0].trigger('pointerleave')
    await rows[1].trigger('focus')
    const pump = { q: 'q-pump', lang: 'en', vin: 'VIN1', catalog: 'C1' }
    // `true`: with the setting on, a rest may also ask the service.
    expect(intend.mock.calls).toEqual([
      [pump, true],
      [{ ...pump, q: 'q-belt' }, true]
    ])
    expect(leave.mock.calls).toEqual([[pump]])

    // A row without a pointer is no link and has nothing to prefetch.
    await rows[2].trigger('pointerenter')
    expect(intend).toHaveBeenCalledTimes(2)
  })

  it('switched off in Settings, rows ask the service for nothing (their stored copies are still read ahead); the choice is kept on this computer', async () => {
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    expect(preferences.prefetchOnIntent).toBe(true)
    const setting = mount(PrefetchSetting, {
      props: { on: preferences.prefetchOnIntent, onChange: (on: boolean) => preferences.setPrefetchOnIntent(on) },
      global: { plugins: [createAppI18n('en')] }
    })
    mounted.push(setting)
    expect(setting.text()).toContain('billed or limited per request')
    await setting.get('[data-testid="prefetch-toggle"]').setValue(false)
    expect(preferences.prefetchOnIntent).toBe(false)

    const intend = vi.spyOn(app.services.prefetcher, 'intend')
    const rows = mountList().findAll('[data-testid="list-row"]')
    await rows[0].trigger('pointerenter')
    await rows[1].trigger('focus')
    // `false`: the prefetcher reads the mirror and asks nothing (intent-prefetcher.test.ts).
    expect(intend.mock.calls.map(([target, prefetch]) => [target.q, prefetch])).toEqual([
      ['q-pump', false],
      ['q-belt', false]
    ])

    // Restart over the same database: still off.
    await vi.waitFor(async () =>
      expect(await db.meta.get('prefetch-on-intent')).toEqual({ key: 'prefetch-on-intent', value: false })
    )
    app = createTestApp({ database: db, info: appInfo() })
    const restarted = usePreferencesStore()
    await restarted.whenLoaded()
    expect(restarted.prefetchOnIntent).toBe(false)
  })

  it('on by default for the demo, off for an account (it may be billed per request): off is kept the first time an account is in use, and switching it on stands', async () => {
    const preferences = usePreferencesStore()
    const app = useAppStore()
    await preferences.whenLoaded()
    // Until main has said which service is in use, nothing is asked ahead.
    app.info = null
    expect(preferences.prefetchOnIntent).toBe(false)
    app.info = appInfo({ mode: 'demo' })
    expect(preferences.prefetchOnIntent).toBe(true)

    app.info = appInfo({ mode: 'account', serviceOrigin: 'https://catalog.example' })
    expect(preferences.prefetchOnIntent).toBe(false)
    await vi.waitFor(async () =>
      expect(await db.meta.get('prefetch-on-intent')).toEqual({ key: 'prefetch-on-intent', value: false })
    )
    // Back to the demo: it stays off, as kept, until the user switches it on.
    app.info = appInfo({ mode: 'demo' })
    expect(preferences.prefetchOnIntent).toBe(false)
    await preferences.setPrefetchOnIntent(true)
    app.info = appInfo({ mode: 'account', serviceOrigin: 'https://catalog.example' })
    expect(preferences.prefetchOnIntent).toBe(true)
    expect(await db.meta.get('prefetch-on-intent')).toEqual({ key: 'prefetch-on-intent', value: true })
  })
})
