/**
 * JSON with bytes: browser mode carries contract Results over HTTP/SSE as JSON, and images are
 * Uint8Array. Both sides use this one codec so `{ "$bytes": "<base64>" }` means the same thing
 * everywhere. (Electron IPC uses structured clone and needs none of this.)
 */

const BYTES_KEY = '$bytes'
// String.fromCharCode takes its arguments on the stack; chunks keep multi-megabyte images safe.
const CHUNK = 0x8000

// In Node (the browser-mode host encodes every image) Buffer is ~20x faster than btoa on a binary string.
type NodeBufferLike = { from(bytes: Uint8Array): { toString(encoding: 'base64'): string } }
const NodeBuffer = (globalThis as { Buffer?: NodeBufferLike }).Buffer

export function bytesToBase64(bytes: Uint8Array): string {
  if (NodeBuffer) return NodeBuffer.from(bytes).toString('base64')
  let binary = ''
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK))
  }
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

function wireReplacer(_key: string, value: unknown): unknown {
  return value instanceof Uint8Array ? { [BYTES_KEY]: bytesToBase64(value) } : value
}

function isBytesEnvelope(value: unknown): value is { $bytes: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === 1 && keys[0] === BYTES_KEY && typeof (value as { $bytes: unknown }).$bytes === 'string'
}

function wireReviver(_key: string, value: unknown): unknown {
  return isBytesEnvelope(value) ? base64ToBytes(value.$bytes) : value
}

/** `undefined` encodes as the empty string, so void calls send an empty body. */
export function encodeWire(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, wireReplacer)
}

/** Throws SyntaxError on malformed JSON; the empty string decodes to `undefined`. */
export function decodeWire(text: string): unknown {
  return text === '' ? undefined : JSON.parse(text, wireReviver)
}
