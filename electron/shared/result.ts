/**
 * Errors cross every boundary (core → IPC → renderer) as data, never as thrown strings.
 * The codes are deliberately few: each one means one thing the UI can tell a mechanic, and says
 * whose fault it is — the service's, the network's, this computer's, or Parts Desk's own.
 */
export const ERROR_CODES = [
  'offline', // the service could not be reached or dropped the connection
  'timeout', // the service did not answer in time
  'auth', // the account was refused (bad id/token) or login is backing off
  'server', // the service failed on its side (a 5xx, or a failure it sent as HTTP 200): worth another try
  'unavailable', // the service says it has nothing here (no data for this section, catalog switched off): not retried
  'rate-limited', // the service asked us to slow down (429, 503 with Retry-After) longer than a click can wait
  'bad-response', // the service answered with something that is not the documented shape
  'invalid-input', // the caller sent arguments that fail validation
  'not-cached', // offline and the offline mirror has no copy
  'storage-full', // this computer has no room for what was to be stored (disk, quota, the storage limit)
  'internal', // Parts Desk itself failed (an exception, a broken hand-over to the window): not the service
  'cancelled' // the caller stopped waiting (a newer click, a paused save): nobody shows it, nothing failed
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * Why 'cancelled' is a code of its own rather than 'offline': an aborted call says nothing about
 * the service, so it must not turn the connection light offline, pause a save as if the network
 * were gone, or send the mirror to its stored copy. Callers that cancel drop the answer anyway.
 */
export const CANCELLED_MESSAGE = 'The request was cancelled.'

export interface AppError {
  code: ErrorCode
  /** Plain words for the user; never contains secrets. */
  message: string
  /** HTTP status when one was received; the vendor's own code for a failure it sent as HTTP 200. */
  status?: number
  /** The service's own words about the failure: plain text, one line, at most 200 characters. */
  serviceMessage?: string
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function fail<T = never>(code: ErrorCode, message: string, status?: number): Result<T> {
  return { ok: false, error: status === undefined ? { code, message } : { code, message, status } }
}

/** An exception that carries an AppError, used inside core code; converted to Result at the edges. */
export class AppFailure extends Error {
  readonly appError: AppError
  constructor(code: ErrorCode, message: string, status?: number) {
    super(message)
    this.name = 'AppFailure'
    this.appError = status === undefined ? { code, message } : { code, message, status }
  }
}
