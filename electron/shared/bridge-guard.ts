import type { Invoker } from './contract'
import { ERROR_CODES, fail, type Result } from './result'

/**
 * The last line between a transport and the renderer. Whatever goes wrong on the way — a rejected
 * IPC promise, a value structured clone refuses ("An object could not be cloned"), an HTTP error,
 * broken wire encoding — the caller gets a `Result` failure, never a rejected promise: a view that
 * awaits a call can always leave its "loading" state.
 */
const UNREADABLE = 'Parts Desk could not pass this answer on to the window.'

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } }
  if (candidate.ok === true) return 'value' in candidate
  if (candidate.ok !== false || typeof candidate.error !== 'object' || candidate.error === null) return false
  return (
    (ERROR_CODES as readonly unknown[]).includes(candidate.error.code) && typeof candidate.error.message === 'string'
  )
}

/** Wraps a transport so every call settles as a Result. `report` hears what went wrong (for the console). */
export function guardInvoker<O>(invoke: Invoker<O>, report: (message: string) => void = () => undefined): Invoker<O> {
  return async (channel, input, options) => {
    try {
      const answer = await invoke(channel, input, options)
      if (isResult(answer)) return answer
      report(`[bridge] ${channel}: the answer is not a Result`)
    } catch (error) {
      report(`[bridge] ${channel} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    // Whatever the answer held, failing to hand it over is Parts Desk's own fault, not the service's.
    return fail('internal', UNREADABLE)
  }
}
