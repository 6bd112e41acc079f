import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { EVENT_CHANNELS, INVOKE_CHANNELS, ipcChannelName, type PrintJob } from '../../shared/contract'
import { fail, ok } from '../../shared/result'
import type { AppRuntime, ContractHandlers } from '../core/runtime-types'
import type { ConfirmedOpener } from '../platform/link-confirm'
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
  /**
   * Opens a web link only after the user confirmed it in main, in a dialog on the asking window
   * (platform/link-confirm.ts). Bound here for the same reason as the printer: only here is the
   * sender known. Without it the runtime's opener answers.
   */
  linkOpener?: ConfirmedOpener<WebContents>
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
export function registerIpc({ runtime, renderer, ownWebContents, printer, linkOpener }: IpcBindingOptions): () => void {
  const dispatch = createDispatcher(runtime.handlers)
  // Same validation as every other call; only the handlers differ, bound to the asking window.
  const dispatchFor = (sender: WebContents) => {
    const bound: Partial<ContractHandlers> = {}
    if (printer) {
      bound['print.print'] = (job: PrintJob) => printer.print(sender, job)
      bound['print.pdf'] = (job: PrintJob) => printer.pdf(sender, job)
    }
    if (linkOpener) {
      // Declined is not a failure: the user chose not to open it, and the page has nothing to say.
      bound['shell.openExternal'] = async ({ url }) => {
        await linkOpener(url, sender)
        return ok(undefined)
      }
    }
    return createDispatcher({ ...runtime.handlers, ...bound })
  }
  const senderBound = new Set<string>([
    ...(printer ? ['print.print', 'print.pdf'] : []),
    ...(linkOpener ? ['shell.openExternal'] : [])
  ])

  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(ipcChannelName(channel), (event, input: unknown) => {
      if (!isTrustedSender(senderFacts(event, ownWebContents()), renderer)) {
        return fail('invalid-input', 'Request refused.')
      }
      if (senderBound.has(channel)) return dispatchFor(event.sender)(channel, input)
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
