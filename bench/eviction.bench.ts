/**
 * Eviction on its own (issue 23): the app's mirror code in real Chromium IndexedDB, without the
 * 30-vehicle fleet (whose eviction figure, in fleet.bench.ts, takes 20 minutes to reach). One
 * browsed vehicle's pages are stored through the batch writer and all evicted by a 1-byte limit,
 * in two shapes:
 *
 * - `shared_pictures`: 300 kB pictures, each shown by 12 records spread over the vehicle, as a
 *   drawing shared by a platform's vehicles is (the records that use it go in different batches);
 * - `own_pictures`: 30 kB pictures, each its own.
 *
 * Each is run RUNS times; medians of MB/s freed, µs per record, the fill's ms and the longest
 * task. `floor_us_per_record` is plain IndexedDB deleting as many records of the same average
 * size, 200 per transaction and nothing else: the least a record can cost on this machine.
 */
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { Page } from 'playwright-core'
import { launchChromium } from '../tests/support/chromium'
import type { EvictionRun, EvictionShape } from './support/eviction-shapes'
import { median, round } from './support/stats'

const RUNS = 3

const SHAPES: Record<string, EvictionShape> = {
  shared_pictures: { sections: 4000, pictureEvery: 2, sharedBy: 12, pictureKb: 300 },
  own_pictures: { sections: 6000, pictureEvery: 4, sharedBy: 0, pictureKb: 30 }
}

const root = fileURLToPath(new URL('..', import.meta.url))

/** page/eviction-page.ts and the mirror code it imports, as one script for the page. */
async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@renderer': `${root}renderer/src`, '@shared': `${root}electron/shared` } },
    build: {
      write: false,
      minify: false,
      lib: { entry: `${root}bench/page/eviction-page.ts`, formats: ['iife'], name: 'evictionBench' }
    }
  })
  const [result] = Array.isArray(output) ? output : [output]
  if (!('output' in result)) throw new Error('vite gave no bundle')
  return result.output[0].type === 'chunk' ? result.output[0].code : ''
}

/** A loopback page (IndexedDB needs an http origin) that has the bundle loaded. */
async function servePage(script: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const js = request.url === '/bench.js'
    response.setHeader('content-type', js ? 'text/javascript' : 'text/html')
    response.end(js ? script : '<!doctype html><script src="/bench.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { server, url: `http://127.0.0.1:${address.port}/` }
}

async function measureShape(page: Page, shape: EvictionShape) {
  const runs: EvictionRun[] = []
  const floors: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = (await page.evaluate(`evictionBench.evictWithTheApp(${JSON.stringify(shape)})`)) as EvictionRun
    runs.push(result)
    const averageBytes = Math.round((result.storedMb * 1024 * 1024) / result.records)
    const floorMs = (await page.evaluate(`evictionBench.evictRawFloor(${result.records}, ${averageBytes})`)) as number
    floors.push((floorMs * 1000) / result.records)
  }
  const usPerRecord = runs.map((r) => (r.evictMs * 1000) / r.records)
  return {
    records: runs[0].records,
    stored_mb: round(runs[0].storedMb, 1),
    evict_mb_per_s: round(median(runs.map((r) => r.freedMb / (r.evictMs / 1000))), 1),
    evict_us_per_record: round(median(usPerRecord), 0),
    floor_us_per_record: round(median(floors), 0),
    evict_longest_task_ms: round(median(runs.map((r) => r.longestTaskMs)), 0),
    fill_ms: round(median(runs.map((r) => r.fillMs)), 0)
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const { server, url } = await servePage(await bundle())
  const chromium = await launchChromium()
  try {
    const page = await chromium.context.newPage()
    await page.goto(url)
    const figures: Record<string, unknown> = {}
    for (const [name, shape] of Object.entries(SHAPES)) figures[name] = await measureShape(page, shape)
    return figures
  } finally {
    await chromium.close()
    server.close()
  }
}
