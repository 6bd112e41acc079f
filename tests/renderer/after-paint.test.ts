import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, nextPaint } from '@renderer/lib/after-paint'

/**
 * The browser's frame and idle callbacks are stubbed so each step is run by hand: what runs when
 * is decided here, not by happy-dom's timers.
 */
function stubFrames() {
  const frames: FrameRequestCallback[] = []
  const idles: IdleRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => undefined))
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback))
  vi.stubGlobal('cancelIdleCallback', (id: number) => idles.splice(id - 1, 1, () => undefined))
  const idleDeadline = { didTimeout: false, timeRemaining: () => 10 }
  return {
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
    idle: () => idles.splice(0).forEach((callback) => callback(idleDeadline)),
    pending: () => ({ frames: frames.length, idles: idles.length })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('afterNextPaint', () => {
  it('runs the work after the next frame, in the idle time that follows it', () => {
    const browser = stubFrames()
    const work = vi.fn()
    afterNextPaint(work)
    expect(browser.pending()).toEqual({ frames: 1, idles: 0 })
    browser.frame()
    expect(work).not.toHaveBeenCalled()
    expect(browser.pending()).toEqual({ frames: 0, idles: 1 })
    browser.idle()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('cancelled before the frame, or between the frame and the idle time, never runs', () => {
    const browser = stubFrames()
    const beforeFrame = vi.fn()
    afterNextPaint(beforeFrame)()
    browser.frame()
    browser.idle()
    expect(beforeFrame).not.toHaveBeenCalled()

    const beforeIdle = vi.fn()
    const cancel = afterNextPaint(beforeIdle)
    browser.frame()
    cancel()
    browser.idle()
    expect(beforeIdle).not.toHaveBeenCalled()
  })

  it('a hidden page gets no frames: the work runs without waiting for one', async () => {
    const browser = stubFrames()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await nextPaint()
    expect(browser.pending()).toEqual({ frames: 0, idles: 0 })
  })
})
