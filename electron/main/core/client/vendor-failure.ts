import { asRecord } from '../../../shared/plain-object'
import { plainText } from '../../../shared/plain-text'
import { AppFailure } from '../../../shared/result'

/**
 * The real vendor often sends its failures with HTTP 200 (shared/spec/real-shapes.md, "How the
 * vendor fails"). None of them is a page: this finds them in a parsed answer so the client throws
 * instead of showing or storing them.
 *
 * - `success: false`;
 * - a `resultCode` other than 200 at the top, as a number or a string;
 * - a `resultCode` other than 200 inside `result`, unless `result.info` is of type error: that is
 *   the spec's own refusal of one section (part 7, a stale pointer or an unavailable section),
 *   which stays data and is shown with its own words;
 * - an `errors` list (the vendor's exception filter, and its request validation).
 */
export interface VendorFailure {
  /** The vendor's code: `resultCode`, else the exception filter's `statusCode`; null when it gave none. */
  code: number | null
  /** The service's own words, plain text, at most MAX_SERVICE_MESSAGE characters. */
  message?: string
}

const MAX_SERVICE_MESSAGE = 200

/** 200, "200" and 200.0 are all success; absent is not a failure. */
function codeOf(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const code = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN
  return Number.isFinite(code) ? code : null
}

function isFalse(value: unknown): boolean {
  return value === false || value === 0 || value === 'false' || value === '0'
}

/** Plain words for showing: no bidi controls, no control characters, one line, bounded. */
export function serviceMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = plainText(value)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text === '') return undefined
  return text.length > MAX_SERVICE_MESSAGE ? `${text.slice(0, MAX_SERVICE_MESSAGE - 1)}…` : text
}

function firstErrorMessage(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const entry of errors) {
    const text = serviceMessage(asRecord(entry)?.message ?? entry)
    if (text) return text
  }
  return undefined
}

export function findVendorFailure(json: unknown): VendorFailure | null {
  const body = asRecord(json)
  if (!body) return null
  const result = asRecord(body.result)
  const message =
    firstErrorMessage(body.errors) ??
    firstErrorMessage(result?.errors) ??
    serviceMessage(body.message) ??
    serviceMessage(result?.message) ??
    serviceMessage(asRecord(result?.info)?.text ?? result?.info)
  const topCode = codeOf(body.resultCode)
  const resultCode = codeOf(result?.resultCode)
  const failed = (code: number | null | undefined): VendorFailure => ({
    code: code ?? null,
    ...(message ? { message } : {})
  })

  if (Array.isArray(body.errors)) return failed(codeOf(body.statusCode) ?? topCode ?? resultCode)
  if (isFalse(body.success)) return failed(topCode ?? resultCode)
  if (topCode !== undefined && topCode !== 200) return failed(topCode)
  const sectionRefusal = asRecord(result?.info)?.type === 'error'
  if (resultCode !== undefined && resultCode !== 200 && !sectionRefusal) return failed(resultCode)
  return null
}

/** What a page is called in a failure: "the vehicle", "this catalog section", "the picture". */
export type Subject = string

/**
 * The failure as the rest of the app sees it (issue 19's table):
 * - 404 / 410 / 400 on a VIN: 'unavailable' with that status; the page shows its VIN message;
 * - 503: the catalog is switched off for this vehicle, 'unavailable', not retried;
 * - 1001: no data for this section, 'unavailable', not retried;
 * - 1002, 500, the exception filter and anything else: 'server', transient (a click offers
 *   Try again, a save or walk retries with backoff);
 * - the exception filter with statusCode 401: 'auth'.
 * `status` carries the vendor's code so the page can choose its words.
 */
export function vendorFailureError(failure: VendorFailure, subject: Subject): AppFailure {
  const said = failure.message
  const status = failure.code ?? undefined
  const make = (code: ConstructorParameters<typeof AppFailure>[0], text: string) => {
    const error = new AppFailure(code, text, status)
    if (said) error.appError.serviceMessage = said
    return error
  }
  switch (failure.code) {
    case 404:
      return make('unavailable', `The catalog service has no ${subject} for this.`)
    case 400:
    case 410:
      return make('unavailable', `The catalog service refused the request for ${subject} as not valid.`)
    case 503:
      return make('unavailable', `The catalog is switched off for this vehicle, so ${subject} cannot be shown.`)
    case 1001:
      return make('unavailable', `The catalog has no data for ${subject}.`)
    case 401:
      return make('auth', `The catalog service refused access to ${subject}.`)
    case 1002:
      return make('server', `The catalog did not answer in time with ${subject}. It is worth another try.`)
    default:
      return make('server', `The catalog service reported a failure instead of ${subject}.`)
  }
}
