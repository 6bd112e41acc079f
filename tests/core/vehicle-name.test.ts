/**
 * Vehicles named for people (issue 22, item 4): brand, model, trim, engine and year from the VIN
 * answer, over the real-shape corpus, the first version's stored shape, answers of the demo
 * catalog over real HTTP (the five hand-made vehicles and a fleet, in every language), and answers
 * with fields missing or retyped. The catalog's own name stays the title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG_LANGUAGES } from '../../electron/shared/languages'
import { nameVehicle, readVehicle } from '../../electron/shared/readers'
import { legacyVin, vinWithCatalogsOnly, vinWithSeveralCatalogs } from '../support/real-shape-corpus'
import { makeClient, START, type Harness } from '../support/core-harness'
import { ManualClock, startDemoCatalog } from '../../demo-catalog/index'
import { MemoryVault } from '../../electron/main/core/memory-adapters'

const golf = vinWithCatalogsOnly.vehicle

describe('nameVehicle over the real shapes', () => {
  it('names the real shape by brand, model, trim, engine and model year', () => {
    expect(nameVehicle(golf)).toBe('Volkswagen Golf Comfortline 1.2 TSI (2015)')
    expect(nameVehicle(vinWithSeveralCatalogs.vehicle)).toBe('Volkswagen Golf Comfortline 1.2 TSI (2015)')
  })

  it('keeps the catalog’s name as the title and gives the people’s name beside it', () => {
    const reading = readVehicle(golf)
    expect(reading?.title).toBe('GOLF(EUR), 2014-09-01')
    expect(reading?.name).toBe('Volkswagen Golf Comfortline 1.2 TSI (2015)')
  })

  it('names the first version’s stored shape (brand, model, a year attribute)', () => {
    expect(nameVehicle(legacyVin.vehicle)).toBe('Vostra Aurelia (2019)')
  })

  it('takes the year from the production date in `name` when no attribute gives one', () => {
    const { attributesMain: _dropped, ...rest } = golf
    expect(nameVehicle(rest)).toBe('Volkswagen Golf Comfortline 1.2 TSI (2014)')
  })

  it('leaves the power and the engine code out of the engine, whatever the order', () => {
    const engine = (nameFull: string, attributes: unknown[] = []) =>
      nameVehicle({ brandName: 'B', modelName: 'M', nameFull, attributesMain: attributes })
    expect(
      engine('2.1 CDX 120 kW OM651, Base, 6MT, LHD', [{ id: 'engine', label: 'E', value: 'OM651 · 2.1 CDX' }])
    ).toBe('B M Base 2.1 CDX')
    expect(engine('CJZA 1.2 TSI 77 kW, Trend, 5-speed manual, left-hand drive')).toBe('B M Trend 1.2 TSI')
    expect(engine('Electric 150 kW, Pro, 1AT, RHD')).toBe('B M Pro Electric')
    expect(engine('EV150 150 kW, Pro', [{ id: 'engine', label: 'E', value: 'EV150' }])).toBe('B M Pro')
    // No engine segment: nothing is guessed from it.
    expect(engine('Comfortline, 6-speed manual')).toBe('B M')
    // The segment after the engine is the gearbox: no trim.
    expect(engine('1.6 TDI 85 kW, 7-speed DSG, LHD')).toBe('B M 1.6 TDI')
  })

  it('prefers a richer model that names the same model, but not one in capitals', () => {
    expect(nameVehicle({ brandName: 'Marlin', modelName: 'Cargo', nameShort: 'Marlin Cargo 316 L2H2' })).toBe(
      'Marlin Cargo 316 L2H2'
    )
    expect(nameVehicle({ brandName: 'Volkswagen', modelName: 'Golf', nameShort: 'GOLF VII' })).toBe('Volkswagen Golf')
    // A "richer" text about another model is not taken.
    expect(nameVehicle({ brandName: 'X', modelName: 'Golf', nameShort: 'Polo Trendline' })).toBe('X Golf')
    expect(nameVehicle({ brandName: 'X', nameShort: 'X Polo' })).toBe('X Polo')
  })

  it('is undefined without brand and model, and readVehicle then keeps the catalog’s name', () => {
    expect(nameVehicle({ name: 'CARGO(EUR), 2018-06-01', nameFull: '2.1 CDX 120 kW' })).toBeUndefined()
    expect(nameVehicle(null)).toBeUndefined()
    expect(nameVehicle('a string')).toBeUndefined()
    expect(readVehicle({ name: 'CARGO(EUR), 2018-06-01' })?.name).toBe('CARGO(EUR), 2018-06-01')
    expect(readVehicle({ vin: 'V' })?.name).toBe('V')
  })

  it('survives retyped and odd fields', () => {
    expect(
      nameVehicle({
        brandName: 17,
        modelName: null,
        nameShort: ['x'],
        nameFull: 42,
        attributesMain: [null, 'junk', { id: 'year', value: 2015 }, { id: 'year', value: 'not a year' }],
        name: { date: '2014-09-01' }
      })
    ).toBe('17 (2015)')
    expect(nameVehicle({ brandName: 'B', attributesMain: { not: 'a list' }, nameFull: ',,,' })).toBe('B')
    // Bidi controls never reach a name.
    expect(nameVehicle({ brandName: 'Mar\u202Elin', modelName: 'Cargo' })).toBe('Marlin Cargo')
  })
})

describe('nameVehicle over the demo catalog’s answers', () => {
  let h: Harness

  beforeAll(async () => {
    const clock = new ManualClock(START)
    const demo = await startDemoCatalog({ clock, fleet: 30 })
    h = { demo, clock, vault: new MemoryVault(), close: () => demo.close() }
  })
  afterAll(async () => {
    await h?.close()
  })

  it('names the van as the issue does, and every hand-made vehicle by its make, model and year', async () => {
    const { client } = makeClient(h)
    const names: string[] = []
    for (const vin of h.demo.vins.slice(0, 5))
      names.push(readVehicle((await client.vin(vin, 'en')).result.vehicle)!.name)
    expect(names).toEqual([
      'Vostra Aurelia 2.0 TDX Elegance (2019)',
      'Kestrel Tourer 4Motion Highline 2.0 TDX (2020)',
      'Marlin Cargo 316 L2H2 2.1 CDX (2018)',
      'Borealis Ridgeback XLT Crew Cab 3.0 V6 EcoDrive (2021)',
      'Tamaro Sora 1.5 Hybrid Sport (2022)'
    ])
  })

  it('gives every fleet vehicle, in every language, a name with its brand and year and no catalog code', async () => {
    const { client } = makeClient(h)
    expect(h.demo.vehicles.length).toBe(35)
    for (const { vin } of h.demo.vehicles) {
      const english = readVehicle((await client.vin(vin, 'en')).result.vehicle)!
      expect(english.name).toContain(english.brand!)
      expect(english.name).toMatch(/ \((?:19|20)\d{2}\)$/)
      expect(english.name).not.toContain('(EUR)')
      expect(english.name).not.toMatch(/\bkW\b/)
      for (const lang of CATALOG_LANGUAGES) {
        const reading = readVehicle((await client.vin(vin, lang)).result.vehicle)!
        // The parts of a name are codes and proper names: the same in every language.
        expect(reading.name, `${vin} ${lang}`).toBe(english.name)
      }
    }
  })
})
