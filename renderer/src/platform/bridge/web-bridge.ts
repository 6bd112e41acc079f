/**
 * Browser mode's transport: the same PartsDeskApi as the Electron preload, built with the same
 * `buildApi`, but calls over one WebSocket (`./ipc`, call-socket.ts) and events over EventSource
 * (`./events`). A call's signal sends a cancel message and the host aborts the call in main.
 */
import { EVENT_CHANNELS, buildApi, type Invoker, type PartsDeskApi, type Subscriber } from '@shared/contract'
import { isPrintRoute } from '@shared/print-layout'
import { CANCELLED_MESSAGE, fail, ok } from '@shared/result'
import { guardInvoker } from '@shared/bridge-guard'
import { decodeWire } from '@shared/wire-codec'
import { isWebUrl } from '@shared/web-url'
import { CallSocket, type PageWindow } from './call-socket'

const KEY_STORAGE = 'parts-desk:key'

/**
 * The host prints a URL carrying `?k=<secret>`. Take it once, keep it in sessionStorage (this
 * tab only, gone when the tab closes) and remove it from the address bar, history and bookmarks.
 */
export function takeSecret(win: Window): string | null {
  const url = new URL(win.location.href)
  const fromUrl = url.searchParams.get('k')
  if (fromUrl) {
    win.sessionStorage.setItem(KEY_STORAGE, fromUrl)
    url.searchParams.delete('k')
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash)
    return fromUrl
  }
  return win.sessionStorage.getItem(KEY_STORAGE)
}

export function createWebApi(win: PageWindow = window): PartsDeskApi {
  const secret = takeSecret(win) ?? ''
  const calls = new CallSocket(win, secret)

  const invoke: Invoker = async (channel, input, options) => {
    const signal = options?.signal
    const cancelled = () => fail('cancelled', CANCELLED_MESSAGE)
    if (signal?.aborted) return cancelled()
    // In a browser "the system browser" is this browser: open a new tab that cannot reach back.
    if (channel === 'shell.openExternal') {
      const url = (input as { url?: unknown } | undefined)?.url
      if (!isWebUrl(url)) return fail('invalid-input', 'Only web links can be opened.')
      win.open(url, '_blank', 'noopener,noreferrer')
      return ok(undefined)
    }
    // A browser prints the page itself: the print layout through its own dialog, where "Save as
    // PDF" is a destination (the print view says so). It cannot tell whether the user cancelled.
    if (channel === 'print.print' || channel === 'print.pdf') {
      if (!isPrintRoute(win.location.hash)) return fail('invalid-input', 'Only a print layout can be printed.')
      win.print()
      return channel === 'print.print' ? ok({ printed: true }) : ok({ saved: false })
    }
    // An unreadable answer or broken base64 rejects; guardInvoker below turns that (and a non-Result) into a failure.
    return calls.call(channel, input, signal)
  }

  // One EventSource for all listeners, opened on first subscription.
  let source: EventSource | null = null
  const subscribe: Subscriber = (event, listener) => {
    if (!(EVENT_CHANNELS as readonly string[]).includes(event)) throw new Error(`Unknown event: ${String(event)}`)
    source ??= new EventSource(`./events?k=${encodeURIComponent(secret)}`)
    const forward = (message: MessageEvent<string>) => {
      let payload: unknown
      try {
        payload = decodeWire(message.data)
      } catch {
        return console.warn(`[bridge] dropped an unreadable ${event} event`)
      }
      listener(payload)
    }
    source.addEventListener(event, forward)
    return () => source?.removeEventListener(event, forward)
  }

  return buildApi(
    guardInvoker(invoke, (message) => console.warn(message)),
    subscribe
  )
}
