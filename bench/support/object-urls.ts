/**
 * Object URLs the page holds, counted from the page's own calls: the soak checks that their number
 * comes back to where it started, and the offline bench waits for a picture it left to be let go.
 */

/** Installed before the app's code runs: `window.__objectUrls` counts what is created and revoked. */
export const COUNT_OBJECT_URLS = `(() => {
  const create = URL.createObjectURL.bind(URL)
  const revoke = URL.revokeObjectURL.bind(URL)
  const open = new Set()
  window.__objectUrls = { created: 0, revoked: 0, open: () => open.size, list: () => [...open] }
  URL.createObjectURL = (object) => {
    const url = create(object)
    window.__objectUrls.created++
    open.add(url)
    return url
  }
  URL.revokeObjectURL = (url) => {
    if (open.delete(url)) window.__objectUrls.revoked++
    revoke(url)
  }
})()`

/**
 * Resolves once every object URL still open is shown by a picture in the document: the pictures of
 * a page left behind have been let go (ImageUrlCache keeps one for a grace period after its last
 * view). Rejects after `timeoutMs`. Needs COUNT_OBJECT_URLS. A promise of its own rather than
 * Playwright's waitForFunction, which the app's CSP (no eval) refuses.
 */
export const UNTIL_ONLY_SHOWN_OBJECT_URLS = (timeoutMs: number) => `new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs}
  const look = () => {
    const shown = new Set([...document.images].map((img) => img.currentSrc || img.src))
    const held = window.__objectUrls.list().filter((url) => !shown.has(url))
    if (held.length === 0) resolve(true)
    else if (performance.now() > deadline) reject(new Error(held.length + ' pictures not shown were not let go'))
    else setTimeout(look, 50)
  }
  look()
})`
