import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { CatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { PartInfoPanel } from '@renderer/features/section/components'
import { clone, installFakeApi, mountSection, payloads } from './section-kit'

afterEach(() => {
  document.body.innerHTML = ''
})

function panel(
  result: CatalogResult | null,
  extra: { loading?: boolean; error?: { code: 'offline'; message: string } | null } = {}
) {
  return mountSection(PartInfoPanel, { result, loading: extra.loading ?? false, error: extra.error ?? null })
}

describe('PartInfoPanel', () => {
  it('shows part info sent as an object, with replacements, compatibility, pictures and unknown fields', async () => {
    installFakeApi()
    const result = readResult({ ...clone(payloads.partInfoObject), warranty: { months: 24, note: 'Dealer only' } })
    const wrapper = panel(result)
    await flushPromises()
    const aside = wrapper.get('[data-testid="part-info"]')
    expect(aside.element.tagName).toBe('ASIDE')
    const heading = aside.get('h2')
    expect(aside.attributes('aria-labelledby')).toBe(heading.attributes('id'))
    expect(heading.text()).toBe('Part information: Engine mounting, right')
    expect(document.activeElement).toBe(heading.element)

    expect(aside.get('[data-testid="info-number"]').text()).toBe('1K0 208 933 T')
    expect(aside.findAll('h3').map((h) => h.text())).toEqual([
      'Part information',
      'Replacements',
      'Applicability (from the catalog)',
      'More details'
    ])
    expect(aside.text()).toContain('Aluminium')
    expect(aside.text()).toContain('Supersessions')
    expect(aside.text()).toContain('Only as a set')
    expect(aside.text()).toContain('Current: Yes')
    expect(aside.text()).toContain('Kestrel Tourer 4Motion')
    expect(aside.findAll('[data-testid="image"]')).toHaveLength(1)
    expect(aside.get('[data-testid="unknown-fields"]').text()).toContain('Dealer only')
    // Bookkeeping fields of the result are not shown as "more details".
    expect(aside.get('[data-testid="unknown-fields"]').text()).not.toContain(payloads.partInfoObject.vin)
  })

  it('shows part info sent as an array of tables', () => {
    const wrapper = panel(readResult(clone(payloads.partInfoTables)))
    const aside = wrapper.get('[data-testid="part-info"]')
    expect(aside.get('h2').text()).toBe('Part information')
    expect(aside.text()).toContain('Cylinder block')
    expect(aside.text()).toContain('Dimensions, mm')
    expect(aside.findAll('table').length).toBeGreaterThanOrEqual(3)
  })

  it('shows a skeleton while loading, without the result', () => {
    const wrapper = panel(null, { loading: true })
    expect(wrapper.get('[data-testid="part-info"]').attributes('aria-busy')).toBe('true')
    expect(wrapper.get('[data-testid="part-info-loading"]').text()).toBe('Loading part information…')
  })

  it('explains an error in plain words and retries', async () => {
    const wrapper = panel(null, { error: { code: 'offline', message: 'fetch failed' } })
    const alert = wrapper.get('[role="alert"]')
    expect(alert.text()).toContain('cannot be reached')
    await alert.get('button').trigger('click')
    expect(wrapper.emitted('retry')).toHaveLength(1)
  })

  it('shows an info error as the unavailable banner; going back closes the panel', async () => {
    const wrapper = panel(readResult({ info: { type: 'error', text: 'Part pointer expired' } }))
    expect(wrapper.get('[data-testid="info-banner"]').text()).toContain('Part pointer expired')
    await wrapper.get('[data-testid="info-back"]').trigger('click')
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('closes with Esc and with the close button, and follows pointers from its tables', async () => {
    const { followed } = installFakeApi()
    const result = readResult(clone(payloads.partInfoObject))
    ;(result.compatibility as Array<{ data: Array<Record<string, unknown>> }>)[0]!.data[0]!.node = {
      value: 'Engine mounting, right',
      q: 'q-node-010-01-06'
    }
    const wrapper = panel(result, {})
    await wrapper.get('[data-testid="part-info"]').trigger('keydown', { key: 'Escape' })
    await wrapper.get('[data-testid="part-info-close"]').trigger('click')
    expect(wrapper.emitted('close')).toHaveLength(2)
    expect(wrapper.get('[data-testid="part-info-close"]').attributes('aria-label')).toBe('Close part information')
    await wrapper.get('[data-testid="cell-navigate"]').trigger('click')
    expect(followed.navigate).toEqual(['q-node-010-01-06'])
  })

  it('marks machine-translated part info and speaks the UI language', () => {
    const wrapper = mountSection(
      PartInfoPanel,
      {
        result: readResult({ ...clone(payloads.partInfoTables), flagTranslate: true }),
        loading: false,
        error: null
      },
      'zh'
    )
    expect(wrapper.get('[data-testid="machine-translated"]').text()).toBe('机器翻译')
    expect(wrapper.get('h2').text()).toBe('零件信息')
  })
})
