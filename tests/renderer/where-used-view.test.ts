import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createAppI18n } from '@renderer/i18n'
import type { WhereUsedReport } from '@renderer/data/search/search-service'
import WhereUsedView from '@renderer/features/search/views/WhereUsedView.vue'
import { createTestApp } from './support/app-context'

/** The where-used panel says in plain words when a cap left numbers out, and says nothing otherwise. */

async function mountWith(report: WhereUsedReport) {
  const app = createTestApp()
  vi.spyOn(app.services.search, 'whereUsedReport').mockResolvedValue(report)
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/where-used', component: WhereUsedView },
      { path: '/vehicle/:vin/section', name: 'section', component: { template: '<p>node</p>' } }
    ]
  })
  await router.push('/where-used?n=B-00049')
  const wrapper = mount(WhereUsedView, { global: { plugins: [app.plugin, createAppI18n('en'), router] } })
  await flushPromises()
  return wrapper
}

describe('where-used view', () => {
  it('says which cap was hit and how many numbers count', async () => {
    const wrapper = await mountWith({
      rows: [],
      caps: [
        { cap: 'row', named: 1500, kept: 50 },
        { cap: 'lookup', named: 501, kept: 500 }
      ]
    })
    const notes = wrapper.findAll('[data-testid="where-used-capped"]')
    expect(notes.map((note) => note.attributes('data-cap'))).toEqual(['row', 'lookup'])
    expect(notes[0].text()).toBe(
      'The catalog named 1500 numbers in one replacement row. No real row names that many, so only the first 50 count here, and uses of the others are not listed.'
    )
    expect(notes[1].text()).toContain('Only 500 were followed')
  })

  it('shows no note when no cap was hit', async () => {
    const wrapper = await mountWith({ rows: [], caps: [] })
    expect(wrapper.find('[data-testid="where-used-capped"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="where-used-none"]').exists()).toBe(true)
  })
})
