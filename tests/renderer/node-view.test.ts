import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { crankshaftNode, type LegacyNode } from './node-fixtures'
import {
  fakeImages,
  highlightedRows,
  hotspot,
  mountNode,
  readAnswerNode,
  rows,
  viewReady,
  stubSizes,
  transformOf,
  unmountAll,
  VIEWPORT
} from './node-helpers'

beforeEach(() => {
  fakeImages()
})
afterEach(unmountAll)

const parts = crankshaftNode.parts ?? []
const spots = crankshaftNode.scheme?.hotspots ?? []
const rowsOf = (id: string) => parts.flatMap((p, i) => (String(p.hotspotId) === id ? [i] : []))

describe('node view: scheme and hotspots', () => {
  it('places every hotspot box at its image-pixel coordinates inside the zoomed element', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const content = wrapper.get('[data-testid="scheme"] .content').element as HTMLElement
    expect(content.style.width).toBe(`${crankshaftNode.scheme?.width}px`)
    expect(content.style.height).toBe(`${crankshaftNode.scheme?.height}px`)
    const boxes = wrapper.findAll('[data-testid="hotspot"]')
    expect(boxes).toHaveLength(spots.length)
    spots.forEach((spot, i) => {
      const el = boxes[i].element as HTMLElement
      expect(el.dataset.hotspotId).toBe(String(spot.hotspotId))
      // Picture pixels as custom properties; the layer's CSS grows a box that would be smaller
      // than 26 CSS px on screen around its centre (checked in real Chromium: node-layout.e2e).
      expect([
        el.style.getPropertyValue('--x'),
        el.style.getPropertyValue('--y'),
        el.style.getPropertyValue('--w'),
        el.style.getPropertyValue('--h')
      ]).toEqual([spot.left, spot.top, spot.width, spot.height].map(String))
      // Inside the element panzoom transforms, so boxes and picture move and scale together.
      expect(content.contains(el)).toBe(true)
    })
    expect(wrapper.get('[data-testid="scheme"] img').attributes('src')).toMatch(/^blob:/)
    expect(content.style.transform).toMatch(/^scale\(/)
  })

  it('names each hotspot by its callout and the distinct names of its parts', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const names = [...new Set(rowsOf('2').map((i) => parts[i].name))].join(', ')
    expect(hotspot(wrapper, '2').attributes('aria-label')).toBe(`Callout 2: ${names}`)
    expect(hotspot(wrapper, '2').attributes('aria-pressed')).toBe('false')
  })

  it('a hotspot click highlights all of its rows, emits the selection and a second click clears it', async () => {
    const shared = rowsOf('1')
    expect(shared.length).toBeGreaterThan(1) // the fixture really shares this callout
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await hotspot(wrapper, '1').trigger('click')
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([['1']])
    expect(highlightedRows(wrapper).map((r) => Number(r.attributes('data-pos')))).toEqual(shared)
    expect(hotspot(wrapper, '1').attributes('aria-pressed')).toBe('true')
    expect(hotspot(wrapper, '1').attributes('data-highlighted')).toBe('true')
    // Only selected callouts are Tab stops; the rest are reached through their rows.
    expect(
      wrapper.findAll('[data-testid="hotspot"][tabindex="0"]').map((h) => h.attributes('data-hotspot-id'))
    ).toEqual(['1'])
    expect(hotspot(wrapper, '2').attributes('data-highlighted')).toBe('false')

    await hotspot(wrapper, '1').trigger('click')
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([[]])
    expect(highlightedRows(wrapper)).toHaveLength(0)
  })

  it('a row click highlights its hotspot; Ctrl+click adds another; Esc clears', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const rowOf2 = rows(wrapper)[rowsOf('2')[0]]
    await rowOf2.trigger('click')
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([['2']])
    expect(hotspot(wrapper, '2').attributes('data-highlighted')).toBe('true')
    expect(hotspot(wrapper, '1').attributes('data-highlighted')).toBe('false')

    await rows(wrapper)[rowsOf('3')[0]].trigger('click', { ctrlKey: true })
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([['2', '3']])
    expect(wrapper.get('[data-testid="selection"]').text()).toContain('Selected callouts: 2')

    await wrapper.get('[data-testid="node-view"]').trigger('keydown', { key: 'Escape' })
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([[]])
    expect(hotspot(wrapper, '2').attributes('data-highlighted')).toBe('false')
  })

  it('hovering previews without changing the selection', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await hotspot(wrapper, '5').trigger('mouseenter')
    expect(highlightedRows(wrapper).map((r) => Number(r.attributes('data-pos')))).toEqual(rowsOf('5'))
    await hotspot(wrapper, '5').trigger('mouseleave')
    expect(highlightedRows(wrapper)).toHaveLength(0)
    await rows(wrapper)[0].trigger('mouseenter')
    expect(hotspot(wrapper, '1').attributes('data-highlighted')).toBe('true')
    expect(wrapper.emitted('update:highlighted')).toBeUndefined()
  })

  it('shows a selection given by the parent (v-model), whatever type the ids came as', async () => {
    const wrapper = mountNode(crankshaftNode, { highlighted: ['3'] })
    await viewReady()
    expect(highlightedRows(wrapper).map((r) => Number(r.attributes('data-pos')))).toEqual(rowsOf('3'))
  })

  it('a row click pans a hotspot outside the viewport to its centre without changing the zoom', async () => {
    stubSizes({ [VIEWPORT]: [400, 300] })
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await wrapper.get('[data-testid="zoom-100"]').trigger('click')
    await viewReady()
    const before = transformOf(wrapper)
    expect(before.scale).toBe(1)
    const spot = spots.find((s) => s.left > 600)
    if (!spot) throw new Error('fixture has no hotspot on the right')
    // content point p lands at c + s·(p − c + t); c is the picture's centre.
    const c = { x: (crankshaftNode.scheme?.width ?? 0) / 2, y: (crankshaftNode.scheme?.height ?? 0) / 2 }
    const screenX = (t: { x: number }) => c.x + (spot.left + spot.width / 2 - c.x + t.x)
    const screenY = (t: { y: number }) => c.y + (spot.top + spot.height / 2 - c.y + t.y)
    expect(screenX(before) > 400 || screenY(before) > 300 || screenX(before) < 0 || screenY(before) < 0).toBe(true)
    await rows(wrapper)[rowsOf(String(spot.hotspotId))[0]].trigger('click')
    await viewReady()
    const after = transformOf(wrapper)
    expect(after.scale).toBe(1)
    expect(screenX(after)).toBeCloseTo(200)
    expect(screenY(after)).toBeCloseTo(150)

    // A hotspot already in view stays where it is.
    await rows(wrapper)[rowsOf(String(spot.hotspotId))[0]].trigger('click') // deselect
    await rows(wrapper)[rowsOf(String(spot.hotspotId))[0]].trigger('click')
    await viewReady()
    expect(transformOf(wrapper)).toEqual(after)
  })
})

describe('node view: state across prop updates', () => {
  const translated: LegacyNode = {
    ...crankshaftNode,
    title: 'Kurbelwelle',
    parts: parts.map((p) => ({ ...p, name: `${p.name} (de)` }))
  }

  it('keeps zoom and selection when the same node arrives again in another language', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await hotspot(wrapper, '1').trigger('click')
    const viewport = wrapper.get(VIEWPORT)
    await viewport.trigger('keydown', { key: '+' })
    await viewport.trigger('keydown', { key: 'ArrowLeft' })
    await viewReady()
    const zoomed = transformOf(wrapper)
    expect(zoomed.scale).toBeGreaterThan(1)
    const emittedBefore = wrapper.emitted('update:highlighted')?.length

    await wrapper.setProps({ node: readAnswerNode(translated) })
    await viewReady()
    expect(rows(wrapper)[0].text()).toContain('Crankshaft (de)')
    expect(transformOf(wrapper)).toEqual(zoomed)
    expect(highlightedRows(wrapper).map((r) => Number(r.attributes('data-pos')))).toEqual(rowsOf('1'))
    expect(wrapper.emitted('update:highlighted')?.length).toBe(emittedBefore)
  })

  it('starts clean (selection cleared, picture fitted) when a different node arrives', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await hotspot(wrapper, '1').trigger('click')
    await wrapper.get(VIEWPORT).trigger('keydown', { key: '+' })
    await viewReady()
    expect(transformOf(wrapper).scale).toBeGreaterThan(1)

    await wrapper.setProps({ node: readAnswerNode({ ...translated, code: '010-01-03' }) })
    await viewReady()
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([[]])
    expect(highlightedRows(wrapper)).toHaveLength(0)
    // No viewport size in happy-dom, so "fit" is the neutral transform.
    expect(transformOf(wrapper)).toEqual({ scale: 1, x: 0, y: 0 })
  })
})

describe('node view: part info', () => {
  it('emits the part-info pointer with the part, and disables the button where there is none', async () => {
    const node: LegacyNode = {
      ...crankshaftNode,
      parts: parts.map((p, i) => (i === 1 ? { ...p, q_partinfo: undefined } : p))
    }
    // The view hands on the part as read (quantities as text), not the raw answer's object.
    const read = readAnswerNode(node).parts
    const wrapper = mountNode(node)
    await viewReady()
    await rows(wrapper)[0].get('[data-testid="open-part-info"]').trigger('click')
    expect(wrapper.emitted('open-part-info')).toEqual([[{ q: parts[0].q_partinfo, part: read[0] }]])
    // The button does not also select the row.
    expect(wrapper.emitted('update:highlighted')).toBeUndefined()
    expect(rows(wrapper)[1].get('[data-testid="open-part-info"]').attributes('disabled')).toBeDefined()

    await rows(wrapper)[2].trigger('keydown', { key: 'i' })
    expect(wrapper.emitted('open-part-info')?.[1]).toEqual([{ q: parts[2].q_partinfo, part: read[2] }])
  })

  it('shows only the parts table when the node has no diagram', async () => {
    const wrapper = mountNode({ ...crankshaftNode, scheme: undefined })
    await viewReady()
    expect(wrapper.find('[data-testid="scheme"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="no-scheme"]').text()).toBe('This node has no diagram.')
    expect(rows(wrapper)).toHaveLength(parts.length)
  })
})
