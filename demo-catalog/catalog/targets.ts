// Plain-text targets that pointers encrypt. Only the server ever sees these.
// Sections: "v|M", "v|G|g", "v|S|g.s", "v|N|g.s.n", "v|P|g.s.n|row".
// Images:   "v|IS|g.s.n" (a node's first drawing), "v|IS|g.s.n|sheet" (its further drawings, sheet ≥ 1),
//           "v|IT|g.s.n-ish id" (160×120 thumbnail), "v|IP|w|h|key" (photo).
// The first drawing keeps the sheet-less form so its pointer is the one clients have cached.
// Crumbs:   any section target + "|crumb" (see crumbTarget): a second name for the same page.

export type SectionTarget =
  | { kind: 'M'; v: number }
  | { kind: 'G'; v: number; id: string }
  | { kind: 'S'; v: number; id: string }
  | { kind: 'N'; v: number; id: string }
  | { kind: 'P'; v: number; id: string; row: number }

export type ImageTarget =
  | { kind: 'IS'; v: number; id: string; sheet: number }
  | { kind: 'IT'; v: number; id: string }
  | { kind: 'IP'; v: number; width: number; height: number; key: string }

export const THUMB_W = 160
export const THUMB_H = 120

export const target = {
  main: (v: number) => `${v}|M`,
  group: (v: number, id: string) => `${v}|G|${id}`,
  sub: (v: number, id: string) => `${v}|S|${id}`,
  node: (v: number, id: string) => `${v}|N|${id}`,
  part: (v: number, id: string, row: number) => `${v}|P|${id}|${row}`,
  scheme: (v: number, id: string, sheet = 0) => (sheet === 0 ? `${v}|IS|${id}` : `${v}|IS|${id}|${sheet}`),
  thumb: (v: number, id: string) => `${v}|IT|${id}`,
  photo: (v: number, width: number, height: number, key: string) => `${v}|IP|${width}|${height}|${key}`
}

/**
 * The real service's breadcrumb pointer for a page is never the pointer its list or tile used
 * (real-shapes.md, "One page, several pointers"). Crumbs therefore point at this variant of the
 * target: another pointer string, the same page.
 */
const CRUMB_TAIL = '|crumb'

export function crumbTarget(section: string): string {
  return section + CRUMB_TAIL
}

/** The section a target names, whichever of its names (list or crumb) the pointer carried. */
export function canonicalSection(text: string): string {
  return text.endsWith(CRUMB_TAIL) ? text.slice(0, -CRUMB_TAIL.length) : text
}

export function parseSection(text: string): SectionTarget | undefined {
  const [vs, kind, id, row] = text.split('|')
  const v = Number(vs)
  if (!Number.isInteger(v)) return undefined
  switch (kind) {
    case 'M':
      return { kind, v }
    case 'G':
    case 'S':
    case 'N':
      return id === undefined ? undefined : { kind, v, id }
    case 'P':
      return id === undefined || row === undefined ? undefined : { kind, v, id, row: Number(row) }
    default:
      return undefined
  }
}

export function parseImage(text: string): ImageTarget | undefined {
  const parts = text.split('|')
  const v = Number(parts[0])
  if (!Number.isInteger(v)) return undefined
  if (parts[1] === 'IS' && parts[2] !== undefined) {
    if (parts.length === 3) return { kind: 'IS', v, id: parts[2], sheet: 0 }
    const sheet = Number(parts[3])
    // only the canonical form: "|0" or "|01" would be a second name for the same picture
    if (parts.length === 4 && Number.isInteger(sheet) && sheet >= 1 && String(sheet) === parts[3])
      return { kind: 'IS', v, id: parts[2], sheet }
    return undefined
  }
  if (parts[1] === 'IT' && parts[2] !== undefined) return { kind: 'IT', v, id: parts[2] }
  if (parts[1] === 'IP' && parts.length >= 5) {
    return { kind: 'IP', v, width: Number(parts[2]), height: Number(parts[3]), key: parts.slice(4).join('|') }
  }
  return undefined
}
