import type { AppError } from '@shared/result'
import { mark, timed } from '../../lib/timing'
import type { CatalogAccess } from './catalog-access'

export type LoadedImage = { url: string } | { error: AppError }

/** One holder's claim on a picture; `release()` is idempotent. */
export interface ImageHandle {
  loaded: Promise<LoadedImage>
  /** What `loaded` settled with, once it has: a picture already at hand is shown without a wait. */
  readonly settled?: LoadedImage | null
  release(): void
}

interface Entry {
  loaded: Promise<LoadedImage>
  settled: LoadedImage | null
  users: number
  failed: boolean
  releaseTimer: ReturnType<typeof setTimeout> | null
}

/**
 * Object URLs for catalog images, shared by every component that shows the same picture and
 * revoked when none shows it any more. The short grace period keeps a thumbnail alive while a
 * list re-renders (filtering, language switch) instead of fetching it again.
 *
 * Handles are bound to the entry they were given, so a holder of a failed load can never
 * release somebody else's later, successful one. Failures are not reused: the next acquire
 * (a retry, another component) loads again.
 */
export class ImageUrlCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly access: CatalogAccess,
    private readonly graceMs = 5_000
  ) {}

  /** `vin`: the vehicle the picture is shown for, so the mirror files it under that vehicle. */
  acquire(qImage: string, vin?: string): ImageHandle {
    let entry = this.entries.get(qImage)
    if (!entry || entry.failed) {
      const fresh: Entry = {
        loaded: Promise.resolve({ url: '' }),
        settled: null,
        users: 0,
        failed: false,
        releaseTimer: null
      }
      fresh.loaded = this.load(qImage, fresh, vin).then((loaded) => (fresh.settled = loaded))
      this.entries.set(qImage, fresh)
      entry = fresh
    }
    if (entry.releaseTimer) clearTimeout(entry.releaseTimer)
    entry.releaseTimer = null
    entry.users++
    const held = entry
    let released = false
    return {
      loaded: held.loaded,
      get settled() {
        return held.settled
      },
      release: () => {
        if (released) return
        released = true
        this.release(qImage, held)
      }
    }
  }

  /** How many pictures currently hold an object URL (tests check nothing leaks). */
  get size(): number {
    return this.entries.size
  }

  private release(qImage: string, entry: Entry): void {
    if (--entry.users > 0) return
    if (entry.failed) {
      if (this.entries.get(qImage) === entry) this.entries.delete(qImage)
      return
    }
    entry.releaseTimer = setTimeout(() => this.drop(qImage, entry), this.graceMs)
  }

  private drop(qImage: string, entry: Entry): void {
    if (entry.users > 0) return
    if (this.entries.get(qImage) === entry) this.entries.delete(qImage)
    void entry.loaded.then((loaded) => {
      if ('url' in loaded) URL.revokeObjectURL(loaded.url)
    })
  }

  private async load(qImage: string, entry: Entry, vin: string | undefined): Promise<LoadedImage> {
    const result = await timed('image-read', () =>
      vin ? this.access.image(qImage, { vin }) : this.access.image(qImage)
    )
    if (!result.ok) {
      entry.failed = true
      if (entry.users === 0 && this.entries.get(qImage) === entry) this.entries.delete(qImage)
      return { error: result.error }
    }
    const { bytes, contentType } = result.value
    const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }))
    mark('image-url')
    return { url }
  }
}
