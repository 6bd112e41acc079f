/**
 * The security decisions of the window, as plain functions: no electron import, so they are
 * unit-tested (tests/ipc/window-policy.test.ts) and shared with the browser-mode host.
 */
import { pathToFileURL } from 'node:url'

/** Where the renderer is loaded from: the built file in production, the Vite dev server in `electron-vite dev`. */
export type RendererLocation = { kind: 'file'; url: string } | { kind: 'dev-server'; origin: string; url: string }

export function rendererLocation(indexHtmlPath: string, devServerUrl: string | undefined): RendererLocation {
  if (devServerUrl) {
    const url = new URL(devServerUrl)
    return { kind: 'dev-server', origin: url.origin, url: url.href }
  }
  return { kind: 'file', url: pathToFileURL(indexHtmlPath).href }
}

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * True when `url` is our renderer page. For file:// only the exact index.html counts (query and
 * hash are free: the router uses the hash); any other local file could be attacker-placed.
 */
export function isRendererUrl(url: string, location: RendererLocation): boolean {
  const candidate = parse(url)
  if (!candidate) return false
  if (location.kind === 'dev-server') return candidate.origin === location.origin
  const own = new URL(location.url)
  return candidate.protocol === 'file:' && candidate.host === own.host && candidate.pathname === own.pathname
}

/** Links to the web (catalog notes, help pages) belong in the system browser, never in our window. */
export function isExternalWebUrl(url: string): boolean {
  const candidate = parse(url)
  return candidate !== null && (candidate.protocol === 'http:' || candidate.protocol === 'https:')
}

export type NavigationDecision = 'allow' | 'open-externally' | 'block'

export function decideNavigation(url: string, location: RendererLocation): NavigationDecision {
  if (isRendererUrl(url, location)) return 'allow'
  return isExternalWebUrl(url) ? 'open-externally' : 'block'
}

/** New windows are never created; web links go to the system browser, everything else is dropped. */
export function decideWindowOpen(url: string): Exclude<NavigationDecision, 'allow'> {
  return isExternalWebUrl(url) ? 'open-externally' : 'block'
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
