import { describe, expect, it, vi } from 'vitest'
import type { PartsDeskApi } from '../../electron/shared/contract'

/**
 * The real preload, loaded against a stand-in `electron` whose ipcRenderer.invoke fails the way
 * Electron's does: structured clone refusing a value, a handler that threw, a junk answer.
 */
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn<(channel: string, input: unknown) => Promise<unknown>>()
}))

vi.mock('electron', () => {
  const module = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
    ipcRenderer: { invoke: electron.invoke, on: () => undefined, removeListener: () => undefined }
  }
  return { ...module, default: module }
})

vi.spyOn(console, 'error').mockImplementation(() => undefined)
await import('../../electron/preload/index')
const api = electron.exposed.get('partsDesk') as PartsDeskApi

describe('preload: every call settles as a Result', () => {
  it('a value structured clone cannot copy is an internal failure, not a rejection', async () => {
    electron.invoke.mockRejectedValueOnce(
      new Error("Error invoking remote method 'parts-desk:catalog.section': Error: An object could not be cloned.")
    )
    const answer = await api.catalog.section({ q: 'q', lang: 'en' })
    expect(answer).toMatchObject({ ok: false, error: { code: 'internal' } })
    if (!answer.ok) expect(answer.error.message).toMatch(/could not pass this answer on to the window/)
  })

  it('an answer that is not a Result is refused too', async () => {
    electron.invoke.mockResolvedValueOnce('not a result')
    expect(await api.app.info()).toMatchObject({ ok: false, error: { code: 'internal' } })
  })

  it('a good Result passes through untouched', async () => {
    electron.invoke.mockResolvedValueOnce({ ok: true, value: { contentType: 'image/png', bytes: new Uint8Array([1]) } })
    expect(await api.catalog.image({ qImage: 'q' })).toEqual({
      ok: true,
      value: { contentType: 'image/png', bytes: new Uint8Array([1]) }
    })
    expect(electron.invoke).toHaveBeenLastCalledWith('parts-desk:catalog.image', { qImage: 'q' })
  })
})
