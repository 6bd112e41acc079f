import { BrowserWindow, dialog, shell, type WebContents } from 'electron'
import type { CatalogLanguage } from '../../shared/languages'
import { createConfirmedOpener, linkDialogOptions, OPEN_BUTTON, type ConfirmedOpener } from './link-confirm'

/**
 * The system browser, behind main's own confirmation (link-confirm.ts): a native message box on
 * the window that asked shows the punycode host and the parsed href, and only its "Open" calls
 * `shell.openExternal` — with that href. Only http(s) ever gets this far: `shell.openExternal`
 * would also launch file:, smb: or custom-scheme handlers.
 */
export function createLinkOpener(language: () => CatalogLanguage | undefined): ConfirmedOpener<WebContents> {
  return createConfirmedOpener<WebContents>({
    ask: async (question, asker) => {
      const options = linkDialogOptions(question, language())
      const owner = asker && !asker.isDestroyed() ? BrowserWindow.fromWebContents(asker) : null
      // With an owner the box is modal to that window; without one (no window asked) app-modal.
      const { response } = owner ? await dialog.showMessageBox(owner, options) : await dialog.showMessageBox(options)
      return response === OPEN_BUTTON
    },
    open: (href) => shell.openExternal(href)
  })
}
