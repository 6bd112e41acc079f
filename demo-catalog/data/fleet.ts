import { hash32 } from './random'
import type { BodyType } from './taxonomy'
import {
  VEHICLES,
  withCheckDigit,
  type EngineVariant,
  type FleetPlatformKey,
  type NumberingSystem,
  type VehicleDef
} from './vehicles'
import type { TermKey } from './vocabulary'

// The demo fleet (`startDemoCatalog({ fleet: N })`, `npm run demo-catalog -- --fleet N`): N more
// vehicles after the five hand-made ones, from a second fictional group of six makes built on four
// shared platforms. Vehicle i is a pure function of the seed and i, so a fleet of 30 is the first
// 30 of a fleet of 60, and every start gives the same VINs, makes, trims and sizes.
//
// Platforms are shared as in real group catalogs: a platform's nodes (engine, fuel, cooling,
// brakes, axles, steering, gearbox: the taxonomy's `platform` groups) carry the same rows, so the
// same part numbers, in every vehicle on it, whatever the make. Body, interior and electrical
// nodes are numbered by the make and differ per model and body (interior also per trim). The
// fleet's standard parts (bolts, nuts, clips) are one series shared by the whole fleet. No number
// of the fleet is one of the hand-made five's, so adding a fleet leaves their answers unchanged
// (part information's compatibility list included).

export const FLEET_MAX = 500

interface FleetPlatform {
  key: FleetPlatformKey
  /** launch year: the platform's date-split rows count from it */
  year: number
  engines: EngineVariant[]
  drives: TermKey[]
  gearboxes: string[]
}

const PLATFORMS: Record<FleetPlatformKey, FleetPlatform> = {
  PQ: {
    key: 'PQ',
    year: 2016,
    engines: [
      { code: 'DKRA', title: '1.0 Turbo 81 kW' },
      { code: 'DPCB', title: '1.5 Turbo 110 kW' },
      { code: 'DTTC', title: '2.0 TDX 110 kW' }
    ],
    drives: ['dr_fwd', 'dr_fwd', 'dr_fwd', 'dr_awd'],
    gearboxes: ['6MT', '7DCT']
  },
  RW: {
    key: 'RW',
    year: 2017,
    engines: [
      { code: 'B48X', title: '2.0 Turbo 185 kW' },
      { code: 'B57X', title: '3.0 Diesel 210 kW' }
    ],
    drives: ['dr_rwd', 'dr_awd'],
    gearboxes: ['8AT']
  },
  TN: {
    key: 'TN',
    year: 2015,
    engines: [
      { code: '2GDX', title: '2.4 D-4 110 kW' },
      { code: '1GRX', title: '4.0 V6 175 kW' }
    ],
    drives: ['dr_rwd', 'dr_awd', 'dr_awd'],
    gearboxes: ['6MT', '6AT']
  },
  EV: {
    key: 'EV',
    year: 2020,
    engines: [
      { code: 'EM57', title: 'Electric 150 kW' },
      { code: 'EM80', title: 'Electric 225 kW' }
    ],
    drives: ['dr_rwd', 'dr_awd'],
    gearboxes: ['1AT']
  }
}

type Market = 'EUR' | 'GBR' | 'USA'

interface FleetMake {
  make: string
  numbering: NumberingSystem
  brandId: number
  /** world manufacturer identifier (VIN positions 1–3) per market the make sells in */
  wmi: Partial<Record<Market, string>>
  /** assembly plant letters (VIN position 11) */
  plants: string
  /** trims from base to top; the top trims list more rows per body node */
  trims: [string, string, string]
}

const MAKES: Record<string, FleetMake> = {
  Halvard: {
    make: 'Halvard',
    numbering: 'HAL',
    brandId: 711,
    wmi: { EUR: 'YH4', GBR: 'YH4' },
    plants: 'AGT',
    trims: ['Core', 'Plus', 'Nordic']
  },
  Corvane: {
    make: 'Corvane',
    numbering: 'COR',
    brandId: 724,
    wmi: { EUR: 'VK8', GBR: 'VK8' },
    plants: 'BDM',
    trims: ['Life', 'Evolution', 'Iconic']
  },
  Vellano: {
    make: 'Vellano',
    numbering: 'VEL',
    brandId: 736,
    wmi: { EUR: 'ZVL' },
    plants: 'CM',
    trims: ['Pop', 'Lusso', 'Corsa']
  },
  Kaimura: {
    make: 'Kaimura',
    numbering: 'KAI',
    brandId: 748,
    wmi: { EUR: 'JK7', GBR: 'JK7', USA: '5KM' },
    plants: 'KNU',
    trims: ['S', 'SV', 'Kiwami']
  },
  Brightwater: {
    make: 'Brightwater',
    numbering: 'BRW',
    brandId: 752,
    wmi: { USA: '1BW' },
    plants: 'FLR',
    trims: ['LS', 'LT', 'Summit']
  },
  Hanseong: {
    make: 'Hanseong',
    numbering: 'HAN',
    brandId: 767,
    wmi: { EUR: 'KRH', USA: '5HG' },
    plants: 'HUS',
    trims: ['Smart', 'Prestige', 'Royal']
  }
}

interface FleetModel {
  make: keyof typeof MAKES
  platform: FleetPlatformKey
  modelName: string
  /** two VIN characters (positions 4–5) naming the model line */
  line: string
  bodies: BodyType[]
  /** model years on sale, inclusive */
  years: [number, number]
}

/** The models of each platform, in a fixed order (fleet vehicles pick among them by hash). */
const MODELS: Record<FleetPlatformKey, FleetModel[]> = {
  PQ: [
    { make: 'Halvard', platform: 'PQ', modelName: 'V30', line: 'V3', bodies: ['hatch', 'estate'], years: [2017, 2023] },
    { make: 'Corvane', platform: 'PQ', modelName: 'Alto', line: 'AL', bodies: ['hatch', 'sedan'], years: [2016, 2022] },
    { make: 'Vellano', platform: 'PQ', modelName: 'Brio', line: 'BR', bodies: ['hatch'], years: [2018, 2024] }
  ],
  RW: [
    { make: 'Halvard', platform: 'RW', modelName: 'S70', line: 'S7', bodies: ['sedan', 'estate'], years: [2018, 2024] },
    { make: 'Brightwater', platform: 'RW', modelName: 'Regent', line: 'RG', bodies: ['sedan'], years: [2017, 2023] }
  ],
  TN: [
    { make: 'Kaimura', platform: 'TN', modelName: 'Hauler', line: 'HL', bodies: ['pickup'], years: [2016, 2023] },
    { make: 'Brightwater', platform: 'TN', modelName: 'Longhorn', line: 'LH', bodies: ['pickup'], years: [2015, 2022] },
    { make: 'Hanseong', platform: 'TN', modelName: 'Porta', line: 'PT', bodies: ['van'], years: [2017, 2024] }
  ],
  EV: [
    { make: 'Hanseong', platform: 'EV', modelName: 'Ion 5', line: 'E5', bodies: ['hatch'], years: [2021, 2025] },
    { make: 'Kaimura', platform: 'EV', modelName: 'Aeru', line: 'AE', bodies: ['sedan'], years: [2020, 2025] },
    { make: 'Corvane', platform: 'EV', modelName: 'Zeta', line: 'ZT', bodies: ['hatch'], years: [2021, 2025] }
  ]
}

/**
 * Platform of fleet vehicle i: two in five are on PQ, so a fleet of 25 or more has at least 10
 * vehicles sharing PQ's part numbers (a fleet of 30: 12 on PQ, 6 on each of the others).
 */
const PLATFORM_CYCLE: FleetPlatformKey[] = ['PQ', 'RW', 'PQ', 'TN', 'EV']

const BODY_TERMS: Record<BodyType, TermKey> = {
  sedan: 'body_sedan',
  estate: 'body_estate',
  van: 'body_van',
  pickup: 'body_pickup',
  hatch: 'body_hatch'
}
const BODY_VIN: Record<BodyType, string> = { sedan: 'S', estate: 'W', van: 'V', pickup: 'P', hatch: 'H' }

/** VIN position 10: the model year (ISO 3779 / FMVSS 115, 2010 = A; I, O, Q, U, Z and 0 are skipped). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 2010) % 30) + 30) % 30]!
}

/** rows of a make-numbered node by trim level: base trims list fewer, top trims more */
const MAKE_ROWS: [number, number][] = [
  [12, 34],
  [14, 40],
  [16, 46]
]

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const PAINT_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

function pick<T>(items: ArrayLike<T>, h: number): T {
  return items[h % items.length]!
}

/** Fleet vehicle `i` (0-based): a pure function of the seed and i. */
export function fleetVehicle(seed: number, i: number): VehicleDef {
  const h = (tag: string): number => hash32(`fleet|${i}|${tag}`, seed)
  const platform = PLATFORMS[PLATFORM_CYCLE[i % PLATFORM_CYCLE.length]!]
  const m = pick(MODELS[platform.key], h('model'))
  const make = MAKES[m.make]!
  const body = pick(m.bodies, h('body'))
  const year = m.years[0] + (h('year') % (m.years[1] - m.years[0] + 1))
  const markets = (Object.keys(make.wmi) as Market[]).filter((k) => make.wmi[k])
  const market = pick(markets, h('market'))
  const trimLevel = h('trim') % 3
  const trim = make.trims[trimLevel]!
  // the engines this model year offers: the platform's k-th engine from its k-th year on
  const engines = platform.engines.filter((_, k) => k === 0 || year >= platform.year + k)
  const engine = pick(engines, h('engine'))
  const gearbox = pick(platform.gearboxes, h('gearbox'))
  const drive = pick(platform.drives, h('drive'))
  const month = 1 + (h('month') % 12)
  const day = 1 + (h('day') % 28)
  const marketCode = market === 'USA' ? 'USA' : market === 'GBR' ? 'GBR' : 'EUR'
  const plant = pick(make.plants, h('plant'))
  // Serials step by 1237 from 200000 with an offset below the step: unique for every i < FLEET_MAX.
  const serial = String(200_000 + i * 1237 + (h('serial') % 1000))
  const restraint = pick(VIN_CHARS, h('vds'))
  const vin = withCheckDigit(
    `${make.wmi[market]!}${m.line}${BODY_VIN[body]}${pick(VIN_CHARS, hash32(engine.code))}${restraint}_${modelYearCode(year)}${plant}${serial}`
  )
  const paint = Array.from(
    { length: 3 + (h('paint') % 2) },
    (_, k) => PAINT_CHARS[(h('paint') >>> (k * 6)) % PAINT_CHARS.length]
  ).join('')
  const shortEngine = engine.title.replace(/ \d+ kW$/, '')
  return {
    vin,
    make: make.make,
    model: `${m.modelName} ${shortEngine}`,
    modelName: m.modelName,
    marketCode,
    trim,
    gearbox,
    driveSide: market === 'GBR' ? 'RHD' : 'LHD',
    brandId: make.brandId,
    body,
    bodyTerm: BODY_TERMS[body],
    catalog: `${make.make.toUpperCase()}-${m.modelName.toUpperCase().replace(/\s+/g, '')}-${market === 'USA' ? 'NA' : 'EU'}-${year}`,
    platform: platform.key,
    makeNumbering: make.numbering,
    year,
    engines,
    engineCode: engine.code,
    transmission: /MT$/.test(gearbox) ? 'tr_manual' : 'tr_auto',
    drive,
    market: market === 'USA' ? 'mk_na' : 'mk_eu',
    paint,
    productionDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    // top-trim vans carry the big wiring harness, as the hand-made van does
    ...(body === 'van' && trimLevel === 2 ? { bigHarness: true } : {}),
    shared: {
      platformKey: platform.key,
      platformYear: platform.year,
      makeScope: `${m.modelName}|${body}|`,
      standardScope: 'fleet|',
      makeRows: MAKE_ROWS[trimLevel]!
    }
  }
}

/**
 * The first `count` generated vehicles of one kind (`fleet`, `compact`), made by `make(i)`. Throws
 * on a count that is not an integer in 0..max, and on a VIN the hand-made ones already use.
 */
export function generatedVehicles(
  kind: string,
  max: number,
  count: number,
  make: (index: number) => VehicleDef
): VehicleDef[] {
  if (!Number.isInteger(count) || count < 0 || count > max)
    throw new RangeError(`${kind} wants a whole number of vehicles from 0 to ${max}, got ${count}`)
  const defs = Array.from({ length: count }, (_, i) => make(i))
  const seen = new Set(VEHICLES.map((v) => v.vin))
  for (const d of defs) {
    if (seen.has(d.vin)) throw new Error(`${kind} VIN ${d.vin} is not unique`) // cannot happen: serials differ
    seen.add(d.vin)
  }
  return defs
}

/** The first `count` fleet vehicles. Throws on a count that is not an integer in 0..FLEET_MAX. */
export function fleetVehicles(seed: number, count: number): VehicleDef[] {
  return generatedVehicles('fleet', FLEET_MAX, count, (i) => fleetVehicle(seed, i))
}
