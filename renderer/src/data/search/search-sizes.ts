/**
 * Bytes a record takes in the search database, estimated as it is written (IndexedDB says nothing
 * per record). A string counts a byte a character: part numbers, pointers and MiniSearch's JSON
 * are ASCII, which Chromium's serializer keeps one byte a character. Each field or item adds 8
 * bytes, numbers 8. The estimate is what the storage limit compares: close enough to evict the
 * right amount, never a scan of the database.
 */
export function recordBytes(value: unknown): number {
  let bytes = 0
  const stack: unknown[] = [value]
  while (stack.length) {
    const item = stack.pop()
    if (typeof item === 'string') bytes += item.length
    else if (typeof item === 'number' || typeof item === 'boolean') bytes += 8
    else if (Array.isArray(item)) {
      bytes += 8 + item.length * 8
      for (const child of item) stack.push(child)
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        bytes += 8 + key.length
        stack.push(child)
      }
    }
  }
  return bytes
}

/** Size changes per vehicle gathered over one write, applied once inside its transaction. */
export class SizeChanges {
  private readonly changes = new Map<string, number>()

  add(vehicleKey: string, bytes: number): void {
    if (bytes) this.changes.set(vehicleKey, (this.changes.get(vehicleKey) ?? 0) + bytes)
  }

  get size(): number {
    return this.changes.size
  }

  entries(): Array<[string, number]> {
    return [...this.changes]
  }
}
