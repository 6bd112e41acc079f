/**
 * Where used's figures in Chromium (issue 20, finding 1), printed as one JSON line: a
 * part-information answer whose replacement row names 1,500 numbers, with the shipped caps (50
 * a row) and with the caps raised past 1,500 (the write is linear: one record per number), and a
 * save's worth of node sections handed in at once. The search service runs in the page over the
 * real IndexedDB (tests/renderer/support/where-used-bench.ts, bundled here with Vite); "longest
 * task" is the page's longest 'longtask' entry while it writes (0: none over 50 ms).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Rollup } from 'vite'
import { launchChromium, type ChromiumSession } from '../support/chromium'

let chromium: ChromiumSession
let server: Server
let url = ''

beforeAll(async () => {
  const script = await benchBundle()
  // A page of its own origin (IndexedDB needs one) that loads the bundle; no app, no CSP.
  server = createServer((req, res) => {
    if (req.url === '/bench.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script)
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><script src="/bench.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  chromium = await launchChromium()
})
afterAll(async () => {
  await chromium?.close()
  await new Promise((resolve) => server?.close(resolve))
})

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

async function benchBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@renderer': at('../../renderer/src'), '@shared': at('../../electron/shared') } },
    build: {
      write: false,
      minify: false,
      lib: { entry: at('../renderer/support/where-used-bench.ts'), formats: ['iife'], name: 'WhereUsedBench' }
    }
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput
  const chunk = (Array.isArray(output) ? output[0] : output).output[0]
  return chunk.code
}

describe('where-used figures in Chromium', () => {
  it('a 1,500-number row: time, rows written, longest task', async () => {
    const page = await chromium.context.newPage()
    await page.goto(url)
    const figures = (await page.evaluate(`(async () => ({
      shipped: await WhereUsedBench.bombFigures(1500),
      worstWithinCaps: await WhereUsedBench.bombFigures(500, {}, 10),
      uncapped: await WhereUsedBench.bombFigures(1500, { caps: { perRow: 2000, perAnswer: 2000 }, maxLinkedNumbers: 2000 }),
      save: await WhereUsedBench.saveFigures(200, 60)
    }))()`)) as Record<string, { rowsWritten: number; longestTaskMs: number }>
    console.log(
      JSON.stringify({
        figures: 'where-used, 1,500-number replacement row (Chromium, real IndexedDB)',
        pairsBefore: (1_500 * 1_499) / 2,
        ...figures
      })
    )
    expect(figures.shipped.rowsWritten).toBeLessThanOrEqual(51)
    expect(figures.uncapped.rowsWritten).toBe(1_500)
    expect(figures.worstWithinCaps.rowsWritten).toBe(500)
    expect(figures.save.rowsWritten).toBe(200 * 60)
  })
})
