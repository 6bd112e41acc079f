import { nextTick } from 'vue'
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bigNode, crankshaftNode, type LegacyNode } from './node-fixtures'
import {
  fakeImages,
  highlightedRows,
  hotspot,
  mountNode,
  rows,
  SCROLLER,
  viewReady,
  stubSizes,
  unmountAll
} from './node-helpers'

beforeEach(() => {
  fakeImages()
})
afterEach(() => {
  vi.useRealTimers()
  unmountAll()
})

const parts = crankshaftNode.parts ?? []
const feedback = (wrapper: ReturnType<typeof mountNode>) => wrapper.get('[data-testid="copy-feedback"]')

describe('parts table: columns and fields', () => {
  it('shows callout, number, name, qty and note, and every field it has no column for', async () => {
    const node: LegacyNode = {
      ...crankshaftNode,
      parts: [{ ...parts[0], supplier: { name: 'Acme', country: 'DE' } }, ...parts.slice(1)]
    }
    const wrapper = mountNode(node)
    await viewReady()
    const headers = wrapper.findAll('[role="columnheader"]').map((h) => h.text())
    expect(headers).toEqual(['Pos.', 'Part number', 'Name', 'Qty', 'Note', 'Details', 'Part information'])
    const cells = rows(wrapper)[0]
      .findAll('[role="gridcell"]')
      .map((c) => c.text())
    expect(cells.slice(0, 5)).toEqual(['1', '5Q0 876 471 TR', 'Crankshaft', '1', '–07.2020'])
    expect(rows(wrapper)[0].get('[data-testid="copy-part-number"]').attributes('aria-label')).toBe(
      'Copy part number 5Q0 876 471 TR'
    )
    // Unknown fields (prodTo and weight from the service, supplier invented here) are shown, not dropped.
    expect(cells[5]).toBe('prodTo: 07.2020 · weight: 0.612 · supplier: {"name":"Acme","country":"DE"}')
    const prodFromRow = rows(wrapper).find((r) => r.text().includes('prodFrom'))
    expect(prodFromRow?.get('[data-testid="part-details"]').text()).toMatch(/^prodFrom: \d\d\.\d{4}/)
    // The pointer is a button, never text.
    expect(wrapper.get('[data-testid="parts-table"]').text()).not.toContain('Qv1-')
  })

  it('has no details column when the parts carry only known fields', async () => {
    const plain = parts.map(({ hotspotId, number, name, qty, note, q_partinfo }) => ({
      hotspotId,
      number,
      name,
      qty,
      note,
      q_partinfo
    }))
    const wrapper = mountNode({ ...crankshaftNode, parts: plain })
    await viewReady()
    expect(wrapper.findAll('[role="columnheader"]').map((h) => h.text())).not.toContain('Details')
    expect(wrapper.find('[data-testid="part-details"]').exists()).toBe(false)
  })

  it('speaks the UI language', async () => {
    const wrapper = mountNode(crankshaftNode, { lang: 'de' })
    await viewReady()
    expect(wrapper.findAll('[role="columnheader"]').map((h) => h.text())).toContain('Teilenummer')
    expect(wrapper.get('[data-testid="zoom-fit"]').text()).toBe('Einpassen')
  })
})

describe('parts table: copy', () => {
  it('copies the exact part number in one click and says so for about 1.5 s', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    vi.useFakeTimers()
    const button = rows(wrapper)[3].get('[data-testid="copy-part-number"]')
    await button.trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledExactlyOnceWith(parts[3].number)
    expect(feedback(wrapper).text()).toBe(`Copied: ${parts[3].number}`)
    expect(rows(wrapper)[3].get('[data-testid="copy-part-number"]').attributes('title')).toBe('Copied')
    // Copying is not selecting.
    expect(wrapper.emitted('update:highlighted')).toBeUndefined()

    vi.advanceTimersByTime(1400)
    await nextTick()
    expect(feedback(wrapper).text()).toBe(`Copied: ${parts[3].number}`)
    vi.advanceTimersByTime(200)
    await nextTick()
    expect(feedback(wrapper).text()).toBe('')
  })

  it('says so in plain words when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await rows(wrapper)[0].get('[data-testid="copy-part-number"]').trigger('click')
    await flushPromises()
    expect(feedback(wrapper).text()).toBe(
      `Could not copy ${parts[0].number}: the clipboard is not available. Select the number and copy it by hand.`
    )
    expect(feedback(wrapper).classes()).toContain('failed')
  })

  it('copies with the C key on a focused row', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    await rows(wrapper)[5].trigger('keydown', { key: 'c' })
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith(parts[5].number)
  })
})

describe('parts table: keyboard', () => {
  it('moves focus with the arrows, Home and End, and keeps one row in the Tab order', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const focusedPos = () => (document.activeElement as HTMLElement | null)?.dataset.pos
    expect(rows(wrapper).filter((r) => r.attributes('tabindex') === '0')).toHaveLength(1)
    ;(rows(wrapper)[0].element as HTMLElement).focus()
    await rows(wrapper)[0].trigger('keydown', { key: 'ArrowDown' })
    await viewReady()
    expect(focusedPos()).toBe('1')
    await rows(wrapper)[1].trigger('keydown', { key: 'ArrowDown' })
    await rows(wrapper)[2].trigger('keydown', { key: 'ArrowUp' })
    await viewReady()
    expect(focusedPos()).toBe('1')
    await rows(wrapper)[1].trigger('keydown', { key: 'End' })
    await viewReady()
    expect(focusedPos()).toBe(String(parts.length - 1))
    expect(rows(wrapper)[parts.length - 1].attributes('tabindex')).toBe('0')
    expect(rows(wrapper)[0].attributes('tabindex')).toBe('-1')
    await rows(wrapper)[parts.length - 1].trigger('keydown', { key: 'Home' })
    await viewReady()
    expect(focusedPos()).toBe('0')
  })

  it('Enter selects the focused row’s callout (and Enter again clears it)', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const row = rows(wrapper).find((r) => r.attributes('data-hotspot-id') === '2')
    await row?.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([['2']])
    expect(hotspot(wrapper, '2').attributes('data-highlighted')).toBe('true')
    await row?.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([[]])
  })
})

describe('parts table: filter', () => {
  it('filters by number (spaces and case ignored) or name and says how many are shown', async () => {
    const wrapper = mountNode(crankshaftNode)
    await viewReady()
    const filter = wrapper.get('[data-testid="parts-filter"]')
    await filter.setValue('5q0876')
    expect(rows(wrapper).map((r) => r.text())).toEqual([expect.stringContaining('5Q0 876 471 TR')])
    await filter.setValue('bearing')
    const bearings = parts.filter((p) => /bearing/i.test(p.name ?? ''))
    expect(rows(wrapper)).toHaveLength(bearings.length)
    expect(wrapper.text()).toContain(`Shown: ${bearings.length} of ${parts.length}`)
    await filter.setValue('no such part')
    expect(rows(wrapper)).toHaveLength(0)
    expect(wrapper.get('[data-testid="parts-empty"]').text()).toBe('No parts match “no such part”.')
  })
})

describe('parts table: 300+ parts', () => {
  it('renders only the visible rows once the table has a size, and all of them while it has none', async () => {
    const node = bigNode(320)
    const unsized = mountNode(node)
    await viewReady()
    // No layout (hidden, or this test DOM): every row is there, so nothing is unreachable.
    expect(rows(unsized)).toHaveLength(320)
    unsized.unmount()

    stubSizes({ [SCROLLER]: [900, 400, 28 + 320 * 26] })
    const wrapper = mountNode(node)
    await viewReady()
    const count = rows(wrapper).length
    // 400 px of 26 px (compact) rows is 15 visible, plus the overscan on either side.
    expect(count).toBeGreaterThan(14)
    expect(count).toBeLessThan(40)
    expect(wrapper.get(SCROLLER).attributes('aria-rowcount')).toBe('321')
    // The sizer keeps the scrollbar honest: header + 320 rows.
    expect((wrapper.get(`${SCROLLER} .sizer`).element as HTMLElement).style.height).toBe(`${28 + 320 * 26}px`)
  })

  it('a hotspot click scrolls its first row into view and both shared rows are highlighted', async () => {
    stubSizes({ [SCROLLER]: [900, 400, 28 + 320 * 26] })
    const wrapper = mountNode(bigNode(320))
    await viewReady()
    const scroller = wrapper.get(SCROLLER).element as HTMLElement
    expect(rows(wrapper).some((r) => r.attributes('data-hotspot-id') === '150')).toBe(false)

    // numeric hotspot ids from the service are compared as strings
    await hotspot(wrapper, '150').trigger('click')
    expect(wrapper.emitted('update:highlighted')?.at(-1)).toEqual([['150']])
    await viewReady()
    // Callout 150 owns parts 298 and 299: the first sits right under the sticky header.
    expect(scroller.scrollTop).toBe(298 * 26)
    scroller.dispatchEvent(new Event('scroll'))
    await viewReady()
    const shown = highlightedRows(wrapper).map((r) => r.attributes('data-pos'))
    expect(shown).toEqual(['298', '299'])
    expect(rows(wrapper).length).toBeLessThan(40)
  })

  it('hovering a hotspot brings its rows into view after a short pause, without selecting', async () => {
    stubSizes({ [SCROLLER]: [900, 400, 28 + 320 * 26] })
    const wrapper = mountNode(bigNode(320))
    await viewReady()
    const scroller = wrapper.get(SCROLLER).element as HTMLElement
    vi.useFakeTimers()
    await hotspot(wrapper, '100').trigger('mouseenter')
    vi.advanceTimersByTime(100)
    expect(scroller.scrollTop).toBe(0) // sweeping across the picture does not scroll the table
    vi.advanceTimersByTime(150)
    expect(scroller.scrollTop).toBe(198 * 26)
    expect(wrapper.emitted('update:highlighted')).toBeUndefined()
  })

  it('arrow keys reach rows that were not rendered yet', async () => {
    stubSizes({ [SCROLLER]: [900, 400, 28 + 320 * 26] })
    const wrapper = mountNode(bigNode(320))
    await viewReady()
    const scroller = wrapper.get(SCROLLER).element as HTMLElement
    ;(rows(wrapper)[0].element as HTMLElement).focus()
    await rows(wrapper)[0].trigger('keydown', { key: 'End' })
    scroller.dispatchEvent(new Event('scroll'))
    await viewReady()
    expect((document.activeElement as HTMLElement).dataset.pos).toBe('319')
  })
})
