import { afterEach, describe, expect, it } from 'vitest'
import { fail, ok } from '@shared/result'
import { crankshaftNode } from './node-fixtures'
import { fakeImages, mountNode, rows, viewReady, stubSizes, transformOf, unmountAll, VIEWPORT } from './node-helpers'

afterEach(unmountAll)

const width = crankshaftNode.scheme?.width ?? 0 // 992
const height = crankshaftNode.scheme?.height ?? 0 // 704
const STEP = Math.exp(0.3)

describe('scheme viewer: zoom', () => {
  it('starts fitted to the viewport, centred, and 0 / Fit return there', async () => {
    fakeImages()
    stubSizes({ [VIEWPORT]: [496, 500] })
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const fit = transformOf(wrapper)
    expect(fit.scale).toBeCloseTo(0.5) // 496 / 992 is the tighter side
    // Picture centre c lands in the viewport centre: c + s·t = (248, 250).
    expect(width / 2 + fit.scale * fit.x).toBeCloseTo(248)
    expect(height / 2 + fit.scale * fit.y).toBeCloseTo(250)
    expect(wrapper.get('[data-testid="zoom-level"]').text()).toBe('50%')

    const viewport = wrapper.get(VIEWPORT)
    await viewport.trigger('keydown', { key: '+' })
    await viewReady()
    expect(transformOf(wrapper).scale).toBeCloseTo(0.5 * STEP)
    await viewport.trigger('keydown', { key: '0' })
    await viewReady()
    expect(transformOf(wrapper)).toEqual(fit)

    await wrapper.get('[data-testid="zoom-in"]').trigger('click')
    await wrapper.get('[data-testid="zoom-fit"]').trigger('click')
    await viewReady()
    expect(transformOf(wrapper)).toEqual(fit)
  })

  it('+ and − zoom around the viewport centre; 100% and the buttons do what they say', async () => {
    fakeImages()
    stubSizes({ [VIEWPORT]: [496, 500] })
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const viewport = wrapper.get(VIEWPORT)
    const centreContentPoint = () => {
      const t = transformOf(wrapper)
      // Solve c + s·(p − c + t) = viewport centre for p.
      return { x: (248 - width / 2) / t.scale - t.x + width / 2, y: (250 - height / 2) / t.scale - t.y + height / 2 }
    }
    const before = centreContentPoint()
    await viewport.trigger('keydown', { key: '+' })
    await viewport.trigger('keydown', { key: '+' })
    await viewReady()
    expect(transformOf(wrapper).scale).toBeCloseTo(0.5 * STEP * STEP)
    expect(centreContentPoint().x).toBeCloseTo(before.x)
    expect(centreContentPoint().y).toBeCloseTo(before.y)

    await viewport.trigger('keydown', { key: '-' })
    await viewReady()
    expect(transformOf(wrapper).scale).toBeCloseTo(0.5 * STEP)
    await wrapper.get('[data-testid="zoom-out"]').trigger('click')
    await viewReady()
    expect(transformOf(wrapper).scale).toBeCloseTo(0.5)
    await wrapper.get('[data-testid="zoom-in"]').trigger('click')
    await viewReady()
    expect(transformOf(wrapper).scale).toBeCloseTo(0.5 * STEP)
    await wrapper.get('[data-testid="zoom-100"]').trigger('click')
    await viewReady()
    expect(transformOf(wrapper).scale).toBe(1)
    expect(wrapper.get('[data-testid="zoom-level"]').text()).toBe('100%')
    expect(wrapper.get('[data-testid="scheme"]').attributes('data-scale')).toBe('1')
  })

  it('arrow keys pan by screen pixels; Ctrl with + is left to the window', async () => {
    fakeImages()
    stubSizes({ [VIEWPORT]: [496, 500] })
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const start = transformOf(wrapper)
    const viewport = wrapper.get(VIEWPORT)
    await viewport.trigger('keydown', { key: 'ArrowLeft' })
    await viewport.trigger('keydown', { key: 'ArrowUp' })
    await viewReady()
    const moved = transformOf(wrapper)
    // 60 screen pixels at scale 0.5 are 120 content pixels.
    expect(moved.x - start.x).toBeCloseTo(120)
    expect(moved.y - start.y).toBeCloseTo(120)
    await viewport.trigger('keydown', { key: '+', ctrlKey: true })
    await viewReady()
    expect(transformOf(wrapper)).toEqual(moved)
  })

  it('zooms with the mouse wheel', async () => {
    fakeImages()
    stubSizes({ [VIEWPORT]: [496, 500] })
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await wrapper.get(VIEWPORT).trigger('wheel', { deltaY: -100, clientX: 100, clientY: 100 })
    await viewReady()
    const zoomed = transformOf(wrapper)
    expect(zoomed.scale).toBeCloseTo(0.5 * Math.exp(0.1)) // panzoom: step / 3 per wheel notch
    await wrapper.get(VIEWPORT).trigger('wheel', { deltaY: 100, clientX: 100, clientY: 100 })
    await viewReady()
    expect(transformOf(wrapper).scale).toBeCloseTo(0.5)
  })

  it('offers full screen only where the Fullscreen API exists (not in this test DOM)', async () => {
    fakeImages()
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const button = wrapper.get('[data-testid="fullscreen"]')
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.attributes('title')).toBe('Full screen is not available here')
  })
})

describe('scheme viewer: loading and errors', () => {
  it('holds the picture’s place while loading, with hotspots already usable', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    fakeImages(async () => {
      await gate
      return ok({ contentType: 'image/png', bytes: new Uint8Array([1]) })
    })
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    // The place is the drawing's size from the start: nothing moves when the picture arrives.
    const content = wrapper.get(`${VIEWPORT} .content`).element as HTMLElement
    expect([content.style.width, content.style.height]).toEqual([`${width}px`, `${height}px`])
    expect(wrapper.find('[data-testid="scheme-placeholder"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="scheme"] [role="status"]').text()).toBe('Loading the diagram…')
    expect(wrapper.findAll('[data-testid="hotspot"]').length).toBeGreaterThan(0)
    release()
    await viewReady()
    expect(wrapper.find('[data-testid="scheme-placeholder"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="scheme"] img').attributes('src')).toMatch(/^blob:/)
    expect([content.style.width, content.style.height]).toEqual([`${width}px`, `${height}px`])
  })

  it('explains a failed picture in plain words and keeps the parts table working', async () => {
    fakeImages(() => fail('offline', 'fetch failed'))
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const alert = wrapper.get('[data-testid="scheme-error"]')
    expect(alert.attributes('role')).toBe('alert')
    expect(alert.text()).toContain('The diagram picture could not be loaded. The parts list still works.')
    expect(alert.text()).toContain('The catalog service cannot be reached')
    expect(alert.text()).not.toContain('fetch failed')
    expect(alert.get('button').text()).toBe('Try again')
    expect(rows(wrapper)).toHaveLength(crankshaftNode.parts?.length ?? 0)
    await rows(wrapper)[0].trigger('click')
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([['1']])
  })

  it('"Try again" asks for the picture again after a failed load', async () => {
    let attempts = 0
    const requests = fakeImages(() =>
      ++attempts === 1 ? fail('offline', 'fetch failed') : ok({ contentType: 'image/png', bytes: new Uint8Array([1]) })
    )
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await wrapper.get('[data-testid="scheme-error"] button').trigger('click')
    await viewReady()
    expect(requests).toHaveLength(2)
    expect(wrapper.find('[data-testid="scheme-error"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="scheme"] img').attributes('src')).toMatch(/^blob:/)
  })

  it('treats a picture the browser cannot decode like a failed one', async () => {
    fakeImages()
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await wrapper.get('[data-testid="scheme"] img').trigger('error')
    expect(wrapper.get('[data-testid="scheme-error"]').text()).toContain('could not be loaded')
    await wrapper.get('[data-testid="scheme-error"] button').trigger('click')
    await viewReady()
    expect(wrapper.find('[data-testid="scheme-error"]').exists()).toBe(false)
  })
})
