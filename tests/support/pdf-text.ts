import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of every page of a PDF as lines, read with pdfjs (no poppler needed). Chromium may
 * emit one text run per word (monospaced part numbers come out as "N", "188", "128", "13"), so
 * items on the same baseline are put back together left to right, one space apart.
 */
export async function pdfPages(pdf: Uint8Array): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise
  try {
    const pages: string[][] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      const lines = new Map<number, Array<{ x: number; text: string }>>()
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue
        const [, , , , x, y] = item.transform as number[]
        const key = [...lines.keys()].find((other) => Math.abs(other - y) < 1) ?? y
        lines.set(key, [...(lines.get(key) ?? []), { x, text: item.str.trim() }])
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a) // PDF y grows upwards: top line first
          .map(([, items]) =>
            items
              .sort((a, b) => a.x - b.x)
              .map((item) => item.text)
              .join(' ')
          )
      )
    }
    return pages
  } finally {
    await document.destroy()
  }
}

/** How often `needle` occurs in the given lines. */
export function occurrences(items: readonly string[], needle: string): number {
  return items.reduce((sum, item) => sum + item.split(needle).length - 1, 0)
}

/**
 * Pages as PNG for reviewers (test-results/pdf/<name>-<n>.png), with poppler's pdftoppm when it
 * is installed; the checks never depend on it. Returns the files written.
 */
export function renderPdfPages(pdf: Uint8Array, dir: string, name: string): string[] {
  const pdftoppm = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((path) => existsSync(path))
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.pdf`), pdf)
  for (const file of readdirSync(dir)) if (file.startsWith(`${name}-`) && file.endsWith('.png')) rmSync(join(dir, file))
  if (!pdftoppm) return []
  execFileSync(pdftoppm, ['-png', '-r', '60', join(dir, `${name}.pdf`), join(dir, name)])
  return readdirSync(dir).filter((file) => file.startsWith(`${name}-`) && file.endsWith('.png'))
}
