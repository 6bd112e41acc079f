import type { RouteLocationRaw } from 'vue-router'
import type { FormValues } from '@shared/contract'

/** A section of a vehicle's catalog, as a link names it. */
export interface SectionPlace {
  vin: string
  /** The section's pointer. */
  q: string
  /** The catalog every request of this vehicle carries, when the service names one. */
  catalog?: string
  /** A callout to highlight when the section (a node) opens: offline search's hits. */
  hotspot?: string
  /** The form submitted on the page (a node filtered to one side): what its print shows. */
  form?: FormValues
}

/** The vehicle's own page: its card and main groups. */
export function vehicleLocation(vin: string): RouteLocationRaw {
  return { name: 'vehicle', params: { vin } }
}

/**
 * The one way to a section: `/vehicle/:vin/section?q[&c][&h]`. The position lives in the URL, so
 * back/forward, reload and deep links work; see useCatalogRoute for reading it back.
 */
export function sectionLocation(place: SectionPlace): RouteLocationRaw {
  return {
    name: 'section',
    params: { vin: place.vin },
    query: {
      q: place.q,
      ...(place.catalog ? { c: place.catalog } : {}),
      ...(place.hotspot ? { h: place.hotspot } : {})
    }
  }
}

/** A part found somewhere (offline search, where used, vehicle search): where it stands. */
export interface FoundPart {
  q: string
  catalog?: string | undefined
  hotspotId?: string | undefined
}

/** The node a found part stands in, with its callout highlighted. */
export function foundPartLocation(vin: string, found: FoundPart): RouteLocationRaw {
  return sectionLocation({
    vin,
    q: found.q,
    ...(found.catalog ? { catalog: found.catalog } : {}),
    ...(found.hotspotId ? { hotspot: found.hotspotId } : {})
  })
}
