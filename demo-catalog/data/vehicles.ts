import type { BodyType } from './taxonomy'
import type { TermKey } from './vocabulary'

// Five fictional vehicles. Two pairs share a drivetrain platform (Vostra/Kestrel and
// Marlin/Borealis/Tamaro), so mechanical part numbers recur across catalogs the way they do
// in real group catalogs; standard parts recur everywhere.

export type NumberingSystem =
  | 'VK'
  | 'MB'
  | 'VOS'
  | 'KES'
  | 'MAR'
  | 'BOR'
  | 'TAM'
  // the fleet's own group (fleet.ts): four shared platforms and six makes
  | FleetPlatformKey
  | 'HAL'
  | 'COR'
  | 'VEL'
  | 'KAI'
  | 'BRW'
  | 'HAN'

export type FleetPlatformKey = 'PQ' | 'RW' | 'TN' | 'EV'

/**
 * How a fleet vehicle (fleet.ts) draws its nodes. The five hand-made vehicles have none and draw
 * every node from their VIN.
 */
export interface SharedParts {
  /** the platform's nodes (engine, brakes, axles…) are drawn from this key, so every vehicle on it lists the same numbers */
  platformKey: string
  /** the year the platform's date-split rows are counted from (the platform's launch, not the vehicle's) */
  platformYear: number
  /** make-numbered nodes (body, trim) are told apart by model and body, "Alto|hatch|" (interior nodes also by trim) */
  makeScope: string
  /** standard parts of the fleet's group: the same numbers in every fleet vehicle, none shared with the hand-made five */
  standardScope: string
  /** rows of a make-numbered node, inclusive (the hand-made vehicles: 14–40); higher trims list more */
  makeRows: [number, number]
  /** rows of a platform node, inclusive; default 14–40 as the hand-made vehicles (compact.ts lists fewer) */
  platformRows?: [number, number]
}

export interface EngineVariant {
  code: string
  title: string
}

/** One entry of the VIN answer's `catalogs` list: a catalog the service looked in, and how it went. */
export interface CatalogEntry {
  name: string
  status: number
}

export interface VehicleDef {
  vin: string
  make: string
  model: string
  /** model family as the service names it ("AURELIA(EUR), 2019-03-01") */
  modelName: string
  /** market code in `vehicle.name` */
  marketCode: string
  trim: string
  /** gearbox code in `vehicle.nameFull` */
  gearbox: string
  driveSide: 'LHD' | 'RHD'
  brandId: number
  body: BodyType
  bodyTerm: TermKey
  catalog: string
  platform: NumberingSystem
  makeNumbering: NumberingSystem
  year: number
  engines: EngineVariant[]
  engineCode: string
  transmission: TermKey
  drive: TermKey
  market: TermKey
  paint: string
  productionDate: string
  /** the vehicle whose main wiring harness is the ≥300-row node */
  bigHarness?: boolean
  /**
   * `catalogs` of the VIN answer when it is more than the one entry `{catalog, 200}`: the client
   * must take the first entry with status 200 (real answers list other catalogs they tried).
   */
  catalogs?: CatalogEntry[]
  /** also send `result.catalog` (only one vehicle does, so both ways to the catalog id stay tested) */
  catalogField?: boolean
  /** fleet vehicles only: platform-shared nodes and scoped numbers (see fleet.ts) */
  shared?: SharedParts
  /** a city car's short catalog (compact.ts): one node per subgroup, each with its first qualifier only */
  compact?: boolean
}

const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9
}
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** Fills position 9 with the ISO 3779 / FMVSS 115 check digit, so the VINs look real. */
export function withCheckDigit(pattern: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const c = pattern[i]!
    const v = /[0-9]/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0)
    sum += v * VIN_WEIGHTS[i]!
  }
  const r = sum % 11
  return pattern.slice(0, 8) + (r === 10 ? 'X' : String(r)) + pattern.slice(9)
}

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

export const VEHICLES: VehicleDef[] = [
  {
    vin: withCheckDigit('XVSAB53C_KR012847'),
    make: 'Vostra',
    model: 'Aurelia 2.0 TDX',
    modelName: 'Aurelia',
    marketCode: 'EUR',
    trim: 'Elegance',
    gearbox: '6MT',
    driveSide: 'LHD',
    brandId: 314,
    catalogField: true,
    body: 'sedan',
    bodyTerm: 'body_sedan',
    catalog: 'VOSTRA-EU-2019',
    platform: 'VK',
    makeNumbering: 'VOS',
    year: 2019,
    engines: [
      { code: 'DFGA', title: '2.0 TDX 110 kW' },
      { code: 'DFHB', title: '2.0 TDX 140 kW' },
      { code: 'CZPA', title: '1.8 TSX 132 kW' }
    ],
    engineCode: 'DFGA',
    transmission: 'tr_manual',
    drive: 'dr_fwd',
    market: 'mk_eu',
    paint: 'LA7W',
    productionDate: '2019-03-14'
  },
  {
    vin: withCheckDigit('TKEFW81J_LB204519'),
    make: 'Kestrel',
    model: 'Tourer 4Motion',
    modelName: 'Tourer',
    marketCode: 'EUR',
    trim: 'Highline',
    gearbox: '8AT',
    driveSide: 'LHD',
    brandId: 271,
    // an archived catalog that no longer answers, then the live one, then a group-wide one
    catalogs: [
      { name: 'KESTREL-EU-2020-ARCHIVE', status: 404 },
      { name: 'KESTREL-EU-2020', status: 200 },
      { name: 'VK-GROUP-EPC', status: 200 }
    ],
    body: 'estate',
    bodyTerm: 'body_estate',
    catalog: 'KESTREL-EU-2020',
    platform: 'VK',
    makeNumbering: 'KES',
    year: 2020,
    engines: [
      { code: 'DFHB', title: '2.0 TDX 140 kW' },
      { code: 'CZPA', title: '1.8 TSX 132 kW' }
    ],
    engineCode: 'DFHB',
    transmission: 'tr_auto',
    drive: 'dr_awd',
    market: 'mk_eu',
    paint: 'P5R8',
    productionDate: '2020-09-02'
  },
  {
    vin: withCheckDigit('VM9CV2AX_JM307766'),
    make: 'Marlin',
    model: 'Cargo 316 L2H2',
    modelName: 'Cargo',
    marketCode: 'EUR',
    trim: '316 CDX L2H2',
    gearbox: '6MT',
    driveSide: 'LHD',
    brandId: 455,
    body: 'van',
    bodyTerm: 'body_van',
    catalog: 'MARLIN-LCV-2018',
    platform: 'MB',
    makeNumbering: 'MAR',
    year: 2018,
    engines: [
      { code: 'OM651', title: '2.1 CDX 120 kW' },
      { code: 'OM642', title: '3.0 CDX 140 kW' }
    ],
    engineCode: 'OM651',
    transmission: 'tr_manual',
    drive: 'dr_rwd',
    market: 'mk_eu',
    paint: '9147',
    productionDate: '2018-06-21',
    bigHarness: true
  },
  {
    vin: withCheckDigit('5BRPD4E8_MT118430'),
    make: 'Borealis',
    model: 'Ridgeback XLT Crew Cab',
    modelName: 'Ridgeback',
    marketCode: 'USA',
    trim: 'XLT Crew Cab',
    gearbox: '8AT',
    driveSide: 'LHD',
    brandId: 502,
    body: 'pickup',
    bodyTerm: 'body_pickup',
    catalog: 'BOREALIS-NA-2021',
    platform: 'MB',
    makeNumbering: 'BOR',
    year: 2021,
    engines: [
      { code: 'P5AT', title: '3.0 V6 EcoDrive 184 kW' },
      { code: 'OM642', title: '3.0 CDX 140 kW' }
    ],
    engineCode: 'P5AT',
    transmission: 'tr_auto',
    drive: 'dr_awd',
    market: 'mk_na',
    paint: 'UM',
    productionDate: '2021-01-11'
  },
  {
    vin: withCheckDigit('JW8HB3K5_NS590021'),
    make: 'Tamaro',
    model: 'Sora 1.5 Hybrid',
    modelName: 'Sora',
    marketCode: 'EUR',
    trim: 'Sport',
    gearbox: 'eCVT',
    driveSide: 'RHD',
    brandId: 633,
    body: 'hatch',
    bodyTerm: 'body_hatch',
    catalog: 'TAMARO-EU-2022',
    platform: 'MB',
    makeNumbering: 'TAM',
    year: 2022,
    engines: [
      { code: 'M15A', title: '1.5 Hybrid 85 kW' },
      { code: 'M20B', title: '2.0 Hybrid 135 kW' }
    ],
    engineCode: 'M15A',
    transmission: 'tr_auto',
    drive: 'dr_fwd',
    market: 'mk_eu',
    paint: '1K6',
    productionDate: '2022-04-27'
  }
]
