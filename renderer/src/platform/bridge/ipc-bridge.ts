/**
 * The Electron transport as the renderer uses it: the preload's `window.partsDesk`, with a call's
 * AbortSignal turned into what can cross contextBridge. The bridge copies an AbortSignal as an
 * empty object but proxies functions, so the page passes `whenCancelled` and calls the function the
 * preload hands it when the signal aborts; the preload then sends the call's cancel message.
 */
import {
  buildApi,
  invokerOf,
  type BridgedApi,
  type BridgedCallOptions,
  type CallOptions,
  type Invoker,
  type PartsDeskApi
} from '@shared/contract'
import { CANCELLED_MESSAGE, fail } from '@shared/result'

export function overPreload(bridged: BridgedApi): PartsDeskApi {
  const call = invokerOf<BridgedCallOptions>(bridged)
  const invoke: Invoker<CallOptions> = async (channel, input, options) => {
    const signal = options?.signal
    if (!signal) return call(channel, input)
    // Already cancelled: nothing is sent at all.
    if (signal.aborted) return fail('cancelled', CANCELLED_MESSAGE)
    let onAbort: (() => void) | null = null
    const whenCancelled = (cancel: () => void) => {
      onAbort = () => cancel()
      signal.addEventListener('abort', onAbort, { once: true })
    }
    try {
      return await call(channel, input, { whenCancelled })
    } finally {
      // One signal may serve many calls (a save's run): each call takes its listener with it.
      if (onAbort) signal.removeEventListener('abort', onAbort)
    }
  }
  return buildApi<CallOptions>(invoke, (event, listener) => bridged.on(event, listener))
}
