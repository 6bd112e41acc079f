/**
 * The `endless-aliases` fault on the wire (issue 20): list rows lead back to the list they are
 * in, under real pointers that are new on every answer, so a client that follows pointers never
 * reaches a bottom. With `renumber`, the rows also read differently every time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { Client } from './helpers'

type Row = { q: string; title?: string; code?: string }

let demo: DemoCatalog
let client: Client
let qGroup: string

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
  const { qMainGroup } = await client.vehicle(demo.vins[0], 'en')
  const groups = (await client.q(qMainGroup)).lists_group as Array<{ lists: Row[] }>
  qGroup = groups[0]!.lists[0]!.q
})
afterEach(() => demo.knobs.clearFaults())
afterAll(() => demo.close())

const rowsOf = async (q: string, opts: { lang?: string } = {}) => (await client.q(q, opts)).lists as Row[]
const content = (rows: Row[]) => rows.map(({ title, code }) => ({ title, code }))

describe('endless-aliases', () => {
  it('answers the same list under fresh pointers, endlessly, each one a real pointer', async () => {
    const plain = await rowsOf(qGroup)
    demo.knobs.injectFault({ kind: 'endless-aliases', match: '/api/q' })
    const seen = new Set(plain.map((row) => row.q))
    let rows = await rowsOf(qGroup)
    for (let hop = 0; hop < 5; hop++) {
      expect(content(rows)).toEqual(content(plain))
      for (const row of rows) {
        // The codec's framing: prefix, padding to 1–2 KB, a suffix that must be URL-encoded.
        expect(row.q).toMatch(/^Qv1-[A-Za-z0-9+/]+={0,2}_\+\/$/)
        expect(row.q.length).toBeGreaterThan(700)
        expect(seen.has(row.q)).toBe(false)
        seen.add(row.q)
      }
      rows = await rowsOf(rows[hop % rows.length]!.q)
    }
    // Other languages too: an alias names the page, not one answer.
    expect((await rowsOf(rows[0]!.q, { lang: 'de' })).length).toBe(plain.length)
  })

  it('with renumber, no two answers read alike', async () => {
    demo.knobs.injectFault({ kind: 'endless-aliases', match: '/api/q', renumber: true })
    const first = await rowsOf(qGroup)
    const second = await rowsOf(first[0]!.q)
    expect(second.map((row) => row.title)).toEqual(first.map((row) => row.title))
    expect(second.map((row) => row.code)).not.toEqual(first.map((row) => row.code))
  })

  it('its pointers go stale with the generation, like every pointer', async () => {
    demo.knobs.injectFault({ kind: 'endless-aliases', match: '/api/q' })
    const alias = (await rowsOf(qGroup))[0]!.q
    demo.knobs.clearFaults()
    expect((await rowsOf(alias)).length).toBeGreaterThan(0) // still names the list after the fault ends
    demo.knobs.rotatePointerGeneration()
    const stale = await client.q(alias)
    expect(stale.resultCode).toBe(410)
  })
})
