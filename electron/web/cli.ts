/**
 * `npm run web`: builds the renderer (electron-vite build), then serves it and the core runtime
 * on http://127.0.0.1. Same CATALOG_* environment variables as the desktop app; settings and the
 * token are kept in memory for this run only.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createAppRuntime } from '../main/core/runtime'
import { startWebHost } from './host'
import { MemorySettingsStore, MemoryVault } from '../main/core/memory-adapters'

const projectRoot = join(import.meta.dirname, '../..')

function portFrom(argv: string[], env: NodeJS.ProcessEnv): number {
  const { values } = parseArgs({ args: argv, options: { port: { type: 'string' } }, strict: true })
  const raw = values.port ?? env.PORT ?? '0'
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${raw}`)
  return port
}

async function main(): Promise<void> {
  const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
  const runtime = await createAppRuntime({
    host: 'web',
    version,
    env: process.env,
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    // The renderer opens links in a new browser tab itself; nothing should reach this.
    openExternal: async () => {
      throw new Error('Browser mode opens links in the browser.')
    }
  })
  const host = await startWebHost({
    runtime,
    rendererDir: join(projectRoot, 'out/renderer'),
    port: portFrom(process.argv.slice(2), process.env)
  })

  console.log(`Parts Desk (browser mode) is running. Open:\n\n  ${host.url}\n`)
  console.log('Settings and the token are kept in memory for this run only. Ctrl+C stops.')

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping…`)
    Promise.all([host.close(), runtime.close()])
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exit(1)
      })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
