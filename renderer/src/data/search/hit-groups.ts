import { normalizeNumber } from '../../lib/part-number'

/** Where a hit opens: a section, and for a part its row there (callout) and the node's path. */
export interface HitPlace {
  q: string
  hotspotId?: string
  /** Titles from the main group down to the node: group › subgroup › node. */
  path: string[]
}

/** What grouping needs of a hit: its kind, its number, where it opens, and its own places so far. */
export interface GroupableHit extends HitPlace {
  kind: string
  number?: string
  places: HitPlace[]
}

/**
 * One hit per part number, best first, its nodes listed once each (issue 22: thirty suggestions
 * were one harness's rows, and Enter gave 96 parts for 2 numbers). A number is grouped however it
 * is spaced ("1K0 121 011 B" = "1K0121011B"); the best-scored row of a number gives the hit its
 * name and where it opens first. Parts without a number, groups and nodes stay hits of their own.
 *
 * `hits` come best first; so do the groups, in the order of their best row.
 */
export function groupByNumber<T extends GroupableHit>(hits: readonly T[]): T[] {
  const grouped: T[] = []
  const byNumber = new Map<string, T>()
  for (const hit of hits) {
    const key = hit.kind === 'part' && hit.number ? normalizeNumber(hit.number) : ''
    const group = key ? byNumber.get(key) : undefined
    if (!group) {
      const own = { ...hit, places: [...hit.places] }
      if (key) byNumber.set(key, own)
      grouped.push(own)
      continue
    }
    // Several rows of one node (the number at two callouts) are one place: its first callout.
    for (const place of hit.places) if (!group.places.some((seen) => seen.q === place.q)) group.places.push(place)
  }
  return grouped
}
