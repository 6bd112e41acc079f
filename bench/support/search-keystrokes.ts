import type { Page } from 'playwright-core'
import { median, percentile, round } from './stats'

/**
 * Search as you type on the vehicle page, per keystroke: from the key's input event to the frame
 * after the results for the new text are on screen (the app's `search-results` timing mark,
 * renderer/src/lib/timing.ts, switched on by the click clock's init script, then two frames).
 * Queries are typed a character at a time like a mechanic types; texts shorter than two
 * characters search nothing and are not counted.
 */

/** Words the demo catalog's English names use, and a number typed the way it reads off a box. */
export const QUERIES = ['brake disc', 'oil filter', 'wiring harness', 'hex bolt', 'seal ring', 'coolant pump']

const INSTALL_KEY_CLOCK = `new Promise((resolve) => {
  const input = document.querySelector('[data-testid="vehicle-search-input"]')
  input.addEventListener('input', () => { window.__keyAt = performance.now() }, { capture: true })
  resolve(true)
})`

const WAIT_FOR_RESULTS = `new Promise((resolve, reject) => {
  const started = performance.now()
  const check = () => {
    const keyAt = window.__keyAt
    const shown = keyAt !== undefined && performance.getEntriesByName('pd:search-results').some((e) => e.startTime >= keyAt)
    if (shown) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - keyAt)))
    else if (performance.now() - started > 10000) reject(new Error('no results shown for a keystroke'))
    else requestAnimationFrame(check)
  }
  check()
})`

export async function measureSearchKeystrokes(page: Page): Promise<Record<string, number>> {
  const input = page.getByTestId('vehicle-search-input')
  await input.waitFor()
  await page.evaluate(INSTALL_KEY_CLOCK)
  const samples: number[] = []
  for (const query of QUERIES) {
    await input.fill('')
    for (let i = 0; i < query.length; i++) {
      await page.evaluate('window.__keyAt = undefined; performance.clearMarks("pd:search-results")')
      await input.press(query[i] === ' ' ? 'Space' : query[i])
      if (query.slice(0, i + 1).trim().length < 2) continue
      samples.push((await page.evaluate(WAIT_FOR_RESULTS)) as number)
    }
  }
  const hits = await page.getByTestId('search-hit').count()
  return {
    search_keystroke_median_ms: round(median(samples), 1),
    search_keystroke_p95_ms: round(percentile(samples, 95), 1),
    search_keystrokes: samples.length,
    search_last_query_hits: hits
  }
}
