import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { createAppI18n } from '@renderer/i18n'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { EXAMPLE_TEMPLATE, type SupplierTemplate } from '@renderer/lib/supplier-template'
import SupplierTemplatesEditor from '@renderer/features/suppliers/components/SupplierTemplatesEditor.vue'
import { createTestApp } from './support/app-context'

/**
 * Supplier templates in Settings, over the preferences store and real Dexie (fake-indexeddb):
 * the example on first start, add / edit / delete with problems said in words, and the list
 * kept on this computer — a deleted example stays deleted after a restart.
 */

let db: MirrorDatabase
const mounted: VueWrapper[] = []

/** The Settings section as SettingsView wires it; a second call is a restart of the app. */
async function startSettings() {
  createTestApp({ database: db })
  const preferences = usePreferencesStore()
  await preferences.whenLoaded()
  const Page = defineComponent(
    () => () =>
      h(SupplierTemplatesEditor, {
        templates: preferences.supplierTemplates,
        onChange: (list: SupplierTemplate[]) => void preferences.setSupplierTemplates(list)
      })
  )
  const wrapper = mount(Page, { attachTo: document.body, global: { plugins: [createAppI18n('en')] } })
  mounted.push(wrapper)
  await flushPromises()
  return { wrapper, preferences }
}

const names = (wrapper: VueWrapper) => wrapper.findAll('[data-testid="supplier-item"] .name').map((n) => n.text())

beforeEach(() => {
  db = new MirrorDatabase(`supplier-settings-${Math.random()}`)
})
afterEach(async () => {
  while (mounted.length) mounted.pop()?.unmount()
  await db.delete()
})

describe('supplier templates in Settings', () => {
  it('start with the one example, which once deleted stays deleted', async () => {
    let { wrapper, preferences } = await startSettings()
    expect(preferences.supplierTemplates).toEqual([EXAMPLE_TEMPLATE])
    expect(names(wrapper)).toEqual(['Example supplier'])

    await wrapper.get('[data-testid="supplier-delete"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="supplier-empty"]').exists()).toBe(true)
    expect(document.activeElement).toBe(wrapper.get('[data-testid="supplier-add"]').element)

    wrapper.unmount()
    ;({ wrapper, preferences } = await startSettings())
    expect(preferences.supplierTemplates).toEqual([])
    expect(names(wrapper)).toEqual([])
  })

  it('say what is wrong in words, then keep a template that passes', async () => {
    let { wrapper } = await startSettings()
    await wrapper.get('[data-testid="supplier-add"]').trigger('click')
    expect(document.activeElement).toBe(wrapper.get('[data-testid="supplier-name"]').element)

    await wrapper.get('[data-testid="supplier-url"]').setValue('http://parts.example/find?part={part}')
    await wrapper.get('[data-testid="supplier-form"]').trigger('submit')
    expect(wrapper.get('[data-testid="supplier-name-problem"]').text()).toBe(
      "Give the supplier a name, for example the shop's name."
    )
    const url = wrapper.get('[data-testid="supplier-url-problem"]').text()
    expect(url).toContain('must start with https://, not http://')
    expect(url).toContain('Parts Desk cannot fill in {part}. Only {number}, {brand} and {vin} can be used.')
    expect(url).toContain('Put {number} in the address where the part number goes')
    expect(wrapper.get('[data-testid="supplier-url"]').attributes('aria-invalid')).toBe('true')

    // The problems follow the typing once shown; a good address shows what it would open.
    await wrapper.get('[data-testid="supplier-name"]').setValue('  Parts Shop ')
    await wrapper.get('[data-testid="supplier-url"]').setValue('https://parts.example/{brand}/find?part={number}')
    expect(wrapper.find('[data-testid="supplier-url-problem"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="supplier-preview"]').text()).toContain(
      'https://parts.example/VOLKSWAGEN/find?part=5Q0991345SB'
    )
    await wrapper.get('[data-testid="supplier-save"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="supplier-form"]').exists()).toBe(false)
    expect(names(wrapper)).toEqual(['Example supplier', 'Parts Shop'])

    // Edited in place, and kept over a restart.
    await wrapper.findAll('[data-testid="supplier-edit"]')[1].trigger('click')
    expect((wrapper.get('[data-testid="supplier-url"]').element as HTMLInputElement).value).toBe(
      'https://parts.example/{brand}/find?part={number}'
    )
    await wrapper.get('[data-testid="supplier-name"]').setValue('Parts Shop Berlin')
    await wrapper.get('[data-testid="supplier-form"]').trigger('submit')
    await flushPromises()
    wrapper.unmount()
    ;({ wrapper } = await startSettings())
    expect(names(wrapper)).toEqual(['Example supplier', 'Parts Shop Berlin'])
    expect(wrapper.findAll('[data-testid="supplier-item"] .url').map((u) => u.text())).toEqual([
      EXAMPLE_TEMPLATE.url,
      'https://parts.example/{brand}/find?part={number}'
    ])
  })

  it('Cancel keeps the list as it was', async () => {
    const { wrapper, preferences } = await startSettings()
    await wrapper.get('[data-testid="supplier-edit"]').trigger('click')
    await wrapper.get('[data-testid="supplier-name"]').setValue('Changed')
    await wrapper.get('[data-testid="supplier-cancel"]').trigger('click')
    await flushPromises()
    expect(preferences.supplierTemplates).toEqual([EXAMPLE_TEMPLATE])
    expect(document.activeElement).toBe(wrapper.get('[data-testid="supplier-add"]').element)
  })
})

describe('the default supplier', () => {
  it('is the first in the list; Make default puts another first, and it stays first after a restart', async () => {
    let { wrapper, preferences } = await startSettings()
    await preferences.setSupplierTemplates([
      EXAMPLE_TEMPLATE,
      { ...EXAMPLE_TEMPLATE, id: 'second', name: 'Second shop', url: 'https://second.example/?q={number}' }
    ])
    await flushPromises()
    expect(wrapper.get('[data-testid="supplier-item"] [data-testid="supplier-default"]').text()).toBe('Default')
    // The default has no "Make default"; the other has, named for it.
    const make = wrapper.findAll('[data-testid="supplier-make-default"]')
    expect(make.map((button) => button.attributes('aria-label'))).toEqual(['Make Second shop the default'])
    await make[0].trigger('click')
    await flushPromises()
    expect(names(wrapper)).toEqual(['Second shop', 'Example supplier'])

    wrapper.unmount()
    ;({ wrapper, preferences } = await startSettings())
    expect(names(wrapper)).toEqual(['Second shop', 'Example supplier'])
  })
})
