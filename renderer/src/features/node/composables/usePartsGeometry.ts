import { computed, type Ref } from 'vue'
import { useNodeBasket } from '../../baskets/composables/useNodeBasket'

/**
 * Fixed heights keep the virtual list exact without measuring every row. Compact rows are one
 * line with 24 px buttons (the WCAG 2.5.8 minimum), so a 1366×768 screen shows 20 and more;
 * comfortable ones give a finger 36 px buttons.
 */
const SIZES = {
  compact: { row: 26, header: 28, button: 24, numberRem: 11 },
  comfortable: { row: 44, header: 36, button: 36, numberRem: 13.5 }
} as const
export type RowDensityName = keyof typeof SIZES

/** Space between a row's buttons and around them, CSS px (PartCells' .actions agrees). */
const BUTTON_GAP = 4
const CELL_PADDING = 8

/**
 * The parts table's sizes and grid columns: callout, number, name, qty, note, [details of fields
 * without a column], and the row's buttons — part information, [add to basket on the node page],
 * look up. The number never shrinks below its longest usual form ("5Q0 991 345 SB" plus the copy
 * button), the name keeps room for words (a comfortable row's larger type and copy button need more for the number), and the buttons' column is exactly as wide as its
 * buttons at the density in use. `minWidth` is what the columns need together: narrower, the
 * table scrolls sideways and the buttons' column stays pinned at its right edge.
 */
export function usePartsGeometry(density: () => RowDensityName, hasExtras: Ref<boolean>) {
  const sizes = computed(() => SIZES[density()])
  const buttons = useNodeBasket() ? 3 : 2
  const actionsWidth = computed(() => buttons * sizes.value.button + (buttons - 1) * BUTTON_GAP + 2 * CELL_PADDING)
  const columns = computed(
    () =>
      `3.25rem minmax(${sizes.value.numberRem}rem, 1fr) minmax(8rem, 2.5fr) 3rem minmax(4rem, 1fr) ${hasExtras.value ? 'minmax(5rem, 1fr) ' : ''}${actionsWidth.value}px`
  )
  const minWidth = computed(
    () => `calc(${18.25 + sizes.value.numberRem + (hasExtras.value ? 5 : 0)}rem + ${actionsWidth.value}px)`
  )
  return {
    rowHeight: computed(() => sizes.value.row),
    headerHeight: computed(() => sizes.value.header),
    buttonSize: computed(() => sizes.value.button),
    columns,
    minWidth
  }
}
