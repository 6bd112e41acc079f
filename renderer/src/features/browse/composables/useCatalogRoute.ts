import { computed } from 'vue'
import { useRoute, useRouter, type LocationQuery, type RouteLocationRaw } from 'vue-router'
import type { FormValues } from '@shared/contract'
import { formQuery, parseFormQuery, queryValue } from '../../../lib/route-query'
import { sectionLocation, vehicleLocation } from '../section-location'
import { catalogOf, useVehicleStore, vehicleOf } from '../stores/vehicle'

/**
 * The catalog position lives in the URL (`/vehicle/:vin/section?c&q&f&pi`), so back/forward,
 * reload and deep links all work. This turns pointers into routes and the route into a request.
 */
export function useCatalogRoute() {
  const route = useRoute()
  const router = useRouter()
  const vehicles = useVehicleStore()

  const vin = computed(() => String(route.params.vin ?? ''))
  const vehicle = computed(() => vehicleOf(vehicles.byVin[vin.value]))
  const isRoot = computed(() => route.name === 'vehicle')
  const catalog = computed(() =>
    isRoot.value ? (catalogOf(vehicles.byVin[vin.value]) ?? undefined) : queryValue(route.query.c)
  )
  /** The pointer of the section shown: the main groups on the vehicle page, else `q`. */
  const q = computed(() => (isRoot.value ? vehicle.value?.qMainGroup : queryValue(route.query.q)))
  const form = computed(() => parseFormQuery(queryValue(route.query.f)))
  const partInfo = computed(() => queryValue(route.query.pi))

  /** Where a pointer leads; the vehicle's own main-group pointer is the vehicle page. */
  function linkTo(pointer: string): RouteLocationRaw {
    if (pointer === vehicle.value?.qMainGroup) return vehicleLocation(vin.value)
    return sectionLocation({ vin: vin.value, q: pointer, ...(catalog.value ? { catalog: catalog.value } : {}) })
  }

  function withQuery(changes: Record<string, string | undefined>): RouteLocationRaw {
    const query: Record<string, string> = {}
    for (const [key, value] of Object.entries({ ...route.query, ...changes })) {
      const text = typeof value === 'string' ? value : queryValue(value as LocationQuery[string])
      if (text !== undefined) query[key] = text
    }
    return { name: route.name ?? 'vehicle', params: route.params, query }
  }

  /** Opening the panel pushed an entry; closing goes back to it rather than piling up another. */
  function closePartInfo(): void {
    const without = router.resolve(withQuery({ pi: undefined }))
    const back = (window.history.state as { back?: unknown } | null)?.back
    if (back === without.fullPath) router.back()
    else void router.replace(without)
  }

  return {
    vin,
    vehicle,
    isRoot,
    catalog,
    q,
    form,
    partInfo,
    linkTo,
    withQuery,
    navigate: (pointer: string) => router.push(linkTo(pointer)),
    submitForm: (values: FormValues) => router.push(withQuery({ f: formQuery(values), pi: undefined })),
    resetForm: () => router.push(withQuery({ f: undefined, pi: undefined })),
    openPartInfo: (pointer: string) => router.push(withQuery({ pi: pointer })),
    closePartInfo
  }
}
