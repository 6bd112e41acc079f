/**
 * Prefetch on intent in Chromium, over real HTTP to the demo catalog (through the loopback proxy,
 * which tells which pointers were asked for) and real IndexedDB: resting the pointer on a list row
 * or reaching it with the keyboard fetches the section and its drawing into the mirror before any
 * click; the click then asks nothing more; switched off in Settings, resting asks for nothing; an
 * answer the app cannot keep (the demo's `unstorable` fault) is asked ahead once, not on every rest.
 *
 * The page's clock is Playwright's (time flows as usual): `page.clock.runFor` moves it past the
 * dwell, so a rest has provably lasted long enough to ask, without sleeping. Prefetches run one at
 * a time, in order: a later row's prefetch reaching the service proves every earlier rest's is done.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogId, readNode, readResult, readVehicle } from '../../electron/shared/readers'
import type { DemoCatalog } from '../../demo-catalog/index'
import type { CatalogProxy } from '../support/catalog-proxy'
import { startE2eApp, type E2eApp } from '../support/e2e-app'
import { storedSetting, waitForStored } from '../support/offline-page'
import { storedWalkNote } from '../support/search-page'

const VIN = 'VM9CV2AX5JM307766'

let app: E2eApp & { proxy: CatalogProxy }
let demo: DemoCatalog
let page: Page
let byTest: E2eApp['byTest']
/** Every pointer the service was asked for through /api/q, in order. */
let asked: string[] = []
/** Pointers by code: the group 130, its subgroups and the nodes of subgroup 130-02. */
const pointer: Record<string, string> = {}
let catalog = ''
/** The drawing node 130-02-02 opens on. */
let drawing = ''
/** A main group other than 130, never opened before the last test, and its first five subgroups. */
let fresh = { group: '', rows: [] as Array<{ code: string; q: string }> }

const row = (code: string) => page.locator('[data-testid="list-row"]', { hasText: code })
const askedFor = (code: string) => asked.filter((q) => q === pointer[code]).length

/** Walks by returned pointers, the app's own way, to the codes this suite uses. */
async function learnPointers(): Promise<void> {
  const handlers = app.runtime.handlers
  const vin = await handlers['catalog.vin']({ vin: VIN, lang: 'en' })
  if (!vin.ok || !vin.value.result.vehicle) throw new Error('demo VIN not found')
  catalog = readCatalogId(vin.value.result) ?? ''
  const list = async (q: string) => {
    const answer = await handlers['catalog.section']({ q, catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    return readResult(answer.value.result)
  }
  const groups =
    (await list(readVehicle(vin.value.result.vehicle)!.qMainGroup!)).lists_group?.flatMap((tab) => tab.lists ?? []) ??
    []
  pointer['130'] = groups.find((item) => item.code === '130')?.q ?? ''
  for (const group of groups) {
    if (group.code === '130' || !group.q) continue
    const rows = ((await list(group.q)).lists ?? []).flatMap((item) =>
      item.code && item.q ? [{ code: item.code, q: item.q }] : []
    )
    if (rows.length >= 5) {
      fresh = { group: group.q, rows: rows.slice(0, 5) }
      break
    }
  }
  for (const item of (await list(pointer['130'])).lists ?? []) pointer[item.code ?? ''] = item.q ?? ''
  for (const item of (await list(pointer['130-02'])).lists ?? []) pointer[item.code ?? ''] = item.q ?? ''
  const node = readNode((await list(pointer['130-02-02'])).node)
  drawing = node?.drawings[node.current]?.qImage ?? ''
}

/** Whether the page's mirror holds the picture behind `qImage` (read as the app stores it). */
function pictureStored(qImage: string): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('parts-desk-mirror')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const read = db.transaction('images').objectStore('images').getAll()
      read.onsuccess = () => { db.close(); resolve(read.result.some((record) => JSON.parse(record.fullKey)[2] === ${JSON.stringify(qImage)})) }
      read.onerror = () => { db.close(); reject(read.error) }
    }
  })`)
}

const listPage = (code: string) => listAt(pointer[code])
const listAt = (q: string) => `${app.host.url}#/vehicle/${VIN}/section?${new URLSearchParams({ c: catalog, q })}`

/** How long a rest lasts: well past the dwell before a prefetch asks (PREFETCH_DWELL_MS, 50 ms). */
const REST_MS = 500

/** The pointer rests on the row until its dwell has provably passed (the page's clock is moved on). */
async function rest(code: string): Promise<void> {
  await row(code).hover()
  await page.clock.runFor(REST_MS)
}

beforeAll(async () => {
  app = await startE2eApp({ proxy: true })
  ;({ demo, page, byTest } = app)
  // Before the app's first page, so its timers are the clock's.
  await page.clock.install()
  await learnPointers()
  app.proxy.setRewrite((url) => {
    if (url.pathname === '/api/q') asked.push(url.searchParams.get('q') ?? '')
    return undefined
  })
})

afterAll(async () => {
  await app?.close()
})

describe('prefetch on intent', () => {
  it('an account (it may be billed per request) starts with prefetch off, kept so until the user switches it on', async () => {
    // The vehicle's first visit comes while read-ahead is off, so its lists are left to "Index this
    // vehicle" (issue 22): no walk in the background stores what the rests below ask ahead for.
    await page.goto(listPage('130'))
    await row('130-01').waitFor()
    await expect
      .poll(
        async () => {
          await page.clock.runFor(3_500)
          return storedWalkNote(page, VIN, 'en')
        },
        { timeout: 10_000 }
      )
      .toBe('skipped')

    // The demo is configured here as an account (startE2eApp), not run as the demo.
    await page.goto(`${app.host.url}#/settings`)
    await expect.poll(() => storedSetting(page, 'prefetch-on-intent'), { timeout: 10_000 }).toBe(false)
    expect(await byTest('prefetch-toggle').isChecked()).toBe(false)
    await byTest('prefetch-toggle').check()
    await expect.poll(() => storedSetting(page, 'prefetch-on-intent'), { timeout: 10_000 }).toBe(true)
  })

  it('resting the pointer on a node row fetches the node and its drawing into the mirror before the click; the click asks nothing more', async () => {
    await page.goto(listPage('130-02'))
    await row('130-02-02').waitFor()
    asked = []
    const sectionsBefore = demo.log.counts().q
    expect(await pictureStored(drawing)).toBe(false)

    await row('130-02-02').hover()
    await waitForStored(page, { q: pointer['130-02-02'], vin: VIN, lang: 'en' })
    expect(askedFor('130-02-02')).toBe(1)
    // In the service's request log like any other request.
    expect(demo.log.counts().q).toBe(sectionsBefore + 1)
    // Then the drawing the node opens on.
    await expect.poll(() => pictureStored(drawing), { timeout: 10_000 }).toBe(true)

    await row('130-02-02').click()
    await byTest('part-row').first().waitFor()
    await page.locator('[data-testid="scheme"] img.picture').waitFor()

    // A revalidation would be sent at the click; the next request the service sees is the next intent's.
    await page.goBack()
    await row('130-02-03').hover()
    await waitForStored(page, { q: pointer['130-02-03'], vin: VIN, lang: 'en' })
    expect(asked.filter((q) => q !== pointer['130-02'])).toEqual([pointer['130-02-02'], pointer['130-02-03']])
  })

  it('keyboard focus reaching a row prefetches it too', async () => {
    await page.mouse.move(0, 0)
    await row('130-02-03').focus()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => page.evaluate('document.activeElement?.textContent ?? ""')).toContain('130-02-01')
    await waitForStored(page, { q: pointer['130-02-01'], vin: VIN, lang: 'en' })
    expect(askedFor('130-02-01')).toBe(1)
  })

  it('switched off in Settings, resting on a row asks for nothing', async () => {
    // Through the header, as a mechanic goes there: the page that counted the rests of the tests
    // before stays. (Loading the page anew, the count waited for the stream's replay of the last
    // one and twice in CI did not show within 10 s: a reload's count is not covered here.)
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click()
    // Settings says how many requests prefetch made today (the rests of the tests before).
    await expect.poll(() => byTest('request-count').innerText(), { timeout: 10_000 }).toMatch(/read-ahead [1-9]/)
    const toggle = byTest('prefetch-toggle')
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await toggle.uncheck()
    // Stored before the page is loaded again: the switch shows at once, the write follows.
    await expect.poll(() => storedSetting(page, 'prefetch-on-intent')).toBe(false)

    await page.goto(listPage('130'))
    await row('130-01').waitFor()
    asked = []
    // The pointer rests well past the dwell (the user reads the row), then another row is opened.
    await rest('130-01')
    await row('130-03').click()
    await byTest('list-row').first().waitFor()
    await expect.poll(() => askedFor('130-03')).toBe(1)

    await page.goto(`${app.host.url}#/settings`)
    await expect.poll(() => byTest('prefetch-toggle').isChecked()).toBe(false)

    // Proof that the rest on 130-01 started nothing: switched on again, a rest on 130-04 reaches the
    // service, and prefetches run one at a time in order, so one for 130-01 would have come first.
    await byTest('prefetch-toggle').check()
    await expect.poll(() => storedSetting(page, 'prefetch-on-intent')).toBe(true)
    await page.goto(listPage('130'))
    await row('130-04').waitFor()
    await rest('130-04')
    await expect.poll(() => askedFor('130-04')).toBe(1)
    expect(askedFor('130-01')).toBe(0)
  })

  it('rows whose answers cannot be kept are asked ahead once each: 4 rows × 10 rests cost 4 requests', async () => {
    await page.goto(listAt(fresh.group))
    const [witness, ...failing] = fresh.rows.map((item) => item.code)
    for (const item of fresh.rows) pointer[item.code] = item.q
    await row(witness!).waitFor()
    asked = []
    const sectionsBefore = demo.log.counts().q
    // From now on every section answer is the vendor's info error, which the mirror never stores.
    demo.knobs.injectFault({ kind: 'unstorable', match: '/api/q' })
    try {
      // The first round: each rest asks, once its turn comes.
      for (const code of failing) {
        await rest(code)
        await expect.poll(() => askedFor(code)).toBe(1)
      }
      // Nine more rounds over the same rows.
      for (let round = 0; round < 9; round++) for (const code of failing) await rest(code)
      // Then a row not asked before: its request reaching the service proves every rest before it is done.
      await rest(witness!)
      await expect.poll(() => askedFor(witness!)).toBe(1)

      expect(failing.map(askedFor)).toEqual([1, 1, 1, 1])
      expect(demo.log.counts().q - sectionsBefore).toBe(failing.length + 1)
    } finally {
      demo.knobs.clearFaults()
    }
  })
})
