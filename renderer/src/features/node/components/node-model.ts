import { plainText } from '@shared/plain-text'
import { hotspotKey, type HotspotBox, type Part } from '@shared/readers'
import { normalizeNumber } from '../../../lib/part-number'
import { matchesQuery } from '../../../lib/text-match'

/**
 * Pure helpers behind the node view: everything that can be decided without the DOM lives here
 * so the components stay presentational and the rules are testable on their own. Reading the
 * node itself (title, drawings, callouts, parts) is shared/readers/node.ts's job.
 */

/** Part fields the table shows in its own columns (or uses for buttons); the rest are "extra". */
const KNOWN_PART_FIELDS: readonly string[] = ['hotspotId', 'number', 'name', 'qty', 'note', 'q_partinfo']

/** Row indexes per hotspot key, in table order (several parts often share one callout). */
export function rowsByHotspot(parts: readonly Part[]): Map<string, number[]> {
  const map = new Map<string, number[]>()
  parts.forEach((part, index) => {
    const key = hotspotKey(part.hotspotId)
    if (key === null) return
    const rows = map.get(key)
    if (rows) rows.push(index)
    else map.set(key, [index])
  })
  return map
}

/** Keys of fields the service sent on any part that have no column of their own, in first-seen order. */
export function extraPartFields(parts: readonly Part[]): string[] {
  const seen = new Set<string>()
  for (const part of parts) {
    for (const key of Object.keys(part)) {
      if (!KNOWN_PART_FIELDS.includes(key)) seen.add(key)
    }
  }
  return [...seen]
}

const LONG_TEXT = 80

/** A short, readable text for a value of unknown shape (long pointers are cut, not dropped). */
export function displayValue(value: unknown): string {
  const text = fullValue(value)
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text
}

/** The full text (bidi controls stripped), for a tooltip when displayValue had to cut it. */
function fullValue(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return plainText(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  try {
    return plainText(JSON.stringify(value) ?? String(value))
  } catch {
    return String(value)
  }
}

/**
 * Fields without a column of their own as "key: value" pairs: `text` for the cell, `full` (uncut)
 * for its tooltip. Keys come from the service too, so they are plain text like the values.
 */
export function partDetails(part: Part, extras: readonly string[]): { text: string; full: string } {
  const present = extras.filter((key) => part[key] !== undefined && part[key] !== null && part[key] !== '')
  return {
    text: present.map((key) => `${plainText(key)}: ${displayValue(part[key])}`).join(' · '),
    full: present.map((key) => `${plainText(key)}: ${fullValue(part[key])}`).join('\n')
  }
}

/**
 * Does the parts table match a filter text? Numbers are compared through the app's one
 * part-number normaliser (lib/part-number.ts), like offline search, where used and the supplier
 * look-up: spaces, dashes, dots, slashes, underscores and case do not count ("1k0-226" finds
 * "1K0 226 527"); names match like every other filter (case, accents, word by word).
 */
export function partMatches(part: Part, filter: string): boolean {
  const needle = filter.trim().toLowerCase()
  if (!needle) return true
  const compact = normalizeNumber(needle)
  const number = part.number ?? ''
  return (
    number.toLowerCase().includes(needle) ||
    (compact !== '' && normalizeNumber(number).includes(compact)) ||
    matchesQuery(filter, [part.name]) ||
    hotspotKey(part.hotspotId)?.toLowerCase() === needle
  )
}

/** Next selection after a click: plain click selects only this one (or clears it); Ctrl/Cmd toggles it in the set. */
export function nextSelection(current: readonly string[], key: string, additive: boolean): string[] {
  const has = current.includes(key)
  if (additive) return has ? current.filter((k) => k !== key) : [...current, key]
  return has && current.length === 1 ? [] : [key]
}

/** Enough boxes to tell how crowded a drawing is; beyond it, every nth is looked at. */
const SPACING_SAMPLE = 400

/**
 * How far apart a drawing's callouts usually are: the median distance from a box's centre to its
 * nearest neighbour's, in picture pixels (0 with fewer than two boxes). Numbers drawn at this
 * spacing times the zoom would sit on each other when it is smaller than they are.
 */
export function typicalSpacing(boxes: readonly HotspotBox[]): number {
  if (boxes.length < 2) return 0
  const step = Math.max(1, Math.ceil(boxes.length / SPACING_SAMPLE))
  const centres = boxes.map((b) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 }))
  const nearest: number[] = []
  for (let i = 0; i < centres.length; i += step) {
    let best = Infinity
    for (let j = 0; j < centres.length; j++) {
      if (j === i) continue
      const d = Math.hypot(centres[i].x - centres[j].x, centres[i].y - centres[j].y)
      if (d > 0 && d < best) best = d
    }
    if (best < Infinity) nearest.push(best)
  }
  nearest.sort((a, b) => a - b)
  return nearest[Math.floor(nearest.length / 2)] ?? 0
}
