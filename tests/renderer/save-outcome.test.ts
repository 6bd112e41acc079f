/**
 * A save never says plainly "Saved" while pages are missing (issue 19): the progress line names
 * the missing pages, and the garage's badge does too.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@renderer/i18n'
import SaveProgressBar from '@renderer/features/garage/components/SaveProgressBar.vue'

describe('the end of a save', () => {
  const mountBar = (failed: number) =>
    mount(SaveProgressBar, {
      props: { name: 'Tamaro', pausedOffline: false, progress: { state: 'done', done: 5064, failed, total: 5074 } },
      global: { plugins: [createAppI18n('en')] }
    })

  it('says how many pages are missing, offers to try them again, and does not repeat the count', () => {
    const wrapper = mountBar(10)
    expect(wrapper.get('[data-testid="save-state"]').text()).toBe(
      'Saved for offline use: 5,064 items, 10 pages missing.'
    )
    expect(wrapper.find('[data-testid="save-retry"]').exists()).toBe(true)
  })

  it('says "Saved" only when nothing is missing', () => {
    const wrapper = mountBar(0)
    expect(wrapper.get('[data-testid="save-state"]').text()).toBe('Saved for offline use: 5,064 items.')
    expect(wrapper.find('[data-testid="save-retry"]').exists()).toBe(false)
  })
})
