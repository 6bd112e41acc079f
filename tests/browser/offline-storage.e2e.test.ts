/**
 * How the mirror stores what it keeps, in real Chromium with real IndexedDB, CompressionStream and
 * crypto.subtle (the unit tests run the same code on Node's and fake-indexeddb): answers
 * compressed with their breadcrumb trail stored once, pictures stored once by content however
 * many pointers show them, the usage counter equal to what is stored, the save concurrency kept
 * in Settings — and all of it opening again with the service cut off.
 *
 * Screens go to test-results/screens/offline-storage-<nn>-<name>.png.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoCatalog } from '../../demo-catalog/index'
import type { WebHost } from '../../electron/web/host'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { imageFingerprints, storedSetting } from '../support/offline-page'

let app: E2eApp
let demo: DemoCatalog
let host: WebHost
let page: Page
let vin: string
let consoleErrors: string[]
let byTest: E2eApp['byTest']

interface Stored {
  sections: Array<{
    q: string
    compressed: boolean
    legacy: boolean
    size: number
    bytes: number
    trail: string | null
  }>
  trails: Array<{ hash: string; refs: number; size: number }>
  images: Array<{ hash: string | null }>
  pictures: Array<{ hash: string; refs: number; size: number }>
  /** The usage counter minus what is stored (answers, trails, pictures, each once): 0 when exact. */
  usageError: number
}

/** Everything the mirror holds, read in one transaction with a second connection, as the app stored it. */
async function stored(): Promise<Stored> {
  return (await page.evaluate(`(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('parts-desk-mirror')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const names = ['sections', 'trails', 'images', 'pictures', 'contentUses', 'meta']
    const tx = db.transaction(names)
    const [sections, trails, images, pictures, uses, meta] = await Promise.all(
      names.map((name) => new Promise((resolve, reject) => {
        const request = tx.objectStore(name).getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      }))
    )
    db.close()
    const bytes = (list) => list.reduce((n, r) => n + r.size, 0)
    const usage = (meta.find((m) => m.key === 'usage') || { value: 0 }).value
    // How many records use each content: counted apart from its bytes (schema version 6).
    const refsOf = new Map(uses.map((use) => [use.hash, use.refs]))
    return {
      sections: sections.filter((r) => r.kind === 'section').map((r) => ({
        q: JSON.parse(r.fullKey)[3],
        compressed: r.data instanceof Uint8Array,
        legacy: r.payload !== undefined,
        size: r.size,
        bytes: r.data ? r.data.byteLength : 0,
        trail: r.trail ?? null
      })),
      trails: trails.map(({ hash, size }) => ({ hash, refs: refsOf.get(hash), size })),
      images: images.map((r) => ({ hash: r.hash ?? null })),
      pictures: pictures.map(({ hash, size }) => ({ hash, refs: refsOf.get(hash), size })),
      usageError: usage - bytes(sections) - bytes(trails) - bytes(pictures)
    }
  })()`)) as Stored
}

/** Stored copies are written in the background after an answer shows: wait for the node's. */
async function storedWith(q: string): Promise<Stored> {
  await expect.poll(async () => (await stored()).sections.some((s) => s.q === q), { timeout: 20_000 }).toBe(true)
  return stored()
}

const nodeQ = () => new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('q')!

/** Main groups → first group → its first list → its first node; returns the node's pointer. */
async function walkToNode(): Promise<string> {
  await page.goto(`${host.url}#/vehicle/${vin}`)
  await byTest('group-tile').first().click()
  await byTest('list-row').first().click()
  await byTest('forms').waitFor()
  await byTest('list-row').first().click()
  await byTest('part-row').first().waitFor()
  expect(await imageFingerprints(page, '[data-testid="scheme"] img')).toHaveLength(1)
  return nodeQ()
}

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'offline-storage' })
  ;({ demo, host, page, consoleErrors, byTest } = app)
  vin = demo.vins[1]
})

afterAll(async () => {
  await app?.close()
})

describe('what the mirror keeps, in Chromium', () => {
  it('keeps the save concurrency chosen in Settings', async () => {
    await page.goto(`${host.url}#/settings`)
    const select = byTest('save-concurrency')
    await expect.poll(() => select.inputValue()).toBe('4')
    await select.selectOption('2')
    // Written in the background: a reload before it is stored would find the old choice.
    await expect.poll(() => storedSetting(page, 'save-concurrency')).toBe(2)
    await page.reload()
    await expect.poll(() => byTest('save-concurrency').inputValue()).toBe('2')
  })

  it('stores answers compressed with a shared trail, and counts exactly what it stores', async () => {
    const q = await walkToNode()
    const mirror = await storedWith(q)
    const node = mirror.sections.find((s) => s.q === q)!
    expect(node).toMatchObject({ compressed: true, legacy: false })
    expect(node.size).toBe(node.bytes)
    expect(mirror.sections.every((s) => s.compressed && !s.legacy)).toBe(true)
    // The node's trail is the one its list's other pages would use, stored once.
    expect(mirror.trails.find((t) => t.hash === node.trail)?.refs).toBeGreaterThanOrEqual(1)
    expect(mirror.images.every((i) => i.hash?.startsWith('picture:'))).toBe(true)
    await app.screenshot('node-stored')
  })

  it('stores a picture the service sends again under a new pointer only once', async () => {
    await expect.poll(async () => (await stored()).usageError).toBe(0)
    const before = await stored()
    // The service rotates its pointers; a save (which asks the service, not the mirror) walks the
    // vehicle under the new ones: the tiles, thumbnails and drawings seen before come again.
    demo.knobs.rotatePointerGeneration()
    await byTest('nav-garage').click()
    const row = page.locator(`[data-testid="garage-vehicle"][data-vin="${vin}"]`)
    await row.getByTestId('garage-save').click()
    await expect
      .poll(async () => (await stored()).images.length, { timeout: 60_000 })
      .toBeGreaterThan(before.images.length + 20)
    await row.getByTestId('save-pause').click()
    await expect.poll(() => row.getByTestId('save-progress').getAttribute('data-state')).toBe('paused')
    await app.screenshot('save-paused')

    const after = await stored()
    const seen = new Set(before.pictures.map((p) => p.hash))
    const again = after.pictures.filter((p) => seen.has(p.hash) && p.refs > 1)
    expect(again.length).toBeGreaterThan(0)
    // One picture per content, referenced by every pointer that shows it.
    expect(new Set(after.pictures.map((p) => p.hash)).size).toBe(after.pictures.length)
    expect(after.pictures.reduce((n, p) => n + p.refs, 0)).toBe(after.images.length)
    expect(after.pictures.length).toBeLessThan(after.images.length)
    expect(after.sections.every((s) => s.compressed && !s.legacy)).toBe(true)
    expect(after.usageError).toBe(0)
  })

  it('opens the stored node again with the service cut off', async () => {
    const q = await walkToNode()
    await storedWith(q)
    demo.knobs.injectFault({ kind: 'reset' })
    try {
      await page.reload()
      await byTest('part-row').first().waitFor()
      expect(nodeQ()).toBe(q)
      expect(await imageFingerprints(page, '[data-testid="scheme"] img')).toHaveLength(1)
      expect(await byTest('not-saved').count()).toBe(0)
      await app.screenshot('node-offline')
    } finally {
      demo.knobs.clearFaults()
    }
  })

  it('logged no console errors and no CSP violations', async () => {
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
