import type { PanzoomEventDetail, PanzoomObject } from '@panzoom/panzoom'
// The package's "main" is a UMD file inside a "type": "module" package, which Node (and so vitest)
// loads without a default export; its ES build works in Vite, Electron and tests alike.
import Panzoom from '@panzoom/panzoom/dist/panzoom.es.js'
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import type { HotspotBox } from '@shared/readers'

const MIN_SCALE = 0.05
const MAX_SCALE = 8
/** Zoom factor per step: buttons and keys multiply or divide the scale by e^STEP. */
const STEP = 0.3
/** Hotspot buttons must stay clickable: panzoom ignores pointer-downs on this class. */
export const NO_PAN_CLASS = 'panzoom-exclude'

interface Size {
  width: number
  height: number
}

/**
 * Zoom and pan of the scheme with @panzoom/panzoom. The content element holds the picture and the
 * hotspot layer at the picture's natural pixel size, so both are transformed together and the boxes
 * stay aligned at every zoom.
 *
 * Panzoom's transform is `scale(s) translate(x, y)` around the element's centre c (origin 50% 50%,
 * which its wheel zoom relies on), so a content point p lands at `c + s·(p − c + t)` in the
 * viewport. Every method below is that formula solved for the unknown.
 */
export function usePanZoom(viewport: Ref<HTMLElement | null>, content: Ref<HTMLElement | null>, size: () => Size) {
  const scale = ref(1)
  /** Until the user zooms or pans, the picture follows the viewport's size (window resize, full screen). */
  let autoFit = true
  /** Usable instance (set once panzoom has settled); `created` exists from mount, for clean-up. */
  let panzoom: PanzoomObject | null = null
  let created: PanzoomObject | null = null
  let resizeObserver: ResizeObserver | null = null
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let fitPending = false

  function viewportSize(): Size {
    const el = viewport.value
    return { width: el?.clientWidth ?? 0, height: el?.clientHeight ?? 0 }
  }

  function clamp(value: number): number {
    return Math.min(MAX_SCALE, Math.max(MIN_SCALE, value))
  }

  /** Scale and translation that show the whole picture centred in the viewport. */
  function fitTransform(): { scale: number; x: number; y: number } {
    const view = viewportSize()
    const { width, height } = size()
    if (!view.width || !view.height || !width || !height) return { scale: 1, x: 0, y: 0 }
    const s = clamp(Math.min(view.width / width, view.height / height))
    return { scale: s, x: (view.width / 2 - width / 2) / s, y: (view.height / 2 - height / 2) / s }
  }

  function apply(s: number, x: number, y: number): void {
    if (!panzoom) return
    panzoom.zoom(s, { animate: false, force: true })
    panzoom.pan(x, y, { animate: false, force: true })
    scale.value = panzoom.getScale()
  }

  function fit(): void {
    autoFit = true
    fitPending = !panzoom
    const t = fitTransform()
    apply(t.scale, t.x, t.y)
  }

  /** Changes the scale keeping the content point under the viewport's centre where it is. */
  function zoomTo(target: number): void {
    if (!panzoom) return
    autoFit = false
    const s = panzoom.getScale()
    const to = clamp(target)
    const { x, y } = panzoom.getPan()
    const view = viewportSize()
    const { width, height } = size()
    const q = { x: view.width / 2 - width / 2, y: view.height / 2 - height / 2 }
    // p − c for the point under the centre, then the translation that puts it back there at the new scale.
    const px = q.x / s - x
    const py = q.y / s - y
    apply(to, q.x / to - px, q.y / to - py)
  }

  const zoomIn = () => zoomTo(scale.value * Math.exp(STEP))
  const zoomOut = () => zoomTo(scale.value * Math.exp(-STEP))
  const actualSize = () => zoomTo(1)

  /** Moves the picture by screen pixels (arrow keys). */
  function panBy(dx: number, dy: number): void {
    if (!panzoom) return
    autoFit = false
    const s = panzoom.getScale()
    const { x, y } = panzoom.getPan()
    apply(s, x + dx / s, y + dy / s)
  }

  /** Where a box of the picture currently is, in viewport pixels. */
  function screenRect(box: HotspotBox): { left: number; top: number; right: number; bottom: number } {
    const s = panzoom?.getScale() ?? 1
    const { x, y } = panzoom?.getPan() ?? { x: 0, y: 0 }
    const { width, height } = size()
    const left = width / 2 + s * (box.left - width / 2 + x)
    const top = height / 2 + s * (box.top - height / 2 + y)
    return { left, top, right: left + s * box.width, bottom: top + s * box.height }
  }

  /**
   * Centres a box when any part of it is outside the viewport. The zoom stays as the user left it,
   * unless the box would not fit: then it zooms out until the box takes half the viewport.
   */
  function reveal(box: HotspotBox): boolean {
    if (!panzoom) return false
    const view = viewportSize()
    if (!view.width || !view.height) return false
    const rect = screenRect(box)
    if (rect.left >= 0 && rect.top >= 0 && rect.right <= view.width && rect.bottom <= view.height) return false
    autoFit = false
    const current = panzoom.getScale()
    const fits = box.width * current <= view.width && box.height * current <= view.height
    const s = fits ? current : clamp(Math.min(view.width / 2 / (box.width || 1), view.height / 2 / (box.height || 1)))
    const { width, height } = size()
    const cx = box.left + box.width / 2 - width / 2
    const cy = box.top + box.height / 2 - height / 2
    apply(s, (view.width / 2 - width / 2) / s - cx, (view.height / 2 - height / 2) / s - cy)
    return true
  }

  function onWheel(event: WheelEvent): void {
    // Panzoom's focal-point maths divides by the viewport size.
    if (!panzoom || !viewportSize().width || !viewportSize().height) return
    autoFit = false
    panzoom.zoomWithWheel(event)
    scale.value = panzoom.getScale()
  }

  function onPanzoomChange(event: Event): void {
    const detail = (event as CustomEvent<PanzoomEventDetail>).detail
    // A pan that carries a pointer event is the user dragging.
    if (event.type === 'panzoompan' && detail.originalEvent) autoFit = false
    scale.value = detail.scale
  }

  onMounted(() => {
    const el = content.value
    if (!el) return
    try {
      created = Panzoom(el, {
        canvas: true, // drag anywhere in the viewport, also on the empty margin around a small picture
        minScale: MIN_SCALE,
        maxScale: MAX_SCALE,
        step: STEP,
        cursor: 'grab',
        excludeClass: NO_PAN_CLASS
      })
    } catch {
      // Panzoom refuses elements outside the document; the picture then simply does not zoom.
      return
    }
    const instance = created
    // Measured after panzoom has styled the viewport and the picture (cursor, touch and selection
    // rules that the hotspots inherit): measuring first laid the page out, and panzoom's styles
    // then had the whole callout layer restyled and laid out a second time before the first frame.
    const start = fitTransform()
    // Its own start-up pan (in a timeout) goes where the fit puts the picture; until then the
    // transform is set here, so the first frame already shows the picture fitted and centred.
    instance.setOptions({ startScale: start.scale, startX: start.x, startY: start.y })
    instance.zoom(start.scale, { animate: false, force: true })
    instance.pan(start.x, start.y, { animate: false, force: true })
    scale.value = instance.getScale()
    el.addEventListener('panzoompan', onPanzoomChange)
    el.addEventListener('panzoomzoom', onPanzoomChange)
    // Panzoom applies its start position in a timeout after creation, which would undo any pan made
    // before it; the controls start working once that has happened.
    readyTimer = setTimeout(() => {
      panzoom = instance
      if (fitPending) fit()
    })
    if (typeof ResizeObserver !== 'undefined' && viewport.value) {
      resizeObserver = new ResizeObserver(() => {
        if (autoFit) fit()
      })
      resizeObserver.observe(viewport.value)
    }
  })

  onBeforeUnmount(() => {
    clearTimeout(readyTimer)
    resizeObserver?.disconnect()
    content.value?.removeEventListener('panzoompan', onPanzoomChange)
    content.value?.removeEventListener('panzoomzoom', onPanzoomChange)
    created?.destroy()
    created = panzoom = null
  })

  return {
    scale,
    fit,
    zoomIn,
    zoomOut,
    actualSize,
    zoomTo,
    panBy,
    reveal,
    screenRect,
    onWheel,
    getPan: () => panzoom?.getPan() ?? { x: 0, y: 0 }
  }
}
