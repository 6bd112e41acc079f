import { inject, provide, type InjectionKey } from 'vue'

/**
 * Where a pointer in service content leads: another section, or a part's information beside the
 * page. The vehicle page provides it once (both follow the route); a section renderer however
 * deep in tables asks here, instead of every component above it re-emitting the event.
 */
export interface CatalogLinks {
  navigate(q: string): void
  openPartInfo(q: string): void
}

export const CATALOG_LINKS: InjectionKey<CatalogLinks> = Symbol('catalog-links')

export function provideCatalogLinks(links: CatalogLinks): void {
  provide(CATALOG_LINKS, links)
}

export function useCatalogLinks(): CatalogLinks {
  const links = inject(CATALOG_LINKS, null)
  if (!links) throw new Error('Section renderers follow links through provideCatalogLinks() on their page.')
  return links
}
