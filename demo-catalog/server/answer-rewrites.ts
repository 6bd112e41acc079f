import type { FaultRule, RewriteFaultKind } from '../types'
import { bidiHtml } from './bidi-html'
import { supersessionBomb } from './supersession-bomb'
import { typeDrift } from './type-drift'

// Faults that keep the real answer (auth, pointers, forms all work) and make its content hostile
// (issue 11): text whose bidi controls make it read differently from its characters, and keys
// that pollute prototypes in code that copies JSON objects carelessly. Also the real vendor's
// drifting types (type-drift.ts).

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
type JsonObject = { [key: string]: JsonValue }

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every bidi formatting control the app must strip: embeddings, overrides, isolates, marks. */
export const BIDI_CONTROLS = {
  LRE: '\u202A',
  RLE: '\u202B',
  PDF: '\u202C',
  LRO: '\u202D',
  RLO: '\u202E',
  LRI: '\u2066',
  RLI: '\u2067',
  FSI: '\u2068',
  PDI: '\u2069',
  LRM: '\u200E',
  RLM: '\u200F',
  ALM: '\u061C'
} as const

const { LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM } = BIDI_CONTROLS

/**
 * Ways to hide a text's order. Each keeps the characters in order, so removing the controls
 * gives the catalog's text back byte for byte; shown with bidi applied, '1K0\u202E615301\u202C'
 * reads `1K0103516`. Rotated over the parts so every control occurs in every node.
 */
const WRAPS: ReadonlyArray<(text: string) => string> = [
  (t) => `${t.slice(0, 3)}${RLO}${t.slice(3)}${PDF}`,
  (t) => `${RLI}${t}${PDI}${RLM}`,
  (t) => `${t.slice(0, 3)}${RLE}${t.slice(3)}${PDF}${ALM}`,
  (t) => `${FSI}${t.slice(0, 3)}${LRI}${t.slice(3)}${PDI}${PDI}`,
  (t) => `${LRO}${t}${PDF}${LRM}`,
  (t) => `${LRE}${t}${PDF}`
]

function bidiPartNumbers(answer: JsonObject): void {
  const result = answer.result
  const node = isObject(result) ? result.node : undefined
  if (!isObject(node) || !Array.isArray(node.parts)) return // only node answers carry parts
  if (typeof node.name === 'string') node.name = `${RLI}${node.name}${PDI}`
  node.parts.forEach((part, i) => {
    if (!isObject(part)) return
    if (typeof part.number === 'string') part.number = WRAPS[i % WRAPS.length]!(part.number)
    if (typeof part.name === 'string') part.name = WRAPS[(i + 3) % WRAPS.length]!(part.name)
  })
}

/** Objects this deep or less get the keys: the envelope (0), `result` (1), `node`/list items (2), parts (3)… */
const PROTO_DEPTH = 4

function addProtoKeys(value: JsonValue, depth: number): void {
  if (depth > PROTO_DEPTH) return
  if (Array.isArray(value)) {
    for (const item of value) addProtoKeys(item, depth)
    return
  }
  if (!isObject(value)) return
  for (const child of Object.values(value)) addProtoKeys(child, depth + 1)
  // An own "__proto__" property: plain assignment would set the prototype instead. JSON.parse
  // on the client creates it as an own property too, which is what careless merges then follow.
  ownKey(value, '__proto__', { polluted: 'yes', isAdmin: true })
  ownKey(value, 'constructor', { prototype: { polluted: 'yes' } })
}

function ownKey(target: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

const REWRITES: Record<RewriteFaultKind, (answer: JsonObject, rule: FaultRule) => void> = {
  'bidi-part-numbers': bidiPartNumbers,
  'bidi-html': bidiHtml, // bidi controls as HTML character references (issue 20): see bidi-html.ts
  'proto-keys': (answer) => addProtoKeys(answer, 0),
  'supersession-bomb': (answer, rule) => supersessionBomb(answer, rule.numbers), // issue 20: see supersession-bomb.ts
  'type-drift': typeDrift // the vendor's own loose types (issue 19), not hostile: see type-drift.ts
}

export function isRewriteKind(kind: string): kind is RewriteFaultKind {
  return Object.hasOwn(REWRITES, kind)
}

/** The body rewrite for a rewrite fault: JSON objects are changed, anything else passes as it is. */
export function answerRewrite(kind: RewriteFaultKind, rule: FaultRule = { kind }): (body: string) => string {
  return (body) => {
    let answer: JsonValue
    try {
      answer = JSON.parse(body) as JsonValue
    } catch {
      return body
    }
    if (!isObject(answer)) return body
    REWRITES[kind](answer, rule)
    return JSON.stringify(answer)
  }
}
