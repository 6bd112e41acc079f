import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { Client, type Result } from './helpers'

// The supersession bomb (issue 20): part-information answers whose replacement table has one row
// naming 1,500 part numbers (about 70 KB), in the real cell shape `{ value, number }`.

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

async function firstPart(): Promise<{ nodeQ: string; infoQ: string; number: string }> {
  const main = await client.q(qMain)
  const group = (main.lists_group as { lists: { q: string }[] }[])[0]!.lists[0]!.q
  const subgroup = ((await client.q(group)).lists as { q: string }[])[0]!.q
  const nodeQ = ((await client.q(subgroup)).lists as { q: string }[])[0]!.q
  const part = ((await client.q(nodeQ)).node as { parts: { number: string; q_partinfo: string }[] }).parts[0]!
  return { nodeQ, infoQ: part.q_partinfo, number: part.number }
}

type Cell = { value: string; number: string }
const rowsOf = (result: Result) =>
  (result.replacement as { data: Record<string, Cell>[] }[]).flatMap((table) => table.data)

describe('supersession-bomb', () => {
  it('one replacement row of 1,500 numbers (about 70 KB), the part’s own number first', async () => {
    const { infoQ, number } = await firstPart()
    demo.knobs.injectFault({ kind: 'supersession-bomb', match: '/api/q' })
    const res = await fetch(qUrl(infoQ), { headers: client.headers() })
    const raw = await res.text()
    expect(res.status).toBe(200)
    expect(raw.length).toBeGreaterThan(60_000)
    expect(raw.length).toBeLessThan(90_000)
    const result = (JSON.parse(raw) as { result: Result }).result
    const rows = rowsOf(result)
    expect(rows).toHaveLength(1)
    const cells = Object.values(rows[0]!)
    expect(cells).toHaveLength(1500)
    expect(new Set(cells.map((cell) => cell.number)).size).toBe(1500)
    for (const cell of cells) expect(cell.value).toBe(cell.number)
    expect(cells[0]!.number).toBe(number)
    expect(result.partinfo).toBeDefined() // the rest of the answer is the real one
  })

  it('takes its size from `numbers`, and leaves answers without part information alone', async () => {
    const { infoQ, nodeQ } = await firstPart()
    const cleanNode = await client.q(nodeQ)
    demo.knobs.injectFault({ kind: 'supersession-bomb', numbers: 40, match: '/api/q' })
    expect(Object.keys(rowsOf(await client.q(infoQ))[0]!)).toHaveLength(40)
    expect(await client.q(nodeQ)).toEqual(cleanNode)
  })
})
