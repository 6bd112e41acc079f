import { describe, expect, it } from 'vitest'
import { safeExternalUrl, sanitizeHtml } from '@renderer/security/sanitize-html'
import { installDomPurifyConformance } from './section-dom-conformance'
import { XSS_VECTORS, expectInert } from './section-xss-vectors'

// DOMPurify runs here as it does in Chromium (see section-dom-conformance.ts).
installDomPurifyConformance()

function dom(html: string): HTMLElement {
  return expectInert(sanitizeHtml(html))
}

describe('sanitizeHtml (DOMPurify + allow-list re-check)', () => {
  it('keeps the formatting the service really sends, and its https link', () => {
    const html =
      '<h3>Installation notes</h3><p>Always fit <b>new</b> fasteners.</p><table><thead><tr><th>Name</th></tr></thead>' +
      '<tbody><tr><td>Bolt M6</td></tr></tbody></table><p><a href="https://service.example.com/x">More</a></p>'
    const host = dom(html)
    expect(host.querySelector('h3')?.textContent).toBe('Installation notes')
    expect(host.querySelector('b')?.textContent).toBe('new')
    expect(host.querySelector('th')?.textContent).toBe('Name')
    expect(host.querySelector('td')?.textContent).toBe('Bolt M6')
    const link = host.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://service.example.com/x')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each(XSS_VECTORS)('neutralises %s', (_name, html) => {
    dom(html)
  })

  it('keeps the text of an unsafe link but not its href', () => {
    const host = dom('<a href="javascript:window.__pwned=1">Click</a>')
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(host.textContent).toBe('Click')
  })

  it('drops href from relative links instead of resolving them against the app', () => {
    const host = dom(
      '<a href="/settings">x</a><a href="#top">y</a><a href="//evil.example/">z</a><a href="settings">w</a>'
    )
    expect(host.querySelectorAll('a[href]')).toHaveLength(0)
    expect(host.textContent).toBe('xyzw')
  })

  it('keeps the text of removed containers but not the content of scripts and styles', () => {
    expect(dom('<form>Pick a part</form><script>secret()</script><style>.x{}</style>').textContent).toBe('Pick a part')
  })

  it('accepts only strings', () => {
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml(42)).toBe('')
    expect(sanitizeHtml({ toString: () => '<script>x</script>' })).toBe('')
  })
})

describe('safeExternalUrl', () => {
  it('accepts absolute http and https only', () => {
    expect(safeExternalUrl('https://ok.example/a?b=1')?.host).toBe('ok.example')
    expect(safeExternalUrl('http://ok.example')?.host).toBe('ok.example')
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'file:///c:/x',
      '/relative',
      '',
      null
    ]) {
      expect(safeExternalUrl(bad)).toBeNull()
    }
  })
})
