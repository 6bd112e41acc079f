import { foldText } from '../../lib/text-match'

/**
 * How catalog text becomes search terms, the same for what is indexed and what is typed:
 * - case and accents do not count ("Écrou" = "ecrou", "Zündkerze" = "zundkerze"), through the
 *   app's one text folder;
 * - words are runs of letters and digits in any script (Cyrillic, Greek, Turkish…);
 * - Chinese, Japanese and Korean run words together without spaces, so their text is cut into
 *   overlapping pairs of characters (bigrams) plus the single characters: "水泵" is found in
 *   "冷却水泵总成", and so is "泵".
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const WORDS = /[\p{L}\p{N}]+/gu

/** Splits a run of CJK characters into its single characters and its bigrams. */
function cjkTerms(run: string): string[] {
  const chars = [...run]
  const terms = [...chars]
  for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1])
  return terms
}

/** Search terms of a text (indexed text and typed queries alike). */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  for (const word of foldText(text).match(WORDS) ?? []) {
    if (!CJK.test(word)) {
      terms.push(word)
      continue
    }
    // Mixed runs ("V6水泵"): the CJK stretches become bigrams, the rest stays a word.
    for (const piece of word.split(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u)) {
      if (!piece) continue
      if (CJK.test(piece)) terms.push(...cjkTerms(piece))
      else terms.push(piece)
    }
  }
  return terms
}

/** A query's terms: CJK queries look for their bigrams only (single characters would match too much). */
export function queryTerms(query: string): string[] {
  const terms = searchTerms(query)
  const hasPairs = terms.some((term) => CJK.test(term) && [...term].length === 2)
  return hasPairs ? terms.filter((term) => !(CJK.test(term) && [...term].length === 1)) : terms
}

export { normalizeNumber, stripNumberSeparators } from '../../lib/part-number'
