import { readResult } from '@shared/readers'
import type { CatalogResult, ListItem } from '@shared/catalog-schemas'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError, Result } from '@shared/result'
import type { SectionAnswer } from '../catalog/catalog-access'
import type { SectionGet } from '../catalog/mirrored-access'

export interface IndexWalkProgress {
  done: number
  /** Grows while the walk discovers lists. */
  total: number
  state: 'running' | 'done' | 'failed' | 'cancelled'
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
}

const TRANSIENT = new Set<AppError['code']>(['offline', 'timeout', 'server', 'rate-limited'])
/** Failures of one answer, not of the walk: that branch is left out. */
const SKIPPABLE = new Set<AppError['code']>(['server', 'bad-response'])

/**
 * "Index this vehicle": walks the group tree — the main groups and every subgroup list — into
 * the mirror, so every node can be found by name without opening it. Nodes are not fetched:
 * a list holds either subgroups or nodes, so the first row of each list is opened to tell which
 * (that one node is stored too); when it is a node, its siblings are left alone.
 *
 * Polite like the save: a few requests at once (the save's setting), transient failures retried
 * with growing pauses, a refused account or a full disk stops the walk with its reason. Stored
 * lists are read from the mirror and cost no request.
 */
export async function indexVehicle(qMainGroup: string, options: IndexWalkOptions): Promise<IndexWalkProgress> {
  const progress: IndexWalkProgress = { done: 0, total: 1, state: 'running' }
  const report = () => options.onProgress?.({ ...progress })
  const attempts = options.attempts ?? 3
  const baseDelayMs = options.baseDelayMs ?? 500
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let stopped: AppError | undefined

  async function read(q: string): Promise<CatalogResult | null> {
    const request = {
      q,
      lang: options.lang,
      ...(options.catalog ? { catalog: options.catalog } : {}),
      priority: 'background' as const
    }
    for (let attempt = 1; ; attempt++) {
      if (stopped) return null
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
      await sleep(baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2))
    }
  }

  /** Lists to visit; a list whose answer is already at hand carries it. */
  const queue: Array<{ q: string; result?: CatalogResult | null }> = []
  const rowsOf = (result: CatalogResult | null | undefined): ListItem[] =>
    (result?.lists ?? []).filter((item) => !!item.q)

  async function visitList(list: { q: string; result?: CatalogResult | null }): Promise<void> {
    const rows = rowsOf(list.result === undefined ? await read(list.q) : list.result)
    progress.done++
    report()
    if (!rows.length) return
    const first = await read(rows[0].q!)
    // A node: the rows' titles are all the index needs, and the siblings are nodes too.
    if (!first || first.node || !first.lists) return
    queue.push({ q: rows[0].q!, result: first }, ...rows.slice(1).map((row) => ({ q: row.q! })))
    progress.total += rows.length
    report()
  }

  const groups = await read(qMainGroup)
  progress.done = 1
  for (const tab of groups?.lists_group ?? []) for (const item of tab.lists ?? []) if (item.q) queue.push({ q: item.q })
  progress.total += queue.length
  report()

  const worker = async () => {
    while (queue.length && !stopped) await visitList(queue.shift()!)
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
  progress.state = stopped ? 'failed' : 'done'
  if (stopped) progress.error = stopped
  report()
  return progress
}
