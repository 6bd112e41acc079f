import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { fail, ok, type Result } from '@shared/result'
import type { ImageAnswer } from '@renderer/data/catalog/catalog-access'
import { ImageUrlCache } from '@renderer/data/catalog/image-urls'
import { useCatalogImage } from '@renderer/features/browse/composables/useCatalogImage'
import { fakeImages, unmountAll } from './node-helpers'
import { currentTestApp } from './support/app-context'

afterEach(unmountAll)

const PNG = { contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }

function cacheAnswering(answer: () => Result<ImageAnswer>) {
  const asked: string[] = []
  const cache = new ImageUrlCache({
    vin: async () => fail('server', 'not used'),
    section: async () => fail('server', 'not used'),
    image: async (qImage) => {
      asked.push(qImage)
      return answer()
    }
  })
  return { cache, asked }
}

describe('image URL cache', () => {
  it('says what a picture settled with, so a second holder can show it without waiting', async () => {
    const { cache, asked } = cacheAnswering(() => ok(PNG))
    const first = cache.acquire('q1')
    expect(first.settled).toBeNull()
    const loaded = await first.loaded
    expect(first.settled).toEqual(loaded)
    const second = cache.acquire('q1')
    expect(second.settled).toEqual(loaded)
    expect(asked).toEqual(['q1'])
    first.release()
    second.release()
  })

  it('does not hand out a failure: the next holder asks again', async () => {
    const { cache, asked } = cacheAnswering(() => fail('server', 'down'))
    const first = cache.acquire('q1')
    expect('error' in (await first.loaded)).toBe(true)
    first.release()
    const again = cache.acquire('q1')
    expect(again.settled).toBeNull()
    await again.loaded
    expect(asked).toEqual(['q1', 'q1'])
  })
})

describe('useCatalogImage', () => {
  const Picture = defineComponent({
    props: { q: { type: String, required: true } },
    setup(props) {
      const image = useCatalogImage(() => props.q)
      return () => h('img', { src: image.url.value ?? '', 'data-loading': String(image.loading.value) })
    }
  })

  it('shows a picture the page already has in its first render, without a loading state', async () => {
    const requests = fakeImages()
    const plugin = currentTestApp().plugin
    const first = mount(Picture, { props: { q: 'q1' }, global: { plugins: [plugin] } })
    expect(first.get('img').attributes('data-loading')).toBe('true')
    await flushPromises()
    const url = first.get('img').attributes('src')
    expect(url).toMatch(/^blob:/)

    const second = mount(Picture, { props: { q: 'q1' }, global: { plugins: [plugin] } })
    expect(second.get('img').attributes('src')).toBe(url)
    expect(second.get('img').attributes('data-loading')).toBe('false')
    expect(requests).toEqual(['q1'])
    first.unmount()
    second.unmount()
  })
})
