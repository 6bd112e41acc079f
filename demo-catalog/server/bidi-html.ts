import type { Json, JsonObject } from '../catalog/json'

// Bidi controls written as HTML character references (issue 20, finding 4): `&#x202E;` is eight
// plain ASCII characters in the JSON, so stripping controls from the answer's strings finds
// nothing; the HTML parser then turns it into U+202E, and a link whose text is
// "moc.elpmaxe.knab" displays as "bank.example.com". Every spelling a parser accepts is used:
// hex, upper-case X, decimal, the named `&rlm;`/`&lrm;`, in text and in `title` attributes, plus
// a `dir` attribute that reorders on its own.

/** The markup added to `html` (prepended) and sent as `modal.html`; the wire carries these bytes. */
export const BIDI_HTML =
  '<p title="Bulletin &#x202E;fdp.exe&#x202C;">Check part 1K0&#x202E;615301&#x202C; before fitting.</p>' +
  '<p>Order online: <a href="https://evil.example/login" title="https://&#x202E;moc.elpmaxe.knab&#x202C;/">' +
  'https://&#X202e;moc.elpmaxe.knab&#8236;/</a></p>' +
  '<p><span dir="rtl" title="&#x2067;x&#x2069;&rlm;">&#8294;A&#x2069;&lrm;&#x061C;&#x202A;B&#x202C;&#x202B;C&#x202C;&#x202D;D&#x202C;&#x2068;E&#x2069;</span></p>'

/**
 * The text of BIDI_HTML as it must read once every control is gone: what a sanitizer that strips
 * after parsing leaves (the demo's own check, and the browser tests').
 */
export const BIDI_HTML_PLAIN_TEXT = 'Check part 1K0615301 before fitting.Order online: https://moc.elpmaxe.knab/ABCDE'

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Rewrites `answer` in place: a result with `html` gets BIDI_HTML in front of it, a result with a
 * `modal` gets it as `modal.html` (shown through the same HTML block) and a title carrying a
 * reference. Answers with neither pass unchanged, so the app can walk to them.
 */
export function bidiHtml(answer: JsonObject): void {
  const result = answer.result
  if (!isObject(result)) return
  if (typeof result.html === 'string') result.html = BIDI_HTML + result.html
  if (isObject(result.modal)) {
    result.modal.html = BIDI_HTML
    if (typeof result.modal.title === 'string') result.modal.title = `&#x202E;${result.modal.title}&#x202C;`
  }
}
