import { readResult } from '@shared/readers'
import type { CatalogResult, ListItem } from '@shared/catalog-schemas'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError, Result } from '@shared/result'
import type { SectionAnswer } from '../catalog/catalog-access'
import type { SectionGet } from '../catalog/mirrored-access'
import { backoffDelay } from '../../lib/backoff'

/**
 * How far a walk may go (issue 20: a service whose list rows lead back to fresh aliases of the
 * same list made an unbounded walk ask thousands of times, until a reload).
 *
 * - `maxDepth`: a real catalog is three levels deep (main groups → group → subgroup list → its
 *   first node). Lists deeper than 8 are left out: far above any real tree, and still a small
 *   part of the request cap whatever the rows per list.
 * - `maxRequests`: answers asked for, from the mirror or the service, retries included. The walk
 *   asks for each list and for the first row of each, each pointer once, so a vehicle costs at
 *   most one request per item it has (groups, subgroups, nodes; never parts) plus one, and in
 *   practice two per subgroup list: 111 for the demo's largest vehicle (20 groups, 45 subgroups,
 *   159 nodes, ~4,500 parts). 10,000 is twice that vehicle's whole item count parts included,
 *   room for a real vehicle of ~5,000 subgroup lists, and what an endless tree costs at most.
 */
export const INDEX_WALK_LIMITS = { maxDepth: 8, maxRequests: 10_000 } as const

export type IndexWalkLimits = { maxDepth: number; maxRequests: number }

export interface IndexWalkProgress {
  done: number
  /** Grows while the walk discovers lists. */
  total: number
  /**
   * `capped`: a limit stopped the walk (or, for depth, left lists out), see `cap`. `cancelled`:
   * the user stopped it; what was stored stays stored and indexed.
   */
  state: 'running' | 'done' | 'failed' | 'cancelled' | 'capped'
  /** Answers asked for so far (mirror or service, retries included). */
  requests: number
  /** Which limit was reached, and its value: shown to the user in plain words. */
  cap?: { kind: 'depth' | 'requests'; limit: number }
  error?: AppError
}

export interface IndexWalkOptions {
  /** Stored copy first, else the service (and stored): the mirror layer's `ensure`. */
  read: (request: SectionGet, options: { vin: string }) => Promise<Result<SectionAnswer>>
  /** Answers read from the mirror are indexed here (fresh ones are indexed as they are stored). */
  indexStored: (q: string, result: CatalogResult) => Promise<void>
  vin: string
  catalog?: string
  lang: CatalogLanguage
  /** Lists asked for at once: the save's politeness setting. */
  concurrency: number
  attempts?: number
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
  onProgress?: (progress: IndexWalkProgress) => void
  /** Cancel: no new request starts once it fires; those already asked for may still finish. */
  signal?: AbortSignal
  /** Default INDEX_WALK_LIMITS. */
  limits?: Partial<IndexWalkLimits>
}

const TRANSIENT = new Set<AppError['code']>(['offline', 'timeout', 'server', 'rate-limited'])
/** Failures of one answer, not of the walk: that branch is left out. */
const SKIPPABLE = new Set<AppError['code']>(['server', 'bad-response'])

/** Pointer fields of a row (q, qImage, q_main_group, q_partinfo…): names, not content. */
const POINTER_KEY = /^q(?:$|[A-Z_])/

/**
 * What a list says, without its pointers: a fresh alias of a list already walked (another
 * pointer string, the same rows) has the same fingerprint. 53-bit FNV-style hash of the rows'
 * other fields, in a stable key order.
 */
export function listFingerprint(rows: readonly ListItem[]): string {
  const text = JSON.stringify(
    rows.map((row) =>
      Object.keys(row)
        .filter((key) => !POINTER_KEY.test(key))
        .sort()
        .map((key) => [key, (row as Record<string, unknown>)[key]])
    )
  )
  let h1 = 0xdeadbeef ^ text.length
  let h2 = 0x41c6ce57 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return `${rows.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`
}

/**
 * "Index this vehicle": walks the group tree — the main groups and every subgroup list — into
 * the mirror, so every node can be found by name without opening it. Nodes are not fetched:
 * a list holds either subgroups or nodes, so the first row of each list is opened to tell which
 * (that one node is stored too); when it is a node, its siblings are left alone.
 *
 * Polite like the save: a few requests at once (the save's setting), transient failures retried
 * with growing pauses, a refused account or a full disk stops the walk with its reason. Stored
 * lists are read from the mirror and cost no request.
 *
 * Bounded (issue 20): a pointer is asked for once; a list whose rows are those of a list already
 * walked (the same page under another pointer) is not followed again, nor are the siblings of a
 * first row that leads back to one; lists deeper than `maxDepth` are left out; after
 * `maxRequests` the walk stops and says so; `signal` cancels it.
 */
export async function indexVehicle(qMainGroup: string, options: IndexWalkOptions): Promise<IndexWalkProgress> {
  const limits: IndexWalkLimits = { ...INDEX_WALK_LIMITS, ...options.limits }
  const progress: IndexWalkProgress = { done: 0, total: 1, state: 'running', requests: 0 }
  const report = () => options.onProgress?.({ ...progress })
  const attempts = options.attempts ?? 3
  const baseDelayMs = options.baseDelayMs ?? 500
  const signal = options.signal
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  /** A pause that ends early when the walk is cancelled. */
  const pause = (ms: number): Promise<void> =>
    signal
      ? new Promise<void>((resolve) => {
          const done = () => {
            signal.removeEventListener('abort', done)
            resolve()
          }
          signal.addEventListener('abort', done)
          void sleep(ms).then(done)
        })
      : sleep(ms)
  let stopped: AppError | undefined
  let capped: IndexWalkProgress['cap']
  let depthCapped = false
  const halted = () => !!stopped || !!capped || !!signal?.aborted

  async function read(q: string): Promise<CatalogResult | null> {
    const request = {
      q,
      lang: options.lang,
      ...(options.catalog ? { catalog: options.catalog } : {}),
      priority: 'background' as const
    }
    for (let attempt = 1; ; attempt++) {
      if (halted()) return null
      if (progress.requests >= limits.maxRequests) {
        capped ??= { kind: 'requests', limit: limits.maxRequests }
        return null
      }
      progress.requests++
      const answer = await options.read(request, { vin: options.vin })
      if (answer.ok) {
        const result = readResult(answer.value.result)
        if (answer.value.source === 'mirror') await options.indexStored(q, result)
        return result
      }
      if (!TRANSIENT.has(answer.error.code) || attempt >= attempts) {
        // One broken answer costs its branch; no connection, a refused account or a full disk end the walk.
        if (!SKIPPABLE.has(answer.error.code)) stopped ??= answer.error
        return null
      }
      await pause(backoffDelay({ baseDelayMs, jitter: 0.25 }, attempt))
    }
  }

  /** Pointers asked for or queued: each is asked for once. */
  const seenPointers = new Set<string>([qMainGroup])
  /** Lists walked, by what they say (listFingerprint): aliases of one list are walked once. */
  const seenLists = new Set<string>()
  const rowsOf = (result: CatalogResult | null | undefined): ListItem[] =>
    (result?.lists ?? []).filter((item) => !!item.q)
  /** False when this list was walked already, under whatever pointer. */
  const firstVisit = (rows: readonly ListItem[]): boolean => {
    const print = listFingerprint(rows)
    if (seenLists.has(print)) return false
    seenLists.add(print)
    return true
  }

  /** Lists to visit, with their depth (a main group's list is 1); a list whose answer is at hand carries it. */
  type Visit = { q: string; depth: number; result?: CatalogResult | null }
  const queue: Visit[] = []

  async function visitList(list: Visit): Promise<void> {
    const rows = rowsOf(list.result === undefined ? await read(list.q) : list.result)
    if (halted()) return
    progress.done++
    report()
    if (!rows.length || !firstVisit(rows)) return
    const fresh = rows.filter((row) => !seenPointers.has(row.q!))
    for (const row of fresh) seenPointers.add(row.q!)
    if (!fresh.length) return
    if (list.depth >= limits.maxDepth) {
      // Its rows would be deeper than any real catalog goes: left out, and said.
      depthCapped = true
      return
    }
    const first = await read(fresh[0].q!)
    // A node: the rows' titles are all the index needs, and the siblings are nodes too.
    if (!first || first.node || !first.lists) return
    // A first row that leads back to a list already walked: these rows go round in a circle.
    const firstRows = rowsOf(first)
    if (firstRows.length && seenLists.has(listFingerprint(firstRows))) return
    const depth = list.depth + 1
    queue.push({ q: fresh[0].q!, depth, result: first }, ...fresh.slice(1).map((row) => ({ q: row.q!, depth })))
    progress.total += fresh.length
    report()
  }

  const groups = await read(qMainGroup)
  progress.done = 1
  for (const tab of groups?.lists_group ?? [])
    for (const item of tab.lists ?? [])
      if (item.q && !seenPointers.has(item.q)) {
        seenPointers.add(item.q)
        queue.push({ q: item.q, depth: 1 })
      }
  progress.total += queue.length
  report()

  const worker = async () => {
    while (queue.length && !halted()) await visitList(queue.shift()!)
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
  if (signal?.aborted) progress.state = 'cancelled'
  else if (stopped) {
    progress.state = 'failed'
    progress.error = stopped
  } else if (capped) {
    progress.state = 'capped'
    progress.cap = capped
  } else if (depthCapped) {
    progress.state = 'capped'
    progress.cap = { kind: 'depth', limit: limits.maxDepth }
  } else progress.state = 'done'
  report()
  return progress
}
