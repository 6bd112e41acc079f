import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  decideNavigation,
  decideWindowOpen,
  isRendererUrl,
  rendererLocation
} from '../../electron/main/window-policy'
import { isTrustedSender } from '../../electron/main/ipc/sender-check'

const built = rendererLocation(undefined)
const dev = rendererLocation('http://localhost:5173/')

describe('renderer location', () => {
  it('is the app:// entry page when built and the dev server in development', () => {
    expect(built).toEqual({ kind: 'app', origin: 'app://parts-desk', url: 'app://parts-desk/index.html' })
    expect(dev).toEqual({ kind: 'dev-server', origin: 'http://localhost:5173', url: 'http://localhost:5173/' })
    expect(() => rendererLocation('file:///tmp/index.html')).toThrow(/dev server/)
  })

  it('accepts our entry page with any hash or query, and no other page, host or file', () => {
    expect(isRendererUrl(built.url, built)).toBe(true)
    expect(isRendererUrl(`${built.url}#/settings`, built)).toBe(true)
    expect(isRendererUrl(`${built.url}?x=1#/`, built)).toBe(true)
    for (const other of [
      'app://parts-desk/assets/index.js',
      'app://parts-desk/',
      'app://parts-desk/sub/index.html',
      'app://other-host/index.html',
      'app://parts-desk:8080/index.html',
      'app://user@parts-desk/index.html',
      // The old home of the renderer: any file on the disk could be attacker-placed.
      'file:///opt/Parts%20Desk/resources/app.asar/out/renderer/index.html',
      'file:///tmp/evil/index.html',
      'http://localhost:5173/',
      'not a url'
    ])
      expect(isRendererUrl(other, built), other).toBe(false)
  })

  it('accepts only the dev server origin in development', () => {
    expect(isRendererUrl('http://localhost:5173/#/settings', dev)).toBe(true)
    expect(isRendererUrl('http://localhost:5174/', dev)).toBe(false)
    expect(isRendererUrl('http://127.0.0.1:5173/', dev)).toBe(false)
    expect(isRendererUrl(built.url, dev)).toBe(false)
  })
})

describe('navigation and new windows', () => {
  it('allows the app, sends web links to the system browser and blocks the rest', () => {
    expect(decideNavigation(`${built.url}#/`, built)).toBe('allow')
    expect(decideNavigation('https://example.com/help', built)).toBe('open-externally')
    expect(decideNavigation('http://example.com/', built)).toBe('open-externally')
    expect(decideNavigation('file:///etc/passwd', built)).toBe('block')
    expect(decideNavigation('javascript:alert(1)', built)).toBe('block')
    expect(decideNavigation('smb://server/share', built)).toBe('block')
    expect(decideNavigation('data:text/html,<script>1</script>', built)).toBe('block')
  })

  it('never opens a window: web links go outside (after the page asks), everything else is dropped', () => {
    expect(decideWindowOpen('https://example.com/')).toBe('open-externally')
    expect(decideWindowOpen(built.url)).toBe('block')
    expect(decideWindowOpen('about:blank')).toBe('block')
    expect(decideWindowOpen('ms-settings:privacy')).toBe('block')
  })
})

describe('content security policy', () => {
  it('allows only our own scripts and styles and forbids plugins, frames, forms and <base>', () => {
    const csp = contentSecurityPolicy({ delivery: 'header' })
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).toContain("img-src 'self' blob: data:")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-src 'none'")
    expect(csp).toContain("form-action 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe')
  })

  it('relaxes inline styles only when asked (the dev server) and leaves frame-ancestors out of <meta>', () => {
    expect(contentSecurityPolicy({ delivery: 'header', allowInlineStyles: true })).toContain(
      "style-src 'self' 'unsafe-inline'"
    )
    expect(contentSecurityPolicy({ delivery: 'meta' })).not.toContain('frame-ancestors')
  })

  it('is exactly the policy in renderer/index.html', () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)
    expect(meta?.[1]).toBe(contentSecurityPolicy({ delivery: 'meta' }))
  })
})

describe('IPC sender check', () => {
  const mainFrame = { url: `${built.url}#/`, isMainFrame: true }

  it('trusts only the main frame of our own window showing our renderer', () => {
    expect(isTrustedSender({ fromOwnWindow: true, frame: mainFrame }, built)).toBe(true)
  })

  it('refuses sub-frames, foreign pages, other webContents and vanished frames', () => {
    expect(isTrustedSender({ fromOwnWindow: true, frame: { ...mainFrame, isMainFrame: false } }, built)).toBe(false)
    expect(
      isTrustedSender({ fromOwnWindow: true, frame: { url: 'https://evil.example/', isMainFrame: true } }, built)
    ).toBe(false)
    expect(isTrustedSender({ fromOwnWindow: false, frame: mainFrame }, built)).toBe(false)
    expect(isTrustedSender({ fromOwnWindow: true, frame: null }, built)).toBe(false)
  })
})
