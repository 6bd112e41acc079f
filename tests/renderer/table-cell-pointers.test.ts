/**
 * A table cell's section pointer is one button whichever other pointer the cell has: with only a
 * section, the value itself is the button; with part information too, the value opens that and a
 * small "Open" beside it opens the section; with no pointer the value is plain text.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { CatalogTable } from '@shared/catalog-schemas'
import { DataTable } from '@renderer/features/section/components'
import { installFakeApi, mountSection } from './section-kit'

afterEach(() => {
  document.body.innerHTML = ''
})

const table = (cell: unknown) => ({ header: [{ id: 'name', value: 'Name' }], data: [{ name: cell }] }) as CatalogTable

describe('TableCell pointers', () => {
  it('puts the value on the section button when the cell points only to a section', async () => {
    const { followed } = installFakeApi()
    const wrapper = mountSection(DataTable, { table: table({ value: 'Oil filter', q: 'q-filter' }) })
    const button = wrapper.get('[data-testid="cell-navigate"]')
    expect(button.text()).toBe('Oil filter')
    expect(button.classes()).toEqual(['link'])
    expect(wrapper.find('[data-testid="cell-part-info"]').exists()).toBe(false)
    await button.trigger('click')
    expect(followed.navigate).toEqual(['q-filter'])
  })

  it('with part information too, the value opens it and a small "Open" opens the section, in that order', async () => {
    const { followed } = installFakeApi()
    const wrapper = mountSection(DataTable, {
      table: table({ value: '5Q0 484 089', q: 'q-section', q_partinfo: 'q-info' })
    })
    const buttons = wrapper.findAll('td button')
    expect(buttons.map((button) => button.attributes('data-testid'))).toEqual(['cell-part-info', 'cell-navigate'])
    expect(buttons[0]!.text()).toBe('5Q0 484 089')
    expect(buttons[1]!.text()).toBe('Open')
    expect(buttons[1]!.classes()).toEqual(['link', 'secondary'])
    await buttons[0]!.trigger('click')
    await buttons[1]!.trigger('click')
    expect(followed.openPartInfo).toEqual(['q-info'])
    expect(followed.navigate).toEqual(['q-section'])
  })

  it('shows a cell without pointers as plain text, and a section pointer without a value as "Open"', () => {
    installFakeApi()
    const plain = mountSection(DataTable, { table: table('Gasket') })
    expect(plain.find('td button').exists()).toBe(false)
    expect(plain.get('td').text()).toBe('Gasket')
    const bare = mountSection(DataTable, { table: table({ value: null, q: 'q-bare' }) })
    expect(bare.get('[data-testid="cell-navigate"]').text()).toBe('Open')
  })
})
