import type { CatalogResult } from '@shared/catalog-schemas'
import { readNode } from '@shared/readers'

export interface Discovered {
  sections: Array<{ q: string }>
  images: string[]
}

type Json = unknown

/**
 * The pointers a "save for offline" walk follows from one answer: down the catalog (main groups,
 * lists, nodes, part information) and every picture on the way. Deliberately not followed:
 * breadcrumbs and qGroup (they lead back up, already saved), forms (their answers depend on
 * what the user types), and replacement/compatibility tables, which can point into other
 * vehicles' catalogs.
 */
export function discoverPointers(result: CatalogResult): Discovered {
  const sections: Array<{ q: string }> = []
  const images: string[] = []
  const addSection = (q: unknown) => {
    if (typeof q === 'string' && q) sections.push({ q })
  }
  const addImage = (q: unknown) => {
    if (typeof q === 'string' && q) images.push(q)
  }
  const listItems = (items: Json) => {
    if (!Array.isArray(items)) return
    for (const item of items as Array<Record<string, Json>>) {
      addSection(item?.q)
      addImage(item?.qImage)
    }
  }
  // Cells of tables may carry part-info pointers: `{ value, q_partinfo }`.
  const tableCells = (value: Json, depth = 0): void => {
    if (depth > 6 || value === null || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach((v) => tableCells(v, depth + 1))
    const record = value as Record<string, Json>
    addSection(record.q_partinfo)
    addImage(record.qImage)
    for (const [key, inner] of Object.entries(record))
      if (key !== 'q_partinfo' && key !== 'qImage') tableCells(inner, depth + 1)
  }

  for (const tab of result.lists_group ?? []) listItems(tab.lists)
  listItems(result.lists)
  const node = readNode(result.node)
  if (node) {
    // Every drawing (sheet) of the node, not only the one the answer is about.
    for (const drawing of node.drawings) addImage(drawing.qImage)
    for (const part of node.parts) addSection(part.q_partinfo)
  }
  for (const image of (result.images ?? []) as Array<Record<string, Json>>) addImage(image?.qImage)
  tableCells(result.tables)
  tableCells(result.serviceParts)
  tableCells(result.nodesBlockData)
  tableCells(result.modal)
  tableCells(result.partinfo)
  return { sections, images }
}
