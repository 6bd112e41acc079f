import { plainText, hasBidiControls } from '../../../shared/plain-text'
import { isPointerKey } from '../../../shared/readers'

/**
 * JSON text from the service becomes data here, and only here. Three things are refused or removed
 * before anything else sees the data:
 *
 * - Nesting deeper than MAX_JSON_DEPTH. JSON.parse copes with deep nesting, but what comes after
 *   does not: Electron's structured clone, the browser-mode wire encoding and the renderer's
 *   recursive views all recurse per level, and a few thousand levels break them far from here.
 * - `__proto__` keys. JSON.parse makes them ordinary own properties, harmless until some later
 *   code copies them with assignment (`Object.assign`, a hand-written merge), which would swap the
 *   target's prototype. They carry no catalog meaning, so they are dropped at the door.
 */

/**
 * - Bidi controls in text values (plain-text.ts): invisible, they make a part number read
 *   differently from its characters, in every place the app shows service text — lists, crumbs,
 *   tables, HTML, notes. Removed once here rather than in each view; pointers (`q…` keys) are
 *   left byte-exact, and keys are left as sent.
 */

/**
 * Real answers nest at most 10 levels (measured over all 885 demo pages and the real-shape corpus:
 * envelope → result → node → parts → part → cell object). 64 is six times that and far below the
 * depth at which any recursive consumer gets into trouble.
 */
export const MAX_JSON_DEPTH = 64

export class JsonTooDeepError extends Error {
  constructor(readonly limit: number) {
    super(`JSON nested deeper than ${limit} levels`)
    this.name = 'JsonTooDeepError'
  }
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d

/**
 * Deepest bracket nesting in `text`, counting only brackets outside strings; stops as soon as it
 * passes `limit`. One pass, no recursion, no allocation: a 500 KB page takes about a millisecond.
 * Malformed text is JSON.parse's business; this only has to be right for text that parses.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--
    }
  }
  return false
}

/**
 * A key equal to `__proto__` is spelt either literally or with `\u00XX` escapes for some of its
 * ASCII letters; text with neither cannot contain one, which spares the walk on almost every page.
 */
const MAY_HOLD_PROTO_KEY = /__proto__|\\u00/i

function dropProtoKeys(root: unknown): void {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value !== 'object' || value === null) continue
    if (Object.hasOwn(value, '__proto__')) delete (value as Record<string, unknown>)['__proto__']
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) pending.push(child)
  }
}

/** `\u200e`, `\u202a`…`\u202e`, `\u2066`…`\u2069`, `\u061c`, escaped in the JSON text. */
const MAY_HOLD_ESCAPED_BIDI = /\\u(?:200[ef]|202[a-e]|206[6-9]|061c)/i

/** Replaces every string value (outside pointer keys) with its text without bidi controls. */
function stripBidiControls(root: unknown): void {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value !== 'object' || value === null) continue
    const record = value as Record<string, unknown>
    for (const [key, child] of Object.entries(record)) {
      if (typeof child === 'string') {
        if (Array.isArray(value) || !isPointerKey(key)) record[key] = plainText(child)
      } else if (typeof child === 'object' && child !== null) pending.push(child)
    }
  }
}

/** Throws SyntaxError for broken JSON and JsonTooDeepError for over-deep JSON. */
export function parseServiceJson(bytes: Uint8Array, maxDepth: number = MAX_JSON_DEPTH): unknown {
  const text = new TextDecoder().decode(bytes)
  if (jsonDepthExceeds(text, maxDepth)) throw new JsonTooDeepError(maxDepth)
  const value: unknown = JSON.parse(text)
  if (MAY_HOLD_PROTO_KEY.test(text)) dropProtoKeys(value)
  // JSON may carry a control as itself or spelt as an escape (\u202e): look for both.
  if (hasBidiControls(text) || MAY_HOLD_ESCAPED_BIDI.test(text)) stripBidiControls(value)
  return value
}
