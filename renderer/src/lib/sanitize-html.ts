import { plainText } from '@shared/plain-text'
import { webUrl } from '@shared/web-url'
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'

/**
 * HTML that the catalog service sends (`result.html`) is treated as hostile: it is reduced to a
 * conservative set of formatting tags before it ever reaches `v-html`.
 *
 * Choices, and why:
 * - Allow-list, not deny-list: only text formatting, lists and tables survive. Everything that can
 *   run code, load something or submit something (script, style, iframe, object, embed, form and
 *   its controls, link, meta, base, svg, math, template…) is removed; script/style lose their
 *   content too, the others keep their text.
 * - No `style`, `class` or `id`: the CSP blocks inline styles anyway, classes could borrow the
 *   app's own look (a fake button, a "skip link"), ids could clobber globals.
 * - No images at all. Our CSP (`img-src 'self' blob: data:`) blocks remote pictures, so keeping
 *   `<img src="https://…">` would only show a broken icon; `data:` pictures are a needless surface.
 *   Pictures reach the user through `images`/`qImage` instead.
 * - Second layer: the CSP (no inline script, no frames, no objects, no form action), so one
 *   sanitizer bug alone does not run code. The sanitizer itself is tested where it runs, in real
 *   Chromium (tests/browser/sanitize.e2e.test.ts): every vector is rendered there with no CSP and
 *   must neither run, load nor leave a forbidden node or attribute behind.
 * - Links keep `href` only for absolute http(s) URLs (javascript:, data:, vbscript:, file: and
 *   relative links lose it) and always get `rel="noopener noreferrer"`; no other element keeps an
 *   `href`. Links never navigate the app: HtmlBlock intercepts the click and asks before opening
 *   the system browser.
 * - Tables keep their layout (colspan, rowspan, scope, headers): the service's bulletins are tables
 *   with merged cells, and without them columns shift under the wrong headings.
 * - Bidi controls are stripped after parsing, from every text node and every attribute value
 *   (shared/plain-text.ts, the app's one definition). Stripping the string before parsing would miss
 *   character references: `&#x202E;` is six harmless characters until the parser turns it into
 *   U+202E, and a link reading "moc.elpmaxe.knab" could then display as "bank.example.com". `dir` is
 *   dropped for the same reason: it reorders text just as the controls do, and no bulletin needs it.
 */

const ALLOWED_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul'
]

/** The one attribute whose value is a URL; kept on `<a>` only, and only for absolute http(s). */
const URL_ATTR = 'href'

/**
 * Attributes whose values are plain words or numbers, never URLs: table layout (colspan, rowspan,
 * scope, headers) and wording (abbr, lang, title). DOMPurify tests every allowed attribute that
 * is not "URI-safe" against ALLOWED_URI_REGEXP, so without ADD_URI_SAFE_ATTR `colspan="2"` would fail
 * the http(s) test and vanish. None of them is ever navigated, fetched or run, whatever the value.
 */
const TEXT_ATTR: readonly string[] = ['title', 'colspan', 'rowspan', 'scope', 'headers', 'abbr', 'lang']

const ALLOWED_ATTR: readonly string[] = [URL_ATTR, ...TEXT_ATTR]

/** Named explicitly although the allow-list already excludes them: documents intent, survives edits. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'img',
  'picture',
  'source',
  'video',
  'audio',
  'template',
  'noscript'
]

const FORBID_ATTR = [
  'style',
  'class',
  'id',
  'name',
  'srcset',
  'src',
  'target',
  'action',
  'formaction',
  'xlink:href',
  'dir'
]

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ADD_URI_SAFE_ATTR: [...TEXT_ATTR],
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify strips whitespace/control characters before testing, so " javascript:" fails too.
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  RETURN_TRUSTED_TYPE: false
}

let purifier: Purifier | null = null

/** Our own instance, so the hook below never leaks into another user of the global DOMPurify. */
function instance(): Purifier {
  if (purifier) return purifier
  const created = DOMPurify(window)
  // After parsing, so character references (`&#x202E;`) are already the characters they name.
  created.addHook('uponSanitizeAttribute', (_node, data) => {
    data.attrValue = plainText(data.attrValue)
  })
  created.addHook('afterSanitizeElements', (node) => {
    if (node.nodeType === Node.TEXT_NODE && node.nodeValue) node.nodeValue = plainText(node.nodeValue)
  })
  created.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element
    if (node.nodeName !== 'A') {
      el.removeAttribute(URL_ATTR) // an href anywhere else means nothing to a reader
      return
    }
    if (!webUrl(el.getAttribute(URL_ATTR))) el.removeAttribute(URL_ATTR)
    el.setAttribute('rel', 'noopener noreferrer')
  })
  purifier = created
  return created
}

/** Sanitized HTML, safe for `v-html`. Non-strings become an empty string. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return ''
  return instance().sanitize(html, CONFIG)
}
