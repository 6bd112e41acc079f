/**
 * Draws the app icon (resources/icon.png, 512×512): a gear on a blue rounded square.
 * Kept as a script so the icon can be regenerated instead of being an opaque binary.
 * Run: npx tsx scripts/make-icon.ts
 */
import { writeFileSync } from 'node:fs'
import { PNG } from 'pngjs'

const size = 512
const png = new PNG({ width: size, height: size })
const c = size / 2

function inRoundedSquare(x: number, y: number): boolean {
  const r = 96
  const dx = Math.max(r - x, 0, x - (size - 1 - r))
  const dy = Math.max(r - y, 0, y - (size - 1 - r))
  return dx * dx + dy * dy <= r * r
}

function inGear(x: number, y: number): boolean {
  const dx = x - c
  const dy = y - c
  const d = Math.hypot(dx, dy)
  const teeth = 10
  const angle = Math.atan2(dy, dx)
  const tooth = Math.cos(angle * teeth) > 0.3
  const outer = tooth ? 190 : 160
  return d <= outer && d >= 70
}

for (let y = 0; y < size; y++) {
  for (let x = 0; x < size; x++) {
    const i = (y * size + x) * 4
    let rgba: [number, number, number, number] = [0, 0, 0, 0]
    if (inRoundedSquare(x, y)) rgba = [29, 78, 137, 255]
    if (inRoundedSquare(x, y) && inGear(x, y)) rgba = [245, 247, 250, 255]
    png.data[i] = rgba[0]
    png.data[i + 1] = rgba[1]
    png.data[i + 2] = rgba[2]
    png.data[i + 3] = rgba[3]
  }
}
writeFileSync(new URL('../resources/icon.png', import.meta.url), PNG.sync.write(png))
