import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { X } from '@lucide/vue'
import IconButton from '@renderer/common/components/IconButton.vue'

/**
 * IconButton draws a Lucide icon (inline SVG, bundled: nothing is fetched, the CSP stays as it is)
 * that screen readers skip, and is named by its label, which is also its tooltip unless a hint is given.
 */
describe('IconButton', () => {
  it('shows the icon as hidden SVG and is named by its label', () => {
    const button = mount(IconButton, { props: { icon: X, label: 'Close part information' } })
    const svg = button.find('svg')
    expect(svg.exists()).toBe(true)
    expect(svg.attributes('aria-hidden')).toBe('true')
    expect(svg.classes()).toContain('lucide')
    expect(button.attributes('aria-label')).toBe('Close part information')
    expect(button.attributes('title')).toBe('Close part information')
    expect(button.attributes('type')).toBe('button')
    expect(button.text()).toBe('')
  })

  it('takes a longer hint as tooltip, and a text mark where no icon is given', () => {
    const button = mount(IconButton, { props: { symbol: 'A', label: 'Back', hint: 'Back (Alt+Left)' } })
    expect(button.find('svg').exists()).toBe(false)
    expect(button.find('[aria-hidden="true"]').text()).toBe('A')
    expect(button.attributes('aria-label')).toBe('Back')
    expect(button.attributes('title')).toBe('Back (Alt+Left)')
  })
})
