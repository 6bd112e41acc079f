import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { createMemoryHistory, createRouter, type Router } from 'vue-router'
import { readResult, type Part } from '@shared/readers'
import { ok } from '@shared/result'
import ExternalLinkPrompt from '@renderer/app/ExternalLinkPrompt.vue'
import PartsTable from '@renderer/features/node/components/PartsTable.vue'
import PartInfoPanel from '@renderer/features/section/components/PartInfoPanel.vue'
import BasketLinesTable from '@renderer/features/baskets/components/BasketLinesTable.vue'
import { provideCurrentVin } from '@renderer/features/browse/composables/useCurrentVin'
import { createAppI18n } from '@renderer/i18n'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { useVehicleStore } from '@renderer/features/browse/stores/vehicle'
import SupplierLookupButton from '@renderer/features/suppliers/components/SupplierLookupButton.vue'
import { makeTemplate } from '@renderer/lib/supplier-template'
import { createTestApp, type TestApp } from './support/app-context'

/**
 * Supplier look-up from a part row (and the look-up control of the part-info panel and baskets):
 * one click goes to the default supplier (the first template), filling the number, brand and VIN
 * into the address; where the default cannot be used the menu says why and offers the others; the
 * app's link question shows exactly that address — nothing opens before "Open". Where used is not
 * in the menu: part information has its own panel for it.
 */

const VIN = 'WDB2030461A000001'
const parts: Part[] = [
  { hotspotId: '1', number: 'A 203 330 07 11', name: 'Control arm', qty: '1' },
  { hotspotId: '2', name: 'Washer without a number', qty: '2' }
]
const shop = makeTemplate({ name: 'Parts Shop', url: 'https://shop.example/{brand}/find?q={number}&vin={vin}' }, 's')
const plain = makeTemplate({ name: 'Plain', url: 'https://plain.example/?q={number}' }, 'p')

let app: TestApp
let router: Router
const mounted: VueWrapper[] = []

/** A vehicle page around the parts table, with the app's one link prompt, as App.vue has it. */
async function mountPage(templates = [shop, plain], brand: string | null = 'Mercedes-Benz', rows: Part[] = parts) {
  app = createTestApp({ answers: { 'shell.openExternal': () => ok(undefined) } })
  const preferences = usePreferencesStore()
  await preferences.whenLoaded()
  await preferences.setSupplierTemplates(templates)
  useVehicleStore().byVin[VIN] = {
    response: {
      result: { vehicle: { vin: VIN, name: 'C 180', qMainGroup: 'mg', ...(brand ? { brandName: brand } : {}) } },
      fetchedAt: 1
    },
    language: 'en',
    loading: false,
    error: null,
    infoText: null
  }
  const Page = defineComponent(() => {
    provideCurrentVin(ref(VIN))
    return () => [
      h(PartsTable, { parts: rows, highlighted: new Set<string>(), selected: new Set<string>() }),
      h(ExternalLinkPrompt)
    ]
  })
  router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { template: '<p />' } },
      { path: '/where-used', name: 'where-used', component: { template: '<p />' } }
    ]
  })
  const wrapper = mount(Page, {
    attachTo: document.body,
    global: { plugins: [app.plugin, createAppI18n('en'), router] }
  })
  mounted.push(wrapper)
  await flushPromises()
  return wrapper
}

const opened = () => app.calls.filter((call) => call.channel === 'shell.openExternal').map((call) => call.input)
const menuItems = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="supplier-menu-item"]')]
const dialog = () => document.querySelector<HTMLDialogElement>('[data-testid="external-link-prompt"]')
const shownUrl = () => document.querySelector('[data-testid="link-confirm-url"]')?.textContent
const cancelPrompt = () => (document.querySelector('[data-testid="link-confirm-cancel"]') as HTMLButtonElement).click()

afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
  document.body.innerHTML = ''
})

describe('supplier look-up from a part row', () => {
  it('one click asks the link question for the default supplier with the filled address; only Open opens it', async () => {
    const wrapper = await mountPage()
    const lookups = wrapper.findAll('[data-testid="supplier-lookup"]')
    expect(lookups).toHaveLength(1) // the part without a number has nothing to look up
    expect(lookups[0].attributes('aria-label')).toBe('Look up A 203 330 07 11 at Parts Shop')
    expect(lookups[0].attributes('aria-haspopup')).toBeUndefined()

    await lookups[0].trigger('click')
    await flushPromises()
    const expected = `https://shop.example/Mercedes-Benz/find?q=A2033300711&vin=${VIN}`
    expect(menuItems()).toEqual([])
    expect(dialog()?.open).toBe(true)
    expect(shownUrl()).toBe(expected)
    expect(dialog()?.textContent).toContain('Open shop.example in your web browser?')
    expect(opened()).toEqual([])
    // The row was not selected by the click on its button.
    expect(wrapper.emitted('select')).toBeUndefined()

    ;(document.querySelector('[data-testid="link-confirm-open"]') as HTMLButtonElement).click()
    await flushPromises()
    expect(opened()).toEqual([{ url: expected }])
    expect(document.activeElement).toBe(lookups[0].element)
  })

  it('where the default cannot be used, opens the menu saying why, with the others; arrows, Esc and Cancel work', async () => {
    // The default needs the brand, which this vehicle does not give.
    const wrapper = await mountPage([shop, plain], null)
    const button = wrapper.get('[data-testid="supplier-lookup"]')
    await button.trigger('click')
    await flushPromises()
    expect(dialog()?.open ?? false).toBe(false)
    expect(menuItems().map((item) => item.textContent?.trim())).toEqual(['Look up at Parts Shop', 'Look up at Plain'])
    expect(menuItems().map((item) => item.disabled)).toEqual([true, false])
    expect(menuItems()[0].title).toBe("Needs the vehicle's brand, which is not known here")
    // Nothing but suppliers: where used has its own control now.
    expect(document.querySelector('[data-testid="where-used-item"]')).toBeNull()
    expect(document.activeElement).toBe(menuItems()[1])

    const menu = document.querySelector('[data-testid="supplier-menu"]') as HTMLElement
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await flushPromises()
    expect(menuItems()).toEqual([])
    expect(document.activeElement).toBe(button.element)

    await button.trigger('click')
    await flushPromises()
    menuItems()[1].click()
    await flushPromises()
    expect(shownUrl()).toBe('https://plain.example/?q=A2033300711')
    cancelPrompt()
    await flushPromises()
    expect(dialog()?.open).toBe(false)
    expect(opened()).toEqual([])
  })

  it('without suppliers a row has no look-up button', async () => {
    const wrapper = await mountPage([])
    expect(wrapper.find('[data-testid="supplier-lookup"]').exists()).toBe(false)
  })
})

describe('service text that would break the address', () => {
  it('a part number with a lone surrogate still fills the address', async () => {
    // "\uD800" alone is half a character: encodeURIComponent and the router's encodeURI throw on it.
    const wrapper = await mountPage([plain, shop], 'Mercedes-Benz', [
      { hotspotId: '1', number: 'A\uD800 203', qty: '1' }
    ])
    await wrapper.get('[data-testid="supplier-lookup"]').trigger('click')
    await flushPromises()
    expect(shownUrl()).toBe('https://plain.example/?q=A%EF%BF%BD203')
    cancelPrompt()
    await flushPromises()
    expect(opened()).toEqual([])
  })

  it('an address longer than main opens is not asked about: the menu shows the reason', async () => {
    // 400 Cyrillic letters are 2,400 characters once encoded: past the 2,048 main accepts.
    const long = 'Ж'.repeat(400)
    const wrapper = await mountPage([shop, plain], 'Mercedes-Benz', [{ hotspotId: '1', number: long, qty: '1' }])
    await wrapper.get('[data-testid="supplier-lookup"]').trigger('click')
    await flushPromises()
    expect(menuItems().map((item) => item.disabled)).toEqual([true, true])
    expect(menuItems()[1].title).toBe('The address with this number is longer than 2048 characters, too long to open')
    menuItems()[1].click()
    await flushPromises()
    expect(dialog()?.open ?? false).toBe(false)
    expect(opened()).toEqual([])
  })
})

describe('the part-information panel with a lone surrogate in the number', () => {
  it('still renders its where-used panel and look-up', async () => {
    app = createTestApp()
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    await preferences.setSupplierTemplates([plain])
    router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', component: { template: '<p />' } },
        { path: '/vehicle/:vin/section', name: 'section', component: { template: '<p />' } },
        { path: '/where-used', name: 'where-used', component: { template: '<p />' } }
      ]
    })
    const wrapper = mount(PartInfoPanel, {
      props: { result: readResult({ partinfo: { name: 'Arm' } }), loading: false, error: null, number: '203\uDC00330' },
      attachTo: document.body,
      global: { plugins: [app.plugin, createAppI18n('en'), router] }
    })
    mounted.push(wrapper)
    await flushPromises()
    expect(wrapper.get('[data-testid="part-info-where-used"]').attributes('href')).toBe('/where-used?n=203%EF%BF%BD330')
    expect(wrapper.find('[data-testid="supplier-lookup"]').exists()).toBe(true)
  })
})

describe('the look-up control (part information, baskets)', () => {
  async function mountControl(templates = [shop, plain]) {
    app = createTestApp({ answers: { 'shell.openExternal': () => ok(undefined) } })
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    await preferences.setSupplierTemplates(templates)
    const wrapper = mount(
      defineComponent(() => () => [
        h(SupplierLookupButton, { number: '11-42 7 953 129', vin: 'WBA0000', brand: 'BMW' }),
        h(ExternalLinkPrompt)
      ]),
      { attachTo: document.body, global: { plugins: [app.plugin, createAppI18n('en')] } }
    )
    mounted.push(wrapper)
    return wrapper
  }

  it('goes to the default supplier in one click; its name starts with the words it shows', async () => {
    const wrapper = await mountControl()
    const button = wrapper.get('[data-testid="supplier-lookup"]')
    expect(button.text()).toBe('Look up at Parts Shop')
    // axe label-content-name-mismatch: the accessible name contains the visible text.
    expect(button.attributes('aria-label')).toBe('Look up at Parts Shop: 11-42 7 953 129')
    await button.trigger('click')
    await flushPromises()
    expect(shownUrl()).toBe('https://shop.example/BMW/find?q=11427953129&vin=WBA0000')
    expect(opened()).toEqual([])
  })

  it('offers the other suppliers in a menu beside it; with one supplier there is no menu', async () => {
    let wrapper = await mountControl()
    const others = wrapper.get('[data-testid="supplier-lookup-others"]')
    expect(others.attributes('aria-label')).toBe('Other suppliers for 11-42 7 953 129')
    await others.trigger('click')
    await flushPromises()
    expect(others.attributes('aria-expanded')).toBe('true')
    menuItems()[1].click()
    await flushPromises()
    expect(shownUrl()).toBe('https://plain.example/?q=11427953129')
    wrapper.unmount()
    mounted.pop()

    wrapper = await mountControl([plain])
    expect(wrapper.find('[data-testid="supplier-lookup-others"]').exists()).toBe(false)
  })
})

describe('the part-information panel and basket lines offer it too', () => {
  it('the panel, for the number of the row that opened it, with the page vehicle', async () => {
    app = createTestApp({ answers: { 'shell.openExternal': () => ok(undefined) } })
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    await preferences.setSupplierTemplates([plain])
    const Page = defineComponent(() => {
      provideCurrentVin(ref(VIN))
      return () => [
        h(PartInfoPanel, {
          result: readResult({ partinfo: { name: 'Control arm' } }),
          loading: false,
          error: null,
          number: '203 330'
        }),
        h(ExternalLinkPrompt)
      ]
    })
    const wrapper = mount(Page, { attachTo: document.body, global: { plugins: [app.plugin, createAppI18n('en')] } })
    mounted.push(wrapper)
    await wrapper.get('[data-testid="part-info"] [data-testid="supplier-lookup"]').trigger('click')
    await flushPromises()
    expect(shownUrl()).toBe('https://plain.example/?q=203330')
  })

  it('each basket line, with its own VIN', async () => {
    app = createTestApp()
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    await preferences.setSupplierTemplates([plain])
    const line = (id: string, partNumber: string) => ({
      id,
      basketId: 'b',
      partNumber,
      name: 'Part',
      qty: 1,
      vehicle: { vin: VIN, name: 'C 180' },
      source: { q: 'q', lang: 'en' },
      addedAt: 1
    })
    const wrapper = mount(BasketLinesTable, {
      props: { lines: [line('1', '111'), line('2', '222')] },
      global: {
        plugins: [
          app.plugin,
          createAppI18n('en'),
          createRouter({
            history: createMemoryHistory(),
            routes: [{ path: '/vehicle/:vin/section', name: 'section', component: { template: '<p />' } }]
          })
        ]
      }
    })
    mounted.push(wrapper)
    expect(wrapper.findAll('[data-testid="supplier-lookup"]').map((b) => b.attributes('aria-label'))).toEqual([
      'Look up at Plain: 111',
      'Look up at Plain: 222'
    ])
  })
})
