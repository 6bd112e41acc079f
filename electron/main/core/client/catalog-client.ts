import { catalogResultSchema, vinResultSchema } from '../../../shared/catalog-schemas'
import {
  DEFAULT_IMAGE_ADDRESS,
  type FormValues,
  type ImageAddress,
  type ImagePayload,
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
import { DEFAULT_RETRY, withRetries, type RetryPolicy } from '../http/retry'
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
  retry?: RetryPolicy
  wallNow?: () => number
}

/**
 * The catalog service's API (spec part 4) for the rest of the app: authorised, validated,
 * retried where that is safe (GETs only), with pointers passed through byte for byte.
 * Failures are thrown as AppFailure; a `result.info` of type error is data, returned as is.
 */
export class CatalogClient {
  private readonly retry: RetryPolicy
  private readonly wallNow: () => number

  constructor(private readonly options: CatalogClientOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY
    this.wallNow = options.wallNow ?? Date.now
  }

  async vin(vin: string, lang: CatalogLanguage): Promise<VinResponse> {
    const url = `${this.options.baseUrl}/api/vin?${new URLSearchParams({ vin })}`
    const response = await this.authorized({ method: 'GET', url, lang })
    const result = parseEnvelope(response, vinResultSchema, 'the vehicle')
    return { result, fetchedAt: this.wallNow() }
  }

  async section({ q, catalog, lang, form }: SectionRequest): Promise<SectionResponse> {
    const query = new URLSearchParams({ q })
    if (catalog !== undefined) query.set('catalog', catalog)
    const url = `${this.options.baseUrl}/api/q?${query}`
    const response = form
      ? await this.authorized({ method: 'POST', url, lang, body: formBody(form) })
      : await this.authorized({ method: 'GET', url, lang })
    const result = parseEnvelope(response, catalogResultSchema, 'this catalog section')
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
  async image(qImage: string): Promise<ImagePayload> {
    const address = this.options.imageAddress ?? DEFAULT_IMAGE_ADDRESS
    let response: HttpResponse
    if (isApiImageAddress(address)) {
      const url = `${this.options.baseUrl}/api/q?${new URLSearchParams({ q: qImage })}`
      // The language is the spec's default: a picture has no words to translate.
      response = await this.authorized({ method: 'GET', url, lang: 'ru' })
    } else {
      const url = pictureUrl(address, this.options, qImage)
      response = await withRetries(
        () => this.options.send({ method: 'GET', url, timeoutMs: this.options.timeoutMs, budget: IMAGE_BUDGET }),
        this.retry
      )
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

  /** Sends with a token; on 401 renews the pair and repeats exactly once (spec 5, rule 6). */
  private async authorized(request: {
    method: 'GET' | 'POST'
    url: string
    lang: CatalogLanguage
    body?: string
  }): Promise<HttpResponse> {
    if (!isCatalogLanguage(request.lang))
      throw new AppFailure('invalid-input', `Unsupported language "${String(request.lang)}".`)
    const send = (token: string) => this.sendOnce(request, token)
    const token = await this.options.session.accessToken()
    const first = await send(token)
    if (first.status !== 401) return first
    return send(await this.options.session.tokenAfterUnauthorized(token))
  }

  private sendOnce(
    request: { method: 'GET' | 'POST'; url: string; lang: CatalogLanguage; body?: string },
    token: string
  ) {
    const http: HttpRequest = {
      method: request.method,
      url: request.url,
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': request.lang,
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' })
      },
      body: request.body,
      timeoutMs: this.options.timeoutMs,
      budget: SECTION_BUDGET
    }
    const attempt = () => this.options.send(http)
    // A POST submits a form; repeating it is the caller's decision, not ours.
    return request.method === 'GET' ? withRetries(attempt, this.retry) : attempt()
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
