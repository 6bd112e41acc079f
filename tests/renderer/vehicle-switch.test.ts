/**
 * From one vehicle's page to another's: until the new vehicle's card has come (it names the main
 * groups' pointer), the page shows no section at all — not the last one shown, which belongs to the
 * vehicle left. The section store outlives the page, and its tiles, drawn again under the new VIN,
 * led to the old vehicle's pointers (the all-day soak, bench/support/soak.ts, clicked them on the
 * fleet, where a vehicle's card comes slower than a hand-made one's).
 */
import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { fail, ok, type Result } from '@shared/result'
import type { VinAnswer } from '@renderer/data/catalog/catalog-access'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { createAppI18n } from '@renderer/i18n'
import SectionView from '@renderer/features/browse/views/SectionView.vue'
import VehicleView from '@renderer/features/browse/views/VehicleView.vue'
import { createTestApp } from './support/app-context'

const mounted: VueWrapper[] = []
afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
})

const card = (vin: string): Result<VinAnswer> =>
  ok({ result: { catalog: 'C', vehicle: { vin, name: `Car ${vin}`, qMainGroup: `groups-${vin}` } }, fetchedAt: 1 })

/** Each vehicle's main groups: one tile whose pointer names the vehicle. */
const groupsOf = (q: string) =>
  ok({
    result: { lists_group: [{ title: 'Main', lists: [{ q: `${q}-engine`, code: '010', title: `Engine of ${q}` }] }] },
    fetchedAt: 1
  })

describe('switching vehicles', () => {
  it("shows none of the vehicle left behind while the next one's card is on its way", async () => {
    let cardOfB: (answer: Result<VinAnswer>) => void = () => undefined
    const app = createTestApp({
      database: new MirrorDatabase(`vehicle-switch-${Math.random()}`),
      catalog: {
        vin: ({ vin }) => (vin === 'VINB' ? new Promise((resolve) => (cardOfB = resolve)) : Promise.resolve(card(vin))),
        section: async ({ q }) => groupsOf(q),
        image: async () => fail('server', 'no pictures here')
      }
    })
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        {
          path: '/vehicle/:vin',
          component: VehicleView,
          children: [
            { path: '', name: 'vehicle', component: SectionView },
            { path: 'section', name: 'section', component: SectionView }
          ]
        }
      ]
    })
    await router.push('/vehicle/VINA')
    const page = mount(defineComponent({ render: () => h(RouterView) }), {
      global: { plugins: [app.plugin, createAppI18n('en'), router] }
    })
    mounted.push(page)
    const tiles = () => page.findAll('[data-testid="group-tile"]').map((tile) => tile.text())
    await vi.waitFor(() => expect(tiles()).toEqual([expect.stringContaining('Engine of groups-VINA')]))

    await router.push('/vehicle/VINB')
    await flushPromises()
    expect(tiles()).toEqual([])
    expect(page.find('[data-testid="skeleton"]').exists()).toBe(true)

    cardOfB(card('VINB'))
    await vi.waitFor(() => expect(tiles()).toEqual([expect.stringContaining('Engine of groups-VINB')]))
  })
})
