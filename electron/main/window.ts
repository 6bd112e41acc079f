import { BrowserWindow, session, type Session, type WebContents } from 'electron'
import { ipcChannelName, type WindowEventMap } from '../shared/contract'
import { contentSecurityPolicy, decideNavigation, decideWindowOpen, type RendererLocation } from './window-policy'

export interface MainWindowOptions {
  renderer: RendererLocation
  preloadPath: string
  /** Development runs only (launch-config.ts). */
  developerTools: boolean
}

/** The header policy for our pages; the Vite dev server needs inline styles for hot reload. */
export function rendererCsp(renderer: RendererLocation): string {
  return contentSecurityPolicy({ delivery: 'header', allowInlineStyles: renderer.kind === 'dev-server' })
}

/**
 * Session-wide guards, set once: the CSP as a response header on anything the session loads over
 * the network (the app:// handler sets the same header itself), and no permission is ever granted
 * — the app needs no camera, geolocation, notifications or clipboard-read prompts.
 */
export function hardenSession(renderer: RendererLocation, target: Session = session.defaultSession): void {
  const csp = rendererCsp(renderer)
  target.webRequest.onHeadersReceived((details, callback) => {
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy')
    )
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [csp] } })
  })
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  target.setPermissionCheckHandler(() => false)
}

/**
 * Main never opens a web link by itself: a link dropped on the window, or one that got past the
 * renderer, is handed to the page, which asks the user exactly as it does for links in service
 * content. Only the user's "Open" reaches the system browser, through `shell.openExternal`.
 */
function askToOpenExternally(contents: WebContents, url: string): void {
  const request: WindowEventMap['link.confirm'] = { url }
  if (!contents.isDestroyed()) contents.send(ipcChannelName('link.confirm'), request)
}

export function createMainWindow({ renderer, preloadPath, developerTools }: MainWindowOptions): BrowserWindow {
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
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: developerTools,
      spellcheck: false
    }
  })

  const contents = window.webContents
  contents.on('will-navigate', (event, url) => {
    const decision = decideNavigation(url, renderer)
    if (decision === 'allow') return
    event.preventDefault()
    if (decision === 'open-externally') askToOpenExternally(contents, url)
  })
  contents.on('will-redirect', (event, url) => {
    if (decideNavigation(url, renderer) !== 'allow') event.preventDefault()
  })
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url) === 'open-externally') askToOpenExternally(contents, url)
    return { action: 'deny' }
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())

  window.once('ready-to-show', () => window.show())
  void window.loadURL(renderer.url)
  return window
}
