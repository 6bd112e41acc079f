/**
 * The "Index this vehicle" UI over a scripted hostile service (issue 20): every list's rows lead
 * to new lists under new pointers, endlessly. The walk stops at its request cap and the page says
 * why; while it runs a Cancel button stops it, and no request starts after the click.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { ok } from '@shared/result'
import type { SectionRequest } from '@shared/contract'
import { createAppI18n } from '@renderer/i18n'
import VehicleSearch from '@renderer/features/search/components/VehicleSearch.vue'
import { INDEX_WALK_LIMITS } from '@renderer/data/search/index-walk'
import { useVehicleStore, type VehicleEntry } from '@renderer/features/browse/stores/vehicle'
import { appInfo, createTestApp, currentTestApp } from './support/app-context'

let asked: SectionRequest[] = []
/** While true, list answers wait here until the test lets them go. */
let holding = false
let held: Array<() => void> = []
/** Rows per list: with 3, depth 8 (3^8 lists) comes before the request cap; with 5, the request cap first. */
let rows = 5

beforeEach(() => {
  asked = []
  holding = false
  held = []
  rows = 5
  let serial = 0
  createTestApp({
    // An account: read-ahead is off, so a first visit leaves the walk to the button these tests press.
    info: appInfo({ mode: 'account' }),
    catalog: {
      vin: async () => ({ ok: false, error: { code: 'server', message: 'unused' } }),
      image: async () => ({ ok: false, error: { code: 'server', message: 'unused' } }),
      section: async (request) => {
        asked.push(request)
        if (request.q === 'qMain')
          return ok({
            result: {
              lists_group: [
                {
                  title: 'Mech',
                  lists: [
                    { q: 'g1', title: 'Engine' },
                    { q: 'g2', title: 'Body' }
                  ]
                }
              ]
            },
            fetchedAt: 1,
            source: 'network'
          })
        if (holding) await new Promise<void>((resolve) => held.push(resolve))
        // Always a list, always new: new pointers and rows that never read alike.
        const n = ++serial
        const lists = Array.from({ length: rows }, (_, i) => i + 1).map((i) => ({
          q: `alias-${n}-${i}`,
          title: `List ${n}.${i}`,
          code: `${n}.${i}`
        }))
        return ok({ result: { lists }, fetchedAt: 1, source: 'network' })
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
})

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

const state = (wrapper: VueWrapper) => wrapper.find('[data-testid="index-progress"]').attributes('data-state')

describe('Index this vehicle, against an endless tree', () => {
  it('stops at the request cap and says so in plain words', async () => {
    const wrapper = mountSearch()
    await wrapper.find('[data-testid="index-vehicle"]').trigger('click')
    await vi.waitFor(() => expect(state(wrapper)).toBe('capped'), { timeout: 15_000 })
    expect(asked).toHaveLength(INDEX_WALK_LIMITS.maxRequests)
    expect(wrapper.find('[data-testid="index-progress"]').text()).toMatch(
      /^Indexing stopped after 10,000 requests, more than any real vehicle needs: .* \d[\d,]* lists are indexed\.$/
    )
    expect(wrapper.find('[data-testid="index-vehicle-cancel"]').exists()).toBe(false)
  }, 30_000)

  it('leaves out lists deeper than the depth cap and says so', async () => {
    rows = 3
    const wrapper = mountSearch()
    await wrapper.find('[data-testid="index-vehicle"]').trigger('click')
    await vi.waitFor(() => expect(state(wrapper)).toBe('capped'), { timeout: 15_000 })
    expect(asked.length).toBeLessThan(INDEX_WALK_LIMITS.maxRequests)
    expect(wrapper.find('[data-testid="index-progress"]').text()).toMatch(
      /^Indexed \d[\d,]* lists\. Lists nested more than 8 levels deep were left out: real catalogs are three levels deep\.$/
    )
  }, 30_000)

  it('Cancel: no request starts after the click, the ones on their way finish, and it says "cancelled"', async () => {
    holding = true
    const wrapper = mountSearch()
    expect(wrapper.find('[data-testid="index-vehicle-cancel"]').exists()).toBe(false)
    await wrapper.find('[data-testid="index-vehicle"]').trigger('click')
    // Two lists on their way (the walk asks for two at once), the button is there.
    await vi.waitFor(() => expect(held).toHaveLength(2))
    const cancel = wrapper.find('[data-testid="index-vehicle-cancel"]')
    expect(cancel.exists()).toBe(true)
    expect(state(wrapper)).toBe('running')
    const before = asked.length
    await cancel.trigger('click')
    for (const release of held.splice(0)) release()
    await vi.waitFor(() => expect(state(wrapper)).toBe('cancelled'))
    await flushPromises()
    expect(asked).toHaveLength(before)
    expect(held).toHaveLength(0)
    expect(wrapper.find('[data-testid="index-progress"]').text()).toBe('Indexing cancelled.')
    expect(wrapper.find('[data-testid="index-vehicle-cancel"]').exists()).toBe(false)
  })
})
