import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAppRuntime } from '../../electron/main/core/runtime'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { startCatalogProxy, type CatalogProxy } from '../../tests/support/catalog-proxy'
import { launchChromium, type ChromiumSession } from '../../tests/support/chromium'
import { startDemoProcess, type DemoProcess } from './demo-process'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The built renderer the browser-mode host serves. */
export const RENDERER_DIR = join(ROOT, process.env.PARTS_DESK_OUT ?? 'out', 'renderer')

/** Builds the renderer when out/renderer is missing, so `npm run bench` works on a fresh clone. */
export function ensureRendererBuilt(bench: string): void {
  if (existsSync(join(RENDERER_DIR, 'index.html'))) return
  process.stderr.write(`bench ${bench}: out/renderer missing, running electron-vite build…\n`)
  execFileSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** The real runtime with the demo catalog (or a proxy in front of it) configured as the account. */
export function benchRuntime(account: {
  baseUrl: string
  imageBaseUrl: string
  userId: string
  userToken: string
}): Promise<AppRuntime> {
  return createAppRuntime({
    host: 'web',
    version: 'bench',
    env: {
      CATALOG_BASE_URL: account.baseUrl,
      CATALOG_IMAGE_BASE_URL: account.imageBaseUrl,
      CATALOG_USER_ID: account.userId,
      CATALOG_USER_TOKEN: account.userToken
    },
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined
  })
}

export interface WebApp {
  runtime: AppRuntime
  host: WebHost
  browser: ChromiumSession
  /** The demo catalog's process: its addresses, credentials and VINs (`fleetVins` with `{ fleet }`). */
  demo: DemoProcess
  /** With `{ proxies: true }`: loopback proxies in front of the API and the image host (latency knobs). */
  proxies: { api: CatalogProxy; images: CatalogProxy } | null
  close(): Promise<void>
}

/**
 * The app as the Chromium-driven benchmarks measure it: the demo catalog in its own process (its
 * work does not share the runtime's event loop), the real runtime treating it as an account, the
 * browser-mode host, and Debian's Chromium.
 */
export async function startWebApp(bench: string, options: { proxies?: boolean; fleet?: number } = {}): Promise<WebApp> {
  ensureRendererBuilt(bench)
  let demo: DemoProcess | null = null
  let proxies: WebApp['proxies'] = null
  let runtime: AppRuntime | null = null
  let host: WebHost | null = null
  const close = async () => {
    await host?.close().catch(() => undefined)
    await runtime?.close().catch(() => undefined)
    await proxies?.api.close().catch(() => undefined)
    await proxies?.images.close().catch(() => undefined)
    await demo?.close().catch(() => undefined)
  }
  try {
    demo = await startDemoProcess({ fleet: options.fleet })
    if (options.proxies) {
      proxies = {
        api: await startCatalogProxy({ upstream: demo.baseUrl }),
        images: await startCatalogProxy({ upstream: demo.imageBaseUrl })
      }
    }
    runtime = await benchRuntime({
      baseUrl: proxies?.api.url ?? demo.baseUrl,
      imageBaseUrl: proxies?.images.url ?? demo.imageBaseUrl,
      userId: demo.userId,
      userToken: demo.userToken
    })
    host = await startWebHost({ runtime, rendererDir: RENDERER_DIR })
    const browser = await launchChromium()
    const started = { runtime, host, demo }
    return {
      ...started,
      browser,
      proxies,
      async close() {
        await browser.close().catch(() => undefined)
        await close()
      }
    }
  } catch (error) {
    await close()
    throw error
  }
}
