import { fail, ok } from '../../electron/shared/result'
import type { AppRuntime, CallContext } from '../../electron/main/core/runtime-types'

/**
 * A runtime whose section call waits until it is cancelled, keeping what each call saw: what the
 * cancellation tests of both transports (Electron IPC, browser mode) drive.
 */
export function waitingRuntime() {
  const calls: CallContext[] = []
  const notUsed = async () => fail('server', 'not used')
  const runtime: AppRuntime = {
    handlers: {
      'app.info': notUsed,
      'settings.get': notUsed,
      'settings.update': notUsed,
      'catalog.vin': notUsed,
      'catalog.section': (_request, call) =>
        new Promise((resolve) => {
          if (!call) return resolve(fail('internal', 'no call context'))
          calls.push(call)
          call.signal.addEventListener('abort', () => resolve(fail('cancelled', 'stopped')), { once: true })
        }),
      'catalog.image': notUsed,
      'connection.probe': notUsed,
      'account.test': notUsed,
      'shell.openExternal': async () => ok(undefined),
      'print.print': notUsed,
      'print.pdf': notUsed,
      'workshop.settings': notUsed,
      'workshop.configure': notUsed,
      'workshop.test': notUsed,
      'workshop.read': notUsed,
      'workshop.picture': notUsed,
      'workshop.push': notUsed,
      'workshop.missing': notUsed,
      'workshop.vehicles': notUsed
    },
    events: { on: () => () => undefined },
    close: async () => undefined
  }
  return { runtime, calls }
}
