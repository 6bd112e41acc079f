import type { AppError } from '@shared/result'
import type { CatalogAccess } from './catalog-access'

interface Entry {
  url: Promise<{ url: string } | { error: AppError }>
  users: number
  releaseTimer: ReturnType<typeof setTimeout> | null
}

/**
 * Object URLs for catalog images, shared by every component that shows the same picture and
 * released when none shows it any more. The short grace period keeps a thumbnail alive while
 * a list re-renders (filtering, language switch) instead of fetching it again.
 */
export class ImageUrlCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly access: () => CatalogAccess,
    private readonly graceMs = 5_000
  ) {}

  /** Resolves to an object URL (or the reason there is none). Pair every call with release(). */
  acquire(qImage: string): Promise<{ url: string } | { error: AppError }> {
    let entry = this.entries.get(qImage)
    if (!entry) {
      entry = { url: this.load(qImage), users: 0, releaseTimer: null }
      this.entries.set(qImage, entry)
    }
    if (entry.releaseTimer) clearTimeout(entry.releaseTimer)
    entry.releaseTimer = null
    entry.users++
    return entry.url
  }

  release(qImage: string): void {
    const entry = this.entries.get(qImage)
    if (!entry || --entry.users > 0) return
    entry.releaseTimer = setTimeout(() => this.drop(qImage, entry), this.graceMs)
  }

  /** How many pictures currently hold an object URL (tests check nothing leaks). */
  get size(): number {
    return this.entries.size
  }

  private drop(qImage: string, entry: Entry): void {
    if (entry.users > 0 || this.entries.get(qImage) !== entry) return
    this.entries.delete(qImage)
    void entry.url.then((loaded) => {
      if ('url' in loaded) URL.revokeObjectURL(loaded.url)
    })
  }

  private async load(qImage: string): Promise<{ url: string } | { error: AppError }> {
    const result = await this.access().image(qImage)
    if (!result.ok) {
      // Failures are not cached: the next component to ask tries again.
      queueMicrotask(() => {
        const entry = this.entries.get(qImage)
        if (entry && entry.users === 0) this.entries.delete(qImage)
      })
      return { error: result.error }
    }
    const { bytes, contentType } = result.value
    return { url: URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType })) }
  }
}
