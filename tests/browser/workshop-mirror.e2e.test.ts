/**
 * Issue 24 end to end: two workstations (two browser-mode hosts over two runtimes, two Chromium
 * profiles, so two IndexedDBs) share one workshop mirror — a real CouchDB-protocol server
 * (pouchdb-server, in memory; tests/support/couch-server.ts) — and one catalog account.
 *
 * Reception opens a node; the catalog service goes away; bay 3 opens the same node from the
 * workshop mirror, pictures included; the workshop server goes away too, and bay 3 still opens it
 * from its own copy.
 *
 * Screens go to test-results/screens/workshop-<nn>-<name>.png.
 */
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENS_DIR } from '../support/e2e-app'
import { nodeViewComplete } from '../support/node-view'
import { waitForStored } from '../support/offline-page'
import { localCounts, startWorkshop, workshopDocs, type Station, type Workshop } from '../support/workshop-stations'

let workshop: Workshop
let reception: Station
let bay: Station
let vin: string
let nodeHash = ''
let receptionRows: string[] = []
let shot = 0

async function screenshot(page: Page, name: string): Promise<void> {
  shot += 1
  await page.evaluate('window.scrollTo(0, 0)')
  await page.screenshot({
    path: join(SCREENS_DIR, `workshop-${String(shot).padStart(2, '0')}-${name}.png`),
    fullPage: true
  })
}

const rows = async (page: Page) =>
  (await page.getByTestId('part-row').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())

/** The drawing on screen has really loaded (decoded, with a size). */
const drawingShown = (page: Page) =>
  page.evaluate(
    `(() => { const img = document.querySelector('[data-testid="scheme"] img'); return !!img && img.complete && img.naturalWidth > 0 })()`
  )

beforeAll(async () => {
  workshop = await startWorkshop({ stations: 2 })
  ;[reception, bay] = workshop.stations
  vin = workshop.demo.vins[0]
}, 90_000)

afterAll(async () => {
  await workshop?.close()
})

describe('two workstations, one workshop mirror', () => {
  it('reception opens a node; what it stored reaches the workshop mirror in the background', async () => {
    const { page, host } = reception
    await page.goto(host.url)
    await page.getByTestId('vin-input').fill(vin)
    await page.getByTestId('vin-input').press('Enter')
    await page.getByTestId('group-tile').first().click()
    await page.getByTestId('list-row').first().click()
    await page.getByTestId('forms').waitFor()
    await page.getByTestId('list-row').first().click()
    await nodeViewComplete(page)
    await expect.poll(() => drawingShown(page)).toBe(true)
    nodeHash = new URL(page.url()).hash
    receptionRows = await rows(page)
    expect(receptionRows.length).toBeGreaterThan(0)
    await screenshot(page, 'reception-node')

    // The push is what proves it: the node's answer and its drawing are on the server.
    const q = new URLSearchParams(nodeHash.split('?')[1]).get('q')!
    await expect
      .poll(async () => (await workshopDocs(workshop.couch, 'answer')).some((doc) => String(doc.fullKey).includes(q)), {
        timeout: 20_000
      })
      .toBe(true)
    await expect
      .poll(async () => (await workshopDocs(workshop.couch, 'image')).length, { timeout: 20_000 })
      .toBeGreaterThan(0)
    await expect.poll(async () => (await localCounts(page)).outbox, { timeout: 20_000 }).toBe(0)
    expect((await workshopDocs(workshop.couch, 'picture')).length).toBeGreaterThan(0)
  })

  it('Settings → Workshop mirror shows the server from WORKSHOP_MIRROR_*, and Test passes', async () => {
    const { page, host } = reception
    await page.goto(`${host.origin}/#/settings`)
    await page.getByTestId('workshop-test').click()
    await expect.poll(() => page.getByTestId('workshop-test-summary').textContent()).toBe('The workshop mirror works.')
    expect(await page.getByTestId('workshop-state').getAttribute('data-state')).toBe('ready')
    expect(await page.getByTestId('workshop-url').inputValue()).toContain('/parts-desk')
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080]
    ]) {
      await page.setViewportSize({ width, height })
      await page.getByTestId('workshop-setting').scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENS_DIR, `workshop-settings-${width}.png`) })
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('with the catalog service gone, bay 3 opens the same node from the workshop mirror', async () => {
    workshop.demo.knobs.injectFault({ kind: 'reset' })
    const { page, host } = bay
    await page.goto(host.url)
    // The vehicle comes from the workshop mirror too: this workstation never looked it up.
    await page.getByTestId('vin-input').fill(vin)
    await page.getByTestId('vin-input').press('Enter')
    await page.getByTestId('group-tile').first().waitFor()
    await page.goto(`${host.origin}/${nodeHash}`)
    await nodeViewComplete(page)
    expect(await rows(page)).toEqual(receptionRows)
    await expect.poll(() => drawingShown(page)).toBe(true)
    // The notice says where the copy came from: another workstation's, through the workshop.
    const notice = page.getByTestId('saved-copy')
    await notice.waitFor()
    expect(await notice.getAttribute('data-from')).toBe('workshop')
    expect(await notice.textContent()).toContain('came from the workshop mirror')
    await screenshot(page, 'bay-node-from-workshop')
    // Stored here too, in the background: the node's own answer (not just the vehicle's and the
    // main groups', stored before), and pictures.
    const q = new URLSearchParams(nodeHash.split('?')[1]).get('q')!
    await waitForStored(page, { q, vin, lang: 'en' })
    await expect.poll(async () => (await localCounts(page)).images).toBeGreaterThanOrEqual(1)
  })

  it('with the workshop server gone too, bay 3 still opens it from its own copy', async () => {
    await workshop.couch.stop()
    const { page, host } = bay
    await page.goto(`${host.origin}/#/`)
    await page.reload()
    await page.goto(`${host.origin}/${nodeHash}`)
    await nodeViewComplete(page)
    expect(await rows(page)).toEqual(receptionRows)
    await expect.poll(() => drawingShown(page)).toBe(true)
    // Now it is this computer's own copy, and the notice says so.
    await expect.poll(() => page.getByTestId('saved-copy').getAttribute('data-from')).toBe('here')
    await screenshot(page, 'bay-node-own-copy')
    expect([...reception.consoleErrors, ...bay.consoleErrors].filter((e) => e.startsWith('pageerror'))).toEqual([])
  })
})
