import { generatedVehicles, modelYearCode } from './fleet'
import { hash32 } from './random'
import { withCheckDigit, type NumberingSystem, type VehicleDef } from './vehicles'

// Compact vehicles (`startDemoCatalog({ compact: N })`, `npm run demo-catalog -- --compact N`):
// N electric city cars (quadricycles) of the fleet's group, after the five hand-made vehicles and
// the fleet. A city car's catalog is short, as on real EPCs: the same tabs, main groups and
// subgroups as any car, but one node per subgroup and 6–12 rows per node, so saving one whole is
// 744 items (sections and pictures) instead of about 5,000. For tests and benches where saving,
// pushing or copying a whole vehicle is the behaviour under test, not its size. Vehicle i is a
// pure function of the seed and i, like the fleet's.

export const COMPACT_MAX = 20

interface CityCar {
  make: string
  numbering: NumberingSystem
  brandId: number
  /** world manufacturer identifier (VIN positions 1–3), EU market */
  wmi: string
  modelName: string
  /** two VIN characters (positions 4–5) naming the model line */
  line: string
  trims: [string, string]
  years: [number, number]
}

const CITY_CARS: CityCar[] = [
  {
    make: 'Vellano',
    numbering: 'VEL',
    brandId: 736,
    wmi: 'ZVL',
    modelName: 'Pico',
    line: 'PC',
    trims: ['Pop', 'Lusso'],
    years: [2021, 2025]
  },
  {
    make: 'Hanseong',
    numbering: 'HAN',
    brandId: 767,
    wmi: 'KRH',
    modelName: 'Dot',
    line: 'DT',
    trims: ['Smart', 'Prestige'],
    years: [2022, 2025]
  },
  {
    make: 'Corvane',
    numbering: 'COR',
    brandId: 724,
    wmi: 'VK8',
    modelName: 'Cita',
    line: 'CT',
    trims: ['Life', 'Evolution'],
    years: [2020, 2024]
  }
]

/** Light quadricycle motors (EU L6e/L7e): the city cars' only engines. */
const MOTORS = [
  { code: 'EM06', title: 'Electric 6 kW' },
  { code: 'EM14', title: 'Electric 14 kW' }
]

/** Rows of every node of a compact vehicle, inclusive. */
const COMPACT_ROWS: [number, number] = [6, 12]

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

/** Compact vehicle `i` (0-based): a pure function of the seed and i. */
export function compactVehicle(seed: number, i: number): VehicleDef {
  const h = (tag: string): number => hash32(`compact|${i}|${tag}`, seed)
  const car = CITY_CARS[i % CITY_CARS.length]!
  const year = car.years[0] + (h('year') % (car.years[1] - car.years[0] + 1))
  const trim = car.trims[h('trim') % 2]!
  const engine = MOTORS[h('engine') % MOTORS.length]!
  const month = 1 + (h('month') % 12)
  const day = 1 + (h('day') % 28)
  // Serials from 900000 up: never one of the fleet's (200000 + i × 1237 + < 1000, i < 500).
  const serial = String(900_000 + i * 1237 + (h('serial') % 1000))
  const vin = withCheckDigit(
    `${car.wmi}${car.line}H${VIN_CHARS[hash32(engine.code) % VIN_CHARS.length]}${VIN_CHARS[h('vds') % VIN_CHARS.length]}_${modelYearCode(year)}E${serial}`
  )
  return {
    vin,
    make: car.make,
    model: `${car.modelName} ${engine.title.replace(/ \d+ kW$/, '')}`,
    modelName: car.modelName,
    marketCode: 'EUR',
    trim,
    gearbox: '1AT',
    driveSide: 'LHD',
    brandId: car.brandId,
    body: 'hatch',
    bodyTerm: 'body_hatch',
    catalog: `${car.make.toUpperCase()}-${car.modelName.toUpperCase()}-EU-${year}`,
    platform: 'EV',
    makeNumbering: car.numbering,
    year,
    engines: [engine],
    engineCode: engine.code,
    transmission: 'tr_auto',
    drive: 'dr_fwd',
    market: 'mk_eu',
    paint: `${VIN_CHARS[h('paint') % VIN_CHARS.length]}${VIN_CHARS[(h('paint') >>> 6) % VIN_CHARS.length]}E`,
    productionDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    compact: true,
    shared: {
      // Its own rows (not the full-size EV platform's): a city car's nodes list fewer parts.
      platformKey: 'EV-city',
      platformYear: 2020,
      makeScope: `${car.modelName}|hatch|`,
      standardScope: 'fleet|',
      makeRows: COMPACT_ROWS,
      platformRows: COMPACT_ROWS
    }
  }
}

/** The first `count` compact vehicles. Throws on a count that is not an integer in 0..COMPACT_MAX. */
export function compactVehicles(seed: number, count: number): VehicleDef[] {
  return generatedVehicles('compact', COMPACT_MAX, count, (i) => compactVehicle(seed, i))
}
