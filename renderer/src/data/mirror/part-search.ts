import { readNode } from '@shared/readers'
import { containsWords, queryWords } from '../../lib/text-match'
import { normalizeNumber } from '../../lib/part-number'
import type { StoredSection } from './stored-sections'

/** A part found in a stored node, with what is needed to open that node with the part highlighted. */
export interface PartHit {
  number: string
  name: string
  hotspotId?: string
  nodeCode?: string
  nodeTitle: string
  q: string
  catalog?: string
  /** Lower is better: exact number, number prefix, number inside, name. */
  rank: number
}

export { normalizeNumber } from '../../lib/part-number'

/**
 * Finds parts by number or by name across the stored nodes of one vehicle. A number matches when
 * the typed characters (normalised) appear in it; a name matches when every typed word appears in
 * it. Results come best first, then in catalog order; one hit per part per node.
 */
export function searchParts(pages: readonly StoredSection[], query: string, limit = 200): PartHit[] {
  const number = normalizeNumber(query)
  // Names match regardless of case and accents: "bremsschlauch" finds "Bremsschlauch", "ecrou" "Écrou".
  const words = queryWords(query)
  if (number.length < 2 && words.join('').length < 2) return []
  const hits: PartHit[] = []
  for (const page of pages) {
    const node = readNode(page.result.node)
    if (!node) continue
    const seen = new Set<string>()
    for (const part of node.parts) {
      const partNumber = part.number ?? ''
      const name = part.name ?? ''
      const normalized = normalizeNumber(partNumber)
      let rank = -1
      if (number.length >= 2 && normalized) {
        if (normalized === number) rank = 0
        else if (normalized.startsWith(number)) rank = 1
        else if (normalized.includes(number)) rank = 2
      }
      if (rank < 0 && words.length && containsWords(name, words)) rank = 3
      if (rank < 0) continue
      const id = `${partNumber}\u0000${name}\u0000${part.hotspotId ?? ''}`
      if (seen.has(id)) continue
      seen.add(id)
      hits.push({
        number: partNumber,
        name,
        ...(part.hotspotId !== undefined && part.hotspotId !== '' ? { hotspotId: String(part.hotspotId) } : {}),
        ...(node.code ? { nodeCode: node.code } : {}),
        nodeTitle: node.title,
        q: page.q,
        ...(page.catalog ? { catalog: page.catalog } : {}),
        rank
      })
    }
  }
  // Array.prototype.sort is stable: equal ranks keep catalog order.
  return hits.sort((a, b) => a.rank - b.rank).slice(0, limit)
}
