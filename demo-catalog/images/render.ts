import { createHash } from 'node:crypto'
import type { CatalogModel } from '../data/model'
import { hash32 } from '../data/random'
import { parseImage, THUMB_H, THUMB_W } from '../catalog/targets'
import { nodeDrawings } from './drawings'
import { renderPicture, renderScheme } from './scheme'

// Image targets → PNG bytes, rendered on first request and cached (rendering is the only
// expensive thing the demo does). ETags are derived from the target, so a 304 needs no render.

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
        if (!node || t.sheet >= node.drawings) return undefined
        return () => renderScheme(nodeDrawings(this.model, vehicle, node)[t.sheet]!)
      }
      case 'IT':
        return () => renderPicture(seed, THUMB_W, THUMB_H)
      case 'IP':
        if (!(t.width > 0 && t.width <= 2000 && t.height > 0 && t.height <= 2000)) return undefined
        return () => renderPicture(seed, t.width, t.height)
    }
  }
}
