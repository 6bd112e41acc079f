/**
 * Print figures (issue: printing, PDF, baskets): time to produce the PDF of the demo's big node
 * (334 parts, 1600×1200 diagram) the way the desktop app does — Chromium's printToPDF (page.pdf)
 * on the print layout with the app's footer template — in real Chromium over browser mode.
 *
 * Per run: open the print layout (fresh navigation, data through the app's catalog access) until
 * it reports itself ready (rows rendered, diagram decoded), then page.pdf. Both parts and their
 * sum are reported; the first run warms caches and is not counted.
 */
import { pathToFileURL } from 'node:url'
import type { Page } from 'playwright-core'
import { pdfOptions } from '../electron/main/print-policy'
import { findBigNode } from '../tests/support/big-node'
import { median, round } from './support/stats'
import { startWebApp, type WebApp } from './support/web-app'

const RUNS = 5

async function once(
  page: Page,
  url: string
): Promise<{ layoutMs: number; pdfMs: number; bytes: number; pages: number }> {
  await page.goto('about:blank')
  const started = performance.now()
  await page.goto(url)
  await page.locator('[data-testid="print-view"][data-print-ready="true"]').waitFor({ timeout: 30_000 })
  const ready = performance.now()
  const { pageSize, ...options } = pdfOptions({
    title: 'bench',
    pageLabel: 'Page {page} of {total}',
    footerNote: 'bench'
  })
  const pdf = await page.pdf({ format: pageSize, ...options })
  const done = performance.now()
  // Page objects in the file: a cheap page count without parsing the PDF.
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  return { layoutMs: ready - started, pdfMs: done - ready, bytes: pdf.length, pages }
}

export async function run(): Promise<Record<string, number | string>> {
  let app: WebApp | null = null
  try {
    app = await startWebApp('print')
    const target = await findBigNode(app.runtime.handlers)
    const page = await app.browser.context.newPage()
    // The key moves into this tab's sessionStorage on the first load; later URLs need none.
    await page.goto(app.host.url)
    const query = new URLSearchParams({ vin: target.vin, c: target.catalog, q: target.nodeQ, lang: 'en' })
    const url = `${app.host.origin}/#/print/node?${query}`
    const samples: Array<Awaited<ReturnType<typeof once>>> = []
    for (let run = 0; run < RUNS + 1; run++) {
      const sample = await once(page, url)
      if (run > 0) samples.push(sample)
    }
    return {
      print_nodePdf_total_median_ms: round(median(samples.map((s) => s.layoutMs + s.pdfMs)), 1),
      print_layoutReady_median_ms: round(median(samples.map((s) => s.layoutMs)), 1),
      print_pagePdf_median_ms: round(median(samples.map((s) => s.pdfMs)), 1),
      parts: target.node.parts?.length ?? 0,
      pdf_pages: samples[0]?.pages ?? 0,
      pdf_kb: round((samples[0]?.bytes ?? 0) / 1024, 0),
      runs: samples.length
    }
  } finally {
    await app?.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run(), null, 2))
}
