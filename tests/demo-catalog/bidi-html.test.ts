import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { BIDI_HTML } from '../../demo-catalog/server/bidi-html'
import { Client, type Result } from './helpers'

// The `bidi-html` fault on the wire (issue 20, finding 4): bidi controls as HTML character
// references, which no string-level stripping sees, in answers that carry `html` and `modal`.

let demo: DemoCatalog
let client: Client
let qMain: string

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
  qMain = (await client.vehicle(demo.vins[0]!)).qMainGroup
})
afterAll(() => demo.close())
afterEach(() => demo.knobs.clearFaults())

const qUrl = (q: string): string => `${demo.baseUrl}/api/q?${new URLSearchParams({ q, catalog: client.catalog! })}`

/** The first answer (breadth first from the main groups) with both `html` and a `modal`. */
async function bulletinQ(): Promise<string> {
  const main = await client.q(qMain)
  const queue = (main.lists_group as { lists: { q: string }[] }[]).flatMap((tab) => tab.lists.map((item) => item.q))
  for (let seen = 0; queue.length && seen < 200; seen++) {
    const q = queue.shift()!
    const result = await client.q(q)
    if (typeof result.html === 'string' && typeof result.modal === 'object') return q
    for (const item of (result.lists as { q?: string }[] | undefined) ?? []) if (item.q) queue.push(item.q)
  }
  throw new Error('no demo answer with html and a modal')
}

const CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

describe('bidi-html', () => {
  it('sends bidi controls as character references in html, modal html, title attributes and the modal title', async () => {
    const q = await bulletinQ()
    const clean = await client.q(q)
    demo.knobs.injectFault({ kind: 'bidi-html', match: '/api/q' })
    const raw = await (await fetch(qUrl(q), { headers: client.headers() })).text()
    // On the wire as ASCII references, not as characters or \u escapes: a JSON-level strip finds nothing.
    expect(raw).not.toMatch(CONTROL)
    expect(raw).not.toMatch(/\\u20[26]/i)
    for (const reference of ['&#x202E;', '&#X202e;', '&#8236;', '&#8294;', '&#x2067;', '&rlm;', '&lrm;', '&#x061C;'])
      expect(raw).toContain(reference)
    const hostile = (JSON.parse(raw) as { result: Result }).result
    expect(hostile.html).toBe(BIDI_HTML + (clean.html as string))
    expect(hostile.html).toContain('title="https://&#x202E;moc.elpmaxe.knab&#x202C;/"')
    expect(hostile.html).toContain('dir="rtl"')
    const modal = hostile.modal as Record<string, unknown>
    const cleanModal = clean.modal as Record<string, unknown>
    expect(modal.html).toBe(BIDI_HTML)
    expect(modal.title).toBe(`&#x202E;${cleanModal.title as string}&#x202C;`)
    expect(modal.tables).toEqual(cleanModal.tables)
    // Everything else is the real answer; answers without html or a modal pass unchanged.
    expect({ ...hostile, html: clean.html, modal: clean.modal }).toEqual(clean)
    const mainWhileFaulted = await client.q(qMain)
    demo.knobs.clearFaults()
    expect(mainWhileFaulted).toEqual(await client.q(qMain))
  })
})
