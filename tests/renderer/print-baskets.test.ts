import 'fake-indexeddb/auto'
import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWebApi } from '@renderer/platform/bridge/web-bridge'
import type { NewLine } from '@renderer/data/baskets/basket-model'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { createAppI18n } from '@renderer/i18n'
import { basketPrintLocation, nodePrintLocation, parseNodePrintQuery } from '@renderer/features/print/print-routes'
import { useBasketsStore } from '@renderer/features/baskets/baskets-store'
import PrintPartsTable from '@renderer/features/print/components/PrintPartsTable.vue'
import { createTestApp } from './support/app-context'

const part = (partNumber: string, vin = 'VIN1'): NewLine => ({
  partNumber,
  name: `Part ${partNumber}`,
  qty: 1,
  vehicle: { vin, name: 'Marlin' },
  source: { q: 'q', lang: 'en', nodeCode: '130-02-02' }
})

let dbName: string
/** The app as it starts, over this test's database: a second call is a restart. */
const startApp = () => createTestApp({ database: new MirrorDatabase(dbName) })
beforeEach(() => {
  localStorage.clear()
  dbName = `print-baskets-${Math.random()}`
  startApp()
})
afterEach(() => vi.restoreAllMocks())

describe('baskets store', () => {
  it('starts a basket named after the vehicle on the first add, then keeps adding to it', async () => {
    const store = useBasketsStore()
    const first = await store.add([part('A'), part('B')], 'Marlin VIN1', 'VIN1')
    expect(first).not.toBeNull()
    expect(store.active).toMatchObject({ name: 'Marlin VIN1', vin: 'VIN1', lines: 2, pieces: 2 })
    expect(await store.add([part('A')], 'ignored')).toBe(first)
    expect(store.baskets).toHaveLength(1)
    expect(store.active).toMatchObject({ lines: 2, pieces: 3 })
  })

  it('survives a restart: a new store over the same database sees the baskets and the active one', async () => {
    const before = useBasketsStore()
    const id = await before.create('Job 4711')
    await before.add([part('X')], 'unused')
    startApp()
    const after = useBasketsStore()
    await after.open(id)
    expect(after.activeId).toBe(id)
    expect(after.opened?.name).toBe('Job 4711')
    expect(after.lines.map((l) => l.partNumber)).toEqual(['X'])
  })

  it('keeps lines in the order they were added, even within one clock tick', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000)
    const store = useBasketsStore()
    const id = (await store.add([part('C'), part('A'), part('B'), part('D')], 'Job')) ?? ''
    await store.add([part('E'), part('A')], 'Job')
    await store.open(id)
    expect(store.lines.map((l) => `${l.partNumber}${l.qty}`)).toEqual(['C1', 'A2', 'B1', 'D1', 'E1'])
  })

  it('edits quantities, removes lines and baskets', async () => {
    const store = useBasketsStore()
    const id = (await store.add([part('A'), part('B')], 'Job', 'VIN1')) ?? ''
    await store.open(id)
    await store.setQuantity(store.lines[0].id, 12)
    expect(store.lines[0].qty).toBe(12)
    await store.removeLine(store.lines[1].id)
    expect(store.lines.map((l) => l.partNumber)).toEqual(['A'])
    await store.rename(id, '  Brake job ')
    expect(store.opened?.name).toBe('Brake job')
    await store.remove(id)
    expect(store.baskets).toEqual([])
    expect(store.activeId).toBeNull()
    expect(store.openedId).toBeNull()
  })

  it('reports storage that cannot be opened as unavailable, and adds nothing', async () => {
    createTestApp({ database: () => Promise.reject(new Error('IndexedDB is switched off')) })
    const store = useBasketsStore()
    expect(await store.add([part('A')], 'Job')).toBeNull()
    expect(store.problem).toBe('unavailable')
  })
})

describe('print routes', () => {
  it('round-trip a node print request through the URL', () => {
    const location = nodePrintLocation({
      vin: 'VIN1',
      q: 'q+/=',
      catalog: 'C1',
      lang: 'de',
      only: ['3', '15', 'bad,key'],
      diagram: false,
      go: 'pdf'
    }) as { name: string; query: Record<string, string> }
    expect(location).toEqual({
      name: 'print-node',
      query: { vin: 'VIN1', q: 'q+/=', lang: 'de', c: 'C1', only: '3,15', diagram: '0', go: 'pdf' }
    })
    expect(parseNodePrintQuery(location.query)).toEqual({
      vin: 'VIN1',
      q: 'q+/=',
      catalog: 'C1',
      lang: 'de',
      only: ['3', '15'],
      diagram: false,
      go: 'pdf'
    })
    expect(parseNodePrintQuery({ vin: 'V', q: 'q', lang: 'xx' })).toBeNull()
    expect(parseNodePrintQuery({ vin: 'V', lang: 'en' })).toBeNull()
    expect(parseNodePrintQuery({ vin: 'V', q: 'q', lang: 'en', go: 'format-c' })).toEqual({
      vin: 'V',
      q: 'q',
      lang: 'en',
      diagram: true
    })
    expect(basketPrintLocation('b-1', 'print')).toEqual({
      name: 'print-basket',
      params: { id: 'b-1' },
      query: { go: 'print' }
    })
  })
})

describe('browser mode prints in the page', () => {
  it('opens the browser print dialog on a print layout only', async () => {
    const print = vi.fn()
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true })
    const api = createWebApi(window)
    const job = { title: 'T', pageLabel: 'Page {page} of {total}' }
    history.replaceState(null, '', '/#/vehicle/X')
    expect(await api.print.print(job)).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(print).not.toHaveBeenCalled()
    history.replaceState(null, '', '/#/print/node?vin=X&q=1&lang=en')
    expect(await api.print.print(job)).toEqual({ ok: true, value: { printed: true } })
    // "Save as PDF" is a destination of the same dialog: nothing is saved by the app itself.
    expect(await api.print.pdf(job)).toEqual({ ok: true, value: { saved: false } })
    expect(print).toHaveBeenCalledTimes(2)
  })
})

describe('print parts table', () => {
  it('is a real table with one header row (repeated by Chromium on every page) and a row per part', () => {
    const wrapper = mount(PrintPartsTable, {
      props: { parts: [{ hotspotId: 3, number: 'N 1', name: 'Bolt', qty: '2', note: 'M8' }, { number: 'N 2' }] },
      global: { plugins: [createAppI18n('en')] }
    })
    expect(wrapper.findAll('thead tr')).toHaveLength(1)
    expect(wrapper.findAll('thead th').map((th) => th.text())).toEqual(['Pos.', 'Part number', 'Name', 'Qty', 'Note'])
    expect(wrapper.findAll('tbody tr').map((tr) => tr.findAll('td').map((td) => td.text()))).toEqual([
      ['3', 'N 1', 'Bolt', '2', 'M8'],
      ['', 'N 2', '', '', '']
    ])
  })
})
