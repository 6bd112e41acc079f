/**
 * The VIN field as a mechanic uses it: a VIN pasted from a registration document with its
 * spaces and dashes, a VIN read off a plate with O for 0, and the field ready to type into as
 * soon as the start page shows (issue 22, item 3).
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { h } from 'vue'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { createAppI18n } from '@renderer/i18n'
import VinSearch from '@renderer/features/browse/components/VinSearch.vue'
import { fixedVin, normalizeVinInput } from '@renderer/lib/vin'
import { installFakeApi } from './section-kit'
import { currentTestApp } from './support/app-context'

const VIN = 'WVWZZZ1JZXW000001'

const mounted: VueWrapper[] = []
beforeEach(() => installFakeApi())
afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount()
  document.body.innerHTML = ''
})

function mountVinSearch(lang: 'en' | 'de' = 'en') {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/', component: { template: '<p />' } }]
  })
  const wrapper = mount(VinSearch, {
    props: { busy: false, demoVins: [] },
    attachTo: document.body,
    global: { plugins: [currentTestApp().plugin, createAppI18n(lang), router] }
  })
  mounted.push(wrapper)
  return wrapper
}

describe('VIN text', () => {
  it('drops spaces, dashes of every kind, dots and slashes, and upper-cases', () => {
    expect(normalizeVinInput('WVW-ZZZ 1JZ-XW000001')).toBe(VIN)
    expect(normalizeVinInput(' wvw–zzz\u00a01jz—xw.000/001\t')).toBe(VIN)
  })

  it('reads I as 1 and O, Q as 0, and has nothing to fix in a good VIN', () => {
    expect(fixedVin('WVWZZZIJZXWOOQ001')).toBe(VIN)
    expect(fixedVin(VIN)).toBeNull()
  })
})

describe('VIN field', () => {
  it('removes pasted dashes and spaces before counting and sends the clean VIN', async () => {
    const wrapper = mountVinSearch()
    const input = wrapper.get('input')
    await input.setValue('WVW-ZZZ 1JZ-XW000001')
    expect((input.element as HTMLInputElement).value).toBe(VIN)
    expect(wrapper.get('[data-testid="vin-hint"]').text()).toBe('17 of 17 characters')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.find('[data-testid="vin-length"]').exists()).toBe(false)
    expect(wrapper.emitted('search')).toEqual([[VIN]])
  })

  it('keeps the caret where it was when a typed separator is dropped', async () => {
    const wrapper = mountVinSearch()
    const field = wrapper.get('input').element as HTMLInputElement
    field.value = 'WVW- ZZZ'
    field.setSelectionRange(5, 5)
    await wrapper.get('input').trigger('input')
    expect(field.value).toBe('WVWZZZ')
    expect(field.selectionStart).toBe(3)
  })

  it('offers the VIN with O, I and Q fixed; one click puts it in the field and keeps the focus there', async () => {
    const wrapper = mountVinSearch()
    const input = wrapper.get('input')
    await input.setValue('wvwzzz ijz-xwooq001')
    expect(wrapper.get('[data-testid="vin-forbidden"]').text()).toContain('Check: I, O, Q.')
    const fix = wrapper.get('[data-testid="vin-fix"]')
    expect(fix.text()).toBe(`Use ${VIN}`)
    ;(fix.element as HTMLButtonElement).focus()
    await fix.trigger('click')
    expect((input.element as HTMLInputElement).value).toBe(VIN)
    expect(document.activeElement).toBe(input.element)
    expect(wrapper.find('[data-testid="vin-forbidden"]').exists()).toBe(false)
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(wrapper.get('[data-testid="vin-hint"]').text()).toBe('17 of 17 characters')
    expect(wrapper.emitted('search')).toBeUndefined()
  })

  it('names the fix in the UI language', async () => {
    const wrapper = mountVinSearch('de')
    await wrapper.get('input').setValue('WVWZZZ1JZXWOOOOO1')
    expect(wrapper.get('[data-testid="vin-fix"]').text()).toBe(`${VIN} verwenden`)
  })
})

describe('VIN field focus', () => {
  const Home = { render: () => h(VinSearch, { busy: false, demoVins: [] }) }
  const Other = { render: () => h('div', [h('input', { 'data-testid': 'other-field' })]) }

  async function mountApp(start: string) {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', component: Home },
        { path: '/other', component: Other }
      ]
    })
    await router.push(start)
    const wrapper = mount(
      { render: () => h(RouterView) },
      {
        attachTo: document.body,
        global: { plugins: [currentTestApp().plugin, createAppI18n('en'), router] }
      }
    )
    mounted.push(wrapper)
    await flushPromises()
    return { wrapper, router }
  }

  const vinField = () => document.querySelector('[data-testid="vin-input"]')

  it('is focused when the start page loads, and again each time the router shows it', async () => {
    const { router } = await mountApp('/')
    expect(vinField()).not.toBeNull()
    expect(document.activeElement).toBe(vinField())
    await router.push('/other')
    await flushPromises()
    expect(vinField()).toBeNull()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await router.push('/')
    await flushPromises()
    expect(document.activeElement).toBe(vinField())
  })

  it('takes no focus on other pages', async () => {
    await mountApp('/other')
    expect(vinField()).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })

  it('does not take the focus from a text field the user is already typing in', async () => {
    const elsewhere = document.body.appendChild(document.createElement('input'))
    elsewhere.focus()
    await mountApp('/')
    expect(document.activeElement).toBe(elsewhere)
  })
})
