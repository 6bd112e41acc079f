import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { CHROMIUM_ARGS } from '../../tests/support/chromium'

/**
 * Debian's Chromium driven over the DevTools protocol through its pipe, with only the calls a
 * measurement makes (Runtime, Page, Performance, HeapProfiler) and no network instrumentation.
 *
 * Why not Playwright here: it turns on network events in every page it drives, and each request
 * then costs Chromium and this process several ms of CPU more. Measured on these machines, 5,000
 * small fetches from a page took 11.4 s under Playwright and 4.3 s without it (browser process
 * 5.0 → 1.7 s of CPU, renderer 6.3 → 3.1 s). A save makes about 5,000 requests on two cores, so
 * under Playwright the bench measured mostly its own instrumentation. The installed app has none.
 *
 * `wsEndpoint` lets Playwright attach afterwards (connectOverCDP) for steps that need its API.
 */
export interface RawChromium {
  page: RawPage
  wsEndpoint: string
  close(): Promise<void>
}

export interface RawPage {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>
  /** An expression in the page, awaited, its value returned (JSON-able). */
  evaluate<T = unknown>(expression: string): Promise<T>
  goto(url: string): Promise<void>
  /** Polls `expression` in the page every 50 ms until it is truthy. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>
}

interface Message {
  id?: number
  result?: unknown
  error?: { message: string }
}

export async function launchRawChromium(): Promise<RawChromium> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'parts-desk-raw-chromium-'))
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      `--user-data-dir=${userDataDir}`,
      '--window-size=1280,800',
      '--remote-debugging-pipe',
      '--remote-debugging-port=0',
      'about:blank'
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] }
  )
  const toBrowser = child.stdio[3] as Writable
  const fromBrowser = child.stdio[4] as Readable

  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 0
  let buffered = ''
  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message
      buffered = buffered.slice(end + 1)
      const waiting = message.id === undefined ? undefined : pending.get(message.id)
      if (!waiting) continue
      pending.delete(message.id!)
      if (message.error) waiting.reject(new Error(message.error.message))
      else waiting.resolve(message.result)
    }
  })
  const call = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId
      pending.set(id, { resolve: (value) => resolve(value as T), reject })
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })

  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let err = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      err += chunk
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(err)
      if (found) resolve(found[1])
    })
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${err.slice(-500)}`)))
  })

  const { targetInfos } = await call<{ targetInfos: Array<{ targetId: string; type: string }> }>('Target.getTargets')
  const target = targetInfos.find((info) => info.type === 'page')
  if (!target) throw new Error('chromium started without a page')
  const { sessionId } = await call<{ sessionId: string }>('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: true
  })

  const page: RawPage = {
    send: (method, params) => call(method, params, sessionId),
    async evaluate<T>(expression: string) {
      const answer = await call<{ result: { value: T }; exceptionDetails?: { exception?: { description?: string } } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId
      )
      if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? 'page error')
      return answer.result.value
    },
    async goto(url) {
      await call('Page.navigate', { url }, sessionId)
    },
    async waitFor(expression, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs
      while (!(await page.evaluate(`Boolean(${expression})`).catch(() => false))) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }

  return {
    page,
    wsEndpoint,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      await call('Browser.close').catch(() => undefined)
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(userDataDir, { recursive: true, force: true })
    }
  }
}
