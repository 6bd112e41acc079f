import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { SettingsView } from '@shared/contract'
import { fail, ok } from '@shared/result'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createAppI18n } from '@renderer/i18n'
import HomeView from '@renderer/features/browse/views/HomeView.vue'
import SettingsForm from '@renderer/features/settings/components/SettingsForm.vue'
import { useAppStore } from '@renderer/common/stores/app'
import { appInfo, createTestApp, type Answers, type TestApp } from './support/app-context'

// The VIN lookup falls back to this computer's language when none is chosen.
vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'] })

let app: TestApp

function fakeApi(answers: Answers) {
  app = createTestApp({ answers })
  return app.calls
}

const vehicle = { name: 'Vostra Aurelia 2.0 TDX', brand: 'Vostra', model: 'Aurelia', qMainGroup: 'q-main' }

function mountHome() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: HomeView },
      { path: '/vehicle/:vin', name: 'vehicle', component: { template: '<p>vehicle page</p>' } }
    ]
  })
  const wrapper = mount(HomeView, { global: { plugins: [app.plugin, createAppI18n('en'), router] } })
  return Object.assign(wrapper, { router })
}

describe('home view', () => {
  it('normalises the VIN, looks it up and opens the vehicle page', async () => {
    const calls = fakeApi({
      'catalog.vin': () =>
        ok({ result: { vehicle, catalogs: [{ name: 'VOSTRA-EU', status: 200, time: 0.1 }] }, fetchedAt: 1 })
    })
    const wrapper = mountHome()
    await wrapper.get('input').setValue('  xvsab53c 1kr012847 ')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(calls.filter((call) => call.channel === 'catalog.vin')).toEqual([
      { channel: 'catalog.vin', input: { vin: 'XVSAB53C1KR012847', lang: 'en' } }
    ])
    expect(wrapper.router.currentRoute.value.fullPath).toBe('/vehicle/XVSAB53C1KR012847')
  })

  it("shows the service's own words for an unknown VIN", async () => {
    fakeApi({
      'catalog.vin': () =>
        ok({ result: { info: { type: 'error', text: 'VIN not found' } }, catalog: null, fetchedAt: 1 })
    })
    const wrapper = mountHome()
    await wrapper.get('input').setValue('ZZZ')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(wrapper.get('[data-testid="vin-info"]').text()).toBe('VIN not found')
  })

  it('explains an offline error in plain words and retries', async () => {
    let attempt = 0
    fakeApi({
      'catalog.vin': () =>
        ++attempt === 1 ? fail('offline', 'fetch failed') : ok({ result: { vehicle }, catalog: 'c', fetchedAt: 1 })
    })
    const wrapper = mountHome()
    await wrapper.get('input').setValue('ABC')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toContain('cannot be reached')
    expect(wrapper.text()).not.toContain('fetch failed')
    await wrapper.get('[role="alert"] button').trigger('click')
    await flushPromises()
    expect(wrapper.router.currentRoute.value.fullPath).toBe('/vehicle/ABC')
  })

  it('offers demo VINs only in demo mode', async () => {
    fakeApi({
      'app.info': () => ok(appInfo({ demoVins: ['DEMO1'] }))
    })
    await useAppStore().start()
    const wrapper = mountHome()
    expect(wrapper.text()).toContain('Try a demo VIN:')
    expect(wrapper.text()).toContain('DEMO1')
  })
})

describe('settings form', () => {
  const base: SettingsView = {
    baseUrl: 'https://catalog.example',
    imageBaseUrl: 'https://img.example',
    userId: 'u1',
    tokenSet: true,
    language: 'en',
    source: 'settings',
    secretProtection: 'basic-text',
    imageAddress: '{image_base_url}/image?q={qImage}'
  }
  const mountForm = (view: SettingsView) =>
    mount(SettingsForm, { props: { view, saving: false }, global: { plugins: [createAppI18n('en')] } })

  it('never shows the token, says one is set and is honest about basic-text protection', () => {
    const wrapper = mountForm(base)
    expect((wrapper.get('#token').element as HTMLInputElement).value).toBe('')
    expect(wrapper.get('[data-testid="token-state"]').text()).toContain('A token is set')
    expect(wrapper.get('[data-testid="token-protection"]').text()).toContain(
      "Stored with basic text protection: anyone with access to this computer's account can read it"
    )
  })

  it('sends only what changed, and the token only when typed', async () => {
    const wrapper = mountForm(base)
    await wrapper.get('#user-id').setValue('u2')
    await wrapper.get('form').trigger('submit')
    await wrapper.get('#token').setValue('new-token')
    await wrapper.get('#language').setValue('de')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([
      [{ userId: 'u2' }],
      [{ userId: 'u2', token: 'new-token', language: 'de' }]
    ])
  })

  it('after the service URL changed and the token was dropped, asks for the token again and says why', async () => {
    const wrapper = mountForm(base)
    expect(wrapper.find('[data-testid="token-needed"]').exists()).toBe(false)
    expect(wrapper.get('#token').attributes('required')).toBeUndefined()
    await wrapper.setProps({
      view: { ...base, baseUrl: 'https://new.example', tokenSet: false, source: 'demo', secretProtection: 'none' }
    })
    const token = wrapper.get('#token')
    expect((token.element as HTMLInputElement).value).toBe('')
    expect(token.attributes('required')).toBeDefined()
    expect(token.attributes('aria-invalid')).toBe('true')
    expect(wrapper.get('#base-url').element).toHaveProperty('value', 'https://new.example')
    expect(wrapper.get('[data-testid="token-needed"]').text()).toContain(
      'The service URL or user id changed, so the saved token was removed'
    )
    expect(wrapper.get('[data-testid="token-state"]').text()).toContain('No token is set.')
  })

  it('a saved account without a token asks for it; nothing is required in plain demo mode', async () => {
    const partial = mountForm({ ...base, tokenSet: false, source: 'demo', secretProtection: 'none' })
    expect(partial.get('[data-testid="token-needed"]').text()).toContain('Enter the token for this account')
    const demo = mountForm({ ...base, baseUrl: '', imageBaseUrl: '', userId: '', tokenSet: false, source: 'demo' })
    expect(demo.find('[data-testid="token-needed"]').exists()).toBe(false)
    expect(demo.get('#token').attributes('required')).toBeUndefined()
  })

  it("offers 'keep the token for this session only' only where main offers it, and sends the choice", async () => {
    expect(mountForm(base).find('[data-testid="token-session-only"]').exists()).toBe(false)
    const wrapper = mountForm({ ...base, secretProtection: 'memory', keepTokenForSessionOnly: true })
    const box = wrapper.get('[data-testid="token-session-only"]')
    expect((box.element as HTMLInputElement).checked).toBe(true)
    expect(wrapper.text()).toContain('a saved token can be read by anyone with access to this computer account')
    await box.setValue(false)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([[{ keepTokenForSessionOnly: false }]])
  })

  it('shows why a configured account cannot be used', () => {
    const problem = 'CATALOG_BASE_URL must start with https://'
    const wrapper = mountForm({ ...base, source: 'demo', tokenSet: false, problem })
    expect(wrapper.get('[data-testid="settings-problem"]').text()).toContain(`the demo catalog is running: ${problem}`)
  })

  it('makes account fields read-only when they come from the environment', async () => {
    const wrapper = mountForm({ ...base, source: 'environment', secretProtection: 'environment' })
    expect(wrapper.text()).toContain('environment variables')
    for (const id of ['#base-url', '#image-base-url', '#user-id', '#token']) {
      expect(wrapper.get(id).attributes('readonly')).toBeDefined()
    }
    await wrapper.get('#language').setValue('ru')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([[{ language: 'ru' }]])
  })
})
