import { INVOKE_CHANNELS, type InvokeChannel } from '../../shared/contract'
import { CANCELLED_MESSAGE, fail, type Result } from '../../shared/result'
import type { CallContext, ContractHandlers } from '../core/runtime-types'
import { inputSchemas } from './input-schemas'

/** `signal`: the transport's word that the caller stopped waiting (IPC cancel message, closed connection). */
export type Dispatch = (channel: string, rawInput: unknown, signal?: AbortSignal) => Promise<Result<unknown>>

/** Never aborts: the signal of a call nobody can cancel, so handlers need not ask whether there is one. */
const NEVER = new AbortController().signal

function isInvokeChannel(channel: string): channel is InvokeChannel {
  return (INVOKE_CHANNELS as readonly string[]).includes(channel)
}

/**
 * The transport-neutral entry for every contract call: unknown channels and invalid arguments
 * are refused as `invalid-input`; a handler's exception is our own failure (`internal`), told
 * without its text so no stack trace or secret ever reaches the renderer. A call cancelled before
 * its handler starts is answered 'cancelled' without running it.
 */
export function createDispatcher(handlers: ContractHandlers, log: (message: string) => void = console.error): Dispatch {
  return async (channel, rawInput, signal = NEVER) => {
    if (!isInvokeChannel(channel)) return fail('invalid-input', 'Unknown request.')
    const parsed = inputSchemas[channel].safeParse(rawInput)
    if (!parsed.success)
      return fail('invalid-input', `Invalid request: ${parsed.error.issues[0]?.message ?? 'bad input'}.`)
    if (signal.aborted) return fail('cancelled', CANCELLED_MESSAGE)
    try {
      const handler = handlers[channel] as (input: unknown, call: CallContext) => Promise<Result<unknown>>
      return await handler(parsed.data, { signal })
    } catch (error) {
      log(`[ipc] ${channel} failed: ${error instanceof Error ? error.message : String(error)}`)
      return fail('internal', 'Something went wrong while handling the request.')
    }
  }
}
