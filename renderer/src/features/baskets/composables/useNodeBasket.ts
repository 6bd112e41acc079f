import { inject, onScopeDispose, provide, shallowRef, type InjectionKey, type ShallowRef } from 'vue'
import type { NodeReading, Part } from '@shared/readers'
import { linesFromParts } from '../basket-lines'
import { useBasketsStore } from '../baskets-store'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { useVehicleStore, vehicleOf } from '../../browse/stores/vehicle'

export type BasketFeedback = { kind: 'added'; count: number; basketName: string } | { kind: 'failed' } | null

/** What the node page offers its parts table: put parts into the active basket, and say how it went. */
export interface NodeBasket {
  add(parts: readonly Part[]): Promise<void>
  feedback: ShallowRef<BasketFeedback>
}

export interface NodePlace {
  vin: string
  catalog?: string
  q?: string
  node: NodeReading | null
}

const NODE_BASKET: InjectionKey<NodeBasket> = Symbol('node-basket')
const FEEDBACK_MS = 6000

/**
 * Provided by the node page, injected by the parts-table rows and the node actions: the rows
 * get an "add to basket" button without the node components knowing about baskets (they stay
 * usable, and tested, without one).
 */
export function provideNodeBasket(place: () => NodePlace): NodeBasket {
  const baskets = useBasketsStore()
  const vehicles = useVehicleStore()
  const preferences = usePreferencesStore()
  const feedback = shallowRef<BasketFeedback>(null)
  let timer: ReturnType<typeof setTimeout> | null = null

  function show(next: BasketFeedback): void {
    if (timer) clearTimeout(timer)
    feedback.value = next
    timer = setTimeout(() => (feedback.value = null), FEEDBACK_MS)
  }

  async function add(parts: readonly Part[]): Promise<void> {
    const { vin, catalog, q, node } = place()
    if (!q || !node) return
    const vehicleName = vehicleOf(vehicles.byVin[vin])?.title || vin
    const lines = linesFromParts(parts, {
      vin,
      vehicleName,
      q,
      lang: preferences.language,
      ...(catalog ? { catalog } : {}),
      ...(node.code ? { nodeCode: node.code } : {}),
      ...(node.title ? { nodeTitle: node.title } : {})
    })
    if (!lines.length) return
    const id = await baskets.add(lines, `${vehicleName} ${vin}`.trim(), vin)
    const basket = baskets.baskets.find((candidate) => candidate.id === id)
    show(id && basket ? { kind: 'added', count: lines.length, basketName: basket.name } : { kind: 'failed' })
  }

  onScopeDispose(() => {
    if (timer) clearTimeout(timer)
  })
  const basket: NodeBasket = { add, feedback }
  provide(NODE_BASKET, basket)
  return basket
}

/** Null outside a node page (component tests, other hosts): then no basket buttons are shown. */
export function useNodeBasket(): NodeBasket | null {
  return inject(NODE_BASKET, null)
}
