import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, ref } from 'vue'
import type { SectionRequest } from '@shared/contract'
import { fail, ok } from '@shared/result'
import type { CatalogAccess } from '@renderer/data/catalog/catalog-access'
import { usePrintNode } from '@renderer/features/print/composables/usePrintNode'
import { nodePrintLocation, parseNodePrintQuery, type NodePrintQuery } from '@renderer/features/print/print-routes'
import { createTestApp } from './support/app-context'

/**
 * A node filtered on screen (its form: one side, one engine) prints the parts shown, not the
 * node's every part: the form goes into the print address and with the print's request.
 */
describe('printing a node filtered by its form', () => {
  const form = { side: 'L', engine: 'CJZ' }

  it('carries the form through the print address', () => {
    const location = nodePrintLocation({ vin: 'VIN1', q: 'q-node', lang: 'en', form, diagram: true }) as {
      query: Record<string, string>
    }
    expect(JSON.parse(location.query.f!)).toEqual(form)
    expect(parseNodePrintQuery(location.query)?.form).toEqual(form)
    // A hand-edited address prints the node unfiltered rather than fail.
    expect(parseNodePrintQuery({ ...location.query, f: '{broken' })?.form).toBeUndefined()
  })

  it('asks for the node with the form', async () => {
    const asked: SectionRequest[] = []
    const catalog: CatalogAccess = {
      vin: async () => fail('server', 'not needed here'),
      section: async (request) => {
        asked.push(request)
        return ok({ result: { node: { code: '010', title: 'Block', parts: [] } }, fetchedAt: 1 })
      },
      image: async () => fail('server', 'not needed here')
    }
    const app = createTestApp({ catalog })
    const query = ref<NodePrintQuery | null>({ vin: 'VIN1', q: 'q-node', lang: 'en', form, diagram: true })
    mount(
      defineComponent({
        setup() {
          usePrintNode(query)
          return () => null
        }
      }),
      { global: { plugins: [app.plugin] } }
    )
    await flushPromises()
    expect(asked).toEqual([{ q: 'q-node', lang: 'en', form }])
  })
})
