import type { SectionResponse, VinResponse } from '@shared/contract'
import { compressText, decompressText } from './compression'
import { sha256Hex } from './keys'

export type Answer = SectionResponse | VinResponse

/** Content shared by many records, stored once (content-store.ts). */
export interface SharedContent {
  hash: string
  bytes: Uint8Array
}

/** An answer as the mirror stores it (the version-3 fields of SectionRecord). */
export interface EncodedAnswer {
  data: Uint8Array
  trail?: SharedContent
  self?: 1
}

/**
 * Stands in for the section's own pointer in the stored text: the JSON string "\u0000self". It
 * is used only when the text does not hold the marker's inside (`\u0000self`) anywhere: then
 * every occurrence of the marker after the swap is one the swap put there (the inside has no
 * quote, so it cannot straddle a marker's edge), and swapping back gives the text exactly.
 */
const SELF = JSON.stringify('\u0000self')
const SELF_INSIDE = SELF.slice(1, -1)
/** Shorter pointers are not worth a marker. */
const SELF_MIN_LENGTH = 32

/**
 * Why this shape: the service's pointers are 1–2 KB of encrypted, incompressible text, and they
 * make up most of an answer. gzip alone leaves a part-information page at about 7 KB. Most of the
 * pointers are the breadcrumb trail above the page (vehicle, group, list, node), the same for
 * every page of one list or node, so the trail is stored once as shared content; the page's own
 * pointer is in its full key already. What is left compresses to about 3 KB.
 *
 * Exact: decodeAnswer gives back an answer whose JSON is identical, key order included (the
 * mirror compares a revalidated answer with the stored one by its JSON).
 */
export async function encodeAnswer(answer: Answer, ownPointer?: string): Promise<EncodedAnswer> {
  const result = answer.result as { bread_crumb?: unknown } | undefined
  const crumbs = result?.bread_crumb
  let text: string
  let trailText: string | null = null
  if (Array.isArray(crumbs) && crumbs.length >= 2) {
    trailText = JSON.stringify(crumbs.slice(0, -1))
    // Spreading keeps every key where it was; only the trail's value changes.
    text = JSON.stringify({ ...answer, result: { ...result, bread_crumb: crumbs.slice(-1) } })
  } else {
    text = JSON.stringify(answer)
  }
  let self: 1 | undefined
  if (ownPointer && ownPointer.length >= SELF_MIN_LENGTH && !text.includes(SELF_INSIDE)) {
    const token = JSON.stringify(ownPointer)
    if (text.includes(token)) {
      text = text.replaceAll(token, SELF)
      self = 1
    }
  }
  const [data, trail] = await Promise.all([
    compressText(text),
    trailText === null
      ? null
      : Promise.all([compressText(trailText), sha256Hex(trailText)]).then(([bytes, hash]) => ({
          hash: `crumbs:${hash}`,
          bytes
        }))
  ])
  return { data, ...(trail ? { trail } : {}), ...(self ? { self } : {}) }
}

/**
 * The answer again. `trail` is the shared content named by the record (its bytes), `ownPointer`
 * the pointer from the record's full key. Rejects on damaged data.
 */
export async function decodeAnswer(
  stored: Pick<EncodedAnswer, 'data' | 'self'>,
  ownPointer: string | undefined,
  trail: Uint8Array | undefined
): Promise<Answer> {
  const [body, trailText] = await Promise.all([
    decompressText(stored.data),
    trail ? decompressText(trail) : Promise.resolve(null)
  ])
  let text = body
  if (stored.self) {
    if (!ownPointer) throw new Error('a stored answer refers to its own pointer, and none is known')
    const token = JSON.stringify(ownPointer)
    // A function, not a string: a `$` in the pointer must not read as a replacement pattern.
    text = text.replaceAll(SELF, () => token)
  }
  const answer = JSON.parse(text) as Answer
  if (trailText !== null) {
    const result = answer.result as { bread_crumb?: unknown[] }
    result.bread_crumb = [...(JSON.parse(trailText) as unknown[]), ...(result.bread_crumb ?? [])]
  }
  return answer
}
