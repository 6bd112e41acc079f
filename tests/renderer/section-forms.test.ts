import { afterEach, describe, expect, it } from 'vitest'
import type { CatalogForm } from '@shared/catalog-schemas'
import { FormsPanel } from '@renderer/features/section/components'
import { clone, mountSection, payloads } from './section-kit'

afterEach(() => {
  document.body.innerHTML = ''
})

const codeKeyed = payloads.formsCodeKeyed as CatalogForm[]
const idKeyed = payloads.formsIdKeyed as CatalogForm[]

function field(wrapper: ReturnType<typeof mountSection>, key: string) {
  return wrapper.get(`[data-field-key="${key}"]`)
}

describe('FormsPanel', () => {
  it('renders each field by its declared kind, labelled, keyed by code', () => {
    const wrapper = mountSection(FormsPanel, { forms: codeKeyed })
    expect(wrapper.find('[data-testid="forms"]').exists()).toBe(true)
    expect(wrapper.get('legend').text()).toBe('Filter')
    const select = field(wrapper, 'engine').get('select')
    expect(select.findAll('option').map((o) => o.text())).toEqual([
      'All',
      'DFGA · 2.0 TDX 110 kW',
      'DFHB · 2.0 TDX 140 kW',
      'CZPA · 1.8 TSX 132 kW'
    ])
    const text = field(wrapper, 'name').get('input')
    expect(text.attributes('type')).toBe('text')
    expect(text.attributes('maxlength')).toBe('60')
    expect(field(wrapper, 'standardOnly').get('input').attributes('type')).toBe('checkbox')
    // Every control has a label pointing at it.
    for (const control of wrapper.findAll('input, select')) {
      const id = control.attributes('id')
      expect(id).toBeTruthy()
      expect(wrapper.find(`label[for="${id}"]`).exists()).toBe(true)
    }
    expect(wrapper.get('label[for="' + select.attributes('id') + '"]').text()).toBe('Engine version')
  })

  it('submits only what carries a value, as a flat object with the form it came from', async () => {
    const wrapper = mountSection(FormsPanel, { forms: codeKeyed })
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('submit')?.[0]).toEqual([{}, codeKeyed[0]])

    await field(wrapper, 'engine').get('select').setValue('DFGA')
    await field(wrapper, 'name').get('input').setValue('pump')
    await field(wrapper, 'standardOnly').get('input').setValue(true)
    await wrapper.get('[data-testid="form-submit"]').trigger('click')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('submit')?.at(-1)?.[0]).toEqual({ engine: 'DFGA', name: 'pump', standardOnly: true })
  })

  it('starts from submitted values, and reset returns to the declared defaults', async () => {
    const wrapper = mountSection(FormsPanel, { forms: idKeyed, values: { side: 'L', withNote: true, number: '1K0' } })
    expect(field(wrapper, 'withNote').attributes('data-field-kind')).toBe('checkbox')
    expect((field(wrapper, 'side').get('select').element as HTMLSelectElement).value).toBe('L')
    expect((field(wrapper, 'withNote').get('input').element as HTMLInputElement).checked).toBe(true)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('submit')?.[0]?.[0]).toEqual({ number: '1K0', side: 'L', withNote: true })

    await wrapper.get('form').trigger('reset')
    expect(wrapper.emitted('reset')).toHaveLength(1)
    expect((field(wrapper, 'side').get('select').element as HTMLSelectElement).value).toBe('')
    expect((field(wrapper, 'number').get('input').element as HTMLInputElement).value).toBe('')
    expect((field(wrapper, 'withNote').get('input').element as HTMLInputElement).checked).toBe(false)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('submit')?.[1]?.[0]).toEqual({})
  })

  it('sends an unticked checkbox only when the user unticked it', async () => {
    const wrapper = mountSection(FormsPanel, { forms: idKeyed, values: { withNote: true } })
    await field(wrapper, 'withNote').get('input').setValue(false)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('submit')?.[0]?.[0]).toEqual({ withNote: false })
  })

  it('offers unknown kinds as text, numbers as numbers, and keeps option value types', async () => {
    const forms = clone(idKeyed)
    forms[0]!.fields = [
      { id: 'colour', label: 'Paint', type: 'colour-picker', value: 'LA7W', hint: 'from the label' },
      { id: 'year', title: 'Model year', type: 'number', min: 2000, max: 2030 },
      {
        code: 'seats',
        name: 'Seats',
        type: 'select',
        options: [
          { value: 5, title: 'Five' },
          { value: 7, title: 'Seven' }
        ]
      },
      { id: 42, label: 'Numbered id', type: 'text' }
    ]
    const wrapper = mountSection(FormsPanel, { forms })
    expect(field(wrapper, 'colour').get('input').attributes('type')).toBe('text')
    expect((field(wrapper, 'colour').get('input').element as HTMLInputElement).value).toBe('LA7W')
    const year = field(wrapper, 'year').get('input')
    expect(year.attributes('type')).toBe('number')
    expect(field(wrapper, 'year').get('label').text()).toBe('Model year')
    await year.setValue('2019')
    await field(wrapper, 'seats').get('select').setValue('7')
    await field(wrapper, '42').get('input').setValue('x')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('submit')?.[0]?.[0]).toEqual({ colour: 'LA7W', year: 2019, seats: 7, 42: 'x' })
  })

  it('keeps what the user is typing when an equal copy of the form arrives', async () => {
    const wrapper = mountSection(FormsPanel, { forms: codeKeyed })
    await field(wrapper, 'name').get('input').setValue('pum')
    await wrapper.setProps({ forms: clone(codeKeyed) })
    expect((field(wrapper, 'name').get('input').element as HTMLInputElement).value).toBe('pum')
  })

  it('uses a real form with a submit button, so Enter submits from any field', () => {
    const wrapper = mountSection(FormsPanel, { forms: codeKeyed }, 'fr')
    const submit = wrapper.get('form').get('[data-testid="form-submit"]')
    expect(submit.attributes('type')).toBe('submit')
    expect(submit.text()).toBe('Appliquer')
    expect(wrapper.get('[data-testid="form-reset"]').text()).toBe('Réinitialiser')
  })
})
