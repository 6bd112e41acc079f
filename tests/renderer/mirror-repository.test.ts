import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SectionResponse } from '@shared/contract'
import { readResult } from '@shared/readers'
import {
  decodeSectionFullKey,
  imageFullKey,
  sectionFullKey,
  sha256Hex,
  vehicleKey,
  vinFullKey,
  type SectionKeyParts
} from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'

/** Unit tests of the repository on fake-indexeddb; the real IndexedDB is exercised in Chromium. */
let db: MirrorDatabase
let repo: Mirror
let clock = 1_000

beforeEach(async () => {
  db = new MirrorDatabase(`test-${Math.random()}`)
  clock = 1_000
  repo = new Mirror(db, () => ++clock)
})
afterEach(async () => {
  await db.delete()
})

const origin = 'https://catalog.example'
const parts = (q: string, extra: Partial<SectionKeyParts> = {}): SectionKeyParts => ({
  origin,
  catalog: 'C1',
  q,
  lang: 'en',
  ...extra
})
/**
 * Text that does not compress, as the service's pointers do not: sizes count stored (compressed)
 * bytes, so a test that needs a record of about `bytes` bytes needs filler gzip cannot shrink.
 */
function noise(bytes: number, seed = bytes): string {
  let state = seed * 2654435761 + 1
  return Array.from({ length: bytes }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return String.fromCharCode(33 + (state % 94))
  }).join('')
}
const section = (title: string, bytes = 0): SectionResponse => ({
  result: { lists: [{ q: 'next', title, note: noise(bytes) }] },
  fetchedAt: 42
})
const car = vehicleKey(origin, 'VIN1')
const van = vehicleKey(origin, 'VIN2')

async function remember(key: string, vin: string) {
  await repo.garage.rememberVehicle({ key, origin, vin, catalog: 'C1', name: `Vehicle ${vin}` })
}

describe('keys keep answers apart', () => {
  it('round-trips a section and misses on another language, origin, catalog or form', async () => {
    await repo.answers.writeSection(parts('q1'), section('Brakes'))
    expect(readResult((await repo.answers.readSection(parts('q1')))?.payload.result).lists?.[0].title).toBe('Brakes')
    expect(await repo.answers.readSection(parts('q1', { lang: 'de' }))).toBeNull()
    expect(await repo.answers.readSection(parts('q1', { origin: 'https://other.example' }))).toBeNull()
    expect(await repo.answers.readSection(parts('q1', { catalog: 'C2' }))).toBeNull()
    expect(await repo.answers.readSection(parts('q1', { form: { engine: 'V6' } }))).toBeNull()
  })

  it('form values are keyed canonically: the same values in another order hit', async () => {
    await repo.answers.writeSection(parts('q1', { form: { a: 1, b: 'x' } }), section('Filtered'))
    expect(await repo.answers.readSection(parts('q1', { form: { b: 'x', a: 1 } }))).not.toBeNull()
  })

  it('reads a section key back as it was written, and nothing else as a section', () => {
    for (const written of [parts('q1'), parts('q2', { catalog: undefined }), parts('q3', { form: { b: 'x', a: 1 } })]) {
      expect(decodeSectionFullKey(sectionFullKey(written))).toEqual(JSON.parse(JSON.stringify(written)))
    }
    for (const other of [
      vinFullKey(origin, 'VIN1', 'en'),
      imageFullKey(origin, 'qi'),
      car,
      '{not json',
      '["section"]'
    ]) {
      expect(decodeSectionFullKey(other)).toBeNull()
    }
  })

  it('a record whose full key differs (a hash collision) is a miss, never wrong data', async () => {
    const key = await sha256Hex(sectionFullKey(parts('q1')))
    await db.sections.put({
      key,
      fullKey: 'something else',
      kind: 'section',
      vehicleKeys: [],
      pinned: 0,
      payload: section('Wrong'),
      fetchedAt: 1,
      lastAccess: 1,
      size: 10
    })
    expect(await repo.answers.readSection(parts('q1'))).toBeNull()
  })
})

describe('the garage', () => {
  it('lists vehicles with section counts and bytes; deleting keeps what another vehicle shares', async () => {
    await remember(car, 'VIN1')
    await remember(van, 'VIN2')
    await repo.answers.writeSection(parts('only-car'), section('A'), car)
    await repo.answers.writeSection(parts('shared'), section('B'), car)
    await repo.answers.writeSection(parts('shared'), section('B'), van)
    await repo.answers.writeImage(
      'https://img.example',
      'pic',
      { contentType: 'image/png', bytes: new Uint8Array(100) },
      car
    )

    const listed = await repo.garage.listVehicles()
    expect(listed.map((v) => v.vin)).toEqual(['VIN2', 'VIN1'])
    expect(listed.find((v) => v.vin === 'VIN1')).toMatchObject({ sections: 2 })
    expect(listed.find((v) => v.vin === 'VIN1')!.bytes).toBeGreaterThan(100)

    const before = (await repo.storage.usage()).bytes
    await repo.garage.deleteVehicle(car)
    expect(await repo.answers.readSection(parts('only-car'))).toBeNull()
    expect(await repo.answers.readSection(parts('shared'))).not.toBeNull()
    expect(await repo.answers.readImage('https://img.example', 'pic')).toBeNull()
    expect((await repo.garage.listVehicles()).map((v) => v.vin)).toEqual(['VIN2'])
    expect((await repo.storage.usage()).bytes).toBeLessThan(before)
  })
})

describe('running totals per vehicle', () => {
  it('match a full recount after writes, overwrites, shared records, eviction and clearing', async () => {
    await remember(car, 'VIN1')
    await remember(van, 'VIN2')
    await repo.garage.listVehicles() // totals become known (zero) and are maintained from here on
    await repo.answers.writeSection(parts('a'), section('A', 400), car)
    await repo.answers.writeSection(parts('a'), section('A', 900), car) // overwrite grows it
    await repo.answers.writeSection(parts('shared'), section('S', 300), car)
    await repo.answers.writeSection(parts('shared'), section('S', 300), van)
    await repo.answers.writeImage(
      'https://img.example',
      'pic',
      { contentType: 'image/png', bytes: new Uint8Array(700) },
      van
    )
    await repo.garage.setSaved(van, true)
    await repo.answers.writeSection(parts('old'), section('Old', 2000), car)
    await repo.answers.readSection(parts('a'))
    await repo.storage.setBudget(3000) // evicts car's least-recently-used unsaved data
    expect(await repo.answers.readSection(parts('old'))).toBeNull()

    const totals = async () =>
      Object.fromEntries((await repo.garage.listVehicles()).map((v) => [v.vin, [v.sections, v.bytes]]))
    const maintained = await totals()
    const recounted = {
      VIN1: Object.values(await repo.garage.recountVehicle(car)),
      VIN2: Object.values(await repo.garage.recountVehicle(van))
    }
    expect(maintained).toEqual(recounted)
    expect(maintained.VIN2[0]).toBe(1)

    await repo.garage.setSaved(van, false)
    await repo.storage.clearUnsaved()
    expect(await totals()).toEqual({ VIN1: [0, 0], VIN2: [0, 0] })
  })

  it('rows from before the totals existed are counted once on listing', async () => {
    await remember(car, 'VIN1')
    await repo.answers.writeSection(parts('a'), section('A', 100), car)
    await db.vehicles.update(car, { stats: undefined })
    const [listed] = await repo.garage.listVehicles()
    expect(listed.sections).toBe(1)
    expect((await repo.garage.vehicle(car))?.stats?.sections).toBe(1)
  })
})

describe('the budget', () => {
  it('evicts least-recently-used data of unsaved vehicles, never a saved vehicle', async () => {
    await remember(car, 'VIN1')
    await remember(van, 'VIN2')
    await repo.garage.setSaved(van, true)
    await repo.answers.writeSection(parts('saved-1'), section('S1', 3000), van)
    await repo.answers.writeSection(parts('old'), section('Old', 3000), car)
    await repo.answers.writeSection(parts('newer'), section('Newer', 3000), car)
    await repo.answers.readSection(parts('old')) // now "old" was used more recently than "newer"
    // Room for less than all three (sizes are what gzip leaves of them): one has to go.
    const each = (await repo.storage.usage()).bytes / 3
    await repo.storage.setBudget(each * 2.7)
    expect(await repo.answers.readSection(parts('saved-1'))).not.toBeNull()
    expect(await repo.answers.readSection(parts('old'))).not.toBeNull()
    expect(await repo.answers.readSection(parts('newer'))).toBeNull()
    const usage = await repo.storage.usage()
    expect(usage.bytes).toBeLessThanOrEqual(each * 2.7)
    expect(usage.pinnedBytes).toBeGreaterThan(each * 0.9)
  })

  it('keeps usage exact across overwrites and deletions', async () => {
    await repo.answers.writeSection(parts('a'), section('A', 1000))
    const once = (await repo.storage.usage()).bytes
    await repo.answers.writeSection(parts('a'), section('A', 1000))
    expect((await repo.storage.usage()).bytes).toBe(once)
  })

  it('a record larger than the whole budget is not stored and evicts nothing', async () => {
    await repo.answers.writeSection(parts('small'), section('Small', 100))
    await repo.storage.setBudget(2000)
    expect(await repo.answers.writeSection(parts('huge'), section('Huge', 5000))).toBe(false)
    expect(await repo.answers.readSection(parts('small'))).not.toBeNull()
  })

  it('a quota error evicts, retries, and never damages what was stored', async () => {
    await repo.answers.writeSection(parts('keep'), section('Keep', 500))
    await repo.answers.writeSection(parts('evictable'), section('Evictable', 2000))
    await repo.answers.readSection(parts('keep'))
    let failures = 1
    // Simulate a full disk for the next write only.
    db.sections.hook('creating', () => {
      if (failures-- > 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(await repo.answers.writeSection(parts('new'), section('New', 500))).toBe(true)
    expect(readResult((await repo.answers.readSection(parts('new')))?.payload.result).lists?.[0].title).toBe('New')
    expect(readResult((await repo.answers.readSection(parts('keep')))?.payload.result).lists?.[0].title).toBe('Keep')
    expect(await repo.answers.readSection(parts('evictable'))).toBeNull()
  })

  it('when the disk stays full the write is dropped and the mirror is intact', async () => {
    await repo.answers.writeSection(parts('keep'), section('Keep', 500))
    const usage = (await repo.storage.usage()).bytes
    db.sections.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(await repo.answers.writeSection(parts('new'), section('New', 500))).toBe(false)
    expect(await repo.answers.readSection(parts('new'))).toBeNull()
    expect((await repo.storage.usage()).bytes).toBeLessThanOrEqual(usage)
  })
})
