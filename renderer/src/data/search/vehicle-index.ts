import MiniSearch, { type Options, type SearchResult } from 'minisearch'
import { normalizeNumber } from '../../lib/part-number'
import { groupByNumber, type HitPlace } from './hit-groups'
import { queryTerms, searchTerms } from './search-text'
import type { SearchDocument, SearchKind } from './search-documents'

export type { HitPlace }

/**
 * One result: what it is, where it opens, and the path shown with it. A part number is one hit
 * however many nodes list it: `places` are those nodes (the first is where `q` opens), each once.
 */
export interface SearchHit {
  id: string
  kind: SearchKind
  title: string
  code?: string
  number?: string
  q: string
  hotspotId?: string
  path: string[]
  score: number
  places: HitPlace[]
}

/**
 * The persisted form: MiniSearch's own JSON, and each section's pointer once with the number its
 * documents are filed under. Format 1 repeated the section's pointer (1–2 KB of encrypted text in
 * the real service) in every document's id, source and pointer: 25 MB of JSON for the demo's
 * largest vehicle, written back whole while it was being saved. Indexes of format 1 were never
 * released; one found starts again empty, as an unreadable one does.
 */
export interface SavedIndex {
  format: 2
  index: string
  /** [section pointer, its number, how many documents it brought] */
  sections: Array<[string, number, number]>
  next: number
  /** Whether the vehicle's lists were walked into this index (absent in indexes saved before it was kept). */
  walk?: WalkNote
}

/**
 * How the walk of a vehicle's lists ended in this language, or that it was not made: a first visit
 * walks them once (issue 22), and this is what makes the next visit not the first. A walk that
 * failed or was interrupted leaves no note, so the next visit tries again (stored lists cost no request).
 */
export interface WalkNote {
  /** `skipped`: read-ahead was off at the first visit, so the walk is left to the button. */
  state: 'done' | 'capped' | 'cancelled' | 'skipped'
  at: number
}

export const SAVED_INDEX_FORMAT = 2

/** What MiniSearch holds: the document, its short id, and `q` only where it is not its section. */
interface IndexedDocument extends Omit<SearchDocument, 'q'> {
  id: string
  q?: string
}

type Stored = Omit<IndexedDocument, 'numberKey'>

const FIELDS = ['title', 'code', 'numberKey'] as const
/** Numbers and codes are one term each, in their typed-any-way form; titles are words. */
const KEYED = new Set<string>(['code', 'numberKey'])

const OPTIONS: Options<IndexedDocument> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: ['kind', 'title', 'code', 'number', 'q', 'hotspotId', 'path'],
  tokenize: (text, field) => (field && KEYED.has(field) ? [normalizeNumber(text)] : searchTerms(text)),
  processTerm: (term) => term.toLowerCase()
}

/** Titles of groups and nodes count a little more than part names: a mechanic looks for the diagram. */
const boostKind = (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored?.kind === 'part' ? 1 : 1.5)

/** A document's id: the number of the section that brought it, and its place there. */
const idOf = (section: number, position: number) => `${section.toString(36)}.${position.toString(36)}`
const sectionOf = (id: string) => parseInt(id.slice(0, id.indexOf('.')), 36)

/**
 * The search index of one vehicle in one language (MiniSearch), built incrementally: each stored
 * section replaces what it brought before. Queries find titles word by word (prefix, tolerant of
 * one typo in longer words, every word must match) and part numbers and codes however they are
 * typed ("1K0 615 301" = "1k0-615301"), best first.
 */
export class VehicleIndex {
  /** Section pointer → the number its documents are filed under, and how many there are. */
  private readonly filed = new Map<string, { section: number; count: number }>()
  /** Section number → its pointer (where a part's hit opens). */
  private readonly pointers = new Map<number, string>()

  /** The walk of the vehicle's lists into this index, when one ended or was left to the button. */
  walk: WalkNote | null = null

  private constructor(
    private readonly search: MiniSearch<IndexedDocument>,
    sections: SavedIndex['sections'] = [],
    private next = 0
  ) {
    for (const [pointer, section, count] of sections) {
      this.filed.set(pointer, { section, count })
      this.pointers.set(section, pointer)
    }
  }

  static empty(): VehicleIndex {
    return new VehicleIndex(new MiniSearch(OPTIONS))
  }

  static load(saved: SavedIndex): VehicleIndex {
    const index = new VehicleIndex(MiniSearch.loadJSON(saved.index, OPTIONS), saved.sections, saved.next)
    index.walk = saved.walk ?? null
    return index
  }

  save(): SavedIndex {
    return {
      format: SAVED_INDEX_FORMAT,
      index: JSON.stringify(this.search),
      sections: [...this.filed].map(([pointer, { section, count }]) => [pointer, section, count]),
      next: this.next,
      ...(this.walk ? { walk: this.walk } : {})
    }
  }

  /** How many sections have documents in the index. */
  get sections(): number {
    return this.filed.size
  }

  /** The section `source` now brings `docs` (all of them from that section). */
  replace(source: string, docs: readonly SearchDocument[]): void {
    const old = this.filed.get(source)
    if (old) {
      for (let position = 0; position < old.count; position++) this.search.discard(idOf(old.section, position))
      this.pointers.delete(old.section)
    }
    const section = this.next++
    this.search.addAll(
      docs.map(({ q, ...doc }, position) => ({
        ...doc,
        id: idOf(section, position),
        ...(q === source ? {} : { q })
      }))
    )
    this.filed.set(source, { section, count: docs.length })
    this.pointers.set(section, source)
  }

  /** Best first, `limit` hits after grouping: one per part number, its nodes in `places`. */
  find(query: string, limit = 50): SearchHit[] {
    const byId = new Map<string, SearchResult>()
    const keep = (results: SearchResult[], weight: number) => {
      for (const result of results) {
        const score = result.score * weight
        const seen = byId.get(result.id as string)
        if (!seen || seen.score < score) byId.set(result.id as string, { ...result, score })
      }
    }
    const words = queryTerms(query)
    if (words.length && words.join('').length >= 2) {
      keep(
        this.search.search(words.join(' '), {
          fields: ['title'],
          tokenize: (text) => text.split(' '),
          prefix: true,
          fuzzy: (term) => (term.length >= 5 ? 1 : false),
          maxFuzzy: 1,
          combineWith: 'AND',
          boostDocument: boostKind
        }),
        1
      )
    }
    const key = normalizeNumber(query)
    if (key.length >= 2) {
      // An exact number or code is what was meant; a prefix of one comes next.
      keep(this.search.search(key, { fields: ['numberKey', 'code'], tokenize: (text) => [text], prefix: true }), 2)
      keep(this.search.search(key, { fields: ['numberKey', 'code'], tokenize: (text) => [text] }), 4)
    }
    const ranked = [...byId.values()].sort((a, b) => b.score - a.score).map((result) => hitOf(result, this.pointers))
    return groupByNumber(ranked).slice(0, limit)
  }
}

function hitOf(result: SearchResult, pointers: ReadonlyMap<number, string>): SearchHit {
  const stored = result as unknown as Stored & { score: number }
  const place: HitPlace = {
    q: stored.q ?? pointers.get(sectionOf(stored.id)) ?? '',
    ...(stored.hotspotId ? { hotspotId: stored.hotspotId } : {}),
    path: stored.path ?? []
  }
  return {
    id: stored.id,
    kind: stored.kind,
    title: stored.title,
    ...(stored.code ? { code: stored.code } : {}),
    ...(stored.number ? { number: stored.number } : {}),
    ...place,
    score: result.score,
    places: [place]
  }
}
