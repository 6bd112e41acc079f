import type { TabKey, GroupKind, BodyType } from './taxonomy'
import type { VehicleDef, NumberingSystem } from './vehicles'
import type { TermKey } from './vocabulary'

// The generated, language-independent catalog. Sections are rendered from it per language.

export interface PartRow {
  hotspotId: string
  number: string
  system: NumberingSystem | 'STD'
  nameKey: TermKey
  qualKey?: TermKey
  size?: string
  qty: number
  note: string
  side?: 'L' | 'R'
  /** production-date window "MM.YYYY" for date-split variants */
  from?: string
  to?: string
  weightKg: number
  material: TermKey
}

export interface NodeModel {
  id: string // "g.s.n"
  code: string
  assembly: TermKey
  qualifier?: TermKey
  optional: boolean
  engines?: string[]
  parts: PartRow[]
  hotspotCount: number
  /** size of the drawing the hotspots belong to */
  schemeWidth: number
  schemeHeight: number
  /** drawings (sheets) of the node, 1–3; see generator.ts for which nodes have several */
  drawings: number
  /** the drawing the hotspots are given for (`node.image_index`) */
  imageIndex: number
  extras: {
    form: boolean
    html?: 'note' | 'hostile'
    modal: boolean
    images: boolean
    tables: boolean
    info?: 'info' | 'warning'
  }
}

export interface SubgroupModel {
  id: string // "g.s"
  code: string
  title: TermKey
  nodes: NodeModel[]
}

export interface GroupModel {
  id: string // "g"
  key: string
  code: string
  title: TermKey
  tab: TabKey
  kind: GroupKind
  form: boolean
  subgroups: SubgroupModel[]
}

export interface VehicleModel {
  index: number
  def: VehicleDef
  body: BodyType
  groups: GroupModel[]
  nodes: Map<string, NodeModel>
  subgroups: Map<string, SubgroupModel>
}

export interface CompatibilityUse {
  vehicle: number
  nodeId: string
  qty: number
}

export interface CatalogModel {
  seed: number
  vehicles: VehicleModel[]
  /** part number → every (vehicle, node) that lists it */
  uses: Map<string, CompatibilityUse[]>
}
