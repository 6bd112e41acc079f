import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DemoClock, FaultRule, VendorResultCode } from '../types'
import { readBody, sendJson } from './http'

// How the real vendor fails (issue 19; shared/spec/real-shapes.md, "How the vendor fails", read
// from its own framework code). Most of it arrives as HTTP 200, so a client that trusts the
// status shows an error as a page, or stores it. Each kind here is that body on the wire.

export type VendorFaultKind = 'vendor-result-code' | 'vendor-exception' | 'vendor-validation'
export type VendorFault = FaultRule & { kind: VendorFaultKind }

export const DEFAULT_VENDOR_RESULT_CODE: VendorResultCode = 1002

/** The vendor's meaning of each code, sent as `result.message` (its answers carry a text there). */
export const VENDOR_RESULT_MESSAGES: Record<VendorResultCode, string> = {
  404: 'VIN not found',
  410: 'VIN is not correct',
  500: 'Internal server error',
  503: 'Catalog is switched off',
  1001: 'No data',
  1002: 'Catalog time-out: the catalog did not answer in time'
}

export function isVendorFault(rule: FaultRule): rule is VendorFault {
  return rule.kind === 'vendor-result-code' || rule.kind === 'vendor-exception' || rule.kind === 'vendor-validation'
}

/** Plays the failure; returns the status it sends (the exception body is sent once the request body is read). */
export function playVendorFailure(
  rule: VendorFault,
  req: IncomingMessage,
  res: ServerResponse,
  clock: DemoClock
): number {
  const url = new URL(req.url ?? '/', 'http://demo.invalid')
  switch (rule.kind) {
    case 'vendor-result-code': {
      const code = rule.resultCode ?? DEFAULT_VENDOR_RESULT_CODE
      const vin = url.searchParams.get('vin')
      // `success` is false exactly when the code is not 200; the result repeats the code (and the VIN).
      const result = {
        resultCode: code,
        ...(vin !== null ? { vin } : {}),
        message: rule.message ?? VENDOR_RESULT_MESSAGES[code]
      }
      sendJson(res, 200, { success: false, resultCode: code, result })
      return 200
    }
    case 'vendor-validation':
      sendJson(res, 400, { success: false, errors: [{ message: rule.message ?? validationMessage(url.pathname) }] })
      return 400
    case 'vendor-exception': {
      const status = rule.status ?? 200
      // The filter echoes the request: its parsed body (empty for GET) and its query.
      void readBody(req, 64 * 1024).then((raw) => {
        if (res.destroyed) return
        sendJson(res, status, {
          errors: [{ message: rule.message ?? (status === 401 ? 'Unauthorized' : 'Catalog request failed') }],
          // with HTTP 200 the filter still says what went wrong: an upstream failure, 500
          statusCode: status === 401 ? 401 : 500,
          timestamp: new Date(clock.now()).toISOString(),
          path: url.pathname,
          data: { body: parsedBody(raw), query: Object.fromEntries(url.searchParams) }
        })
      })
      return status
    }
  }
}

/** What the vendor's request validation says about the parameter the path needs. */
function validationMessage(path: string): string {
  return path === '/api/vin' ? 'vin must be a valid VIN' : 'q must be a non-empty string'
}

function parsedBody(raw: string | undefined): unknown {
  if (!raw) return {}
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return {}
  }
}
