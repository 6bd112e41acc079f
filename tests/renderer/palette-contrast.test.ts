import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The palette in styles/base.css, read as written: each custom property is one colour or a
 * light-dark(light, dark) pair. Every text colour must reach 4.5:1 on each background it is used
 * on, and every control edge or indicator 3:1 (WCAG 1.4.3 and 1.4.11), in both themes. axe in the
 * browser suite checks the text it finds on the screens; this checks the pairs, on screen or not.
 */

const css = readFileSync(join(import.meta.dirname, '../../renderer/src/styles/base.css'), 'utf8')
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')))

type Rgba = [number, number, number, number]
type Theme = 'light' | 'dark'

function parseColour(text: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(text)
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(text)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4]) / 100]
  throw new Error(`base.css: cannot read the colour ${text}`)
}

/** Custom property → its colour in each theme. */
const palette = new Map<string, Record<Theme, Rgba>>()
for (const [, name, value] of rootBlock.matchAll(/--([a-z-]+):\s*([^;]+);/g)) {
  const pair = /^light-dark\((.+?),\s*((?:#|rgb).+)\)$/.exec(value.trim())
  if (pair) palette.set(name, { light: parseColour(pair[1]), dark: parseColour(pair[2]) })
  else if (/^(#|rgb)/.test(value.trim())) palette.set(name, { light: parseColour(value), dark: parseColour(value) })
}

function colour(name: string, theme: Theme): Rgba {
  const entry = palette.get(name)
  if (!entry) throw new Error(`base.css has no --${name}`)
  return entry[theme]
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3]
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** "highlight/surface" is the translucent highlight over the surface. */
function background(spec: string, theme: Theme): Rgba {
  const [top, bottom] = spec.split('/')
  return bottom ? over(colour(top, theme), colour(bottom, theme)) : colour(top, theme)
}

const TEXT_PAIRS: Array<[string, string]> = [
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text', 'danger-soft'],
  ['text', 'highlight/surface'],
  ['text', 'highlight-strong/surface'],
  ['muted-text', 'surface'],
  ['muted-text', 'surface-muted'],
  ['muted-text', 'danger-soft'],
  ['muted-text', 'highlight/surface'],
  ['muted-text', 'highlight-strong/surface'],
  ['link', 'highlight-strong/surface'],
  ['muted', 'surface'],
  ['link', 'surface'],
  ['link', 'surface-muted'],
  ['link', 'highlight/surface'],
  ['ok', 'surface'],
  ['ok', 'surface-muted'],
  ['danger', 'surface'],
  ['danger', 'surface-muted'],
  ['danger', 'danger-soft'],
  ['warn-text', 'surface'],
  ['warn-text', 'surface-muted'],
  ['on-strong', 'surface-strong'],
  ['on-button', 'button'],
  ['on-accent', 'accent'],
  ['on-ok-fill', 'ok-fill'],
  ['on-danger-fill', 'danger-fill']
]

const EDGE_PAIRS: Array<[string, string]> = [
  ['control-border', 'surface'],
  ['control-border', 'surface-muted'],
  ['button-border', 'surface'],
  ['button-border', 'surface-muted'],
  ['accent-edge', 'surface'],
  ['accent-edge', 'surface-muted'],
  ['accent', 'surface-strong'],
  ['ok-fill', 'surface'],
  ['danger-fill', 'surface'],
  ['focus', 'surface'],
  ['focus', 'surface-muted'],
  ['focus-on-strong', 'surface-strong'],
  ['muted', 'surface']
]

describe('the palette (styles/base.css)', () => {
  it('reads every colour of both themes', () => {
    expect(palette.size).toBeGreaterThan(25)
  })

  for (const theme of ['light', 'dark'] as const) {
    describe(`${theme} theme`, () => {
      it.each(TEXT_PAIRS)('text --%s on --%s reaches 4.5:1', (fg, bg) => {
        expect(contrast(colour(fg, theme), background(bg, theme))).toBeGreaterThanOrEqual(4.5)
      })
      it.each(EDGE_PAIRS)('edge --%s against --%s reaches 3:1', (fg, bg) => {
        expect(contrast(colour(fg, theme), background(bg, theme))).toBeGreaterThanOrEqual(3)
      })
    })
  }
})
