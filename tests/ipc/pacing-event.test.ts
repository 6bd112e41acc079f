import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemorySettingsStore, MemoryVault } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import type { CatalogPacing } from '../../electron/shared/contract'
import { decodeWire } from '../../electron/shared/wire-codec'
import { startWebHost, type WebHost } from '../../electron/web/host'

/**
 * `catalog.pacing` end to end: the real runtime (embedded demo catalog) counts what the handlers
 * send, and the browser-mode host streams it, replaying the latest to a tab that opens later.
 */
const secret = 'pacing-test-secret'
const dir = mkdtempSync(join(tmpdir(), 'parts-desk-pacing-'))
let runtime: AppRuntime
let host: WebHost

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>')
  runtime = await createAppRuntime({
    host: 'web',
    version: '0.0.0-test',
    env: {},
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined,
    timeoutMs: 2_000,
    retry: { retries: 0, baseDelayMs: 1 }
  })
  host = await startWebHost({ runtime, rendererDir: dir, secret, log: () => undefined })
})

afterAll(async () => {
  await host.close()
  await runtime.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Resolves with the first pacing the runtime pushes that `wanted` accepts. */
function pacingWhere(wanted: (pacing: CatalogPacing) => boolean): Promise<CatalogPacing> {
  return new Promise((resolve) => {
    // The current state arrives during `on` itself, before `stop` exists: stop a turn later.
    const stop: () => void = runtime.events.on('catalog.pacing', (pacing) => {
      if (!wanted(pacing)) return
      setImmediate(() => stop())
      resolve(pacing)
    })
  })
}

/** Opens the event stream and resolves with the first `catalog.pacing` that `wanted` accepts. */
function streamedPacing(wanted: (pacing: CatalogPacing) => boolean): Promise<CatalogPacing> {
  const { port } = new URL(host.origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: `/events?k=${secret}` }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        for (const match of text.matchAll(/event: catalog\.pacing\ndata: (.+)\n\n/g)) {
          const pacing = decodeWire(match[1]) as CatalogPacing
          if (wanted(pacing)) {
            request.destroy()
            return resolve(pacing)
          }
        }
      })
    })
    request.on('error', reject)
    request.end()
  })
}

describe('catalog.pacing', () => {
  it('tells a new listener the state at once: not held back, full concurrency, today’s local day', async () => {
    const pacing = await pacingWhere(() => true)
    expect(pacing).toMatchObject({ slowDownUntil: null, concurrency: 6 })
    expect(pacing.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('counts requests per priority and streams them to a tab that opens later', async () => {
    const info = await runtime.handlers['app.info']()
    if (!info.ok) throw new Error('no app info')
    const counted = pacingWhere((pacing) => pacing.today.click >= 1)
    expect((await runtime.handlers['catalog.vin']({ vin: info.value.demoVins![0], lang: 'en' })).ok).toBe(true)
    const after = await counted
    expect(after.today.total).toBe(after.today.click + after.today.prefetch + after.today.background)
    // A tab that connects now gets the latest counts without waiting for another request.
    const streamed = await streamedPacing((pacing) => pacing.today.click >= 1)
    expect(streamed.today.click).toBeGreaterThanOrEqual(1)
  })
})
