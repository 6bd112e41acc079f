/**
 * Main's own confirmation of web links (issue 20, finding 6), driven with a fake dialog: what the
 * user is shown (punycode host, parsed href), that a declined dialog opens nothing, and that only
 * the parsed href — never the raw string — reaches the browser after "Open".
 */
import { describe, expect, it } from 'vitest'
import {
  createConfirmedOpener,
  linkDialogOptions,
  linkQuestion,
  RefusedLink,
  type LinkQuestion
} from '../../electron/main/platform/link-confirm'

type Owner = { name: string }

/** A dialog that answers `answer` and records every question with its owner. */
function harness(answer: 'open' | 'cancel') {
  const asked: Array<{ question: LinkQuestion; owner: Owner | null }> = []
  const opened: string[] = []
  const confirmLink = createConfirmedOpener<Owner>({
    ask: async (question, owner) => {
      asked.push({ question, owner })
      return answer === 'open'
    },
    open: async (href) => void opened.push(href)
  })
  return { asked, opened, confirmLink }
}

describe('links confirmed in main', () => {
  it('a declined dialog opens nothing', async () => {
    const { asked, opened, confirmLink } = harness('cancel')
    expect(await confirmLink('https://example.com/help', { name: 'main' })).toBe('declined')
    expect(asked).toHaveLength(1)
    expect(opened).toEqual([])
  })

  it('a confirmed dialog opens the parsed href, not the raw string', async () => {
    const { asked, opened, confirmLink } = harness('open')
    const owner = { name: 'main' }
    expect(await confirmLink('https://EXAMPLE.com/a b', owner)).toBe('opened')
    expect(asked).toEqual([{ question: { host: 'example.com', href: 'https://example.com/a%20b' }, owner }])
    expect(opened).toEqual(['https://example.com/a%20b'])
  })

  it('shows an international host as punycode, and opens the punycode address', async () => {
    const { asked, opened, confirmLink } = harness('open')
    await confirmLink('https://bücher.example/', null)
    expect(asked[0]?.question).toEqual({ host: 'xn--bcher-kva.example', href: 'https://xn--bcher-kva.example/' })
    expect(opened).toEqual(['https://xn--bcher-kva.example/'])
  })

  it('normalises what a raw string could hide: spaces, backslashes, credentials, ports', () => {
    expect(linkQuestion('  https://example.com\\evil  ')).toEqual({
      host: 'example.com',
      href: 'https://example.com/evil'
    })
    expect(linkQuestion('https://bank.example.com@evil.example/')).toEqual({
      host: 'evil.example',
      href: 'https://bank.example.com@evil.example/'
    })
    expect(linkQuestion('http://example.com:8080/x')).toEqual({
      host: 'example.com:8080',
      href: 'http://example.com:8080/x'
    })
  })

  it('refuses anything but http(s) before any dialog', async () => {
    const { asked, opened, confirmLink } = harness('open')
    for (const raw of [
      'file:///etc/passwd',
      'smb://host/share',
      'javascript:alert(1)',
      'mailto:a@b.example',
      '/relative',
      'not a url',
      ''
    ]) {
      await expect(confirmLink(raw, null), raw).rejects.toBeInstanceOf(RefusedLink)
    }
    expect(asked).toEqual([])
    expect(opened).toEqual([])
  })

  it('the dialog puts the host in the question and the href below it, with Cancel as the default', () => {
    const question = { host: 'xn--bcher-kva.example', href: 'https://xn--bcher-kva.example/a%20b' }
    expect(linkDialogOptions(question, undefined)).toEqual({
      type: 'question',
      title: 'Open link',
      message: 'Open xn--bcher-kva.example in your web browser?',
      detail: 'https://xn--bcher-kva.example/a%20b',
      buttons: ['Open', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      noLink: true
    })
    expect(linkDialogOptions(question, 'de')).toMatchObject({
      message: 'xn--bcher-kva.example im Webbrowser öffnen?',
      buttons: ['Öffnen', 'Abbrechen']
    })
  })

  it('speaks every UI language, each naming the host', () => {
    const question = { host: 'parts.example', href: 'https://parts.example/' }
    for (const language of ['ru', 'en', 'de', 'fr', 'es', 'it', 'pl', 'tr', 'ko', 'zh'] as const) {
      const options = linkDialogOptions(question, language)
      expect(options.message, language).toContain('parts.example')
      expect(
        options.buttons.every((label) => label.length > 0),
        language
      ).toBe(true)
      expect(options.detail).toBe('https://parts.example/')
    }
  })
})
