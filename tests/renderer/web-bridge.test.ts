import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createWebApi, takeSecret } from '@renderer/platform/bridge/web-bridge'
import { overPreload } from '@renderer/platform/bridge/ipc-bridge'
import { buildApi, type BridgedCallOptions } from '@shared/contract'
import { encodeWire } from '@shared/wire-codec'

beforeEach(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

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

  it('posts calls with the key and decodes bytes in the answer', async () => {
    history.replaceState(null, '', '/?k=abc')
    const fetchMock = vi.fn(
      async () =>
        new Response(encodeWire({ ok: true, value: { contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) } }))
    )
    vi.spyOn(window, 'fetch').mockImplementation(fetchMock)
    const api = createWebApi(window)
    const result = await api.catalog.image({ qImage: 'q' })
    expect(result).toEqual({ ok: true, value: { contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) } })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('./ipc/catalog.image')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['X-Parts-Desk-Key']).toBe('abc')
    expect(init.body).toBe('{"qImage":"q"}')
  })

  it('turns transport failures into Results', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch')
    const api = createWebApi(window)
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await api.app.info()).toMatchObject({ ok: false, error: { code: 'offline' } })
    fetchSpy.mockResolvedValueOnce(new Response('Wrong key.', { status: 403 }))
    expect(await api.app.info()).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    // The host itself failing is Parts Desk's fault, not the catalog service's.
    fetchSpy.mockResolvedValueOnce(new Response('Internal error.', { status: 500 }))
    expect(await api.app.info()).toMatchObject({ ok: false, error: { code: 'internal' } })
  })

  it('every broken answer becomes a Result failure, never a rejected promise', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = createWebApi(window)
    const cutOff = new Response('{"ok":true')
    vi.spyOn(cutOff, 'text').mockRejectedValue(new TypeError('network error'))
    const answers: Array<[Response, string]> = [
      [cutOff, 'offline'],
      [new Response('{not json'), 'internal'],
      [new Response('{"ok":true,"value":{"contentType":"image/png","bytes":{"$bytes":"%%%"}}}'), 'internal'],
      [new Response('{"hello":"world"}'), 'internal'], // JSON, but not a Result
      [new Response('{"ok":false,"error":{"code":"made-up","message":"x"}}'), 'internal']
    ]
    for (const [response, code] of answers) {
      fetchSpy.mockResolvedValueOnce(response)
      expect(await api.catalog.image({ qImage: 'q' })).toMatchObject({ ok: false, error: { code } })
    }
  })

  it('turns $bytes into bytes only in the image answer, never inside a catalog page', async () => {
    const page = { ok: true, value: { result: { note: { $bytes: 'AP8=' } }, fetchedAt: 1 } }
    vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(page)))
    const api = createWebApi(window)
    expect(await api.catalog.section({ q: 'q', lang: 'en' })).toEqual(page)
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
  it('browser mode: aborts the fetch (the host then aborts the call) and answers cancelled', async () => {
    let seen: AbortSignal | undefined
    vi.spyOn(window, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          seen = init?.signal ?? undefined
          seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })
    )
    const api = createWebApi(window)
    const stop = new AbortController()
    const answer = api.catalog.section({ q: 'q', lang: 'en' }, { signal: stop.signal })
    await vi.waitFor(() => expect(seen).toBeDefined())
    expect(seen!.aborted).toBe(false)
    stop.abort()
    expect(await answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(seen!.aborted).toBe(true)
  })

  it('browser mode: an already aborted signal fetches nothing', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch')
    fetchSpy.mockClear()
    const stop = new AbortController()
    stop.abort()
    const answer = await createWebApi(window).catalog.section({ q: 'q', lang: 'en' }, { signal: stop.signal })
    expect(answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(fetchSpy).not.toHaveBeenCalled()
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
