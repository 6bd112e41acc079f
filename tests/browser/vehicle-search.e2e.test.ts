/**
 * Vehicle-wide search in Chromium, over real HTTP to the demo catalog and real IndexedDB: a
 * vehicle opened only to its main groups finds a node two levels down once indexed, and the hit
 * opens it; a part of a stored node is found by its name and opens with its row highlighted.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogId, readNode, readResult, readVehicle } from '../../electron/shared/readers'
import type { CatalogResult } from '../../electron/shared/catalog-schemas'
import { findBigNode } from '../support/big-node'
import { startE2eApp, type E2eApp } from '../support/e2e-app'

const VIN = 'VM9CV2AX5JM307766'

let app: E2eApp
let page: Page
let byTest: E2eApp['byTest']

const hits = () => byTest('search-hit')

beforeAll(async () => {
  app = await startE2eApp({ screenshotPrefix: 'search', clearScreens: true })
  ;({ page, byTest } = app)
})

afterAll(async () => {
  await app?.close()
})

describe('search a vehicle', () => {
  it('finds a node two levels down after indexing, with its path; the hit opens it', async () => {
    await page.goto(`${app.host.url}#/vehicle/${VIN}`)
    await byTest('group-tile').first().waitFor()
    const input = byTest('vehicle-search-input')

    await input.fill('main wiring')
    await byTest('vehicle-search-none').waitFor()
    expect(await hits().count()).toBe(0)

    await byTest('index-vehicle').click()
    await expect.poll(() => byTest('index-progress').getAttribute('data-state'), { timeout: 60_000 }).toBe('done')
    const hit = page.locator('[data-testid="search-hit"][data-kind="section"]', { hasText: 'Main wiring harness' })
    await hit.waitFor()
    expect(await hit.textContent()).toContain('ELECTRICAL SYSTEM › Wiring')
    await app.screenshot('indexed-hit')

    await hit.click()
    await byTest('part-row').first().waitFor()
    expect(await page.locator('h1, h2').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Main wiring harness/i)])
    )
  })

  it('finds a part of a stored node by its name and opens the node with its row highlighted', async () => {
    // The most particular name among the first rows (the name cell is the third, after callout and number).
    const names = await page.locator('[data-testid="part-row"] [role="gridcell"]:nth-child(3)').allTextContents()
    const name = names
      .slice(0, 20)
      .map((text) => text.trim())
      .sort((a, b) => b.length - a.length)[0]
    expect(name.length).toBeGreaterThan(3)

    await byTest('vehicle-search-input').fill(name.toUpperCase())
    // Common parts are in several nodes (the index walk stored one node of each list too): the hit in this node.
    const partHit = page
      .locator('[data-testid="search-hit"][data-kind="part"]', { hasText: name })
      .filter({ hasText: 'Main wiring harness' })
      .first()
    await partHit.waitFor()
    await partHit.click()
    const highlighted = page.locator('[data-testid="part-row"][data-highlighted="true"]')
    await expect.poll(() => highlighted.count()).toBeGreaterThan(0)
    expect(await highlighted.first().textContent()).toContain(name)
  })

  it('lists where a part number is used: the same number in a node of another demo vehicle, both stored', async () => {
    const handlers = app.runtime.handlers
    const section = async (q: string, catalog: string): Promise<CatalogResult> => {
      const answer = await handlers['catalog.section']({ q, catalog, lang: 'en' })
      if (!answer.ok) throw new Error(answer.error.message)
      return readResult(answer.value.result)
    }
    // The catalog's own compatibility list names another vehicle's node with the same number.
    const big = await findBigNode(handlers)
    type Cell = { value?: unknown; number?: string }
    let shared: { number: string; catalog: string; code: string } | null = null
    for (const part of big.node.parts.slice(0, 40)) {
      if (!part.q_partinfo || !part.number) continue
      const info = await section(part.q_partinfo, big.catalog)
      const rows = ((info.compatibility as Array<{ data?: Array<Record<string, Cell>> }>)?.[0]?.data ?? []).filter(
        (row) => String(row.catalog?.value) !== big.catalog && row.node?.number
      )
      if (rows.length) {
        shared = { number: part.number, catalog: String(rows[0].catalog.value), code: String(rows[0].node.number) }
        break
      }
    }
    if (!shared) throw new Error('no part of the big node is used by another demo vehicle')
    let otherVin = ''
    for (const vin of app.demo.vins) {
      const answer = await handlers['catalog.vin']({ vin, lang: 'en' })
      if (answer.ok && readCatalogId(answer.value.result) === shared.catalog) otherVin = vin
    }
    // Walk the other vehicle by codes to that node, then open it in the app so it is stored.
    const vinAnswer = await handlers['catalog.vin']({ vin: otherVin, lang: 'en' })
    if (!vinAnswer.ok || !vinAnswer.value.result.vehicle) throw new Error('other vehicle not found')
    let items = (
      (await section(readVehicle(vinAnswer.value.result.vehicle)!.qMainGroup!, shared.catalog)).lists_group ?? []
    ).flatMap((tab) => tab.lists ?? [])
    const codes = shared.code.split('-').map((_, i, all) => all.slice(0, i + 1).join('-'))
    let nodeQ = ''
    for (const code of codes) {
      const item = items.find((candidate) => candidate.code === code)
      if (!item?.q) throw new Error(`code ${code} not found`)
      nodeQ = item.q
      if (code !== shared.code) items = (await section(item.q, shared.catalog)).lists ?? []
    }
    expect(
      readNode((await section(nodeQ, shared.catalog)).node)?.parts.some((part) => part.number === shared.number)
    ).toBe(true)
    await page.goto(
      `${app.host.url}#/vehicle/${otherVin}/section?${new URLSearchParams({ c: shared.catalog, q: nodeQ })}`
    )
    await byTest('part-row').first().waitFor()

    // The node's where-used rows are written just after it is stored, in the search database (the
    // node once, with the vehicle's VIN, and its rows).
    const rowsStoredFor = (vin: string) =>
      page.evaluate(`new Promise((resolve, reject) => {
        const open = indexedDB.open('parts-desk-search')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('usedNodes').objectStore('usedNodes').getAll()
          read.onsuccess = () => { db.close(); resolve(read.result.filter((row) => row.vin === ${JSON.stringify(vin)}).length) }
          read.onerror = () => { db.close(); reject(read.error) }
        }
      })`)
    await expect.poll(() => rowsStoredFor(otherVin), { timeout: 10_000 }).toBeGreaterThan(0)

    await page.goto(`${app.host.url}#/where-used?${new URLSearchParams({ n: shared.number })}`)
    const rows = byTest('where-used-row')
    await expect
      .poll(async () => new Set(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-vin')))).size)
      .toBe(2)
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-vin')))).toEqual(
      expect.arrayContaining([VIN, otherVin])
    )
    await app.screenshot('where-used')
    // Each row opens its node.
    await page
      .locator(`[data-testid="where-used-row"][data-vin="${otherVin}"] [data-testid="where-used-link"]`)
      .first()
      .click()
    await byTest('part-row').first().waitFor()
    expect(page.url()).toContain(otherVin)
  })
})
