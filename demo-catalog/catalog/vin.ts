import type { Lang } from '../data/languages'
import type { CatalogModel } from '../data/model'
import { VIN_PATTERN } from '../data/vehicles'
import { term } from '../data/vocabulary'
import type { PointerCodec } from '../pointers'
import { RenderContext } from './context'
import { table, type JsonObject } from './json'
import { target } from './targets'

// GET /api/vin. Unknown and malformed VINs answer 200 with an info error (like /api/q), with
// resultCode 404 and 400 respectively: the spec leaves this open, the envelope stays uniform.

export function normaliseVin(raw: string | null): string {
  return (raw ?? '').trim().toUpperCase()
}

export function vinResult(model: CatalogModel, codec: PointerCodec, rawVin: string | null, lang: Lang): JsonObject {
  const vin = normaliseVin(rawVin)
  if (!VIN_PATTERN.test(vin)) return { info: { type: 'error', text: term('i_vin_bad', lang) }, resultCode: 400 }
  const v = model.vehicles.find((x) => x.def.vin === vin)
  if (!v) return { info: { type: 'error', text: term('i_vin_unknown', lang) }, resultCode: 404, vin }
  const ctx = new RenderContext(model, codec, v, lang)
  const d = v.def
  const engine = d.engines.find((e) => e.code === d.engineCode)!
  const attr = (id: string, label: string, value: string | number): JsonObject => ({ label: ctx.t(label), value, id })
  return {
    vehicle: {
      vin: d.vin,
      name: ctx.vehicleName(),
      brand: d.make,
      model: d.model,
      catalog: d.catalog,
      qMainGroup: ctx.ptr(target.main(v.index)),
      attributesMain: [
        attr('brand', 'attr_brand', d.make),
        attr('model', 'attr_model', d.model),
        attr('year', 'attr_year', d.year),
        attr('body', 'attr_body', ctx.t(d.bodyTerm)),
        attr('engine', 'attr_engine', `${engine.code} · ${engine.title}`),
        attr('transmission', 'attr_transmission', ctx.t(d.transmission)),
        attr('drive', 'attr_drive', ctx.t(d.drive)),
        attr('market', 'attr_market', ctx.t(d.market)),
        attr('paint', 'attr_paint', d.paint),
        attr('prodDate', 'attr_prod', d.productionDate)
      ],
      options: [
        table(
          ctx.t('t_options'),
          [
            ['code', ctx.t('t_code')],
            ['description', ctx.t('t_description')]
          ],
          [
            { code: '1ZA', description: `${ctx.t('a_brake_disc')} ${d.body === 'van' ? '300' : '312'} mm` },
            { code: '8GU', description: ctx.t('a_alternator') + ' 180 A' },
            { code: '0A2', description: { value: ctx.t('a_headlamp'), variant: 'LED' } },
            { code: '4UF', description: ctx.t('a_airbags') },
            { code: d.drive === 'dr_awd' ? '1X1' : '1X0', description: ctx.t(d.drive) }
          ]
        ),
        table(
          ctx.t('t_production'),
          [
            ['parameter', ctx.t('t_parameter')],
            ['value', ctx.t('t_value')]
          ],
          [
            { parameter: ctx.t('attr_prod'), value: d.productionDate },
            { parameter: ctx.t('attr_paint'), value: { value: d.paint, swatch: true } }
          ]
        )
      ]
    },
    catalog: d.catalog,
    vin: d.vin,
    type: 'online',
    resultCode: 200
  }
}
