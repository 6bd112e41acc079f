import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWebApi, takeSecret } from '@renderer/platform/bridge/web-bridge'
import { overPreload } from '@renderer/platform/bridge/ipc-bridge'
import { buildApi, type BridgedCallOptions } from '@shared/contract'
import { MAX_CALL_MESSAGE_BYTES } from '@shared/call-socket-protocol'
import { encodeWire } from '@shared/wire-codec'
import { FakeWebSocket } from './support/fake-web-socket'

beforeEach(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/')
  FakeWebSocket.instances = []
  vi.stubGlobal('WebSocket', FakeWebSocket)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The page's socket once a call has opened it, and the calls it sent (parsed). */
async function openedSocket(): Promise<FakeWebSocket> {
  await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0))
  const socket = FakeWebSocket.latest
  if (socket.readyState === 0) socket.accept()
  return socket
}

async function sentCall(socket: FakeWebSocket, count = 1): Promise<Array<{ id: number; channel?: string }>> {
  await vi.waitFor(() => expect(socket.sent).toHaveLength(count))
  return socket.messages() as Array<{ id: number; channel?: string }>
}

const answer = (id: number, result: unknown) => encodeWire({ id, result })

describe('browser-mode bridge', () => {
  it('moves the key from the address bar into sessionStorage', () => {
    history.replaceState(null, '', '/?k=s3cret&x=1#/settings')
    expect(takeSecret(window)).toBe('s3cret')
    expect(location.search).toBe('?x=1')
    expect(location.hash).toBe('#/settings')
    expect(sessionStorage.getItem('parts-desk:key')).toBe('s3cret')
    // A reload has no ?k= any more and still finds it.
    expect(takeSecret(window)).toBe('s3cret')
  })

  it('sends calls on one socket carrying the key, and decodes bytes in the answer', async () => {
    history.replaceState(null, '', '/?k=a%2Fb')
    const api = createWebApi(window)
    const image = api.catalog.image({ qImage: 'q' })
    const socket = await openedSocket()
    const expected = new URL('/ipc?k=a%2Fb', location.href)
    expected.protocol = 'ws:'
    expect(socket.url).toBe(expected.href)
    const [call] = await sentCall(socket)
    expect(call).toEqual({ id: 1, channel: 'catalog.image', input: { qImage: 'q' } })
    socket.answer(answer(1, { ok: true, value: { contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) } }))
    expect(await image).toEqual({ ok: true, value: { contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) } })
    // The next calls go on the same socket, numbered on, each answered by its id.
    const info = api.app.info()
    const vin = api.catalog.vin({ vin: 'V', lang: 'en' })
    const [, second, third] = await sentCall(socket, 3)
    expect(second).toEqual({ id: 2, channel: 'app.info' })
    expect(third).toMatchObject({ id: 3, channel: 'catalog.vin' })
    socket.answer(answer(3, { ok: true, value: 'vin' }))
    socket.answer(answer(2, { ok: true, value: 'info' }))
    expect(await Promise.all([info, vin])).toEqual([
      { ok: true, value: 'info' },
      { ok: true, value: 'vin' }
    ])
    expect(FakeWebSocket.instances).toHaveLength(1)
  })

  it('calls made while the socket opens wait for it', async () => {
    const api = createWebApi(window)
    const first = api.app.info()
    const second = api.app.info()
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1))
    const socket = FakeWebSocket.latest
    expect(socket.sent).toHaveLength(0)
    socket.accept()
    await sentCall(socket, 2)
    socket.answer(answer(1, { ok: true, value: 1 }))
    socket.answer(answer(2, { ok: true, value: 2 }))
    expect(await Promise.all([first, second])).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 2 }
    ])
  })

  it('a socket that drops fails the calls under way, and the next call opens a new one', async () => {
    const api = createWebApi(window)
    const pending = api.app.info()
    const socket = await openedSocket()
    await sentCall(socket)
    socket.drop()
    expect(await pending).toEqual({
      ok: false,
      error: { code: 'offline', message: 'The connection to Parts Desk dropped before the answer was complete.' }
    })
    const next = api.app.info()
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2))
    const reopened = await openedSocket()
    const [call] = await sentCall(reopened)
    reopened.answer(answer(call.id, { ok: true, value: 'again' }))
    expect(await next).toEqual({ ok: true, value: 'again' })
  })

  it('a socket that will not open: one probe tells a refused key from a stopped host', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch')
    history.replaceState(null, '', '/?k=old-key')
    const api = createWebApi(window)
    const refusals: Array<[Response | Error, string, string]> = [
      [new Response('Wrong key.', { status: 403 }), 'invalid-input', 'This tab is not connected to Parts Desk.'],
      [new Response('Missing key.', { status: 401 }), 'invalid-input', 'This tab is not connected to Parts Desk.'],
      [new TypeError('Failed to fetch'), 'offline', 'Parts Desk is not running any more.'],
      // The key is fine and the host there, yet no socket: Parts Desk's own failure.
      [new Response('Open this address as a WebSocket.', { status: 426 }), 'internal', 'status 426']
    ]
    for (const [probe, code, words] of refusals) {
      fetchSpy.mockReset()
      if (probe instanceof Error) fetchSpy.mockRejectedValueOnce(probe)
      else fetchSpy.mockResolvedValueOnce(probe)
      const waiting = [api.app.info(), api.catalog.vin({ vin: 'V', lang: 'en' })]
      await vi.waitFor(() => expect(FakeWebSocket.latest.readyState).toBe(0))
      FakeWebSocket.latest.drop()
      for (const outcome of await Promise.all(waiting)) {
        expect(outcome).toMatchObject({ ok: false, error: { code } })
        expect(outcome.ok ? '' : outcome.error.message).toContain(words)
      }
      // Both calls waited on the one socket, and one probe answered for both, with the same key.
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      expect(String(fetchSpy.mock.calls[0][0])).toBe(new URL('/ipc?k=old-key', location.href).href)
    }
    expect(FakeWebSocket.instances).toHaveLength(refusals.length)
  })

  it('refuses a message over the host’s limit without sending it', async () => {
    const api = createWebApi(window)
    const huge = await api.catalog.vin({ vin: 'é'.repeat(MAX_CALL_MESSAGE_BYTES / 2), lang: 'en' })
    expect(huge).toMatchObject({ ok: false, error: { code: 'internal' } })
    expect(FakeWebSocket.instances).toHaveLength(0)
  })

  it('every broken answer becomes a Result failure, never a rejected promise', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = createWebApi(window)
    const answers: Array<[(id: number) => string, string]> = [
      [
        (id) => `{"id":${id},"result":{"ok":true,"value":{"contentType":"image/png","bytes":{"$bytes":"%%%"}}}}`,
        'internal'
      ],
      [(id) => answer(id, { hello: 'world' }), 'internal'], // JSON, but not a Result
      [(id) => answer(id, { ok: false, error: { code: 'made-up', message: 'x' } }), 'internal']
    ]
    let sentSoFar = 0
    for (const [broken, code] of answers) {
      const pending = api.catalog.image({ qImage: 'q' })
      const socket = await openedSocket()
      const calls = await sentCall(socket, ++sentSoFar)
      socket.answer(broken(calls.at(-1)!.id))
      expect(await pending).toMatchObject({ ok: false, error: { code } })
    }
    // A message that names no call: none of those under way can be trusted to be answered, so
    // all fail, and the socket is closed for a fresh one.
    const socket = FakeWebSocket.latest
    const first = api.app.info()
    const second = api.app.info()
    await sentCall(socket, sentSoFar + 2)
    socket.answer('{"id":1,"resu')
    expect(await Promise.all([first, second])).toMatchObject([
      { ok: false, error: { code: 'internal' } },
      { ok: false, error: { code: 'internal' } }
    ])
    expect(socket.readyState).toBe(3)
  })

  it('turns $bytes into bytes only in the image answer, never inside a catalog page', async () => {
    const page = { ok: true, value: { result: { note: { $bytes: 'AP8=' } }, fetchedAt: 1 } }
    const api = createWebApi(window)
    const pending = api.catalog.section({ q: 'q', lang: 'en' })
    const socket = await openedSocket()
    const [call] = await sentCall(socket)
    socket.answer(answer(call.id, page))
    expect(await pending).toEqual(page)
  })

  it('opens web links in a new tab that cannot reach back, and nothing else', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const api = createWebApi(window)
    expect(await api.shell.openExternal({ url: 'https://example.com/' })).toEqual({ ok: true, value: undefined })
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer')
    expect(await api.shell.openExternal({ url: 'javascript:alert(1)' })).toMatchObject({ ok: false })
    expect(open).toHaveBeenCalledTimes(1)
  })
})

describe('a call’s AbortSignal', () => {
  it('browser mode: sends a cancel for the call and settles it as cancelled at once; its late answer is dropped', async () => {
    const api = createWebApi(window)
    const stop = new AbortController()
    const cancelledCall = api.catalog.section({ q: 'q', lang: 'en' }, { signal: stop.signal })
    const other = api.catalog.section({ q: 'r', lang: 'en' })
    const socket = await openedSocket()
    const [first, second] = await sentCall(socket, 2)
    stop.abort()
    expect(await cancelledCall).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(socket.messages().at(-1)).toEqual({ cancel: first.id })
    // The host may have answered before it read the cancel: that answer is nobody's any more.
    socket.answer(answer(first.id, { ok: true, value: 'late' }))
    socket.answer(answer(second.id, { ok: true, value: 'other' }))
    expect(await other).toEqual({ ok: true, value: 'other' })
    // Aborting after the answer sends nothing.
    const settled = new AbortController()
    const done = api.catalog.vin({ vin: 'V', lang: 'en' }, { signal: settled.signal })
    const [, , , third] = await sentCall(socket, 4)
    socket.answer(answer(third.id, { ok: true, value: 'done' }))
    expect(await done).toEqual({ ok: true, value: 'done' })
    settled.abort()
    expect(socket.sent).toHaveLength(4)
  })

  it('browser mode: a call cancelled while the socket opens is never sent', async () => {
    const api = createWebApi(window)
    const stop = new AbortController()
    const pending = api.catalog.section({ q: 'q', lang: 'en' }, { signal: stop.signal })
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1))
    stop.abort()
    expect(await pending).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    const marker = api.app.info()
    const socket = await openedSocket()
    const calls = await sentCall(socket)
    expect(calls).toEqual([{ id: 2, channel: 'app.info' }])
    socket.answer(answer(2, { ok: true, value: null }))
    await marker
  })

  it('browser mode: an already aborted signal opens nothing', async () => {
    const stop = new AbortController()
    stop.abort()
    const answer = await createWebApi(window).catalog.section({ q: 'q', lang: 'en' }, { signal: stop.signal })
    expect(answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(FakeWebSocket.instances).toHaveLength(0)
  })

  it('Electron: the signal becomes a cancel hook for the preload, and each call takes its listener with it', async () => {
    const cancels: string[] = []
    const pending: Array<() => void> = []
    // The preload's side, as contextBridge would hand it over: options carry a function, no signal.
    const bridged = buildApi<BridgedCallOptions>(
      (channel, _input, options) => {
        options?.whenCancelled?.(() => cancels.push(channel))
        return new Promise((resolve) => pending.push(() => resolve({ ok: true, value: channel })))
      },
      () => () => undefined
    )
    const api = overPreload(bridged)
    const stop = new AbortController()
    const removed = vi.spyOn(stop.signal, 'removeEventListener')
    const first = api.catalog.section({ q: 'a', lang: 'en' }, { signal: stop.signal })
    const second = api.catalog.image({ qImage: 'b' }, { signal: stop.signal })
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    pending.shift()!()
    expect(await first).toEqual({ ok: true, value: 'catalog.section' })
    expect(removed).toHaveBeenCalledTimes(1) // the settled call no longer listens
    stop.abort()
    expect(cancels).toEqual(['catalog.image'])
    pending.shift()!()
    await second
    // No signal: no hook, the call goes as before.
    const plain = api.catalog.vin({ vin: 'X', lang: 'en' })
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    pending.shift()!()
    expect(await plain).toEqual({ ok: true, value: 'catalog.vin' })
    expect(cancels).toEqual(['catalog.image'])
  })
})
