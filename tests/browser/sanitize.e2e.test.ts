/**
 * The service-HTML sanitizer (renderer/src/lib/sanitize-html.ts) tested where it runs: the
 * real module and its DOMPurify, bundled for this test, in Debian's Chromium on a loopback page
 * without a CSP (tests/support/sanitize-page.ts). Each input is rendered the way `v-html` does it
 * and, stricter, as a fragment in which a surviving `<script>` would run too; the test waits for
 * the page's load event (every picture, frame and style sheet fetched or failed, their handlers
 * run), then clicks, hovers and focuses every element, and only then looks.
 *
 * "Nothing ran" means: `window.__pwned` unset in every frame, no request beyond the page itself,
 * no dialog, no page error. "Nothing forbidden survived" means: Chromium's DOM of the output holds
 * only the documented tags and attributes (POLICY), and every href left is http(s) to Chromium's
 * own URL parser. A control renders vectors unsanitized first, to show those checks do see a
 * payload that runs or loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIDI_HTML, BIDI_HTML_PLAIN_TEXT } from '../../demo-catalog/server/bidi-html'
import { startSanitizePage, type RenderedNode, type SanitizePage, type Visit } from '../support/sanitize-page'

/**
 * Classic XSS vectors (moved here from tests/renderer/section-xss-vectors.ts, so this Node-side
 * test can import nothing from the DOM-typed tests/renderer). A payload that runs sets
 * `window.__pwned`.
 */
const XSS_VECTORS: Array<[string, string]> = [
  ['script tag', '<script>window.__pwned=1</script><p>x</p>'],
  ['mixed-case script', '<ScRiPt>window.__pwned=1</sCrIpT>'],
  // Not first: a leading script is parsed into <head> and never reaches the output at all.
  ['script after text', '<p>x</p><script>window.__pwned=1</script>'],
  ['img onerror', '<img src=x onerror="window.__pwned=1">'],
  ['javascript: link', '<a href="javascript:window.__pwned=1">x</a>'],
  ['entity-encoded javascript:', '<a href="&#106;&#97;vascript&colon;window.__pwned=1">x</a>'],
  ['leading space and tab in javascript:', '<a href=" \tjavascript:window.__pwned=1">x</a>'],
  ['upper-case JAVASCRIPT:', '<A HREF="JAVASCRIPT:window.__pwned=1">x</A>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html,<script>window.__pwned=1</script>">x</a>'],
  ['file: link', '<a href="file:///etc/passwd">x</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>window.__pwned=1</script>"></iframe>'],
  [
    'form with controls',
    '<form action="https://evil.example"><input name=a><button formaction="https://evil.example">go</button></form>'
  ],
  ['svg onload', '<svg onload="window.__pwned=1"><circle r=1 /></svg>'],
  [
    'svg script and xlink',
    '<svg><script>window.__pwned=1</script><a xlink:href="javascript:1"><text>x</text></a></svg>'
  ],
  [
    'math namespace confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>'
  ],
  ['math href', '<math href="javascript:window.__pwned=1"><mi>x</mi></math>'],
  ['base href', '<base href="https://evil.example/"><a href="https://ok.example/">ok</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  [
    'style expression',
    '<p style="width: expression(window.__pwned=1)">x</p><style>p{background:url(javascript:1)}</style>'
  ],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">'],
  ['event handlers on allowed tags', '<p onclick="window.__pwned=1" ONMOUSEOVER="window.__pwned=1">x</p>'],
  ['srcset', '<img srcset="https://evil.example/a.png 1x">'],
  ['target, class and id', '<a href="https://ok.example/" target="_top" class="skip-link" id="app">x</a>'],
  ['comment trick', '<!--<img src="--><img src=x onerror="window.__pwned=1">-->'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">'],
  ['template', '<template><script>window.__pwned=1</script></template>'],
  [
    'javascript: in table layout attributes',
    '<table><tr><td colspan="javascript:window.__pwned=1" rowspan="javascript:1" headers="javascript:1" scope="javascript:1">x</td></tr></table>'
  ],
  [
    'href on table cells',
    '<table><tr><td href="javascript:window.__pwned=1">x</td><th href="https://evil.example/">y</th></tr></table>'
  ],
  [
    'markup inside kept attributes',
    '<table><tr><td title=\'"><img src=x onerror="window.__pwned=1">\' abbr="</td><script>window.__pwned=1</script>">x</td></tr></table>'
  ]
]

/**
 * The documented policy (sanitize-html.ts), written out again on purpose: the test checks the
 * output against this copy, so widening the sanitizer's own lists turns a test red.
 */
const POLICY = {
  tags: [
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
  ],
  /** Plain words or numbers, allowed on any kept element. */
  textAttributes: ['title', 'colspan', 'rowspan', 'scope', 'headers', 'abbr', 'lang'],
  /** Every link gets exactly this. */
  linkRel: 'noopener noreferrer',
  /** What Chromium's own URL parser must say about every href that is left (only on `<a>`). */
  linkProtocols: ['http:', 'https:']
} as const

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

type RenderedElement = Extract<RenderedNode, { type: 'element' }>

let sanitizer: SanitizePage

beforeAll(async () => {
  sanitizer = await startSanitizePage()
})

afterAll(async () => {
  await sanitizer?.close()
})

function elementsOf(nodes: RenderedNode[]): RenderedElement[] {
  return nodes.flatMap((node) => (node.type === 'element' ? [node, ...elementsOf(node.children)] : []))
}

function attr(element: RenderedElement | undefined, name: string): string | null {
  return element?.attributes.find(([key]) => key === name)?.[1] ?? null
}

function textOf(node: RenderedNode): string {
  return node.type === 'element' ? node.children.map(textOf).join('') : node.text
}

/** Everything in the rendered output that the policy does not allow, in words. */
function violations(nodes: RenderedNode[]): string[] {
  const found: string[] = []
  const visit = (node: RenderedNode) => {
    if (node.type === 'text') return
    if (node.type === 'other') {
      found.push(`${node.nodeName} node`)
      return
    }
    const tags: readonly string[] = POLICY.tags
    const textAttributes: readonly string[] = POLICY.textAttributes
    if (node.namespace !== HTML_NAMESPACE || !tags.includes(node.tag)) {
      found.push(`<${node.tag}> in ${node.namespace}`)
    }
    for (const [name, value] of node.attributes) {
      if (textAttributes.includes(name)) continue
      if (node.tag === 'a' && name === 'rel' && value === POLICY.linkRel) continue
      if (node.tag === 'a' && name === 'href') {
        const protocols: readonly string[] = POLICY.linkProtocols
        if (!protocols.includes(node.protocol ?? '')) found.push(`href "${value}" is ${node.protocol} to Chromium`)
        continue
      }
      found.push(`${name}="${value}" on <${node.tag}>`)
    }
    if (node.tag === 'a' && attr(node, 'rel') !== POLICY.linkRel) found.push('<a> without rel="noopener noreferrer"')
    node.children.forEach(visit)
  }
  nodes.forEach(visit)
  return found
}

/** Nothing ran, nothing loaded, nothing forbidden is left, inserted either way. */
function expectInert(visit: Visit): void {
  expect(visit.flags, 'window.__pwned was set').toEqual([])
  expect(visit.loads, 'the content made the page load something').toEqual([])
  expect(visit.dialogs).toEqual([])
  expect(visit.pageErrors).toEqual([])
  expect(violations(visit.rendering.asVHtml)).toEqual([])
  expect(violations(visit.rendering.asFragment)).toEqual([])
}

/** Sanitizes `html` in Chromium, renders it, checks it is inert and returns its elements. */
async function render(html: string): Promise<{ elements: RenderedElement[]; text: string; visit: Visit }> {
  const visit = await sanitizer.visit(html)
  expectInert(visit)
  return { elements: elementsOf(visit.rendering.asVHtml), text: visit.rendering.textContent, visit }
}

const byTag = (elements: RenderedElement[], tag: string) => elements.filter((element) => element.tag === tag)

describe('the checks see a payload that runs (control: the vectors unsanitized)', () => {
  const vector = (name: string) => {
    const found = XSS_VECTORS.find(([key]) => key === name)
    if (!found) throw new Error(`no vector named ${name}`)
    return found[1]
  }

  it.each([
    'script tag',
    'mixed-case script',
    'script after text',
    'img onerror',
    'iframe srcdoc',
    'svg onload',
    'event handlers on allowed tags',
    'comment trick',
    'noscript mXSS'
  ])('%s, unsanitized, sets the flag', async (name) => {
    const visit = await sanitizer.visit(vector(name), { raw: true })
    expect(visit.flags.length).toBeGreaterThan(0)
    expect(violations(visit.rendering.asVHtml).length).toBeGreaterThan(0)
  })

  it.each(['iframe', 'srcset', 'link stylesheet'])('%s, unsanitized, loads something', async (name) => {
    const visit = await sanitizer.visit(vector(name), { raw: true })
    expect(visit.loads.length).toBeGreaterThan(0)
  })

  it('a javascript: link, unsanitized, is one to Chromium', async () => {
    const visit = await sanitizer.visit(vector('javascript: link'), { raw: true })
    expect(violations(visit.rendering.asVHtml)).toEqual([
      'href "javascript:window.__pwned=1" is javascript: to Chromium',
      '<a> without rel="noopener noreferrer"'
    ])
  })
})

describe('sanitizeHtml in Chromium', () => {
  it.each(XSS_VECTORS)('neutralises %s', async (_name, html) => {
    await render(html)
  })

  it('keeps the formatting the service really sends, and its https link', async () => {
    const { elements } = await render(
      '<h3>Installation notes</h3><p>Always fit <b>new</b> fasteners.</p><table><thead><tr><th>Name</th></tr></thead>' +
        '<tbody><tr><td>Bolt M6</td></tr></tbody></table><p><a href="https://service.example.com/x">More</a></p>'
    )
    expect(byTag(elements, 'h3').map(textOf)).toEqual(['Installation notes'])
    expect(byTag(elements, 'b').map(textOf)).toEqual(['new'])
    expect(byTag(elements, 'th').map(textOf)).toEqual(['Name'])
    expect(byTag(elements, 'td').map(textOf)).toEqual(['Bolt M6'])
    const [link] = byTag(elements, 'a')
    expect(attr(link, 'href')).toBe('https://service.example.com/x')
    expect(link?.protocol).toBe('https:')
    expect(attr(link, 'rel')).toBe('noopener noreferrer')
  })

  it('keeps table layout and wording attributes (colspan, rowspan, scope, headers, abbr, lang, title)', async () => {
    const { elements } = await render(
      '<table><thead><tr><th scope="col" abbr="Qty" title="Quantity per vehicle" id="qty">Quantity</th>' +
        '<th scope="colgroup" colspan="2">Dimensions</th></tr></thead>' +
        '<tbody><tr><td headers="qty" rowspan="2" lang="de" dir="ltr">2</td><td>10</td><td>20</td></tr></tbody></table>'
    )
    const [qty, dims] = byTag(elements, 'th')
    // ids stay forbidden (clobbering)
    expect(Object.fromEntries(qty?.attributes ?? [])).toEqual({
      scope: 'col',
      abbr: 'Qty',
      title: 'Quantity per vehicle'
    })
    expect(attr(dims, 'colspan')).toBe('2')
    expect(dims?.colSpan).toBe(2) // and Chromium lays the cell out over two columns
    expect(attr(dims, 'scope')).toBe('colgroup')
    const [cell] = byTag(elements, 'td')
    // `dir` is not kept: it reorders text as the bidi controls do.
    expect(Object.fromEntries(cell?.attributes ?? [])).toEqual({ headers: 'qty', rowspan: '2', lang: 'de' })
  })

  it('strips bidi controls after parsing: character references in text and attributes, and drops dir', async () => {
    // What the demo's `bidi-html` fault sends: a link that would display "bank.example.com".
    const { elements, text, visit } = await render(
      '<p title="Part &#x202E;103516&#x202C; &#8238;x">1K0&#x202E;615301&#x202C;' +
        '<span dir="rtl">A&#X2067;B&#x2069;&rlm;&lrm;&#1564;</span></p>' +
        '<p><a href="https://evil.example/&#x202E;x" title="&#x202E;moc.elpmaxe.knab">&#x202E;moc.elpmaxe.knab&#x202C;</a></p>' +
        '<table><tr><td abbr="&#x202D;Q" dir="rtl">\u202E2</td></tr></table>'
    )
    const controls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
    expect(visit.rendering.output).not.toMatch(controls)
    expect(text).toBe('1K0615301ABmoc.elpmaxe.knab2')
    for (const element of elements) {
      for (const [name, value] of element.attributes) expect(value, `${name} on <${element.tag}>`).not.toMatch(controls)
      expect(attr(element, 'dir')).toBeNull()
    }
    expect(attr(byTag(elements, 'p')[0], 'title')).toBe('Part 103516 x')
    const [link] = byTag(elements, 'a')
    expect(attr(link, 'title')).toBe('moc.elpmaxe.knab')
    expect(attr(link, 'href')).toBe('https://evil.example/x')
    expect(attr(byTag(elements, 'td')[0], 'abbr')).toBe('Q')
  })

  it('leaves no bidi control in the demo catalog’s bidi-html markup (the fault as sent)', async () => {
    const { elements, text, visit } = await render(BIDI_HTML)
    expect(visit.rendering.output).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/)
    expect(text).toBe(BIDI_HTML_PLAIN_TEXT)
    expect(elements.map((element) => attr(element, 'title')).filter(Boolean)).toEqual([
      'Bulletin fdp.exe',
      'https://moc.elpmaxe.knab/',
      'x'
    ])
    expect(elements.filter((element) => attr(element, 'dir') !== null)).toEqual([])
  })

  it('keeps a script-like table attribute only as inert text, and no href outside links', async () => {
    const { elements } = await render(
      '<table><tr><td colspan="javascript:window.__pwned=1" href="javascript:window.__pwned=1">x</td>' +
        '<td href="https://ok.example/">y</td></tr></table>'
    )
    const cells = byTag(elements, 'td')
    expect(cells).toHaveLength(2)
    expect(elements.filter((element) => element.tag === 'a' || attr(element, 'href') !== null)).toEqual([])
    // A colspan is a number to the browser: "javascript:…" is never navigated or run, just ignored.
    expect(attr(cells[0], 'colspan')).toBe('javascript:window.__pwned=1')
    expect(cells[0]?.colSpan).toBe(1)
  })

  it('keeps the text of an unsafe link but not its href', async () => {
    const { elements, text } = await render('<a href="javascript:window.__pwned=1">Click</a>')
    expect(byTag(elements, 'a').map((link) => link.attributes)).toEqual([[['rel', 'noopener noreferrer']]])
    expect(text).toBe('Click')
  })

  it('drops href from relative links instead of resolving them against the app', async () => {
    const { elements, text } = await render(
      '<a href="/settings">x</a><a href="#top">y</a><a href="//evil.example/">z</a><a href="settings">w</a>'
    )
    expect(byTag(elements, 'a')).toHaveLength(4)
    expect(byTag(elements, 'a').filter((link) => attr(link, 'href') !== null)).toEqual([])
    expect(text).toBe('xyzw')
  })

  it('drops href from an http(s) link that is no URL (the parsed check, not only the pattern)', async () => {
    // Both pass DOMPurify's /^https?:\/\// test; Chromium's URL parser refuses both.
    const { elements } = await render('<a href="https://[::1">x</a><a href="http://">y</a>')
    expect(byTag(elements, 'a').map((link) => link.attributes)).toEqual([
      [['rel', 'noopener noreferrer']],
      [['rel', 'noopener noreferrer']]
    ])
  })

  it('keeps the text of removed containers but not the content of scripts and styles', async () => {
    const { text } = await render('<form>Pick a part</form><script>secret()</script><style>.x{}</style>')
    expect(text).toBe('Pick a part')
  })

  it('drops comments', async () => {
    const { visit } = await render('<p>a<!-- note --></p><!-- <b>x</b> -->')
    expect(visit.rendering.output).toBe('<p>a</p>')
  })

  it('accepts only strings', async () => {
    expect(await sanitizer.call<string[]>('sanitizeNonStrings')).toEqual(['', '', '', ''])
    expect(await sanitizer.call<string>('sanitize', '')).toBe('')
  })
})

describe('webUrl (the one http(s) check) in Chromium', () => {
  it('accepts absolute http and https only', async () => {
    const host = (href: string | null) => sanitizer.call<string | null>('safeExternalHost', href)
    expect(await host('https://ok.example/a?b=1')).toBe('ok.example')
    expect(await host('http://ok.example')).toBe('ok.example')
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'file:///c:/x',
      '/relative',
      ''
    ]) {
      expect(await host(bad), bad).toBeNull()
    }
    expect(await host(null)).toBeNull()
  })
})
