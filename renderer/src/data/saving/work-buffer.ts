import { imageFullKey, sha256Hex } from '../db/keys'
import type { Mirror } from '../db/mirror'
import type { SaveQueueItem } from '../db/schema'

/**
 * Pending items read per refill of the workers' buffer. Each read seeks the queue's status index,
 * which costs the database ≈10 ms once the index holds thousands of finished rows: fewer, larger.
 */
const REFILL = 200

/**
 * The queue items a save's workers share: read from the queue in batches, handed out one at a
 * time, and counted in flight until their batch is written, so nobody fetches one twice.
 */
export class WorkBuffer {
  private readonly inFlight = new Set<number>()
  private waiting: Array<() => void> = []
  private buffer: SaveQueueItem[] = []
  /** Picture items of the buffer whose picture is stored already (looked up per refill). */
  private readonly storedImages = new Set<number>()
  private refill: Promise<void> | null = null

  constructor(
    private readonly mirror: Pick<Mirror, 'queue' | 'answers'>,
    private readonly vehicle: string,
    private readonly imageOrigin: string
  ) {}

  /** Items fetched and not yet written (or given back). */
  get busy(): number {
    return this.inFlight.size
  }

  /**
   * Hands out the next pending item. Workers share one buffer refilled in batches, so the queue
   * index is scanned once per batch rather than once per item.
   */
  async claim(): Promise<SaveQueueItem | undefined> {
    if (this.buffer.length === 0) {
      this.refill ??= this.mirror.queue
        .pendingItems(this.vehicle, REFILL, this.inFlight)
        .then(async (items) => {
          await this.lookUpImages(items)
          this.buffer = items.filter((item) => !this.inFlight.has(item.id!))
        })
        .finally(() => {
          this.refill = null
        })
      await this.refill
    }
    const item = this.buffer.shift()
    if (item) this.inFlight.add(item.id!)
    return item
  }

  /** Whether this picture item's picture is stored already (asked once per item). */
  takeStoredImage(item: SaveQueueItem): boolean {
    return this.storedImages.delete(item.id!)
  }

  /** Items are no longer in flight: idle workers look again (they may have queued more, or been the last). */
  release(items: readonly SaveQueueItem[]): void {
    for (const item of items) this.inFlight.delete(item.id!)
    for (const wake of this.waiting.splice(0)) wake()
  }

  /** Settles at the next release. */
  nextRelease(): Promise<void> {
    return new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  /** Notes which picture items of a refill are stored already: one look-up for the lot. */
  private async lookUpImages(items: readonly SaveQueueItem[]): Promise<void> {
    const images = await Promise.all(
      items.flatMap((item) =>
        'qImage' in item.pointer
          ? [sha256Hex(imageFullKey(this.imageOrigin, item.pointer.qImage)).then((key) => ({ item, key }))]
          : []
      )
    )
    const stored = await this.mirror.answers.storedImageKeys(images.map(({ key }) => key))
    for (const { item, key } of images) if (stored.has(key)) this.storedImages.add(item.id!)
  }
}
