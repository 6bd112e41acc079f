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
 * Supplier look-up from a part row (and the stand-alone button of the part-info panel and
 * baskets): the row's menu lists the templates, a choice fills the number, brand and VIN into the
 * address, and the app's link question shows exactly that address — nothing opens before "Open".
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
const whereUsedItem = () => document.querySelector<HTMLButtonElement>('[data-testid="where-used-item"]')
const menuItems = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="supplier-menu-item"]')]
const dialog = () => document.querySelector<HTMLDialogElement>('[data-testid="external-link-prompt"]')

afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
  document.body.innerHTML = ''
})

describe('supplier look-up from a part row', () => {
  it('asks the link question with the filled address; only Open opens it', async () => {
    const wrapper = await mountPage()
    const lookups = wrapper.findAll('[data-testid="supplier-lookup"]')
    expect(lookups).toHaveLength(1) // the part without a number has nothing to look up
    expect(lookups[0].attributes('aria-label')).toBe('Look up A 203 330 07 11 at a supplier')

    await lookups[0].trigger('click')
    await flushPromises()
    expect(menuItems().map((item) => item.textContent?.trim())).toEqual(['Look up at Parts Shop', 'Look up at Plain'])
    // The garage's own look-up comes first, and takes the focus.
    expect(whereUsedItem()?.textContent?.trim()).toBe('Where used')
    expect(document.activeElement).toBe(whereUsedItem())
    // The row was not selected by the click on its button.
    expect(wrapper.emitted('select')).toBeUndefined()

    menuItems()[0].click()
    await flushPromises()
    const expected = `https://shop.example/Mercedes-Benz/find?q=A2033300711&vin=${VIN}`
    expect(menuItems()).toEqual([])
    expect(dialog()?.open).toBe(true)
    expect(document.querySelector('[data-testid="link-confirm-url"]')?.textContent).toBe(expected)
    expect(dialog()?.textContent).toContain('Open shop.example in your web browser?')
    expect(opened()).toEqual([])

    ;(document.querySelector('[data-testid="link-confirm-open"]') as HTMLButtonElement).click()
    await flushPromises()
    expect(opened()).toEqual([{ url: expected }])
    expect(document.activeElement).toBe(lookups[0].element)
  })

  it('works from the keyboard: arrows move, Esc closes and gives focus back, Cancel opens nothing', async () => {
    const wrapper = await mountPage()
    const button = wrapper.get('[data-testid="supplier-lookup"]')
    await button.trigger('click')
    await flushPromises()
    const menu = document.querySelector('[data-testid="supplier-menu"]') as HTMLElement
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    expect(document.activeElement).toBe(menuItems()[1])
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await flushPromises()
    expect(menuItems()).toEqual([])
    expect(document.activeElement).toBe(button.element)

    await button.trigger('click')
    await flushPromises()
    menuItems()[1].click()
    await flushPromises()
    expect(document.querySelector('[data-testid="link-confirm-url"]')?.textContent).toBe(
      'https://plain.example/?q=A2033300711'
    )
    ;(document.querySelector('[data-testid="link-confirm-cancel"]') as HTMLButtonElement).click()
    await flushPromises()
    expect(dialog()?.open).toBe(false)
    expect(opened()).toEqual([])
  })

  it('offers a template needing the brand only where the brand is known; without templates, where used only', async () => {
    let wrapper = await mountPage([shop, plain], null)
    await wrapper.get('[data-testid="supplier-lookup"]').trigger('click')
    await flushPromises()
    expect(menuItems().map((item) => item.disabled)).toEqual([true, false])
    expect(menuItems()[0].title).toBe("Needs the vehicle's brand, which is not known here")
    wrapper.unmount()

    wrapper = await mountPage([])
    const button = wrapper.get('[data-testid="supplier-lookup"]')
    expect(button.attributes('aria-label')).toBe('Look up A 203 330 07 11')
    await button.trigger('click')
    await flushPromises()
    expect(menuItems()).toEqual([])
    whereUsedItem()?.click()
    await flushPromises()
    expect(router.currentRoute.value).toMatchObject({ name: 'where-used', query: { n: 'A 203 330 07 11' } })
  })
})

describe('service text that would break the address', () => {
  it('a part number with a lone surrogate still fills the address and opens where used', async () => {
    // "\uD800" alone is half a character: encodeURIComponent and the router's encodeURI throw on it.
    const wrapper = await mountPage([shop, plain], 'Mercedes-Benz', [
      { hotspotId: '1', number: 'A\uD800 203', qty: '1' }
    ])
    const button = wrapper.get('[data-testid="supplier-lookup"]')
    await button.trigger('click')
    await flushPromises()
    expect(menuItems().map((item) => item.disabled)).toEqual([false, false])
    menuItems()[1].click()
    await flushPromises()
    expect(document.querySelector('[data-testid="link-confirm-url"]')?.textContent).toBe(
      'https://plain.example/?q=A%EF%BF%BD203'
    )
    ;(document.querySelector('[data-testid="link-confirm-cancel"]') as HTMLButtonElement).click()
    await flushPromises()

    await button.trigger('click')
    await flushPromises()
    whereUsedItem()?.click()
    await flushPromises()
    expect(router.currentRoute.value).toMatchObject({ name: 'where-used', query: { n: 'A\uFFFD 203' } })
  })

  it('an address longer than main opens is offered disabled, with the reason', async () => {
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
  it('still renders its where-used link and look-up', async () => {
    app = createTestApp()
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    await preferences.setSupplierTemplates([plain])
    router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', component: { template: '<p />' } },
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

describe('the stand-alone look-up button (part information, baskets)', () => {
  it('fills what it is given', async () => {
    app = createTestApp({ answers: { 'shell.openExternal': () => ok(undefined) } })
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    await preferences.setSupplierTemplates([shop])
    const wrapper = mount(
      defineComponent(() => () => [
        h(SupplierLookupButton, { number: '11-42 7 953 129', vin: 'WBA0000', brand: 'BMW' }),
        h(ExternalLinkPrompt)
      ]),
      { attachTo: document.body, global: { plugins: [app.plugin, createAppI18n('en')] } }
    )
    mounted.push(wrapper)
    await wrapper.get('[data-testid="supplier-lookup"]').trigger('click')
    await flushPromises()
    menuItems()[0].click()
    await flushPromises()
    expect(document.querySelector('[data-testid="link-confirm-url"]')?.textContent).toBe(
      'https://shop.example/BMW/find?q=11427953129&vin=WBA0000'
    )
    expect(opened()).toEqual([])
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
    menuItems()[0].click()
    await flushPromises()
    expect(document.querySelector('[data-testid="link-confirm-url"]')?.textContent).toBe(
      'https://plain.example/?q=203330'
    )
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
      'Look up 111 at a supplier',
      'Look up 222 at a supplier'
    ])
  })
})
