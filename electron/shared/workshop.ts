/**
 * The workshop mirror: a CouchDB database the workshop's workstations share (docs/workshop-mirror.md).
 * These are the contract's types for it and the documents' names; main talks to CouchDB, checks
 * every document as it checks a service answer, and hands the renderer only documents that passed.
 *
 * Documents are named by the local mirror's own keys (renderer/src/data/db/keys.ts): the SHA-256
 * of the full key, which holds the service origin, catalog, pointer and language. Two accounts or
 * two languages can therefore never share a document, exactly as they never share a local record.
 */
import type { CatalogLanguage } from './languages'
import type { SecretProtection } from './contract'

/** What each document holds; the prefix of its id. */
export const WORKSHOP_DOC_KINDS = ['answer', 'alias', 'image', 'picture', 'vehicle', 'manifest'] as const
export type WorkshopDocKind = (typeof WORKSHOP_DOC_KINDS)[number]

/** `answer:<64 hex>` and so on: a kind and a SHA-256. Nothing else is ever asked for or written. */
export const WORKSHOP_DOC_ID = /^(answer|alias|image|picture|vehicle|manifest):[0-9a-f]{64}$/

export function workshopDocId(kind: WorkshopDocKind, hash: string): string {
  return `${kind}:${hash}`
}

/** A stored answer (a section or a VIN look-up), as the local mirror keeps it before compression. */
export interface WorkshopAnswerDoc {
  id: string
  type: 'answer'
  kind: 'section' | 'vin'
  /** The local mirror's full key; the id is `answer:` + its SHA-256, checked on both ends. */
  fullKey: string
  fetchedAt: number
  /** The service's `result`, raw, as the local mirror keeps it. */
  result: Record<string, unknown>
}

/** Another pointer of a stored page (the local mirror's aliases table): id `alias:` + the pointer's key. */
export interface WorkshopAliasDoc {
  id: string
  type: 'alias'
  /** The stored page's key (a section's SHA-256), so `answer:<target>`. */
  target: string
}

/** A picture behind one pointer; the bytes are a `picture:` document stored once by content. */
export interface WorkshopImageDoc {
  id: string
  type: 'image'
  fullKey: string
  /** `picture:` + SHA-256 of the bytes. */
  picture: string
  fetchedAt: number
}

/** A picture's bytes as pushed (base64: the contract's inputs carry no raw bytes). */
export interface WorkshopPictureDoc {
  id: string
  type: 'picture'
  contentType: string
  data: string
}

/** A vehicle saved for offline use at some workstation: what the garage lists. */
export interface WorkshopVehicleDoc {
  id: string
  type: 'vehicle'
  /** The local mirror's vehicle key (origin + VIN); id `vehicle:` + its SHA-256. */
  vehicleKey: string
  origin: string
  vin: string
  catalog: string | null
  name: string
  brand?: string
  model?: string
  lang: CatalogLanguage
  savedAt: number
  sections: number
  images: number
  bytes: number
}

/** Every record of a saved vehicle, by key: what *Get from the workshop* copies. */
export interface WorkshopManifestDoc {
  id: string
  type: 'manifest'
  vehicleKey: string
  /** The vehicle's savedAt: a newer save's manifest wins over an older one. */
  savedAt: number
  /** Section and VIN answers (`answer:<key>`) and pictures (`image:<key>`), by key. */
  answers: string[]
  images: string[]
}

export type WorkshopDoc =
  | WorkshopAnswerDoc
  | WorkshopAliasDoc
  | WorkshopImageDoc
  | WorkshopPictureDoc
  | WorkshopVehicleDoc
  | WorkshopManifestDoc

/** What a read found: only documents that passed every check; the rest are counted and reported. */
export interface WorkshopReadResponse {
  docs: WorkshopDoc[]
  /** Documents found but refused (oversized, wrong shape, another account's, a failure as data). */
  rejected: number
}

/**
 * A click waits at most ~300 ms for the workshop (a dead server must cost nothing noticeable);
 * a bulk copy (Get from the workshop) and the push may wait longer.
 */
export type WorkshopPurpose = 'click' | 'bulk'

export interface WorkshopReadRequest {
  ids: string[]
  purpose?: WorkshopPurpose
}

export interface WorkshopPictureRequest {
  /** `image:<key>`: main reads the image document, then its picture, and checks both. */
  id: string
  purpose?: WorkshopPurpose
}

export interface WorkshopPicture {
  fullKey: string
  contentType: string
  bytes: Uint8Array
  fetchedAt: number
}

export interface WorkshopPushRequest {
  docs: WorkshopDoc[]
}

/** Which of these documents the workshop does not hold (ids only: nothing is read but their names). */
export interface WorkshopMissingRequest {
  ids: string[]
}

export interface WorkshopMissingResponse {
  /** Not on the server, or deleted there. */
  missing: string[]
}

export interface WorkshopPushReport {
  /** Written now. */
  written: number
  /** The server had them already (same revision): nothing sent. */
  present: number
  /** Refused by main's checks or by the server: never retried (the same document would fail again). */
  refused: Array<{ id: string; reason: string }>
}

export type WorkshopState = 'off' | 'unknown' | 'ready' | 'unreachable' | 'refused'

/** Settings → Workshop mirror, as main sees it (the password is write-only). */
export interface WorkshopSettingsView {
  url: string
  user: string
  passwordSet: boolean
  /** How the password is kept at rest (like the catalog token). */
  passwordProtection: SecretProtection
  /** The user confirmed that a plain-http private address is the workshop's own network. */
  privateNetwork: boolean
  fromEnvironment: { url: boolean; user: boolean; password: boolean }
  /** Why the address cannot be used (in words); the workshop mirror is off meanwhile. */
  problem?: string
  /** The address is plain http on a private network: usable after the user confirms it. */
  needsPrivateNetworkConfirmation?: boolean
  state: WorkshopState
  /** Documents found and refused since start, and the last reason, for the user to pass on. */
  rejected: number
  lastRejection?: string
}

export interface WorkshopSettingsUpdate {
  /** An empty string switches the workshop mirror off. */
  url?: string
  user?: string
  /** Write-only; empty clears it. Kept only for the URL's origin and the user it was entered with. */
  password?: string
  privateNetwork?: boolean
}

export type WorkshopTestStep = 'reach' | 'sign-in' | 'database' | 'write'

/** What to ask the CouchDB administrator when the test cannot go on by itself. */
export type WorkshopAdvice =
  'check-address' | 'check-password' | 'create-database' | 'grant-access' | 'grant-write' | 'not-couchdb'

export interface WorkshopTestReport {
  steps: Array<{ step: WorkshopTestStep; ok: boolean; ms: number; message?: string }>
  /** The database was missing and these credentials created it. */
  created: boolean
  advice?: WorkshopAdvice
}

/** The vehicles of this catalog service that the workshop holds in full. */
export interface WorkshopVehiclesRequest {
  origin: string
}
