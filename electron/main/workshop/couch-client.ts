import { AppFailure } from '../../shared/result'
import { isRecord } from '../../shared/plain-object'
import type { BodyBudget } from '../core/http/body-budget'
import { httpSend, type HttpResponse, type HttpSend } from '../core/http/http-transport'
import { MAX_JSON_DEPTH, parseServiceJson } from '../core/client/json-boundary'
import type { WorkshopTarget } from './workshop-config'

/**
 * CouchDB's plain document API, and only the calls the workshop mirror needs: `_all_docs` with
 * keys (many documents in one request), one attachment, `_revs_diff` and `_bulk_docs` (what
 * replication itself uses), `_session`, and the database's own `GET`/`PUT` for Settings → Test.
 *
 * Every request goes through the app's one bounded transport (core/http/http-transport.ts): the
 * same decoded-size budgets, redirects never followed, and JSON read through the same boundary as
 * a service answer (depth, `__proto__` keys, bidi controls). The password goes as HTTP Basic on
 * each request; workshop-address.ts decides where that is allowed.
 */

const MiB = 1024 * 1024

/** Answers that are not documents (`_session`, a write's report, the database's info): tiny. */
export const COUCH_SMALL_BUDGET: BodyBudget = {
  maxBytes: 1 * MiB,
  tooLarge: 'The workshop mirror sent a far larger answer than CouchDB sends here, so it was stopped.'
}

/**
 * Many documents in one `_all_docs` answer. Each document is held to a catalog page's 8 MB by
 * itself (workshop-documents.ts); the whole answer to 32 MiB, so a bulk read of 50 documents
 * cannot make main hold more than that.
 */
export const COUCH_BULK_BUDGET: BodyBudget = {
  maxBytes: 32 * MiB,
  tooLarge: 'The workshop mirror sent more data at once than Parts Desk reads in one go, so it was stopped.'
}

/** The envelope `{rows:[{doc:{result:…}}]}` adds three levels above an answer's `result`. */
const ENVELOPE_LEVELS = 4

export interface CouchRow {
  id: string
  doc: Record<string, unknown> | null
}

export interface CouchClientOptions {
  target: WorkshopTarget
  send?: HttpSend
}

function workshopWords(error: AppFailure): AppFailure {
  switch (error.appError.code) {
    case 'timeout':
      return new AppFailure('timeout', 'The workshop mirror did not answer in time.')
    case 'offline':
      return new AppFailure('offline', 'The workshop mirror cannot be reached. Check that its computer is on.')
    default:
      return error
  }
}

export class CouchClient {
  private readonly send: HttpSend
  private readonly authorization: string | null

  constructor(private readonly options: CouchClientOptions) {
    this.send = options.send ?? httpSend
    const { user, password } = options.target
    this.authorization = user ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : null
  }

  get databaseUrl(): string {
    return this.options.target.address.url
  }

  /** One request; statuses are returned, the network's failures thrown in the workshop's words. */
  async request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { body?: unknown; budget?: BodyBudget; timeoutMs: number; signal?: AbortSignal; server?: boolean }
  ): Promise<HttpResponse> {
    const base = options.server ? this.options.target.address.origin : this.databaseUrl
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (this.authorization) headers.Authorization = this.authorization
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    try {
      return await this.send({
        method,
        url: `${base}${path}`,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        timeoutMs: options.timeoutMs,
        budget: options.budget ?? COUCH_SMALL_BUDGET,
        ...(options.signal ? { signal: options.signal } : {})
      })
    } catch (error) {
      throw error instanceof AppFailure ? workshopWords(error) : error
    }
  }

  /** The documents with these ids that exist (deleted and missing ones are left out). */
  async documents(ids: readonly string[], timeoutMs: number, signal?: AbortSignal): Promise<CouchRow[]> {
    const response = await this.request('POST', '/_all_docs?include_docs=true', {
      body: { keys: ids },
      budget: COUCH_BULK_BUDGET,
      timeoutMs,
      signal
    })
    if (response.status === 404) return []
    const json = this.json(response, 'documents', MAX_JSON_DEPTH + ENVELOPE_LEVELS)
    const rows = isRecord(json) && Array.isArray(json.rows) ? json.rows : []
    return rows.flatMap((row): CouchRow[] => {
      if (!isRecord(row) || typeof row.id !== 'string' || !isRecord(row.doc)) return []
      return [{ id: row.id, doc: row.doc }]
    })
  }

  /**
   * Of these ids, those the server does not hold (missing or deleted): `_all_docs` with keys and
   * no documents, so the answer is a line per id whatever the documents weigh.
   */
  async missingDocuments(ids: readonly string[], timeoutMs: number): Promise<string[]> {
    const response = await this.request('POST', '/_all_docs', { body: { keys: ids }, timeoutMs })
    if (response.status === 404) return [...ids]
    const json = this.json(response, 'the list of what it holds')
    const rows = isRecord(json) && Array.isArray(json.rows) ? json.rows : []
    const held = new Set<string>()
    for (const row of rows) {
      if (!isRecord(row) || typeof row.id !== 'string' || row.error !== undefined) continue
      if (isRecord(row.value) && row.value.deleted === true) continue
      held.add(row.id)
    }
    return ids.filter((id) => !held.has(id))
  }

  /** Documents whose id starts with `prefix`, at most `limit`. */
  async documentsStartingWith(prefix: string, limit: number, timeoutMs: number): Promise<CouchRow[]> {
    const query = new URLSearchParams({
      include_docs: 'true',
      startkey: JSON.stringify(prefix),
      endkey: JSON.stringify(`${prefix}\ufff0`),
      limit: String(limit)
    })
    const response = await this.request('GET', `/_all_docs?${query}`, { budget: COUCH_BULK_BUDGET, timeoutMs })
    if (response.status === 404) return []
    const json = this.json(response, 'the vehicle list', MAX_JSON_DEPTH + ENVELOPE_LEVELS)
    const rows = isRecord(json) && Array.isArray(json.rows) ? json.rows : []
    return rows.flatMap((row): CouchRow[] =>
      isRecord(row) && typeof row.id === 'string' && isRecord(row.doc) ? [{ id: row.id, doc: row.doc }] : []
    )
  }

  /** An attachment's bytes, or null when the document or attachment is not there. */
  async attachment(
    id: string,
    name: string,
    budget: BodyBudget,
    timeoutMs: number,
    signal?: AbortSignal
  ): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const response = await this.request('GET', `/${encodeURIComponent(id)}/${encodeURIComponent(name)}`, {
      budget,
      timeoutMs,
      signal
    })
    if (response.status === 404) return null
    this.assertOk(response, 'a picture')
    return { contentType: response.contentType, bytes: response.body }
  }

  /** Of these id → revision pairs, the ones the server does not have. */
  async missingRevisions(revisions: Record<string, string>, timeoutMs: number): Promise<Set<string>> {
    const asked = Object.fromEntries(Object.entries(revisions).map(([id, rev]) => [id, [rev]]))
    const response = await this.request('POST', '/_revs_diff', { body: asked, timeoutMs })
    const json = this.json(response, 'the list of what it holds')
    return new Set(isRecord(json) ? Object.keys(json) : [])
  }

  /**
   * Writes documents with the revisions given (`new_edits: false`, as replication does): no read
   * first, no conflict errors. Returns the ids the server refused, with its reason.
   */
  async writeDocuments(docs: readonly Record<string, unknown>[], timeoutMs: number): Promise<Map<string, string>> {
    const response = await this.request('POST', '/_bulk_docs', { body: { docs, new_edits: false }, timeoutMs })
    const json = this.json(response, 'its report on the documents written')
    const refused = new Map<string, string>()
    for (const row of Array.isArray(json) ? json : []) {
      if (isRecord(row) && typeof row.id === 'string' && typeof row.error === 'string') {
        refused.set(row.id, `${row.error}${typeof row.reason === 'string' ? `: ${row.reason.slice(0, 200)}` : ''}`)
      }
    }
    return refused
  }

  json(response: HttpResponse, what: string, maxDepth: number = MAX_JSON_DEPTH): unknown {
    this.assertOk(response, what)
    try {
      return parseServiceJson(response.body, maxDepth)
    } catch {
      throw new AppFailure('bad-response', `The workshop mirror sent unreadable ${what}.`, response.status)
    }
  }

  assertOk(response: HttpResponse, what: string): void {
    const { status } = response
    if (status === 401) throw new AppFailure('auth', 'The workshop mirror refused the user name or password.', 401)
    if (status === 403) throw new AppFailure('auth', `The workshop mirror's user may not read or write ${what}.`, 403)
    if (status >= 500) throw new AppFailure('server', `The workshop mirror failed while sending ${what}.`, status)
    if (status < 200 || status >= 300) {
      throw new AppFailure(
        'bad-response',
        `The workshop mirror answered with status ${status} instead of ${what}.`,
        status
      )
    }
  }
}
