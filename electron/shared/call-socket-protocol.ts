/**
 * Browser mode's call socket: one WebSocket per page carries every contract call between the
 * page (renderer/src/platform/bridge/call-socket.ts) and the host (electron/web/call-socket.ts).
 * 5,000 calls from Chromium to a loopback host took 9.4–12.1 s as fetches and 2.6–3.8 s as
 * messages on one socket, and a vehicle save makes about 5,000 calls on a CPU-bound machine.
 *
 * Every message is one text frame of wire-encoded JSON (wire-codec.ts, bytes as `$bytes`):
 *
 *   page → host   { id, channel, input }   a call; `input` absent for calls without one
 *   page → host   { cancel: id }           the page stopped waiting: the host aborts that call
 *   host → page   { id, result }           the call's Result (none after a cancel)
 *
 * Ids are the page's own (1, 2, 3, … per socket); the host matches a cancel only against calls of
 * the socket it came on. The socket closing aborts all of that socket's calls.
 */

/** The socket's path; a plain GET there (no upgrade) runs the same checks and answers 426. */
export const CALL_SOCKET_PATH = '/ipc'

/** The largest message the host takes (the socket closes on a bigger one); the page checks first. */
export const MAX_CALL_MESSAGE_BYTES = 1024 * 1024

export interface CallMessage {
  id: number
  channel: string
  input?: unknown
}

export interface CancelMessage {
  cancel: number
}

export interface AnswerMessage {
  id: number
  result: unknown
}

export function isCallId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isCancelMessage(value: unknown): value is CancelMessage {
  return isRecord(value) && isCallId(value.cancel)
}

/** A message with a usable id; the channel is checked by the dispatcher like any other. */
export function isCallMessage(value: unknown): value is CallMessage {
  return isRecord(value) && isCallId(value.id) && typeof value.channel === 'string'
}

export function isAnswerMessage(value: unknown): value is AnswerMessage {
  return isRecord(value) && isCallId(value.id) && 'result' in value
}

/** UTF-8 size, counted only when it could be over: a UTF-16 unit is at most 3 bytes of UTF-8. */
export function exceedsMessageLimit(text: string): boolean {
  if (text.length * 3 <= MAX_CALL_MESSAGE_BYTES) return false
  return new TextEncoder().encode(text).length > MAX_CALL_MESSAGE_BYTES
}
