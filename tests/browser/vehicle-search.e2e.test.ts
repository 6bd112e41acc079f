/**
 * Vehicle-wide search in Chromium, over real HTTP to the demo catalog and real IndexedDB: a
 * vehicle opened only to its main groups finds a node two levels down once indexed, and the hit
 * opens it; a part of a stored node is found by its name and opens with its row highlighted.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
})
