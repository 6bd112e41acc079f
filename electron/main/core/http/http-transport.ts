import { AppFailure } from '../../../shared/result'

/**
 * The one place where core talks HTTP. It turns every way a request can go wrong at the
 * network level into an AppFailure with a code the UI understands; HTTP statuses are returned,
 * not thrown, so callers decide what a 401 or a 503 means for them.
 */

export interface HttpRequest {
  method: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  body?: string
  timeoutMs: number
}

export interface HttpResponse {
  status: number
  contentType: string
  body: Uint8Array
}

export type HttpSend = (request: HttpRequest) => Promise<HttpResponse>

/** Answers bigger than this are refused rather than buffered: no catalog section is this large. */
const MAX_BODY_BYTES = 64 * 1024 * 1024

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const cause = (error as { cause?: unknown }).cause
  const own = (error as { code?: unknown }).code
  if (typeof own === 'string') return own
  return cause === undefined ? undefined : errorCode(cause)
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'))
  )
}

/** Connection refused / host unknown: the service is not there at all; retrying at once is pointless. */
export class UnreachableFailure extends AppFailure {
  constructor() {
    super('offline', 'The catalog service cannot be reached. Check the network connection.')
  }
}

function networkFailure(error: unknown, phase: 'connect' | 'body'): AppFailure {
  if (isTimeout(error)) return new AppFailure('timeout', 'The catalog service did not answer in time.')
  const code = errorCode(error)
  if (
    phase === 'connect' &&
    (code === 'ECONNREFUSED' ||
      code === 'ENOTFOUND' ||
      code === 'EAI_AGAIN' ||
      code === 'EHOSTUNREACH' ||
      code === 'ENETUNREACH')
  ) {
    return new UnreachableFailure()
  }
  return new AppFailure('offline', 'The connection to the catalog service dropped before the answer was complete.')
}

export const fetchSend: HttpSend = async (request) => {
  const signal = AbortSignal.timeout(request.timeoutMs)
  let response: Response
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      // Never follow a redirect: it could carry the token to another host. A 3xx is reported.
      redirect: 'manual'
    })
  } catch (error) {
    throw networkFailure(error, 'connect')
  }
  const declared = Number(response.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel()
    throw new AppFailure('bad-response', 'The catalog service sent an answer that is far too large.')
  }
  try {
    const body = new Uint8Array(await response.arrayBuffer())
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body }
  } catch (error) {
    throw networkFailure(error, 'body')
  }
}
