/**
 * Node view figures (issue: catalog browsing): time from a click on a list row to a painted node
 * view of the demo's big node (334 parts on 168 hotspots over a 1600×1200 scheme), in real
 * Chromium over browser mode — the same renderer, runtime and HTTP path as the app.
 *
 * Measured inside the page: from a capturing click listener (performance.now at the click) to
 * the frame after the parts rows exist and the scheme image is decoded (two requestAnimationFrames,
 * so the frame with them has been produced). Each run then goes back to the list.
 *
 * Needs out/renderer (built here with `electron-vite build` when missing).
 */
import { pathToFileURL } from 'node:url'
import { BIG_NODE, findBigNode } from '../tests/support/big-node'
import { INSTALL_CLICK_CLOCK, measureClickToPaint } from './support/click-to-paint'
import { median, percentile, round } from './support/stats'
import { startWebApp, type WebApp } from './support/web-app'

const RUNS = 30
const NODE_CODE = BIG_NODE.code

export async function run(): Promise<Record<string, number | string>> {
  let app: WebApp | null = null
  try {
    app = await startWebApp('node-view')
    const target = await findBigNode(app.runtime.handlers)
    const page = await app.browser.context.newPage()
    await page.addInitScript({ content: INSTALL_CLICK_CLOCK })
    const query = new URLSearchParams({ c: target.catalog, q: target.listQ })
    await page.goto(`${app.host.url}#/vehicle/${target.vin}/section?${query}`)
    const samples = await measureClickToPaint(page, NODE_CODE, RUNS)
    return {
      nodeView_clickToPaint_median_ms: round(median(samples), 1),
      nodeView_clickToPaint_p95_ms: round(percentile(samples, 95), 1),
      parts: target.node.parts?.length ?? 0,
      runs: samples.length
    }
  } finally {
    await app?.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run(), null, 2))
}
