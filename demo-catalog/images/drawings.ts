import type { CatalogModel, NodeModel, VehicleModel } from '../data/model'
import { hash32 } from '../data/random'
import { schemeLayout, type SchemeLayout } from './scheme'

// The drawings (sheets) of a node. The one `node.imageIndex` names is the node's scheme, with the
// callout boxes the answer reports as hotspots; it uses the node's own size and the same seed as
// before sheets existed, so its PNG did not change. The others are different pictures (an
// overview or a detail view) with callout numbers of their own that the answer gives no boxes
// for, as on real multi-sheet nodes: a client that puts the hotspots on the wrong drawing shows
// them in the wrong places.

const cache = new WeakMap<NodeModel, SchemeLayout[]>()

export function nodeDrawings(model: CatalogModel, vehicle: VehicleModel, node: NodeModel): SchemeLayout[] {
  let drawings = cache.get(node)
  if (!drawings) {
    drawings = Array.from({ length: node.drawings }, (_, sheet) => drawingLayout(model, vehicle, node, sheet))
    cache.set(node, drawings)
  }
  return drawings
}

/** The drawing the hotspots belong to. */
export function namedDrawing(model: CatalogModel, vehicle: VehicleModel, node: NodeModel): SchemeLayout {
  return nodeDrawings(model, vehicle, node)[node.imageIndex]!
}

function drawingLayout(model: CatalogModel, vehicle: VehicleModel, node: NodeModel, sheet: number): SchemeLayout {
  if (sheet === node.imageIndex) {
    return schemeLayout(
      hash32(`${vehicle.def.vin}|scheme|${node.id}`, model.seed),
      node.schemeWidth,
      node.schemeHeight,
      node.hotspotCount
    )
  }
  const h = hash32(`${vehicle.def.vin}|sheet${sheet}|${node.id}`, model.seed)
  // smaller than the main drawing and never the same size, so a size mix-up shows too
  const width = 640 + (h % 3) * 48
  const height = 480 + ((h >>> 3) % 3) * 32
  const callouts = Math.min(node.hotspotCount, 3 + (h % 6))
  return { ...schemeLayout(h, width, height, callouts), detail: true }
}
