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
export async function imageFingerprints(page: Page, selector: string, limit = 4, atLeast = 1): Promise<string[]> {
  // One in-page loop (page.evaluate goes through the debugger protocol; page.waitForFunction
  // would re-evaluate a string with eval, which the app's CSP rightly refuses). It waits until
  // at least `atLeast` pictures are there, all decoded, and the set has stopped changing between
  // two looks — a list can still be adding thumbnails, or a revalidation replacing them — and
  // draws them only then; a picture that vanishes while drawing means another round.
  const result = (await page.evaluate(`(async () => {
    const pick = () => [...document.querySelectorAll(${JSON.stringify(selector)})].slice(0, ${limit})
    const ready = (imgs) => imgs.length >= ${atLeast} && imgs.every((img) => img.complete && img.naturalWidth > 0)
    const deadline = Date.now() + 20000
    let previous = null
    while (Date.now() < deadline) {
      const imgs = pick()
      const key = imgs.map((img) => img.currentSrc).join(' ')
      if (ready(imgs) && key === previous) {
        const out = []
        for (const img of imgs) {
          if (!img.isConnected || img.naturalWidth === 0) { out.length = 0; break }
          const canvas = document.createElement('canvas')
          canvas.width = img.naturalWidth
          canvas.height = img.naturalHeight
          const context = canvas.getContext('2d')
          context.drawImage(img, 0, 0)
          const digest = await crypto.subtle.digest('SHA-256', context.getImageData(0, 0, canvas.width, canvas.height).data)
          const hex = [...new Uint8Array(digest)].slice(0, 12).map((b) => b.toString(16).padStart(2, '0')).join('')
          out.push(canvas.width + 'x' + canvas.height + ':' + hex)
        }
        if (out.length === imgs.length) return out
      }
      previous = ready(imgs) ? key : null
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return null
  })()`)) as string[] | null
  if (!result) throw new Error(`pictures ${selector} did not load`)
  return result
}

/**
 * Waits until the page's offline mirror holds the section `q` and the vehicle `vin` in `lang`:
 * stored copies are written in the background after an answer is shown, so a test that cuts the
 * service and reloads must first see them written. Reads IndexedDB directly, as the app stores it
 * (full keys `["section", origin, catalog, q, lang, form]` and `["vin", origin, vin, lang]`).
 */
export async function waitForStored(page: Page, wanted: { q: string; vin: string; lang: string }): Promise<void> {
  const found = await page.evaluate(`(async () => {
    const wanted = ${JSON.stringify(wanted)}
    const open = () => new Promise((resolve, reject) => {
      const request = indexedDB.open('parts-desk-mirror')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const keys = (db) => new Promise((resolve, reject) => {
      const request = db.transaction('sections').objectStore('sections').getAll()
      request.onsuccess = () => resolve(request.result.map((record) => JSON.parse(record.fullKey)))
      request.onerror = () => reject(request.error)
    })
    const deadline = Date.now() + 20000
    while (Date.now() < deadline) {
      const db = await open()
      const stored = await keys(db)
      db.close()
      const section = stored.some((k) => k[0] === 'section' && k[3] === wanted.q && k[4] === wanted.lang && k[5] === null)
      const vehicle = stored.some((k) => k[0] === 'vin' && k[2] === wanted.vin && k[3] === wanted.lang)
      if (section && vehicle) return true
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return false
  })()`)
  if (found !== true) throw new Error(`the mirror never stored ${wanted.lang} copies of the section and vehicle`)
}

/**
 * One of this computer's settings as the app keeps it (IndexedDB `meta`), undefined when none is
 * stored. Settings are written in the background: a test that reloads after changing one waits
 * for it here first.
 */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const read = db.transaction('meta').objectStore('meta').get(${JSON.stringify(key)})
      read.onsuccess = () => { db.close(); resolve(read.result?.value) }
      read.onerror = () => { db.close(); reject(read.error) }
    }
  })`)
}
