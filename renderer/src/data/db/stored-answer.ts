import { decodeSectionFullKey } from './keys'
import type { SectionRecord } from './schema'
import { decodeAnswer, type Answer } from './section-codec'

/** A stored answer read back: what the garage's index and offline search work from. */
export interface StoredAnswer {
  fullKey: string
  kind: SectionRecord['kind']
  fetchedAt: number
  payload: Answer
}

/**
 * The answer of a stored record, in either form: a version-2 record holds it as an object, a
 * version-3 one compressed (section-codec.ts), with its trail from the content table and its own
 * pointer from the full key. Rejects when the record is damaged or its trail is missing.
 */
export async function decodeStoredAnswer(
  record: SectionRecord,
  trail: Uint8Array | undefined,
  ownPointer = record.kind === 'section' ? decodeSectionFullKey(record.fullKey)?.q : undefined
): Promise<Answer> {
  if (record.payload) return record.payload
  if (!record.data) throw new Error('a stored answer has no content')
  if (record.trail && !trail) throw new Error('the breadcrumb trail of a stored answer is missing')
  return decodeAnswer({ data: record.data, self: record.self }, ownPointer, trail)
}

/** How many records decompress at once: bounds the streams alive, not the work. */
const AT_ONCE = 32

/**
 * Many records read back (a vehicle's whole index). A record that cannot be decoded is left out,
 * as if it were not stored, rather than take the whole index with it.
 */
export async function decodeStoredAnswers(
  records: readonly SectionRecord[],
  trails: ReadonlyMap<string, Uint8Array | undefined>
): Promise<StoredAnswer[]> {
  const out: StoredAnswer[] = []
  for (let start = 0; start < records.length; start += AT_ONCE) {
    const slice = records.slice(start, start + AT_ONCE)
    const decoded = await Promise.all(
      slice.map((record) =>
        decodeStoredAnswer(record, record.trail ? trails.get(record.trail) : undefined).then(
          (payload): StoredAnswer => ({
            fullKey: record.fullKey,
            kind: record.kind,
            fetchedAt: record.fetchedAt,
            payload
          }),
          () => null
        )
      )
    )
    for (const answer of decoded) if (answer) out.push(answer)
  }
  return out
}
