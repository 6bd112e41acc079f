import { expect } from 'vitest'

/** Classic XSS vectors for the service-HTML sanitizer, and the invariants its output must meet. */
export const XSS_VECTORS: Array<[string, string]> = [
  ['script tag', '<script>window.__pwned=1</script><p>x</p>'],
  ['mixed-case script', '<ScRiPt>window.__pwned=1</sCrIpT>'],
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

const DANGEROUS =
  'script, style, iframe, frame, object, embed, form, input, button, textarea, select, link, meta, base, svg, math, img, video, audio, template, noscript'

/** The output, parsed the way v-html will: no dangerous element, no handler, http(s) links on <a> only. */
export function expectInert(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  expect(host.querySelectorAll(DANGEROUS)).toHaveLength(0)
  for (const el of host.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      expect(attr.toLowerCase().startsWith('on'), `${el.tagName} keeps ${attr}`).toBe(false)
      expect(['style', 'srcset', 'src', 'class', 'id', 'action', 'formaction', 'target', 'xlink:href']).not.toContain(
        attr
      )
    }
    const href = el.getAttribute('href')
    if (href !== null) {
      expect(el.tagName, `href on ${el.tagName}`).toBe('A')
      expect(href).toMatch(/^https?:\/\//i)
    }
  }
  return host
}
