import { formatPartNumber } from './part-numbers'
import { hash32, rngFor, type Rng } from './random'
import { FASTENERS, SIZES, STANDARD_PARTS, TAXONOMY, type BodyType, type NodeTemplate } from './taxonomy'
import { compactVehicles } from './compact'
import { fleetVehicles } from './fleet'
import { VEHICLES, type VehicleDef } from './vehicles'
import type { TermKey } from './vocabulary'
import type { CatalogModel, GroupModel, NodeModel, PartRow, SubgroupModel, VehicleModel } from './model'

// Builds the whole language-independent catalog from the seed. Pure and fast (no images, no
// pointers): those are produced lazily when a section or picture is first requested.

export const DEFAULT_SEED = 20240611
export const BIG_NODE_ROWS = 320
/** Every MULTI_DRAWING_EVERY-th node of a vehicle (counting from its first node) has several drawings. */
export const MULTI_DRAWING_EVERY = 12

/**
 * Drawings of the node at `ordinal` (0-based position in the vehicle's catalog order). Real nodes
 * can have several sheets, and the answer's hotspots belong to the one `image_index` names. The
 * first node of every vehicle is one of them (the first thing a user opens), alternating between
 * three drawings with image_index 1 and two with image_index 0, so a client that assumes the
 * hotspots sit on drawing 0 is caught. The ≥300-row node stays one big drawing.
 */
export function drawingsOf(
  ordinal: number,
  vehicleIndex: number,
  big: boolean
): { drawings: number; imageIndex: number } {
  if (big || ordinal % MULTI_DRAWING_EVERY !== 0) return { drawings: 1, imageIndex: 0 }
  const three = (ordinal / MULTI_DRAWING_EVERY + vehicleIndex) % 2 === 0
  return three ? { drawings: 3, imageIndex: 1 } : { drawings: 2, imageIndex: 0 }
}

const EXTRA_SIZES: Record<string, readonly string[]> = {
  p_connector: Array.from({ length: 30 }, (_, i) => `${2 + i * 2}-pin`),
  p_terminal: ['0.35 mm²', '0.5–1.0 mm²', '1.5–2.5 mm²', '4–6 mm²'],
  p_cable: ['250 mm', '400 mm', '650 mm', '1200 mm'],
  p_fuse: ['5 A', '10 A', '15 A', '20 A', '30 A', '40 A'],
  p_relay: ['4-pin', '5-pin'],
  p_cable_tie: ['2.5x100', '3.6x200', '4.8x300'],
  p_grommet: ['Ø 12 mm', 'Ø 20 mm', 'Ø 32 mm'],
  p_bulb: ['H7', 'H11', 'W5W', 'P21W', 'W21/5W', 'C5W'],
  p_hose: ['Ø 8 mm', 'Ø 16 mm', 'Ø 32 mm'],
  p_o_ring: ['12x2', '18x2.5', '24x3', '40x3']
}
const sizesOf = (key: TermKey): readonly string[] | undefined => SIZES[key] ?? EXTRA_SIZES[key]

const MATERIAL_BY_PART: Record<string, TermKey> = {
  p_gasket: 'mat_rubber',
  p_seal: 'mat_rubber',
  p_o_ring: 'mat_rubber',
  p_mount: 'mat_rubber',
  p_boot: 'mat_rubber',
  p_weatherstrip: 'mat_rubber',
  p_hose: 'mat_rubber',
  p_clip: 'mat_plastic',
  p_cover: 'mat_plastic',
  p_cap: 'mat_plastic',
  p_trim: 'mat_plastic',
  p_grille: 'mat_plastic',
  p_lens: 'mat_plastic',
  p_connector: 'mat_plastic',
  p_housing: 'mat_alu'
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}

function monthYear(year: number, month: number): string {
  return `${pad(month)}.${year}`
}

function applies(t: { only?: BodyType[]; except?: BodyType[] }, body: BodyType): boolean {
  if (t.only && !t.only.includes(body)) return false
  if (t.except && t.except.includes(body)) return false
  return true
}

interface NodeContext {
  seed: number
  system: VehicleDef['platform']
  groupKey: string
  template: NodeTemplate
  qualifier?: TermKey
  rows: number
  rng: Rng
  /** prefix of non-standard identities ('' for the hand-made vehicles) */
  scope: string
  /** prefix of standard-part identities ('' for the hand-made vehicles) */
  standardScope: string
  /** the year date-split rows are counted from */
  year: number
}

function sideOf(qualifier: TermKey | undefined): 'L' | 'R' | undefined {
  if (!qualifier) return undefined
  if (/left|_fl|_rl/.test(qualifier)) return 'L'
  if (/right|_fr|_rr/.test(qualifier)) return 'R'
  return undefined
}

function buildRows(ctx: NodeContext): { rows: PartRow[]; hotspots: number } {
  const { seed, template, qualifier, rng } = ctx
  const rows: PartRow[] = []
  let hotspot = 0
  const side = sideOf(qualifier)
  const sideKey = side ?? '-'
  const big = ctx.rows >= BIG_NODE_ROWS

  const push = (
    nameKey: TermKey,
    opts: { size?: string; variantKey: string; main?: boolean; shareHotspot?: boolean; from?: string; to?: string }
  ): void => {
    if (!opts.shareHotspot || hotspot === 0) hotspot++
    const standard = STANDARD_PARTS.has(nameKey)
    const system = standard ? 'STD' : ctx.system
    // Sided parts differ left/right; standard parts are identical everywhere by design.
    const identity = standard
      ? `${ctx.standardScope}${nameKey}|${opts.size ?? ''}`
      : `${ctx.scope}${template.assembly}|${nameKey}|${opts.size ?? ''}|${opts.main ? sideKey : '-'}|${opts.variantKey}`
    const number = formatPartNumber(system, identity, seed)
    const h = hash32(identity, seed)
    const noteParts: string[] = []
    if (opts.from || opts.to) noteParts.push(`${opts.from ?? ''}–${opts.to ?? ''}`)
    if (!standard && h % 7 === 0) noteParts.push(`PR-${['1ZA', '1LJ', '0A2', '8GU', '4UF'][h % 5]}`)
    if (h % 11 === 0) noteParts.push('*')
    rows.push({
      hotspotId: String(hotspot),
      number,
      system,
      nameKey,
      qualKey: opts.main ? qualifier : undefined,
      size: opts.size,
      qty: standard ? 1 + (h % 6) : opts.main && !side && /disc|drum|wiper_blade|pads|shoes/.test(nameKey) ? 2 : 1,
      note: noteParts.join('; '),
      side: opts.main ? side : undefined,
      from: opts.from,
      to: opts.to,
      weightKg: standard ? Math.round((h % 120) + 2) / 1000 : Math.round((h % 9000) + 150) / 1000,
      material: MATERIAL_BY_PART[nameKey] ?? (standard ? 'mat_steel' : h % 3 === 0 ? 'mat_alu' : 'mat_steel')
    })
  }

  // Main items first, some split by production date (two rows, one callout).
  template.pool.forEach((nameKey, i) => {
    if (rows.length >= ctx.rows) return
    const sizes = sizesOf(nameKey)
    const size = sizes ? sizes[(i + rng.int(0, 9)) % sizes.length] : undefined
    const main = i === 0 || nameKey.startsWith('a_')
    if (!big && rng.chance(0.25)) {
      const splitYear = ctx.year + rng.int(0, 2)
      const m = rng.int(1, 12)
      push(nameKey, { size, variantKey: 'v1', main, to: monthYear(splitYear, m) })
      push(nameKey, { size, variantKey: 'v2', main, from: monthYear(splitYear, m), shareHotspot: true })
    } else {
      push(nameKey, { size, variantKey: 'v0', main })
    }
  })

  // Fill with fasteners (or, for wiring, more connectors/terminals), several sharing a callout.
  const filler = big || ctx.groupKey === 'electrical' ? template.pool.filter((k) => sizesOf(k)) : FASTENERS
  const fill = filler.length > 0 ? filler : FASTENERS
  let k = 0
  while (rows.length < ctx.rows) {
    const nameKey = fill[k % fill.length]!
    const sizes = sizesOf(nameKey) ?? ['']
    const size = sizes[Math.floor(k / fill.length + rng.int(0, 3)) % sizes.length] || undefined
    push(nameKey, { size, variantKey: big ? `r${k}` : 'v0', shareHotspot: rng.chance(big ? 0.5 : 0.2) })
    k++
  }
  return { rows, hotspots: hotspot }
}

/** Rows of fleet platform nodes by their key: built once per platform, the same rows in every vehicle on it. */
type PlatformRows = Map<string, { rows: PartRow[]; hotspots: number }>

function buildVehicle(seed: number, index: number, def: VehicleDef, platformRows: PlatformRows): VehicleModel {
  const groups: GroupModel[] = []
  const nodes = new Map<string, NodeModel>()
  const subgroups = new Map<string, SubgroupModel>()
  let g = 0
  let ordinal = 0
  const shared = def.shared
  for (const gt of TAXONOMY) {
    if (!applies(gt, def.body)) continue
    // A fleet vehicle's platform nodes come from the platform (the same rows in every vehicle on
    // it); its make nodes from its VIN, numbered per model, body and trim.
    const onPlatform = gt.numbering === 'platform'
    const gid = String(g)
    const gcode = pad((g + 1) * 10, 3)
    const group: GroupModel = {
      id: gid,
      key: gt.key,
      code: gcode,
      title: gt.title,
      tab: gt.tab,
      kind: gt.kind,
      form: Boolean(gt.form),
      subgroups: []
    }
    let s = 0
    for (const st of gt.subgroups) {
      const sid = `${gid}.${s}`
      const sub: SubgroupModel = { id: sid, code: `${gcode}-${pad(s + 1)}`, title: st.title, nodes: [] }
      let n = 0
      for (const nt of st.nodes) {
        if (!applies(nt, def.body)) continue
        // A compact vehicle's catalog lists one node per subgroup (compact.ts).
        if (def.compact && n > 0) break
        for (const qualifier of def.compact ? nt.qualifiers.slice(0, 1) : nt.qualifiers) {
          const nid = `${sid}.${n}`
          const big = Boolean(def.bigHarness) && nt.assembly === 'a_harness_main'
          const platformKey =
            shared && onPlatform ? `${shared.platformKey}|${gt.key}|${nt.assembly}|${qualifier ?? '-'}` : undefined
          let built = platformKey === undefined ? undefined : platformRows.get(platformKey)
          if (!built) {
            const rng = rngFor(seed, platformKey ?? `${def.vin}|${nid}`)
            const [minRows, maxRows] = !shared
              ? [14, 40]
              : onPlatform
                ? (shared.platformRows ?? [14, 40])
                : shared.makeRows
            const rowCount = big ? BIG_NODE_ROWS + rng.int(0, 24) : rng.int(minRows, maxRows)
            built = buildRows({
              seed,
              system: onPlatform ? def.platform : def.makeNumbering,
              groupKey: gt.key,
              template: nt,
              qualifier,
              rows: rowCount,
              rng,
              scope: shared && !onPlatform ? `${shared.makeScope}${gt.key === 'interior' ? `${def.trim}|` : ''}` : '',
              standardScope: shared?.standardScope ?? '',
              year: shared && onPlatform ? shared.platformYear : def.year
            })
            if (platformKey !== undefined) platformRows.set(platformKey, built)
          }
          const { rows, hotspots } = built
          const h = hash32(nid, seed + index)
          const engines =
            gt.key === 'engine' && def.engines.length > 1 && h % 3 === 0
              ? def.engines.filter((_, i) => i === 0 || i === h % def.engines.length).map((e) => e.code)
              : undefined
          const node: NodeModel = {
            id: nid,
            code: `${sub.code}-${pad(n + 1)}`,
            assembly: nt.assembly,
            qualifier,
            optional: Boolean(nt.optional),
            engines,
            parts: rows,
            hotspotCount: hotspots,
            schemeWidth: big ? 1600 : 800 + (h % 5) * 64,
            schemeHeight: big ? 1200 : 560 + ((h >>> 4) % 4) * 48,
            ...drawingsOf(ordinal++, index, big),
            extras: {
              form: rows.length >= 30,
              html: gt.key === 'accessories' && s === 0 && n === 0 ? 'hostile' : h % 9 === 0 ? 'note' : undefined,
              modal: h % 7 === 1,
              images: h % 5 === 2,
              tables: h % 4 === 3,
              info: rows.some((r) => r.from) ? 'warning' : h % 3 === 1 ? 'info' : undefined
            }
          }
          sub.nodes.push(node)
          nodes.set(nid, node)
          n++
        }
      }
      if (sub.nodes.length > 0) {
        group.subgroups.push(sub)
        subgroups.set(sid, sub)
        s++
      }
    }
    groups.push(group)
    g++
  }
  return { index, def, body: def.body, groups, nodes, subgroups }
}

/**
 * The five hand-made vehicles, then `fleet` more from fleet.ts (indices 5, 6, …), then `compact`
 * city cars from compact.ts.
 */
export function generateCatalog(seed: number = DEFAULT_SEED, fleet = 0, compact = 0): CatalogModel {
  const defs = [...VEHICLES, ...fleetVehicles(seed, fleet), ...compactVehicles(seed, compact)]
  const platformRows: PlatformRows = new Map()
  const vehicles = defs.map((def, i) => buildVehicle(seed, i, def, platformRows))
  const uses: CatalogModel['uses'] = new Map()
  for (const v of vehicles) {
    for (const node of v.nodes.values()) {
      for (const p of node.parts) {
        let list = uses.get(p.number)
        if (!list) uses.set(p.number, (list = []))
        // A node's rows are walked together, so a (vehicle, node) already listed is the last entry.
        const last = list[list.length - 1]
        if (last?.vehicle !== v.index || last.nodeId !== node.id)
          list.push({ vehicle: v.index, nodeId: node.id, qty: p.qty })
      }
    }
  }
  return { seed, vehicles, uses }
}
