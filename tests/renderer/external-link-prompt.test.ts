/**
 * A web link main will not open by itself (dropped on the window, or one that got past the page)
 * arrives as the `link.confirm` event. On the desktop it goes back to main parsed, and main asks
 * in its native dialog (one question, not two); in browser mode the page asks: the host, then
 * "Open" or "Cancel", and only "Open" reaches shell.openExternal.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppInfo } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import ExternalLinkPrompt from '@renderer/app/ExternalLinkPrompt.vue'
import { createAppI18n } from '@renderer/i18n'
import { useAppStore } from '@renderer/common/stores/app'
import { useLinkPromptStore } from '@renderer/common/stores/link-prompt'
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

describe('the desktop app: main asks in its own dialog, the page asks nothing', () => {
  it('a link main asks about goes straight back to main, parsed, with no second question in the page', async () => {
    const api = fakeApi('electron')
    const wrapper = await mountPrompt()
    const dialog = wrapper.get('[data-testid="external-link-prompt"]').element as HTMLDialogElement
    api.mainAsks('  https://BÜCHER.example/a b?q=ü  ')
    await flushPromises()
    // The punycode host and the normalised href, never the raw string; main shows them natively.
    expect(api.opened()).toEqual([{ url: 'https://xn--bcher-kva.example/a%20b?q=%C3%BC' }])
    expect(dialog.open).toBe(false)
  })

  it('the app’s own links (supplier look-up) go to main the same way', async () => {
    const api = fakeApi('electron')
    await mountPrompt()
    useLinkPromptStore().request('https://parts.example.com/search?q=8XJ051742', null)
    await flushPromises()
    expect(api.opened()).toEqual([{ url: 'https://parts.example.com/search?q=8XJ051742' }])
  })

  it('says so when the link cannot be opened, or is not a web address', async () => {
    const api = fakeApi('electron', () => fail('invalid-input', 'refused'))
    const wrapper = await mountPrompt()
    api.mainAsks('https://dropped.example/')
    await flushPromises()
    expect(wrapper.get('[data-testid="link-message"]').text()).toBe('The link could not be opened.')
    await wrapper.get('[data-testid="link-message-close"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="link-message"]').exists()).toBe(false)

    api.mainAsks('file:///etc/passwd')
    await flushPromises()
    expect(wrapper.get('[data-testid="link-message"]').text()).toContain('only web addresses')
    expect(api.opened()).toEqual([{ url: 'https://dropped.example/' }]) // the file: link never left the page
  })

  it('stops listening when it goes away', async () => {
    const api = fakeApi('electron')
    const wrapper = await mountPrompt()
    expect(api.listeners.get('link.confirm')?.size).toBe(1)
    wrapper.unmount()
    expect(api.listeners.get('link.confirm')?.size).toBe(0)
  })
})

describe('browser mode: the page asks, since no native dialog follows', () => {
  it('does not subscribe: the browser handles a dropped link itself', async () => {
    const api = fakeApi('web')
    await mountPrompt()
    expect(api.listeners.get('link.confirm')).toBeUndefined()
    expect(api.listeners.get('connection.changed')?.size).toBe(1)
  })

  it('shows the host and opens nothing until the user says Open — then exactly the parsed URL', async () => {
    const api = fakeApi('web')
    const wrapper = await mountPrompt()
    const dialog = wrapper.get('[data-testid="external-link-prompt"]').element as HTMLDialogElement
    expect(dialog.open).toBe(false)

    useLinkPromptStore().request('  https://BÜCHER.example/a b?q=ü  ', null)
    await flushPromises()
    expect(dialog.open).toBe(true)
    expect(wrapper.text()).toContain('Open xn--bcher-kva.example in your web browser?')
    expect(wrapper.get('[data-testid="link-confirm-url"]').text()).toBe('https://xn--bcher-kva.example/a%20b?q=%C3%BC')
    expect(document.activeElement).toBe(wrapper.get('[data-testid="link-confirm-open"]').element)
    expect(api.opened()).toEqual([])

    await wrapper.get('[data-testid="link-confirm-open"]').trigger('click')
    await flushPromises()
    expect(api.opened()).toEqual([{ url: 'https://xn--bcher-kva.example/a%20b?q=%C3%BC' }])
    expect(dialog.open).toBe(false)
  })

  it('Cancel and Esc open nothing', async () => {
    const api = fakeApi('web')
    const wrapper = await mountPrompt()
    const dialog = wrapper.get('[data-testid="external-link-prompt"]')
    useLinkPromptStore().request('https://parts.example.com/', null)
    await flushPromises()
    await wrapper.get('[data-testid="link-confirm-cancel"]').trigger('click')
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(false)

    useLinkPromptStore().request('https://parts.example.com/again', null)
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    await dialog.trigger('cancel') // what the browser fires for Esc on a modal dialog
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(false)
    expect(api.opened()).toEqual([])
  })
})
