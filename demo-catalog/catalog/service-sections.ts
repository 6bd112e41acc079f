import type { GroupModel, PartRow } from '../data/model'
import type { RenderContext } from './context'
import { escapeHtml, table, type Json, type JsonObject } from './json'
import { target } from './targets'

// The three "service" main groups: content other than node lists (serviceParts,
// nodesBlockData + tables, and an html bulletin with a modal). The technical-data group's
// `tables` holds the demo's table with its own `q`: a link to the engine's first subgroup.

interface ServiceBlock {
  key: string
  title: string
  parts: string[]
  interval: string
}

const BLOCKS: ServiceBlock[] = [
  { key: 'filters', title: 'p_filter', parts: ['p_filter'], interval: '30 000 km' },
  { key: 'brakes', title: 'g_brakes', parts: ['p_pads', 'p_shoes', 'a_brake_disc'], interval: '60 000 km' },
  { key: 'belts', title: 'a_timing', parts: ['p_belt', 'p_roller'], interval: '120 000 km' },
  { key: 'wipers', title: 'a_wipers', parts: ['p_wiper_blade'], interval: '12 months' },
  { key: 'bulbs', title: 'g_lighting', parts: ['p_bulb'], interval: '—' }
]

export function maintenanceSection(ctx: RenderContext, g: GroupModel): JsonObject {
  const v = ctx.vehicle
  const serviceParts = BLOCKS.map((b) => {
    const seen = new Set<string>()
    const rows: JsonObject[] = []
    for (const node of v.nodes.values()) {
      node.parts.forEach((p: PartRow, i) => {
        if (!b.parts.includes(p.nameKey) || seen.has(p.number) || rows.length >= 12) return
        seen.add(p.number)
        rows.push({
          number: {
            value: p.number,
            number: p.number,
            name: ctx.partName(p),
            q_partinfo: ctx.ptr(target.part(v.index, node.id, i))
          },
          name: ctx.partName(p),
          qty: p.qty,
          interval: b.interval
        })
      })
    }
    return {
      key: b.key,
      title: ctx.t(b.title),
      list: [
        table(
          ctx.t(b.title),
          [
            ['number', ctx.t('t_number')],
            ['name', ctx.t('t_name')],
            ['qty', ctx.t('t_qty')],
            ['interval', ctx.t('t_interval')]
          ],
          rows
        )
      ]
    }
  })
  return { serviceParts, bread_crumb: ctx.crumbs({ group: g.id }) }
}

export function techDataSection(ctx: RenderContext, g: GroupModel): JsonObject {
  const d = ctx.vehicle.def
  const engine = d.engines.find((e) => e.code === d.engineCode)!
  const pv = (k: string, value: Json): JsonObject => ({ parameter: ctx.t(k), value })
  const head: [string, string][] = [
    ['parameter', ctx.t('t_parameter')],
    ['value', ctx.t('t_value')]
  ]
  const tyre = {
    sedan: '225/45 R17',
    estate: '235/45 R18',
    van: '235/65 R16C',
    pickup: '265/70 R17',
    hatch: '195/55 R16'
  }[d.body]
  return {
    nodesBlockData: {
      tables: [
        table(ctx.t('g_engine'), head, [
          pv('attr_engine', `${engine.code} · ${engine.title}`),
          pv('attr_transmission', ctx.t(d.transmission)),
          pv('attr_drive', ctx.t(d.drive))
        ]),
        table(ctx.t('g_wheels'), head, [
          pv('a_tyres', tyre),
          pv('a_rims', { value: tyre.split(' ')[1] ?? '', flagNotTranslate: true })
        ]),
        table(ctx.t('a_power_supply'), head, [pv('a_battery', '12 V 70 Ah 760 A'), pv('a_alternator', '14 V 180 A')])
      ]
    },
    tables: [
      table(ctx.t('t_production'), head, [
        pv('attr_prod', d.productionDate),
        pv('attr_paint', d.paint),
        pv('attr_market', ctx.t(d.market))
      ]),
      relatedEngineTable(ctx, head)
    ],
    bread_crumb: ctx.crumbs({ group: g.id })
  }
}

/**
 * A table with its own `q`, as real answers have: the whole table links to a section (here the
 * first subgroup of the engine group, the one that holds the engine's own nodes).
 */
function relatedEngineTable(ctx: RenderContext, head: [string, string][]): JsonObject {
  const v = ctx.vehicle
  const engineGroup = v.groups.find((g) => g.key === 'engine')!
  const sub = engineGroup.subgroups[0]!
  const engine = v.def.engines.find((e) => e.code === v.def.engineCode)!
  return {
    ...table(ctx.t('t_related'), head, [
      { parameter: ctx.t('attr_engine'), value: { value: engine.code, name: engine.title, flagNotTranslate: true } },
      { parameter: ctx.t('t_node'), value: `${sub.code} ${ctx.t(sub.title)}` }
    ]),
    q: ctx.ptr(target.sub(v.index, sub.id))
  }
}

export function bulletinsSection(ctx: RenderContext, g: GroupModel): JsonObject {
  const d = ctx.vehicle.def
  const title = `${ctx.t('g_bulletins')} · ${d.catalog}`
  const torque = table(
    ctx.t('t_torque'),
    [
      ['name', ctx.t('t_name')],
      ['value', ctx.t('t_value')]
    ],
    [
      { name: `${ctx.t('p_wheel_bolt')} M14x1.5`, value: '120 Nm' },
      {
        name: `${ctx.t('a_brake_caliper')} · ${ctx.t('p_bolt')} M12x1.5`,
        value: { value: '90 Nm + 90°', flagNotTranslate: true }
      }
    ]
  )
  const html =
    `<h3>${escapeHtml(title)}</h3><p>${escapeHtml(ctx.t('i_bulletin'))}</p>` +
    `<table><thead><tr><th>${escapeHtml(ctx.t('t_code'))}</th><th>${escapeHtml(ctx.t('t_description'))}</th><th>${escapeHtml(ctx.t('t_date'))}</th></tr></thead>` +
    `<tbody><tr><td>SB-${d.year}-014</td><td>${escapeHtml(ctx.t('a_brake_caliper'))}</td><td>03.${d.year + 1}</td></tr>` +
    `<tr><td>SB-${d.year}-027</td><td>${escapeHtml(ctx.t('a_timing_belt'))}</td><td>11.${d.year + 1}</td></tr></tbody></table>` +
    `<p><a href="https://service.example.com/bulletins/${encodeURIComponent(d.catalog)}">${escapeHtml(ctx.t('i_more'))}</a></p>`
  return {
    html,
    modal: { title, tables: [torque], images: [ctx.photo(`bulletin${g.id}`, 640, 480, 'g_bulletins')] },
    images: [
      ctx.photo(`bulletin${g.id}`, 640, 480, 'g_bulletins'),
      ctx.photo(`bulletin${g.id}b`, 320, 240, 't_images')
    ],
    info: { type: 'info', text: ctx.t('i_bulletin') },
    bread_crumb: ctx.crumbs({ group: g.id })
  }
}
