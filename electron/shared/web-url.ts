/**
 * The one http(s) check of the app: links from service content, links main would open in the
 * system browser, shell.openExternal's argument, the dev server's address. Parsed, never
 * pattern-matched, so the URL parser's view decides (" javascript:", "HTTPS:", a tab inside the
 * scheme are what it says they are); relative or malformed addresses are refused — there is no
 * base we would want to resolve them against. `shell.openExternal` would also launch file:, smb:
 * or custom-scheme handlers, so nothing else may pass.
 */

/** The parsed address when `value` is an absolute http: or https: URL; null for anything else. */
export function webUrl(value: string | null | undefined): URL | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && webUrl(value) !== null
}
