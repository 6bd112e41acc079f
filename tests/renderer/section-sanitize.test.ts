import { describe, expect, it } from 'vitest'
import { safeExternalUrl, sanitizeHtml } from '@renderer/security/sanitize-html'
import { installDomPurifyConformance } from './section-dom-conformance'
import { XSS_VECTORS, expectInert } from './section-xss-vectors'

// DOMPurify runs here as it does in Chromium (see section-dom-conformance.ts).
installDomPurifyConformance()

declare global {
  interface Window {
    __pwned?: unknown
  }
}

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

  it('keeps table layout and wording attributes (colspan, rowspan, scope, headers, abbr, lang, dir, title)', () => {
    const host = dom(
      '<table><thead><tr><th scope="col" abbr="Qty" title="Quantity per vehicle" id="qty">Quantity</th>' +
        '<th scope="colgroup" colspan="2">Dimensions</th></tr></thead>' +
        '<tbody><tr><td headers="qty" rowspan="2" lang="de" dir="ltr">2</td><td>10</td><td>20</td></tr></tbody></table>'
    )
    const [qty, dims] = Array.from(host.querySelectorAll('th'))
    expect(qty?.getAttribute('scope')).toBe('col')
    expect(qty?.getAttribute('abbr')).toBe('Qty')
    expect(qty?.getAttribute('title')).toBe('Quantity per vehicle')
    expect(qty?.hasAttribute('id')).toBe(false) // ids stay forbidden (clobbering)
    expect(dims?.getAttribute('colspan')).toBe('2')
    expect(dims?.getAttribute('scope')).toBe('colgroup')
    const cell = host.querySelector('td')
    expect(cell?.getAttribute('rowspan')).toBe('2')
    expect(cell?.getAttribute('headers')).toBe('qty')
    expect(cell?.getAttribute('lang')).toBe('de')
    expect(cell?.getAttribute('dir')).toBe('ltr')
  })

  it('keeps a script-like table attribute only as inert text, and no href outside links', () => {
    const host = dom(
      '<table><tr><td colspan="javascript:window.__pwned=1" href="javascript:window.__pwned=1">x</td>' +
        '<td href="https://ok.example/">y</td></tr></table>'
    )
    const cells = host.querySelectorAll('td')
    expect(cells).toHaveLength(2)
    expect(host.querySelectorAll('[href], a')).toHaveLength(0)
    // A colspan is a number to the browser: "javascript:…" is never navigated or run, just ignored.
    expect(cells[0]!.getAttribute('colspan')).toBe('javascript:window.__pwned=1')
    expect(cells[0]!.colSpan).toBe(1)
    expect(window.__pwned).toBeUndefined()
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
