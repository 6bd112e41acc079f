import type { Page } from 'playwright-core'

/**
 * In-page helpers for the offline suites. Strings, because the test files are type-checked as
 * Node code without DOM types; they run in the app's page.
 */

/**
 * Fingerprints of the pictures matching `selector` (the first `limit`), drawn to a canvas and
 * hashed: equal fingerprints mean the same pixels, whichever way (network or mirror) they came.
 * Object URLs are same-origin, so the canvas is readable; no fetch, so CSP is not involved.
 */
export async function imageFingerprints(page: Page, selector: string, limit = 4): Promise<string[]> {
  // Polled from here: page.waitForFunction re-evaluates a string predicate with eval, which the
  // app's CSP (rightly) refuses; page.evaluate goes through the debugger protocol instead.
  const ready = `[...document.querySelectorAll(${JSON.stringify(selector)})].slice(0, ${limit}).every((img) => img.complete && img.naturalWidth > 0)`
  const deadline = Date.now() + 15_000
  while (!(await page.evaluate(ready))) {
    if (Date.now() > deadline) throw new Error(`pictures ${selector} did not load`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return (await page.evaluate(`(async () => {
    const out = []
    for (const img of [...document.querySelectorAll(${JSON.stringify(selector)})].slice(0, ${limit})) {
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const context = canvas.getContext('2d')
      context.drawImage(img, 0, 0)
      const digest = await crypto.subtle.digest('SHA-256', context.getImageData(0, 0, canvas.width, canvas.height).data)
      const hex = [...new Uint8Array(digest)].slice(0, 12).map((b) => b.toString(16).padStart(2, '0')).join('')
      out.push(canvas.width + 'x' + canvas.height + ':' + hex)
    }
    return out
  })()`)) as string[]
}

/** Records console errors, page errors and CSP violations of a page. */
export async function watchPage(page: Page, errors: string[]): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  await page.addInitScript({
    content: `window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI))`
  })
}
