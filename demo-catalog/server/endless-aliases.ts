import { canonicalSection } from '../catalog/targets'
import { PointerCodec, type PointerDecode } from '../pointers'
import type { FaultRule } from '../types'
import type { DemoState } from './state'

// The `endless-aliases` fault (issue 20): every list answer's rows lead back to the list itself,
// each row under a pointer minted for this answer alone ("v|S|g.s|alias-N", another name for the
// page, like the `|crumb` names of targets.ts). Opening any row answers the same list again, with
// new pointers again: a tree with no bottom whose pointers never repeat. With `renumber`, each
// answer's rows also carry a serial in their code, so the lists do not even read the same twice.
//
// Alias pointers are real pointers (the codec's keys, format and generation), remembered here
// only for a while: at most ALIASES_KEPT, then the oldest answer as stale.

const ALIAS_TAIL = '|alias-'
const ALIASES_KEPT = 20_000

interface AliasBook {
  /** Mints with the server's keys; renewed now and then so its own cache stays small. */
  codec: PointerCodec
  minted: number
  serial: number
  /** alias pointer → the page it names (canonical section target) and the generation it was minted in */
  names: Map<string, { section: string; generation: number }>
}

const books = new WeakMap<DemoState, AliasBook>()

function bookOf(state: DemoState): AliasBook {
  let book = books.get(state)
  if (!book) {
    book = { codec: codecFor(state), minted: 0, serial: 0, names: new Map() }
    books.set(state, book)
  }
  return book
}

function codecFor(state: DemoState): PointerCodec {
  const codec = new PointerCodec(state.model.seed)
  while (codec.currentGeneration < state.codec.currentGeneration) codec.rotate()
  return codec
}

function mint(state: DemoState, book: AliasBook, section: string): string {
  if (book.minted >= ALIASES_KEPT || book.codec.currentGeneration !== state.codec.currentGeneration) {
    book.codec = codecFor(state)
    book.minted = 0
  }
  const pointer = book.codec.encode(`${section}${ALIAS_TAIL}${++book.serial}`)
  book.minted++
  book.names.set(pointer, { section, generation: state.codec.currentGeneration })
  if (book.names.size > ALIASES_KEPT) book.names.delete(book.names.keys().next().value!)
  return pointer
}

/**
 * /api/q's pointer decoding: an alias names its list's page (one render, one cache entry);
 * any other pointer goes to the codec. Aliases from an older generation are stale, as all pointers.
 */
export function decodeSectionPointer(state: DemoState, pointer: string | null): PointerDecode {
  const alias = pointer ? books.get(state)?.names.get(pointer) : undefined
  if (!alias) return state.codec.decode(pointer)
  return alias.generation === state.codec.currentGeneration
    ? { ok: true, target: alias.section }
    : { ok: false, reason: 'stale' }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The body rewrite for one /api/q answer: list rows (result.lists) point at fresh aliases of the
 * page asked for. Other answers (main groups, nodes, pictures, errors) pass as they are.
 */
export function endlessAliases(state: DemoState, url: URL, rule: FaultRule): (body: string) => string {
  return (body) => {
    const asked = decodeSectionPointer(state, url.searchParams.get('q'))
    if (!asked.ok) return body
    let answer: Json
    try {
      answer = JSON.parse(body) as Json
    } catch {
      return body
    }
    const result = isObject(answer) ? answer.result : undefined
    const lists = isObject(result) ? result.lists : undefined
    if (!Array.isArray(lists)) return body
    const book = bookOf(state)
    const section = canonicalSection(asked.target)
    const serial = ++book.serial
    for (const row of lists) {
      if (!isObject(row) || typeof row.q !== 'string') continue
      row.q = mint(state, book, section)
      if (rule.renumber) row.code = `${typeof row.code === 'string' ? row.code : ''}~${serial}`
    }
    return JSON.stringify(answer)
  }
}
