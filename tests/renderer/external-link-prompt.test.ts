/**
 * A web link main will not open by itself (dropped on the window, or one that got past the page)
 * arrives as the `link.confirm` event and gets the same question as a link in service content:
 * the host, then "Open" or "Cancel"; only "Open" reaches shell.openExternal.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppInfo } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import ExternalLinkPrompt from '@renderer/app/ExternalLinkPrompt.vue'
import { createAppI18n } from '@renderer/i18n'
import { useAppStore } from '@renderer/common/stores/app'
import { appInfo, createTestApp, type TestApp } from './support/app-context'

let app: TestApp

function fakeApi(host: AppInfo['host'], openExternal: () => Result<unknown> = () => ok(undefined)) {
  app = createTestApp({
    answers: {
      'app.info': () => ok(appInfo({ host })),
      'shell.openExternal': openExternal
    }
  })
  /** What main's window.ts does for a dropped link. */
  const mainAsks = (url: string) => app.emit('link.confirm', { url })
  const opened = () => app.calls.filter((call) => call.channel === 'shell.openExternal').map((call) => call.input)
  return { mainAsks, opened, listeners: app.listeners }
}

async function mountPrompt() {
  await useAppStore().start()
  const wrapper = mount(ExternalLinkPrompt, {
    attachTo: document.body,
    global: { plugins: [app.plugin, createAppI18n('en')] }
  })
  await flushPromises()
  return wrapper
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a web link main asks about (desktop app)', () => {
  it('shows the host and opens nothing until the user says Open — then exactly that URL', async () => {
    const api = fakeApi('electron')
    const wrapper = await mountPrompt()
    const dialog = wrapper.get('[data-testid="external-link-prompt"]').element as HTMLDialogElement
    expect(dialog.open).toBe(false)

    api.mainAsks('https://parts.example.com/bulletin?id=7')
    await flushPromises()
    expect(dialog.open).toBe(true)
    expect(wrapper.text()).toContain('Open parts.example.com in your web browser?')
    expect(document.activeElement).toBe(wrapper.get('[data-testid="link-confirm-open"]').element)
    expect(api.opened()).toEqual([])

    await wrapper.get('[data-testid="link-confirm-open"]').trigger('click')
    await flushPromises()
    expect(api.opened()).toEqual([{ url: 'https://parts.example.com/bulletin?id=7' }])
    expect(dialog.open).toBe(false)
  })

  it('shows and sends the parsed address: the punycode host and the normalised href, not the raw string', async () => {
    const api = fakeApi('electron')
    const wrapper = await mountPrompt()
    api.mainAsks('  https://BÜCHER.example/a b?q=ü  ')
    await flushPromises()
    expect(wrapper.text()).toContain('Open xn--bcher-kva.example in your web browser?')
    expect(wrapper.get('[data-testid="link-confirm-url"]').text()).toBe('https://xn--bcher-kva.example/a%20b?q=%C3%BC')
    await wrapper.get('[data-testid="link-confirm-open"]').trigger('click')
    await flushPromises()
    expect(api.opened()).toEqual([{ url: 'https://xn--bcher-kva.example/a%20b?q=%C3%BC' }])
  })

  it('Cancel and Esc open nothing', async () => {
    const api = fakeApi('electron')
    const wrapper = await mountPrompt()
    const dialog = wrapper.get('[data-testid="external-link-prompt"]')
    api.mainAsks('https://dropped.example/')
    await flushPromises()
    await wrapper.get('[data-testid="link-confirm-cancel"]').trigger('click')
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(false)

    api.mainAsks('https://dropped.example/again')
    await flushPromises()
    await dialog.trigger('cancel') // what the browser fires for Esc on a modal dialog
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(false)
    expect(api.opened()).toEqual([])
  })

  it('says so when the link cannot be opened, or is not a web address', async () => {
    const api = fakeApi('electron', () => fail('invalid-input', 'refused'))
    const wrapper = await mountPrompt()
    api.mainAsks('https://dropped.example/')
    await flushPromises()
    await wrapper.get('[data-testid="link-confirm-open"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="link-message"]').text()).toBe('The link could not be opened.')
    await wrapper.get('[data-testid="link-message-close"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="link-message"]').exists()).toBe(false)

    api.mainAsks('file:///etc/passwd')
    await flushPromises()
    expect(wrapper.get('[data-testid="link-message"]').text()).toContain('only web addresses')
    expect(wrapper.find('[data-testid="link-confirm-open"]').exists()).toBe(false)
  })

  it('stops listening when it goes away', async () => {
    const api = fakeApi('electron')
    const wrapper = await mountPrompt()
    expect(api.listeners.get('link.confirm')?.size).toBe(1)
    wrapper.unmount()
    expect(api.listeners.get('link.confirm')?.size).toBe(0)
  })
})

describe('browser mode', () => {
  it('does not subscribe: the browser handles a dropped link itself', async () => {
    const api = fakeApi('web')
    await mountPrompt()
    expect(api.listeners.get('link.confirm')).toBeUndefined()
    expect(api.listeners.get('connection.changed')?.size).toBe(1)
  })
})
