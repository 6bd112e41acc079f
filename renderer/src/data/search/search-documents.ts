import type { CatalogResult, ListItem } from '@shared/catalog-schemas'
import { asShownText, readNode } from '@shared/readers'
import { normalizeNumber } from '../../lib/part-number'

/**
 * What one stored section contributes to its vehicle's search index:
 * - main groups (the vehicle's first page) and list rows (subgroups and nodes) by title and code;
 * - the parts of a node by name and number, each opening that node with the part highlighted.
 * The index files each section's documents under that section (VehicleIndex.replace), so storing
 * it again replaces them instead of adding copies.
 */

export type SearchKind = 'group' | 'section' | 'part'

export interface SearchDocument {
  kind: SearchKind
  /** Group, subgroup or node title; a part's name. */
  title: string
  code?: string
  /** A part's number as the catalog shows it, and typed-any-way form of it (see normalizeNumber). */
  number?: string
  numberKey?: string
  /** Where the hit opens: the section behind the row, or the node holding the part. */
  q: string
  hotspotId?: string
  /** Titles from the main group down to (not including) the hit: group › subgroup › node. */
  path: string[]
}

/**
 * Crumb titles below the vehicle: the service starts `bread_crumb` at the vehicle (its VIN as
 * title), which is not part of a path inside the vehicle.
 */
function pathOf(result: CatalogResult): string[] {
  const crumbs = (result.bread_crumb ?? []).map((crumb) => asShownText(crumb.title) ?? '').filter(Boolean)
  return crumbs.slice(1)
}

export function documentsOf(source: string, result: CatalogResult): SearchDocument[] {
  const docs: SearchDocument[] = []
  const listed = (kind: 'group' | 'section', items: readonly ListItem[], path: string[]) => {
    for (const item of items) {
      const title = asShownText(item.title)
      if (!item.q || !title) continue
      docs.push({ kind, title, ...(item.code ? { code: String(item.code) } : {}), q: item.q, path })
    }
  }
  for (const tab of result.lists_group ?? []) listed('group', tab.lists ?? [], [])
  const path = pathOf(result)
  listed('section', result.lists ?? [], path)
  const node = readNode(result.node)
  if (node) {
    // The crumbs of a node end with the node itself; a part's path ends with its node's title.
    const nodePath = path.at(-1) === node.title ? path : [...path, node.title]
    for (const part of node.parts) {
      const title = part.name ?? ''
      const number = part.number ?? ''
      if (!title && !number) continue
      docs.push({
        kind: 'part',
        title,
        ...(number ? { number, numberKey: normalizeNumber(number) } : {}),
        q: source,
        ...(part.hotspotId !== undefined && part.hotspotId !== '' ? { hotspotId: String(part.hotspotId) } : {}),
        path: nodePath
      })
    }
  }
  return docs
}
