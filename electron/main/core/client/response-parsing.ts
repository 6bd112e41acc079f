import type { z } from 'zod'
import { envelopeSchema } from '../../../shared/catalog-schemas'
import { AppFailure } from '../../../shared/result'
import type { HttpResponse } from '../http/http-transport'
import { JsonTooDeepError, parseServiceJson } from './json-boundary'

/**
 * Turns an HTTP answer into trusted data or a plain-words failure. Nothing reaches the app (or
 * the offline mirror) unless it is a 2xx JSON envelope `{ success, result }` whose result
 * matches the schema.
 */
// Building a zod schema costs more than using one: wrap each result schema once.
const envelopes = new WeakMap<z.ZodType, z.ZodType<{ result: unknown }>>()

function envelopeFor(resultSchema: z.ZodType): z.ZodType<{ result: unknown }> {
  let envelope = envelopes.get(resultSchema)
  if (!envelope) {
    envelope = envelopeSchema(resultSchema)
    envelopes.set(resultSchema, envelope)
  }
  return envelope
}

export function parseEnvelope<T extends z.ZodType>(response: HttpResponse, resultSchema: T, what: string): z.infer<T> {
  assertSuccessStatus(response, what)
  if (!/\bjson\b/i.test(response.contentType)) {
    const kind = /html/i.test(response.contentType) ? 'a web page' : 'something that is not catalog data'
    throw new AppFailure('bad-response', `The catalog service sent ${kind} instead of ${what}.`, response.status)
  }
  let json: unknown
  try {
    json = parseServiceJson(response.body)
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
  const parsed = envelopeFor(resultSchema).safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the answer'
    throw new AppFailure(
      'bad-response',
      `The catalog service sent ${what} in an unexpected shape (at ${where}).`,
      response.status
    )
  }
  return parsed.data.result as z.infer<T>
}

export function assertSuccessStatus(response: HttpResponse, what: string): void {
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
  if (response.status < 200 || response.status >= 300) {
    throw new AppFailure(
      'bad-response',
      `The catalog service answered with status ${response.status} instead of ${what}.`,
      response.status
    )
  }
}
