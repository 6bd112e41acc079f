import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { AppFailure, CANCELLED_MESSAGE } from '../../../shared/result'
import type { BodyBudget } from './body-budget'
import { readBoundedBody, TooLargeFailure } from './bounded-body'
import { ACCEPT_ENCODING, decodedBody, isDecodingError } from './content-decoding'

/**
 * The one place where core talks HTTP. It turns every way a request can go wrong at the
 * network level into an AppFailure with a code the UI understands; HTTP statuses are returned,
 * not thrown, so callers decide what a 401 or a 503 means for them.
 *
 * Built on node:http rather than fetch: fetch (undici) undoes gzip/deflate/br out of our sight and
 * copies every chunk, so a compression bomb cost four times its budget before we could stop it.
 * Here we decode ourselves and count decoded bytes as they arrive (bounded-body.ts).
 */

export interface HttpRequest {
  /** PUT: only the workshop mirror's CouchDB (creating its database, the write test). */
  method: 'GET' | 'POST' | 'PUT'
  url: string
  headers?: Record<string, string>
  body?: string
  timeoutMs: number
  /** The most the decoded answer may weigh; past it the download stops (body-budget.ts). */
  budget: BodyBudget
  /** The caller stopped waiting: the request is aborted (socket closed) and fails 'cancelled'. */
  signal?: AbortSignal
}

export interface HttpResponse {
  status: number
  contentType: string
  body: Uint8Array
  /** The `Retry-After` header, as sent (429/503: how long the service asks us to wait). */
  retryAfter?: string
}

export type HttpSend = (request: HttpRequest) => Promise<HttpResponse>

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const cause = (error as { cause?: unknown }).cause
  const own = (error as { code?: unknown }).code
  if (typeof own === 'string') return own
  return cause === undefined ? undefined : errorCode(cause)
}

/** Connection refused / host unknown: the service is not there at all; retrying at once is pointless. */
export class UnreachableFailure extends AppFailure {
  constructor() {
    super('offline', 'The catalog service cannot be reached. Check the network connection.')
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/** The caller's signal aborted the request: not the network's fault, and never retried. */
export function cancelledFailure(): AppFailure {
  return new AppFailure('cancelled', CANCELLED_MESSAGE)
}

function networkFailure(
  error: unknown,
  phase: 'connect' | 'body',
  timedOut: boolean,
  cancelled: boolean | undefined
): AppFailure {
  if (cancelled) return cancelledFailure()
  if (error instanceof AppFailure) return error
  if (timedOut) return new AppFailure('timeout', 'The catalog service did not answer in time.')
  if (isDecodingError(error)) {
    return new AppFailure('bad-response', 'The catalog service sent a damaged compressed answer.')
  }
  if (phase === 'connect' && UNREACHABLE.has(errorCode(error) ?? '')) return new UnreachableFailure()
  return new AppFailure('offline', 'The connection to the catalog service dropped before the answer was complete.')
}

function contentLengthOf(response: IncomingMessage): number {
  const declared = Number(response.headers['content-length'] ?? '0')
  return Number.isFinite(declared) ? declared : 0
}

export const httpSend: HttpSend = async (request) => {
  if (request.signal?.aborted) throw cancelledFailure()
  const timeout = AbortSignal.timeout(request.timeoutMs)
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout
  const url = new URL(request.url)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const headers: Record<string, string> = { 'Accept-Encoding': ACCEPT_ENCODING, ...request.headers }
  if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body))

  let response: IncomingMessage
  try {
    response = await new Promise<IncomingMessage>((resolve, reject) => {
      // Redirects are never followed (node:http does not): a 3xx could carry the token elsewhere.
      const outgoing = send(url, { method: request.method, headers, signal }, resolve)
      outgoing.on('error', reject)
      outgoing.end(request.body)
    })
  } catch (error) {
    throw networkFailure(error, 'connect', timeout.aborted, request.signal?.aborted)
  }

  // An early, cheap refusal. Content-Length is the size on the wire (compressed, if it is), so it
  // only catches honest giants; the decoded count in readBoundedBody catches the rest.
  if (contentLengthOf(response) > request.budget.maxBytes) {
    response.destroy()
    throw new TooLargeFailure(request.budget)
  }
  try {
    try {
      const body = decodedBody(response, response.headers['content-encoding'])
      const bytes = await readBoundedBody(body, request.budget)
      const retryAfter = response.headers['retry-after']
      return {
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'] ?? '',
        body: bytes,
        ...(retryAfter === undefined ? {} : { retryAfter })
      }
    } finally {
      // Stopped early (a coding refused, budget, decoder error, timeout): the socket must not stay
      // half-read until the time-out.
      if (!response.complete) response.destroy()
    }
  } catch (error) {
    throw networkFailure(error, 'body', timeout.aborted, request.signal?.aborted)
  }
}

/** The name this transport had while it was built on fetch; tests and benchmarks still use it. */
export const fetchSend: HttpSend = httpSend
