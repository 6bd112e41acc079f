import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Papa from 'papaparse'
import { plainText } from '@shared/plain-text'
import type { BasketLine } from '@renderer/data/baskets/basket-model'
import { basketCsv, UTF8_BOM } from '@renderer/features/baskets/basket-csv'
import { createAppI18n } from '@renderer/i18n'
import BasketDetail from '@renderer/features/baskets/components/BasketDetail.vue'
import DataTable from '@renderer/features/section/components/DataTable.vue'
import { fieldModels } from '@renderer/features/section/components/form-model'
import { crankshaftNode } from './node-fixtures'
import { fakeImages, mountNode, rows, viewReady, unmountAll } from './node-helpers'
import { installFakeApi, mountSection } from './section-kit'
import { currentTestApp } from './support/app-context'

// Issue 11: bidi controls in service text must not make a part number read differently from
// what is copied or exported. Escapes are spelled out so the test's own source stays honest.

const RLO = '\u202E'
const PDF = '\u202C'
const ALL_CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'
const ANY_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** "5Q0" + RLO + "876471" + PDF: shown with bidi it reads 5Q0174678, its characters say 5Q0876471. */
const HOSTILE = `5Q0${RLO}876471${PDF}`
const PLAIN = '5Q0876471'

afterEach(() => unmountAll())

describe('plainText', () => {
  it('removes every bidi formatting control and nothing else', () => {
    expect(plainText(HOSTILE)).toBe(PLAIN)
    expect(plainText(`a${ALL_CONTROLS}b`)).toBe('ab')
    expect(plainText(plainText(HOSTILE))).toBe(PLAIN) // idempotent
  })

  it('keeps right-to-left letters and the joiners scripts need', () => {
    const arabic = 'مسمار ملولب M8'
    const hebrew = 'בורג M8'
    const persian = 'می\u200Cشود' // the zero-width non-joiner is spelling, not a bidi control
    const emoji = '👩\u200D🔧'
    for (const text of [arabic, hebrew, persian, emoji, 'Ölwanne 11 12 7 584 911']) expect(plainText(text)).toBe(text)
    expect(plainText(`\u2067${arabic}\u2069\u200F`)).toBe(arabic)
  })
})

describe('node view: part numbers shown and copied as their characters', () => {
  beforeEach(() => {
    fakeImages()
  })
  const hostileNode = () => ({
    ...crankshaftNode,
    title: `\u2067Crank${RLO}shaft${PDF}\u2069`,
    note: `\u200F–07.2020`,
    parts: (crankshaftNode.parts ?? []).map((part, i) =>
      i === 0 ? { ...part, number: HOSTILE, name: `\u202BCrankshaft${PDF}`, note: `${RLO}note${PDF}` } : part
    )
  })

  it('shows the title, note, number and name without controls', async () => {
    const wrapper = mountNode(hostileNode())
    await viewReady()
    expect(wrapper.get('[data-testid="node-title"]').text()).toContain('Crankshaft')
    expect(wrapper.get('[data-testid="node-title"]').text()).not.toMatch(ANY_CONTROL)
    expect(wrapper.get('[data-testid="node-note"]').text()).toBe('–07.2020')
    const cells = rows(wrapper)[0]
      .findAll('[role="gridcell"]')
      .map((c) => c.text())
    expect(cells.slice(1, 3)).toEqual([PLAIN, 'Crankshaft'])
    expect(cells[4]).toBe('note')
    const copyButton = rows(wrapper)[0].get('[data-testid="copy-part-number"]')
    expect(copyButton.attributes('aria-label')).toBe(`Copy part number ${PLAIN}`)
    // nothing in the table, titles and labels included, carries a control
    expect(wrapper.html()).not.toMatch(ANY_CONTROL)
  })

  it('copies the plain number, by click and by the C key, and says which', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const wrapper = mountNode(hostileNode())
    await viewReady()
    await rows(wrapper)[0].get('[data-testid="copy-part-number"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenLastCalledWith(PLAIN)
    expect(wrapper.get('[data-testid="copy-feedback"]').text()).toBe(`Copied: ${PLAIN}`)
    await rows(wrapper)[0].trigger('keydown', { key: 'c' })
    await flushPromises()
    expect(writeText).toHaveBeenLastCalledWith(PLAIN)
    expect(writeText).toHaveBeenCalledTimes(2)
  })

  it('the table filter finds the number as it reads', async () => {
    const wrapper = mountNode(hostileNode())
    await viewReady()
    await wrapper.get('[data-testid="parts-filter"]').setValue('5q0876')
    expect(rows(wrapper).map((r) => r.findAll('[role="gridcell"]')[1]!.text())).toEqual([PLAIN])
  })
})

function line(partNumber: string, extra: Partial<BasketLine> = {}): BasketLine {
  return {
    id: partNumber,
    basketId: 'b1',
    partNumber,
    name: `${RLO}Crankshaft${PDF}`,
    qty: 1,
    note: '\u2066seal\u2069',
    vehicle: { vin: 'VM9CV2AX5JM307766', name: 'Marlin\u200F Cargo' },
    source: { q: 'q', lang: 'en', nodeCode: '010-01-02', nodeTitle: `\u2068Crankshaft\u2069` },
    addedAt: 1,
    ...extra
  }
}

describe('baskets: lines shown, copied and exported as their characters', () => {
  it('the CSV carries no control in any cell, and still defuses a formula hidden behind one', () => {
    const csv = basketCsv([line(HOSTILE), line(`${RLO}=HYPERLINK("http://x")`, { id: 'evil' })])
    expect(csv).not.toMatch(ANY_CONTROL)
    const rowsOut = Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true }).data
    expect(rowsOut[1]).toEqual([
      PLAIN,
      'Crankshaft',
      '1',
      'Marlin Cargo',
      'VM9CV2AX5JM307766',
      '010-01-02 Crankshaft',
      'seal'
    ])
    expect(rowsOut[2][0]).toBe(`'=HYPERLINK("http://x")`)
  })

  it('the basket screen shows plain lines and copies all numbers plain, each once', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const lines = [
      line(HOSTILE),
      line(PLAIN, { id: 'same-number-without-controls' }),
      line('N 123 456 01', { id: 'n' })
    ]
    const wrapper = mount(BasketDetail, {
      props: {
        basket: { id: 'b1', name: 'Job 1', createdAt: 1, updatedAt: 1, lines: 3, pieces: 3 },
        lines,
        active: true
      },
      global: { plugins: [currentTestApp().plugin, createAppI18n('en')], stubs: { RouterLink: RouterLinkStub } }
    })
    const shown = wrapper.findAll('[data-testid="basket-line"]')
    expect(shown.map((r) => r.attributes('data-part-number'))).toEqual([PLAIN, PLAIN, 'N 123 456 01'])
    expect(wrapper.get('[data-testid="basket-lines"]').html()).not.toMatch(ANY_CONTROL)
    await wrapper.get('[data-testid="basket-copy"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${PLAIN}\nN 123 456 01`)
    wrapper.unmount()
  })
})

describe('section renderers: service text in tables and forms', () => {
  it('a table cell and its number detail are shown plain; RTL words keep their letters', () => {
    installFakeApi()
    const wrapper = mountSection(DataTable, {
      table: {
        header: [
          { id: 'number', value: `\u200FNumber` },
          { id: 'name', value: 'Name' }
        ],
        data: [{ number: { value: HOSTILE, number: `N${RLO}42${PDF}` }, name: `\u2067מסנן שמן\u2069` }]
      }
    })
    const text = wrapper.text()
    expect(text).not.toMatch(ANY_CONTROL)
    expect(text).toContain(PLAIN)
    expect(text).toContain('N42')
    expect(text).toContain('מסנן שמן')
    wrapper.unmount()
  })

  it('form labels are shown plain, while field keys go back to the service as sent', () => {
    const form = fieldModels(
      {
        title: `${RLO}Filter${PDF}`,
        fields: [{ code: `num${RLO}ber`, label: `\u2066Part number\u2069`, type: 'select', options: [`\u200FL`, 'R'] }]
      },
      0
    )
    expect(form.title).toBe('Filter')
    expect(form.fields[0]?.label).toBe('Part number')
    expect(form.fields[0]?.options).toEqual([
      { value: `\u200FL`, label: 'L' },
      { value: 'R', label: 'R' }
    ])
    expect(form.fields[0]?.key).toBe(`num${RLO}ber`)
  })
})
