/**
 * The one plain-object check: an object that is not null and not an array, the shape a JSON
 * object arrives in. The answer readers, the vendor-failure reader in main and the renderer's
 * generic renderers all ask this of values of unknown shape.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value as a plain object, or null when it is not one. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return isRecord(value) ? value : null
}
