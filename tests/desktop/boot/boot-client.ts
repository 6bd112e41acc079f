/**
 * Starts the built main process in a child Node process (child.ts) against the fake Electron and
 * talks to it: `probe(name, input)` asks one question, `exit` settles when the child ends. Nothing
 * here waits a fixed time: every await is for a message or the child's exit (the test's timeout
 * is the only bound).
 */
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BootScenario, ChildMessage, ProbeMap, ProbeName, QuitRecord } from './probes'

const here = fileURLToPath(new URL('.', import.meta.url))
export const BUILT_MAIN = fileURLToPath(
  new URL(`../../../${process.env.PARTS_DESK_OUT ?? 'out'}/main/index.js`, import.meta.url)
)

export interface ChildExit {
  code: number | null
  /** Sent by the child just before it exits through Electron's quit or exit. */
  quit: QuitRecord | null
  stderr: string
}

export interface BootedMain {
  /** True when main loaded its window; false when it exited first. */
  booted: boolean
  probe<K extends ProbeName>(name: K, input: ProbeMap[K]['input']): Promise<ProbeMap[K]['output']>
  exit: Promise<ChildExit>
  stderr(): string
  /** Ends the child if it still runs, and removes its data folder. */
  dispose(): Promise<void>
}

export interface BootOptions extends Partial<Omit<BootScenario, 'userData'>> {
  /** Extra environment for main (ELECTRON_RENDERER_URL, …). */
  env?: Record<string, string>
  /** Makes the data folder unusable (a path below a regular file), so start-up fails. */
  brokenDataFolder?: boolean
}

export async function bootMain(options: BootOptions = {}): Promise<BootedMain> {
  if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npx electron-vite build\` first`)
  const dataRoot = mkdtempSync(join(tmpdir(), 'parts-desk-boot-'))
  const blocker = join(dataRoot, 'a-file')
  writeFileSync(blocker, '')
  const scenario: BootScenario = {
    isPackaged: options.isPackaged ?? false,
    singleInstanceLock: options.singleInstanceLock ?? true,
    switches: options.switches ?? [],
    userData: join(options.brokenDataFolder ? blocker : dataRoot, 'userData'),
    version: options.version ?? '9.8.7'
  }
  // A clean environment: the developer's CATALOG_* variables must not turn the demo into an account.
  const child: ChildProcess = fork(join(here, 'child.ts'), [BUILT_MAIN], {
    execArgv: ['--import', 'tsx', '--import', join(here, 'register-fake-electron.mjs')],
    env: { PATH: process.env.PATH ?? '', BOOT_SCENARIO: JSON.stringify(scenario), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'advanced'
  })

  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdout?.resume()

  let quit: QuitRecord | null = null
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const exit = new Promise<ChildExit>((resolve) =>
    child.on('exit', (code) => {
      for (const { reject } of pending.values()) reject(new Error(`main exited (${code}) before answering`))
      resolve({ code, quit, stderr })
    })
  )
  const booted = new Promise<boolean>((resolve) => {
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'booted') resolve(true)
      else if (message.type === 'exiting') quit = message.quit
      else if (message.type === 'answer') pending.get(message.id)?.resolve(message.output)
      else if (message.type === 'failed') pending.get(message.id)?.reject(new Error(message.error))
      if (message.type === 'answer' || message.type === 'failed') pending.delete(message.id)
    })
    void exit.then(() => resolve(false))
  })

  let nextId = 0
  return {
    booted: await booted,
    probe(name, input) {
      const id = ++nextId
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        child.send({ id, name, input })
      })
    },
    exit,
    stderr: () => stderr,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill()
        await exit
      }
      rmSync(dataRoot, { recursive: true, force: true })
    }
  }
}
