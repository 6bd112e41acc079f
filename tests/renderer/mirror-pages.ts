import type { SectionResponse } from '@shared/contract'

/**
 * A page under the trail of list `list`: every page of a list shares its trail (content stored
 * once), and `noteLength` characters of noise stepped by `step` give each page its own size.
 */
export function pageUnderList(q: string, list: string, noteLength: number, step: number): SectionResponse {
  const note = Array.from({ length: noteLength }, (_, i) => String.fromCharCode(33 + ((i * step) % 94)))
  return {
    result: {
      bread_crumb: [
        { q: `vehicle-${list}`, title: 'Vehicle' },
        { q: `list-${list}`, title: `List ${list}` },
        { q, title: q }
      ],
      lists: [{ q: `${q}-next`, title: q, note: note.join('') }]
    },
    fetchedAt: 42
  }
}
