import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_CALLOUTS, readVehicle } from '@shared/readers'
import { createAppI18n } from '@renderer/i18n'
import VehicleCard from '@renderer/features/browse/components/VehicleCard.vue'
import {
  legacySchemeNode,
  legacyVin,
  nodeWithoutSizes,
  nodeWithThreeDrawings,
  pointer,
  vinWithCatalogsOnly
} from '../support/real-shape-corpus'
import {
  fakeImages,
  highlightedRows,
  hotspot,
  mountNode,
  readAnswerNode,
  rows,
  viewReady,
  unmountAll
} from './node-helpers'
import { currentTestApp } from './support/app-context'

let requested: string[]
beforeEach(() => {
  requested = fakeImages()
})
afterEach(unmountAll)

const tabs = (wrapper: ReturnType<typeof mountNode>) => wrapper.findAll('[data-testid="drawing-tab"]')
const hotspotIds = (wrapper: ReturnType<typeof mountNode>) =>
  wrapper.findAll('[data-testid="hotspot"]').map((h) => h.attributes('data-hotspot-id'))
const shownPicture = (wrapper: ReturnType<typeof mountNode>) =>
  wrapper.get('[data-testid="scheme"]').find('img.picture')

describe('a node with several drawings (real shape)', () => {
  it('opens on the drawing the answer names, with its callouts, and says "2 / 3"', async () => {
    const wrapper = mountNode(nodeWithThreeDrawings.node)
    await viewReady()
    expect(wrapper.get('[data-testid="node-title"]').text()).toBe('11-010-00 ENGINE ASSY')
    expect(wrapper.get('[data-testid="node-note"]').text()).toBe('Up to engine number CJZ 123456')
    expect(tabs(wrapper)).toHaveLength(3)
    expect(tabs(wrapper).map((tab) => tab.attributes('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('2 / 3')
    expect(hotspotIds(wrapper)).toEqual(['1', '2', '3'])
    expect(wrapper.find('[data-testid="no-callouts"]').exists()).toBe(false)
    // Every drawing is asked for (thumbnails), the named one shown large.
    expect(new Set(requested)).toEqual(new Set([pointer('drawing-a'), pointer('drawing-b'), pointer('drawing-c')]))
    expect(shownPicture(wrapper).exists()).toBe(true)
  })

  it('switches drawings by click and by arrow keys; other drawings show without callouts', async () => {
    const wrapper = mountNode(nodeWithThreeDrawings.node)
    await viewReady()
    await tabs(wrapper)[0].trigger('click')
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('1 / 3')
    expect(hotspotIds(wrapper)).toEqual([])
    expect(wrapper.get('[data-testid="no-callouts"]').text()).toContain('No callouts are marked')
    // The zoomed picture takes the drawing's size: 1000×700 here.
    const content = wrapper.get('[data-testid="scheme-viewport"] .content').attributes('style')
    expect(content).toContain('width: 1000px')
    expect(content).toContain('height: 700px')

    await tabs(wrapper)[0].trigger('keydown', { key: 'ArrowRight' })
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('2 / 3')
    expect(hotspotIds(wrapper)).toEqual(['1', '2', '3'])
    await tabs(wrapper)[1].trigger('keydown', { key: 'End' })
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('3 / 3')
    await wrapper.get('[data-testid="drawing-next"]').trigger('click')
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('1 / 3')
    await wrapper.get('[data-testid="drawing-previous"]').trigger('click')
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('3 / 3')
  })

  it('links callouts and rows both ways on the named drawing', async () => {
    const wrapper = mountNode(nodeWithThreeDrawings.node)
    await viewReady()
    await hotspot(wrapper, '2').trigger('click')
    expect(highlightedRows(wrapper).map((row) => row.text())).toEqual([expect.stringContaining('N 91095901')])
    await rows(wrapper)[0].trigger('click')
    expect(hotspot(wrapper, '1').attributes('aria-pressed')).toBe('true')
    // A part without a callout is a row like any other.
    expect(rows(wrapper)[3].text()).toContain('SEALANT')
  })

  it('brings the drawing with the callout back when a row is selected on another drawing', async () => {
    const wrapper = mountNode(nodeWithThreeDrawings.node)
    await viewReady()
    await tabs(wrapper)[2].trigger('click')
    expect(hotspotIds(wrapper)).toEqual([])
    await rows(wrapper)[1].trigger('click')
    await viewReady()
    expect(wrapper.get('[data-testid="drawing-position"]').text()).toBe('2 / 3')
    expect(hotspot(wrapper, '2').attributes('aria-pressed')).toBe('true')
  })

  it('shows no switcher for one drawing, and takes the size from the picture when none is given', async () => {
    const wrapper = mountNode(nodeWithoutSizes.node)
    await viewReady()
    expect(wrapper.find('[data-testid="drawing-switcher"]').exists()).toBe(false)
    // A callout with no part is still drawn.
    expect(hotspotIds(wrapper)).toEqual(['1', '2', '3', '9'])
    const img = shownPicture(wrapper).element as HTMLImageElement
    Object.defineProperty(img, 'naturalWidth', { value: 640 })
    Object.defineProperty(img, 'naturalHeight', { value: 320 })
    await shownPicture(wrapper).trigger('load')
    const content = wrapper.get('[data-testid="scheme-viewport"] .content').attributes('style')
    expect(content).toContain('width: 640px')
    expect(content).toContain('height: 320px')

    // The same node in another language (its title and group pointer in that language, the same
    // picture, which loads no more): the picture's own size stays, not the 800×600 fallback.
    const german = { ...nodeWithoutSizes.node, title: 'Motor', qGroup: 'the-group-in-german' }
    await wrapper.setProps({ node: readAnswerNode(german) })
    await viewReady()
    const after = wrapper.get('[data-testid="scheme-viewport"] .content').attributes('style')
    expect(after).toContain('width: 640px')
    expect(after).toContain('height: 320px')
  })

  it('draws at most MAX_CALLOUTS callouts on a drawing, and says how many more it left out', async () => {
    const hotspots = Array.from({ length: MAX_CALLOUTS + 500 }, (_, i) => ({
      hotspotId: i + 1,
      left: i % 100,
      top: Math.floor(i / 100),
      width: 10,
      height: 10
    }))
    const wrapper = mountNode({ ...nodeWithoutSizes.node, hotspots })
    await viewReady()
    expect(wrapper.findAll('[data-testid="hotspot"]')).toHaveLength(MAX_CALLOUTS)
    expect(wrapper.get('[data-testid="callouts-left-out"]').text()).toBe(
      '500 more callouts on this drawing are not drawn (too many to show); their parts are in the list.'
    )
  })

  it('still shows a node stored by the first version (scheme) with its diagram and callouts', async () => {
    const wrapper = mountNode(legacySchemeNode.node)
    await viewReady()
    expect(wrapper.get('[data-testid="node-title"]').text()).toBe('010-01-02 Crankshaft')
    expect(hotspotIds(wrapper)).toEqual(['1', '2', '3'])
    expect(requested).toEqual(['Qv1-scheme'])
  })
})

describe('vehicle card (real shape)', () => {
  const mountCard = (raw: unknown, catalog: string | null) =>
    mount(VehicleCard, {
      props: { vehicle: readVehicle(raw)!, catalog },
      global: { plugins: [currentTestApp().plugin, createAppI18n('en')] }
    })

  it('shows the name people use, the catalog’s name and nameFull, the attributes and the option tables — never ids', () => {
    const card = mountCard(vinWithCatalogsOnly.vehicle, 'VWEU')
    expect(card.get('[data-testid="vehicle-name"]').text()).toBe('Volkswagen Golf Comfortline 1.2 TSI (2015)')
    expect(card.get('[data-testid="vehicle-catalog-name"]').text()).toBe('GOLF(EUR), 2014-09-01')
    expect(card.get('[data-testid="vehicle-description"]').text()).toBe(
      'CJZA 1.2 TSI 77 kW, Comfortline, 6-speed manual, left-hand drive'
    )
    // Folded to its one line until asked.
    expect(card.get('details').attributes('open')).toBeUndefined()
    expect(card.text()).toContain('Engine code')
    expect(card.text()).toContain('VWEU')
    const options = card.get('[data-testid="vehicle-options"]')
    expect(options.text()).toContain('Front brake discs 288 mm')
    expect(options.text()).toContain('Halogen headlights')
    expect(card.html()).not.toContain(vinWithCatalogsOnly.vehicle.vehicleId)
    expect(card.html()).not.toContain(vinWithCatalogsOnly.vehicle.qMainGroup)
    expect(card.text()).not.toMatch(/brand ?id|vehicle ?id/i)
  })

  it('shows a vehicle stored by the first version', () => {
    const card = mountCard(legacyVin.vehicle, 'VOSTRA-EU-2019')
    expect(card.get('[data-testid="vehicle-name"]').text()).toBe('Vostra Aurelia (2019)')
    expect(card.get('[data-testid="vehicle-catalog-name"]').text()).toBe('Vostra Aurelia')
    expect(card.get('[data-testid="vehicle-options"]').text()).toContain('1ZA')
  })

  it('says each production fact once: a key/value table repeating the attributes is left out', () => {
    const production = {
      title: 'Production data',
      flag_hide_header: true,
      header: [
        { id: 'parameter', value: 'Parameter' },
        { id: 'value', value: 'Value' }
      ],
      data: [
        { parameter: 'Production date', value: '2018-06-21' },
        { parameter: 'Paint code', value: { value: '9147', flagNotTranslate: true } }
      ]
    }
    const attributes = [
      { id: 'prodDate', label: 'Production date', value: '2018-06-21' },
      { id: 'paint', label: 'Paint code', value: 9147 }
    ]
    const card = mountCard(
      { brandName: 'Marlin', attributesMain: attributes, attributesAdv: [{ tables: [production] }] },
      null
    )
    expect(card.text().match(/2018-06-21/g)).toHaveLength(1)
    expect(card.text()).not.toContain('Production data')
    // A row that says something new keeps the table, without the repeated rows.
    const more = { ...production, data: [...production.data, { parameter: 'Plant', value: 'Bremen' }] }
    const kept = mountCard(
      { brandName: 'Marlin', attributesMain: attributes, attributesAdv: [{ tables: [more] }] },
      null
    )
    expect(kept.get('[data-testid="vehicle-options"]').text()).toContain('Bremen')
    expect(kept.text().match(/2018-06-21/g)).toHaveLength(1)
  })
})
