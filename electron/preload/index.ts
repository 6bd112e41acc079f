/**
 * The sandboxed preload: exposes the contract as `window.partsDesk` and nothing else. No raw
 * ipcRenderer, no Node: the renderer can only make the calls listed in electron/shared/contract.ts.
 * Built as CommonJS (out/preload/index.cjs) because sandboxed preloads cannot be ES modules.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import {
  CANCEL_CHANNEL,
  EVENT_CHANNELS,
  WINDOW_EVENT_CHANNELS,
  buildApi,
  ipcChannelName,
  type BridgedCallOptions,
  type Invoker,
  type Subscriber
} from '../shared/contract'
import { guardInvoker } from '../shared/bridge-guard'

// Guarded: a rejected invoke (a value structured clone cannot copy either way, a handler that
// threw) reaches the page as a Result failure, never as a rejected promise.
// A call the page can cancel carries an id; the cancel goes on its own channel, as VS Code's
// cancellation tokens do. Sent after the invoke on the same pipe, so main always knows the id first.
let lastCallId = 0
const invoke: Invoker<BridgedCallOptions> = guardInvoker<BridgedCallOptions>(
  (channel, input, options) => {
    const whenCancelled = options?.whenCancelled
    if (typeof whenCancelled !== 'function') return ipcRenderer.invoke(ipcChannelName(channel), input)
    const id = ++lastCallId
    const answer = ipcRenderer.invoke(ipcChannelName(channel), input, id)
    whenCancelled(() => ipcRenderer.send(CANCEL_CHANNEL, id))
    return answer
  },
  (message) => console.error(message)
)

// Runtime events and the events main raises for this window (a web link to confirm).
const PAGE_EVENTS: readonly string[] = [...EVENT_CHANNELS, ...WINDOW_EVENT_CHANNELS]

const subscribe: Subscriber = (event, listener) => {
  if (!PAGE_EVENTS.includes(event)) throw new Error(`Unknown event: ${String(event)}`)
  const name = ipcChannelName(event)
  // Strip the IpcRendererEvent: it carries `sender` (the ipcRenderer itself) into the page.
  const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
  ipcRenderer.on(name, forward)
  return () => {
    ipcRenderer.removeListener(name, forward)
  }
}

contextBridge.exposeInMainWorld('partsDesk', buildApi<BridgedCallOptions>(invoke, subscribe))
