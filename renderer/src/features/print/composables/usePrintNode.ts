import { shallowRef, watch, type Ref } from 'vue'
import { readNode, readVehicle, type NodeReading, type VehicleReading } from '@shared/readers'
import type { AppError } from '@shared/result'
import type { NodePrintQuery } from '../print-routes'
import { useServices } from '../../../data/app-services'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'

/**
 * The data of a node print layout, asked through the catalog access layer like every page, so
 * it comes from the offline mirror when the service is out of reach. The vehicle is only for
 * the header: when it cannot be had, the VIN alone is printed.
 */
export function usePrintNode(query: Ref<NodePrintQuery | null>) {
  const { catalog } = useServices()
  const node = shallowRef<NodeReading | null>(null)
  const vehicle = shallowRef<VehicleReading | null>(null)
  const error = shallowRef<AppError | null>(null)
  const loaded = shallowRef(false)
  const latest = createLatestRequest()

  async function load(wanted: NodePrintQuery | null): Promise<void> {
    loaded.value = false
    node.value = null
    vehicle.value = null
    error.value = null
    if (!wanted) return latest.cancel()
    const answers = await latest.run(() =>
      Promise.all([
        catalog.vin({ vin: wanted.vin, lang: wanted.lang }),
        catalog.section(
          {
            q: wanted.q,
            lang: wanted.lang,
            ...(wanted.catalog ? { catalog: wanted.catalog } : {}),
            ...(wanted.form ? { form: wanted.form } : {})
          },
          { vin: wanted.vin }
        )
      ])
    )
    if (answers === SUPERSEDED) return
    const [vinAnswer, section] = answers
    vehicle.value = vinAnswer.ok ? readVehicle(vinAnswer.value.result.vehicle) : null
    if (!section.ok) error.value = section.error
    else node.value = readNode(section.value.result.node)
    loaded.value = true
  }

  watch(query, load, { immediate: true })
  return { node, vehicle, error, loaded, reload: () => load(query.value) }
}
