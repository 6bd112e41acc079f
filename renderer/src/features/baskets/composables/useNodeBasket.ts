import { inject, onScopeDispose, provide, shallowRef, type InjectionKey, type ShallowRef } from 'vue'
import type { NodeReading, Part } from '@shared/readers'
import { linesFromParts } from '../basket-lines'
import { useBasketsStore } from '../baskets-store'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { useVehicleStore, vehicleOf } from '../../browse/stores/vehicle'

/**
 * How the last add went, and where: `anchor` is the control that was used (a row's basket button,
 * "Add highlighted"), so the word appears next to it; `parts` lets that row show it was added.
 */
export type BasketFeedback =
  ({ kind: 'added'; count: number; basketName: string } & FeedbackPlace) | ({ kind: 'failed' } & FeedbackPlace) | null

interface FeedbackPlace {
  parts: readonly Part[]
  anchor: HTMLElement | null
}

/** What the node page offers its parts table: put parts into the active basket, and say how it went. */
export interface NodeBasket {
  /** `from`: the control that was used, where the feedback is shown. */
  add(parts: readonly Part[], from?: HTMLElement | null): Promise<void>
  feedback: ShallowRef<BasketFeedback>
  /** Takes the feedback away early (the control scrolled away, the window changed size). */
  dismiss(): void
}

export interface NodePlace {
  vin: string
  catalog?: string
  q?: string
  node: NodeReading | null
}

const NODE_BASKET: InjectionKey<NodeBasket> = Symbol('node-basket')
/** Brief: the word is next to the click, so it is read at once; a failure stays a little longer. */
export const FEEDBACK_MS = 3500
const FAILED_MS = 8000

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

  function dismiss(): void {
    if (timer) clearTimeout(timer)
    timer = null
    feedback.value = null
  }

  function show(next: NonNullable<BasketFeedback>): void {
    if (timer) clearTimeout(timer)
    feedback.value = next
    timer = setTimeout(dismiss, next.kind === 'failed' ? FAILED_MS : FEEDBACK_MS)
  }

  async function add(parts: readonly Part[], from: HTMLElement | null = null): Promise<void> {
    const { vin, catalog, q, node } = place()
    if (!q || !node) return
    const vehicleName = vehicleOf(vehicles.byVin[vin])?.name || vin
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
    const where = { parts, anchor: from }
    show(
      id && basket
        ? { kind: 'added', count: lines.length, basketName: basket.name, ...where }
        : { kind: 'failed', ...where }
    )
  }

  onScopeDispose(() => {
    if (timer) clearTimeout(timer)
  })
  const basket: NodeBasket = { add, feedback, dismiss }
  provide(NODE_BASKET, basket)
  return basket
}

/** Null outside a node page (component tests, other hosts): then no basket buttons are shown. */
export function useNodeBasket(): NodeBasket | null {
  return inject(NODE_BASKET, null)
}
