import type { Page } from 'playwright-core'
import type { RawPage } from './raw-chromium'

/**
 * The fleet bench's own measurements in the page (bench/fleet.bench.ts): the garage opened from
 * the start page, where used opened for a part number, and an eviction run from Settings. Each is
 * timed inside the page, from the click (the click clock of click-to-paint.ts) to the frame after
 * the result is in the document (two requestAnimationFrames, as click-to-paint.ts waits).
 */

/** Resolves with ms from the click to the frame after `ready()` first holds; rejects after 60 s. */
const AFTER_CLICK_UNTIL = (ready: string, what: string) => `new Promise((resolve, reject) => {
  const started = performance.now()
  const check = () => {
    if (window.__clickAt !== undefined && (${ready})) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.__clickAt)))
    } else if (performance.now() - started > 60000) reject(new Error(${JSON.stringify(what)}))
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})`

/** Every vehicle's card is in the list with its stored size (an empty garage says so). */
export const GARAGE_LISTED = (vehicles: number) => `(() => {
  if (${vehicles} === 0) return !!document.querySelector('[data-testid="garage-empty"]')
  const cards = document.querySelectorAll('[data-testid="garage-vehicle"]')
  if (cards.length < ${vehicles}) return false
  return [...cards].every((card) => (card.querySelector('[data-testid="garage-size"]')?.textContent ?? '').trim() !== '')
})()`

/**
 * The app started again (a fresh page in the same profile, as a desktop app started again), the
 * VIN field ready, then the garage link clicked at once: the list as a mechanic sees it after a
 * start, with whatever the start still has under way. ms from the click to every card with its size.
 */
export async function measureGarageOpen(page: Page, url: string, vehicles: number): Promise<number> {
  await page.goto(url)
  await page.getByTestId('vin-input').waitFor()
  await page.evaluate('window.__clickAt = undefined')
  const listed = page.evaluate(AFTER_CLICK_UNTIL(GARAGE_LISTED(vehicles), 'the garage never listed every vehicle'))
  await page.getByTestId('nav-garage').click()
  return (await listed) as number
}

/**
 * Where used for `number` from a click on a link to it (the link part information shows, put on
 * the start page so every run starts from the same screen): ms to its rows painted. Returns the ms
 * and how many rows there were.
 */
export async function measureWhereUsed(page: Page, url: string, number: string): Promise<{ ms: number; rows: number }> {
  await page.goto(url)
  await page.getByTestId('vin-input').waitFor()
  const href = `#/where-used?n=${encodeURIComponent(number)}`
  await page.evaluate(`(() => {
    window.__clickAt = undefined
    const link = document.createElement('a')
    link.href = ${JSON.stringify(href)}
    link.textContent = 'where used'
    link.dataset.testid = 'bench-where-used'
    link.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:99;background:white'
    document.body.append(link)
    return true
  })()`)
  const rows = `document.querySelectorAll('[data-testid="where-used-row"]').length > 0`
  const painted = page.evaluate(AFTER_CLICK_UNTIL(rows, 'where used never showed rows'))
  await page.getByTestId('bench-where-used').click()
  const ms = (await painted) as number
  const count = await page.getByTestId('where-used-row').count()
  return { ms, rows: count }
}

export interface Eviction {
  ms: number
  freedBytes: number
  longestTaskMs: number
  /** The longest gap between two frames while it ran: what a mechanic would feel. */
  longestFrameGapMs: number
}

/**
 * Settings → offline storage: the limit set to `limitMb` and applied, as a mechanic does; ms from
 * the click until the form is usable again (the app evicts before it lets go), the bytes the
 * usage counter fell by, and the page's longest task and frame gap meanwhile.
 */
export async function measureEviction(page: RawPage, url: string, limitMb: number): Promise<Eviction> {
  await page.goto(`${url}#/settings`)
  await page.waitFor(`document.querySelector('[data-testid="budget-apply"]')`)
  return page.evaluate<Eviction>(`(async () => {
    const usage = () => new Promise((resolve, reject) => {
      const open = indexedDB.open('parts-desk-mirror')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        const got = db.transaction('meta').objectStore('meta').get('usage')
        got.onsuccess = () => { db.close(); resolve(got.result ? got.result.value : 0) }
      }
    })
    const before = await usage()
    const amount = document.querySelector('[data-testid="budget-amount"]')
    const unit = document.querySelector('[data-testid="budget-unit"]')
    unit.value = 'MB'; unit.dispatchEvent(new Event('change'))
    amount.value = ${JSON.stringify(String(limitMb))}; amount.dispatchEvent(new Event('input'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const fieldset = document.querySelector('[data-testid="storage-budget"] fieldset')
    let longestTaskMs = 0
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration)
    })
    tasks.observe({ type: 'longtask' })
    let longestFrameGapMs = 0
    let last = performance.now()
    let framing = true
    const frame = (at) => {
      longestFrameGapMs = Math.max(longestFrameGapMs, at - last)
      last = at
      if (framing) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
    const started = performance.now()
    document.querySelector('[data-testid="budget-apply"]').click()
    // The form is disabled while the app evicts, and usable again when it is done.
    await new Promise((resolve, reject) => {
      let seenBusy = fieldset.disabled
      const check = () => {
        if (fieldset.disabled) seenBusy = true
        else if (seenBusy) return resolve()
        if (performance.now() - started > 600000) return reject(new Error('eviction did not end in 10 minutes'))
        setTimeout(check, 5)
      }
      check()
    })
    const ms = performance.now() - started
    framing = false
    await new Promise((resolve) => setTimeout(resolve, 50))
    tasks.disconnect()
    return { ms, freedBytes: before - (await usage()), longestTaskMs, longestFrameGapMs }
  })()`)
}

/** ms for one small IndexedDB read of the mirror from the page: how busy the browser's database side is. */
export const IDB_READ_MS = `new Promise((resolve, reject) => {
  const started = performance.now()
  const open = indexedDB.open('parts-desk-mirror')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const db = open.result
    const got = db.transaction('meta').objectStore('meta').get('usage')
    got.onsuccess = () => { db.close(); resolve(performance.now() - started) }
  }
})`

/**
 * Waits until the browser's database side is quiet (three small reads in a row under 20 ms), at
 * most `maxMs`: after a save Chromium still writes and compacts for a while, and every page's
 * transactions queue behind that. Returns how long it waited and the first read's ms.
 */
export async function settleDatabase(
  page: RawPage,
  maxMs = 120_000
): Promise<{ waitedMs: number; firstReadMs: number }> {
  const started = Date.now()
  const firstReadMs = await page.evaluate<number>(IDB_READ_MS)
  let quiet = 0
  while (quiet < 3 && Date.now() - started < maxMs) {
    quiet = (await page.evaluate<number>(IDB_READ_MS)) < 20 ? quiet + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { waitedMs: Date.now() - started, firstReadMs }
}
