import type { Lang } from '../data/languages'
import { MACHINE_TRANSLATED } from '../data/languages'
import type { CatalogModel, GroupModel, NodeModel, PartRow, VehicleModel } from '../data/model'
import { hash32 } from '../data/random'
import { qualified, term } from '../data/vocabulary'
import type { PointerCodec } from '../pointers'
import type { JsonObject } from './json'
import { vehicleParams } from './params'
import { crumbTarget, target, THUMB_H, THUMB_W, type SectionTarget } from './targets'

const METHODS: Record<SectionTarget['kind'], string> = {
  M: 'catalog.mainGroups',
  G: 'catalog.group',
  S: 'catalog.subgroup',
  N: 'catalog.node',
  P: 'catalog.partInfo'
}

/** Everything a section builder needs: the model, the language and pointer minting. */
export class RenderContext {
  constructor(
    readonly model: CatalogModel,
    readonly codec: PointerCodec,
    readonly vehicle: VehicleModel,
    readonly lang: Lang
  ) {}

  get v(): number {
    return this.vehicle.index
  }

  t(key: string): string {
    return term(key, this.lang)
  }

  /** A term in another language than the answer's (e.g. English slugs). */
  tIn(key: string, lang: Lang): string {
    return term(key, lang)
  }

  ptr(text: string): string {
    return this.codec.encode(text)
  }

  vehicleName(v: VehicleModel = this.vehicle): string {
    return `${v.def.make} ${v.def.model}`
  }

  /** Main-group titles are upper case, as the real service sends them; Turkish İ and German SS included. */
  groupTitle(g: GroupModel): string {
    return this.t(g.title).toLocaleUpperCase(this.lang)
  }

  nodeTitle(node: NodeModel): string {
    return qualified(node.assembly, node.qualifier, this.lang)
  }

  partName(p: PartRow): string {
    const base = qualified(p.nameKey, p.qualKey, this.lang)
    return p.size ? `${base} ${p.size}` : base
  }

  thumb(id: string): string {
    return this.ptr(target.thumb(this.v, id))
  }

  photo(key: string, width = 640, height = 480, titleKey = 't_images'): JsonObject {
    return { qImage: this.ptr(target.photo(this.v, width, height, key)), title: this.t(titleKey), width, height }
  }

  /** Common tail of every catalog result (spec 2.4), with the internal `params` real answers carry. */
  envelope(result: JsonObject, t: SectionTarget): JsonObject {
    return {
      ...result,
      params: this.params(t),
      vin: this.vehicle.def.vin,
      type: 'online',
      resultCode: 200,
      flagTranslate: MACHINE_TRANSLATED.has(this.lang)
    }
  }

  /** `result.params` for an answer about this section (also used by its info errors). */
  params(t: SectionTarget): JsonObject {
    const v = this.vehicle
    const codes: string[] = []
    if (t.kind !== 'M') {
      const ids = t.id.split('.')
      const g = v.groups[Number(ids[0])]
      if (g) codes.push(g.code)
      const s = ids.length > 1 ? v.subgroups.get(ids.slice(0, 2).join('.')) : undefined
      if (s) codes.push(s.code)
      const n = ids.length > 2 ? v.nodes.get(t.id) : undefined
      if (n) codes.push(n.code)
      if (n && t.kind === 'P' && n.parts[t.row]) codes.push(n.parts[t.row]!.number)
    }
    return vehicleParams(this.model, v, METHODS[t.kind], codes, this.lang)
  }

  /**
   * Breadcrumbs from the vehicle (its VIN as the title, like the real service) down to `upTo`.
   * Each `q` is the page's crumb pointer, never the one its list or tile used (targets.ts).
   */
  crumbs(upTo: { group?: string; sub?: string; node?: string; part?: { node: NodeModel; row: number } }): JsonObject[] {
    const out: JsonObject[] = [{ q: this.crumbPtr(target.main(this.v)), title: this.vehicle.def.vin }]
    const v = this.vehicle
    if (upTo.group !== undefined) {
      const g = v.groups[Number(upTo.group)]!
      out.push({ q: this.crumbPtr(target.group(this.v, g.id)), title: this.groupTitle(g) })
    }
    if (upTo.sub !== undefined) {
      const s = v.subgroups.get(upTo.sub)!
      out.push({ q: this.crumbPtr(target.sub(this.v, s.id)), title: this.t(s.title) })
    }
    if (upTo.node !== undefined) {
      const n = v.nodes.get(upTo.node)!
      out.push({ q: this.crumbPtr(target.node(this.v, n.id)), title: this.nodeTitle(n) })
    }
    if (upTo.part) {
      const p = upTo.part.node.parts[upTo.part.row]!
      out.push({
        q: this.crumbPtr(target.part(this.v, upTo.part.node.id, upTo.part.row)),
        title: `${p.number} ${this.partName(p)}`
      })
    }
    return out
  }

  private crumbPtr(section: string): string {
    return this.ptr(crumbTarget(section))
  }

  hash(text: string): number {
    return hash32(text, this.model.seed)
  }
}

export { THUMB_W, THUMB_H }
