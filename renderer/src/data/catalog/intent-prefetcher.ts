import type { CatalogLanguage } from '@shared/languages'
import { readNode } from '@shared/readers'
import type { Result } from '@shared/result'
import type { SectionAnswer } from './catalog-access'
import type { ImageUrlCache } from './image-urls'
import type { PrefetchOptions, SectionGet } from './mirrored-access'
import { PREFETCHES_PER_MINUTE, SlidingWindowCap } from './polite-prefetch'

/** A section the user is about to open: a plain GET, never a form. */
export interface PrefetchTarget {
  q: string
  catalog?: string
  lang: CatalogLanguage
  vin?: string
}

/**
 * Fetches a section into the mirror unless it is stored (or lately failed); null when nothing was
 * asked. `mayAsk` is called right before a request would be spent: false drops the prefetch.
 */
export type PrefetchSection = (request: SectionGet, options: PrefetchOptions) => Promise<Result<SectionAnswer> | null>

export interface PrefetcherOptions {
  prefetch: PrefetchSection
  /** The node's drawing goes through the same object-URL cache the node view uses. */
  images: Pick<ImageUrlCache, 'acquire'>
  /**
   * How long the pointer rests (or focus stays) before a request is spent. Short enough that the
   * request is on its way well before a click; long enough that sweeping the pointer across a
   * list asks for nothing.
   */
  dwellMs?: number
  /** Decodes a picture ahead of its first paint; absent where there is no DOM (unit tests). */
  decode?: (url: string) => Promise<void>
  /** Starts reading a stored section as its link is reached or pressed (MirroredAccess.warm). */
  warm?: (request: SectionGet) => void
  /** Section requests spent ahead per minute at most (a sliding window); over it, prefetches are dropped. */
  perMinute?: number
}

interface Intent {
  key: string
  target: PrefetchTarget
  timer: ReturnType<typeof setTimeout> | null
  cancelled: boolean
}

export const PREFETCH_DWELL_MS = 50

const keyOf = (target: PrefetchTarget) => JSON.stringify([target.vin, target.catalog, target.q, target.lang])

/** The browser's decoder, so the node view's first frame finds the picture decoded. */
export async function decodePicture(url: string): Promise<void> {
  const img = new Image()
  img.src = url
  await img.decode()
}

/**
 * Prefetch on intent: when the pointer rests on a catalog link or keyboard focus reaches it, the
 * section behind it is fetched into the mirror in the background, and for a node its drawing
 * too, so the click finds both at hand.
 *
 * - One at a time: a new intent waits until the request before it has settled (a request already
 *   sent cannot be taken back, and the service is not asked twice at once on our behalf).
 * - Cancelled when the pointer leaves or focus moves on: an intent still resting is dropped, one
 *   whose section is on its way stops before its drawing is asked for. A click follows it instead.
 * - Stored sections cost nothing (the mirror is asked first); forms are never prefetched.
 * - Requests go through main like any other, so they are in the service's request log.
 * - Polite to a service that bills or limits per request: at most `perMinute` section requests a
 *   minute (sliding window), an intent over the cap dropped rather than queued; and a section
 *   whose prefetch failed or could not be stored is not asked ahead again for 10 minutes (the
 *   mirror remembers it, MirroredAccess.prefetch). A click is never held back by either.
 */
export class IntentPrefetcher {
  private wanted: Intent | null = null
  private running: Promise<void> = Promise.resolve()
  private readonly dwellMs: number
  private readonly decode: ((url: string) => Promise<void>) | undefined
  private readonly cap: SlidingWindowCap

  constructor(private readonly options: PrefetcherOptions) {
    this.dwellMs = options.dwellMs ?? PREFETCH_DWELL_MS
    this.decode = options.decode
    this.cap = new SlidingWindowCap(options.perMinute ?? PREFETCHES_PER_MINUTE, 60_000)
  }

  /**
   * The pointer is on a link to `target`, or focus reached it. Its stored copy is read at once: a
   * read costs no request, and a click's own read waits behind the frame Chromium draws for the
   * click (about 10 ms), so a read started now is what makes a quick click, or a touchpad's tap,
   * find the section at hand. Unless `prefetch` is off, a section not stored is asked for once
   * the pointer has rested.
   */
  intend(target: PrefetchTarget, prefetch = true): void {
    this.warm(target)
    if (!prefetch) return
    const key = keyOf(target)
    if (this.wanted?.key === key) return
    this.cancel()
    const intent: Intent = { key, target, timer: null, cancelled: false }
    intent.timer = setTimeout(() => this.start(intent), this.dwellMs)
    this.wanted = intent
  }

  /** The pointer left the link to `target`, or focus moved on. */
  leave(target: PrefetchTarget): void {
    if (this.wanted?.key === keyOf(target)) this.cancel()
  }

  /**
   * The link to `target` is being opened (pressed, or clicked from the keyboard). Its stored copy
   * is read at once, ahead of the router. Unless `prefetch` is off, the page it opens needs the
   * section and, for a node, its drawing: an intent for it goes on even as the link leaves the
   * page, one still resting starts now, and a link pressed without a rest (the pointer was already
   * on it) starts one. The drawing is then asked for as soon as the section's answer is here, not
   * once the node view has rendered: the same request, sooner.
   */
  follow(target: PrefetchTarget, prefetch = true): void {
    this.warm(target)
    if (!prefetch) return
    const key = keyOf(target)
    const intent = this.wanted?.key === key ? this.wanted : null
    if (!intent) return this.start({ key, target, timer: null, cancelled: false })
    this.wanted = null
    if (intent.timer) {
      clearTimeout(intent.timer)
      this.start(intent)
    }
  }

  /** Drops the current intent (the page changed, the setting was switched off). */
  cancel(): void {
    const intent = this.wanted
    if (!intent) return
    if (intent.timer) clearTimeout(intent.timer)
    intent.cancelled = true
    this.wanted = null
  }

  /** Settles once every prefetch started so far has finished. */
  whenIdle(): Promise<void> {
    return this.running
  }

  private warm({ q, catalog, lang }: PrefetchTarget): void {
    this.options.warm?.({ q, lang, ...(catalog ? { catalog } : {}) })
  }

  private start(intent: Intent): void {
    intent.timer = null
    const previous = this.running
    const run = previous.then(() => (intent.cancelled ? undefined : this.fetch(intent)))
    this.running = run.catch(() => undefined)
  }

  private async fetch(intent: Intent): Promise<void> {
    const { q, catalog, lang, vin } = intent.target
    // Counted only when a request is about to be spent: a stored section costs nothing.
    const mayAsk = () => this.cap.take()
    const answer = await this.options.prefetch(
      { q, lang, ...(catalog ? { catalog } : {}), priority: 'prefetch' },
      vin ? { vin, mayAsk } : { mayAsk }
    )
    if (!answer?.ok || intent.cancelled) return
    const node = readNode(answer.value.result.node)
    const drawing = node?.drawings[node.current]
    if (!drawing) return
    const handle = this.options.images.acquire(drawing.qImage, vin)
    try {
      const loaded = await handle.loaded
      if ('url' in loaded && this.decode && !intent.cancelled) await this.decode(loaded.url).catch(() => undefined)
    } finally {
      // The cache keeps the picture for its grace period: long enough for the click that follows.
      handle.release()
    }
  }
}
