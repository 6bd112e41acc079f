import { readResult } from '@shared/readers'
import { fail, type Result } from '@shared/result'
import type { SectionRequest } from '@shared/contract'
import { vehicleKey, type SectionKeyParts } from '../db/keys'
import type { AnswerRepository } from '../db/answer-repository'
import { InFlight, type PendingWork } from '../../lib/in-flight'
import { SharedAbort } from '../../lib/shared-abort'
import type { CatalogAccess, SectionAnswer } from './catalog-access'
import type { StoredSectionEvent } from '../search/search-service'
import type { MirrorOrigins } from './service-origins'
import type { WorkshopTier } from '../workshop/workshop-reads'

/**
 * What the three parts of mirrored access share: the mirror's methods they use, failure
 * handling, and for sections the one request and the one write each section has at a time.
 */

/** The repository's methods mirrored access uses, and no others. */
export type MirrorStore = Pick<
  AnswerRepository,
  | 'readSection'
  | 'hasSection'
  | 'writeSection'
  | 'readVin'
  | 'writeVin'
  | 'readImage'
  | 'writeImage'
  | 'rememberVehicle'
>

export type StoredSectionRead = ReturnType<MirrorStore['readSection']>

/** Runs mirror work; an IndexedDB failure is logged and `fallback` answered, so browsing goes on. */
export type Safely = <T>(work: () => Promise<T>, fallback: T, what: string) => Promise<T>

export function safelyLogging(log: (message: string, error: unknown) => void): Safely {
  return async (work, fallback, what) => {
    try {
      return await work()
    } catch (error) {
      log(`[mirror] ${what} failed`, error)
      return fallback
    }
  }
}

/** What every part is built with. */
export interface MirrorContext {
  network: CatalogAccess
  repo: MirrorStore
  safely: Safely
  /** Work the answer does not wait for (stored copies, refreshes); `whenIdle` waits for it. */
  background: PendingWork
  /** The workshop mirror, asked after this computer's and before the service (workshop-reads.ts). */
  workshop?: WorkshopTier
}

/** Offline or too slow: the cases where a stored copy should stand in for the service. */
export function isUnreachable(result: Result<unknown>): boolean {
  return !result.ok && (result.error.code === 'offline' || result.error.code === 'timeout')
}

export function notCached(): Result<never> {
  return fail('not-cached', 'You are offline and this part of the catalog has not been saved on this computer yet.')
}

export function sectionParts(where: MirrorOrigins, request: SectionRequest): SectionKeyParts {
  return { origin: where.origin, catalog: request.catalog, q: request.q, lang: request.lang, form: request.form }
}

/** One key per stored section: what requests, writes and answers held ahead are joined by. */
export function sectionKey(parts: SectionKeyParts): string {
  return JSON.stringify(parts)
}

/** Sections to and from the service and the mirror, each request and each write made once. */
export interface SectionIo {
  /**
   * The service's answer. A GET already on its way for the section is joined (a click joins its
   * prefetch), never a form: each submission is its own request. `signal` is the caller giving
   * up: the request is cancelled only once every caller sharing it has (SharedAbort).
   */
  ask(key: string, request: SectionRequest, signal?: AbortSignal): Promise<Result<SectionAnswer>>
  /**
   * Writes a good answer through to the mirror, filed under the vehicle when there is one, and
   * tells `onStored`. False when it was not kept. Storing the answer already being written joins
   * that write: a click that joined its prefetch's request has the same answer object.
   */
  store(parts: SectionKeyParts, answer: SectionAnswer, vin: string | undefined): Promise<boolean>
  /** A write of the section is under way: a prefetch need not ask for it. */
  isStoring(key: string): boolean
}

export function createSectionIo(
  { network, repo, safely }: MirrorContext,
  /** Told of every section stored under a vehicle (the vehicle's search index follows it). */
  onStored: (event: StoredSectionEvent) => void
): SectionIo {
  const asking = new InFlight<string, Result<SectionAnswer>>()
  /** The shared abort of each request in `asking`, joined by every caller that joins the request. */
  const aborts = new Map<string, SharedAbort>()
  const askShared = (key: string, request: SectionRequest, signal: AbortSignal | undefined) => {
    const running = asking.get(key)
    if (running) {
      aborts.get(key)?.join(signal)
      return running
    }
    const shared = new SharedAbort()
    shared.join(signal)
    aborts.set(key, shared)
    const work = asking.start(key, () => network.section(request, { signal: shared.signal }))
    const forget = () => {
      if (aborts.get(key) === shared) aborts.delete(key)
    }
    work.then(forget, forget)
    return work
  }
  const writing = new InFlight<string, boolean>()

  const write = async (parts: SectionKeyParts, answer: SectionAnswer, vin: string | undefined) => {
    const vehicle = vin ? vehicleKey(parts.origin, vin) : undefined
    const stored = await safely(
      () => repo.writeSection(parts, { result: answer.result, fetchedAt: answer.fetchedAt }, vehicle),
      false,
      'storing a section'
    )
    if (stored && vehicle && vin && !parts.form)
      onStored({
        vehicleKey: vehicle,
        vin,
        lang: parts.lang,
        q: parts.q,
        ...(parts.catalog ? { catalog: parts.catalog } : {}),
        result: readResult(answer.result)
      })
    return stored
  }

  return {
    ask: (key, request, signal) =>
      request.form ? network.section(request, signal ? { signal } : undefined) : askShared(key, request, signal),
    // A different answer for the section (a newer one) is written too, not dropped for the older.
    store: (parts, answer, vin) => writing.join(sectionKey(parts), () => write(parts, answer, vin), answer),
    isStoring: (key) => writing.has(key)
  }
}
