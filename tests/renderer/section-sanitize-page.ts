/**
 * The in-page half of the sanitizer test (tests/browser/sanitize.e2e.test.ts): bundled with the
 * real sanitizer module for that test only (tests/support/sanitize-page.ts) and loaded into a
 * loopback page in Chromium, which has no CSP, so the sanitizer is the only thing between a
 * payload and the engine. Nothing here ships.
 */
import { webUrl } from '@shared/web-url'
import { sanitizeHtml } from '@renderer/lib/sanitize-html'

// What goes back to the test as JSON. The test's own copy of these two types is in
// tests/support/sanitize-page.ts (a Node program, which cannot import this DOM one).

type RenderedNode =
  | {
      type: 'element'
      tag: string
      namespace: string | null
      attributes: Array<[string, string]>
      /** For `<a href>`: the protocol of the href as Chromium resolves it (`a.protocol`). */
      protocol?: string
      /** For table cells: the span Chromium actually uses. */
      colSpan?: number
      children: RenderedNode[]
    }
  | { type: 'text'; text: string }
  | { type: 'other'; nodeName: string; text: string }

interface Rendering {
  /** sanitizeHtml's string. */
  output: string
  /** Put in with `innerHTML`, as `v-html` does. */
  asVHtml: RenderedNode[]
  /** Put in as a contextual fragment, where a surviving `<script>` would run as well. */
  asFragment: RenderedNode[]
  textContent: string
}

/** What the page puts on `window.sanitizerPage`; the test calls these by name. */
interface SanitizerPageApi {
  /** Renders `?html=` (sanitized, or as it is with `&raw=1`) into the page while it loads. */
  renderFromLocation(): void
  /** The rendering, described again (so anything a payload changed since shows up). */
  rendering(): Rendering
  /** Clicks, hovers and focuses every rendered element (default actions prevented). */
  poke(): void
  sanitize(html: unknown): string
  /** sanitizeHtml of values that are not strings (an object with a hostile toString among them). */
  sanitizeNonStrings(): string[]
  /** The host of webUrl(href) (the app's one http(s) check), or null. */
  safeExternalHost(href: string | null): string | null
}

let last: Rendering | null = null

function host(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`the test page has no #${id}`)
  return element
}

function describeNode(node: Node): RenderedNode {
  if (node instanceof Element) {
    return {
      type: 'element',
      tag: node.localName,
      namespace: node.namespaceURI,
      attributes: Array.from(node.attributes, (attr): [string, string] => [attr.name, attr.value]),
      ...(node instanceof HTMLAnchorElement && node.hasAttribute('href') ? { protocol: node.protocol } : {}),
      ...(node instanceof HTMLTableCellElement ? { colSpan: node.colSpan } : {}),
      children: Array.from(node.childNodes, describeNode)
    }
  }
  if (node.nodeType === Node.TEXT_NODE) return { type: 'text', text: node.textContent ?? '' }
  return { type: 'other', nodeName: node.nodeName, text: node.textContent ?? '' }
}

const api: SanitizerPageApi = {
  renderFromLocation() {
    const params = new URLSearchParams(location.search)
    const html = params.get('html') ?? ''
    const output = params.get('raw') === '1' ? html : sanitizeHtml(html)
    // As v-html does it: scripts put in this way never run, but handlers and loads do.
    const vHtml = host('as-v-html')
    vHtml.innerHTML = output
    // Stricter than the app: a script that survived would run here too.
    const fragmentHost = host('as-fragment')
    const range = document.createRange()
    range.selectNodeContents(fragmentHost)
    fragmentHost.append(range.createContextualFragment(output))
    last = {
      output,
      asVHtml: Array.from(vHtml.childNodes, describeNode),
      asFragment: Array.from(fragmentHost.childNodes, describeNode),
      textContent: vHtml.textContent ?? ''
    }
  },

  rendering() {
    if (!last) throw new Error('nothing rendered yet')
    // Described again: anything a payload did to the DOM after the first look shows up too.
    return {
      ...last,
      asVHtml: Array.from(host('as-v-html').childNodes, describeNode),
      asFragment: Array.from(host('as-fragment').childNodes, describeNode)
    }
  },

  poke() {
    const keepPage = (event: Event) => event.preventDefault() // a click must not follow a link
    document.addEventListener('click', keepPage, true)
    try {
      for (const element of document.querySelectorAll('#as-v-html *, #as-fragment *')) {
        element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
        element.dispatchEvent(new FocusEvent('focus'))
      }
    } finally {
      document.removeEventListener('click', keepPage, true)
    }
  },

  sanitize: (html) => sanitizeHtml(html),

  sanitizeNonStrings: () => [undefined, 42, null, { toString: () => '<script>x</script>' }].map(sanitizeHtml),

  safeExternalHost: (href) => webUrl(href)?.host ?? null
}

Object.assign(window, { sanitizerPage: api })
