import { normalizeNumber } from './search-text'
import type { SearchDatabase } from './search-database'
import { linkedNumbers } from './supersession-groups'
import type { UsedNode, WhereUsedRow } from './where-used-records'

/**
 * A cap where used hit: a stored answer named more numbers than are believed (`row`, `answer`),
 * or the numbers joined to the one asked for passed what one look-up follows (`lookup`).
 */
export interface WhereUsedCap {
  cap: 'row' | 'answer' | 'lookup'
  named: number
  kept: number
}

export interface WhereUsedReport {
  rows: WhereUsedRow[]
  /** Empty unless a cap left numbers out of what the rows are for. */
  caps: WhereUsedCap[]
}

/**
 * Every stored node where `number` appears, or a number the catalog says it replaces or is
 * replaced by (following at most `maxLinkedNumbers`), one row per node (in `lang` where stored in
 * it), and the caps that left numbers out. A service's supersessions join numbers in its own
 * vehicles only: what one service says never changes where used for another's.
 */
export async function lookUpWhereUsed(
  db: SearchDatabase,
  number: string,
  lang: string,
  maxLinkedNumbers: number
): Promise<WhereUsedReport> {
  const asked = normalizeNumber(number)
  const linked = await linkedNumbers(db, asked, maxLinkedNumbers)
  const counts = (origin: string, key: string) => key === asked || !!linked.byOrigin.get(origin)?.has(key)
  const uses = (
    await db.partUses
      .where('numberKey')
      .anyOf([...linked.all])
      .toArray()
  ).filter((use) => counts(use.origin, use.numberKey))
  const nodeIds = [...new Set(uses.map((use) => use.node))]
  const nodes = new Map<string, UsedNode>()
  ;(await db.usedNodes.bulkGet(nodeIds)).forEach((node) => node && nodes.set(node.id, node))
  const byNode = new Map<string, WhereUsedRow>()
  for (const use of uses) {
    const found = nodes.get(use.node)
    if (!found) continue
    const { id: _node, bytes: _bytes, ...node } = found
    const { node: _of, ...row } = use
    const key = `${node.vehicleKey}\n${node.q}\n${use.numberKey}`
    const seen = byNode.get(key)
    if (!seen || (seen.lang !== lang && node.lang === lang)) byNode.set(key, { ...node, ...row })
  }
  const rows = [...byNode.values()].sort(
    (a, b) => a.vin.localeCompare(b.vin) || a.nodeTitle.localeCompare(b.nodeTitle) || a.number.localeCompare(b.number)
  )
  const caps = new Map<WhereUsedCap['cap'], WhereUsedCap>()
  const notes = await db.whereUsedCaps
    .where('numberKey')
    .anyOf([...linked.all])
    .toArray()
  for (const note of notes) {
    if (!counts(note.origin, note.numberKey)) continue
    const seen = caps.get(note.cap)
    if (!seen || note.named > seen.named) caps.set(note.cap, { cap: note.cap, named: note.named, kept: note.kept })
  }
  if (linked.capped) caps.set('lookup', { cap: 'lookup', named: linked.all.size + 1, kept: maxLinkedNumbers })
  return { rows, caps: [...caps.values()] }
}
