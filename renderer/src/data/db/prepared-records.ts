import type { ImagePayload } from '@shared/contract'
import { ownBytes } from './compression'
import { ownCrumbPointer, readResult } from '@shared/readers'
import { decodeSectionFullKey, sectionFullKey, sha256Hex } from './keys'
import { encodeAnswer, type Answer, type EncodedAnswer, type SharedContent } from './section-codec'

/**
 * Records made ready to store: compressed and hashed before any transaction opens, because an
 * IndexedDB transaction closes while the code awaits anything else (CompressionStream,
 * crypto.subtle). batch-write.ts then stores many of them in one transaction.
 */

export interface PreparedSection {
  table: 'sections'
  key: string
  fullKey: string
  kind: 'section' | 'vin'
  encoded: EncodedAnswer
  fetchedAt: number
  /** Stored bytes of the answer itself (the shared trail is content, counted once). */
  size: number
  /** Keys (hashed full keys) of other pointers this page answers to, learned from its crumbs. */
  aliases: string[]
}

export interface PreparedImage {
  table: 'images'
  key: string
  fullKey: string
  contentType: string
  content: SharedContent
  fetchedAt: number
  size: number
}

/** Files a picture that is already stored under one more vehicle, without fetching it again. */
export interface ImageReference {
  table: 'images'
  key: string
  reference: true
}

export type PreparedRecord = PreparedSection | PreparedImage | ImageReference

export async function prepareSection(
  fullKey: string,
  kind: 'section' | 'vin',
  answer: Answer,
  ownPointer?: string
): Promise<PreparedSection> {
  const [key, encoded, aliases] = await Promise.all([
    sha256Hex(fullKey),
    encodeAnswer(answer, ownPointer),
    kind === 'section' ? aliasKeys(fullKey, answer) : []
  ])
  return {
    table: 'sections',
    key,
    fullKey,
    kind,
    encoded,
    fetchedAt: answer.fetchedAt,
    size: encoded.data.byteLength,
    aliases
  }
}

/** The page's own crumb, when it is another pointer than the one it was asked with (page-identity.ts). */
async function aliasKeys(fullKey: string, answer: Answer): Promise<string[]> {
  const parts = decodeSectionFullKey(fullKey)
  if (!parts || parts.form) return []
  const crumb = ownCrumbPointer(readResult(answer.result))
  return crumb && crumb !== parts.q ? [await sha256Hex(sectionFullKey({ ...parts, q: crumb }))] : []
}

export async function prepareImage(fullKey: string, image: ImagePayload, fetchedAt: number): Promise<PreparedImage> {
  const bytes = ownBytes(image.bytes)
  const [key, hash] = await Promise.all([sha256Hex(fullKey), sha256Hex(bytes)])
  return {
    table: 'images',
    key,
    fullKey,
    contentType: image.contentType,
    content: { hash: `picture:${hash}`, bytes },
    fetchedAt,
    size: bytes.byteLength
  }
}

export async function imageReference(fullKey: string): Promise<ImageReference> {
  return { table: 'images', key: await sha256Hex(fullKey), reference: true }
}
