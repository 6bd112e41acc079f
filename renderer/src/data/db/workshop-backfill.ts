import { decodeSectionFullKey } from './keys'
import type { MirrorDatabase } from './schema'
import type { WorkshopOutbox } from './workshop-outbox'

/**
 * What this computer stored before a workshop mirror was set up (issue 24): the outbox names only
 * what is stored while one is set up, so without this the older records were never pushed and a
 * vehicle saved before was never marked saved in the workshop.
 *
 * Once per workshop address (the mark in `meta` names the last address filled for), in the
 * background: the saved vehicles first — each one's answers, their aliases and pictures, then the
 * vehicle itself, so the workshop lists it only after what it holds — then everything else stored
 * here. Pages of PAGE records, each added in its own short transaction with a pause between them,
 * so nothing a click needs waits behind it; the outbox's cap bounds it (what does not fit is not
 * pushed, and the report says so).
 */
export const BACKFILL_MARK = 'workshopBackfill'
const PAGE = 200

export interface BackfillReport {
  /** Names added to the outbox (names already waiting are not counted). */
  added: number
  /** Saved vehicles named for the workshop. */
  vehicles: number
  /** The outbox was full before everything was named. */
  capped: boolean
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

export class WorkshopBackfill {
  constructor(
    private readonly db: MirrorDatabase,
    private readonly outbox: WorkshopOutbox
  ) {}

  /** Whether what is stored here was already named for this workshop address. */
  async doneFor(target: string): Promise<boolean> {
    return (await this.db.meta.get(BACKFILL_MARK))?.value === target
  }

  /** The workshop mirror was turned off: what is stored meanwhile is named again when it is back. */
  async forget(): Promise<void> {
    await this.db.meta.delete(BACKFILL_MARK)
  }

  /** Names everything stored here for pushing; `pause` runs between pages (the page's work first). */
  async run(target: string, pause: () => Promise<void>): Promise<BackfillReport> {
    const report: BackfillReport = { added: 0, vehicles: 0, capped: false }
    const add = async (refs: string[], moveToEnd = false): Promise<boolean> => {
      if (refs.length === 0) return true
      const outcome = await this.outbox.enqueue(refs, moveToEnd)
      report.added += outcome.added
      report.capped ||= outcome.full
      await pause()
      return !outcome.full
    }

    const saved = await this.db.vehicles.where('saved').equals(1).primaryKeys()
    for (const vehicle of saved) {
      const sectionKeys = (await this.db.sections.where('vehicleKeys').equals(vehicle).primaryKeys()) as string[]
      for (const keys of chunks(sectionKeys, PAGE)) if (!(await add(await this.answerRefs(keys)))) return report
      const imageKeys = (await this.db.images.where('vehicleKeys').equals(vehicle).primaryKeys()) as string[]
      for (const keys of chunks(imageKeys, PAGE)) if (!(await add(await this.imageRefs(keys)))) return report
      if (!(await add([`vehicle:${vehicle}`], true))) return report
      report.vehicles++
    }

    for (const table of ['sections', 'images'] as const) {
      let after: string | null = null
      for (;;) {
        const query = after === null ? this.db[table].toCollection() : this.db[table].where(':id').above(after)
        const keys = (await query.limit(PAGE).primaryKeys()) as string[]
        if (keys.length === 0) break
        after = keys[keys.length - 1]
        const refs = table === 'sections' ? await this.answerRefs(keys) : await this.imageRefs(keys)
        if (!(await add(refs))) return report
      }
    }
    await this.db.meta.put({ key: BACKFILL_MARK, value: target })
    return report
  }

  /** An answer's name and its aliases' names; forms are one user's submissions and stay here. */
  private async answerRefs(keys: string[]): Promise<string[]> {
    const records = await this.db.sections.bulkGet(keys)
    const answers = records.flatMap((record) =>
      record && !(record.kind === 'section' && decodeSectionFullKey(record.fullKey)?.form) ? [record.key] : []
    )
    if (answers.length === 0) return []
    const aliases = (await this.db.aliases.where('target').anyOf(answers).primaryKeys()) as string[]
    return [...answers.map((key) => `answer:${key}`), ...aliases.map((key) => `alias:${key}`)]
  }

  /** Pictures with their content stored by hash (the pushable kind). */
  private async imageRefs(keys: string[]): Promise<string[]> {
    const records = await this.db.images.bulkGet(keys)
    return records.flatMap((record) => (record?.hash ? [`image:${record.key}`] : []))
  }
}
