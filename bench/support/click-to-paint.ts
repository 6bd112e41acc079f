import type { Locator, Page } from 'playwright-core'

/**
 * Click → painted node view, measured inside the page: from a capturing click listener
 * (performance.now at the click) to the frame after the parts rows exist and the scheme image is
 * decoded (two requestAnimationFrames, so the frame with them has been produced). Shared by the
 * node-view and offline benchmarks so both measure the same thing.
 *
 * Each click also brings back the app's own timing marks (renderer/src/lib/timing.ts, switched
 * on by INSTALL_CLICK_CLOCK) made between the click and the paint, and the bench's own decode and
 * paint moments, so a benchmark can say where the time went (bench/support/phases.ts).
 */

// In-page code as strings: the bench files are type-checked as Node code, without DOM types.
export const INSTALL_CLICK_CLOCK = `
  window.__partsDeskTiming = true
  document.addEventListener('click', () => { window.__clickAt = performance.now() }, { capture: true })`

/** One of the app's marks or measures (`pd:` stripped), `start` in ms after the click. */
export interface TimelineEntry {
  name: string
  type: 'mark' | 'measure'
  start: number
  duration: number
}

export interface ClickSample {
  /** Click → painted. */
  ms: number
  /** The picture was complete in the DOM (ms after the click); img.decode() then ran to `decoded`. */
  imageComplete: number
  decoded: number
  timeline: TimelineEntry[]
}

const WAIT_FOR_PAINTED_NODE = `new Promise((resolve, reject) => {
  const started = performance.now()
  const check = async () => {
    const rows = document.querySelectorAll('[data-testid="part-row"]').length
    const img = document.querySelector('[data-testid="scheme"] img')
    if (rows > 0 && img && img.complete && img.naturalWidth > 0) {
      const clickAt = window.__clickAt
      const imageComplete = performance.now() - clickAt
      try { await img.decode() } catch {}
      const decoded = performance.now() - clickAt
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const ms = performance.now() - clickAt
        const timeline = performance.getEntries()
          .filter((e) => e.name.startsWith('pd:') && e.startTime >= clickAt)
          .map((e) => ({ name: e.name.slice(3), type: e.entryType, start: e.startTime - clickAt, duration: e.duration }))
        resolve({ ms, imageComplete, decoded, timeline })
      }))
    } else if (performance.now() - started > 20000) reject(new Error('node view never painted'))
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})`

/** What happens to the row before each click: nothing, or a pause over it first (prefetch on intent). */
export type BeforeClick = (row: Locator) => Promise<unknown>

/**
 * Clicks the list row whose text contains `nodeCode` `runs + 1` times (the first warms caches and
 * the JIT and is dropped), going back to the list after each. `beforeClick` runs before every click.
 * Playwright's click presses and releases at once; with `pressMs` the button is held that long,
 * as a hand holds it (the time is still counted from the click, which comes on release).
 */
export async function measureClicks(
  page: Page,
  nodeCode: string,
  runs: number,
  beforeClick: BeforeClick = async () => undefined,
  options: { pressMs?: number } = {}
): Promise<ClickSample[]> {
  const samples: ClickSample[] = []
  const row = page.locator('[data-testid="list-row"]', { hasText: nodeCode })
  for (let run = 0; run < runs + 1; run++) {
    await row.waitFor()
    await beforeClick(row)
    await page.evaluate('window.__clickAt = undefined; performance.clearMarks(); performance.clearMeasures()')
    const painted = page.evaluate(WAIT_FOR_PAINTED_NODE) as Promise<ClickSample>
    if (options.pressMs === undefined) await row.click()
    else {
      await row.hover()
      await page.mouse.down()
      await page.waitForTimeout(options.pressMs)
      await page.mouse.up()
    }
    const sample = await painted
    if (run > 0) samples.push(sample)
    // The pointer leaves before the list comes back: a list drawn under a resting pointer reads
    // that row's stored copy ahead (and prefetches it), so every click starts from the pointer
    // arriving on its row, as a quick click does.
    await page.mouse.move(0, 0)
    await page.goBack()
  }
  return samples
}

/** Click → painted only, in ms per run (see measureClicks). */
export async function measureClickToPaint(
  page: Page,
  nodeCode: string,
  runs: number,
  beforeClick: BeforeClick = async () => undefined
): Promise<number[]> {
  return (await measureClicks(page, nodeCode, runs, beforeClick)).map((sample) => sample.ms)
}
