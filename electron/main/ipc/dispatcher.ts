import { INVOKE_CHANNELS, type InvokeChannel } from '../../shared/contract'
import { fail, type Result } from '../../shared/result'
import type { ContractHandlers } from '../core/runtime-types'
import { inputSchemas } from './input-schemas'

export type Dispatch = (channel: string, rawInput: unknown) => Promise<Result<unknown>>

function isInvokeChannel(channel: string): channel is InvokeChannel {
  return (INVOKE_CHANNELS as readonly string[]).includes(channel)
}

/**
 * The transport-neutral entry for every contract call: unknown channels and invalid arguments
 * are refused as `invalid-input`; a handler's exception is our own failure (`internal`), told
 * without its text so no stack trace or secret ever reaches the renderer.
 */
export function createDispatcher(handlers: ContractHandlers, log: (message: string) => void = console.error): Dispatch {
  return async (channel, rawInput) => {
    if (!isInvokeChannel(channel)) return fail('invalid-input', 'Unknown request.')
    const parsed = inputSchemas[channel].safeParse(rawInput)
    if (!parsed.success)
      return fail('invalid-input', `Invalid request: ${parsed.error.issues[0]?.message ?? 'bad input'}.`)
    try {
      const handler = handlers[channel] as (input: unknown) => Promise<Result<unknown>>
      return await handler(parsed.data)
    } catch (error) {
      log(`[ipc] ${channel} failed: ${error instanceof Error ? error.message : String(error)}`)
      return fail('internal', 'Something went wrong while handling the request.')
    }
  }
}
