// @vitest-environment jsdom
// Service HTML goes through DOMPurify here; happy-dom's NodeIterator is not spec-compliant, so
// DOMPurify would pass markup through that it removes in Chromium. jsdom sanitizes as Chromium
// does (tests/browser/sanitize.e2e.test.ts proves the sanitizer itself in the real engine).
import { flushPromises, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CatalogResult, CatalogTable } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import {
  DataTable,
  GenericValue,
  InfoBlock,
  NodesBlockData,
  PartInfoPanel
} from '@renderer/features/section/components'
import { clone, installFakeApi, mountSection, payloads } from './section-kit'

/**
 * Tables and HTML the way the real service sends them (shared/spec/real-shapes.md, "Tables"):
 * `{ header, data, title?, q?, flag_hide_header? }` with cells `{ value, number?, name?, flagNotTranslate? }`,
 * and `html` next to other data.
 */

declare global {
  interface Window {
    __pwned?: unknown
  }
}

/** A real-looking pointer: ~1.5 KB of base64 with its substitutions, and every character that breaks naive handling. */
const POINTER = `Qv1-${'eyJjIjoiVk9TVFJBIiwibiI6IjAxMCJ9+/=_-__--'.repeat(36)}==`

/** Equipment options as in `attributesAdv`: the service hides the header of such tables. */
function optionsTable(extra: Record<string, unknown> = {}): CatalogTable {
  return {
    title: 'Equipment',
    header: [
      { id: 'code', value: 'Option' },
      { id: 'name', value: 'Description' }
    ],
    data: [
      { code: 'S205A', name: 'Automatic transmission' },
      { code: 'S423A', name: 'Floor mats, velours' }
    ],
    ...extra
  }
}

const HOSTILE_HTML =
  '<p>Always fit <b>new</b> bolts.</p><script>window.__pwned=1</script>' +
  '<img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">bad</a>' +
  '<a href="https://service.example.com/tsb/11">TSB 11</a>'

beforeEach(() => {
  delete window.__pwned
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('flag_hide_header', () => {
  it('hides the header row from sight but keeps it for screen readers, and never shows the flag', () => {
    const wrapper = mountSection(DataTable, { table: optionsTable({ flag_hide_header: true }) })
    const thead = wrapper.get('thead')
    expect(thead.classes()).toContain('visually-hidden')
    expect(thead.attributes('data-header-hidden')).toBe('true')
    // Still column headers in the markup, so each cell keeps its column name for assistive tech.
    expect(thead.findAll('th').map((th) => [th.text(), th.attributes('scope')])).toEqual([
      ['Option', 'col'],
      ['Description', 'col']
    ])
    expect(wrapper.findAll('tbody tr')).toHaveLength(2)
    expect(wrapper.find('.table-extras').exists()).toBe(false)
    expect(wrapper.text()).not.toMatch(/flag|hide header/i)
  })

  it('shows the header when the flag is absent or off', () => {
    for (const extra of [{}, { flag_hide_header: false }, { flag_hide_header: 0 }]) {
      const wrapper = mountSection(DataTable, { table: optionsTable(extra) })
      expect(wrapper.get('thead').classes()).not.toContain('visually-hidden')
      expect(wrapper.get('thead').attributes('data-header-hidden')).toBeUndefined()
      expect(wrapper.text()).not.toMatch(/flag|hide header/i)
    }
  })
})

describe('object cells { value, number?, name?, flagNotTranslate? }', () => {
  function firstCell(table: CatalogTable): HTMLElement {
    const wrapper = mountSection(DataTable, { table })
    return wrapper.get('tbody td .cell').element as HTMLElement
  }

  it('shows the value, then "number · name" in one quiet line without key labels', () => {
    const wrapper = mountSection(DataTable, {
      table: {
        header: [{ id: 'part', value: 'Part' }],
        data: [
          { part: { value: 'Oil filter', number: '11 42 7 953 129', name: 'Filter element', flagNotTranslate: true } }
        ]
      }
    })
    const cell = wrapper.get('tbody td')
    expect(cell.get('.gv-scalar').text()).toBe('Oil filter')
    expect(cell.get('[data-testid="cell-details"]').text()).toBe('11 42 7 953 129 · Filter element')
    expect(cell.find('.extra').exists()).toBe(false)
    expect(cell.text()).not.toMatch(/Part number|Name:/)
  })

  it('never prints flagNotTranslate, and marks such a cell translate="no"', () => {
    const wrapper = mountSection(DataTable, {
      table: {
        header: [
          { id: 'code', value: 'Code' },
          { id: 'label', value: 'Label' }
        ],
        data: [{ code: { value: 'S205A', flagNotTranslate: true }, label: { value: 'Automatic transmission' } }]
      }
    })
    const [code, label] = wrapper.findAll('tbody td .cell')
    expect(code!.attributes('translate')).toBe('no')
    expect(code!.text()).toBe('S205A')
    expect(label!.attributes('translate')).toBeUndefined()
    expect(wrapper.text()).not.toMatch(/flag|not translate|yes|true/i)
  })

  it('keeps identifiers as written and does not repeat the value', () => {
    // A numeric part number must not gain locale separators ("12,500"); a name equal to the value is a repeat.
    const cell = firstCell({
      header: [{ id: 'p', value: 'P' }],
      data: [{ p: { value: 'Gasket', number: 12500, name: 'Gasket' } }]
    })
    expect(cell.querySelector('[data-testid="cell-details"]')?.textContent).toBe('12500')
    const plain = firstCell({
      header: [{ id: 'p', value: 'P' }],
      data: [{ p: { value: 'Gasket', number: '', name: '  ' } }]
    })
    expect(plain.querySelector('[data-testid="cell-details"]')).toBeNull()
  })

  it('shows string and number cells as before, and a valueless object without its flag', () => {
    const wrapper = mountSection(DataTable, {
      table: {
        header: [
          { id: 'a', value: 'A' },
          { id: 'b', value: 'B' },
          { id: 'c', value: 'C' }
        ],
        data: [{ a: 'Bolt', b: 4, c: { number: 'N 910 455 01', flagNotTranslate: true } }]
      }
    })
    const cells = wrapper.findAll('tbody td')
    expect(cells[0]!.text()).toBe('Bolt')
    expect(cells[1]!.text()).toBe('4')
    expect(cells[2]!.findAll('dt').map((dt) => dt.text())).toEqual(['Part number'])
    expect(cells[2]!.text()).toContain('N 910 455 01')
    expect(cells[2]!.text()).not.toMatch(/flag/i)
    expect(cells[2]!.get('.cell').attributes('translate')).toBe('no')
  })
})

describe('a table with its own q', () => {
  it('makes its title a link that follows the pointer byte for byte', async () => {
    const { followed } = installFakeApi()
    const wrapper = mountSection(DataTable, { table: optionsTable({ q: POINTER }) })
    const link = wrapper.get('caption [data-testid="table-navigate"]')
    expect(link.element.tagName).toBe('BUTTON')
    expect(link.text()).toBe('Equipment')
    expect(link.attributes('title')).toBe('Open Equipment')
    await link.trigger('click')
    expect(followed.navigate).toEqual([POINTER])
    // The pointer is an action only: not text, not an extra field, not even an attribute.
    expect(wrapper.find('.table-extras').exists()).toBe(false)
    expect(wrapper.html()).not.toContain(POINTER.slice(4, 40))
    expect(wrapper.findAll('button')).toHaveLength(1)
  })

  it('offers "Open" when the table has no title, and no link when it has no q', async () => {
    const { followed } = installFakeApi()
    const untitled = mountSection(DataTable, { table: { ...optionsTable({ q: POINTER }), title: undefined } })
    const link = untitled.get('caption [data-testid="table-navigate"]')
    expect(link.text()).toBe('Open')
    await link.trigger('click')
    expect(followed.navigate).toEqual([POINTER])
    const plain = mountSection(DataTable, { table: optionsTable() })
    expect(plain.get('caption').text()).toBe('Equipment')
    expect(plain.find('[data-testid="table-navigate"]').exists()).toBe(false)
  })

  it('carries the navigation out of nested renderers', async () => {
    const { followed } = installFakeApi()
    const wrapper = mountSection(NodesBlockData, {
      data: { tables: [optionsTable({ q: POINTER, flag_hide_header: true })] }
    })
    await wrapper.get('[data-testid="table-navigate"]').trigger('click')
    expect(followed.navigate).toEqual([POINTER])
    expect(wrapper.find('[data-testid="unknown-fields"]').exists()).toBe(false)
  })
})

describe('html next to other data', () => {
  /** Opens the n-th HTML block in the wrapper and returns its sanitized content. */
  async function openHtml(wrapper: VueWrapper, n = 0) {
    await wrapper.findAll('[data-testid="open-html"]')[n]!.trigger('click')
    await flushPromises()
    return wrapper.findAll('[data-testid="html-content"]').at(-1)!
  }

  function expectSanitized(content: DOMWrapper<Element>) {
    expect(content.text()).toContain('Always fit new bolts.')
    expect(content.get('b').text()).toBe('new')
    expect(content.element.querySelectorAll('script, img')).toHaveLength(0)
    const links = content.findAll('a')
    expect(links.map((a) => a.attributes('href'))).toEqual([undefined, 'https://service.example.com/tsb/11'])
    expect(links[1]!.attributes('rel')).toBe('noopener noreferrer')
    expect(window.__pwned).toBeUndefined()
  }

  it('in an object shown by GenericValue: a sanitized block, not markup as text', async () => {
    const api = installFakeApi()
    const wrapper = mountSection(GenericValue, { value: { note: 'Check torque', html: HOSTILE_HTML } })
    expect(wrapper.findAll('dt').map((dt) => dt.text())).toEqual(['Note', 'Additional information'])
    expect(wrapper.text()).not.toContain('<')
    expect(wrapper.text()).toContain('Check torque')
    const content = await openHtml(wrapper)
    expectSanitized(content)
    // Links inside are guarded: the click is stopped and the user is asked first.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    content.get('a[href]').element.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await flushPromises()
    expect(wrapper.get('[data-testid="link-confirm"]').text()).toContain('service.example.com')
    expect(api.calls.filter((c) => c.channel === 'shell.openExternal')).toEqual([])
  })

  it('in part information: inside the part object and beside it in the answer', async () => {
    installFakeApi()
    const result = readResult(clone(payloads.partInfoObject))
    ;(result.partinfo as Record<string, unknown>).html = HOSTILE_HTML
    result.html = '<p>Recall <i>R-17</i></p><script>window.__pwned=1</script>'
    const wrapper = mountSection(PartInfoPanel, { result, loading: false, error: null })
    await flushPromises()
    expect(wrapper.findAll('[data-testid="open-html"]')).toHaveLength(2)
    expect(wrapper.text()).not.toMatch(/<\/?(p|b|i|script|a)\b/)
    expect(wrapper.get('[data-testid="info-number"]').text()).toBe('1K0 208 933 T')
    expectSanitized(await openHtml(wrapper, 0))
    expect(wrapper.find('[data-testid="unknown-fields"] [data-testid="open-html"]').exists()).toBe(true)
  })

  it('as a table column, a cell’s extra field and a table’s own field', async () => {
    installFakeApi()
    const table = {
      title: 'Bulletins',
      html: '<p>Table note</p>',
      header: [
        { id: 'name', value: 'Name' },
        { id: 'html', value: 'Text' }
      ],
      data: [
        { name: { value: 'Timing belt', html: '<i>Replace with tensioner</i>' }, html: HOSTILE_HTML },
        { name: 'Water pump', html: { value: '<u>x</u>', q_partinfo: 'q-part' } }
      ]
    } as CatalogTable
    const wrapper = mountSection(DataTable, { table })
    expect(wrapper.findAll('[data-testid="open-html"]')).toHaveLength(4)
    expect(wrapper.text()).not.toContain('<')
    // A cell holding both HTML and a pointer keeps them apart: no button inside a button.
    expect(wrapper.element.querySelectorAll('button button')).toHaveLength(0)
    expect(wrapper.get('[data-testid="cell-part-info"]').text()).toBe('Part information')
    expectSanitized(await openHtml(wrapper, 1))
  })

  it('leaves a non-string html, and a string under another key, as they were', () => {
    const wrapper = mountSection(InfoBlock, { value: { name: 'Seal', remark: '<b>as text</b>', html: 42 } })
    expect(wrapper.find('[data-testid="open-html"]').exists()).toBe(false)
    expect(wrapper.text()).toContain('<b>as text</b>')
    expect(wrapper.text()).toContain('42')
  })
})

describe('the service’s internal params', () => {
  const params = { method: 'q', name: 'PARAMS-SENTINEL', codes: ['EU'], vehicleId: 'c2VjcmV0LXZlaGljbGUtaWQ__--' }

  it('is never shown in part information, nor counted as content', async () => {
    installFakeApi()
    // The reader drops `params`; put it back to prove the panel never shows it either.
    const withParams: CatalogResult = { ...readResult(clone(payloads.partInfoObject)), params }
    const wrapper = mountSection(PartInfoPanel, { result: withParams, loading: false, error: null })
    await flushPromises()
    expect(wrapper.text()).not.toContain('PARAMS-SENTINEL')
    expect(wrapper.html()).not.toContain(params.vehicleId)
    expect(wrapper.find('[data-testid="unknown-fields"]').exists()).toBe(false)

    const onlyParams = mountSection(PartInfoPanel, {
      result: { ...readResult({ resultCode: 200 }), params } satisfies CatalogResult,
      loading: false,
      error: null
    })
    await flushPromises()
    expect(onlyParams.text()).toContain('no further information')
  })

  it('is never shown when a generic value carries it', () => {
    const wrapper = mountSection(GenericValue, { value: { weight: 2, params } })
    expect(wrapper.text()).toContain('2')
    expect(wrapper.text()).not.toContain('PARAMS-SENTINEL')
  })
})
