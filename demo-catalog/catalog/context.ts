import type { Lang } from '../data/languages'
import { MACHINE_TRANSLATED } from '../data/languages'
import type { CatalogModel, NodeModel, PartRow, VehicleModel } from '../data/model'
import { hash32 } from '../data/random'
import { qualified, term } from '../data/vocabulary'
import type { PointerCodec } from '../pointers'
import type { JsonObject } from './json'
import { target, THUMB_H, THUMB_W } from './targets'

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

  ptr(text: string): string {
    return this.codec.encode(text)
  }

  vehicleName(v: VehicleModel = this.vehicle): string {
    return `${v.def.make} ${v.def.model}`
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

  /** Common tail of every catalog result (spec 2.4). */
  envelope(result: JsonObject): JsonObject {
    return {
      ...result,
      vin: this.vehicle.def.vin,
      type: 'online',
      resultCode: 200,
      flagTranslate: MACHINE_TRANSLATED.has(this.lang)
    }
  }

  crumbs(upTo: { group?: string; sub?: string; node?: string; part?: { node: NodeModel; row: number } }): JsonObject[] {
    const out: JsonObject[] = [{ q: this.ptr(target.main(this.v)), title: this.vehicleName() }]
    const v = this.vehicle
    if (upTo.group !== undefined) {
      const g = v.groups[Number(upTo.group)]!
      out.push({ q: this.ptr(target.group(this.v, g.id)), title: this.t(g.title) })
    }
    if (upTo.sub !== undefined) {
      const s = v.subgroups.get(upTo.sub)!
      out.push({ q: this.ptr(target.sub(this.v, s.id)), title: this.t(s.title) })
    }
    if (upTo.node !== undefined) {
      const n = v.nodes.get(upTo.node)!
      out.push({ q: this.ptr(target.node(this.v, n.id)), title: this.nodeTitle(n) })
    }
    if (upTo.part) {
      const p = upTo.part.node.parts[upTo.part.row]!
      out.push({
        q: this.ptr(target.part(this.v, upTo.part.node.id, upTo.part.row)),
        title: `${p.number} ${this.partName(p)}`
      })
    }
    return out
  }

  hash(text: string): number {
    return hash32(text, this.model.seed)
  }
}

export { THUMB_W, THUMB_H }
