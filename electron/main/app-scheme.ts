/**
 * The origin the desktop renderer lives on: `app://parts-desk`. Under `file://` every file on
 * the disk is "same origin" for CSP `'self'`, and Electron grants file pages extra privileges; a
 * privileged custom scheme gives the renderer one origin of its own that serves only out/renderer
 * (renderer-files.ts). No electron import (types only): the decisions here are unit-tested.
 *
 * Changing the scheme or the host moves the renderer to a new origin, and IndexedDB (the offline
 * mirror, the baskets) is kept per origin: keep both stable across releases.
 */
import type { CustomScheme } from 'electron'

export const APP_SCHEME = 'app'
export const APP_HOST = 'parts-desk'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}` as const
export const RENDERER_ENTRY_URL = `${APP_ORIGIN}/index.html` as const

/**
 * Registered before `ready`. `standard` gives real origins, relative URLs and storage (IndexedDB);
 * `secure` makes it a secure context like https; `supportFetchAPI` lets the page fetch its own
 * files; `codeCache` keeps V8's code cache for our scripts. Deliberately not `bypassCSP` (the
 * policy must apply), not `corsEnabled` (no other origin may read our files), no service workers.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true }
}

/** `app://parts-desk/…` exactly: no other host, no port, no credentials. */
export function isAppSchemeUrl(url: URL): boolean {
  return (
    url.protocol === `${APP_SCHEME}:` &&
    url.hostname === APP_HOST &&
    url.port === '' &&
    url.username === '' &&
    url.password === ''
  )
}
