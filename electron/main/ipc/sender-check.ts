import { isRendererUrl, type RendererLocation } from '../window-policy'

/**
 * What main knows about who sent an IPC message. Collected from the Electron event by
 * register-ipc.ts; kept as plain data so the decision below is testable without Electron.
 */
export interface SenderFacts {
  /** `event.senderFrame`; null when the frame is gone (navigated away or destroyed). */
  frame: { url: string; isMainFrame: boolean } | null
  /** The sending webContents belongs to a window this app created. */
  fromOwnWindow: boolean
}

/**
 * Only our own renderer, in the top frame of our own window, may call the contract. A sub-frame
 * (should one ever appear), another page the window was tricked into, or a webContents we did
 * not create is refused.
 */
export function isTrustedSender(facts: SenderFacts, location: RendererLocation): boolean {
  if (!facts.fromOwnWindow || facts.frame === null) return false
  return facts.frame.isMainFrame && isRendererUrl(facts.frame.url, location)
}
