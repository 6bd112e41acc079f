/**
 * Failures the real vendor sends as HTTP 200 are failures, never pages (issue 19;
 * shared/spec/real-shapes.md, "How the vendor fails").
 */
import { describe, expect, it } from 'vitest'
import { parseEnvelope } from '../../electron/main/core/client/response-parsing'
import { findVendorFailure } from '../../electron/main/core/client/vendor-failure'
import { AppFailure } from '../../electron/shared/result'

const answer = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  body: new TextEncoder().encode(JSON.stringify(body))
})

function failureOf(body: unknown) {
  try {
    parseEnvelope(answer(body), 'this catalog section')
  } catch (error) {
    if (error instanceof AppFailure) return error.appError
    throw error
  }
  return null
}

describe('failures sent as HTTP 200', () => {
  it.each([
    ['success:false with a code', { success: false, resultCode: 1002, result: { resultCode: 1002 } }, 'server', 1002],
    ['a result code as a string', { success: true, resultCode: '500', result: {} }, 'server', 500],
    ['a code only inside result', { success: true, result: { resultCode: 1001 } }, 'unavailable', 1001],
    ['the catalog switched off', { success: false, resultCode: 503, result: { resultCode: 503 } }, 'unavailable', 503],
    ['a VIN not found', { success: false, resultCode: 404, result: { resultCode: 404 } }, 'unavailable', 404],
    [
      'the exception filter',
      { errors: [{ message: 'Upstream gone' }], statusCode: 500, path: '/api/q' },
      'server',
      500
    ],
    ['the exception filter for Unauthorized', { errors: [{ message: 'Unauthorized' }], statusCode: 401 }, 'auth', 401],
    ['success as "false"', { success: 'false', result: {} }, 'server', undefined]
  ])('%s is a failure, never a page', (_name, body, code, status) => {
    const error = failureOf(body)
    expect(error?.code).toBe(code)
    expect(error?.status).toBe(status)
  })

  it("shows the service's own words: plain text, one line, at most 200 characters", () => {
    const said = `Catalog \u202Etime-out\u202C\n${'x'.repeat(400)}`
    const error = failureOf({ success: false, resultCode: 1002, result: { resultCode: 1002, message: said } })
    expect(error?.serviceMessage?.startsWith('Catalog time-out x')).toBe(true)
    expect(error?.serviceMessage).toHaveLength(200)
    expect(error?.serviceMessage).not.toMatch(/[\u202A-\u202E\n]/)
  })

  it("keeps a section refused by info (the spec's stale pointer) as data, and a plain success as a page", () => {
    const stale = {
      success: true,
      resultCode: 200,
      result: { resultCode: 410, info: { type: 'error', text: 'Stale' } }
    }
    expect(findVendorFailure(stale)).toBeNull()
    expect(parseEnvelope(answer(stale), 'this catalog section')).toEqual(stale.result)
    expect(findVendorFailure({ success: true, resultCode: '200', result: { resultCode: 200 } })).toBeNull()
  })
})
