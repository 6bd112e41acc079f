import { isRecord } from '../../../shared/plain-object'
import { AppFailure } from '../../../shared/result'
import type { RawCatalogResult } from '../../../shared/catalog-schemas'
import type { HttpResponse } from '../http/http-transport'
import { JsonTooDeepError, parseServiceJson } from './json-boundary'
import { findVendorFailure, vendorFailureError, type Subject } from './vendor-failure'

/**
 * Turns an HTTP answer into a raw `result` or a plain-words failure. Main checks only what no
 * reader can: the status, that it is JSON within the size budget (the transport) and depth
 * (json-boundary.ts), that it is not a failure sent as HTTP 200 (vendor-failure.ts), and that
 * `result` is an object. Everything inside `result` is read by the pure readers in
 * shared/readers, which take what they understand: one odd field never costs the page.
 */
export function parseEnvelope(response: HttpResponse, what: Subject): RawCatalogResult {
  const json = parseJsonBody(response, what)
  const failure = findVendorFailure(json)
  if (failure) throw vendorFailureError(failure, what)
  const result = (json as { result?: unknown } | null)?.result
  if (!isRecord(result)) {
    throw new AppFailure('bad-response', `The catalog service sent ${what} without its content.`, response.status)
  }
  return result as RawCatalogResult
}

/** A 2xx JSON body, parsed with the boundary's guards; anything else is a failure in plain words. */
export function parseJsonBody(response: HttpResponse, what: Subject): unknown {
  assertSuccessStatus(response, what)
  if (!/\bjson\b/i.test(response.contentType)) {
    const kind = /html/i.test(response.contentType) ? 'a web page' : 'something that is not catalog data'
    throw new AppFailure('bad-response', `The catalog service sent ${kind} instead of ${what}.`, response.status)
  }
  try {
    return parseServiceJson(response.body)
  } catch (error) {
    if (error instanceof JsonTooDeepError) {
      throw new AppFailure(
        'bad-response',
        `The catalog service sent ${what} nested far deeper than any catalog page, so Parts Desk did not open it.`,
        response.status
      )
    }
    throw new AppFailure('bad-response', `The catalog service sent unreadable ${what} (broken JSON).`, response.status)
  }
}

/**
 * The one mapping from an HTTP status to the app's failure codes, for catalog answers, pictures and
 * sign-in alike: 5xx 'server' (transient), 401 'auth', 429 'rate-limited', anything else not 2xx
 * 'bad-response'.
 */
export function assertSuccessStatus(response: HttpResponse, what: Subject): void {
  if (response.status >= 500) {
    throw new AppFailure(
      'server',
      `The catalog service has a problem right now and could not send ${what}.`,
      response.status
    )
  }
  if (response.status === 401) {
    throw new AppFailure('auth', `The catalog service refused access to ${what} even after signing in again.`, 401)
  }
  if (response.status === 429) {
    throw new AppFailure('rate-limited', `The catalog service asks us to slow down and did not send ${what}.`, 429)
  }
  if (response.status < 200 || response.status >= 300) {
    throw new AppFailure(
      'bad-response',
      `The catalog service answered with status ${response.status} instead of ${what}.`,
      response.status
    )
  }
}
