import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { DEFAULT_IMAGE_ADDRESS, type AccountTestReport, type CatalogPacing, type SettingsView } from '@shared/contract'
import { fail, ok } from '@shared/result'
import { createAppI18n } from '@renderer/i18n'
import SettingsForm from '@renderer/features/settings/components/SettingsForm.vue'
import AccountTest from '@renderer/features/settings/components/AccountTest.vue'
import RequestCountLine from '@renderer/features/settings/components/RequestCountLine.vue'
import { usePacingStore } from '@renderer/common/stores/pacing'
import { useSettingsStore } from '@renderer/common/stores/settings'
import { createTestApp } from './support/app-context'

/** Settings → Account (issue 19 part 5): the picture address, Test the account, today's requests. */

const view: SettingsView = {
  baseUrl: 'https://catalog.example',
  imageBaseUrl: 'https://img.example',
  imageAddress: DEFAULT_IMAGE_ADDRESS,
  userId: 'u1',
  tokenSet: true,
  language: 'en',
  source: 'settings',
  secretProtection: 'os-keychain'
}

const mountForm = (shown: SettingsView = view) =>
  mount(SettingsForm, { props: { view: shown, saving: false }, global: { plugins: [createAppI18n('en')] } })

describe('picture address', () => {
  it('shows the template in force and sends nothing about it when unchanged', async () => {
    const wrapper = mountForm()
    expect((wrapper.get('[data-testid="picture-address-input"]').element as HTMLInputElement).value).toBe(
      DEFAULT_IMAGE_ADDRESS
    )
    expect((wrapper.get('[data-testid="picture-address-template"]').element as HTMLInputElement).checked).toBe(true)
    expect(wrapper.text()).toContain(
      '{image_base_url} stands for the image service URL above, {qImage} for the picture'
    )
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([[{}]])
  })

  it('a changed template is saved; one without {qImage} is flagged before saving', async () => {
    const wrapper = mountForm()
    const input = wrapper.get('[data-testid="picture-address-input"]')
    await input.setValue('{image_base_url}/pictures')
    expect(wrapper.get('[data-testid="picture-address-needs-pointer"]').text()).toContain('{qImage}')
    expect(input.attributes('aria-invalid')).toBe('true')
    await input.setValue('{image_base_url}/pictures/{qImage}.png')
    expect(wrapper.find('[data-testid="picture-address-needs-pointer"]').exists()).toBe(false)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([[{ imageAddress: '{image_base_url}/pictures/{qImage}.png' }]])
  })

  it('"through the catalog API" saves api; going back restores the template typed before', async () => {
    const wrapper = mountForm()
    await wrapper.get('[data-testid="picture-address-input"]').setValue('https://img.example/p/{qImage}')
    await wrapper.get('[data-testid="picture-address-api"]').setValue(true)
    const input = wrapper.get('[data-testid="picture-address-input"]')
    expect(input.attributes('disabled')).toBeDefined()
    await wrapper.get('form').trigger('submit')
    await wrapper.get('[data-testid="picture-address-template"]').setValue(true)
    expect((input.element as HTMLInputElement).value).toBe('https://img.example/p/{qImage}')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([
      [{ imageAddress: 'api' }],
      [{ imageAddress: 'https://img.example/p/{qImage}' }]
    ])
  })

  it('api in force is shown as the chosen option, and "use the default" goes back to the default template', async () => {
    const wrapper = mountForm({ ...view, imageAddress: 'api' })
    expect((wrapper.get('[data-testid="picture-address-api"]').element as HTMLInputElement).checked).toBe(true)
    await wrapper.get('[data-testid="picture-address-template"]').setValue(true)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toEqual([[{ imageAddress: DEFAULT_IMAGE_ADDRESS }]])
  })

  it('an account from the environment shows the address read-only', () => {
    const wrapper = mountForm({ ...view, source: 'environment', imageAddress: 'api' })
    expect(wrapper.get('[data-testid="picture-address-template"]').attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="picture-address-api"]').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-testid="picture-address-default"]').exists()).toBe(false)
  })
})

const passing: AccountTestReport = {
  steps: [
    { step: 'login', ok: true, ms: 120 },
    { step: 'vin', ok: true, ms: 80 },
    { step: 'main-groups', ok: true, ms: 95 },
    { step: 'picture', ok: true, ms: 40 }
  ]
}
const failingPicture: AccountTestReport = {
  steps: [
    { step: 'login', ok: true, ms: 120 },
    { step: 'vin', ok: true, ms: 80 },
    { step: 'main-groups', ok: true, ms: 95 },
    {
      step: 'picture',
      ok: false,
      ms: 12,
      error: {
        code: 'bad-response',
        status: 404,
        message:
          'There is no picture at the picture address (status 404). Check the picture address in Settings → Account.'
      }
    }
  ]
}

describe('test the account', () => {
  const mountTest = (props: Partial<InstanceType<typeof AccountTest>['$props']> = {}) =>
    mount(AccountTest, {
      props: { running: false, report: null, error: null, demoVin: null, ...props },
      global: { plugins: [createAppI18n('en')] }
    })

  it('the store sends the typed VIN, normalised, and keeps the report', async () => {
    const app = createTestApp({ answers: { 'account.test': () => ok(failingPicture) } })
    const settings = useSettingsStore()
    await settings.testAccount(' wdb 123 ')
    // The services ask main about the workshop mirror once at start (data/workshop/workshop-switch.ts).
    const calls = app.calls.filter((call) => !call.channel.startsWith('workshop.'))
    expect(calls).toEqual([{ channel: 'account.test', input: { vin: 'WDB123' } }])
    expect(settings.testReport).toEqual(failingPicture)
    expect(settings.testing).toBe(false)
  })

  it('the store keeps why the test could not run at all', async () => {
    createTestApp({ answers: { 'account.test': () => fail('invalid-input', 'vin: too long') } })
    const settings = useSettingsStore()
    await settings.testAccount('X')
    expect(settings.testReport).toBeNull()
    expect(settings.testError).toMatchObject({ code: 'invalid-input' })
  })

  it('asks with the VIN typed; offers the first demo VIN in demo mode', async () => {
    const wrapper = mountTest({ demoVin: 'DEMO1' })
    expect(wrapper.text()).toContain('built-in demo catalog')
    expect((wrapper.get('[data-testid="account-test-vin"]').element as HTMLInputElement).value).toBe('DEMO1')
    await wrapper.get('[data-testid="account-test-vin"]').setValue('WVWZZZ1JZXW000001')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('run')).toEqual([['WVWZZZ1JZXW000001']])
  })

  it('lists each step with a tick and its time when everything works', () => {
    const wrapper = mountTest({ report: passing })
    const rows = wrapper.findAll('[data-testid="account-test-steps"] li')
    // The tick is a hidden icon; the words say passed or failed.
    expect(rows.map((row) => row.text())).toEqual([
      'Sign inpassed120 ms',
      'Look up the VINpassed80 ms',
      'Open its main groupspassed95 ms',
      'Fetch a picturepassed40 ms'
    ])
    for (const row of rows) {
      expect(row.attributes('data-ok')).toBe('true')
      expect(row.get('svg.mark').attributes('aria-hidden')).toBe('true')
    }
    expect(wrapper.get('[data-testid="account-test-summary"]').text()).toContain('Everything works')
  })

  it('marks the failing step with a cross and main’s plain words, and says where the test stopped', () => {
    const wrapper = mountTest({ report: failingPicture })
    const failed = wrapper.get('[data-step="picture"]')
    expect(failed.attributes('data-ok')).toBe('false')
    expect(failed.find('svg.mark').exists()).toBe(true)
    expect(failed.text()).toContain('failed')
    expect(failed.text()).toContain('There is no picture at the picture address. Check the picture address in Settings')
    expect(wrapper.get('[data-testid="account-test-summary"]').text()).toBe('The test stopped at “Fetch a picture”.')
  })

  it('says why a step failed in the UI language, with the service’s own words as its words', async () => {
    const unknownVin: AccountTestReport = {
      steps: [
        { step: 'login', ok: true, ms: 120 },
        {
          step: 'vin',
          ok: false,
          ms: 80,
          error: {
            code: 'unavailable',
            message: 'The catalog does not know the VIN WDB123: Fahrzeug nicht gefunden',
            serviceMessage: 'Fahrzeug nicht gefunden'
          }
        }
      ]
    }
    const mountIn = (language: 'de' | 'ru', report: AccountTestReport) =>
      mount(AccountTest, {
        props: { running: false, report, error: null, demoVin: null },
        global: { plugins: [createAppI18n(language)] }
      })
    const german = mountIn('de', failingPicture)
    expect(german.get('[data-step="picture"] .message').text()).toBe(
      'Unter der Bildadresse ist kein Bild. Prüfen Sie die Bildadresse unter Einstellungen → Katalogkonto.'
    )
    const russian = mountIn('ru', unknownVin)
    await russian.get('[data-testid="account-test-vin"]').setValue('wdb 123')
    expect(russian.get('[data-step="vin"] .message').text()).toBe(
      'Каталог не знает VIN WDB123. Проверьте его по документам автомобиля. Сервис каталога сообщил: «Fahrzeug nicht gefunden»'
    )
    // A failure of no particular step: the code's plain words, translated too.
    const offline: AccountTestReport = {
      steps: [{ step: 'login', ok: false, ms: 5, error: { code: 'offline', message: 'fetch failed' } }]
    }
    expect(mountIn('de', offline).get('[data-step="login"] .message').text()).not.toContain('fetch failed')
  })

  it('while running the button says so and cannot be pressed again', () => {
    const wrapper = mountTest({ running: true })
    expect(wrapper.get('[data-testid="account-test-run"]').text()).toBe('Testing…')
    expect(wrapper.get('fieldset').attributes('disabled')).toBeDefined()
  })
})

describe("today's requests", () => {
  const pacing = (today: CatalogPacing['today'], slowDownUntil: number | null = null): CatalogPacing => ({
    slowDownUntil,
    concurrency: 4,
    today,
    day: '2026-11-25'
  })

  it('the pacing store follows main’s catalog.pacing pushes, the latest winning', () => {
    const app = createTestApp()
    const store = usePacingStore()
    expect(store.known).toBe(false)
    expect(store.slowDownUntil).toBeNull()
    expect(store.today.total).toBe(0)
    app.emit('catalog.pacing', pacing({ click: 1, prefetch: 0, background: 0, total: 1 }))
    app.emit('catalog.pacing', pacing({ click: 12, prefetch: 30, background: 5, total: 47 }, 1_000))
    expect(store.known).toBe(true)
    expect(store.today).toEqual({ click: 12, prefetch: 30, background: 5, total: 47 })
    expect(store.slowDownUntil).toBe(1_000)
  })

  it('shows the line with the total and who asked', async () => {
    const app = createTestApp()
    const store = usePacingStore()
    const wrapper = mount(
      {
        components: { RequestCountLine },
        template: '<RequestCountLine :today="s.today" :known="s.known" />',
        setup: () => ({ s: store })
      },
      { global: { plugins: [app.plugin, createAppI18n('en')] } }
    )
    expect(wrapper.text()).toBe('Requests to the catalog service today: not counted yet.')
    app.emit('catalog.pacing', pacing({ click: 12, prefetch: 30, background: 5, total: 47 }))
    await flushPromises()
    expect(wrapper.text()).toBe(
      'Requests to the catalog service today: 47 (clicks 12, read-ahead 30, saves and indexing 5)'
    )
  })
})
