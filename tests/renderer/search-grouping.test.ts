import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { RouterView, createMemoryHistory, createRouter } from 'vue-router'
import type { RawCatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { documentsOf } from '@renderer/data/search/search-documents'
import { SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService } from '@renderer/data/search/search-service'
import { VehicleIndex } from '@renderer/data/search/vehicle-index'
import OfflineSearchView from '@renderer/features/search/views/OfflineSearchView.vue'
import { createAppI18n } from '@renderer/i18n'
import { appInfo, createTestApp } from './support/app-context'

/**
 * Search hits grouped by part number (issue 22, item 6): a harness lists one connector at many
 * callouts, and one number is in several nodes — one hit each, its nodes listed once; and Enter's
 * results page asks the vehicle's index (there is no stored page to scan in these tests at all).
 */

const VIN = 'VM9CV2AX5JM307766'
const crumbs = (...titles: string[]) => [{ title: VIN }, ...titles.map((title) => ({ title }))]

/** A harness node: one connector number at 30 callouts, and 10 cables of their own numbers. */
const harness = readResult({
  bread_crumb: crumbs('Electrical', 'Wiring', 'Main wiring harness'),
  node: {
    name: 'Main wiring harness',
    parts: [
      ...Array.from({ length: 30 }, (_, i) => ({ hotspotId: String(i + 1), number: '8XJ 051 742', name: 'Cable' })),
      ...Array.from({ length: 10 }, (_, i) => ({
        hotspotId: String(40 + i),
        number: `8XJ 971 0${10 + i}`,
        name: 'Cable'
      }))
    ]
  }
} as RawCatalogResult)
/** Two more nodes listing the connector (one of them at two callouts, spaced another way). */
const door = readResult({
  bread_crumb: crumbs('Electrical', 'Wiring', 'Door harness'),
  node: {
    name: 'Door harness',
    parts: [
      { hotspotId: '3', number: '8XJ051742', name: 'Cable' },
      { hotspotId: '9', number: '8XJ-051-742', name: 'Cable' }
    ]
  }
} as RawCatalogResult)
const roof = readResult({
  bread_crumb: crumbs('Electrical', 'Lights', 'Roof lamp'),
  node: { name: 'Roof lamp', parts: [{ hotspotId: '1', number: '8XJ 051 742', name: 'Cable' }] }
} as RawCatalogResult)

/** The list the harnesses are rows of: their titles are found by name. */
const wiring = readResult({
  bread_crumb: crumbs('Electrical', 'Wiring'),
  lists: [
    { q: 'n-harness', title: 'Main wiring harness' },
    { q: 'n-door', title: 'Door harness' }
  ]
} as RawCatalogResult)

function indexed(): VehicleIndex {
  const index = VehicleIndex.empty()
  for (const [q, result] of [
    ['n-harness', harness],
    ['n-door', door],
    ['n-roof', roof]
  ] as const)
    index.replace(q, documentsOf(q, result))
  return index
}

describe('hits grouped by part number', () => {
  it('one hit per number however often and however spaced, its nodes listed once each, best node first', () => {
    const hits = indexed().find('8xj 051 742')
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatchObject({ kind: 'part', number: '8XJ 051 742', q: hits[0].places[0].q })
    expect(hits[0].places.map((place) => place.q).sort()).toEqual(['n-door', 'n-harness', 'n-roof'])
    // A node's first callout of the number is where its place opens.
    const door = hits[0].places.find((place) => place.q === 'n-door')
    expect(door).toEqual({ q: 'n-door', hotspotId: '3', path: ['Electrical', 'Wiring', 'Door harness'] })
  })

  it('thirty suggestions are thirty different things: by name, every number once', () => {
    const hits = indexed().find('cable', 30)
    const numbers = hits.map((hit) => hit.number)
    expect(new Set(numbers).size).toBe(numbers.length)
    // The connector and the ten cables: 11 numbers, not 43 rows.
    expect(hits).toHaveLength(11)
    expect(hits.find((hit) => hit.number === '8XJ 051 742')?.places).toHaveLength(3)
  })

  it('a group or node hit stays its own, with itself as its one place', () => {
    const index = indexed()
    index.replace('l-wiring', documentsOf('l-wiring', wiring))
    const hits = index.find('harness').filter((hit) => hit.kind === 'section')
    expect(hits.map((hit) => [hit.title, hit.places.map((place) => place.q)])).toEqual(
      expect.arrayContaining([
        ['Main wiring harness', ['n-harness']],
        ['Door harness', ['n-door']]
      ])
    )
  })
})

describe('the walk note kept with the index', () => {
  it('survives the index being written back and read again, so the next visit is not a first', async () => {
    const db = new SearchDatabase(`walk-note-${Math.random()}`)
    const key = vehicleKey('http://svc', VIN)
    const service = new SearchService(
      async () => db,
      () => undefined
    )
    expect(await service.walkNote(key, 'en')).toBeNull()
    await service.noteWalk(key, 'en', 'done')
    await service.writeNow()
    const again = new SearchService(
      async () => db,
      () => undefined
    )
    expect(await again.walkNote(key, 'en')).toMatchObject({ state: 'done' })
    // Another language is a first visit of its own.
    expect(await again.walkNote(key, 'de')).toBeNull()
    await db.delete()
  })
})

const mounted: VueWrapper[] = []
afterEach(async () => {
  while (mounted.length) mounted.pop()?.unmount()
  await new SearchDatabase().delete()
})

describe('Enter: the results page asks the index', () => {
  it('shows one row per part number with every node that lists it, and the groups and nodes found', async () => {
    // No mirror database at all: nothing stored could be scanned, only the index can answer.
    const app = createTestApp({ info: appInfo() })
    const key = vehicleKey(appInfo().serviceOrigin, VIN)
    for (const [q, result] of [
      ['l-wiring', wiring],
      ['n-harness', harness],
      ['n-door', door],
      ['n-roof', roof]
    ] as const)
      await app.services.search.sectionStored({ vehicleKey: key, vin: VIN, lang: 'en', q, result })
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/vehicle/:vin/search', name: 'vehicle-search', component: OfflineSearchView },
        { path: '/vehicle/:vin/section', name: 'section', component: { template: '<p />' } },
        { path: '/where-used', name: 'where-used', component: { template: '<p />' } }
      ]
    })
    await router.push({ name: 'vehicle-search', params: { vin: VIN }, query: { q: '8XJ' } })
    const wrapper = mount(
      defineComponent(() => () => h(RouterView)),
      {
        global: { plugins: [app.plugin, createAppI18n('en'), router] }
      }
    )
    mounted.push(wrapper)
    await vi.waitFor(() =>
      expect(wrapper.findAll('[data-testid="found-parts"] [data-testid="search-hit"]').length).toBeGreaterThan(0)
    )
    const rows = wrapper.findAll('[data-testid="found-parts"] [data-testid="search-hit"]')
    // 11 numbers start with 8XJ: 11 rows, not the 43 rows that list them.
    expect(rows).toHaveLength(11)
    const connector = rows.find((row) => row.text().includes('8XJ 051 742'))!
    expect(connector.attributes('data-places')).toBe('3')
    expect(connector.findAll('[data-testid="search-result-place"]').map((link) => link.text())).toEqual(
      expect.arrayContaining(['Main wiring harness', 'Door harness', 'Roof lamp'])
    )
    // Each node opens with the part's callout highlighted.
    const doorLink = connector.findAll('[data-testid="search-result-place"]').find((l) => l.text() === 'Door harness')!
    expect(doorLink.attributes('href')).toContain('q=n-door')
    expect(doorLink.attributes('href')).toContain('h=3')
    expect(wrapper.get('[data-testid="search-count"]').text()).toContain('11')

    // By name: the node titles are found too, listed above the parts.
    await router.push({ name: 'vehicle-search', params: { vin: VIN }, query: { q: 'door harness' } })
    await flushPromises()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="search-sections"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="search-sections"]').text()).toContain('Door harness')
  })
})
