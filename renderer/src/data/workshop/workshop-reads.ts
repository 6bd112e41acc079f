import type { ImagePayload, PartsDeskApi, SectionResponse, VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import { workshopDocId, type WorkshopAnswerDoc, type WorkshopDoc } from '@shared/workshop'
import type { Stored } from '../db/mirror'
import {
  decodeSectionFullKey,
  imageFullKey,
  sectionFullKey,
  sha256Hex,
  vinFullKey,
  type SectionKeyParts
} from '../db/keys'

/**
 * The middle tier of reading (DESIGN.md, "Reading a section: three tiers"): after this
 * computer's mirror and before the catalog service, the workshop mirror, through main
 * (`workshop.read`, ~300 ms at most for a click, nothing at all while it is known to be down).
 *
 * Documents are asked for by the local mirror's own keys (db/keys.ts) and, as a local record is,
 * accepted only when the full key they carry is the one asked for: main has checked that the key
 * is the document's name and that the answer passes the same bounds as a service answer; the page
 * then reads and sanitizes it as it reads any answer. Any failure means "not there": the service
 * is asked next, as before.
 */
export interface WorkshopTier {
  readSection(parts: SectionKeyParts): Promise<Stored<SectionResponse> | null>
  readVin(origin: string, vin: string, lang: CatalogLanguage): Promise<Stored<VinResponse> | null>
  readImage(imageOrigin: string, qImage: string): Promise<(ImagePayload & { fetchedAt: number }) | null>
}

/** Whether a workshop mirror is set up (workshop-switch.ts): none means no call to main at all. */
export type WorkshopEnabled = () => boolean

function answerOf(doc: WorkshopDoc | undefined, fullKey: string): WorkshopAnswerDoc | null {
  return doc?.type === 'answer' && doc.fullKey === fullKey ? doc : null
}

export function createWorkshopReads(api: PartsDeskApi, enabled: WorkshopEnabled): WorkshopTier {
  const read = async (ids: string[]): Promise<WorkshopDoc[]> => {
    if (!enabled()) return []
    const result = await api.workshop.read({ ids, purpose: 'click' })
    return result.ok ? result.value.docs : []
  }

  const stored = <T>(doc: WorkshopAnswerDoc, q?: string): Stored<T> =>
    ({
      payload: { result: doc.result, fetchedAt: doc.fetchedAt } as T,
      fetchedAt: doc.fetchedAt,
      ...(q ? { q } : {})
    }) as Stored<T>

  return {
    async readSection(parts) {
      // A form's answer is one user's submission: it is neither pushed nor asked for.
      if (parts.form || !enabled()) return null
      const fullKey = sectionFullKey(parts)
      const key = await sha256Hex(fullKey)
      const docs = await read([workshopDocId('answer', key), workshopDocId('alias', key)])
      const own = answerOf(
        docs.find((doc) => doc.type === 'answer'),
        fullKey
      )
      if (own) return stored<SectionResponse>(own)
      // Another pointer of the same page (a crumb), as the local mirror's aliases (page-identity.ts).
      const alias = docs.find((doc) => doc.type === 'alias')
      if (alias?.type !== 'alias') return null
      const [target] = await read([workshopDocId('answer', alias.target)])
      if (target?.type !== 'answer') return null
      const page = decodeSectionFullKey(target.fullKey)
      const samePlace =
        page &&
        !page.form &&
        page.origin === parts.origin &&
        page.lang === parts.lang &&
        (page.catalog ?? null) === (parts.catalog ?? null) &&
        page.q !== parts.q
      // The target's own name was checked by main: its key is its full key's hash.
      return samePlace ? stored<SectionResponse>(target, page.q) : null
    },

    async readVin(origin, vin, lang) {
      if (!enabled()) return null
      const fullKey = vinFullKey(origin, vin, lang)
      const [doc] = await read([workshopDocId('answer', await sha256Hex(fullKey))])
      const own = answerOf(doc, fullKey)
      return own ? stored<VinResponse>(own) : null
    },

    async readImage(imageOrigin, qImage) {
      if (!enabled()) return null
      const fullKey = imageFullKey(imageOrigin, qImage)
      const result = await api.workshop.picture({ id: workshopDocId('image', await sha256Hex(fullKey)) })
      if (!result.ok || !result.value || result.value.fullKey !== fullKey) return null
      const { contentType, bytes, fetchedAt } = result.value
      return { contentType, bytes, fetchedAt }
    }
  }
}
