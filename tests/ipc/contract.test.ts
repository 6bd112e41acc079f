/**
 * The real preload talking to the real IPC registration over the real runtime (embedded demo
 * catalog on loopback), with Electron's objects faked: contextBridge captures what the page
 * would see, ipcRenderer.invoke routes to what ipcMain.handle registered — structured-cloning
 * both ways as Electron does — with an event whose sender we control.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  type ConnectionStatus,
  type PartsDeskApi
} from '../../electron/shared/contract'
import type { AppRuntime } from '../../electron/main/core/runtime-types'
import { BUILT_RENDERER } from '../../electron/main/window-policy'
import { readCatalogId, readVehicle } from '../../electron/shared/readers'

const fake = vi.hoisted(() => {
  type Listener = (event: unknown, payload: unknown) => void
  type Handler = (event: unknown, input: unknown) => unknown
  const renderer = { url: 'app://parts-desk/index.html' }
  const handlers = new Map<string, Handler>()
  const rendererListeners = new Map<string, Set<Listener>>()
  const exposed = new Map<string, unknown>()

  const mainFrame: { url: string; parent: unknown } = { url: `${renderer.url}#/`, parent: null }
  const ownContents = {
    id: 1,
    mainFrame,
    // register-ipc listens for the window going away (to cancel its calls); nothing here goes away.
    on: () => undefined,
    once: () => undefined,
    isDestroyed: () => false,
    send: (channel: string, payload: unknown) => {
      for (const listener of rendererListeners.get(channel) ?? [])
        listener({ sender: 'ipcRenderer' }, structuredClone(payload))
    }
  }
  // Whatever the next invoke should look like to main; tests swap it to impersonate others.
  const sender = { event: { sender: ownContents as unknown, senderFrame: mainFrame as unknown } }

  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcMain: {
      handle: (channel: string, handler: Handler) => {
        if (handlers.has(channel)) throw new Error(`second handler for ${channel}`)
        handlers.set(channel, handler)
      },
      removeHandler: (channel: string) => handlers.delete(channel),
      // The cancel channel (tests/ipc/cancellation.test.ts exercises it); not used here.
      on: () => undefined,
      removeListener: () => undefined
    },
    ipcRenderer: {
      invoke: async (channel: string, input: unknown) => {
        const handler = handlers.get(channel)
        if (!handler) throw new Error(`No handler registered for '${channel}'`)
        return structuredClone(await handler(sender.event, structuredClone(input)))
      },
      on: (channel: string, listener: Listener) => {
        if (!rendererListeners.has(channel)) rendererListeners.set(channel, new Set())
        rendererListeners.get(channel)?.add(listener)
      },
      removeListener: (channel: string, listener: Listener) => rendererListeners.get(channel)?.delete(listener)
    }
  }
  return { renderer, handlers, rendererListeners, exposed, mainFrame, ownContents, sender, electron }
})

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }))

const { createAppRuntime } = await import('../../electron/main/core/runtime')
const { MemorySettingsStore, MemoryVault } = await import('../../electron/main/core/memory-adapters')
const { registerIpc } = await import('../../electron/main/ipc/register-ipc')
await import('../../electron/preload/index')

let runtime: AppRuntime
let unregister: () => void
let api: PartsDeskApi
let demoVin: string
// Subscribed before the first catalog call, so the unknown → online change is seen.
const statuses: ConnectionStatus[] = []
let unsubscribeStatuses: () => void

beforeAll(async () => {
  runtime = await createAppRuntime({
    host: 'electron',
    version: '9.9.9',
    env: {},
    settings: new MemorySettingsStore(),
    vault: new MemoryVault(),
    openExternal: async () => undefined
  })
  unregister = registerIpc({
    runtime,
    renderer: BUILT_RENDERER,
    ownWebContents: () => [fake.ownContents as never]
  })
  api = fake.exposed.get('partsDesk') as PartsDeskApi
  unsubscribeStatuses = api.on('connection.changed', (status) => statuses.push(status))
  const info = await api.app.info()
  if (!info.ok) throw new Error(info.error.message)
  // app.info lists demo VINs in demo mode; fall back to the demo data set if it does not (yet).
  demoVin = info.value.demoVins?.[0] ?? (await import('../../demo-catalog/data/vehicles')).VEHICLES[0].vin
})

afterAll(async () => {
  unregister?.()
  await runtime?.close()
})

beforeEach(() => {
  fake.sender.event = { sender: fake.ownContents, senderFrame: fake.mainFrame }
})

describe('what the page sees', () => {
  it('is exactly one global, partsDesk, with exactly the contract’s calls plus `on`', () => {
    expect([...fake.exposed.keys()]).toEqual(['partsDesk'])
    const expected: Record<string, string[]> = {}
    for (const channel of INVOKE_CHANNELS) {
      const [domain, method] = channel.split('.') as [string, string]
      ;(expected[domain] ??= []).push(method)
    }
    const surface = api as unknown as Record<string, unknown>
    expect(Object.keys(surface).sort()).toEqual([...Object.keys(expected), 'on'].sort())
    for (const [domain, methods] of Object.entries(expected)) {
      const namespace = surface[domain] as Record<string, unknown>
      expect(Object.keys(namespace).sort(), domain).toEqual([...methods].sort())
      for (const method of methods) expect(typeof namespace[method]).toBe('function')
    }
  })

  it('main registers exactly the contract’s channels', () => {
    expect([...fake.handlers.keys()].sort()).toEqual(INVOKE_CHANNELS.map((channel) => `parts-desk:${channel}`).sort())
  })
})

describe('calls through preload → IPC → runtime → demo catalog', () => {
  it('reports demo mode', async () => {
    const info = await api.app.info()
    expect(info).toMatchObject({ ok: true, value: { mode: 'demo', version: '9.9.9', host: 'electron' } })
  })

  it('finds the demo vehicle by VIN, typed sloppily', async () => {
    const sloppy = ` ${demoVin.slice(0, 8).toLowerCase()} ${demoVin.slice(8)} `
    const result = await api.catalog.vin({ vin: sloppy, lang: 'en' })
    if (!result.ok) throw new Error(result.error.message)
    expect(readVehicle(result.value.result.vehicle)?.title).toMatch(/\S/)
    expect(readCatalogId(result.value.result)).toMatch(/\S/)
  })

  it('refuses an invalid language as invalid-input', async () => {
    const result = await api.catalog.vin({ vin: demoVin, lang: 'xx' as never })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })

  it('never returns the token from settings, only that one is set', async () => {
    const token = 'contract-test-token-5f2a'
    // A token is only taken together with the service and user it belongs to.
    const account = { baseUrl: 'https://catalog.example.com', userId: 'contract-user' }
    const updated = await api.settings.update({ ...account, token })
    const read = await api.settings.get()
    expect(JSON.stringify(updated)).not.toContain(token)
    expect(JSON.stringify(read)).not.toContain(token)
    expect(read).toMatchObject({ ok: true, value: { tokenSet: true } })
    await api.settings.update({ token: '', baseUrl: '', userId: '' })
    expect(await api.settings.get()).toMatchObject({ ok: true, value: { tokenSet: false, source: 'demo' } })
  })
})

describe('sender validation', () => {
  const refused = { ok: false, error: { code: 'invalid-input', message: 'Request refused.' } }

  it('refuses a page other than our renderer in our main frame', async () => {
    fake.sender.event = { sender: fake.ownContents, senderFrame: { url: 'https://evil.example/', parent: null } }
    expect(await api.app.info()).toEqual(refused)
  })

  it('refuses a sub-frame even at our URL', async () => {
    fake.sender.event = { sender: fake.ownContents, senderFrame: { url: fake.mainFrame.url, parent: fake.mainFrame } }
    expect(await api.catalog.vin({ vin: demoVin, lang: 'en' })).toEqual(refused)
  })

  it('refuses a webContents we did not create and a vanished frame', async () => {
    const stranger = { mainFrame: fake.mainFrame, isDestroyed: () => false, send: () => undefined }
    fake.sender.event = { sender: stranger, senderFrame: fake.mainFrame }
    expect(await api.settings.get()).toEqual(refused)
    fake.sender.event = { sender: fake.ownContents, senderFrame: null }
    expect(await api.settings.get()).toEqual(refused)
  })
})

describe('events', () => {
  it('forwards connection changes as plain payloads, without the IPC event object', async () => {
    await api.catalog.vin({ vin: demoVin, lang: 'en' })
    expect(statuses.map((status) => status.state)).toContain('online')
    for (const status of statuses) {
      expect(status).toEqual({
        state: expect.any(String),
        since: expect.any(Number),
        ...(status.lastError ? { lastError: status.lastError } : {})
      })
    }
  })

  it('delivers main’s link.confirm to the page, and refuses events the contract does not name', () => {
    const seen: unknown[] = []
    const off = api.on('link.confirm', (request) => seen.push(request))
    fake.ownContents.send('parts-desk:link.confirm', { url: 'https://example.com/dropped' })
    off()
    fake.ownContents.send('parts-desk:link.confirm', { url: 'https://example.com/later' })
    expect(seen).toEqual([{ url: 'https://example.com/dropped' }])
    expect(() => api.on('shell.openExternal' as never, () => undefined)).toThrow(/Unknown event/)
  })

  it('unsubscribes', () => {
    const channel = `parts-desk:${EVENT_CHANNELS[0]}`
    const before = fake.rendererListeners.get(channel)?.size ?? 0
    const off = api.on('connection.changed', () => undefined)
    expect(fake.rendererListeners.get(channel)?.size).toBe(before + 1)
    off()
    unsubscribeStatuses()
    expect(fake.rendererListeners.get(channel)?.size).toBe(before - 1)
  })
})

describe('printing', () => {
  const job = { title: 'Marlin VM9 130-02-02', pageLabel: 'Page {page} of {total}', footerNote: 'Marlin · VM9' }

  it('without a platform printer (plain Node) refuses in plain words', async () => {
    expect(await api.print.print(job)).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(await api.print.pdf(job)).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })

  it('binds the print channels to the printer with the asking window, after validation and the sender check', async () => {
    const seen: Array<{ channel: string; target: unknown; job: unknown }> = []
    unregister()
    unregister = registerIpc({
      runtime,
      renderer: BUILT_RENDERER,
      ownWebContents: () => [fake.ownContents as never],
      printer: {
        print: async (target, printJob) => {
          seen.push({ channel: 'print', target, job: printJob })
          return { ok: true, value: { printed: true } }
        },
        pdf: async (target, printJob) => {
          seen.push({ channel: 'pdf', target, job: printJob })
          return { ok: true, value: { saved: true, path: '/home/mech/Marlin.pdf' } }
        }
      }
    })
    expect(await api.print.print(job)).toEqual({ ok: true, value: { printed: true } })
    expect(await api.print.pdf(job)).toEqual({ ok: true, value: { saved: true, path: '/home/mech/Marlin.pdf' } })
    expect(seen).toEqual([
      { channel: 'print', target: fake.ownContents, job },
      { channel: 'pdf', target: fake.ownContents, job }
    ])
    // A page label without the numbers, unknown keys, a foreign sender: refused before the printer.
    expect(await api.print.pdf({ ...job, pageLabel: 'Page' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' }
    })
    expect(await api.print.print({ ...job, path: '/etc/passwd' } as never)).toMatchObject({ ok: false })
    fake.sender.event = { sender: fake.ownContents, senderFrame: { url: 'https://evil.example/', parent: null } }
    expect(await api.print.print(job)).toMatchObject({ ok: false, error: { message: 'Request refused.' } })
    expect(seen).toHaveLength(2)
    // Every other channel still reaches the runtime.
    fake.sender.event = { sender: fake.ownContents, senderFrame: fake.mainFrame }
    expect(await api.app.info()).toMatchObject({ ok: true })
  })
})
