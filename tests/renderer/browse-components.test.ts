import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Component } from 'vue'
import { createMemoryHistory, createRouter, type RouteLocationRaw } from 'vue-router'
import type { CatalogResult, ListItem, MainGroupTab } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { createAppI18n } from '@renderer/i18n'
import Breadcrumbs from '@renderer/features/browse/components/Breadcrumbs.vue'
import ListView from '@renderer/features/browse/components/ListView.vue'
import MainGroups from '@renderer/features/browse/components/MainGroups.vue'
import SectionBody from '@renderer/features/browse/components/SectionBody.vue'
import VinSearch from '@renderer/features/browse/components/VinSearch.vue'
import NodeView from '@renderer/features/node/components/NodeView.vue'
import {
  DataTable,
  FormsPanel,
  HtmlBlock,
  ImageGallery,
  InfoBanner,
  InfoBlock,
  MachineTranslatedMark,
  ModalBlock,
  NodesBlockData,
  ServiceParts,
  UnknownFields
} from '@renderer/features/section/components'
import { crankshaftNode } from './node-fixtures'
import { clone, installFakeApi, payloads } from './section-kit'
import { currentTestApp } from './support/app-context'

const linkFor = (q: string): RouteLocationRaw => ({ name: 'section', params: { vin: 'VIN1' }, query: { q } })

function makeRouter() {
  return createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { template: '<p />' } },
      { path: '/vehicle/:vin/section', name: 'section', component: { template: '<p />' } }
    ]
  })
}

const mounted: VueWrapper[] = []
function mountWith<C extends Component>(component: C, props: Record<string, unknown>, lang: 'en' | 'de' = 'en') {
  const router = makeRouter()
  const wrapper = mount(component as Component, {
    props,
    attachTo: document.body,
    global: { plugins: [currentTestApp().plugin, createAppI18n(lang), router] }
  })
  mounted.push(wrapper)
  return Object.assign(wrapper, { router })
}

beforeEach(() => {
  installFakeApi()
})
afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
})

const focusedText = () => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? ''

describe('VIN entry', () => {
  it('explains the letters I, O and Q as they are typed', async () => {
    const wrapper = mountWith(VinSearch, { busy: false, demoVins: [] })
    await wrapper.get('input').setValue('xvsab53c1kr0128iq')
    expect(wrapper.get('[data-testid="vin-forbidden"]').text()).toContain('I, Q')
    expect(wrapper.get('input').attributes('aria-invalid')).toBe('true')
  })

  it('explains a wrong length only once the user is done, and still sends the VIN', async () => {
    const wrapper = mountWith(VinSearch, { busy: false, demoVins: [] })
    await wrapper.get('input').setValue(' abc 123 ')
    expect(wrapper.find('[data-testid="vin-length"]').exists()).toBe(false)
    expect(wrapper.text()).toContain('6 of 17 characters')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.get('[data-testid="vin-length"]').text()).toBe(
      'A VIN has 17 characters; this one has 6. The catalog will still be asked.'
    )
    expect(wrapper.emitted('search')).toEqual([['ABC123']])
    expect((wrapper.get('input').element as HTMLInputElement).value).toBe('ABC123')
  })

  it('is quiet for a well-formed VIN and speaks the UI language', async () => {
    const wrapper = mountWith(VinSearch, { busy: false, demoVins: [] }, 'de')
    await wrapper.get('input').setValue('XVSAB53C1KR012847')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.find('[data-testid="vin-length"]').exists()).toBe(false)
    expect(wrapper.get('input').attributes('aria-invalid')).toBe('false')
    await wrapper.get('input').setValue('XVSAB53C')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.get('[data-testid="vin-length"]').text()).toContain('Eine FIN hat 17 Zeichen')
  })
})

const tabs: MainGroupTab[] = [
  {
    tab: 'mech',
    title: 'Mechanics',
    lists: [
      { code: '010', title: 'Engine', q: 'q010', qImage: 'i010' },
      { code: '020', title: 'Fuel system', q: 'q020' },
      { code: '080', title: 'Dirección', q: 'q080' }
    ]
  },
  { tab: 'body', title: 'Body and electrics', lists: [{ code: '110', title: 'Body', q: 'q110' }] },
  { tab: 'service', title: 'Service', lists: [] }
]

const tileTitles = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-testid="group-tile"] .title').map((title) => title.text())

describe('main groups', () => {
  it('filters tiles by code or title, ignoring case and accents, and says when nothing matches', async () => {
    const wrapper = mountWith(MainGroups, { tabs, linkFor })
    expect(wrapper.findAll('[data-testid="group-tile"]')).toHaveLength(3)
    await wrapper.get('[data-testid="filter"]').setValue('DIRECCION')
    expect(tileTitles(wrapper)).toEqual(['Dirección'])
    await wrapper.get('[data-testid="filter"]').setValue('02')
    expect(tileTitles(wrapper)).toEqual(['Fuel system'])
    await wrapper.get('[data-testid="filter"]').setValue('gearbox')
    expect(wrapper.get('[data-testid="empty"]').text()).toBe('Nothing matches “gearbox”.')
    // Other tabs show how many of theirs match.
    await wrapper.get('[data-testid="filter"]').setValue('body')
    expect(wrapper.findAll('[role="tab"]')[1].text()).toContain('1')
  })

  it('is an ARIA tablist: arrows, Home and End select and focus tabs', async () => {
    const wrapper = mountWith(MainGroups, { tabs, linkFor, 'onUpdate:tab': (tab: string) => wrapper.setProps({ tab }) })
    const tabButtons = () => wrapper.findAll('[role="tab"]')
    expect(tabButtons().map((t) => t.attributes('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabButtons().map((t) => t.attributes('tabindex'))).toEqual(['0', '-1', '-1'])
    ;(tabButtons()[0].element as HTMLElement).focus()

    await tabButtons()[0].trigger('keydown', { key: 'ArrowRight' })
    await flushPromises()
    expect(wrapper.emitted('update:tab')?.at(-1)).toEqual(['body'])
    expect(tabButtons()[1].attributes('aria-selected')).toBe('true')
    expect(focusedText()).toBe('Body and electrics')
    expect(tileTitles(wrapper)).toEqual(['Body'])

    await tabButtons()[1].trigger('keydown', { key: 'End' })
    await flushPromises()
    expect(tabButtons()[2].attributes('aria-selected')).toBe('true')
    expect(wrapper.get('[data-testid="empty"]').text()).toBe('This tab has no groups.')
    await tabButtons()[2].trigger('keydown', { key: 'ArrowRight' })
    await flushPromises()
    expect(tabButtons()[0].attributes('aria-selected')).toBe('true') // wraps around
    await tabButtons()[0].trigger('keydown', { key: 'ArrowLeft' })
    await flushPromises()
    expect(focusedText()).toBe('Service')
    const panel = wrapper.get('[role="tabpanel"]')
    expect(panel.attributes('aria-labelledby')).toBe(tabButtons()[2].attributes('id'))
  })
})

const items: ListItem[] = [
  { code: '010-01', title: 'Cylinder block', q: 'qa', qImage: 'ia' },
  { code: '010-02', title: 'Cylinder head', q: 'qb', count: 12 } as ListItem,
  { code: '010-03', title: 'Timing drive', q: 'qc', applicability: { engine: 'DFGA' } } as ListItem
]

describe('list view', () => {
  it('shows code, title, thumbnail and every field it does not know', async () => {
    const wrapper = mountWith(ListView, { items, linkFor })
    await flushPromises()
    const rows = wrapper.findAll('[data-testid="list-row"]')
    expect(rows).toHaveLength(3)
    expect(rows[0].text()).toContain('010-01')
    expect(rows[0].find('img').exists()).toBe(true)
    expect(rows[1].text()).toContain('count:')
    expect(rows[1].text()).toContain('12')
    expect(rows[2].text()).toContain('DFGA')
  })

  it('moves focus with the arrow keys, Home and End; rows are links that Enter opens', async () => {
    const wrapper = mountWith(ListView, { items, linkFor })
    const rows = () => wrapper.findAll('[data-testid="list-row"]')
    ;(rows()[0].element as HTMLElement).focus()
    await rows()[0].trigger('keydown', { key: 'ArrowDown' })
    expect(focusedText()).toContain('Cylinder head')
    await rows()[1].trigger('keydown', { key: 'End' })
    expect(focusedText()).toContain('Timing drive')
    await rows()[2].trigger('keydown', { key: 'ArrowDown' })
    expect(focusedText()).toContain('Timing drive') // stays on the last row
    await rows()[2].trigger('keydown', { key: 'Home' })
    expect(focusedText()).toContain('Cylinder block')

    const link = rows()[1]
    expect(link.element.tagName).toBe('A')
    expect(link.attributes('href')).toContain('q=qb')
    expect(link.attributes('aria-current')).toBeUndefined()
    await link.trigger('click')
    await flushPromises()
    expect(wrapper.router.currentRoute.value.query.q).toBe('qb')
  })

  it('filters as you type and shows an empty state', async () => {
    const wrapper = mountWith(ListView, { items, linkFor })
    await wrapper.get('[data-testid="filter"]').setValue('head')
    expect(wrapper.findAll('[data-testid="list-row"]')).toHaveLength(1)
    expect(wrapper.text()).toContain('1 of 3')
    await wrapper.get('[data-testid="filter"]').setValue('zzz')
    expect(wrapper.get('[data-testid="empty"]').text()).toBe('Nothing matches “zzz”.')
  })
})

describe('breadcrumbs', () => {
  it('links every level but the current one', () => {
    const crumbs = [
      { q: 'root', title: 'Vostra' },
      { q: 'eng', title: 'Engine' },
      { q: 'here', title: 'Cylinder block' }
    ]
    const wrapper = mountWith(Breadcrumbs, { crumbs, linkFor })
    const links = wrapper.findAll('[data-testid="breadcrumb"]')
    expect(links.map((l) => l.text())).toEqual(['Vostra', 'Engine'])
    expect(links[1].attributes('href')).toContain('q=eng')
    expect(wrapper.get('[aria-current="page"]').text()).toBe('Cylinder block')
  })
})

describe('section body', () => {
  const everythingRaw = () => ({
    bread_crumb: [
      { q: 'root', title: 'Vostra' },
      { q: 'here', title: 'Here' }
    ],
    info: clone(payloads.infoWarning),
    flagTranslate: true,
    forms: clone(payloads.formsCodeKeyed),
    lists_group: tabs,
    lists: items,
    node: crankshaftNode,
    tables: clone(payloads.tables),
    serviceParts: clone(payloads.serviceParts),
    nodesBlockData: clone(payloads.nodesBlockData),
    groupinfo: clone(payloads.groupinfoObject),
    listinfo: clone(payloads.listinfoTables),
    images: clone(payloads.images),
    html: payloads.html,
    modal: clone(payloads.modal),
    type: 'online',
    resultCode: 200,
    vin: 'VIN1',
    futureThing: { label: 'Brand new field', value: 42 }
  })
  const everything = (): CatalogResult => readResult(everythingRaw())

  it('renders each property through its own component, in order, and unknown keys generically', async () => {
    const { node: _node, ...withoutNode } = everythingRaw()
    const wrapper = mountWith(SectionBody, { result: readResult(withoutNode), linkFor })
    await flushPromises()
    const expected: Array<[Component, number]> = [
      [Breadcrumbs, 1],
      [InfoBanner, 1],
      [MachineTranslatedMark, 1],
      [FormsPanel, 1],
      [MainGroups, 1],
      [ListView, 1],
      [DataTable, payloads.tables.length],
      [ServiceParts, 1],
      [NodesBlockData, 1],
      [InfoBlock, 2],
      [ImageGallery, 1],
      [HtmlBlock, 1],
      [ModalBlock, 1],
      [UnknownFields, 1]
    ]
    for (const [component, count] of expected) {
      const found = wrapper.findAllComponents(component).filter((c) => c.element.parentElement === wrapper.element)
      expect(found.length, (component as { __name?: string }).__name).toBe(count)
    }
    expect(wrapper.findComponent(NodeView).exists()).toBe(false)
    const unknown = wrapper.findAllComponents(UnknownFields).find((c) => c.element.parentElement === wrapper.element)!
    expect(unknown.props('known')).toEqual(expect.arrayContaining(['type', 'resultCode', 'vin', 'node', 'lists']))
    expect(unknown.text()).toContain('Brand new field')
    expect(unknown.text()).not.toContain('online') // `type` is known, not shown as unknown

    // Order on the page follows the briefing: crumbs, info, mark, forms, groups, lists, tables, …
    const children = Array.from(wrapper.element.children)
    const positions = expected.map(([component]) =>
      children.indexOf(
        wrapper.findAllComponents(component).find((c) => c.element.parentElement === wrapper.element)!.element
      )
    )
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('lays a node out as the node screen: trail in its bar, forms folded on the list’s line, the rest folded beside them — nothing dropped', async () => {
    const wrapper = mountWith(SectionBody, { result: everything(), linkFor })
    await flushPromises()
    const node = wrapper.getComponent(NodeView)
    expect(node.find('.node-bar').findComponent(Breadcrumbs).exists()).toBe(true)
    const forms = node.getComponent(FormsPanel)
    expect(forms.props('compact')).toBe(true)
    expect(forms.get('[data-testid="forms-summary"]').text()).toContain('Filters')
    const extras = node.get('[data-testid="node-extras"]')
    expect(extras.element.tagName).toBe('DETAILS')
    // Everything else the answer carries, once each, in the folded part.
    const inExtras: Array<[Component, number]> = [
      [MainGroups, 1],
      [ListView, 1],
      [DataTable, payloads.tables.length],
      [ServiceParts, 1],
      [NodesBlockData, 1],
      [InfoBlock, 2],
      [ImageGallery, 1],
      [HtmlBlock, 1],
      [ModalBlock, 1],
      [UnknownFields, 1]
    ]
    const body = extras.get('.extras-body').element
    for (const [component, count] of inExtras) {
      const found = wrapper.findAllComponents(component).filter((c) => c.element.parentElement === body)
      expect(found.length, (component as { __name?: string }).__name).toBe(count)
    }
    expect(wrapper.findAllComponents(InfoBanner)).toHaveLength(1)
    expect(wrapper.findAllComponents(MachineTranslatedMark)).toHaveLength(1)
  })

  it('passes form and back events up, and opens part information through the page', async () => {
    const { followed } = installFakeApi()
    const wrapper = mountWith(SectionBody, {
      result: { info: { type: 'error', text: 'This link is out of date' }, forms: clone(payloads.formsCodeKeyed) },
      linkFor
    })
    await wrapper.get('[data-testid="info-back"]').trigger('click')
    expect(wrapper.emitted('back')).toHaveLength(1)
    await wrapper.get('[data-testid="form"]').trigger('submit')
    expect(wrapper.emitted('submit')?.[0][0]).toBeTypeOf('object')

    const withNode = mountWith(SectionBody, { result: { node: crankshaftNode }, linkFor })
    await flushPromises()
    await withNode.get('[data-testid="open-part-info"]').trigger('click')
    const partWithInfo = crankshaftNode.parts?.find((p) => p.q_partinfo)
    expect(followed.openPartInfo).toEqual([partWithInfo?.q_partinfo])
  })
})
