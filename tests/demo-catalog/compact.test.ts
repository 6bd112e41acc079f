import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { COMPACT_MAX, compactVehicles } from '../../demo-catalog/data/compact'
import { DEFAULT_SEED } from '../../demo-catalog/data/generator'
import { modelYearCode } from '../../demo-catalog/data/fleet'
import { withCheckDigit } from '../../demo-catalog/data/vehicles'
import { Client, mapLimit } from './helpers'

// Compact vehicles (`startDemoCatalog({ compact: N })`, docs/demo-catalog.md): electric city cars
// with a short catalog, for suites that save, push or copy a whole vehicle and need the behaviour,
// not the size. The same on every start, after the five and the fleet, leaving both unchanged, and
// reachable by returned pointers like any vehicle: every tab and group, one node per subgroup.

interface Listed {
  q: string
  qImage?: string
}
interface NodeCard {
  images: { qImage: string }[]
  parts: { q_partinfo: string; number: string }[]
}

let withFleet: DemoCatalog
let again: DemoCatalog
let fleetOnly: DemoCatalog

beforeAll(async () => {
  ;[withFleet, again, fleetOnly] = await Promise.all([
    startDemoCatalog({ fleet: 3, compact: 2 }),
    startDemoCatalog({ fleet: 3, compact: 2 }),
    startDemoCatalog({ fleet: 3 })
  ])
}, 30_000)
afterAll(() => Promise.all([withFleet?.close(), again?.close(), fleetOnly?.close()]))

describe('compact demo vehicles', () => {
  it('come after the five and the fleet, the same on every start, leaving both unchanged', () => {
    expect(withFleet.vehicles).toHaveLength(5 + 3 + 2)
    expect(withFleet.vehicles).toEqual(again.vehicles)
    expect(withFleet.vehicles.slice(0, 8)).toEqual(fleetOnly.vehicles)
    expect(withFleet.vins).toEqual(fleetOnly.vins)
    expect(compactVehicles(DEFAULT_SEED, 5).slice(0, 2)).toEqual(compactVehicles(DEFAULT_SEED, 2))
    const defs = compactVehicles(DEFAULT_SEED, COMPACT_MAX)
    for (const d of defs) {
      expect(d.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(withCheckDigit(d.vin)).toBe(d.vin)
      expect(d.vin[9]).toBe(modelYearCode(d.year))
    }
    expect(new Set(defs.map((d) => d.vin)).size).toBe(COMPACT_MAX)
    expect(() => compactVehicles(DEFAULT_SEED, COMPACT_MAX + 1)).toThrow(RangeError)
    expect(() => compactVehicles(DEFAULT_SEED, 1.5)).toThrow(RangeError)
  })

  it('walk like any vehicle by returned pointers: all groups, one node per subgroup, 6–12 rows, about 500 sections', async () => {
    const [vehicle] = withFleet.vehicles.slice(5 + 3)
    const client = await Client.create(withFleet)
    const { qMainGroup } = await client.vehicle(vehicle!.vin, 'en')
    const main = await client.q(qMainGroup, { lang: 'en' })
    const tabs = main.lists_group as { tab: number; lists: Listed[] }[]
    expect(tabs.map((tab) => tab.tab)).toEqual([1, 2, 3])
    const groups = tabs.flatMap((tab) => tab.lists)
    // The same main groups as a full-size hatchback's: only the node lists are short.
    const tamaro = await Client.create(withFleet)
    const tamaroMain = await tamaro.q((await tamaro.vehicle(withFleet.vins[4]!, 'en')).qMainGroup, { lang: 'en' })
    expect(groups.length).toBe((tamaroMain.lists_group as { lists: Listed[] }[]).flatMap((tab) => tab.lists).length)

    const lists = await mapLimit(groups, 4, (group) => client.q(group.q, { lang: 'en' }))
    const subgroups = lists.flatMap((list) => (list.lists as Listed[] | undefined) ?? [])
    expect(subgroups.length).toBeGreaterThan(30)
    const nodeLists = await mapLimit(subgroups, 4, (sub) => client.q(sub.q, { lang: 'en' }))
    for (const list of nodeLists) expect((list.lists as Listed[]).length).toBe(1)
    const nodes = await mapLimit(nodeLists, 4, (list) => client.q((list.lists as Listed[])[0]!.q, { lang: 'en' }))
    const cards = nodes.map((answer) => answer.node as NodeCard)
    for (const card of cards) {
      expect(card.parts.length).toBeGreaterThanOrEqual(6)
      expect(card.parts.length).toBeLessThanOrEqual(12)
    }
    // Nodes with several drawings occur here too, and every row's part information answers.
    expect(cards.some((card) => card.images.length > 1)).toBe(true)
    const rows = cards.flatMap((card) => card.parts)
    const infos = await mapLimit(rows, 8, (row) => client.q(row.q_partinfo, { lang: 'en' }))
    expect(infos.every((info) => info.partinfo !== undefined)).toBe(true)
    const items = 1 + groups.length + subgroups.length + cards.length + rows.length
    console.log(
      `[compact] ${vehicle!.vin}: ${groups.length} groups, ${subgroups.length} subgroups, ${cards.length} nodes, ${rows.length} rows, ${items} sections`
    )
    expect(items).toBeGreaterThan(400)
    expect(items).toBeLessThan(700)
  }, 60_000)
})
