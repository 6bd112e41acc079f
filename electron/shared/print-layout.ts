/**
 * Print layouts, as plain functions shared by the renderer (routes, file names), main (which pages
 * may be printed, the PDF footer) and the tests. No DOM, no Electron.
 */
import { plainText } from './plain-text'
import { wellFormed } from './well-formed'

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

/** In UTF-16 units, as the user reads it… */
const MAX_FILE_STEM = 120
/** …and in UTF-8 bytes, as file systems count (255 for the whole name on ext4, APFS, NTFS). */
const MAX_FILE_STEM_BYTES = 200

/** Characters Windows, macOS or Linux refuse in a name, and the C0/C1 controls. */
const RESERVED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]+/g

/**
 * Names Windows keeps for devices, with any extension ("CON.pdf", "nul.tar.gz", "COM1 .txt"): a
 * file of that name cannot be created, or writes to the device. Superscript digits count too.
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)\s*(\.|$)/i

/** The longest start of `text` within both bounds, never cutting a character in half. */
function bounded(text: string): string {
  let units = 0
  let bytes = 0
  let out = ''
  for (const char of text) {
    units += char.length
    const code = char.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    if (units > MAX_FILE_STEM || bytes > MAX_FILE_STEM_BYTES) break
    out += char
  }
  return out
}

/** Dots and spaces at either end: Windows drops trailing ones, and a leading dot hides the file. */
function trimDotsAndSpaces(text: string): string {
  return text.replace(/^[.\s]+|[.\s]+$/g, '')
}

/**
 * A file name from what the user reads on the page ("Marlin Cargo VM9… 130-02-02 Main wiring
 * harness"), for the PDF's save dialog and the basket CSV. Service text, so cleaned: well-formed
 * (a lone surrogate becomes U+FFFD), bidi controls removed (shared/plain-text.ts: the name reads
 * as its characters, no "exe.pdf" shown as "fdp.exe"), characters any system refuses replaced,
 * whitespace collapsed, bounded in characters and bytes, dots and spaces trimmed from both ends,
 * and a Windows device name ("CON", "LPT1.txt") prefixed with "_". An empty result falls back to
 * `fallback`.
 */
export function fileNameFrom(
  parts: ReadonlyArray<string | undefined | null>,
  extension: string,
  fallback = 'parts'
): string {
  const joined = parts.filter((part): part is string => !!part && part.trim() !== '').join(' ')
  const cleaned = plainText(wellFormed(joined)).replace(RESERVED_CHARACTERS, ' ').replace(/\s+/g, ' ')
  const stem = trimDotsAndSpaces(bounded(trimDotsAndSpaces(cleaned)))
  const safe = WINDOWS_DEVICE.test(stem) ? `_${stem}` : stem
  return `${safe || fallback}.${extension}`
}
