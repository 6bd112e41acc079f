import 'fake-indexeddb/auto'
import type { CatalogAccess } from '@renderer/data/catalog/catalog-access'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'

/**
 * Renderer-side offline logic against the real main-process runtime and the embedded demo
 * catalog over HTTP — everything but the IPC transport and the DOM. IndexedDB is
 * fake-indexeddb here; the Chromium suite runs the same code on the real one.
 */
export interface OfflineHarness {
  runtime: AppRuntime
  network: CatalogAccess
  repo: Mirror
  db: MirrorDatabase
  origins: { origin: string; imageOrigin: string }
  demoVins: string[]
  close(): Promise<void>
}

/** `env` configures an account (CATALOG_*), e.g. a demo catalog the test started and holds the knobs of. */
export async function startOfflineHarness(options: { env?: Record<string, string> } = {}): Promise<OfflineHarness> {
  const runtime = await createAppRuntime({
    host: 'web',
    version: 'test',
    env: options.env ?? {},
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined,
    timeoutMs: 5_000,
    retry: { retries: 1, baseDelayMs: 5 }
  })
  const info = await runtime.handlers['app.info']()
  if (!info.ok) throw new Error('runtime did not start')
  const network: CatalogAccess = {
    vin: (request) => runtime.handlers['catalog.vin'](request),
    section: (request) => runtime.handlers['catalog.section'](request),
    image: (qImage) => runtime.handlers['catalog.image']({ qImage })
  }
  const db = new MirrorDatabase(`offline-test-${Math.random()}`)
  return {
    runtime,
    network,
    db,
    repo: new Mirror(db),
    origins: { origin: info.value.serviceOrigin, imageOrigin: info.value.imageOrigin },
    demoVins: info.value.demoVins ?? [],
    async close() {
      await db.delete()
      await runtime.close()
    }
  }
}

/** A service that is not there: what the renderer sees with the network cable pulled. */
export const unplugged: CatalogAccess = {
  vin: async () => ({ ok: false, error: { code: 'offline', message: 'unplugged' } }),
  section: async () => ({ ok: false, error: { code: 'offline', message: 'unplugged' } }),
  image: async () => ({ ok: false, error: { code: 'offline', message: 'unplugged' } })
}
