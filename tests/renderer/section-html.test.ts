import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { fail } from '@shared/result'
import { HtmlBlock, ModalBlock } from '@renderer/features/section/components'
import { installFakeApi, mountSection, payloads } from './section-kit'

/** What reached main's shell.openExternal (the services also ask main other things at start). */
const opened = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((call) => call.channel === 'shell.openExternal')

/**
 * HtmlBlock's own behaviour around the HTML: the dialog, links that ask first, Esc and focus.
 * What the sanitizer keeps or drops is proven where it runs, in Chromium
 * (tests/browser/sanitize.e2e.test.ts, and the demo's hostile markup in service-html.e2e.test.ts);
 * happy-dom's DOM does not sanitize as a browser does, so the HTML here needs no sanitizing.
 */
const LINKS = '<p>Read this</p><a>no address</a><a href="https://ok.example/bulletin?id=7">ok</a>'

afterEach(() => {
  document.body.innerHTML = ''
})

async function openHtml(html: string, title?: string) {
  const wrapper = mountSection(HtmlBlock, { html, title })
  const opener = wrapper.get('[data-testid="open-html"]')
  ;(opener.element as HTMLElement).focus()
  await opener.trigger('click')
  await flushPromises()
  return wrapper
}

describe('HtmlBlock links', () => {
  it('a link click never navigates the app; a web link asks first', async () => {
    const api = installFakeApi()
    const wrapper = await openHtml(LINKS)
    const dialog = wrapper.get('[data-testid="html-dialog"]')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    const locationBefore = window.location.href
    for (const link of dialog.get('[data-testid="html-content"]').findAll('a')) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      link.element.dispatchEvent(click)
      expect(click.defaultPrevented).toBe(true)
      await flushPromises()
    }
    expect(window.location.href).toBe(locationBefore)
    // Nothing opened without the user's confirmation.
    expect(api.calls.filter((c) => c.channel === 'shell.openExternal')).toEqual([])
    expect(dialog.get('[data-testid="link-confirm"]').text()).toContain('Open ok.example in your web browser?')
  })

  it('opens an https link only after confirmation, with exactly that URL', async () => {
    const api = installFakeApi()
    const wrapper = await openHtml(LINKS)
    await wrapper.get('a[href^="https:"]').trigger('click')
    expect(opened(api)).toEqual([])
    await wrapper.get('[data-testid="link-confirm-open"]').trigger('click')
    await flushPromises()
    expect(opened(api)).toEqual([{ channel: 'shell.openExternal', input: { url: 'https://ok.example/bulletin?id=7' } }])
    expect(wrapper.find('[data-testid="link-confirm"]').exists()).toBe(false)
  })

  it('Cancel opens nothing', async () => {
    const api = installFakeApi()
    const wrapper = await openHtml(LINKS)
    await wrapper.get('a[href^="https:"]').trigger('click')
    await wrapper.get('[data-testid="link-confirm-cancel"]').trigger('click')
    await flushPromises()
    expect(opened(api)).toEqual([])
    expect(wrapper.find('[data-testid="link-confirm"]').exists()).toBe(false)
  })

  it('explains a link that cannot be opened, and a failure to open one', async () => {
    installFakeApi({ 'shell.openExternal': () => fail('invalid-input', 'refused') })
    const wrapper = await openHtml(LINKS)
    await wrapper.get('a:not([href])').trigger('click')
    expect(wrapper.get('[data-testid="link-message"]').text()).toContain('only web addresses')
    await wrapper.get('a[href^="https:"]').trigger('click')
    await wrapper.get('[data-testid="link-confirm-open"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="link-message"]').text()).toBe('The link could not be opened.')
  })
})

describe('HtmlBlock dialog', () => {
  it('is labelled by its title; Esc closes it and gives focus back to its button', async () => {
    installFakeApi()
    const wrapper = await openHtml(payloads.html, 'Service bulletins')
    const dialog = wrapper.get('[data-testid="html-dialog"]')
    expect(dialog.attributes('aria-labelledby')).toBe(dialog.get('h2').attributes('id'))
    expect(dialog.get('h2').text()).toBe('Service bulletins')

    await dialog.trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(false)
    expect(dialog.find('[data-testid="html-content"]').exists()).toBe(false)
    expect(document.activeElement).toBe(wrapper.get('[data-testid="open-html"]').element)
  })

  it('Esc first dismisses a pending confirmation, then the dialog', async () => {
    installFakeApi()
    const wrapper = await openHtml(payloads.html)
    const dialog = wrapper.get('[data-testid="html-dialog"]')
    await dialog.get('a').trigger('click')
    await dialog.trigger('keydown', { key: 'Escape' })
    expect(dialog.find('[data-testid="link-confirm"]').exists()).toBe(false)
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    await dialog.get('[data-testid="dialog-close"]').trigger('click')
    await flushPromises()
    expect((dialog.element as HTMLDialogElement).open).toBe(false)
  })
})

describe('ModalBlock', () => {
  it('shows the modal’s tables, pictures and unknown fields in a dialog', async () => {
    installFakeApi()
    const wrapper = mountSection(ModalBlock, { modal: { ...payloads.modal, footnote: 'Torques for dry threads' } })
    const opener = wrapper.get('[data-testid="open-modal"]')
    expect(opener.text()).toBe('Show Service bulletins · VOSTRA-EU-2019')
    await opener.trigger('click')
    await flushPromises()
    const dialog = wrapper.get('[data-testid="modal-dialog"]')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    expect(dialog.get('caption').text()).toBe('Tightening torques')
    expect(dialog.text()).toContain('Plus angle: 90°')
    expect(dialog.findAll('[data-testid="image"]')).toHaveLength(1)
    expect(dialog.text()).toContain('Torques for dry threads')
  })

  it('Esc in a picture enlarged from the modal closes only the picture', async () => {
    installFakeApi()
    const wrapper = mountSection(ModalBlock, { modal: payloads.modal })
    await wrapper.get('[data-testid="open-modal"]').trigger('click')
    await flushPromises()
    await wrapper.get('[data-testid="image"] button').trigger('click')
    await flushPromises()
    const picture = wrapper.get('[data-testid="image-dialog"]')
    expect((picture.element as HTMLDialogElement).open).toBe(true)
    await picture.trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect((picture.element as HTMLDialogElement).open).toBe(false)
    expect((wrapper.get('[data-testid="modal-dialog"]').element as HTMLDialogElement).open).toBe(true)
  })

  it('closes before following a part-info pointer from one of its tables', async () => {
    const { followed } = installFakeApi()
    const table = payloads.serviceParts[0]!.list[0]
    const wrapper = mountSection(ModalBlock, { modal: { title: 'Kit', tables: [table] } })
    await wrapper.get('[data-testid="open-modal"]').trigger('click')
    await flushPromises()
    await wrapper.get('[data-testid="cell-part-info"]').trigger('click')
    await flushPromises()
    expect(followed.openPartInfo[0]).toMatch(/^Qv1-/)
    expect((wrapper.get('[data-testid="modal-dialog"]').element as HTMLDialogElement).open).toBe(false)
  })
})
