import type { RenderContext } from './context'
import { table, type JsonObject } from './json'

// `vehicle.attributesMain` (label/value/id rows) and `vehicle.attributesAdv` (blocks of tables:
// equipment option codes and names, then production data). Option codes are object cells with
// `flagNotTranslate`, the way real answers mark codes; the production table is a key/value table
// whose header is hidden (`flag_hide_header: true`).

export function attributesMain(ctx: RenderContext): JsonObject[] {
  const d = ctx.vehicle.def
  const engine = d.engines.find((e) => e.code === d.engineCode)!
  const attr = (id: string, label: string, value: string | number): JsonObject => ({ label: ctx.t(label), value, id })
  return [
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
  ]
}

export function attributesAdv(ctx: RenderContext): JsonObject[] {
  const d = ctx.vehicle.def
  const code = (value: string): JsonObject => ({ value, flagNotTranslate: true })
  const options = table(
    ctx.t('t_options'),
    [
      ['code', ctx.t('t_code')],
      ['description', ctx.t('t_description')]
    ],
    [
      { code: code('1ZA'), description: `${ctx.t('a_brake_disc')} ${d.body === 'van' ? '300' : '312'} mm` },
      { code: code('8GU'), description: ctx.t('a_alternator') + ' 180 A' },
      { code: code('0A2'), description: { value: `${ctx.t('a_headlamp')} LED`, name: ctx.t('a_headlamp') } },
      { code: code('4UF'), description: ctx.t('a_airbags') },
      { code: code(d.drive === 'dr_awd' ? '1X1' : '1X0'), description: ctx.t(d.drive) },
      { code: code(d.gearbox), description: ctx.t(d.transmission) }
    ]
  )
  const production = {
    ...table(
      ctx.t('t_production'),
      [
        ['parameter', ctx.t('t_parameter')],
        ['value', ctx.t('t_value')]
      ],
      [
        { parameter: ctx.t('attr_prod'), value: d.productionDate },
        { parameter: ctx.t('attr_paint'), value: code(d.paint) },
        { parameter: ctx.t('attr_market'), value: ctx.t(d.market) }
      ]
    ),
    flag_hide_header: true
  }
  return [{ tables: [options] }, { tables: [production] }]
}
