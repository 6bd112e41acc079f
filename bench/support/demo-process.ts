import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export interface DemoProcess {
  baseUrl: string
  imageBaseUrl: string
  userId: string
  userToken: string
  vins: string[]
  /** With `{ fleet: N }`: the generated fleet's VINs in order (docs/demo-catalog.md, Fleet). */
  fleetVins?: string[]
  close(): Promise<void>
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Starts the demo catalog's CLI in a child process, so a benchmark's load generator and the
 * server do not share one core (the machine has two). Resolves with the CLI's `--json` line.
 */
export async function startDemoProcess(options: { fleet?: number } = {}): Promise<DemoProcess> {
  const fleet = options.fleet ? ['--fleet', String(options.fleet)] : []
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-catalog/cli.ts', '--json', ...fleet], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const info = await new Promise<Omit<DemoProcess, 'close'>>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve(JSON.parse(line) as Omit<DemoProcess, 'close'>)
    )
    child.once('exit', (code) => reject(new Error(`demo catalog exited with ${code}`)))
  })
  return {
    ...info,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
  }
}
