/**
 * Cancellation across IPC, VS Code style: a cancellable call carries an id, and a cancel message
 * with that id on its own channel aborts the handler's signal in main — from our own renderer's
 * main frame only, and only for its own calls. The real preload and registration, Electron faked.
 * Browser mode's abort and the figures counted at the demo catalog: tests/offline/cancellation-counts.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CANCEL_CHANNEL, type BridgedApi } from '../../electron/shared/contract'
import type { Result } from '../../electron/shared/result'
import { BUILT_RENDERER } from '../../electron/main/window-policy'
import { PendingCalls } from '../../electron/main/ipc/pending-calls'
import { startWebHost } from '../../electron/web/host'
import { createDispatcher } from '../../electron/main/ipc/dispatcher'
import { waitingRuntime } from '../support/waiting-runtime'
import { openCallSocket } from '../support/call-socket-client'

const fake = vi.hoisted(() => {
  type Handler = (event: unknown, ...args: unknown[]) => unknown
  const renderer = { url: 'app://parts-desk/index.html' } // BUILT_RENDERER's page (not importable when hoisted)
  const handlers = new Map<string, Handler>()
  const sendListeners = new Map<string, Handler[]>()
  const exposed = new Map<string, unknown>()
  /** A webContents' events as register-ipc uses them: on, once, and emit for the test. */
  const events = () => {
    const listeners = new Map<string, Array<() => void>>()
    const on = (name: string, listener: () => void) =>
      void listeners.set(name, [...(listeners.get(name) ?? []), listener])
    return { on, once: on, emit: (name: string) => (listeners.get(name) ?? []).forEach((listener) => listener()) }
  }
  const mainFrame: { url: string; parent: unknown } = { url: `${renderer.url}#/`, parent: null }
  const ownContents = { id: 1, mainFrame, isDestroyed: () => false, send: () => undefined, ...events() }
  // Another window of ours (a second webContents): trusted, but its ids are its own.
  const otherFrame: { url: string; parent: unknown } = { url: `${renderer.url}#/`, parent: null }
  const otherContents = { id: 2, mainFrame: otherFrame, isDestroyed: () => false, send: () => undefined, ...events() }
  // A page the window was tricked into: its frame is not our renderer.
  const strangerFrame = { url: 'https://evil.example/', parent: null }
  const own = { sender: ownContents as unknown, senderFrame: mainFrame as unknown }
  const other = { sender: otherContents as unknown, senderFrame: otherFrame as unknown }
  const stranger = { sender: ownContents as unknown, senderFrame: strangerFrame as unknown }
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcMain: {
      handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
      removeHandler: (channel: string) => handlers.delete(channel),
      on: (channel: string, listener: Handler) =>
        sendListeners.set(channel, [...(sendListeners.get(channel) ?? []), listener]),
      removeListener: (channel: string, listener: Handler) =>
        sendListeners.set(
          channel,
          (sendListeners.get(channel) ?? []).filter((existing) => existing !== listener)
        )
    },
    ipcRenderer: {
      invoke: async (channel: string, ...args: unknown[]) => {
        const handler = handlers.get(channel)
        if (!handler) throw new Error(`No handler registered for '${channel}'`)
        return structuredClone(await handler(own, ...args.map((arg) => structuredClone(arg))))
      },
      send: (channel: string, ...args: unknown[]) => {
        for (const listener of sendListeners.get(channel) ?? [])
          listener(own, ...args.map((arg) => structuredClone(arg)))
      },
      on: () => undefined,
      removeListener: () => undefined
    }
  }
  return { renderer, handlers, sendListeners, exposed, own, other, stranger, electron }
})

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }))

const { registerIpc } = await import('../../electron/main/ipc/register-ipc')
await import('../../electron/preload/index')

/** Sends a cancel message to main as `event` would (our window, another of ours, a stranger). */
function sendCancel(event: unknown, id: unknown): void {
  for (const listener of fake.sendListeners.get(CANCEL_CHANNEL) ?? []) listener(event, id)
}

const SECTION = { q: 'q-root', lang: 'en' as const }

describe('PendingCalls (main’s table of cancellable calls)', () => {
  it('aborts a call by its owner and id, once, and forgets it', () => {
    const pending = new PendingCalls()
    const call = pending.begin(1, 5)
    expect(pending.cancel(2, 5)).toBe(false) // another window's id 5 is not this one
    expect(call.signal.aborted).toBe(false)
    expect(pending.cancel(1, 5)).toBe(true)
    expect(call.signal.aborted).toBe(true)
    expect(pending.cancel(1, 5)).toBe(false)
    expect(pending.size).toBe(0)
  })

  it('ignores unknown, settled and malformed ids; a call without a valid id cannot be cancelled', () => {
    const pending = new PendingCalls()
    const settled = pending.begin(1, 1)
    settled.end()
    expect(pending.cancel(1, 1)).toBe(false)
    expect(pending.cancel(1, 99)).toBe(false)
    for (const bad of ['1', 0, -3, 1.5, Number.NaN, null, undefined, { id: 1 }]) {
      const call = pending.begin(1, bad)
      expect(pending.cancel(1, bad)).toBe(false)
      expect(call.signal.aborted).toBe(false)
    }
    expect(pending.size).toBe(0)
  })

  it('aborts every call of an owner whose page is gone, numbered or not, and no other owner’s', () => {
    const pending = new PendingCalls()
    const numbered = pending.begin(1, 4)
    const plain = pending.begin(1, undefined)
    const others = pending.begin(2, 4)
    expect(pending.running).toBe(3)
    expect(pending.endOwner(1)).toBe(2)
    expect([numbered.signal.aborted, plain.signal.aborted, others.signal.aborted]).toEqual([true, true, false])
    expect(pending.cancel(1, 4)).toBe(false) // its id is forgotten with it
    numbered.end() // the aborted calls still settle; that must not disturb the table
    plain.end()
    expect(pending.running).toBe(1)
    expect(pending.endOwner(1)).toBe(0)
  })

  it('keeps the first call when a page repeats an id', () => {
    const pending = new PendingCalls()
    const first = pending.begin(1, 3)
    const repeat = pending.begin(1, 3)
    repeat.end() // the repeat settling must not drop the first call's entry
    expect(pending.cancel(1, 3)).toBe(true)
    expect(first.signal.aborted).toBe(true)
    expect(repeat.signal.aborted).toBe(false)
  })
})

describe('the cancel message over IPC (real preload and registration, Electron faked)', () => {
  let unregister: () => void
  let state: ReturnType<typeof waitingRuntime>
  let bridged: BridgedApi
  /** What the renderer's bridge does with a signal (renderer/src/platform/bridge/ipc-bridge.ts). */
  const whenAborted = (signal: AbortSignal) => ({
    whenCancelled: (cancel: () => void) => signal.addEventListener('abort', () => cancel(), { once: true })
  })

  beforeEach(() => {
    state = waitingRuntime()
    unregister = registerIpc({
      runtime: state.runtime,
      renderer: BUILT_RENDERER,
      ownWebContents: () => [fake.own.sender, fake.other.sender] as never[]
    })
    bridged = fake.exposed.get('partsDesk') as BridgedApi
    return () => unregister()
  })

  it('a page’s abort reaches the handler in main, and the call settles as cancelled', async () => {
    const controller = new AbortController()
    const answer = bridged.catalog.section(SECTION, whenAborted(controller.signal))
    await vi.waitFor(() => expect(state.calls).toHaveLength(1))
    expect(state.calls[0].signal.aborted).toBe(false)
    controller.abort()
    expect(await answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(state.calls[0].signal.aborted).toBe(true)
  })

  it('a call without a cancel hook carries no id and runs as before', async () => {
    const answer = bridged.catalog.section(SECTION)
    await vi.waitFor(() => expect(state.calls).toHaveLength(1))
    for (let id = 1; id <= 5; id++) sendCancel(fake.own, id)
    expect(state.calls[0].signal.aborted).toBe(false)
    unregister() // settles nothing; the call stays pending until the test's runtime goes
    void answer
  })

  it('a cancel from a stranger frame or another window is ignored; from the caller it aborts', async () => {
    const handler = fake.handlers.get('parts-desk:catalog.section')!
    const answer = handler(fake.own, SECTION, 41) as Promise<Result<unknown>>
    await vi.waitFor(() => expect(state.calls).toHaveLength(1))
    sendCancel(fake.stranger, 41)
    sendCancel(fake.other, 41) // our own second window: its id 41 is another call
    expect(state.calls[0].signal.aborted).toBe(false)
    sendCancel(fake.own, 41)
    expect(state.calls[0].signal.aborted).toBe(true)
    expect(await answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
  })

  it('an unknown or malformed id is ignored, and a settled call’s id is forgotten', async () => {
    const handler = fake.handlers.get('parts-desk:catalog.section')!
    const answer = handler(fake.own, SECTION, 7) as Promise<Result<unknown>>
    await vi.waitFor(() => expect(state.calls).toHaveLength(1))
    for (const id of [8, '7', -7, null, { id: 7 }]) sendCancel(fake.own, id)
    expect(state.calls[0].signal.aborted).toBe(false)
    sendCancel(fake.own, 7)
    await answer
    expect(() => sendCancel(fake.own, 7)).not.toThrow()
  })

  it('a window that closes or reloads aborts the calls it had under way, and only its own', async () => {
    const handler = fake.handlers.get('parts-desk:catalog.section')!
    const numbered = handler(fake.own, SECTION, 12) as Promise<Result<unknown>>
    const plain = handler(fake.own, SECTION) as Promise<Result<unknown>>
    const otherWindow = handler(fake.other, SECTION, 12) as Promise<Result<unknown>>
    await vi.waitFor(() => expect(state.calls).toHaveLength(3))
    ;(fake.own.sender as { emit(name: string): void }).emit('destroyed')
    expect(await numbered).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(await plain).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(state.calls.map((call) => call.signal.aborted)).toEqual([true, true, false])
    ;(fake.other.sender as { emit(name: string): void }).emit('did-navigate') // a reload: a new page
    expect(await otherWindow).toMatchObject({ ok: false, error: { code: 'cancelled' } })
  })

  it('unregistering removes the cancel listener with the handlers', () => {
    expect(fake.sendListeners.get(CANCEL_CHANNEL)).toHaveLength(1)
    unregister()
    expect(fake.sendListeners.get(CANCEL_CHANNEL)).toHaveLength(0)
    expect(fake.handlers.size).toBe(0)
  })
})

describe('the dispatcher and browser mode’s host', () => {
  it('a call cancelled before its handler starts is answered cancelled without running it', async () => {
    const state = waitingRuntime()
    const stop = new AbortController()
    stop.abort()
    const dispatch = createDispatcher(state.runtime.handlers)
    expect(await dispatch('catalog.section', SECTION, stop.signal)).toMatchObject({
      ok: false,
      error: { code: 'cancelled' }
    })
    expect(state.calls).toHaveLength(0)
  })

  /**
   * A host over a runtime whose section calls wait, and two pages on it: the first with calls 1
   * and 2 under way, the other with its own call 1. `state.calls` lists the three in that order.
   */
  async function twoPagesCalling() {
    const state = waitingRuntime()
    const host = await startWebHost({ runtime: state.runtime, rendererDir: '/nonexistent', log: () => undefined })
    const page = await openCallSocket(host)
    const otherPage = await openCallSocket(host)
    void page.call(1, 'catalog.section', SECTION)
    void page.call(2, 'catalog.section', SECTION)
    void otherPage.call(1, 'catalog.section', SECTION)
    await vi.waitFor(() => expect(state.calls).toHaveLength(3))
    return { state, host, page, otherPage }
  }

  it('a cancel message aborts that call’s signal only, and the host sends no answer for it', async () => {
    const { state, host, page, otherPage } = await twoPagesCalling()
    try {
      page.socket.send(JSON.stringify({ cancel: 1 }))
      await vi.waitFor(() => expect(state.calls[0].signal.aborted).toBe(true))
      // The other page's call 1 is its own: a cancel reaches only calls of the socket it came on.
      expect(state.calls.map((call) => call.signal.aborted)).toEqual([true, false, false])
      page.socket.send(JSON.stringify({ cancel: 2 }))
      await vi.waitFor(() => expect(state.calls[1].signal.aborted).toBe(true))
      // The cancelled calls' handlers have answered (cancelled), yet nothing was sent for them:
      // the next call's answer is the first and only message on the socket.
      const next = await page.call(3, 'app.info')
      expect(next).toMatchObject({ ok: false, error: { code: 'server' } })
      expect(page.received).toEqual([{ id: 3, result: next }])
      otherPage.socket.close()
      page.socket.close()
    } finally {
      await host.close()
    }
  })

  it('the host aborts every call of a page’s socket when it closes before the answers', async () => {
    const { state, host, page, otherPage } = await twoPagesCalling()
    try {
      expect(state.calls.some((call) => call.signal.aborted)).toBe(false)
      page.socket.terminate() // the tab closed or crashed: no close handshake
      await vi.waitFor(() => expect(state.calls.map((call) => call.signal.aborted)).toEqual([true, true, false]))
      // The host stopping closes the sockets left, and their calls stop too.
      await host.close()
      expect(await otherPage.closed).toBe(1006)
      await vi.waitFor(() => expect(state.calls[2].signal.aborted).toBe(true))
    } finally {
      await host.close()
    }
  })
})
