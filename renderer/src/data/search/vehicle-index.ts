import MiniSearch, { type Options, type SearchResult } from 'minisearch'
import { normalizeNumber } from '../../lib/part-number'
import { queryTerms, searchTerms } from './search-text'
import type { SearchDocument, SearchKind } from './search-documents'

/** One result: what it is, where it opens, and the path shown with it. */
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
    return new VehicleIndex(MiniSearch.loadJSON(saved.index, OPTIONS), saved.sections, saved.next)
  }

  save(): SavedIndex {
    return {
      format: SAVED_INDEX_FORMAT,
      index: JSON.stringify(this.search),
      sections: [...this.filed].map(([pointer, { section, count }]) => [pointer, section, count]),
      next: this.next
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
    return [...byId.values()]
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((result) => hitOf(result, this.pointers))
  }
}

function hitOf(result: SearchResult, pointers: ReadonlyMap<number, string>): SearchHit {
  const stored = result as unknown as Stored & { score: number }
  return {
    id: stored.id,
    kind: stored.kind,
    title: stored.title,
    ...(stored.code ? { code: stored.code } : {}),
    ...(stored.number ? { number: stored.number } : {}),
    q: stored.q ?? pointers.get(sectionOf(stored.id)) ?? '',
    ...(stored.hotspotId ? { hotspotId: stored.hotspotId } : {}),
    path: stored.path ?? [],
    score: result.score
  }
}
