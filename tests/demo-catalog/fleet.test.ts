import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { fleetVehicles, modelYearCode } from '../../demo-catalog/data/fleet'
import { DEFAULT_SEED, generateCatalog } from '../../demo-catalog/data/generator'
import { Client, mapLimit, type Result } from './helpers'

// The demo fleet (issue 23, item 1): `startDemoCatalog({ fleet: N })` adds N generated vehicles
// after the five hand-made ones. Same N, same vehicles; valid, unique VINs; shared platforms so
// part numbers recur across vehicles; and the five hand-made vehicles answer exactly as before.

interface Tab {
  lists: { q: string; title: string }[]
}
interface Part {
  number: string
  q_partinfo: string
}
interface NodeCard {
  parts: Part[]
}
interface Table {
  data: Record<string, unknown>[]
}

const FLEET = 30

let plain: DemoCatalog
let fleetA: DemoCatalog
let fleetB: DemoCatalog

beforeAll(async () => {
  ;[plain, fleetA, fleetB] = await Promise.all([
    startDemoCatalog(),
    startDemoCatalog({ fleet: FLEET }),
    startDemoCatalog({ fleet: FLEET })
  ])
}, 30_000)
afterAll(() => Promise.all([plain?.close(), fleetA?.close(), fleetB?.close()]))

const sha = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex')

/**
 * VIN answer, main groups, first group, first subgroup, first node, and part information of that
 * node's first and last rows (`everyRow`: of all its rows, compatibility lists included), in order.
 */
async function firstPages(demo: DemoCatalog, vin: string, everyRow = false): Promise<Result[]> {
  const client = await Client.create(demo)
  const { result, qMainGroup } = await client.vehicle(vin, 'en')
  const main = await client.q(qMainGroup, { lang: 'en' })
  const groups = (main.lists_group as Tab[]).flatMap((t) => t.lists)
  const group = await client.q(groups[0]!.q, { lang: 'en' })
  const sub = await client.q((group.lists as { q: string }[])[0]!.q, { lang: 'en' })
  const node = await client.q((sub.lists as { q: string }[])[0]!.q, { lang: 'en' })
  const parts = (node.node as NodeCard).parts
  const infos = await Promise.all(
    (everyRow ? parts : [parts[0]!, parts[parts.length - 1]!]).map((p) => client.q(p.q_partinfo, { lang: 'en' }))
  )
  return [result, main, group, sub, node, ...infos]
}

/** ISO 3779 / FMVSS 115 check digit, written out again here rather than taken from the generator. */
function checkDigit(vin: string): string {
  const values = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9'
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!
    const v = /\d/.test(c) ? Number(c) : Number(values[values.indexOf(c) + 1])
    sum += v * weights[i]!
  }
  return sum % 11 === 10 ? 'X' : String(sum % 11)
}

describe('demo fleet', () => {
  it('is the same on every start: VINs, vehicles and a fleet vehicle’s main groups', async () => {
    expect(fleetA.vehicles).toHaveLength(5 + FLEET)
    expect(fleetA.vehicles).toEqual(fleetB.vehicles)
    // the start page's suggestions stay the five hand-made vehicles
    expect(fleetA.vins).toEqual(plain.vins)
    expect(fleetA.vehicles.slice(0, 5)).toEqual(plain.vehicles)
    for (const v of [fleetA.vehicles[5]!, fleetA.vehicles[5 + FLEET - 1]!]) {
      const [a, b] = await Promise.all([firstPages(fleetA, v.vin), firstPages(fleetB, v.vin)])
      expect(a.map(sha)).toEqual(b.map(sha))
      expect((a[0]!.vehicle as { brandName: string }).brandName).toBe(v.brand)
    }
    // a fleet of 60 begins with the fleet of 30, vehicle for vehicle
    expect(fleetVehicles(DEFAULT_SEED, 60).slice(0, FLEET)).toEqual(fleetVehicles(DEFAULT_SEED, FLEET))
  })

  it('has valid, unique VINs with one WMI per make and market and the model year at position 10', () => {
    const defs = fleetVehicles(DEFAULT_SEED, 60)
    const vins = defs.map((d) => d.vin)
    for (const d of defs) {
      expect(d.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(d.vin[8], d.vin).toBe(checkDigit(d.vin))
      expect(d.vin[9], d.vin).toBe(modelYearCode(d.year))
      expect(d.productionDate.slice(0, 4)).toBe(String(d.year))
      expect(d.catalog.endsWith(`-${d.year}`)).toBe(true)
    }
    expect(new Set([...vins, ...plain.vins]).size).toBe(vins.length + plain.vins.length)
    const makeOfWmi = new Map<string, string>()
    for (const d of defs) {
      const wmi = d.vin.slice(0, 3)
      expect(makeOfWmi.get(wmi) ?? d.make, wmi).toBe(d.make)
      makeOfWmi.set(wmi, d.make)
    }
    expect(new Set(defs.map((d) => d.make)).size).toBeGreaterThanOrEqual(5)
    // the hand-made VINs' year codes agree with their model years too
    for (const v of generateCatalog(DEFAULT_SEED).vehicles) expect(v.def.vin[9]).toBe(modelYearCode(v.def.year))
  })

  it('has vehicles of the demo’s size, not all alike, generated in well under a few seconds', () => {
    for (const n of [FLEET, 60]) {
      // CPU time, not wall time: these 2-core machines run other suites alongside
      const [cpu, started] = [process.cpuUsage(), performance.now()]
      const model = generateCatalog(DEFAULT_SEED, n)
      const used = process.cpuUsage(cpu)
      const ms = (used.user + used.system) / 1000
      console.log(`fleet of ${n}: ${Math.round(ms)} ms CPU, ${Math.round(performance.now() - started)} ms wall`)
      expect(ms).toBeLessThan(3000)
      const rows = model.vehicles.map((v) => [...v.nodes.values()].reduce((sum, node) => sum + node.parts.length, 0))
      const [hand, fleet] = [rows.slice(0, 5), rows.slice(5)]
      expect(Math.min(...fleet)).toBeGreaterThanOrEqual(0.8 * Math.min(...hand))
      expect(Math.max(...fleet)).toBeLessThanOrEqual(1.25 * Math.max(...hand))
      expect(new Set(fleet).size).toBeGreaterThan(n / 2)
    }
  })

  it('shares platform part numbers: one is in ≥ 10 vehicles of a 30-fleet, walked over HTTP', async () => {
    const fleet = fleetA.vehicles.slice(5)
    // the first node of the engine group (a platform group) of every fleet vehicle
    const pages = await mapLimit(fleet, 6, (v) => firstPages(fleetA, v.vin))
    const vehiclesOf = new Map<string, Set<string>>()
    pages.forEach((p, i) => {
      for (const part of (p[4]!.node as NodeCard).parts) {
        if (part.number.startsWith('N ')) continue // standard parts are everywhere by design
        let set = vehiclesOf.get(part.number)
        if (!set) vehiclesOf.set(part.number, (set = new Set()))
        set.add(fleet[i]!.vin)
      }
    })
    const [shared, users] = [...vehiclesOf].sort((a, b) => b[1].size - a[1].size)[0]!
    expect(users.size).toBeGreaterThanOrEqual(10)
    // several makes build on that platform, so the number recurs across make catalogs
    const makes = new Set(fleet.filter((v) => users.has(v.vin)).map((v) => v.brand))
    expect(makes.size).toBeGreaterThanOrEqual(2)
    // and part information's compatibility list names those vehicles' catalogs
    const client = await Client.create(fleetA)
    const i = fleet.findIndex((v) => users.has(v.vin))
    await client.vehicle(fleet[i]!.vin, 'en')
    const part = (pages[i]![4]!.node as NodeCard).parts.find((p) => p.number === shared)!
    const info = await client.q(part.q_partinfo, { lang: 'en' })
    const compat = (info.compatibility as Table[])[0]!.data
    const catalogs = new Set(compat.map((row) => (row.catalog as { value: string }).value))
    expect(compat.length).toBeGreaterThanOrEqual(10)
    expect(catalogs.size).toBeGreaterThanOrEqual(2)
  })

  it('keeps body and trim numbers to the model: a body node differs between models on one platform', () => {
    const model = generateCatalog(DEFAULT_SEED, FLEET)
    const fleet = model.vehicles.slice(5)
    const numbersOf = (v: (typeof fleet)[number], groupKey: string): Set<string> => {
      const group = v.groups.find((g) => g.key === groupKey)!
      const node = group.subgroups[0]!.nodes[0]!
      return new Set(node.parts.map((p) => p.number).filter((n) => !n.startsWith('N ')))
    }
    const pq = fleet.filter((v) => v.def.platform === 'PQ')
    expect(pq.length).toBeGreaterThanOrEqual(10)
    const [a, b] = [pq[0]!, pq.find((v) => v.def.modelName !== pq[0]!.def.modelName)!]
    expect(numbersOf(a, 'engine')).toEqual(numbersOf(b, 'engine'))
    const bodyA = numbersOf(a, 'body')
    expect([...numbersOf(b, 'body')].filter((n) => bodyA.has(n))).toEqual([])
    // no fleet number is one of the hand-made five's
    const hand = new Set(
      model.vehicles.slice(0, 5).flatMap((v) => [...v.nodes.values()].flatMap((n) => n.parts.map((p) => p.number)))
    )
    const overlap = fleet
      .flatMap((v) => [...v.nodes.values()].flatMap((n) => n.parts.map((p) => p.number)))
      .filter((n) => hand.has(n))
    expect(overlap).toEqual([])
  })

  it('answers every group, subgroup and node of one fleet vehicle per platform', async () => {
    const model = generateCatalog(DEFAULT_SEED, FLEET)
    const platforms = new Map(model.vehicles.slice(5).map((v) => [v.def.platform, v] as const))
    expect(platforms.size).toBe(4)
    for (const v of platforms.values()) {
      const client = await Client.create(fleetA)
      const { qMainGroup } = await client.vehicle(v.def.vin, 'de')
      const main = await client.q(qMainGroup, { lang: 'de' })
      const groups = (main.lists_group as Tab[]).flatMap((t) => t.lists)
      expect(groups).toHaveLength(v.groups.length)
      let rows = 0
      for (const g of groups) {
        const gr = await client.q(g.q, { lang: 'de' })
        expect(gr.info?.type, v.def.vin).not.toBe('error')
        for (const sub of (gr.lists as { q: string }[] | undefined) ?? []) {
          const sr = await client.q(sub.q, { lang: 'de' })
          const cards = await mapLimit(sr.lists as { q: string }[], 8, (n) => client.q(n.q, { lang: 'de' }))
          for (const card of cards) rows += (card.node as NodeCard).parts.length
        }
      }
      const listed = [...v.nodes.values()].filter(
        (n) => v.groups.find((g) => g.id === n.id.split('.')[0])!.kind === 'lists'
      )
      expect(rows, v.def.vin).toBe(listed.reduce((sum, n) => sum + n.parts.length, 0))
    }
  }, 60_000)

  it('leaves the five hand-made vehicles’ answers unchanged', async () => {
    for (const vin of plain.vins) {
      const [without, withFleet] = await Promise.all([firstPages(plain, vin, true), firstPages(fleetA, vin, true)])
      expect(withFleet.map(sha), vin).toEqual(without.map(sha))
    }
  })

  it('npm run demo-catalog -- --fleet 30 --json lists the fleet’s VINs in fleetVins', async () => {
    const child = spawn('npx', ['tsx', 'demo-catalog/cli.ts', '--json', '--fleet', String(FLEET)], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve)
        child.once('exit', () => reject(new Error('cli exited before printing')))
      })
      const info = JSON.parse(line) as { vins: string[]; fleetVins: string[] }
      expect(info.vins).toEqual(plain.vins)
      expect(info.fleetVins).toEqual(fleetA.vehicles.slice(5).map((v) => v.vin))
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
    await exited
  }, 30_000)
})
