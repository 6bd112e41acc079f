import { computed, shallowRef } from 'vue'
import type { LookupValues } from '../supplier-url'
import { usePageVehicleValues } from './useLookupValues'
import { useSupplierLookup } from './useSupplierLookup'

/**
 * A parts table's look-up, one for all its rows: a row's button goes to the default supplier in
 * one click (issue 22, item 7: it took three). Where the default cannot be used for the row (it
 * needs the vehicle's brand, say, or the address would be too long), the menu opens instead, saying
 * why and offering the other suppliers. Where used has its own control (part information).
 */
export function useRowSupplierLookup() {
  const { defaultTemplate, lookUp } = useSupplierLookup()
  const vehicle = usePageVehicleValues()
  /** The menu, when the default could not be used: under the row's button, for its number. */
  const menu = shallowRef<{ anchor: HTMLElement; values: LookupValues } | null>(null)
  /** The default supplier's name for the rows' buttons; null without suppliers (no button then). */
  const defaultName = computed(() => defaultTemplate.value?.name ?? null)

  function lookUpRow(anchor: HTMLElement, number: string): void {
    if (menu.value?.anchor === anchor) {
      menu.value = null
      return
    }
    const values = { ...vehicle.value, number }
    if (defaultTemplate.value && lookUp(defaultTemplate.value, values, anchor)) return
    menu.value = { anchor, values }
  }

  return { defaultName, menu, lookUpRow }
}
