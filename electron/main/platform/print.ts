import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, BrowserWindow, dialog, type WebContents } from 'electron'
import { fail, ok } from '../../shared/result'
import {
  NOT_A_PRINT_LAYOUT,
  isPrintLayoutUrl,
  pdfFileName,
  pdfOptions,
  printOptions,
  withPdfExtension,
  type Printer
} from '../print-policy'
import type { RendererLocation } from '../window-policy'

/**
 * The Electron printer: prints (system dialog) or saves as PDF the page of the window that asked,
 * which must be one of our print layouts. Decisions live in print-policy.ts; this is the glue.
 */
export function createPlatformPrinter(renderer: RendererLocation): Printer<WebContents> {
  return {
    async print(contents, _job) {
      if (!isPrintLayoutUrl(contents.getURL(), renderer)) return fail('invalid-input', NOT_A_PRINT_LAYOUT)
      const printed = await new Promise<boolean>((resolve) => {
        // The callback reports a cancelled dialog as a failure with reason "Print job canceled".
        contents.print(printOptions(), (success) => resolve(success))
      })
      return ok({ printed })
    },

    async pdf(contents, job) {
      if (!isPrintLayoutUrl(contents.getURL(), renderer)) return fail('invalid-input', NOT_A_PRINT_LAYOUT)
      const owner = BrowserWindow.fromWebContents(contents)
      const options = {
        defaultPath: join(app.getPath('documents'), pdfFileName(job)),
        filters: [{ name: 'PDF', extensions: ['pdf'] }]
      }
      const choice = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options)
      if (choice.canceled || !choice.filePath) return ok({ saved: false })
      // Checked again: the dialog is open for as long as the user likes, and meanwhile the page
      // may have navigated away (a link, a script, a reload) or the window may have closed. What
      // is saved is what is on screen now, so it must still be one of our print layouts.
      if (contents.isDestroyed() || !isPrintLayoutUrl(contents.getURL(), renderer))
        return fail('invalid-input', NOT_A_PRINT_LAYOUT)
      const path = withPdfExtension(choice.filePath)
      const data = await contents.printToPDF(pdfOptions(job))
      try {
        await writeFile(path, data)
      } catch (error) {
        const reason = error instanceof Error && 'code' in error ? String(error.code) : 'write failed'
        return fail('invalid-input', `The PDF could not be saved there (${reason}). Choose another folder.`)
      }
      return ok({ saved: true, path })
    }
  }
}
