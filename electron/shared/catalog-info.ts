import type { CatalogInfo } from './catalog-schemas'

/**
 * True when the service says the section is unavailable or the pointer is stale (spec part 7).
 * Kept apart from catalog-schemas.ts so the renderer can use it without bundling zod.
 */
export function isInfoError(result: { info?: CatalogInfo }): boolean {
  return result.info?.type === 'error'
}
