/**
 * The app as the Chromium end-to-end suites see it: the built renderer (out/renderer — run
 * `npx electron-vite build` first) served by the browser-mode host over the real runtime, which
 * talks to a demo catalog started here (so a test can turn its knobs), optionally through the
 * loopback catalog proxy; one Chromium page that records console errors and CSP violations.
 *
 * What each suite does differently (which vehicle, dialogs, clipboard, print stubs) stays in
 * the suite: this is only the part every one of them used to repeat.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { startDemoCatalog, type DemoCatalog, type DemoCatalogOptions } from '../../demo-catalog/index'
import { createAppRuntime } from '../../electron/main/core/runtime'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { startCatalogProxy, type CatalogProxy } from './catalog-proxy'
import { launchChromium, type ChromiumSession } from './chromium'

const root = join(import.meta.dirname, '../..')
/** PARTS_DESK_OUT names the build folder when several people share one tree (electron.vite.config.ts). */
const rendererDir = join(root, process.env.PARTS_DESK_OUT ?? 'out', 'renderer')
/** Where every suite's screens go, so reviewers find them in one folder. */
export const SCREENS_DIR = join(root, 'test-results/screens')

export interface E2eAppOptions {
  /** Numbered screens are `<prefix>-<nn>-<name>.png`; without a prefix just `<nn>-<name>.png`. */
  screenshotPrefix?: string
  /** Delete the previous run's numbered screens of this prefix first, so the folder shows one walk. */
  clearScreens?: boolean
  /**
   * 'demo' (the default) starts a demo catalog here and configures it as the account, so the
   * test holds the knobs; 'embedded' gives the runtime no account, so it serves its own demo.
   */
  catalog?: 'demo' | 'embedded'
  /** Passed to the demo catalog. */
  demoOptions?: DemoCatalogOptions
  /** Put the loopback catalog proxy (catalog-proxy.ts) between the runtime and the demo. */
  proxy?: boolean
  /** RuntimeOptions.rateCalmMs: how soon the pacing gate lifts its rate ceiling after a rate limit. */
  rateCalmMs?: number
}

export interface E2eApp {
  demo: DemoCatalog
  runtime: AppRuntime
  host: WebHost
  browser: ChromiumSession
  /** The suite's page, already watched (not yet navigated). */
  page: Page
  /** Console errors and page errors of every watched page. */
  consoleErrors: string[]
  /** Records a page's console errors into `consoleErrors` and its CSP violations into `window.__cspViolations`. */
  watchPage(target: Page): Promise<void>
  /** A numbered full-page screenshot, taken from the top. */
  screenshot(name: string, target?: Page): Promise<void>
  byTest(id: string, target?: Page): ReturnType<Page['getByTestId']>
  /** The hash route of the page, e.g. "#/vehicle/X/section?c=…". */
  hashOf(target?: Page): string
  close(): Promise<void>
}

export function startE2eApp(options: E2eAppOptions & { proxy: true }): Promise<E2eApp & { proxy: CatalogProxy }>
export function startE2eApp(options: E2eAppOptions & { catalog: 'embedded' }): Promise<Omit<E2eApp, 'demo'>>
export function startE2eApp(options?: E2eAppOptions): Promise<E2eApp>
export async function startE2eApp(options: E2eAppOptions = {}): Promise<E2eApp & { proxy?: CatalogProxy }> {
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error(`${rendererDir} is missing: run \`npx electron-vite build\` before the browser suite.`)
  }
  const prefix = options.screenshotPrefix ? `${options.screenshotPrefix}-` : ''
  mkdirSync(SCREENS_DIR, { recursive: true })
  if (options.clearScreens) {
    const numbered = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d{2}-.*\\.png$`)
    for (const file of readdirSync(SCREENS_DIR)) if (numbered.test(file)) rmSync(join(SCREENS_DIR, file))
  }

  // Closed in reverse order of starting; also when starting fails halfway, so nothing is left running.
  const closers: Array<() => Promise<void>> = []
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer()
  }
  try {
    let demo: DemoCatalog | undefined
    let proxy: CatalogProxy | undefined
    let env: Record<string, string> = {}
    if (options.catalog !== 'embedded') {
      const started = await startDemoCatalog(options.demoOptions ?? {})
      demo = started
      closers.push(() => started.close())
      if (options.proxy) {
        const startedProxy = await startCatalogProxy({ upstream: started.baseUrl })
        proxy = startedProxy
        closers.push(() => startedProxy.close())
      }
      // The demo catalog as if it were a configured account: same HTTP path, and the test holds the knobs.
      env = {
        CATALOG_BASE_URL: proxy?.url ?? started.baseUrl,
        CATALOG_IMAGE_BASE_URL: started.imageBaseUrl,
        CATALOG_USER_ID: started.userId,
        CATALOG_USER_TOKEN: started.userToken
      }
    }
    const runtime = await createAppRuntime({
      host: 'web',
      version: '0.0.0-e2e',
      env,
      settings: new MemorySettingsStore(),
      vault: new MemoryVault(),
      openExternal: async () => undefined,
      rateCalmMs: options.rateCalmMs
    })
    closers.push(() => runtime.close())
    const host = await startWebHost({ runtime, rendererDir })
    closers.push(() => host.close())
    const browser = await launchChromium()
    closers.push(() => browser.close())

    const consoleErrors: string[] = []
    const watchPage = async (target: Page) => {
      target.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      target.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
      // Runs before the app's scripts (injected by the browser, not subject to the page's CSP). A
      // string because the tests are type-checked as Node code, without DOM types.
      await target.addInitScript({
        content: `window.__cspViolations = [];
          document.addEventListener('securitypolicyviolation', (event) =>
            window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber + ' ' + event.sample))`
      })
    }
    const page = await browser.context.newPage()
    await watchPage(page)

    let shot = 0
    return {
      demo: demo as DemoCatalog,
      proxy,
      runtime,
      host,
      browser,
      page,
      consoleErrors,
      watchPage,
      async screenshot(name, target = page) {
        shot += 1
        // From the top: a full-page capture of a scrolled page shows the sticky header mid-page.
        await target.evaluate('window.scrollTo(0, 0)')
        await target.screenshot({
          path: join(SCREENS_DIR, `${prefix}${String(shot).padStart(2, '0')}-${name}.png`),
          fullPage: true
        })
      },
      byTest: (id, target = page) => target.getByTestId(id),
      hashOf: (target = page) => new URL(target.url()).hash,
      close
    }
  } catch (error) {
    await close()
    throw error
  }
}
