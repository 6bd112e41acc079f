/** What `t(key, params)` of vue-i18n is, as far as a template needs it. */
type Format = (key: string, params: Record<string, string>) => string

/** Fills a message's named parameters: `fill({ number: '1K0 615 301' })`. */
export type MessageFill = (values: Readonly<Record<string, string>>) => string

// Private-use characters around a parameter's index: what vue-i18n puts where a value goes.
const MARK = /\uE000(\d+)\uE001/

/**
 * A message with named parameters, formatted by vue-i18n once, with markers in its parameters'
 * places, and then filled by joining strings. The node view names every callout and every row's
 * buttons with the same few messages — hundreds of calls per node — and formatting each through
 * vue-i18n was a good part of the time to its first frame. For messages that only interpolate
 * (no plural or linked forms), which all of those are; make it inside a computed, so it follows
 * the UI language.
 */
export function messageTemplate(t: Format, key: string, names: readonly string[]): MessageFill {
  const params = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]))
  // split() with a capture group: text, index, text, index, …, text.
  const pieces = t(key, params).split(MARK)
  return (values) => {
    let text = pieces[0]
    for (let i = 1; i < pieces.length; i += 2) text += (values[names[Number(pieces[i])]] ?? '') + pieces[i + 1]
    return text
  }
}
