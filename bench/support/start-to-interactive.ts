import type { BrowserContext } from 'playwright-core'

/**
 * The app's start in browser mode: from the page's navigation start (performance.now() = 0) to the
 * first frame in which the VIN field is in the document and can take typing. A fresh page per
 * run in the same browser profile, like a desktop app started again: its files come from the
 * HTTP cache, IndexedDB already exists. The first load (cold cache, database created) is dropped.
 */

// Installed before the app's scripts; a string because the bench is type-checked without DOM types.
const WATCH_VIN_FIELD = `
  window.__vinReady = new Promise((resolve) => {
    const ready = () => {
      const field = document.querySelector('[data-testid="vin-input"]')
      return field && field.isConnected && !field.disabled && !field.readOnly
    }
    const done = () => requestAnimationFrame(() => resolve(performance.now()))
    if (ready()) return done()
    const observer = new MutationObserver(() => {
      if (!ready()) return
      observer.disconnect()
      done()
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })`

export async function measureStart(context: BrowserContext, url: string, runs: number): Promise<number[]> {
  const samples: number[] = []
  for (let run = 0; run < runs + 1; run++) {
    const page = await context.newPage()
    try {
      await page.addInitScript({ content: WATCH_VIN_FIELD })
      await page.goto(url, { waitUntil: 'commit' })
      const ms = (await page.evaluate('window.__vinReady')) as number
      if (run > 0) samples.push(ms)
    } finally {
      await page.close()
    }
  }
  return samples
}
