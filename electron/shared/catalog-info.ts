import { readSection } from './readers/section'

/**
 * True when the service says the section is unavailable or the pointer is stale (spec part 7).
 * Takes the answer's result raw or read: `info` may come as an object or a bare string.
 * Kept apart from catalog-schemas.ts so the renderer can use it without bundling zod.
 */
export function isInfoError(result: unknown): boolean {
  return readSection(result).result.info?.type === 'error'
}
