import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@renderer/i18n'
import type { QueueAddition } from '@renderer/data/db/batch-write'
import { TotalEstimate } from '@renderer/data/saving/total-estimate'
import SaveProgressBar from '@renderer/features/garage/components/SaveProgressBar.vue'

/**
 * A catalog shaped like the demo's: main groups → 10 group lists → 4 subgroup lists each → 6 nodes
 * each → 15 part information pages each; every list row and node carries a picture of its own.
 */
interface Page {
  key: string
  children: Page[]
  images: string[]
}
function tree(): { root: Page; total: number } {
  let n = 0
  let total = 0
  const page = (children: Page[], pictures: number): Page => {
    total += 1 + pictures
    const key = `s${n++}`
    return { key, children, images: Array.from({ length: pictures }, (_, i) => `${key}-img${i}`) }
  }
  const nodes = () =>
    Array.from({ length: 6 }, () =>
      page(
        Array.from({ length: 15 }, () => page([], 0)),
        1
      )
    )
  const subgroups = () => Array.from({ length: 4 }, () => page(nodes(), 6))
  const groups = Array.from({ length: 10 }, () => page(subgroups(), 4))
  return { root: page(groups, 10), total }
}
const found = (page: Page): QueueAddition[] => [
  ...page.children.map((child) => ({ itemKey: child.key, kind: 'section' as const, pointer: { q: child.key } })),
  ...page.images.map((image) => ({ itemKey: image, kind: 'image' as const, pointer: { qImage: image } }))
]

describe('the early total of a save', () => {
  it('says nothing until a page was read, then nears the real total long before the walk has found it', () => {
    const { root, total } = tree()
    const estimate = new TotalEstimate()
    estimate.root(root.key)
    expect(estimate.total(1)).toBeNull()

    // Level by level, as the saver's queue goes; the queue's count is what has been found.
    let queued = 1
    let level = [root]
    const seen: Array<{ queued: number; estimate: number | null }> = []
    while (level.length > 0) {
      const next: Page[] = []
      for (const page of level) {
        estimate.finished({ itemKey: page.key, kind: 'section' }, true, found(page))
        queued += page.children.length + page.images.length
        next.push(...page.children)
        seen.push({ queued, estimate: estimate.total(queued) })
      }
      level = next
    }
    expect(queued).toBe(total)
    // The first time the estimate is within 15 % of the truth, the queue knew less than a fifth of it.
    const close = seen.find((s) => s.estimate !== null && Math.abs(s.estimate - total) / total < 0.15)
    expect(close).toBeDefined()
    expect(close!.queued / total).toBeLessThan(0.2)
    // At the end nothing more is expected.
    expect(seen.at(-1)!.estimate).toBeNull()
  })

  it('counts a picture found twice once, and a missing page as finished with nothing below it', () => {
    const estimate = new TotalEstimate()
    estimate.root('root')
    const lists = ['a', 'b'].map((key) => ({ itemKey: key, kind: 'section' as const, pointer: { q: key } }))
    const shared = { itemKey: 'pic', kind: 'image' as const, pointer: { qImage: 'pic' } }
    estimate.finished({ itemKey: 'root', kind: 'section' }, true, [...lists, shared])
    // 'a' finds 3 nodes and the shared picture again (already queued): 3 new items per list.
    estimate.finished({ itemKey: 'a', kind: 'section' }, true, [
      ...['n1', 'n2', 'n3'].map((key) => ({ itemKey: key, kind: 'section' as const, pointer: { q: key } })),
      shared
    ])
    // Queued: root, a, b, pic, n1–n3 = 7; 'b' is expected to bring 3 more.
    expect(estimate.total(7)).toBe(10)
    estimate.finished({ itemKey: 'b', kind: 'section' }, false, [])
    expect(estimate.total(7)).toBeNull()
  })
})

describe('the progress bar with an estimate', () => {
  it('shows the estimate rounded to two digits, marked as such, then the count once it is known', async () => {
    const bar = mount(SaveProgressBar, {
      props: {
        name: 'Marlin Cargo',
        pausedOffline: false,
        progress: { state: 'running', done: 312, failed: 0, total: 354, estimatedTotal: 5_487 }
      },
      global: { plugins: [createAppI18n('en')] }
    })
    const count = bar.get('[data-testid="save-count"]')
    expect(count.text()).toBe('312 of ~5,500')
    expect(count.attributes('data-estimated')).toBe('true')
    expect(count.attributes('title')).toContain('Estimated')
    expect(bar.get('progress').attributes('max')).toBe('5500')
    await bar.setProps({ progress: { state: 'running', done: 4_000, failed: 0, total: 5_511 } })
    expect(count.text()).toBe('4,000 of ~5,511')
    expect(count.attributes('data-estimated')).toBeUndefined()
  })
})
