import type { Page } from 'playwright-core'

/**
 * Click → painted node view, measured inside the page: from a capturing click listener
 * (performance.now at the click) to the frame after the parts rows exist and the scheme image is
 * decoded (two requestAnimationFrames, so the frame with them has been produced). Shared by the
 * node-view and offline benchmarks so both measure the same thing.
 */

// In-page code as strings: the bench files are type-checked as Node code, without DOM types.
export const INSTALL_CLICK_CLOCK = `
  document.addEventListener('click', () => { window.__clickAt = performance.now() }, { capture: true })`

const WAIT_FOR_PAINTED_NODE = `new Promise((resolve, reject) => {
  const started = performance.now()
  const check = async () => {
    const rows = document.querySelectorAll('[data-testid="part-row"]').length
    const img = document.querySelector('[data-testid="scheme"] img')
    if (rows > 0 && img && img.complete && img.naturalWidth > 0) {
      try { await img.decode() } catch {}
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.__clickAt)))
    } else if (performance.now() - started > 20000) reject(new Error('node view never painted'))
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})`

/**
 * Clicks the list row whose text contains `nodeCode` `runs + 1` times (the first warms caches and
 * the JIT and is dropped), going back to the list after each. `beforeClick` runs before every click.
 */
export async function measureClickToPaint(
  page: Page,
  nodeCode: string,
  runs: number,
  beforeClick: () => Promise<unknown> = async () => undefined
): Promise<number[]> {
  const samples: number[] = []
  const row = page.locator('[data-testid="list-row"]', { hasText: nodeCode })
  for (let run = 0; run < runs + 1; run++) {
    await row.waitFor()
    await beforeClick()
    await page.evaluate('window.__clickAt = undefined')
    const painted = page.evaluate(WAIT_FOR_PAINTED_NODE) as Promise<number>
    await row.click()
    const ms = await painted
    if (run > 0) samples.push(ms)
    await page.goBack()
  }
  return samples
}
