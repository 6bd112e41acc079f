import type { CatalogResult } from '../catalog-schemas'
import { readNode } from './node'

/**
 * One page, several pointers (shared/spec/real-shapes.md, "Pointers, as the samples show them"):
 * a breadcrumb's pointer is not the pointer a list or tile used for the same page. Pointers are
 * never decoded or compared by content (spec 4.4 rule 1), so the only way to know that two of them
 * lead to one page is what the answers themselves say.
 *
 * An answer's breadcrumb trail runs from the vehicle down to the page itself: the last crumb names
 * this page, under the pointer every page below it will use for it. That crumb is learned as an
 * alias of the pointer the page was asked with, so a crumb followed later (offline too) opens
 * the page already stored. Learned only where the last crumb is surely the page itself:
 * - main groups (`lists_group`): the trail is the vehicle alone;
 * - a list of subgroups or nodes (`lists`): the trail ends at the current group;
 * - a node, when the last crumb carries the node's own name (a node's trail may end at its group).
 * Part information and other answers teach nothing: their trails may end anywhere.
 */
export function ownCrumbPointer(result: CatalogResult): string | undefined {
  const last = result.bread_crumb?.at(-1)
  if (!last?.q) return undefined
  if (result.lists_group || result.lists) return last.q
  if (result.node) {
    const node = readNode(result.node)
    const same = (a?: string, b?: string) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()
    if (node && (same(last.title, node.title) || same(last.title, node.code))) return last.q
  }
  return undefined
}
