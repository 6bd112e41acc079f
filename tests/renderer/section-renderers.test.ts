import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { CatalogTable } from '@shared/catalog-schemas'
import { fail } from '@shared/result'
import {
  DataTable,
  GenericValue,
  ImageGallery,
  InfoBanner,
  InfoBlock,
  MachineTranslatedMark,
  NodesBlockData,
  ServiceParts,
  UnknownFields
} from '@renderer/features/section/components'
import { clone, installFakeApi, mountSection, payloads } from './section-kit'

afterEach(() => {
  document.body.innerHTML = ''
})

function headings(wrapper: { findAll: (s: string) => Array<{ text: () => string }> }): string[] {
  return wrapper.findAll('thead th').map((th) => th.text())
}

describe('DataTable', () => {
  it('follows the header order and shows a cell object’s value with its extra fields', () => {
    const wrapper = mountSection(DataTable, { table: payloads.tablesTolerance[0] as CatalogTable })
    expect(wrapper.get('caption').text()).toBe('Tightening torques')
    expect(headings(wrapper)).toEqual(['Name', 'Value'])
    const first = wrapper.findAll('tbody tr')[0]!
    const cells = first.findAll('td')
    expect(cells[0]!.text()).toBe('Bolt M6')
    expect(cells[1]!.get('.gv-scalar').text()).toBe('10 Nm')
    expect(cells[1]!.get('.extra').text()).toBe('Tolerance: ±10%')
  })

  it('appends columns the rows carry but the header forgot, and shows unknown table fields', () => {
    const table = clone(payloads.tables[0]) as CatalogTable & Record<string, unknown>
    table.data![0]!.source = 'Factory label'
    table.footnote = 'Values as built'
    const wrapper = mountSection(DataTable, { table })
    expect(headings(wrapper)).toEqual(['Parameter', 'Value', 'Source'])
    expect(wrapper.text()).toContain('Factory label')
    expect(wrapper.text()).toContain('Footnote')
    expect(wrapper.text()).toContain('Values as built')
  })

  it('turns q_partinfo and q cells into buttons that follow their pointer', async () => {
    const { followed } = installFakeApi()
    const table = clone(payloads.serviceParts[0]!.list[0]) as CatalogTable
    table.data![1]!.name = { value: 'Filter element', q: 'q-next-section' }
    const wrapper = mountSection(DataTable, { table })
    const partButton = wrapper.get('[data-testid="cell-part-info"]')
    expect(partButton.element.tagName).toBe('BUTTON')
    expect(partButton.text()).toBe('5Q0 484 089 V')
    await partButton.trigger('click')
    expect(followed.openPartInfo).toEqual([(table.data![0]!.number as { q_partinfo: string }).q_partinfo])
    await wrapper.get('[data-testid="cell-navigate"]').trigger('click')
    expect(followed.navigate).toEqual(['q-next-section'])
    // Opaque pointers never appear as text.
    expect(wrapper.text()).not.toContain('Qv1-')
  })

  it('survives a table with no header, odd rows and no data', () => {
    const wrapper = mountSection(DataTable, { table: { data: [{ a: 1 }, 'junk' as never, { b: [1, 2] }] } })
    expect(headings(wrapper)).toEqual(['A', 'B'])
    expect(wrapper.text()).toContain('1, 2')
    const empty = mountSection(DataTable, { table: { title: 'Empty', header: [{ id: 'x', value: 'X' }], data: [] } })
    expect(empty.text()).toContain('No rows.')
  })
})

describe('GenericValue', () => {
  it('renders scalars in the UI language: booleans as words, numbers with the decimal sign and no grouping', () => {
    expect(mountSection(GenericValue, { value: true }).text()).toBe('Yes')
    expect(mountSection(GenericValue, { value: false }, 'de').text()).toBe('Nein')
    expect(mountSection(GenericValue, { value: 4.437 }, 'de').text()).toBe('4,437')
    // A number may be a code or a part number: never "12,500" or "12.500".
    expect(mountSection(GenericValue, { value: 12500 }, 'en').text()).toBe('12500')
    expect(mountSection(GenericValue, { value: 12500 }, 'de').text()).toBe('12500')
    expect(mountSection(GenericValue, { value: null }).text()).toBe('')
    expect(mountSection(GenericValue, { value: undefined }).text()).toBe('')
  })

  it('renders arrays of tables, arrays of objects and plain objects', () => {
    const tables = mountSection(GenericValue, { value: payloads.nodesBlockData.tables })
    expect(tables.findAll('table')).toHaveLength(3)
    const objects = mountSection(GenericValue, {
      value: [
        { code: 'A1', weight: 2 },
        { code: 'B2', colour: 'red' }
      ]
    })
    expect(headings(objects)).toEqual(['Code', 'Weight', 'Colour'])
    const object = mountSection(GenericValue, { value: payloads.groupinfoObject })
    expect(object.findAll('dt').map((dt) => dt.text())).toEqual(['Code', 'Title', 'Nodes', 'Catalog'])
    expect(object.text()).toContain('VOSTRA-EU-2019')
  })

  it('stops at a depth limit instead of recursing forever', () => {
    let deep: Record<string, unknown> = { leaf: 'bottom' }
    for (let i = 0; i < 40; i++) deep = { level: i, child: deep }
    const wrapper = mountSection(GenericValue, { value: deep })
    expect(wrapper.findAll('dl').length).toBeLessThan(12)
    expect(wrapper.find('.gv-deep').exists()).toBe(true)
  })
})

describe('InfoBlock', () => {
  it('shows part info sent as an object: name and number up front, every other key listed', () => {
    const wrapper = mountSection(InfoBlock, {
      value: { ...payloads.partInfoObject.partinfo, torqueNote: 'Use thread lock' },
      title: 'Part information'
    })
    expect(wrapper.get('h3').text()).toBe('Part information')
    expect(wrapper.get('[data-testid="info-name"]').text()).toBe('Engine mounting, right')
    expect(wrapper.get('[data-testid="info-number"]').text()).toBe('1K0 208 933 T')
    const labels = wrapper.findAll('dt').map((dt) => dt.text())
    expect(labels).toEqual(['Weight', 'Material', 'Manufacturer', 'Unit', 'Pack qty', 'Torque note'])
    expect(wrapper.text()).toContain('4.437')
    expect(wrapper.text()).toContain('Use thread lock')
  })

  it('shows a part number sent as a number as written, in every language', () => {
    for (const language of ['en', 'de'] as const) {
      const wrapper = mountSection(
        InfoBlock,
        { value: { name: 'Oil filter', number: 11427953129, code: 5401 } },
        language
      )
      expect(wrapper.get('[data-testid="info-number"]').text()).toBe('11427953129')
      expect(wrapper.get('.code').text()).toBe('5401')
    }
  })

  it('shows part info sent as an array of tables', () => {
    const wrapper = mountSection(InfoBlock, { value: payloads.partInfoTables.partinfo })
    expect(wrapper.get('caption').text()).toBe('Part information')
    expect(wrapper.text()).toContain('Cylinder block')
    expect(wrapper.text()).toContain('1K0 226 527')
    expect(wrapper.text()).toContain('Copyable: Yes')
  })

  it('says a block title once when its lone table repeats it', () => {
    const wrapper = mountSection(InfoBlock, { value: payloads.partInfoTables.partinfo, title: 'Part information' })
    expect(wrapper.get('h3').text()).toBe('Part information')
    expect(wrapper.find('caption').exists()).toBe(false)
    expect(wrapper.text()).toContain('1K0 226 527')
    const other = mountSection(InfoBlock, { value: payloads.partInfoTables.partinfo, title: 'Details' })
    expect(other.get('caption').text()).toBe('Part information')
  })

  it('shows groupinfo and listinfo objects and listinfo tables', () => {
    expect(mountSection(InfoBlock, { value: payloads.groupinfoObject }).get('[data-testid="info-name"]').text()).toBe(
      'Engine'
    )
    const listinfo = mountSection(InfoBlock, { value: payloads.listinfoObject })
    expect(listinfo.text()).toContain('Click a number on the diagram')
    const tables = mountSection(InfoBlock, { value: payloads.listinfoTables })
    expect(tables.text()).toContain('Cylinder block')
    expect(tables.text()).toContain('Unit: rows')
  })
})

describe('UnknownFields', () => {
  it('shows only what no renderer claimed, and nothing when there is nothing', () => {
    const result = {
      lists: [1],
      bread_crumb: [],
      warrantyNote: 'Two years',
      qSecret: 'Qv1-xyz',
      extra: { supplier: 'Acme' }
    }
    const wrapper = mountSection(UnknownFields, { result, known: ['lists', 'bread_crumb'] })
    expect(wrapper.findAll('.unknown-fields > dl > dt').map((dt) => dt.text())).toEqual(['Warranty note', 'Extra'])
    expect(wrapper.text()).toContain('Acme')
    expect(wrapper.text()).not.toContain('Qv1-')
    expect(mountSection(UnknownFields, { result: { lists: [] }, known: ['lists'] }).html()).not.toContain('dl')
  })
})

describe('ServiceParts and NodesBlockData', () => {
  it('renders service part groups as titled tables with part-info buttons', async () => {
    const { followed } = installFakeApi()
    const groups = clone(payloads.serviceParts) as Array<Record<string, unknown>>
    groups[0]!.intervalNote = 'Every 2 years at most'
    const wrapper = mountSection(ServiceParts, { groups })
    expect(wrapper.findAll('.group > h3').map((h) => h.text())).toEqual(['Filter element', 'Brakes'])
    expect(wrapper.get('[data-group-key="filters"] [data-testid="unknown-fields"]').text()).toContain('Interval note')
    expect(wrapper.findAll('table')).toHaveLength(2)
    expect(wrapper.text()).toContain('30 000 km')
    expect(wrapper.text()).toContain('Every 2 years at most')
    await wrapper.findAll('[data-testid="cell-part-info"]')[2]!.trigger('click')
    expect(followed.openPartInfo).toEqual([expect.stringMatching(/^Qv1-/)])
  })

  it('renders nodesBlockData tables and its unknown keys', () => {
    const wrapper = mountSection(NodesBlockData, { data: { ...payloads.nodesBlockData, remark: 'As delivered' } })
    expect(wrapper.findAll('caption').map((c) => c.text())).toEqual(['Engine', 'Wheels and tyres', 'Power supply'])
    expect(wrapper.findAll('.extra').map((e) => e.text())).toEqual(['Unit: inch'])
    expect(wrapper.text()).toContain('As delivered')
  })
})

describe('InfoBanner and MachineTranslatedMark', () => {
  it('says an error section is unavailable, shows the service text as text, and offers a way back', async () => {
    const wrapper = mountSection(InfoBanner, { info: { type: 'error', text: '<b>Pointer expired</b>' } })
    const banner = wrapper.get('[data-testid="info-banner"]')
    expect(banner.attributes('role')).toBe('alert')
    expect(banner.text()).toContain('This section is not available')
    expect(banner.text()).toContain('out of date')
    expect(wrapper.get('[data-testid="info-text"]').text()).toBe('<b>Pointer expired</b>')
    expect(banner.find('b').exists()).toBe(false)
    await wrapper.get('[data-testid="info-back"]').trigger('click')
    expect(wrapper.emitted('back')).toHaveLength(1)
  })

  it('shows info and warning as a calm note', () => {
    const wrapper = mountSection(InfoBanner, { info: payloads.infoWarning })
    const banner = wrapper.get('[data-testid="info-banner"]')
    expect(banner.attributes('role')).toBe('note')
    expect(banner.attributes('data-info-type')).toBe('warning')
    expect(banner.text()).toBe('Some parts depend on the production date.')
    expect(
      mountSection(InfoBanner, { info: { type: 'hint', text: 'New' } })
        .get('[role="note"]')
        .text()
    ).toBe('New')
  })

  it('marks machine translation visibly, with an explanation', () => {
    const wrapper = mountSection(MachineTranslatedMark, {}, 'de')
    const badge = wrapper.get('[data-testid="machine-translated"]')
    expect(badge.text()).toBe('Maschinell übersetzt')
    const hint = wrapper.get(`#${badge.attributes('aria-describedby')}`)
    expect(hint.attributes('role')).toBe('tooltip')
    expect(hint.text()).toContain('Teilenummern')
  })
})

describe('ImageGallery', () => {
  it('loads each picture through the catalog and enlarges one in a dialog', async () => {
    const api = installFakeApi()
    const wrapper = mountSection(ImageGallery, { images: payloads.images })
    await flushPromises()
    const figures = wrapper.findAll('[data-testid="image"]')
    expect(figures).toHaveLength(2)
    expect(figures[0]!.get('figcaption').text()).toBe('Service bulletins')
    const img = figures[0]!.get('img')
    expect(img.attributes('src')).toMatch(/^blob:/)
    expect(img.attributes('width')).toBe('640')
    expect(api.calls.filter((c) => c.channel === 'catalog.image')).toHaveLength(2)
    await figures[1]!.get('button').trigger('click')
    await flushPromises()
    const dialog = wrapper.get('[data-testid="image-dialog"]')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    expect(dialog.get('h2').text()).toBe('Additional images')
    expect(dialog.find('img').exists()).toBe(true)
  })

  it('says so in plain words when a picture cannot be loaded', async () => {
    installFakeApi({ 'catalog.image': () => fail('offline', 'fetch failed') })
    const wrapper = mountSection(ImageGallery, { images: [payloads.images[0], { caption: 'No pointer here' }] })
    await flushPromises()
    expect(wrapper.text()).toContain('This picture could not be loaded.')
    expect(wrapper.text()).not.toContain('fetch failed')
    expect(wrapper.text()).toContain('No pointer here')
  })
})
