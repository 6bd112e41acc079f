import { createHash } from 'node:crypto'
import { isInfoError } from '../../shared/catalog-info'
import { isCatalogLanguage } from '../../shared/languages'
import { isRecord } from '../../shared/plain-object'
import { plainText } from '../../shared/plain-text'
import {
  WORKSHOP_DOC_ID,
  type WorkshopAliasDoc,
  type WorkshopAnswerDoc,
  type WorkshopDoc,
  type WorkshopImageDoc,
  type WorkshopManifestDoc,
  type WorkshopPictureDoc,
  type WorkshopVehicleDoc
} from '../../shared/workshop'
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../core/client/json-boundary'
import { findVendorFailure } from '../core/client/vendor-failure'
import { SECTION_BUDGET } from '../core/http/body-budget'

/**
 * The workshop mirror is trusted no more than the catalog service: anything on it may have been
 * written by another program, an older or broken version, or someone who got the password. Every
 * document is checked here, the same way whether it is read or about to be written:
 *
 * - its id is `<kind>:<sha256>` and, for what has a full key, the SHA-256 of that full key (a
 *   document cannot pose as another section's);
 * - an answer is a plain object within a catalog page's 8 MB and 64 levels (the JSON itself
 *   passed json-boundary.ts on the way in: `__proto__` keys and bidi controls are gone), and is
 *   neither a failure sent as data (vendor-failure.ts) nor an `info` error: neither is ever stored;
 * - every other field has its type and a bound.
 * A document that fails is refused with a reason (workshop-service.ts counts and reports it); what
 * passes goes to the renderer, whose readers and sanitizer treat it as a service answer.
 */

export type Checked<T> = { ok: true; doc: T } | { ok: false; reason: string }

const HASH = /^[0-9a-f]{64}$/
const MAX_FULL_KEY = 64 * 1024
const MAX_TEXT = 300
/** A saved vehicle of the largest demo fleet has about 5,000 records; ten times that is a wall. */
const MAX_MANIFEST_KEYS = 50_000
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
/** A fetch date a day in the future is a broken clock or a forged document: it would always win. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000

export function sha256Hex(input: string | Uint8Array): string {
  return createHash('sha256').update(input).digest('hex')
}

function refuse<T>(reason: string): Checked<T> {
  return { ok: false, reason }
}

function hashOf(id: string): string {
  return id.slice(id.indexOf(':') + 1)
}

function isFetchDate(value: unknown, now: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= now + FUTURE_SLACK_MS
}

function boundedText(value: unknown, max = MAX_TEXT): string | null {
  return typeof value === 'string' && value.length <= max ? plainText(value) : null
}

/** The full key read back: `['section', origin, …]`, `['vin', origin, …]` or `['image', origin, …]`. */
function fullKeyParts(fullKey: unknown): { kind: string; origin: string } | null {
  if (typeof fullKey !== 'string' || fullKey.length > MAX_FULL_KEY) return null
  try {
    const parts: unknown = JSON.parse(fullKey)
    if (!Array.isArray(parts) || typeof parts[0] !== 'string' || typeof parts[1] !== 'string') return null
    return { kind: parts[0], origin: parts[1] }
  } catch {
    return null
  }
}

export interface CheckContext {
  now: number
  /** On writing: the catalog service in force; a document of another service is refused. */
  origin?: string
  /** On writing: the picture host in force, for image documents. */
  imageOrigin?: string
}

function checkAnswer(id: string, raw: Record<string, unknown>, context: CheckContext): Checked<WorkshopAnswerDoc> {
  const key = fullKeyParts(raw.fullKey)
  if (!key || (raw.kind !== 'section' && raw.kind !== 'vin') || key.kind !== raw.kind) {
    return refuse('an answer without a readable key')
  }
  if (sha256Hex(raw.fullKey as string) !== hashOf(id)) return refuse("an answer filed under another answer's name")
  if (context.origin !== undefined && key.origin !== context.origin)
    return refuse('an answer of another catalog service')
  if (!isFetchDate(raw.fetchedAt, context.now)) return refuse('an answer without a believable fetch date')
  if (!isRecord(raw.result)) return refuse('an answer without its content')
  const text = JSON.stringify(raw.result)
  if (Buffer.byteLength(text) > SECTION_BUDGET.maxBytes) return refuse('an answer larger than any catalog page (8 MB)')
  // The answer's `result` sits one level below the service's envelope.
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH - 1)) return refuse('an answer nested deeper than any catalog page')
  if (findVendorFailure({ result: raw.result }) || isInfoError(raw.result)) {
    return refuse('a failure of the catalog service stored as if it were a page')
  }
  return {
    ok: true,
    doc: {
      id,
      type: 'answer',
      kind: raw.kind,
      fullKey: raw.fullKey as string,
      fetchedAt: raw.fetchedAt,
      result: raw.result
    }
  }
}

function checkAlias(id: string, raw: Record<string, unknown>): Checked<WorkshopAliasDoc> {
  if (typeof raw.target !== 'string' || !HASH.test(raw.target)) return refuse('an alias without a page to point to')
  return { ok: true, doc: { id, type: 'alias', target: raw.target } }
}

function checkImage(id: string, raw: Record<string, unknown>, context: CheckContext): Checked<WorkshopImageDoc> {
  const key = fullKeyParts(raw.fullKey)
  if (!key || key.kind !== 'image') return refuse('a picture entry without a readable key')
  if (sha256Hex(raw.fullKey as string) !== hashOf(id)) return refuse("a picture entry filed under another's name")
  if (context.imageOrigin !== undefined && key.origin !== context.imageOrigin) {
    return refuse('a picture of another picture service')
  }
  if (typeof raw.picture !== 'string' || !/^picture:[0-9a-f]{64}$/.test(raw.picture)) {
    return refuse('a picture entry without its picture')
  }
  if (!isFetchDate(raw.fetchedAt, context.now)) return refuse('a picture entry without a believable fetch date')
  return {
    ok: true,
    doc: { id, type: 'image', fullKey: raw.fullKey as string, picture: raw.picture, fetchedAt: raw.fetchedAt }
  }
}

function checkVehicle(id: string, raw: Record<string, unknown>, context: CheckContext): Checked<WorkshopVehicleDoc> {
  const vehicleKey = boundedText(raw.vehicleKey, 512)
  const origin = boundedText(raw.origin, 512)
  const vin = boundedText(raw.vin, 64)
  const name = boundedText(raw.name)
  if (!vehicleKey || !origin || !vin || name === null || !isCatalogLanguage(raw.lang)) {
    return refuse('a saved vehicle without its name, VIN or language')
  }
  if (sha256Hex(vehicleKey) !== hashOf(id)) return refuse("a saved vehicle filed under another's name")
  if (context.origin !== undefined && origin !== context.origin) return refuse('a vehicle of another catalog service')
  const catalog = typeof raw.catalog === 'string' ? boundedText(raw.catalog, 256) : null
  const catalogReadable = raw.catalog === null || raw.catalog === undefined || catalog !== null
  const counts = [raw.sections, raw.images, raw.bytes]
  if (!catalogReadable || !counts.every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) {
    return refuse('a saved vehicle with broken totals')
  }
  if (!isFetchDate(raw.savedAt, context.now)) return refuse('a saved vehicle without a believable date')
  const brand = boundedText(raw.brand)
  const model = boundedText(raw.model)
  return {
    ok: true,
    doc: {
      id,
      type: 'vehicle',
      vehicleKey,
      origin,
      vin,
      catalog,
      name,
      ...(brand ? { brand } : {}),
      ...(model ? { model } : {}),
      lang: raw.lang,
      savedAt: raw.savedAt,
      sections: raw.sections as number,
      images: raw.images as number,
      bytes: raw.bytes as number
    }
  }
}

function keyList(value: unknown, prefix: string): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_MANIFEST_KEYS) return null
  const pattern = new RegExp(`^${prefix}:[0-9a-f]{64}$`)
  return value.every((key) => typeof key === 'string' && pattern.test(key)) ? (value as string[]) : null
}

function checkManifest(id: string, raw: Record<string, unknown>, context: CheckContext): Checked<WorkshopManifestDoc> {
  const vehicleKey = boundedText(raw.vehicleKey, 512)
  const answers = keyList(raw.answers, 'answer')
  const images = keyList(raw.images, 'image')
  if (!vehicleKey || !answers || !images) return refuse('a saved vehicle’s list of pages that cannot be read')
  if (sha256Hex(vehicleKey) !== hashOf(id)) return refuse("a saved vehicle's list filed under another's name")
  if (!isFetchDate(raw.savedAt, context.now)) return refuse("a saved vehicle's list without a believable date")
  return { ok: true, doc: { id, type: 'manifest', vehicleKey, savedAt: raw.savedAt, answers, images } }
}

function checkPictureUpload(id: string, raw: Record<string, unknown>): Checked<WorkshopPictureDoc> {
  if (typeof raw.contentType !== 'string' || !PICTURE_TYPES.has(raw.contentType))
    return refuse('a picture of no known type')
  if (typeof raw.data !== 'string') return refuse('a picture without its bytes')
  return { ok: true, doc: { id, type: 'picture', contentType: raw.contentType, data: raw.data } }
}

/**
 * Checks one document by its id's kind. Pictures' bytes are checked where they are read or
 * written (workshop-service.ts), by their SHA-256 and the picture policy.
 */
export function checkWorkshopDoc(id: unknown, raw: unknown, context: CheckContext): Checked<WorkshopDoc> {
  if (typeof id !== 'string' || !WORKSHOP_DOC_ID.test(id))
    return refuse('a document with a name Parts Desk does not use')
  if (!isRecord(raw)) return refuse('a document that is not an object')
  const kind = id.slice(0, id.indexOf(':'))
  if (raw.type !== kind) return refuse(`a document named as ${kind} that says it is something else`)
  switch (kind) {
    case 'answer':
      return checkAnswer(id, raw, context)
    case 'alias':
      return checkAlias(id, raw)
    case 'image':
      return checkImage(id, raw, context)
    case 'vehicle':
      return checkVehicle(id, raw, context)
    case 'manifest':
      return checkManifest(id, raw, context)
    default:
      return checkPictureUpload(id, raw)
  }
}

/**
 * The revision a document is written with (`new_edits: false`): its generation is the time it
 * was fetched or saved, in seconds, so CouchDB's deterministic choice of the winning revision —
 * highest generation first — is "the newest fetchedAt wins", on every server a replication
 * reaches. The rest is a hash of the content: two workstations pushing the same answer write the
 * same revision, which the server already has, and nothing conflicts.
 */
export function revisionOf(doc: WorkshopDoc, body: string): string {
  const when =
    doc.type === 'answer' || doc.type === 'image'
      ? doc.fetchedAt
      : doc.type === 'vehicle' || doc.type === 'manifest'
        ? doc.savedAt
        : 1000
  return `${Math.max(1, Math.floor(when / 1000))}-${sha256Hex(body).slice(0, 32)}`
}

/** The document as CouchDB stores it (without `_rev`); a picture's bytes become an attachment. */
export function couchBody(doc: WorkshopDoc): Record<string, unknown> {
  const { id, ...fields } = doc
  if (doc.type !== 'picture') return { _id: id, ...fields }
  return { _id: id, type: 'picture', _attachments: { picture: { content_type: doc.contentType, data: doc.data } } }
}
