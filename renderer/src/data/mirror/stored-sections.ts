import type { CatalogResult } from '@shared/catalog-schemas'
import { readNode, readResult } from '@shared/readers'
import type { SectionResponse } from '@shared/contract'
import { decodeSectionFullKey } from '../db/keys'
import type { StoredAnswer } from '../db/stored-answer'

/** One stored section as the garage shows it and as offline search reads it. */
export interface StoredSection {
  q: string
  catalog?: string
  lang: string
  kind: 'groups' | 'list' | 'node' | 'other'
  code?: string
  title: string
  /** Breadcrumb titles above it, for telling apart lists with the same name. */
  path: string[]
  fetchedAt: number
  result: CatalogResult
}

/**
 * Reads a stored record back into a page the app can open: the pointer, catalog and language come
 * from the full key (see db/keys.ts), which the mirror keeps next to its hash exactly for this.
 * Form answers (filtered views) and VIN lookups are left out: they are not pages of their own.
 */
export function describeStored(record: StoredAnswer): StoredSection | null {
  if (record.kind !== 'section') return null
  const key = decodeSectionFullKey(record.fullKey)
  if (!key || key.form) return null
  const raw = (record.payload as SectionResponse | undefined)?.result
  if (!raw) return null
  const result = readResult(raw)
  if (result.info?.type === 'error') return null
  const crumbs = (result.bread_crumb ?? []).map((crumb) => crumb.title ?? '').filter(Boolean)
  const base = {
    q: key.q,
    ...(key.catalog ? { catalog: key.catalog } : {}),
    lang: key.lang,
    fetchedAt: record.fetchedAt,
    result
  }
  const node = readNode(result.node)
  if (node) {
    return {
      ...base,
      kind: 'node',
      ...(node.code ? { code: node.code } : {}),
      title: node.title,
      // The service's crumbs may end with the node itself.
      path: crumbs.at(-1) === node.title ? crumbs.slice(0, -1) : crumbs
    }
  }
  if (result.lists_group) return { ...base, kind: 'groups', title: '', path: [] }
  if (result.lists) return { ...base, kind: 'list', title: crumbs.at(-1) ?? '', path: crumbs.slice(0, -1) }
  return { ...base, kind: 'other', title: crumbs.at(-1) ?? '', path: crumbs.slice(0, -1) }
}

const KIND_ORDER: Record<StoredSection['kind'], number> = { groups: 0, list: 1, node: 2, other: 3 }

/** The pages of one vehicle in one language, in catalog order: main groups, lists, nodes by code. */
export function storedPages(records: readonly StoredAnswer[], lang: string): StoredSection[] {
  return records
    .map(describeStored)
    .filter((page): page is StoredSection => page !== null && page.lang === lang && page.kind !== 'other')
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.code ?? a.title).localeCompare(b.code ?? b.title, undefined, { numeric: true })
    )
}
