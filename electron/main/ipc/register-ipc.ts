import { ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { CANCEL_CHANNEL, EVENT_CHANNELS, INVOKE_CHANNELS, ipcChannelName, type PrintJob } from '../../shared/contract'
import { fail, ok } from '../../shared/result'
import type { AppRuntime, ContractHandlers } from '../core/runtime-types'
import type { ConfirmedOpener } from '../platform/link-confirm'
import type { Printer } from '../print-policy'
import type { RendererLocation } from '../window-policy'
import { createDispatcher } from './dispatcher'
import { PendingCalls } from './pending-calls'
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

function senderFacts(
  event: Pick<IpcMainInvokeEvent | IpcMainEvent, 'sender' | 'senderFrame'>,
  own: readonly WebContents[]
): SenderFacts {
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

  // Cancellation, VS Code style: a cancellable call carries an id (the preload numbers them), and
  // a cancel message with that id on CANCEL_CHANNEL aborts the handler's signal. The cancel is
  // checked like a call: only our own renderer's main frame, and only for its own calls.
  const pending = new PendingCalls()
  const trusted = (event: Pick<IpcMainInvokeEvent | IpcMainEvent, 'sender' | 'senderFrame'>) =>
    isTrustedSender(senderFacts(event, ownWebContents()), renderer)
  // A closed, crashed or reloaded window cannot read its answers: its calls stop costing requests.
  const watched = new WeakSet<WebContents>()
  const endWithPage = (sender: WebContents) => {
    if (watched.has(sender)) return
    watched.add(sender)
    const owner = sender.id
    const end = () => pending.endOwner(owner)
    sender.once('destroyed', end)
    sender.on('render-process-gone', end)
    // A committed main-frame navigation (a reload) is a new page; the old page's calls are orphans.
    // Not did-start-navigation: it also fires for navigations window-policy then blocks.
    sender.on('did-navigate', end)
  }

  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(ipcChannelName(channel), async (event, input: unknown, callId?: unknown) => {
      if (!trusted(event)) return fail('invalid-input', 'Request refused.')
      endWithPage(event.sender)
      const call = pending.begin(event.sender.id, callId)
      try {
        if (senderBound.has(channel)) return await dispatchFor(event.sender)(channel, input, call.signal)
        return await dispatch(channel, input, call.signal)
      } finally {
        call.end()
      }
    })
  }
  const onCancel = (event: IpcMainEvent, callId: unknown) => {
    if (trusted(event)) pending.cancel(event.sender.id, callId)
  }
  ipcMain.on(CANCEL_CHANNEL, onCancel)

  const unsubscribers = EVENT_CHANNELS.map((channel) =>
    runtime.events.on(channel, (payload) => {
      for (const contents of ownWebContents()) {
        if (!contents.isDestroyed()) contents.send(ipcChannelName(channel), payload)
      }
    })
  )

  return () => {
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(ipcChannelName(channel))
    ipcMain.removeListener(CANCEL_CHANNEL, onCancel)
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
