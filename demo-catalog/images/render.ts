import { createHash } from 'node:crypto'
import type { CatalogModel, NodeModel, VehicleModel } from '../data/model'
import { hash32 } from '../data/random'
import { parseImage, THUMB_H, THUMB_W } from '../catalog/targets'
import { renderPicture, renderScheme, schemeLayout, type SchemeLayout } from './scheme'

// Image targets → PNG bytes, rendered on first request and cached (rendering is the only
// expensive thing the demo does). ETags are derived from the target, so a 304 needs no render.

const layoutCache = new WeakMap<NodeModel, SchemeLayout>()

export function nodeLayout(model: CatalogModel, vehicle: VehicleModel, node: NodeModel): SchemeLayout {
  let layout = layoutCache.get(node)
  if (!layout) {
    layout = schemeLayout(
      hash32(`${vehicle.def.vin}|scheme|${node.id}`, model.seed),
      node.schemeWidth,
      node.schemeHeight,
      node.hotspotCount
    )
    layoutCache.set(node, layout)
  }
  return layout
}

export interface RenderedImage {
  png: Buffer
  etag: string
}

export class ImageStore {
  private readonly cache = new Map<string, RenderedImage>()

  constructor(private readonly model: CatalogModel) {}

  etagFor(targetText: string): string {
    return `"${createHash('sha1').update(`${this.model.seed}|${targetText}`).digest('base64url').slice(0, 20)}"`
  }

  /** undefined when the target names nothing in the catalog. */
  exists(targetText: string): boolean {
    return this.resolve(targetText) !== undefined
  }

  get(targetText: string): RenderedImage | undefined {
    const hit = this.cache.get(targetText)
    if (hit) return hit
    const draw = this.resolve(targetText)
    if (!draw) return undefined
    const image = { png: draw(), etag: this.etagFor(targetText) }
    if (this.cache.size > 4000) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(targetText, image)
    return image
  }

  private resolve(targetText: string): (() => Buffer) | undefined {
    const t = parseImage(targetText)
    if (!t) return undefined
    const vehicle = this.model.vehicles[t.v]
    if (!vehicle) return undefined
    const seed = hash32(targetText, this.model.seed)
    switch (t.kind) {
      case 'IS': {
        const node = vehicle.nodes.get(t.id)
        if (!node) return undefined
        return () => renderScheme(nodeLayout(this.model, vehicle, node))
      }
      case 'IT':
        return () => renderPicture(seed, THUMB_W, THUMB_H)
      case 'IP':
        if (!(t.width > 0 && t.width <= 2000 && t.height > 0 && t.height <= 2000)) return undefined
        return () => renderPicture(seed, t.width, t.height)
    }
  }
}
