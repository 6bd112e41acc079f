/**
 * The real sanitizer in real Chromium, for tests/browser/sanitize.e2e.test.ts: the module
 * (renderer/src/lib/sanitize-html.ts, with its DOMPurify) is bundled by Vite together with the
 * in-page half (tests/renderer/section-sanitize-page.ts) and served with a one-line page on
 * loopback. The page has no CSP on purpose: the sanitizer is the only layer, so a payload that got
 * through would run, and the test would see it. Only tests use this bundle; nothing ships.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { build } from 'vite'
import { launchChromium, type ChromiumSession } from './chromium'

const root = join(import.meta.dirname, '../..')
const BUNDLE_PATH = '/sanitizer-page.js'
const LATE_MS = 300

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>sanitizer</title>
    <script src="${BUNDLE_PATH}"></script>
  </head>
  <body>
    <div id="as-v-html"></div>
    <div id="as-fragment"></div>
    <script>sanitizerPage.renderFromLocation()</script>
  </body>
</html>`

/**
 * One node of the sanitized output as Chromium parsed it, sent back as JSON by the page (whose
 * copy of these two types is in tests/renderer/section-sanitize-page.ts: a DOM program).
 */
export type RenderedNode =
  | {
      type: 'element'
      tag: string
      namespace: string | null
      attributes: Array<[string, string]>
      /** For `<a href>`: the protocol of the href as Chromium resolves it (`a.protocol`). */
      protocol?: string
      /** For table cells: the span Chromium actually uses. */
      colSpan?: number
      children: RenderedNode[]
    }
  | { type: 'text'; text: string }
  | { type: 'other'; nodeName: string; text: string }

/** The sanitized HTML rendered the two ways the test page uses. */
export interface Rendering {
  /** sanitizeHtml's string. */
  output: string
  /** Put in with `innerHTML`, as `v-html` does. */
  asVHtml: RenderedNode[]
  /** Put in as a contextual fragment, where a surviving `<script>` would run as well. */
  asFragment: RenderedNode[]
  textContent: string
}

/** The sanitizer and the page's helpers as one classic script (an IIFE). */
async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: {
      alias: { '@renderer': join(root, 'renderer/src'), '@shared': join(root, 'electron/shared') }
    },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: join(root, 'tests/renderer/section-sanitize-page.ts'),
        formats: ['iife'],
        name: 'sanitizerPageBundle'
      }
    }
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const output of outputs) {
    if (!('output' in output)) continue
    const chunk = output.output.find((item) => item.type === 'chunk')
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error('Vite produced no script for the sanitizer page')
}

export interface Visit {
  rendering: Rendering
  /** `window.__pwned` of every frame the page has once it loaded (and after `poke`), where set. */
  flags: unknown[]
  /** Every request the page made besides itself and the bundle (a payload loading something). */
  loads: string[]
  /** alert/confirm/prompt opened, and uncaught errors (a payload that ran and failed). */
  dialogs: string[]
  pageErrors: string[]
}

export interface SanitizePage {
  page: Page
  /** Opens the page with `html`, waits for its load event, clicks/hovers/focuses what it shows. */
  visit(html: string, options?: { raw?: boolean }): Promise<Visit>
  /** Calls one of the page's helpers (SanitizerPageApi) with JSON arguments. */
  call<T>(name: string, ...args: unknown[]): Promise<T>
  close(): Promise<void>
}

export async function startSanitizePage(): Promise<SanitizePage> {
  const script = await bundle()
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === BUNDLE_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end(script)
    } else if (path === '/render') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end(PAGE)
    } else {
      // Whatever a payload asks for is answered late, so that a test that looked before the
      // load event would miss the payload's onerror (the control in the test catches that).
      setTimeout(() => response.writeHead(404).end(), LATE_MS)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  let browser: ChromiumSession | undefined
  try {
    browser = await launchChromium()
    const page = await browser.context.newPage()
    let loads: string[] = []
    let dialogs: string[] = []
    let pageErrors: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === origin && (url.pathname === '/render' || url.pathname === BUNDLE_PATH)) return
      loads.push(request.url())
    })
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('pageerror', (error) => pageErrors.push(error.message))

    const flags = async () => {
      const values: unknown[] = []
      for (const frame of page.frames()) {
        const value = await frame.evaluate('window.__pwned')
        if (value !== undefined) values.push(value)
      }
      return values
    }
    const call = <T>(name: string, ...args: unknown[]) =>
      page.evaluate(
        ({ name, args }) =>
          (globalThis as unknown as { sanitizerPage: Record<string, (...values: unknown[]) => unknown> }).sanitizerPage[
            name
          ]!(...args),
        { name, args }
      ) as Promise<T>

    // The page itself, so the helpers are there before the first visit.
    await page.goto(new URL('/render', origin).href, { waitUntil: 'load' })
    const opened = browser
    return {
      page,
      call,
      async visit(html, options = {}) {
        loads = []
        dialogs = []
        pageErrors = []
        const url = new URL('/render', origin)
        url.searchParams.set('html', html)
        if (options.raw) url.searchParams.set('raw', '1')
        // The load event waits for every picture, frame, object and style sheet the content asked
        // for, and their error/load handlers: what could run by itself has run by then.
        await page.goto(url.href, { waitUntil: 'load' })
        const loaded = await flags()
        // Then what needs a user: handlers on clicks, hovers and focus run synchronously here.
        await call('poke')
        return {
          rendering: await call<Rendering>('rendering'),
          flags: [...loaded, ...(await flags())],
          loads: [...loads],
          dialogs: [...dialogs],
          pageErrors: [...pageErrors]
        }
      },
      async close() {
        await opened.close()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    }
  } catch (error) {
    await browser?.close()
    server.close()
    throw error
  }
}
