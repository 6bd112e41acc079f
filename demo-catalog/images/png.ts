import { PNG } from 'pngjs'
import { glyph, GLYPH_H, GLYPH_W } from './font'

/**
 * A tiny 8-bit grayscale raster with just the primitives the demo drawings need.
 * Grayscale (like a printed parts diagram) lets pngjs skip its per-pixel colour conversion,
 * which makes a full scheme encode in a few milliseconds instead of ~50.
 */
export class Canvas {
  readonly data: Buffer
  constructor(
    readonly width: number,
    readonly height: number,
    background = 255
  ) {
    this.data = Buffer.alloc(width * height, background)
  }

  pixel(x: number, y: number, c: number): void {
    x = Math.round(x)
    y = Math.round(y)
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    this.data[y * this.width + x] = c
  }

  fillRect(x: number, y: number, w: number, h: number, c: number): void {
    const x0 = Math.max(0, Math.round(x))
    const y0 = Math.max(0, Math.round(y))
    const x1 = Math.min(this.width, Math.round(x + w))
    const y1 = Math.min(this.height, Math.round(y + h))
    if (x1 <= x0) return
    for (let yy = y0; yy < y1; yy++) this.data.fill(c, yy * this.width + x0, yy * this.width + x1)
  }

  strokeRect(x: number, y: number, w: number, h: number, c: number, t = 1): void {
    this.fillRect(x, y, w, t, c)
    this.fillRect(x, y + h - t, w, t, c)
    this.fillRect(x, y, t, h, c)
    this.fillRect(x + w - t, y, t, h, c)
  }

  line(x0: number, y0: number, x1: number, y1: number, c: number, t = 1): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1)
    const half = Math.floor(t / 2)
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps
      const y = y0 + ((y1 - y0) * s) / steps
      if (t === 1) this.pixel(x, y, c)
      else this.fillRect(x - half, y - half, t, t, c)
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: number, t = 2, fill?: number): void {
    if (fill !== undefined) {
      for (let y = -ry; y <= ry; y++) {
        const w = Math.round(rx * Math.sqrt(Math.max(0, 1 - (y * y) / (ry * ry))))
        this.fillRect(cx - w, cy + y, 2 * w + 1, 1, fill)
      }
    }
    const steps = Math.ceil(2 * Math.PI * Math.max(rx, ry))
    for (let s = 0; s < steps; s++) {
      const a = (2 * Math.PI * s) / steps
      this.fillRect(cx + rx * Math.cos(a) - t / 2, cy + ry * Math.sin(a) - t / 2, t, t, c)
    }
  }

  text(x: number, y: number, text: string, c: number, scale: number): void {
    let cx = x
    for (const ch of text) {
      const g = glyph(ch)
      if (g) {
        for (let gy = 0; gy < GLYPH_H; gy++)
          for (let gx = 0; gx < GLYPH_W; gx++)
            if (g[gy]![gx] === '1') this.fillRect(cx + gx * scale, y + gy * scale, scale, scale, c)
      }
      cx += (GLYPH_W + 1) * scale
    }
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height })
    png.data = this.data
    return PNG.sync.write(png, {
      colorType: 0,
      inputColorType: 0,
      inputHasAlpha: false,
      filterType: 0,
      deflateLevel: 6
    })
  }
}
