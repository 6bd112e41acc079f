/**
 * Bidi formatting controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069),
 * the left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C). They are
 * invisible and change the order text is shown in: '1K0\u202E615301\u202C' reads `1K0103516`
 * while its characters (what is copied, exported, typed into a dealer system) say `1K0615301`.
 * Letters are never touched: Arabic or Hebrew text keeps its own direction without them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const HAS_BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/**
 * Service text as the app shows, copies and exports it: without bidi controls, so what a
 * mechanic reads is what the characters say. Pure and idempotent.
 */
export function plainText(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}

/** Whether a text holds any bidi control: a cheap test before walking a whole answer. */
export function hasBidiControls(text: string): boolean {
  return HAS_BIDI_CONTROL.test(text)
}
