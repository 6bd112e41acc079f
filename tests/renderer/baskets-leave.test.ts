/**
 * The baskets page opens a basket by itself when none is named (/baskets → /baskets/<id>) once the
 * baskets are read. A mechanic who moved on meanwhile stays where they went: the all-day soak
 * (bench/support/soak.ts) was sent back to the baskets from the next page it opened.
 */
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { createAppI18n } from '@renderer/i18n'
import { useBasketsStore } from '@renderer/features/baskets/baskets-store'
import BasketsView from '@renderer/features/baskets/views/BasketsView.vue'
import { createTestApp, type TestApp } from './support/app-context'

let app: TestApp
let unmount: (() => void) | null = null

beforeEach(() => {
  localStorage.clear()
  app = createTestApp({ database: new MirrorDatabase(`baskets-leave-${Math.random()}`) })
})
afterEach(() => {
  unmount?.()
  unmount = null
  vi.restoreAllMocks()
})

let arrive: () => void = () => undefined
let slowPage: Promise<{ template: string }> = Promise.resolve({ template: '<p>where used</p>' })

async function mountBaskets() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: { template: '<p>home</p>' } },
      { path: '/garage', name: 'garage', component: { template: '<p>garage</p>' } },
      { path: '/baskets/:id?', name: 'baskets', component: BasketsView },
      { path: '/print/basket/:id', name: 'print-basket', component: { template: '<p>print</p>' } },
      // A page whose code is still loading (the app's lazy routes): the route changes once it came.
      { path: '/where-used', name: 'where-used', component: () => slowPage }
    ]
  })
  await router.push('/')
  const wrapper = mount(defineComponent({ render: () => h(RouterView) }), {
    global: { plugins: [app.plugin, createAppI18n('en'), router] }
  })
  unmount = () => wrapper.unmount()
  return router
}

/** Waits until every basket read the page started has finished. */
async function openingsDone(open: ReturnType<typeof vi.spyOn>): Promise<void> {
  await Promise.all(open.mock.results.map((result: { value: unknown }) => result.value))
  await flushPromises()
}

describe('the baskets page without a basket named', () => {
  it('opens the active basket while it is shown', async () => {
    const baskets = useBasketsStore()
    const id = await baskets.create('Job 4711')
    const open = vi.spyOn(baskets, 'open')
    const router = await mountBaskets()
    await router.push('/baskets')
    await openingsDone(open)
    expect(router.currentRoute.value.fullPath).toBe(`/baskets/${id}`)
  })

  it('leaves a mechanic who moved on where they went', async () => {
    const baskets = useBasketsStore()
    await baskets.create('Job 4711')
    const open = vi.spyOn(baskets, 'open')
    const router = await mountBaskets()
    await router.push('/baskets')
    // Gone before the baskets were read.
    await router.push('/garage')
    expect(open).toHaveBeenCalled()
    await openingsDone(open)
    expect(router.currentRoute.value.fullPath).toBe('/garage')
  })

  it('leaves a mechanic whose next page is still loading on the way there', async () => {
    slowPage = new Promise((resolve) => (arrive = () => resolve({ template: '<p>where used</p>' })))
    const baskets = useBasketsStore()
    await baskets.create('Job 4711')
    const open = vi.spyOn(baskets, 'open')
    const router = await mountBaskets()
    await router.push('/baskets')
    // Clicked before the baskets were read; the page's code comes after they were.
    const going = router.push('/where-used')
    await openingsDone(open)
    expect(router.currentRoute.value.fullPath).toBe('/baskets')
    arrive()
    expect(await going).toBeUndefined() // undefined: the navigation was not cancelled
    expect(router.currentRoute.value.fullPath).toBe('/where-used')
  })
})
