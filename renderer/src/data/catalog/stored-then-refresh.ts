import { isInfoError } from '@shared/catalog-info'
import type { Result } from '@shared/result'
import type { SectionRequest } from '@shared/contract'
import type { SectionKeyParts } from '../db/keys'
import { nextPaint } from '../../lib/after-paint'
import { InFlight } from '../../lib/in-flight'
import { timed } from '../../lib/timing'
import type { AccessOptions, SectionAnswer } from './catalog-access'
import {
  isUnreachable,
  notCached,
  sectionKey,
  sectionParts,
  type MirrorContext,
  type SectionIo,
  type StoredSectionRead
} from './mirror-io'
import type { ReadAheadForClicks } from './read-ahead'
import type { MirrorOrigins } from './service-origins'

type StoredSection = NonNullable<Awaited<StoredSectionRead>>

export interface StoredThenRefresh {
  /** A section as a page opens it: the stored copy at once and refreshed behind it, else the service. */
  section(where: MirrorOrigins, request: SectionRequest, options: AccessOptions): Promise<Result<SectionAnswer>>
  /** The stored copy as it is, else the service's answer once stored (MirroredAccess.ensure). */
  ensure(where: MirrorOrigins, request: SectionRequest, vin: string | undefined): Promise<Result<SectionAnswer>>
}

/**
 * Sections read mirror first:
 * - a stored copy is answered at once, then revalidated in the background once the page has
 *   painted it; a changed answer is stored and handed to `onRevalidated` so the view updates in place;
 * - with no copy, the service answers and every good answer is written through;
 * - with no copy and no service, the answer is `not-cached`;
 * - `info` errors and failures never enter the mirror (failures are Results, not data).
 * A click takes what was read ahead for it (`readAhead`) before reading or asking itself.
 */
export function createStoredThenRefresh(
  { repo, safely, background, workshop }: MirrorContext,
  io: SectionIo,
  readAhead: ReadAheadForClicks
): StoredThenRefresh {
  /** One revalidation per section at a time: opening it again meanwhile does not ask again. */
  const revalidating = new InFlight<string, void>()

  const readStored = async (key: string, parts: SectionKeyParts): StoredSectionRead =>
    // A copy read ahead is the answer. "None stored" is asked again: a save may have stored it since.
    (await readAhead.takeReadAhead(key)) ?? safely(() => repo.readSection(parts), null, 'reading a section')

  /**
   * Not stored here: the workshop mirror's copy, if it has one, is the stored copy — and is stored
   * here too (under the pointer it is filed under there), so the next open needs no network.
   */
  const fromWorkshop = async (parts: SectionKeyParts, vin: string | undefined): StoredSectionRead => {
    if (!workshop) return null
    const found = await safely(() => workshop.readSection(parts), null, 'reading the workshop mirror')
    if (found) background.track(io.store(found.q ? { ...parts, q: found.q } : parts, { ...found.payload }, vin))
    return found
  }

  const revalidate = async (
    key: string,
    request: SectionRequest,
    parts: SectionKeyParts,
    stored: StoredSection,
    options: AccessOptions
  ): Promise<void> => {
    // The stored copy is painted first. Asked at once, a service as near as the demo catalog
    // answers during the page's render, and reading and comparing a big node's answer then took
    // about 10 ms from the click to the painted node (bench/fleet.bench.ts, A/B in one run).
    await nextPaint()
    const fresh = await io.ask(key, request)
    if (!fresh.ok) {
      // Offline is the connection light's news; a failure of the service is this page's.
      if (!isUnreachable(fresh)) options.onRefreshFailed?.(fresh.error)
      return
    }
    if (isInfoError(fresh.value.result)) return
    // The same answer again is not written again: rewriting a big node on every open
    // (compressing it, replacing its record) queued the next open's read behind it.
    if (JSON.stringify(fresh.value.result) === JSON.stringify(stored.payload.result)) return
    // Found under another pointer of the page (a crumb): refreshed where it is stored, not copied.
    await io.store(stored.q ? { ...parts, q: stored.q } : parts, fresh.value, options.vin)
    options.onRevalidated?.({ ...fresh.value, source: 'network' })
  }

  return {
    async section(where, request, options) {
      const parts = sectionParts(where, request)
      const key = sectionKey(parts)
      if (!request.form) {
        const prefetched = await readAhead.takePrefetched(key)
        if (prefetched) return { ok: true, value: { ...prefetched, source: 'network' } }
      }
      const own = await timed('mirror-read', () => readStored(key, parts))
      const stored = own ?? (await fromWorkshop(parts, options.vin))

      if (stored) {
        background.track(revalidating.join(key, () => revalidate(key, request, parts, stored, options)))
        // The page says where the copy came from: the mechanic knows it is another workstation's.
        return { ok: true, value: { ...stored.payload, source: own ? 'mirror' : 'workshop' } }
      }

      // The click waits on the service itself: when it gives up (a newer click), so may the request.
      const result = await io.ask(key, request, options.signal)
      if (isUnreachable(result)) return notCached()
      if (!result.ok) return result
      readAhead.shownByClick(key, result.value)
      if (!isInfoError(result.value.result)) background.track(io.store(parts, result.value, options.vin))
      return { ok: true, value: { ...result.value, source: 'network' } }
    },

    async ensure(where, request, vin) {
      const parts = sectionParts(where, request)
      const stored =
        (await safely(() => repo.readSection(parts), null, 'reading a section')) ?? (await fromWorkshop(parts, vin))
      if (stored) return { ok: true, value: { ...stored.payload, source: 'mirror' } }
      const result = await io.ask(sectionKey(parts), request)
      if (isUnreachable(result)) return notCached()
      if (!result.ok) return result
      if (!isInfoError(result.value.result)) await io.store(parts, result.value, vin)
      return { ok: true, value: { ...result.value, source: 'network' } }
    }
  }
}
