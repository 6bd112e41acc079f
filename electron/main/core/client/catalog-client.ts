import {
  DEFAULT_IMAGE_ADDRESS,
  type FormValues,
  type ImageAddress,
  type ImagePayload,
  type RequestPriority,
  type SectionRequest,
  type SectionResponse,
  type VinResponse
} from '../../../shared/contract'
import { isCatalogLanguage, type CatalogLanguage } from '../../../shared/languages'
import { readResult } from '../../../shared/readers'
import { AppFailure } from '../../../shared/result'
import { IMAGE_BUDGET, SECTION_BUDGET } from '../http/body-budget'
import type { HttpRequest, HttpResponse, HttpSend } from '../http/http-transport'
import { checkPicture } from '../images/picture-policy'
import { isApiImageAddress, pictureUrl } from '../settings/image-address'
import { RequestBudget } from '../http/request-budget'
import type { RetryPolicy } from '../http/retry'
import type { AuthSession } from '../session/auth-session'
import { assertSuccessStatus, parseEnvelope } from './response-parsing'

export interface CatalogClientOptions {
  baseUrl: string
  imageBaseUrl: string
  /** The picture address (settings/image-address.ts): a template, or `api`. Default: the default template. */
  imageAddress?: ImageAddress
  session: AuthSession
  send: HttpSend
  timeoutMs: number
  /** Retries for a budget of the client's own (without `budget`); see http/retry.ts. */
  retry?: RetryPolicy
  /**
   * The account's one request budget (http/request-budget.ts), shared with every other client of
   * the account. Default: a budget of this client's own, over `send`.
   */
  budget?: RequestBudget
  wallNow?: () => number
}

interface ServiceRequest {
  method: 'GET' | 'POST'
  url: string
  lang: CatalogLanguage
  body?: string
  /** Absent means a click. */
  priority?: RequestPriority
  /** A picture through the API: the picture's size budget and Accept, not a section's. */
  picture?: true
  /** The caller stopped waiting: dropped from the budget's queue unsent, or aborted on the wire. */
  signal?: AbortSignal
}

/**
 * The catalog service's API (spec part 4) for the rest of the app: authorised, validated, sent
 * through the account's request budget (paced, counted, retried as the caller's priority allows;
 * a form POST only when the service refused it unread), with pointers passed through byte for byte.
 * Failures are thrown as AppFailure; a `result.info` of type error is data, returned as is.
 */
export class CatalogClient {
  private readonly budget: RequestBudget
  private readonly wallNow: () => number

  constructor(private readonly options: CatalogClientOptions) {
    this.budget = options.budget ?? new RequestBudget({ send: options.send, retry: options.retry })
    this.wallNow = options.wallNow ?? Date.now
  }

  async vin(vin: string, lang: CatalogLanguage, signal?: AbortSignal): Promise<VinResponse> {
    const url = `${this.options.baseUrl}/api/vin?${new URLSearchParams({ vin })}`
    const result = await this.authorized({ method: 'GET', url, lang, signal }, (answer) =>
      parseEnvelope(answer, 'the vehicle')
    )
    return { result, fetchedAt: this.wallNow() }
  }

  async section({ q, catalog, lang, form, priority }: SectionRequest, signal?: AbortSignal): Promise<SectionResponse> {
    const query = new URLSearchParams({ q })
    if (catalog !== undefined) query.set('catalog', catalog)
    const url = `${this.options.baseUrl}/api/q?${query}`
    const request: ServiceRequest = form
      ? { method: 'POST', url, lang, body: formBody(form), priority, signal }
      : { method: 'GET', url, lang, priority, signal }
    // Read inside the attempt: a failure sent as HTTP 200 is retried as the priority's policy says.
    const result = await this.authorized(request, (answer) => parseEnvelope(answer, 'this catalog section'))
    return { result, fetchedAt: this.wallNow() }
  }

  /**
   * A picture, from the address in Settings (settings/image-address.ts):
   * - a template leads to the image host or the service host (checked again here, before sending)
   *   and gets no Authorization header: the spec does not ask for one there, and the access token
   *   must not travel to a second host;
   * - `api` asks `{base_url}/api/q?q={qImage}` through the authorised path, like a section: the
   *   token goes only to the service's own address, and a 401 renews it once.
   * The download stops at its budget; the bytes then pass the picture check (format by magic
   * bytes, pixel budget from the header) before the window ever decodes them.
   */
  async image(qImage: string, priority: RequestPriority = 'click', signal?: AbortSignal): Promise<ImagePayload> {
    const address = this.options.imageAddress ?? DEFAULT_IMAGE_ADDRESS
    let response: HttpResponse
    if (isApiImageAddress(address)) {
      const url = `${this.options.baseUrl}/api/q?${new URLSearchParams({ q: qImage })}`
      // The language is the spec's default: a picture has no words to translate.
      response = await this.authorized({ method: 'GET', url, lang: 'ru', priority, picture: true, signal })
    } else {
      const url = pictureUrl(address, this.options, qImage)
      response = await this.budget.run({
        priority,
        idempotent: true,
        signal,
        exchange: (send) =>
          send({ method: 'GET', url, timeoutMs: this.options.timeoutMs, budget: IMAGE_BUDGET, signal }),
        read: (answer) => answer
      })
    }
    if (response.status === 404) {
      throw new AppFailure(
        'bad-response',
        'There is no picture at the picture address (status 404). Check the picture address in Settings → Account.',
        404
      )
    }
    assertSuccessStatus(response, 'the picture')
    const declared = response.contentType.split(';')[0].trim().toLowerCase()
    // A web page (captive portal, proxy error) is named as such; everything else is judged by its bytes.
    if (declared === 'text/html') {
      throw new AppFailure('bad-response', 'The image host sent a web page instead of a picture.', response.status)
    }
    if (/\bjson\b/.test(declared)) {
      // The catalog API's answer instead of bytes: its failure in its own words, or catalog data.
      const info = readResult(parseEnvelope(response, 'the picture')).info
      if (info?.type === 'error') {
        const said = info.text ? `: ${info.text}` : '.'
        throw new AppFailure('unavailable', `The catalog did not send the picture${said}`, response.status)
      }
      throw new AppFailure(
        'bad-response',
        'The catalog service sent catalog data instead of a picture. Check the picture address in Settings → Account.',
        response.status
      )
    }
    const picture = checkPicture(response.body)
    return { contentType: picture.contentType, bytes: response.body }
  }

  /**
   * Sends with a token through the account's budget; on 401 renews the pair and repeats exactly
   * once (spec 5, rule 6). `read` runs inside the budget's attempt, so what it throws is retried
   * by the caller's policy (a save retries a failure the service sent as HTTP 200; a click not).
   */
  private authorized(request: ServiceRequest): Promise<HttpResponse>
  private authorized<T>(request: ServiceRequest, read: (answer: HttpResponse) => T): Promise<T>
  private authorized<T>(request: ServiceRequest, read?: (answer: HttpResponse) => T): Promise<T | HttpResponse> {
    if (!isCatalogLanguage(request.lang))
      return Promise.reject(new AppFailure('invalid-input', `Unsupported language "${String(request.lang)}".`))
    return this.budget.run<T | HttpResponse>({
      priority: request.priority,
      idempotent: request.method === 'GET',
      signal: request.signal,
      exchange: async (send) => {
        const token = await this.options.session.accessToken()
        const first = await send(this.withToken(request, token))
        if (first.status !== 401) return first
        return send(this.withToken(request, await this.options.session.tokenAfterUnauthorized(token)))
      },
      read: read ?? ((answer) => answer)
    })
  }

  private withToken(request: ServiceRequest, token: string): HttpRequest {
    return {
      method: request.method,
      url: request.url,
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': request.lang,
        Accept: request.picture ? 'image/*, application/json' : 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' })
      },
      body: request.body,
      timeoutMs: this.options.timeoutMs,
      budget: request.picture ? IMAGE_BUDGET : SECTION_BUDGET,
      ...(request.signal ? { signal: request.signal } : {})
    }
  }
}

/** Spec 4.4: a flat JSON object, field code → string | number | boolean. */
function formBody(form: FormValues): string {
  const flat: FormValues = {}
  for (const [key, value] of Object.entries(form)) {
    if (
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    ) {
      flat[key] = value
    } else {
      throw new AppFailure('invalid-input', `Form field "${key}" has a value the catalog cannot take.`)
    }
  }
  return JSON.stringify(flat)
}
