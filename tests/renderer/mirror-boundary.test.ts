import 'fake-indexeddb/auto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SectionResponse } from '@shared/contract'
import { vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'

/**
 * db/ as a boundary (issue 21): one Mirror, made once, whose four repositories share one batch
 * writer; nothing outside data/db touches a table.
 */
const ORIGIN = 'https://catalog.example'
let db: MirrorDatabase
let mirror: Mirror
let clock = 0
beforeEach(() => {
  db = new MirrorDatabase(`boundary-${Math.random()}`)
  mirror = new Mirror(db, () => ++clock)
})
afterEach(() => db.delete())

const section = (title: string): SectionResponse => ({ result: { lists: [{ q: 'n', title }] }, fetchedAt: 1 })
const parts = (q: string) => ({ origin: ORIGIN, catalog: 'C1', q, lang: 'en' as const })
const vehicle = (vin: string, name: string, extra: { brand?: string; origin?: string } = {}) => {
  const origin = extra.origin ?? ORIGIN
  return {
    key: vehicleKey(origin, vin),
    origin,
    vin,
    catalog: 'C1',
    name,
    ...(extra.brand ? { brand: extra.brand } : {})
  }
}

describe('the mirror, one way in', () => {
  it('writes through one batch writer: a stored answer moves the budget, the totals and the queue alike', async () => {
    const car = vehicleKey(ORIGIN, 'VIN1')
    await mirror.answers.rememberVehicle(vehicle('VIN1', 'Vostra'))
    await mirror.garage.listVehicles() // totals known from here on
    expect(await mirror.answers.writeSection(parts('q1'), section('Brakes'), car)).toBe(true)
    const [listed] = await mirror.garage.listVehicles()
    expect(listed.sections).toBe(1)
    expect((await mirror.storage.usage()).bytes).toBe(listed.bytes)
    await mirror.queue.enqueue(car, [{ itemKey: 'k', kind: 'section', pointer: { q: 'q2', catalog: 'C1' } }])
    expect(await mirror.queue.counts(car)).toEqual({ pending: 1, done: 0, failed: 0 })
    expect(await mirror.queue.interrupted()).toEqual([car])
  })

  it('refuses an answer larger than the budget set through the storage budget', async () => {
    await mirror.storage.setBudget(10)
    expect(await mirror.answers.writeSection(parts('big'), section('x'.repeat(5_000)))).toBe(false)
    expect(await mirror.answers.readSection(parts('big'))).toBeNull()
  })

  it('counts bytes kept elsewhere (countAlso) in usage', async () => {
    const before = (await mirror.storage.usage()).bytes
    mirror.storage.countAlso(async () => 1234)
    expect((await mirror.storage.usage()).bytes).toBe(before + 1234)
  })
})

describe('the garage', () => {
  it('knows a brand by VIN, whatever service the vehicle was looked up at', async () => {
    await mirror.garage.rememberVehicle(vehicle('VIN1', 'Vostra', { origin: 'http://127.0.0.1:1', brand: 'Skoda' }))
    await mirror.garage.rememberVehicle(vehicle('VIN2', 'No brand'))
    expect(await mirror.garage.brandOf('VIN1')).toBe('Skoda')
    expect(await mirror.garage.brandOf('VIN2')).toBeUndefined()
    expect(await mirror.garage.brandOf('NOPE')).toBeUndefined()
  })

  it('keeps the recent list: latest visit first, each VIN once, off the list when hidden, back on a visit', async () => {
    await mirror.garage.rememberVehicle(vehicle('A', 'Alpha', { origin: 'http://127.0.0.1:9' }))
    await mirror.garage.rememberVehicle(vehicle('B', 'Beta'))
    await mirror.garage.rememberVehicle(vehicle('A', 'Alpha'))
    expect((await mirror.garage.recent()).map((v) => v.vin)).toEqual(['A', 'B'])
    await mirror.garage.hideFromRecent('A')
    expect((await mirror.garage.recent()).map((v) => v.vin)).toEqual(['B'])
    await mirror.garage.rememberVehicle(vehicle('A', 'Alpha')) // a lookup that is not a visit
    expect((await mirror.garage.recent()).map((v) => v.vin)).toEqual(['B'])
    await mirror.garage.rememberVehicle(vehicle('A', 'Alpha'), { visit: true })
    expect((await mirror.garage.recent()).map((v) => v.vin)).toEqual(['A', 'B'])
  })
})

describe('the boundary', () => {
  it('no renderer code outside data/db names a table of the app database', () => {
    const root = join(__dirname, '../../renderer/src')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.(ts|vue)$/.test(name)) files.push(path)
      }
    }
    walk(root)
    const table =
      /\b(db|database)\??\.(sections|images|vehicles|saveQueue|meta|trails|pictures|aliases|baskets|basketLines)\b/
    const outside = files
      .filter((path) => !relative(root, path).startsWith(join('data', 'db')))
      .filter((path) => !relative(root, path).startsWith(join('data', 'search'))) // the search database is its own
      .filter((path) => table.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path))
    expect(outside).toEqual([])
  })
})
