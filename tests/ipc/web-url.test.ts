import { describe, expect, it } from 'vitest'
import { isWebUrl, webUrl } from '../../electron/shared/web-url'

describe('the one http(s) check', () => {
  it('accepts absolute http and https addresses, as the URL parser reads them', () => {
    expect(webUrl('https://ok.example/a?b=1')?.host).toBe('ok.example')
    expect(webUrl('http://ok.example')?.host).toBe('ok.example')
    expect(webUrl('HTTPS://OK.example/')?.host).toBe('ok.example')
    expect(isWebUrl(' https://ok.example/ ')).toBe(true) // the parser drops the spaces
  })

  it('refuses every other scheme, relative and malformed addresses, and non-strings', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'file:///c:/x',
      'smb://server/share',
      'parts-desk://open',
      '/relative',
      '//protocol-relative.example/',
      'https://',
      '',
      null,
      undefined
    ]) {
      expect(webUrl(bad)).toBeNull()
      expect(isWebUrl(bad)).toBe(false)
    }
    expect(isWebUrl(42)).toBe(false)
  })
})
