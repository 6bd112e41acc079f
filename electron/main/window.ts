import { BrowserWindow, session, type Session } from 'electron'
import type { ExternalOpener } from './core/ports'
import { contentSecurityPolicy, decideNavigation, decideWindowOpen, type RendererLocation } from './window-policy'

export interface MainWindowOptions {
  renderer: RendererLocation
  preloadPath: string
  openExternal: ExternalOpener
}

/**
 * Session-wide guards, set once: the CSP as a response header (on top of the <meta> tag, which
 * cannot carry frame-ancestors; file:// pages rely on the tag), and no permission is ever granted — the app needs no camera,
 * geolocation, notifications or clipboard-read prompts.
 */
export function hardenSession(renderer: RendererLocation, target: Session = session.defaultSession): void {
  const csp = contentSecurityPolicy({ delivery: 'header', allowInlineStyles: renderer.kind === 'dev-server' })
  target.webRequest.onHeadersReceived((details, callback) => {
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy')
    )
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [csp] } })
  })
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  target.setPermissionCheckHandler(() => false)
}

export function createMainWindow({ renderer, preloadPath, openExternal }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'Parts Desk',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false
    }
  })

  const sendOutside = (url: string) => {
    openExternal(url).catch((error: unknown) => console.warn('[window] could not open link:', error))
  }

  const contents = window.webContents
  contents.on('will-navigate', (event, url) => {
    const decision = decideNavigation(url, renderer)
    if (decision === 'allow') return
    event.preventDefault()
    if (decision === 'open-externally') sendOutside(url)
  })
  contents.on('will-redirect', (event, url) => {
    if (decideNavigation(url, renderer) !== 'allow') event.preventDefault()
  })
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url) === 'open-externally') sendOutside(url)
    return { action: 'deny' }
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())

  window.once('ready-to-show', () => window.show())
  void window.loadURL(renderer.url)
  return window
}
