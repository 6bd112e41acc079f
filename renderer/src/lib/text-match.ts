/**
 * The one text matcher of the app — list filters, the parts table, offline search: case- and
 * accent-blind, word by word. "Zündkerze" matches "zundkerze", "Dirección" "direccion", "Écrou"
 * "ecrou"; a query matches when every one of its words appears in the text.
 */

/** The case- and accent-blind form of a text, with runs of white space as one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a query, folded. */
export function queryWords(query: string): string[] {
  return foldText(query).split(' ').filter(Boolean)
}

/** True when every word appears in the text (an empty query matches everything). */
export function containsWords(text: string, words: readonly string[]): boolean {
  const folded = foldText(text)
  return words.every((word) => folded.includes(word))
}

/** True when every word of the query appears in one of the fields. */
export function matchesQuery(query: string, fields: readonly (string | undefined)[]): boolean {
  return containsWords(fields.filter(Boolean).join(' '), queryWords(query))
}
