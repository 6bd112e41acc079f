/**
 * Service text made well-formed UTF-16 before it becomes part of a URL or a file name: every lone
 * surrogate (half of a character pair, which JSON can carry as `"\ud800"`) becomes U+FFFD.
 * `encodeURIComponent` and `encodeURI` (and so vue-router's links) throw "URI malformed" on a lone
 * surrogate, and a file system either refuses it or stores a name no other program can read back.
 * Well-formed text passes unchanged.
 *
 * `String.prototype.toWellFormed` is in Node 20 and Chromium 111+, so in every process of the app;
 * TypeScript only types it from lib ES2024, which the app's tsconfigs do not load yet, hence this
 * one typed door to it.
 */
export function wellFormed(text: string): string {
  return (text as string & { toWellFormed(): string }).toWellFormed()
}
