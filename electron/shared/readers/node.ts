import { asArray, asNumber, asRecord, asShownText, asSize, asText, firstText, type Json } from './values'

/**
 * Reads `result.node` into what the node view, print, baskets, the offline saver and search use.
 * Nothing else reads raw node fields. It accepts every shape we know:
 * - the real service's (shared/spec/real-shapes.md): `name`, `images: [{qImage, width?, height?}]`,
 *   `image_index`, `hotspots` on the node, `parts`;
 * - the shape our first version stored in the offline mirror: `title` and a `scheme` object
 *   `{ qImage, width, height, hotspots }` — the mirror keeps raw answers, so these still open;
 * and anything in between. Missing or mistyped fields are left out, never thrown on.
 */

/** A callout box on a drawing, in the drawing's pixels. `key` is the hotspot id as text. */
export interface HotspotBox {
  key: string
  left: number
  top: number
  width: number
  height: number
}

/** One drawing (sheet) of a node. Sizes are absent when the service omits them. */
export interface Drawing {
  qImage: string
  width?: number
  height?: number
  /** The callouts of this drawing: empty for sheets the answer gives none for. */
  hotspots: HotspotBox[]
  /** Callouts past MAX_CALLOUTS, not drawn: the page says how many. */
  calloutsLeftOut?: number
}

/**
 * Callouts drawn on one drawing, at most. Real drawings mark a few dozen to a few hundred; each is
 * a button re-rendered as the pointer moves, and a hostile answer within the 8 MiB limit could
 * carry 150,000 of them and freeze the page.
 */
export const MAX_CALLOUTS = 2_000

/**
 * A part row. Texts are texts (the service sends `qty` as a string, some numbers as numbers),
 * without bidi controls: a part number reads as it copies.
 */
export interface Part {
  hotspotId?: string | number
  number?: string
  name?: string
  qty?: string
  note?: string
  q_partinfo?: string
  /** Fields without a column of their own; the table shows them generically. */
  [field: string]: unknown
}

export interface NodeReading {
  /** `name` ?? `title` ?? `code`: what the node is called. */
  title: string
  code?: string
  note?: string
  qGroup?: string
  drawings: Drawing[]
  /** Index into `drawings` of the one the answer is about (`image_index` ?? 0). */
  current: number
  parts: Part[]
  /** Equal across language switches and revalidations of the same node; different for another node. */
  identity: string
}

/** Hotspot ids come as numbers or strings; everything in the UI compares text. */
export function hotspotKey(id: unknown): string | null {
  const text = asText(id)
  return text === undefined ? null : text
}

function readHotspots(value: unknown): HotspotBox[] {
  const boxes: HotspotBox[] = []
  for (const item of asArray(value)) {
    const spot = asRecord(item)
    if (!spot) continue
    const key = hotspotKey(spot.hotspotId)
    const left = asNumber(spot.left)
    const top = asNumber(spot.top)
    const width = asSize(spot.width)
    const height = asSize(spot.height)
    if (key === null || left === undefined || top === undefined || width === undefined || height === undefined) continue
    boxes.push({ key, left, top, width, height })
  }
  return boxes
}

/** A drawing entry: `{ qImage, width?, height?, hotspots? }`, or just the pointer as a string. */
function readDrawing(value: unknown): (Omit<Drawing, 'hotspots'> & { own: HotspotBox[] | null }) | null {
  if (typeof value === 'string') return value ? { qImage: value, own: null } : null
  const entry = asRecord(value)
  const qImage = entry && typeof entry.qImage === 'string' && entry.qImage ? entry.qImage : null
  if (!entry || !qImage) return null
  const width = asSize(entry.width)
  const height = asSize(entry.height)
  return {
    qImage,
    ...(width !== undefined && height !== undefined ? { width, height } : {}),
    own: Array.isArray(entry.hotspots) ? readHotspots(entry.hotspots) : null
  }
}

function readDrawings(node: Json): { drawings: Drawing[]; current: number } {
  const fromImages = asArray(node.images).map(readDrawing)
  const listed = fromImages.filter((d): d is NonNullable<typeof d> => d !== null)
  // The first version's shape: one `scheme` carrying its own hotspots.
  const legacy = listed.length === 0 ? readDrawing(node.scheme) : null
  const raw = legacy ? [legacy] : listed
  const index = asNumber(node.image_index)
  const current = index !== undefined && Number.isInteger(index) && index >= 0 && index < raw.length ? index : 0
  const nodeHotspots = readHotspots(node.hotspots)
  const drawings = raw.map(({ own, ...drawing }, i) => {
    // A sheet's own list wins; the node's list belongs to the sheet the answer names.
    const hotspots = own ?? (i === current ? nodeHotspots : [])
    if (hotspots.length <= MAX_CALLOUTS) return { ...drawing, hotspots }
    return { ...drawing, hotspots: hotspots.slice(0, MAX_CALLOUTS), calloutsLeftOut: hotspots.length - MAX_CALLOUTS }
  })
  return { drawings, current }
}

const TEXT_FIELDS = ['number', 'name', 'qty', 'note'] as const

function readPart(value: unknown): Part | null {
  const raw = asRecord(value)
  if (!raw) return null
  const part: Part = { ...raw }
  for (const field of TEXT_FIELDS) {
    const text = asShownText(raw[field])
    if (text === undefined) delete part[field]
    else part[field] = text
  }
  const key = hotspotKey(raw.hotspotId)
  if (key === null) delete part.hotspotId
  else part.hotspotId = typeof raw.hotspotId === 'number' ? raw.hotspotId : key
  if (typeof raw.q_partinfo !== 'string' || !raw.q_partinfo) delete part.q_partinfo
  return part
}

export function readNode(value: unknown): NodeReading | null {
  const node = asRecord(value)
  if (!node) return null
  const code = firstText(node, 'code')
  const note = firstText(node, 'note')
  const qGroup = typeof node.qGroup === 'string' && node.qGroup ? node.qGroup : undefined
  const title = firstText(node, 'name', 'title') ?? code ?? ''
  const parts = asArray(node.parts)
    .map(readPart)
    .filter((part): part is Part => part !== null)
  return {
    title,
    ...(code !== undefined ? { code } : {}),
    ...(note !== undefined ? { note } : {}),
    ...(qGroup !== undefined ? { qGroup } : {}),
    ...readDrawings(node),
    parts,
    // The same node in another language keeps its zoom and selection: its title and its group's
    // pointer are both in that language (real-shapes.md: pointers embed the localized title), so
    // only the code tells it. Another node mounts a view of its own (the page clears the last).
    identity: code ?? ''
  }
}
