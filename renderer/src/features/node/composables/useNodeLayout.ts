import { computed, ref, watch } from 'vue'
import { usePreferencesStore, type RowDensity } from '../../../common/stores/preferences'
import { NODE_SPLIT } from '../../../data/db/preference-repository'
import { useMediaQuery } from './useMediaQuery'

/** From this width the drawing and the parts list sit side by side; below it they are stacked. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1100px)'
/** From this width part information opens beside the list; below it, as a drawer over the drawing. */
export const INFO_BESIDE_QUERY = '(min-width: 1600px)'
/** The drawing's share of the panes: each pane keeps at least a quarter (kept with the preference). */
export const SPLIT_LIMITS = NODE_SPLIT

/**
 * How the node screen is laid out on this window: side by side or stacked, where part information
 * goes, the splitter's share (remembered in preferences) and the rows' density — compact for a
 * mouse, comfortable for a finger, unless Settings says otherwise.
 */
export function useNodeLayout() {
  const preferences = usePreferencesStore()
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY)
  const infoBeside = useMediaQuery(INFO_BESIDE_QUERY)
  const coarsePointer = useMediaQuery('(pointer: coarse)')

  const density = computed<Exclude<RowDensity, 'auto'>>(() =>
    preferences.rowDensity === 'auto' ? (coarsePointer.value ? 'comfortable' : 'compact') : preferences.rowDensity
  )

  /** Moves live while the splitter is dragged; saved when the drag ends. */
  const split = ref(preferences.nodeSplit)
  watch(
    () => preferences.nodeSplit,
    (saved) => (split.value = saved)
  )
  function commitSplit(share: number): void {
    void preferences.setNodeSplit(share)
  }

  return { sideBySide, infoBeside, density, split, commitSplit }
}
