/**
 * The printing decisions, as plain functions (no electron import) so they are unit-tested
 * (tests/ipc/print-policy.test.ts): which page may be printed, and the options handed to
 * Chromium's print and printToPDF.
 */
import type { PdfOutcome, PrintJob, PrintOutcome } from '../shared/contract'
import { EMPTY_HEADER_TEMPLATE, fileNameFrom, footerTemplate, isPrintRoute } from '../shared/print-layout'
import type { Result } from '../shared/result'
import { isRendererUrl, type RendererLocation } from './window-policy'

/** Prints the page of a window; `Target` is Electron's WebContents in the app, a fake in tests. */
export interface Printer<Target> {
  print(target: Target, job: PrintJob): Promise<Result<PrintOutcome>>
  pdf(target: Target, job: PrintJob): Promise<Result<PdfOutcome>>
}

/** Only our renderer showing one of its print layouts is ever printed: never a half-loaded or foreign page. */
export function isPrintLayoutUrl(url: string, renderer: RendererLocation): boolean {
  if (!isRendererUrl(url, renderer)) return false
  return isPrintRoute(new URL(url).hash)
}

export const NOT_A_PRINT_LAYOUT = 'Only a print layout can be printed. Open the print view first.'

/** The PDF: A4 from the layout's own `@page` rule, backgrounds kept, "page x of y" in the footer. */
export function pdfOptions(job: PrintJob) {
  return {
    pageSize: 'A4' as const,
    preferCSSPageSize: true,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: EMPTY_HEADER_TEMPLATE,
    footerTemplate: footerTemplate(job.pageLabel, job.footerNote)
  }
}

/**
 * The system print dialog. Chromium's print path has no page-number template: the dialog's own
 * "Headers and footers" option adds page numbers (with its date and title), which is what the
 * print view tells the user.
 */
export function printOptions() {
  return { silent: false, printBackground: true }
}

export function pdfFileName(job: PrintJob): string {
  return fileNameFrom([job.title], 'pdf', 'parts-list')
}

/** The save dialog may return a name without the extension (the user typed one). */
export function withPdfExtension(path: string): string {
  return /\.pdf$/i.test(path) ? path : `${path}.pdf`
}
