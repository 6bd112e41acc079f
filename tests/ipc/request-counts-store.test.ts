import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { RequestCounter } from '../../electron/main/core/http/request-counter'

// electron-store reads app paths from `electron` at construction; a temp dir stands in for userData.
const userData = mkdtempSync(join(tmpdir(), 'parts-desk-counts-'))
vi.mock('electron', () => {
  const app = { getPath: () => userData, getVersion: () => '0.0.0-test' }
  const module = { app, ipcMain: { on: () => undefined } }
  return { ...module, default: module }
})

const { createRequestCountsStore } = await import('../../electron/main/platform/request-counts-store')

afterAll(() => rmSync(userData, { recursive: true, force: true }))

describe("today's request counts on disk", () => {
  const noon = new Date(2026, 10, 25, 12).getTime()

  it('survive a restart once flushed, per account', () => {
    const store = createRequestCountsStore()
    const counter = new RequestCounter('acct-a', store, () => noon)
    counter.count('click')
    counter.count('prefetch')
    counter.count('background')
    counter.count('background')
    store.flush()

    const after = new RequestCounter('acct-a', createRequestCountsStore(), () => noon)
    expect(after.today().counts).toEqual({ click: 1, prefetch: 1, background: 2, total: 4 })
    expect(new RequestCounter('acct-b', createRequestCountsStore(), () => noon).today().counts.total).toBe(0)
  })

  it('are not written once per request: a count waits in memory until the flush', () => {
    const store = createRequestCountsStore()
    new RequestCounter('acct-c', store, () => noon).count('click')
    expect(createRequestCountsStore().load('acct-c')).toBeNull()
    store.flush()
    expect(createRequestCountsStore().load('acct-c')?.counts.click).toBe(1)
  })

  it('start again from zero on the next local day', () => {
    const store = createRequestCountsStore()
    new RequestCounter('acct-d', store, () => noon).count('click')
    store.flush()
    const tomorrow = noon + 24 * 3600_000
    expect(new RequestCounter('acct-d', createRequestCountsStore(), () => tomorrow).today().counts.total).toBe(0)
  })
})
