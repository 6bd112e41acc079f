/**
 * The security decisions of the window, as plain functions: no electron import, so they are
 * unit-tested (tests/ipc/window-policy.test.ts) and shared with the browser-mode host.
 */
import { isWebUrl, webUrl } from '../shared/web-url'
import { APP_ORIGIN, RENDERER_ENTRY_URL, isAppSchemeUrl } from './app-scheme'

/**
 * Where the renderer is loaded from: the built files over our privileged `app://` scheme (see
 * app-scheme.ts), or the Vite dev server in `electron-vite dev` — only ever in an unpackaged run
 * (launch-config.ts decides that).
 */
export type RendererLocation =
  | { kind: 'app'; origin: typeof APP_ORIGIN; url: typeof RENDERER_ENTRY_URL }
  | { kind: 'dev-server'; origin: string; url: string }

export const BUILT_RENDERER: RendererLocation = { kind: 'app', origin: APP_ORIGIN, url: RENDERER_ENTRY_URL }

/** The dev server's page when given (and allowed), else the built renderer. */
export function rendererLocation(devServerUrl: string | undefined): RendererLocation {
  if (!devServerUrl) return BUILT_RENDERER
  const url = webUrl(devServerUrl)
  if (!url) throw new Error(`Not a dev server URL: ${devServerUrl}`)
  return { kind: 'dev-server', origin: url.origin, url: url.href }
}

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * True when `url` is our renderer page. For the built renderer only the exact entry page counts
 * (query and hash are free: the router uses the hash); every other file under app:// is a script,
 * a style or a picture, never a page that may talk to main. `file:` never counts: anything on the
 * disk could be attacker-placed.
 */
export function isRendererUrl(url: string, location: RendererLocation): boolean {
  const candidate = parse(url)
  if (!candidate) return false
  if (location.kind === 'dev-server') return candidate.origin === location.origin
  return isAppSchemeUrl(candidate) && candidate.pathname === new URL(location.url).pathname
}

export type NavigationDecision = 'allow' | 'open-externally' | 'block'

export function decideNavigation(url: string, location: RendererLocation): NavigationDecision {
  if (isRendererUrl(url, location)) return 'allow'
  // Links to the web (catalog notes, help pages) belong in the system browser, never in our window.
  return isWebUrl(url) ? 'open-externally' : 'block'
}

/** New windows are never created; web links go to the system browser, everything else is dropped. */
export function decideWindowOpen(url: string): Exclude<NavigationDecision, 'allow'> {
  return isWebUrl(url) ? 'open-externally' : 'block'
}

/**
 * The renderer's Content-Security-Policy. Vite emits CSS as files and Vue's templates are
 * precompiled, so neither inline scripts nor inline styles are needed. `blob:`/`data:` images
 * are diagrams loaded as bytes and shown through object URLs.
 */
const BASE_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' blob: data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-src', "'none'"],
  ['form-action', "'none'"]
]

export interface CspOptions {
  /** `frame-ancestors` only works as a header; in a <meta> tag Chromium ignores it and logs an error. */
  delivery: 'header' | 'meta'
  /** The Vite dev server injects <style> tags for hot reload; only `electron-vite dev` sets this. */
  allowInlineStyles?: boolean
}

export function contentSecurityPolicy(options: CspOptions): string {
  const directives = BASE_DIRECTIVES.map(([name, value]) =>
    name === 'style-src' && options.allowInlineStyles ? [name, `${value} 'unsafe-inline'`] : [name, value]
  )
  if (options.delivery === 'header') directives.push(['frame-ancestors', "'none'"])
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}
