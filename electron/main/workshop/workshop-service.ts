import { AppFailure, fail, ok, type Result } from '../../shared/result'
import { base64ToBytes } from '../../shared/wire-codec'
import {
  workshopDocId,
  type WorkshopDoc,
  type WorkshopMissingResponse,
  type WorkshopPicture,
  type WorkshopPictureRequest,
  type WorkshopPushReport,
  type WorkshopReadRequest,
  type WorkshopReadResponse,
  type WorkshopSettingsUpdate,
  type WorkshopSettingsView,
  type WorkshopState,
  type WorkshopTestReport,
  type WorkshopVehicleDoc
} from '../../shared/workshop'
import { IMAGE_BUDGET } from '../core/http/body-budget'
import type { HttpSend } from '../core/http/http-transport'
import { checkPicture } from '../core/images/picture-policy'
import type { SecretVault, SettingsStore } from '../core/ports'
import { CouchClient } from './couch-client'
import { applyWorkshopUpdate, dropWorkshopPasswordNotOwnedBy, resolveWorkshopConfig } from './workshop-config'
import { checkWorkshopDoc, couchBody, revisionOf, sha256Hex, type CheckContext } from './workshop-documents'
import { runWorkshopTest } from './workshop-test'

/**
 * How long each kind of call waits for the workshop mirror. A click is the point of the tier: a
 * LAN server answers in a few milliseconds, so ~300 ms is plenty, and a dead server costs a click
 * no more than that — and nothing at all for the next few seconds (DOWN_FOR_MS).
 */
export const WORKSHOP_TIMEOUTS = { click: 300, bulk: 10_000, push: 20_000 } as const
/** After the server did not answer, clicks do not ask it again for this long. */
export const DOWN_FOR_MS = 10_000
const MAX_VEHICLES = 500

export interface WorkshopServiceOptions {
  env: Record<string, string | undefined>
  settings: SettingsStore
  vault: SecretVault
  /** The catalog service and picture host in force: documents of others are never written. */
  origins: () => { origin: string; imageOrigin: string }
  send?: HttpSend
  /**
   * How long a click waits: WORKSHOP_TIMEOUTS.click unless set. The workshop suites set more: their
   * in-memory server on a CI machine running three test files at once is no LAN server, and one
   * slow answer there costs the rest of a test DOWN_FOR_MS (tests/core/workshop-client.test.ts
   * checks the shipped timeout itself).
   */
  clickTimeoutMs?: number
  now?: () => number
  monotonicNow?: () => number
  log?: (message: string) => void
}

/**
 * The workshop mirror as main offers it to the renderer (contract rows `workshop.*`): settings
 * and the password, the test, reading documents (checked by workshop-documents.ts), pictures
 * (checked by their hash and the picture policy), the push, and the saved vehicles' list.
 */
export class WorkshopService {
  private state: WorkshopState = 'unknown'
  private downUntil = 0
  private rejected = 0
  private lastRejection: string | undefined
  private readonly now: () => number
  private readonly monotonicNow: () => number
  private readonly log: (message: string) => void

  constructor(private readonly options: WorkshopServiceOptions) {
    this.now = options.now ?? Date.now
    this.monotonicNow = options.monotonicNow ?? (() => performance.now())
    this.log = options.log ?? console.warn
    // A password saved for another address or user (WORKSHOP_MIRROR_* changed since the last run)
    // is deleted before anything could send it.
    dropWorkshopPasswordNotOwnedBy(options.vault, this.config().owner)
  }

  private config() {
    return resolveWorkshopConfig(this.options.env, this.options.settings.read(), this.options.vault)
  }

  private client(): CouchClient | null {
    const { target } = this.config()
    return target ? new CouchClient({ target, ...(this.options.send ? { send: this.options.send } : {}) }) : null
  }

  view(): WorkshopSettingsView {
    const config = this.config()
    return {
      url: config.url,
      user: config.user,
      passwordSet: config.passwordSet,
      passwordProtection: config.passwordProtection,
      privateNetwork: config.privateNetwork,
      fromEnvironment: config.fromEnvironment,
      ...(config.problem ? { problem: config.problem } : {}),
      ...(config.needsPrivateNetworkConfirmation ? { needsPrivateNetworkConfirmation: true } : {}),
      state: config.target ? this.state : 'off',
      rejected: this.rejected,
      ...(this.lastRejection ? { lastRejection: this.lastRejection } : {})
    }
  }

  async configure(update: WorkshopSettingsUpdate): Promise<Result<WorkshopSettingsView>> {
    const before = this.config()
    const applied = applyWorkshopUpdate(update, {
      env: this.options.env,
      store: this.options.settings,
      vault: this.options.vault
    })
    if (!applied.ok) return applied
    await this.options.vault.flush?.()
    const after = this.config()
    if (before.url !== after.url || before.user !== after.user || before.passwordSet !== after.passwordSet) {
      this.state = 'unknown'
      this.downUntil = 0
    }
    return ok(this.view())
  }

  async test(): Promise<Result<WorkshopTestReport>> {
    const client = this.client()
    if (!client) return fail('invalid-input', this.config().problem ?? 'No workshop mirror is set up.')
    const report = await runWorkshopTest(client, this.config().user, this.now)
    const passed = report.steps.every((step) => step.ok)
    this.state = passed ? 'ready' : report.advice === 'check-password' ? 'refused' : this.state
    if (passed) this.downUntil = 0
    return ok(report)
  }

  async read(request: WorkshopReadRequest, signal?: AbortSignal): Promise<Result<WorkshopReadResponse>> {
    return this.guarded(request.purpose ?? 'click', async (client, timeoutMs) => {
      const rows = await client.documents(request.ids, timeoutMs, signal)
      const context: CheckContext = { now: this.now() }
      const docs: WorkshopDoc[] = []
      let rejected = 0
      for (const row of rows) {
        if (!request.ids.includes(row.id)) continue
        const checked = checkWorkshopDoc(row.id, row.doc, context)
        if (checked.ok) docs.push(checked.doc)
        else {
          rejected++
          this.reject(row.id, checked.reason)
        }
      }
      return { docs, rejected }
    })
  }

  async picture(request: WorkshopPictureRequest, signal?: AbortSignal): Promise<Result<WorkshopPicture | null>> {
    return this.guarded(request.purpose ?? 'click', async (client, timeoutMs) => {
      const [row] = await client.documents([request.id], timeoutMs, signal)
      // Only the picture asked for: a broken server's other one would be counted as copied.
      if (!row || row.id !== request.id) return null
      const checked = checkWorkshopDoc(row.id, row.doc, { now: this.now() })
      if (!checked.ok || checked.doc.type !== 'image') {
        this.reject(row.id, checked.ok ? 'not a picture entry' : checked.reason)
        return null
      }
      const image = checked.doc
      // The picture's bytes weigh up to the picture budget (16 MB): a click waits a little longer for them.
      const found = await client.attachment(image.picture, 'picture', IMAGE_BUDGET, timeoutMs * 4, signal)
      if (!found) return null
      const problem = pictureProblem(image.picture, found.bytes)
      if (problem) {
        this.reject(image.picture, problem)
        return null
      }
      const { contentType } = checkPicture(found.bytes)
      return { fullKey: image.fullKey, contentType, bytes: found.bytes, fetchedAt: image.fetchedAt }
    })
  }

  /** Writes what a workstation stored; every document passes the same checks as on reading. */
  async push(docs: readonly WorkshopDoc[]): Promise<Result<WorkshopPushReport>> {
    const { origin, imageOrigin } = this.options.origins()
    const context: CheckContext = { now: this.now(), origin, imageOrigin }
    const report: WorkshopPushReport = { written: 0, present: 0, refused: [] }
    const bodies = new Map<string, Record<string, unknown>>()
    for (const doc of docs) {
      const checked = checkWorkshopDoc(doc.id, doc, context)
      const problem = checked.ok && checked.doc.type === 'picture' ? uploadProblem(checked.doc) : null
      if (!checked.ok || problem) {
        report.refused.push({ id: String(doc.id), reason: checked.ok ? problem! : checked.reason })
        continue
      }
      const body = couchBody(checked.doc)
      bodies.set(doc.id, { ...body, _rev: revisionOf(checked.doc, JSON.stringify(body)) })
    }
    if (bodies.size === 0) return ok(report)
    return this.guarded('push', async (client, timeoutMs) => {
      const revisions = Object.fromEntries([...bodies].map(([id, body]) => [id, body._rev as string]))
      const missing = await client.missingRevisions(revisions, timeoutMs)
      const toWrite = [...bodies.values()].filter((body) => missing.has(body._id as string))
      report.present = bodies.size - toWrite.length
      const refused = toWrite.length ? await client.writeDocuments(toWrite, timeoutMs) : new Map<string, string>()
      for (const [id, reason] of refused) report.refused.push({ id, reason })
      report.written = toWrite.length - refused.size
      return report
    })
  }

  /**
   * Which of these documents the server does not hold: names only, no content. The push asks
   * before it marks a vehicle saved for the others (the renderer's workshop-pusher.ts).
   */
  async missing(ids: readonly string[]): Promise<Result<WorkshopMissingResponse>> {
    return this.guarded('bulk', async (client, timeoutMs) => ({
      missing: await client.missingDocuments(ids, timeoutMs)
    }))
  }

  /** The vehicles of this catalog service saved in full at some workstation. */
  async vehicles(origin: string): Promise<Result<WorkshopVehicleDoc[]>> {
    return this.guarded('bulk', async (client, timeoutMs) => {
      const rows = await client.documentsStartingWith('vehicle:', MAX_VEHICLES, timeoutMs)
      const context: CheckContext = { now: this.now() }
      const vehicles: WorkshopVehicleDoc[] = []
      for (const row of rows) {
        const checked = checkWorkshopDoc(row.id, row.doc, context)
        if (!checked.ok || checked.doc.type !== 'vehicle') {
          this.reject(row.id, checked.ok ? 'not a vehicle' : checked.reason)
          continue
        }
        if (checked.doc.origin === origin) vehicles.push(checked.doc)
      }
      return vehicles.sort((a, b) => b.savedAt - a.savedAt)
    })
  }

  /**
   * Runs a call against the configured server and keeps the state: a click does not wait for a
   * server that just failed to answer; a refused password shows in Settings.
   */
  private async guarded<T>(
    purpose: 'click' | 'bulk' | 'push',
    work: (client: CouchClient, timeoutMs: number) => Promise<T>
  ): Promise<Result<T>> {
    const client = this.client()
    if (!client) return fail('not-cached', 'No workshop mirror is set up.')
    if (purpose === 'click' && this.monotonicNow() < this.downUntil) {
      return fail('offline', 'The workshop mirror did not answer a moment ago.')
    }
    try {
      const timeoutMs =
        purpose === 'click' ? (this.options.clickTimeoutMs ?? WORKSHOP_TIMEOUTS.click) : WORKSHOP_TIMEOUTS[purpose]
      const value = await work(client, timeoutMs)
      this.state = 'ready'
      this.downUntil = 0
      return ok(value)
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error
      const { code } = error.appError
      if (code === 'offline' || code === 'timeout') {
        this.state = 'unreachable'
        this.downUntil = this.monotonicNow() + DOWN_FOR_MS
      } else if (code === 'auth') this.state = 'refused'
      return { ok: false, error: error.appError }
    }
  }

  private reject(id: string, reason: string): void {
    this.rejected++
    this.lastRejection = `${id.slice(0, 16)}…: ${reason}`
    this.log(`[workshop] ignored ${id}: ${reason}`)
  }
}

/** A picture read back must be the bytes its name promises, and a picture the policy admits. */
function pictureProblem(pictureId: string, bytes: Uint8Array): string | null {
  if (workshopDocId('picture', sha256Hex(bytes)) !== pictureId) return 'a picture whose bytes are not the ones named'
  try {
    checkPicture(bytes)
    return null
  } catch (error) {
    return error instanceof AppFailure ? error.appError.message : 'a picture that cannot be read'
  }
}

function uploadProblem(doc: Extract<WorkshopDoc, { type: 'picture' }>): string | null {
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(doc.data)
  } catch {
    return 'a picture whose bytes are not base64'
  }
  if (bytes.byteLength > IMAGE_BUDGET.maxBytes) return 'a picture larger than 16 MB'
  return pictureProblem(doc.id, bytes)
}
