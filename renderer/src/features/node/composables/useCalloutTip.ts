import { ref, watch, type Ref } from 'vue'

export interface CalloutTip {
  key: string
  /** Where the tip points, in viewport pixels: the box's centre, kept clear of the edges. */
  left: number
  top: number
  /** Under the box (no room above it). */
  below: boolean
}

/** Room the tip needs above a box for one line of text; less, and it goes below. */
const ROOM_ABOVE_PX = 40
/** A tip is centred on its box but kept at least this far (or half the viewport) from the sides. */
const EDGE_PX = 120

/**
 * The tooltip that names the callout under the pointer or the keyboard focus (number and parts),
 * placed beside its box in the drawing's viewport. It goes when the box is left or the zoom changes.
 */
export function useCalloutTip(viewport: Ref<HTMLElement | null>, scale: Ref<number>) {
  const tip = ref<CalloutTip | null>(null)

  function show(key: string | null, target?: HTMLElement): void {
    const frame = viewport.value?.getBoundingClientRect()
    if (key === null || !target || !frame) return void (tip.value = null)
    const box = target.getBoundingClientRect()
    const below = box.top - frame.top < ROOM_ABOVE_PX
    const edge = Math.min(EDGE_PX, frame.width / 2)
    tip.value = {
      key,
      left: Math.min(Math.max(box.left + box.width / 2 - frame.left, edge), frame.width - edge),
      top: below ? box.bottom - frame.top + 6 : box.top - frame.top - 6,
      below
    }
  }

  watch(scale, () => (tip.value = null))
  return { tip, show }
}
