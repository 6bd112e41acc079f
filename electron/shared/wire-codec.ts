/**
 * JSON with bytes: browser mode carries contract calls over a WebSocket and events over SSE as
 * JSON, and images are Uint8Array. Both sides use this one codec so `{ "$bytes": "<base64>" }`
 * means the same thing everywhere. (Electron IPC uses structured clone and needs none of this.)
 *
 * Bytes are decoded only where the contract has bytes (BYTES_IN_ANSWER): anywhere else a
 * `{ "$bytes": … }` object is plain data — service text that happens to look like one must not
 * turn into a Uint8Array in the middle of a catalog page.
 */
import type { InvokeChannel, InvokeOutput } from './contract'

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

/** A path of property names from the top of a decoded value. */
export type WirePath = readonly string[]

/** Where each call's answer carries bytes. Inputs and events carry none. */
export const BYTES_IN_ANSWER: { readonly [K in InvokeChannel]?: readonly WirePath[] } = {
  'catalog.image': [['value', 'bytes']],
  'workshop.picture': [['value', 'bytes']]
}
// Keeps the table honest: if the image payload stops being bytes, this stops compiling.
const imageBytesAreBytes: InvokeOutput<'catalog.image'>['bytes'] extends Uint8Array ? true : false = true
void imageBytesAreBytes

function decodeBytesAt(root: unknown, path: WirePath): void {
  let parent: unknown = root
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return
    parent = (parent as Record<string, unknown>)[key]
  }
  if (typeof parent !== 'object' || parent === null) return
  const key = path[path.length - 1]
  const value = (parent as Record<string, unknown>)[key]
  // atob throws on broken base64: the bridge turns that into a Result failure.
  if (isBytesEnvelope(value)) (parent as Record<string, unknown>)[key] = base64ToBytes(value.$bytes)
}

/** `undefined` encodes as the empty string (and decodes back from it). */
export function encodeWire(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, wireReplacer)
}

/**
 * Throws on malformed JSON or broken base64; the empty string decodes to `undefined`. `bytesAt`
 * names where bytes may be (BYTES_IN_ANSWER[channel]); nowhere else is anything turned into bytes.
 */
export function decodeWire(text: string, bytesAt: readonly WirePath[] = []): unknown {
  if (text === '') return undefined
  return decodeBytesIn(JSON.parse(text), bytesAt)
}

/**
 * Turns the `{ "$bytes": … }` envelopes at `bytesAt` of an already parsed value into bytes, in
 * place: for a message whose paths are known only once it is parsed (the call socket's answers
 * name their call by id). Throws on broken base64.
 */
export function decodeBytesIn(value: unknown, bytesAt: readonly WirePath[]): unknown {
  for (const path of bytesAt) decodeBytesAt(value, path)
  return value
}
