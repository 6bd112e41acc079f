/**
 * The renderer's layout rules that lint does not check (issue 21; README "Layout"): files stay
 * small enough to read at once, and a composables/ folder holds only composables.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '../../renderer/src')
const MAX_LINES = 300

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path)
    return /\.(ts|vue)$/.test(entry.name) ? [path] : []
  })
}

describe('the renderer layout', () => {
  const files = sources(SRC)

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })

  it('keeps only use* files in composables/ folders', () => {
    const strays = files.filter((file) => /\/composables\//.test(file) && !/\/use[A-Z][^/]*\.ts$/.test(file))
    expect(strays.map((file) => relative(SRC, file))).toEqual([])
  })
})
