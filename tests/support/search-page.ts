import type { Page } from 'playwright-core'

/**
 * How the walk of a vehicle's lists ended, as the page's search database keeps it with the
 * vehicle's index in `lang` ('done', 'capped', 'cancelled', or 'skipped' when read-ahead was off at
 * the first visit); null while none is written. The index is written back a few seconds after it
 * changes, so a suite on Playwright's clock moves the clock on between reads.
 */
export function storedWalkNote(page: Page, vin: string, lang: string): Promise<string | null> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-search')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('indexes')) { db.close(); resolve(null); return }
      const read = db.transaction('indexes').objectStore('indexes').getAll()
      read.onsuccess = () => {
        db.close()
        const record = read.result.find((r) => JSON.parse(r.vehicleKey)[2] === ${JSON.stringify(vin)} && r.lang === ${JSON.stringify(lang)})
        resolve(record && record.saved.walk ? record.saved.walk.state : null)
      }
      read.onerror = () => { db.close(); reject(read.error) }
    }
  })`)
}
