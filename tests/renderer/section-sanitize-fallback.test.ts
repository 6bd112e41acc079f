import DOMPurify from 'dompurify'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '@renderer/security/sanitize-html'
import { XSS_VECTORS, expectInert } from './section-xss-vectors'

/**
 * Defence in depth: under plain happy-dom DOMPurify is crippled (its cached getters see every
 * element as an unknown tag and its walk stops at the first removal — see
 * section-dom-conformance.ts). These tests prove the allow-list re-check alone still keeps every
 * vector inert, i.e. one failing layer is not enough.
 */
describe('sanitizeHtml when DOMPurify cannot do its job', () => {
  it('really runs with a crippled DOMPurify here', () => {
    // Without the shims DOMPurify drops the first element and stops: the handler survives it…
    expect(DOMPurify(window).sanitize('<p>a</p><b onclick="x">b</b>')).toContain('onclick')
    // …and the re-check removes it.
    expect(sanitizeHtml('<p>a</p><b onclick="x">b</b>')).not.toContain('onclick')
  })

  it('keeps the same table attributes as DOMPurify does, and drops what it would drop', () => {
    // Both layers share one allow-list: the re-check must not undo what the first layer keeps.
    const html =
      '<p>a</p><table><tr><th scope="col" colspan="2" headers="h" abbr="Qty" lang="de" dir="ltr" title="t" onclick="x" id="h">' +
      'H</th><td rowspan="3" href="javascript:1">c</td></tr></table>'
    const host = expectInert(sanitizeHtml(html))
    const th = host.querySelector('th')!
    expect(th.getAttributeNames().sort()).toEqual(['abbr', 'colspan', 'dir', 'headers', 'lang', 'scope', 'title'])
    expect(host.querySelector('td')!.getAttributeNames()).toEqual(['rowspan'])
  })

  it.each(XSS_VECTORS)('still neutralises %s', (_name, html) => {
    expectInert(sanitizeHtml(html))
  })
})
