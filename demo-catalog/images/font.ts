// 5×7 bitmap digits for scheme callouts. Drawn pixel by pixel so the numbers sit exactly
// inside the hotspot boxes reported in the node JSON.
const DIGITS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100']
}

export const GLYPH_W = 5
export const GLYPH_H = 7

export function glyph(ch: string): string[] | undefined {
  return DIGITS[ch]
}

/** Pixel width of a number drawn at `scale` with one scaled pixel between digits. */
export function textWidth(text: string, scale: number): number {
  return text.length * (GLYPH_W + 1) * scale - scale
}
