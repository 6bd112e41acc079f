export type Json = string | number | boolean | null | Json[] | JsonObject
export interface JsonObject {
  [key: string]: Json | undefined
}

/** Table shape the real service uses: `{ title?, header: [{id, value}], data: [{id: value | {value, …}}] }`. */
export function table(title: string | undefined, header: [string, string][], data: JsonObject[]): JsonObject {
  return { title, header: header.map(([id, value]) => ({ id, value })), data }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
