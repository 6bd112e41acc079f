/**
 * Print layouts, as plain functions shared by the renderer (routes, file names), main (which pages
 * may be printed, the PDF footer) and the tests. No DOM, no Electron.
 */

/** The hash routes of the print layouts; nothing else in the app is ever printed or saved as PDF. */
export const PRINT_ROUTES = { node: '/print/node', basket: '/print/basket/' } as const

/** `#/print/node?…` or `#/print/basket/<id>` (a hash route, with or without the leading `#`). */
export function isPrintRoute(hash: string): boolean {
  const route = hash.startsWith('#') ? hash.slice(1) : hash
  const [path = ''] = route.split('?', 1)
  if (path === PRINT_ROUTES.node) return true
  if (!path.startsWith(PRINT_ROUTES.basket)) return false
  // Basket ids are UUIDs; refuse anything that could be another path in disguise.
  return /^[A-Za-z0-9-]{1,64}$/.test(path.slice(PRINT_ROUTES.basket.length))
}

/** The text that stands for the numbers in a page label: "Page {page} of {total}". */
export const PAGE_PLACEHOLDERS = { page: '{page}', total: '{total}' } as const

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c
  )
}

/**
 * The PDF footer for Chromium's printToPDF / page.pdf (`displayHeaderFooter`). Chromium fills
 * `pageNumber` and `totalPages` spans itself; CSS `counter(pages)` in `@page` margin boxes is not
 * supported, so this is the only way to get "page x of y" into a PDF. The template is rendered by
 * Chromium's print compositor in its own document (not under the page's CSP), and its default
 * font size is tiny, hence the explicit styles.
 */
export function footerTemplate(pageLabel: string, note = ''): string {
  const label = escapeHtml(pageLabel)
    .replace(escapeHtml(PAGE_PLACEHOLDERS.page), '<span class="pageNumber"></span>')
    .replace(escapeHtml(PAGE_PLACEHOLDERS.total), '<span class="totalPages"></span>')
  return (
    '<div style="width:100%;margin:0 12mm;display:flex;justify-content:space-between;' +
    'font:8pt Arial,Helvetica,sans-serif;color:#444;">' +
    `<span>${escapeHtml(note)}</span><span>${label}</span></div>`
  )
}

/** An empty header: without one Chromium prints its own (date and title) above every page. */
export const EMPTY_HEADER_TEMPLATE = '<span></span>'

/** A page label must show both numbers, or the footer would say something false. */
export function isPageLabel(label: string): boolean {
  return label.includes(PAGE_PLACEHOLDERS.page) && label.includes(PAGE_PLACEHOLDERS.total)
}

const MAX_FILE_STEM = 120

/**
 * A file name from what the user reads on the page ("Marlin Cargo VM9… 130-02-02 Main wiring
 * harness"): characters Windows, macOS or Linux refuse are dropped, whitespace collapsed, the
 * length bounded; an empty result falls back to `fallback`.
 */
export function fileNameFrom(
  parts: ReadonlyArray<string | undefined | null>,
  extension: string,
  fallback = 'parts'
): string {
  const stem = parts
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' ')
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_FILE_STEM)
    .trim()
  return `${stem || fallback}.${extension}`
}
