import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { EVENT_CHANNELS, INVOKE_CHANNELS, ipcChannelName, type PrintJob } from '../../shared/contract'
import { fail } from '../../shared/result'
import type { AppRuntime } from '../core/runtime-types'
import type { Printer } from '../print-policy'
import type { RendererLocation } from '../window-policy'
import { createDispatcher } from './dispatcher'
import { isTrustedSender, type SenderFacts } from './sender-check'

export interface IpcBindingOptions {
  runtime: AppRuntime
  renderer: RendererLocation
  /** The webContents of every window this app created and still has open. */
  ownWebContents: () => readonly WebContents[]
  /**
   * Prints the asking window's page. The runtime is plain Node and cannot print, so the print
   * channels are bound here, with the sender; without a printer they answer the runtime's refusal.
   */
  printer?: Printer<WebContents>
}

function senderFacts(event: IpcMainInvokeEvent, own: readonly WebContents[]): SenderFacts {
  const frame = event.senderFrame
  return {
    fromOwnWindow: own.includes(event.sender),
    frame: frame ? { url: frame.url, isMainFrame: frame.parent === null && frame === event.sender.mainFrame } : null
  }
}

/**
 * Binds exactly the contract's channels to the runtime and forwards runtime events to our
 * windows. Returns a function that undoes both (used on quit and by tests).
 */
export function registerIpc({ runtime, renderer, ownWebContents, printer }: IpcBindingOptions): () => void {
  const dispatch = createDispatcher(runtime.handlers)
  // Same validation as every other call; only the handlers differ, bound to the asking window.
  const dispatchPrint = (sender: WebContents) =>
    createDispatcher({
      ...runtime.handlers,
      ...(printer
        ? {
            'print.print': (job: PrintJob) => printer.print(sender, job),
            'print.pdf': (job: PrintJob) => printer.pdf(sender, job)
          }
        : {})
    })

  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(ipcChannelName(channel), (event, input: unknown) => {
      if (!isTrustedSender(senderFacts(event, ownWebContents()), renderer)) {
        return fail('invalid-input', 'Request refused.')
      }
      if (channel === 'print.print' || channel === 'print.pdf') return dispatchPrint(event.sender)(channel, input)
      return dispatch(channel, input)
    })
  }

  const unsubscribers = EVENT_CHANNELS.map((channel) =>
    runtime.events.on(channel, (payload) => {
      for (const contents of ownWebContents()) {
        if (!contents.isDestroyed()) contents.send(ipcChannelName(channel), payload)
      }
    })
  )

  return () => {
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(ipcChannelName(channel))
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
