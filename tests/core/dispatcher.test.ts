import { describe, expect, it } from 'vitest'
import type { ContractHandlers } from '../../electron/main/core/runtime-types'
import { createDispatcher } from '../../electron/main/ipc/dispatcher'
import { INVOKE_CHANNELS } from '../../electron/shared/contract'
import { ok, type Result } from '../../electron/shared/result'

/** Records what reaches the handlers, so we can prove invalid input never does. */
function recordingHandlers() {
  const calls: Array<{ channel: string; input: unknown }> = []
  const handler =
    (channel: string) =>
    async (input: unknown): Promise<Result<unknown>> => {
      calls.push({ channel, input })
      return ok(null)
    }
  const handlers = Object.fromEntries(INVOKE_CHANNELS.map((c) => [c, handler(c)])) as unknown as ContractHandlers
  return { handlers, calls }
}

describe('dispatcher validates every argument before a handler sees it', () => {
  const cases: Array<[string, unknown]> = [
    ['catalog.vin', { vin: 'WVW', lang: 'xx' }],
    ['catalog.vin', { vin: '', lang: 'en' }],
    ['catalog.vin', { vin: 'A'.repeat(65), lang: 'en' }],
    ['catalog.vin', { vin: 'WVW', lang: 'en', extra: 1 }],
    ['catalog.section', { q: 'x'.repeat(16 * 1024 + 1), lang: 'en' }],
    ['catalog.section', { q: 'abc', lang: 'en', form: { a: { nested: true } } }],
    ['catalog.section', 'not an object'],
    ['catalog.image', { qImage: 42 }],
    ['settings.update', { baseUrl: 'javascript:alert(1)' }],
    ['settings.update', { baseUrl: 'file:///etc' }],
    ['shell.openExternal', { url: 'file:///etc/passwd' }],
    ['app.info', { sneaky: true }],
    ['no.such.channel', undefined]
  ]
  it.each(cases)('%s %j → invalid-input', async (channel, input) => {
    const { handlers, calls } = recordingHandlers()
    const result = await createDispatcher(handlers)(channel, input)
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(calls).toEqual([])
  })

  it('passes valid input through unchanged, including 2 KB pointers and form values', async () => {
    const { handlers, calls } = recordingHandlers()
    const dispatch = createDispatcher(handlers)
    const q = 'Ab+/=-_'.repeat(300)
    await dispatch('catalog.section', { q, catalog: 'C1', lang: 'zh', form: { engine: 'V6', year: 2020, lhd: true } })
    await dispatch('app.info', undefined)
    expect(calls).toEqual([
      {
        channel: 'catalog.section',
        input: { q, catalog: 'C1', lang: 'zh', form: { engine: 'V6', year: 2020, lhd: true } }
      },
      { channel: 'app.info', input: undefined }
    ])
  })

  it('a handler that throws becomes a failure without the exception text', async () => {
    const { handlers } = recordingHandlers()
    handlers['app.info'] = async () => {
      throw new Error('secret detail /home/user/.config')
    }
    const logged: string[] = []
    const result = await createDispatcher(handlers, (m) => logged.push(m))('app.info', undefined)
    // Our own exception: the user hears it is Parts Desk's fault, not the service's, and no detail.
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } })
    expect(JSON.stringify(result)).not.toContain('secret detail')
    expect(logged[0]).toContain('secret detail')
  })
})
