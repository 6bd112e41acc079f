import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '@renderer/i18n'
import { formatTimeLeft } from '@renderer/lib/format'
import { GroupCommit } from '@renderer/data/saving/group-commit'
import { MovingRate } from '@renderer/data/saving/moving-rate'
import type { SaveProgress } from '@renderer/data/saving/vehicle-saver'
import SaveProgressBar from '@renderer/features/garage/components/SaveProgressBar.vue'

describe('the rate of a save', () => {
  it('is unknown until a few seconds have passed, then follows the last 20 s, not the average since the start', () => {
    const rate = new MovingRate()
    rate.add(0, 0)
    rate.add(2_000, 100)
    expect(rate.perSecond()).toBeNull()
    expect(rate.secondsLeft(500)).toBeNull()
    rate.add(4_000, 200)
    expect(rate.perSecond()).toBe(50)
    expect(rate.secondsLeft(500)).toBe(10)
    // Pictures go fast for a while: the estimate follows within the window.
    for (let at = 6_000; at <= 40_000; at += 2_000) rate.add(at, 200 + ((at - 4_000) / 1000) * 200)
    expect(rate.perSecond()).toBe(200)
    expect(rate.secondsLeft(1_000)).toBe(5)
  })

  it('has no time left to offer while nothing moves', () => {
    const rate = new MovingRate()
    rate.add(0, 10)
    rate.add(5_000, 10)
    expect(rate.secondsLeft(100)).toBeNull()
  })
})

describe('time left in words', () => {
  it('rounds minutes up, turns to hours from an hour on, and says nothing under a minute', () => {
    expect(formatTimeLeft(59, 'en')).toBeNull()
    expect(formatTimeLeft(60, 'en')).toBe('1 minute')
    expect(formatTimeLeft(61, 'en')).toBe('2 minutes')
    expect(formatTimeLeft(59 * 60, 'en')).toBe('59 minutes')
    expect(formatTimeLeft(90 * 60, 'en')).toBe('1.5 hours')
    expect(formatTimeLeft(3 * 3600, 'en')).toBe('3 hours')
    expect(formatTimeLeft(150, 'de')).toBe('3 Minuten')
    expect(formatTimeLeft(Number.POSITIVE_INFINITY, 'en')).toBeNull()
  })

  it('shows on the progress bar while running, and only then', async () => {
    const running: SaveProgress = { state: 'running', done: 100, failed: 0, total: 900, secondsLeft: 200 }
    const wrapper = mount(SaveProgressBar, {
      props: { name: 'Tamaro', pausedOffline: false, progress: running },
      global: { plugins: [createAppI18n('en')] }
    })
    expect(wrapper.get('[data-testid="save-eta"]').text()).toBe('· About 4 minutes left')
    await wrapper.setProps({ progress: { ...running, secondsLeft: 20 } })
    expect(wrapper.get('[data-testid="save-eta"]').text()).toBe('· Less than a minute left')
    await wrapper.setProps({ progress: { ...running, secondsLeft: undefined } })
    expect(wrapper.find('[data-testid="save-eta"]').exists()).toBe(false)
    await wrapper.setProps({ progress: { ...running, state: 'paused' } })
    expect(wrapper.find('[data-testid="save-eta"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="save-state"]').text()).toBe('Paused.')
  })

  it('speaks the UI language', () => {
    const wrapper = mount(SaveProgressBar, {
      props: {
        name: 'Tamaro',
        pausedOffline: false,
        progress: { state: 'running', done: 1, failed: 0, total: 9, secondsLeft: 5400 }
      },
      global: { plugins: [createAppI18n('de')] }
    })
    expect(wrapper.get('[data-testid="save-eta"]').text()).toBe('· Noch etwa 1,5 Stunden')
  })
})

describe('group commit', () => {
  it('writes what arrived meanwhile in one batch, bounded, and drains', async () => {
    const batches: number[][] = []
    let release!: () => void
    const commit = new GroupCommit<number>(
      async (batch) => {
        batches.push(batch)
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve))
      },
      { maxBatch: 3 }
    )
    await commit.add(1) // written at once, alone
    await commit.add(2)
    await commit.add(3)
    // The buffer is full: the next piece waits for room.
    let admitted = false
    const fourth = commit.add(4).then(() => (admitted = true))
    await Promise.resolve()
    expect(admitted).toBe(false)
    release()
    await fourth
    await commit.drain()
    expect(batches).toEqual([[1], [2, 3, 4]])
  })
})

describe('group commit with a minimum batch', () => {
  it('lets a lone piece wait for company, and writes at once when told nothing more is coming', async () => {
    vi.useFakeTimers()
    try {
      const batches: number[][] = []
      const commit = new GroupCommit<number>(async (batch) => void batches.push(batch), {
        maxBatch: 10,
        minBatch: 3,
        lingerMs: 40
      })
      await commit.add(1)
      await commit.add(2)
      await vi.advanceTimersByTimeAsync(39)
      expect(batches).toEqual([])
      await commit.add(3) // enough for a batch of its own
      await vi.advanceTimersByTimeAsync(0)
      expect(batches).toEqual([[1, 2, 3]])
      await commit.add(4)
      await vi.advanceTimersByTimeAsync(40) // lingered long enough
      expect(batches).toEqual([[1, 2, 3], [4]])
      await commit.add(5)
      commit.flushNow()
      await commit.drain()
      expect(batches).toEqual([[1, 2, 3], [4], [5]])
    } finally {
      vi.useRealTimers()
    }
  })
})
