import type { PartsDeskApi } from '@shared/contract'
import type { AppError } from '@shared/result'
import type { WorkshopDoc } from '@shared/workshop'
import { backoffDelay, type BackoffPolicy } from '../../lib/backoff'
import type { WorkshopOutbox } from '../db/mirror'
import { docsFor, docWeight } from './workshop-docs'

/**
 * Pushes what this workstation stored to the workshop mirror, in the background (issue 24):
 *
 * - names come from the outbox (db/workshop-outbox.ts), oldest first, and leave it only once the
 *   server took them (or refused them for good: the same document would be refused again);
 * - batched: each `workshop.push` carries at most ~512 KB (browser mode's request limit is 1 MB),
 *   and main asks the server which revisions it lacks before sending any (`_revs_diff`);
 * - a server that is gone or refuses the password is tried again later, with backoff up to five
 *   minutes, and right away when a new batch is stored;
 * - nothing a user waits for waits for this: it starts after a quiet moment, never holds a
 *   transaction a read needs, and a click's requests go to other servers;
 * - a saved vehicle is marked saved in the workshop only once the server holds everything its
 *   manifest lists (heldInFull): other workstations copy it trusting that.
 */
export const PUSH_BATCH_BYTES = 512 * 1024
const NAMES_AT_ONCE = 100
/** Ids per `workshop.missing` call (main's bound): a line each in the server's answer. */
const IDS_PER_CHECK = 1_000
/** After a batch is stored, wait this long for more before pushing: a save stores many in a row. */
const QUIET_MS = 1_000
const RETRY: BackoffPolicy = { baseDelayMs: 5_000, maxDelayMs: 300_000, jitter: 0.2 }

/**
 * A push refused in a way the same batch would meet again: main's own check of it, our own
 * failure, or the server's 400 or 413. Anything else (the server away, a database missing (404),
 * a proxy's page, an answer too large to read) says nothing about the batch, which waits for a
 * later try: dropping it would lose it for good, since nothing names it again.
 */
function refusedForGood(error: AppError): boolean {
  if (error.code === 'invalid-input' || error.code === 'internal' || error.code === 'unavailable') return true
  return error.code === 'bad-response' && (error.status === 400 || error.status === 413)
}

export interface PushFigures {
  pushed: number
  refused: number
  waiting: number
  lastError?: string
}

export class WorkshopPusher {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running: Promise<void> | null = null
  private failures = 0
  private stopped = false
  private readonly figures = { pushed: 0, refused: 0, lastError: undefined as string | undefined }
  private idleWaiters: Array<() => void> = []
  /** Vehicles whose missing records were named again once in this run (see heldInFull). */
  private readonly renamed = new Set<string>()
  /** A failed push's wait before the next try, set by the drain and scheduled when it has ended. */
  private retryInMs: number | null = null

  constructor(
    private readonly api: PartsDeskApi,
    private readonly outbox: WorkshopOutbox,
    private readonly enabled: () => boolean,
    private readonly batchBytes = PUSH_BATCH_BYTES,
    private readonly retry: BackoffPolicy = RETRY
  ) {
    outbox.onAdded(() => this.kick())
  }

  /** Push soon (after a quiet moment), unless a push is under way or already due. */
  kick(delayMs = QUIET_MS): void {
    if (this.stopped || this.running || this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.drain().finally(() => {
        this.running = null
        // Scheduled only now: a kick while the drain runs is ignored (one push at a time), so a
        // retry asked for from inside it never happened until something new was stored.
        const retryInMs = this.retryInMs
        this.retryInMs = null
        if (retryInMs !== null) this.kick(retryInMs)
        this.settleIfIdle()
      })
    }, delayMs)
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  async status(): Promise<PushFigures> {
    return { ...this.figures, waiting: await this.outbox.size() }
  }

  /** Settles once nothing is due and the outbox is empty, or the server failed (tests, the bench). */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve)
      this.settleIfIdle()
    })
  }

  private settleIfIdle(): void {
    if (this.running || (this.timer && this.failures === 0)) return
    const waiters = this.idleWaiters.splice(0)
    for (const resolve of waiters) resolve()
  }

  private async drain(): Promise<void> {
    while (!this.stopped && this.enabled()) {
      const items = await this.outbox.take(NAMES_AT_ONCE)
      if (items.length === 0) return
      const built = await Promise.all(items.map(async (item) => ({ item, docs: await docsFor(this.outbox, item.ref) })))
      // Gone meanwhile, or a vehicle whose save is not complete: nothing to push for them.
      const empty = built.filter((entry) => entry.docs.length === 0).map((entry) => entry.item.id)
      if (empty.length) await this.outbox.remove(empty)
      for (const batch of batches(
        built.filter((entry) => entry.docs.length > 0),
        this.batchBytes
      )) {
        const held = await this.heldInFull(batch)
        if (held !== true && held !== false) {
          this.failures++
          this.figures.lastError = held.message
          this.retryInMs = backoffDelay(this.retry, this.failures)
          return
        }
        if (!held) {
          await this.outbox.remove(batch.map((entry) => entry.item.id))
          continue
        }
        const result = await this.api.workshop.push({ docs: batch.flatMap((entry) => entry.docs) })
        if (!result.ok && !refusedForGood(result.error)) {
          this.failures++
          this.figures.lastError = result.error.message
          this.retryInMs = backoffDelay(this.retry, this.failures)
          return
        }
        this.failures = 0
        if (result.ok) {
          this.figures.pushed += result.value.written + result.value.present
          this.figures.refused += result.value.refused.length
        } else {
          // Refused as a whole (too large for the transport, invalid): it would be refused again.
          this.figures.refused += batch.length
          this.figures.lastError = result.error.message
        }
        await this.outbox.remove(batch.map((entry) => entry.item.id))
        // A breath between batches: the page's own work comes first.
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    }
  }

  /**
   * Whether a batch may go: true for records; for a saved vehicle (its manifest goes alone, after
   * the batches before it were pushed) only when the server holds every record the manifest lists.
   * A save's records are named after their batch is stored, in a transaction of their own, while
   * the vehicle counts as complete once its last batch is stored: a push in between found it
   * complete through the name an earlier batch had added, and marked it saved before the last
   * batch's records were there (a workstation closed then left them out for good). So the server
   * is asked; what it lacks is named again, with the vehicle after it. Lacking them a second time
   * (refused, or gone here), the vehicle is not marked saved: the workshop does not hold it in full.
   * An error: the server could not say; the batch is tried again later.
   */
  private async heldInFull(batch: Built[]): Promise<boolean | AppError> {
    const [entry] = batch
    const manifest = batch.length === 1 ? entry.docs.find((doc) => doc.type === 'manifest') : undefined
    if (manifest?.type !== 'manifest') return true
    const ids = [...manifest.answers, ...manifest.images]
    const missing: string[] = []
    for (let start = 0; start < ids.length; start += IDS_PER_CHECK) {
      const result = await this.api.workshop.missing({ ids: ids.slice(start, start + IDS_PER_CHECK) })
      if (!result.ok) return result.error
      missing.push(...result.value.missing)
    }
    const ref = entry.item.ref
    if (missing.length === 0) {
      this.renamed.delete(ref)
      return true
    }
    if (this.renamed.delete(ref)) {
      this.figures.refused++
      this.figures.lastError = `The workshop mirror lacks ${missing.length} records of a saved vehicle, so it is not marked saved there.`
      return false
    }
    this.renamed.add(ref)
    // The manifest's ids are the outbox's names (`answer:<key>`, `image:<key>`); the vehicle last.
    await this.outbox.enqueue([...missing, ref], true)
    return false
  }
}

type Built = { item: { id: number; ref: string }; docs: WorkshopDoc[] }

/**
 * Groups names so each push stays under `limit` bytes (one name's documents always go together);
 * a saved vehicle goes alone, so what came before it is on the server when it is checked.
 */
function batches(built: Built[], limit: number): Built[][] {
  const out: Built[][] = []
  let current: Built[] = []
  let weight = 0
  let docs = 0
  const flush = () => {
    if (current.length) out.push(current)
    current = []
    weight = 0
    docs = 0
  }
  for (const entry of built) {
    const own = entry.docs.reduce((sum, doc) => sum + docWeight(doc), 0)
    const vehicle = entry.docs.some((doc) => doc.type === 'manifest')
    // 200 documents at most per call: the contract's bound (main/ipc/input-schemas.ts).
    if (vehicle || weight + own > limit || docs + entry.docs.length > 200) flush()
    current.push(entry)
    weight += own
    docs += entry.docs.length
    if (vehicle) flush()
  }
  flush()
  return out
}
