/**
 * The job basket on screen (issue 22, item 8): the header's badge counts the active basket's lines,
 * live; an add is confirmed next to the control that was used, briefly, in a status region.
 */
import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h, ref } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok } from '@shared/result'
import { hotspotKey } from '@shared/readers'
import type { NewLine } from '@renderer/data/baskets/basket-model'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { createAppI18n } from '@renderer/i18n'
import AppHeader from '@renderer/app/AppHeader.vue'
import NodeActions from '@renderer/features/node/components/NodeActions.vue'
import NodeView from '@renderer/features/node/components/NodeView.vue'
import { useBasketsStore } from '@renderer/features/baskets/baskets-store'
import { FEEDBACK_MS, provideNodeBasket } from '@renderer/features/baskets/composables/useNodeBasket'
import { crankshaftNode } from './node-fixtures'
import { readAnswerNode, viewReady } from './node-helpers'
import { createTestApp, type TestApp } from './support/app-context'

const PNG = { contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }
let app: TestApp
const mounted: VueWrapper[] = []

beforeEach(() => {
  localStorage.clear()
  app = createTestApp({
    database: new MirrorDatabase(`basket-feedback-${Math.random()}`),
    catalog: {
      vin: async () => fail('server', 'not used'),
      section: async () => fail('server', 'not used'),
      image: async () => ok(PNG)
    }
  })
})
afterEach(() => {
  vi.useRealTimers()
  while (mounted.length) mounted.pop()?.unmount()
  vi.restoreAllMocks()
})

function router() {
  const page = { template: '<p>page</p>' }
  return createRouter({
    history: createMemoryHistory(),
    routes: ['/', '/garage', '/settings']
      .map((path) => ({ path, component: page }))
      .concat([
        { path: '/baskets/:id?', name: 'baskets', component: page } as never,
        { path: '/print', name: 'print', component: page } as never
      ])
  })
}

const line = (partNumber: string): NewLine => ({
  partNumber,
  name: `Part ${partNumber}`,
  qty: 1,
  vehicle: { vin: 'VIN1', name: 'Marlin' },
  source: { q: 'q', lang: 'en', nodeCode: '130-02-02' }
})

describe('header basket badge', () => {
  function mountHeader() {
    const wrapper = mount(AppHeader, {
      props: { isDemo: false, connection: 'online', language: 'en' },
      global: { plugins: [app.plugin, createAppI18n('en'), router()] }
    })
    mounted.push(wrapper)
    return wrapper
  }

  it('is hidden without an active basket or while it is empty', async () => {
    const wrapper = mountHeader()
    await flushPromises()
    expect(wrapper.find('[data-testid="basket-count"]').exists()).toBe(false)
    await useBasketsStore().create('Job 4711')
    await flushPromises()
    expect(wrapper.find('[data-testid="basket-count"]').exists()).toBe(false)
  })

  it('counts the active basket’s lines, names it for screen readers, and follows every add', async () => {
    const wrapper = mountHeader()
    const baskets = useBasketsStore()
    await baskets.create('Job 4711')
    await baskets.add([line('A'), line('B'), line('C')], 'unused')
    await flushPromises()
    const badge = wrapper.get('[data-testid="basket-count"]')
    expect(badge.get('[aria-hidden="true"]').text()).toBe('3')
    const label = 'Parts in the basket “Job 4711”: 3'
    expect(badge.get('.visually-hidden').text()).toBe(label)
    expect(badge.attributes('title')).toBe(label)
    // Inside the "Baskets" link: its name says where the count belongs.
    expect(wrapper.get('[data-testid="nav-baskets"]').text()).toContain(label)

    await baskets.add([line('D')], 'unused')
    await flushPromises()
    expect(wrapper.get('[data-testid="basket-count"] [aria-hidden="true"]').text()).toBe('4')
    // Another basket becomes active: the badge is about that one.
    const other = await baskets.create('Job 12')
    await baskets.add([line('E')], 'unused')
    await flushPromises()
    expect(baskets.activeId).toBe(other)
    expect(wrapper.get('[data-testid="basket-count"] .visually-hidden').text()).toBe('Parts in the basket “Job 12”: 1')
  })
})

describe('add-to-basket feedback', () => {
  const node = readAnswerNode(crankshaftNode)

  function mountNodePage() {
    const highlighted = ref<string[]>([])
    const Host = defineComponent({
      setup() {
        provideNodeBasket(() => ({ vin: 'VIN1', q: 'q-node', node }))
        return () => [
          h(NodeActions, { node, at: { vin: 'VIN1', q: 'q-node' }, sheet: 0, highlighted: highlighted.value }),
          h(NodeView, {
            node,
            highlighted: highlighted.value,
            'onUpdate:highlighted': (ids: string[]) => (highlighted.value = ids)
          })
        ]
      }
    })
    const wrapper = mount(Host, {
      attachTo: document.body,
      global: { plugins: [app.plugin, createAppI18n('en'), router()] }
    })
    mounted.push(wrapper)
    return { wrapper, highlighted }
  }

  const note = () => document.querySelector<HTMLElement>('[data-testid="basket-feedback"]')
  /** Gives the used control and the note a place on screen (happy-dom has no layout). */
  function placeOnScreen(control: Element, at: DOMRect) {
    vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(at)
    vi.spyOn(note()!, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 30))
  }

  it('is one status region, in the document before any add, and empty', async () => {
    mountNodePage()
    await viewReady()
    expect(document.querySelectorAll('[data-testid="basket-feedback"]')).toHaveLength(1)
    expect(note()?.getAttribute('role')).toBe('status')
    expect(note()?.textContent?.trim()).toBe('')
    expect(note()?.classList.contains('shown')).toBe(false)
  })

  it('appears next to the row’s basket button, which shows a tick, and is gone again soon', async () => {
    const { wrapper } = mountNodePage()
    await viewReady()
    const row = wrapper.findAll('[data-testid="part-row"]')[1]
    const button = row.get('[data-testid="add-to-basket"]')
    placeOnScreen(button.element, new DOMRect(900, 407, 30, 26))
    const cell = button.element.closest('[role="gridcell"]')!
    vi.spyOn(cell, 'getBoundingClientRect').mockReturnValue(new DOMRect(860, 400, 110, 40))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await button.trigger('click')
    await vi.waitFor(() => expect(note()?.classList.contains('shown')).toBe(true))
    expect(note()?.textContent).toMatch(/Added to “.*VIN1.*”: 1 line\./)
    // On the row, just left of its buttons: where the eye already is, covering no other row's buttons.
    expect(note()?.style.top).toBe(`${407 + 13 - 15}px`)
    expect(note()?.style.left).toBe(`${860 - 6 - 200}px`)
    expect(button.classes()).toContain('done')
    expect(wrapper.findAll('[data-testid="add-to-basket"].done')).toHaveLength(1)
    // Not in the actions bar above the diagram: a floating note over the page.
    expect(wrapper.get('[data-testid="node-actions"]').element.contains(note())).toBe(false)

    vi.advanceTimersByTime(FEEDBACK_MS)
    await flushPromises()
    expect(note()?.textContent?.trim()).toBe('')
    expect(note()?.classList.contains('shown')).toBe(false)
    expect(button.classes()).not.toContain('done')
  })

  it('goes above or below the control when there is no room beside it, and stays inside the window', async () => {
    const { wrapper } = mountNodePage()
    await viewReady()
    const button = wrapper.findAll('[data-testid="add-to-basket"]')[0]
    placeOnScreen(button.element, new DOMRect(20, 10, 30, 26))
    await button.trigger('click')
    await vi.waitFor(() => expect(note()?.classList.contains('shown')).toBe(true))
    expect(note()?.style.top).toBe(`${10 + 26 + 6}px`)
    expect(note()?.style.left).toBe('4px')
  })

  it('appears next to "Add highlighted" for highlighted rows, and leaves when the list scrolls', async () => {
    const { wrapper, highlighted } = mountNodePage()
    await viewReady()
    const key = hotspotKey(node.parts[0].hotspotId) ?? ''
    highlighted.value = [key]
    await flushPromises()
    const count = node.parts.filter((part) => hotspotKey(part.hotspotId) === key && part.number).length
    const add = wrapper.get('[data-testid="add-highlighted"]')
    placeOnScreen(add.element, new DOMRect(300, 120, 180, 30))
    await add.trigger('click')
    await vi.waitFor(() => expect(note()?.classList.contains('shown')).toBe(true))
    expect(note()?.textContent).toContain(`: ${count} lines.`)
    expect(note()?.style.left).toBe(`${480 - 200}px`)
    expect(wrapper.findAll('[data-testid="add-to-basket"].done')).toHaveLength(count)

    // The page scrolls under the note: it no longer points at its button, so it goes.
    document.dispatchEvent(new Event('scroll'))
    await flushPromises()
    expect(note()?.textContent?.trim()).toBe('')
  })
})
