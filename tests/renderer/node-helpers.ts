import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { vi } from 'vitest'
import { readNode } from '@shared/readers'
import type { CatalogLanguage } from '@shared/languages'
import { fail, ok, type Result } from '@shared/result'
import type { ImagePayload } from '@shared/contract'
import { createAppI18n } from '@renderer/i18n'
import NodeView from '@renderer/features/node/components/NodeView.vue'
import { createTestApp, currentTestApp } from './support/app-context'

const PNG: ImagePayload = { contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }

/** A fresh app whose catalog answers pictures from `answer` (default: a tiny PNG); returns what was asked. */
export function fakeImages(
  answer: (qImage: string) => Result<ImagePayload> | Promise<Result<ImagePayload>> = () => ok(PNG)
) {
  const requests: string[] = []
  createTestApp({
    catalog: {
      vin: async () => fail('server', 'not used'),
      section: async () => fail('server', 'not used'),
      image: async (qImage) => {
        requests.push(qImage)
        return answer(qImage)
      }
    }
  })
  return requests
}

const mounted: VueWrapper[] = []

/** What the node view is given: a raw node answer (any known shape), read as the app reads it. */
export function readAnswerNode(raw: object) {
  const node = readNode(raw)
  if (!node) throw new Error('not a node')
  return node
}

/**
 * Mounts NodeView attached to the document (panzoom only works on attached elements), as v-model.
 * `raw` is the node as the service (or the mirror) has it; the view gets it through readNode.
 */
export function mountNode(raw: object, options: { lang?: CatalogLanguage; highlighted?: string[] } = {}) {
  const wrapper: VueWrapper = mount(NodeView, {
    props: {
      node: readAnswerNode(raw),
      highlighted: options.highlighted ?? [],
      'onUpdate:highlighted': (ids: string[]) => wrapper.setProps({ highlighted: ids })
    },
    attachTo: document.body,
    global: { plugins: [currentTestApp().plugin, createAppI18n(options.lang ?? 'en')] }
  })
  mounted.push(wrapper)
  return wrapper
}

export function unmountAll(): void {
  while (mounted.length) mounted.pop()?.unmount()
  vi.restoreAllMocks()
}

/** Resolves after the next animation frame's callbacks have run (happy-dom runs a frame as an immediate). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

/**
 * Resolves once the zero-delay timeouts queued before it have run: timeouts of equal delay run in
 * the order they were set, so this one comes after them. It waits for a place in the queue, not for
 * an amount of time.
 */
export function queuedTimeouts(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Waits, by the events themselves, for what mounting the node view or an input set off: the
 * picture's answer from the fake catalog and Vue's re-render (promises), the first frame after
 * mount (useAfterFirstPaint; focusRow's frame), then panzoom's start-up timeout (set at mount; the
 * controls work once it has run) and the timeout the frame queued, then the renders they caused.
 */
export async function viewReady(): Promise<void> {
  await flushPromises()
  await nextFrame()
  await queuedTimeouts()
  await flushPromises()
}

/**
 * happy-dom has no layout: every element measures 0. This gives the elements matching each
 * selector a client size, which is what panzoom's fit and the virtualizer read.
 */
export function stubSizes(sizes: Record<string, [width: number, height: number, scrollHeight?: number]>): void {
  const sizeOf = (el: HTMLElement) => Object.entries(sizes).find(([selector]) => el.matches(selector))?.[1]
  // Everything else keeps measuring 0, as happy-dom would say anyway.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return sizeOf(this)?.[0] ?? 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return sizeOf(this)?.[1] ?? 0
  })
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const size = sizeOf(this)
    return size?.[2] ?? size?.[1] ?? 0
  })
  const rect = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const size = sizeOf(this)
    return size ? new DOMRect(0, 0, size[0], size[1]) : rect.call(this)
  })
}

export const VIEWPORT = '[data-testid="scheme-viewport"]'
export const SCROLLER = '[data-testid="parts-table"]'

/** Panzoom's transform of the scheme content, parsed: `scale(s) translate(x, y)`. */
export function transformOf(wrapper: VueWrapper): { scale: number; x: number; y: number } {
  const el = wrapper.get('[data-testid="scheme"] .content').element as HTMLElement
  const match = /scale\(([-\d.e]+)\) translate\(([-\d.e]+)px, ([-\d.e]+)px\)/.exec(el.style.transform)
  if (!match) throw new Error(`no panzoom transform in "${el.style.transform}"`)
  return { scale: Number(match[1]), x: Number(match[2]), y: Number(match[3]) }
}

export const rows = (wrapper: VueWrapper) => wrapper.findAll('[data-testid="part-row"]')
export const hotspot = (wrapper: VueWrapper, id: string) =>
  wrapper.get(`[data-testid="hotspot"][data-hotspot-id="${id}"]`)
export const highlightedRows = (wrapper: VueWrapper) =>
  rows(wrapper).filter((row) => row.attributes('data-highlighted') === 'true')
