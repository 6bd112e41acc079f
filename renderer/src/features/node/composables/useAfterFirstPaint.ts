import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import { afterNextPaint } from '../../../lib/after-paint'

/**
 * False until the browser has produced the first frame after the component mounted, then true.
 * What that frame cannot show — callout boxes that are transparent until hovered or selected, rows
 * below the table's fold — is built right after it, so the frame with the picture and the visible
 * rows comes sooner; a frame later nobody can tell.
 */
export function useAfterFirstPaint(): Readonly<Ref<boolean>> {
  const painted = ref(false)
  let cancel = () => {}
  onMounted(() => {
    cancel = afterNextPaint(() => {
      painted.value = true
    })
  })
  onBeforeUnmount(() => cancel())
  return painted
}
