import type { IncomingMessage } from 'node:http'
import { RenderContext } from '../catalog/context'
import { parseFormBody, type FormValues } from '../catalog/forms'
import type { JsonObject } from '../catalog/json'
import { requestParams } from '../catalog/params'
import { renderSection } from '../catalog/sections'
import { canonicalSection, parseSection, type SectionTarget } from '../catalog/targets'
import { vinResult } from '../catalog/vin'
import { pickLanguage, type Lang } from '../data/languages'
import type { VehicleModel } from '../data/model'
import { term } from '../data/vocabulary'
import { createDemoServer, type DemoRequest } from './demo-server'
import { decodeSectionPointer } from './endless-aliases'
import { readBody, sendJson, type TrackedServer } from './http'
import { pictureTarget, sendPicture } from './picture'
import type { DemoState } from './state'

// The catalog API (spec part 4): /auth/login-token, /auth/refresh, /api/vin, /api/q.
// GET /api/q with a `qImage` pointer answers the PNG itself (picture.ts), after the token check.
// Every answer with a result is `{ success, resultCode: 200, result }`: real answers repeat the
// code at the top level. It stays 200 on info errors, whose own code is `result.resultCode`.

const SECTION_CACHE_MAX = 3000

/** `result.resultCode` when /api/q comes without the `catalog` parameter (docs/demo-catalog.md). */
export const CATALOG_MISSING_CODE = 422

function envelope(result: object): string {
  return JSON.stringify({ success: true, resultCode: 200, result })
}

export function createApiServer(state: DemoState): TrackedServer {
  return createDemoServer(state, 'api', (request) => route(state, request))
}

async function route(state: DemoState, { req, res, method, url, path, fail }: DemoRequest): Promise<void> {
  const ok = (status: number, result: object): void => sendJson(res, status, envelope(result))

  if (path === '/auth/login-token') {
    if (method !== 'GET') return fail(405, 'Method Not Allowed', { Allow: 'GET' })
    const pair = await state.auth.login(url.searchParams.get('id'), url.searchParams.get('token'))
    return pair ? ok(200, pair) : fail(401, 'Unauthorized')
  }
  if (path === '/auth/refresh') {
    if (method !== 'POST') return fail(405, 'Method Not Allowed', { Allow: 'POST' })
    const token = await refreshTokenFrom(req)
    const pair = token ? await state.auth.refresh(token) : undefined
    return pair ? ok(201, pair) : fail(401, 'Unauthorized')
  }
  if (path.startsWith('/api/')) {
    const header = req.headers.authorization ?? ''
    const m = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header)
    if (!m || !(await state.auth.verifyAccess(m[1]!))) return fail(401, 'Unauthorized')
    const lang = pickLanguage(req.headers['accept-language'])
    const langHeaders = { 'Content-Language': lang, Vary: 'Accept-Language, Authorization' }
    if (path === '/api/vin') {
      if (method !== 'GET') return fail(405, 'Method Not Allowed', { Allow: 'GET' })
      return sendJson(
        res,
        200,
        envelope(vinResult(state.model, state.codec, url.searchParams.get('vin'), lang)),
        langHeaders
      )
    }
    if (path === '/api/q') {
      if (method !== 'GET' && method !== 'POST') return fail(405, 'Method Not Allowed', { Allow: 'GET, POST' })
      const picture = method === 'GET' ? pictureOf(state, url) : undefined
      if (picture) return sendPicture(state, req, res, picture, false, { Vary: 'Authorization' })
      const body = await catalogQuery(state, req, url, lang)
      return sendJson(res, 200, body, langHeaders)
    }
  }
  return fail(404, 'Not Found')
}

/** A GET /api/q whose pointer is a `qImage` answers the picture, as the vendor's getImage did. */
function pictureOf(state: DemoState, url: URL): string | undefined {
  const decoded = state.codec.decode(url.searchParams.get('q'))
  return decoded.ok ? pictureTarget(state, decoded.target) : undefined
}

/** Spec 4.2: JSON body `{refresh_token}` with Content-Type application/json; anything else is a 401. */
async function refreshTokenFrom(req: IncomingMessage): Promise<string | undefined> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const raw = await readBody(req, 64 * 1024)
  if (type !== 'application/json' || !raw) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const token = (parsed as Record<string, unknown>).refresh_token
      return typeof token === 'string' && token.length > 0 ? token : undefined
    }
  } catch {
    // fall through: malformed JSON
  }
  return undefined
}

/**
 * An /api/q info error. With the section known (a valid pointer), it carries that vehicle's `vin`
 * and `params` like a normal answer; otherwise `params` only describes the request.
 */
function infoError(
  state: DemoState,
  lang: Lang,
  key: string,
  resultCode: number,
  section?: { vehicle: VehicleModel; target: SectionTarget }
): string {
  const where = section
    ? {
        params: new RenderContext(state.model, state.codec, section.vehicle, lang).params(section.target),
        vin: section.vehicle.def.vin
      }
    : { params: requestParams('catalog.q', [], lang) }
  return envelope({ info: { type: 'error', text: term(key, lang) }, ...where, resultCode, type: 'online' })
}

async function catalogQuery(state: DemoState, req: IncomingMessage, url: URL, lang: Lang): Promise<string> {
  const decoded = decodeSectionPointer(state, url.searchParams.get('q')) // endless-aliases' pointers too
  if (!decoded.ok) return infoError(state, lang, 'i_stale', decoded.reason === 'stale' ? 410 : 400)
  // A crumb pointer and the list's pointer name one page: one render, one cache entry, one body.
  const section = canonicalSection(decoded.target)
  const target = parseSection(section)
  const vehicle = target ? state.model.vehicles[target.v] : undefined
  if (!target || !vehicle) return infoError(state, lang, 'i_stale', 400) // e.g. an image pointer POSTed to /api/q
  // The real service runs every request in the catalog it names, so it is required (spec 4.4 says
  // "pass it together with q"); a catalog that is not the pointer's is refused too.
  const catalog = url.searchParams.get('catalog')
  if (catalog === null || catalog === '')
    return infoError(state, lang, 'i_catalog_missing', CATALOG_MISSING_CODE, { vehicle, target })
  if (catalog !== vehicle.def.catalog) return infoError(state, lang, 'i_catalog', 404, { vehicle, target })

  let form: FormValues | undefined
  if (req.method === 'POST') {
    const type = (req.headers['content-type'] ?? 'application/json').split(';')[0]!.trim().toLowerCase()
    const raw = await readBody(req)
    form = type === 'application/json' && raw !== undefined ? parseFormBody(raw) : undefined
    if (!form) return infoError(state, lang, 'i_form_bad', 400, { vehicle, target })
  } else {
    const key = `${section}#${lang}`
    const cached = state.sectionCache.get(key)
    if (cached) return cached
    const body = render(state, target, vehicle.index, lang, undefined)
    if (state.sectionCache.size >= SECTION_CACHE_MAX) state.sectionCache.delete(state.sectionCache.keys().next().value!)
    state.sectionCache.set(key, body)
    return body
  }
  return render(state, target, vehicle.index, lang, form)
}

function render(
  state: DemoState,
  target: NonNullable<ReturnType<typeof parseSection>>,
  v: number,
  lang: Lang,
  form: FormValues | undefined
): string {
  const ctx = new RenderContext(state.model, state.codec, state.model.vehicles[v]!, lang)
  const result: JsonObject | undefined = renderSection(ctx, target, form)
  if (!result) return infoError(state, lang, 'i_stale', 400)
  return envelope(result)
}
