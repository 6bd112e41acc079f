import MiniSearch, { type Options, type SearchResult } from 'minisearch'
import { normalizeNumber, queryTerms, searchTerms } from './search-text'
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

/** The persisted form: MiniSearch's own JSON plus which documents each section brought. */
export interface SavedIndex {
  format: 1
  index: string
  sources: Record<string, string[]>
}

type Stored = Omit<SearchDocument, 'id' | 'numberKey' | 'source'> & { source: string }

const FIELDS = ['title', 'code', 'numberKey'] as const
/** Numbers and codes are one term each, in their typed-any-way form; titles are words. */
const KEYED = new Set<string>(['code', 'numberKey'])

const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: ['source', 'kind', 'title', 'code', 'number', 'q', 'hotspotId', 'path'],
  tokenize: (text, field) => (field && KEYED.has(field) ? [normalizeNumber(text)] : searchTerms(text)),
  processTerm: (term) => term.toLowerCase()
}

/** Titles of groups and nodes count a little more than part names: a mechanic looks for the diagram. */
const boostKind = (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored?.kind === 'part' ? 1 : 1.5)

/**
 * The search index of one vehicle in one language (MiniSearch), built incrementally: each stored
 * section replaces what it brought before. Queries find titles word by word (prefix, tolerant of
 * one typo in longer words, every word must match) and part numbers and codes however they are
 * typed ("1K0 615 301" = "1k0-615301"), best first.
 */
export class VehicleIndex {
  private readonly sources: Map<string, string[]>

  private constructor(
    private readonly search: MiniSearch<SearchDocument>,
    sources: Record<string, string[]> = {}
  ) {
    this.sources = new Map(Object.entries(sources))
  }

  static empty(): VehicleIndex {
    return new VehicleIndex(new MiniSearch(OPTIONS))
  }

  static load(saved: SavedIndex): VehicleIndex {
    return new VehicleIndex(MiniSearch.loadJSON(saved.index, OPTIONS), saved.sources)
  }

  save(): SavedIndex {
    return { format: 1, index: JSON.stringify(this.search), sources: Object.fromEntries(this.sources) }
  }

  /** How many sections have documents in the index. */
  get sections(): number {
    return this.sources.size
  }

  /** The section `source` now brings `docs` (all of them from that section). */
  replace(source: string, docs: readonly SearchDocument[]): void {
    for (const id of this.sources.get(source) ?? []) this.search.discard(id)
    this.search.addAll(docs)
    this.sources.set(
      source,
      docs.map((doc) => doc.id)
    )
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
      .map((result) => hitOf(result))
  }
}

function hitOf(result: SearchResult): SearchHit {
  const stored = result as unknown as Stored & { id: string; score: number }
  return {
    id: stored.id,
    kind: stored.kind,
    title: stored.title,
    ...(stored.code ? { code: stored.code } : {}),
    ...(stored.number ? { number: stored.number } : {}),
    q: stored.q,
    ...(stored.hotspotId ? { hotspotId: stored.hotspotId } : {}),
    path: stored.path ?? [],
    score: result.score
  }
}
