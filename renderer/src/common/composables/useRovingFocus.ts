/**
 * Arrow-key focus movement inside a list of focusable elements (rows, tiles): Up/Down (and
 * Left/Right for grids) move to the neighbour, Home/End to the ends. Enter is left to the
 * element itself — a link opens, a button clicks.
 */
export function moveFocus(event: KeyboardEvent, container: HTMLElement | null, selector: string): void {
  if (!container || event.altKey || event.ctrlKey || event.metaKey) return
  const items = Array.from(container.querySelectorAll<HTMLElement>(selector))
  if (items.length === 0) return
  const index = items.findIndex((item) => item === document.activeElement || item.contains(document.activeElement))
  let next: number
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowRight':
      next = index < 0 ? 0 : Math.min(items.length - 1, index + 1)
      break
    case 'ArrowUp':
    case 'ArrowLeft':
      next = index < 0 ? 0 : Math.max(0, index - 1)
      break
    case 'Home':
      next = 0
      break
    case 'End':
      next = items.length - 1
      break
    default:
      return
  }
  event.preventDefault()
  items[next].focus()
  items[next].scrollIntoView?.({ block: 'nearest' })
}
