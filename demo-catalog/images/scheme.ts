import { rng } from '../data/random'
import { textWidth } from './font'
import { Canvas } from './png'

// Exploded-view drawings. The layout (component shapes + callout boxes) is computed without
// touching pixels, so the node JSON can report exact hotspot boxes; the PNG is drawn later from
// the same layout, with each callout number rendered inside its box.

export interface HotspotBox {
  hotspotId: string
  left: number
  top: number
  width: number
  height: number
}

interface Component {
  kind: 'ellipse' | 'box' | 'gear' | 'bolt'
  cx: number
  cy: number
  rx: number
  ry: number
}

export interface SchemeLayout {
  width: number
  height: number
  hotspots: HotspotBox[]
  components: Component[]
  anchors: { x: number; y: number }[] // leader-line target per hotspot
  /** a further sheet (overview or detail view): drawn with a double frame and a detail circle */
  detail?: boolean
}

const CELL_W = 64
const CELL_H = 40
const BOX_H = 24
const DIGIT_SCALE = 2

export function schemeLayout(seed: number, width: number, height: number, hotspotCount: number): SchemeLayout {
  const r = rng(seed)
  const components: Component[] = []
  const count = Math.min(Math.max(3, Math.ceil(hotspotCount / 2)), 18)
  const cols = Math.ceil(Math.sqrt(count * (width / height)))
  const rows = Math.ceil(count / cols)
  const innerW = width - 260
  const innerH = height - 220
  for (let i = 0; i < count; i++) {
    const c = i % cols
    const row = Math.floor(i / cols)
    const cw = innerW / cols
    const ch = innerH / rows
    const rx = Math.max(14, Math.min(cw, ch) * (0.18 + r.next() * 0.16))
    components.push({
      kind: r.pick(['ellipse', 'box', 'gear', 'bolt'] as const),
      cx: Math.round(130 + cw * (c + 0.5) + (r.next() - 0.5) * cw * 0.3),
      cy: Math.round(110 + ch * (row + 0.5) + (r.next() - 0.5) * ch * 0.3),
      rx: Math.round(rx),
      ry: Math.round(rx * (0.6 + r.next() * 0.5))
    })
  }
  // Callout slots on a grid; prefer slots clear of the drawn components.
  const slots: { x: number; y: number; free: boolean }[] = []
  for (let y = 8; y + CELL_H <= height - 8; y += CELL_H)
    for (let x = 8; x + CELL_W <= width - 8; x += CELL_W) {
      const free = components.every(
        (k) =>
          Math.abs(x + CELL_W / 2 - k.cx) > k.rx + CELL_W / 2 || Math.abs(y + CELL_H / 2 - k.cy) > k.ry + CELL_H / 2
      )
      slots.push({ x, y, free })
    }
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1))
    ;[slots[i], slots[j]] = [slots[j]!, slots[i]!]
  }
  slots.sort((a, b) => Number(b.free) - Number(a.free))
  if (slots.length < hotspotCount) throw new Error(`scheme ${width}x${height} too small for ${hotspotCount} callouts`)
  const hotspots: HotspotBox[] = []
  const anchors: { x: number; y: number }[] = []
  for (let i = 0; i < hotspotCount; i++) {
    const id = String(i + 1)
    const slot = slots[i]!
    const w = textWidth(id, DIGIT_SCALE) + 12
    hotspots.push({
      hotspotId: id,
      left: slot.x + Math.floor((CELL_W - w) / 2),
      top: slot.y + Math.floor((CELL_H - BOX_H) / 2),
      width: w,
      height: BOX_H
    })
    // lead to the nearest component, as a draughtsman would
    const cx = slot.x + CELL_W / 2
    const cy = slot.y + CELL_H / 2
    const k = components.reduce((best, c) =>
      Math.hypot(c.cx - cx, c.cy - cy) < Math.hypot(best.cx - cx, best.cy - cy) ? c : best
    )
    anchors.push({ x: k.cx + Math.round((r.next() - 0.5) * k.rx), y: k.cy + Math.round((r.next() - 0.5) * k.ry) })
  }
  return { width, height, hotspots, components, anchors }
}

export function renderScheme(layout: SchemeLayout): Buffer {
  const c = new Canvas(layout.width, layout.height)
  c.strokeRect(2, 2, layout.width - 4, layout.height - 4, 90, 2)
  if (layout.detail) {
    c.strokeRect(8, 8, layout.width - 16, layout.height - 16, 90, 1)
    const r = Math.round(Math.min(layout.width, layout.height) * 0.16)
    c.ellipse(layout.width - r - 24, layout.height - r - 24, r, r, 60, 3)
  }
  // leader lines first so shapes and boxes sit on top
  layout.hotspots.forEach((h, i) => {
    const a = layout.anchors[i]!
    c.line(h.left + h.width / 2, h.top + h.height / 2, a.x, a.y, 150, 1)
  })
  for (const k of layout.components) drawComponent(c, k)
  for (const h of layout.hotspots) {
    c.fillRect(h.left, h.top, h.width, h.height, 255)
    c.strokeRect(h.left, h.top, h.width, h.height, 0, 2)
    c.text(h.left + 6, h.top + 5, h.hotspotId, 0, DIGIT_SCALE)
  }
  return c.toPng()
}

function drawComponent(c: Canvas, k: Component): void {
  switch (k.kind) {
    case 'ellipse':
      c.ellipse(k.cx, k.cy, k.rx, k.ry, 30, 2, 225)
      c.ellipse(k.cx, k.cy, Math.round(k.rx / 3), Math.round(k.ry / 3), 30, 2, 255)
      break
    case 'box':
      c.fillRect(k.cx - k.rx, k.cy - k.ry, 2 * k.rx, 2 * k.ry, 215)
      c.strokeRect(k.cx - k.rx, k.cy - k.ry, 2 * k.rx, 2 * k.ry, 30, 2)
      c.line(k.cx - k.rx, k.cy - k.ry, k.cx - k.rx + 12, k.cy - k.ry - 12, 30, 2)
      c.line(k.cx + k.rx, k.cy - k.ry, k.cx + k.rx + 12, k.cy - k.ry - 12, 30, 2)
      c.line(k.cx - k.rx + 12, k.cy - k.ry - 12, k.cx + k.rx + 12, k.cy - k.ry - 12, 30, 2)
      break
    case 'gear': {
      c.ellipse(k.cx, k.cy, k.rx, k.rx, 30, 2, 205)
      for (let t = 0; t < 12; t++) {
        const a = (t * Math.PI) / 6
        c.line(
          k.cx + k.rx * Math.cos(a),
          k.cy + k.rx * Math.sin(a),
          k.cx + (k.rx + 8) * Math.cos(a),
          k.cy + (k.rx + 8) * Math.sin(a),
          30,
          4
        )
      }
      c.ellipse(k.cx, k.cy, Math.max(4, Math.round(k.rx / 4)), Math.max(4, Math.round(k.rx / 4)), 30, 2, 255)
      break
    }
    case 'bolt':
      c.fillRect(k.cx - 6, k.cy - k.ry, 12, 2 * k.ry, 200)
      c.strokeRect(k.cx - 6, k.cy - k.ry, 12, 2 * k.ry, 30, 2)
      c.fillRect(k.cx - 14, k.cy - k.ry - 10, 28, 10, 120)
      for (let y = k.cy - k.ry + 6; y < k.cy + k.ry; y += 6) c.line(k.cx - 6, y, k.cx + 6, y + 3, 60, 1)
      break
  }
}

/** List thumbnails and section photos: a few shapes framed, deterministic per seed. */
export function renderPicture(seed: number, width: number, height: number): Buffer {
  const r = rng(seed)
  const c = new Canvas(width, height, 245)
  c.strokeRect(0, 0, width, height, 160, 1)
  const n = 2 + r.int(0, 3)
  for (let i = 0; i < n; i++) {
    const k: Component = {
      kind: r.pick(['ellipse', 'box', 'gear', 'bolt'] as const),
      cx: Math.round(width * (0.25 + r.next() * 0.5)),
      cy: Math.round(height * (0.3 + r.next() * 0.4)),
      rx: Math.round(Math.min(width, height) * (0.1 + r.next() * 0.12)),
      ry: Math.round(Math.min(width, height) * (0.08 + r.next() * 0.1))
    }
    drawComponent(c, k)
  }
  return c.toPng()
}
