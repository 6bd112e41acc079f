import type { NodeModel, PartRow } from '../data/model'
import { formatPartNumber } from '../data/part-numbers'
import type { RenderContext } from './context'
import { table, type JsonObject } from './json'

// Part information (`q_partinfo`): partinfo as an object or as tables, the replacement chain and
// the compatibility list. Number and node cells are objects `{ value, number?, name?,
// flagNotTranslate? }`, the cell shape of real answers; plain strings and numbers elsewhere.

/** Supersession chain around a number: older numbers it replaced and newer ones replacing it. */
export function replacementChain(
  ctx: RenderContext,
  p: PartRow
): { from: string; to: string; date: string; full: boolean }[] {
  const h = ctx.hash(`chain|${p.number}`)
  const other = (tag: string): string => formatPartNumber(p.system, `${p.number}#${tag}`, ctx.model.seed)
  const year = 2012 + (h % 8)
  switch (h % 5) {
    case 0: {
      const a = other('p2')
      const b = other('p1')
      return [
        { from: a, to: b, date: `0${1 + (h % 9)}.${year}`, full: true },
        { from: b, to: p.number, date: `1${h % 3}.${year + 2}`, full: h % 2 === 0 }
      ]
    }
    case 1:
      return [{ from: other('p1'), to: p.number, date: `0${1 + (h % 9)}.${year + 3}`, full: true }]
    case 2: {
      const b = other('n1')
      const c = other('n2')
      return [
        { from: p.number, to: b, date: `0${1 + (h % 9)}.${year + 6}`, full: true },
        { from: b, to: c, date: `1${h % 3}.${year + 8}`, full: false }
      ]
    }
    default:
      return []
  }
}

export function partInfoSection(ctx: RenderContext, node: NodeModel, row: number): JsonObject {
  const v = ctx.vehicle
  const p = node.parts[row]!
  const h = ctx.hash(`info|${p.number}`)
  const groupId = node.id.split('.')[0]!
  const subId = node.id.split('.').slice(0, 2).join('.')
  const maker = p.system === 'STD' ? 'DIN/ISO' : v.def.make
  const partinfo =
    h % 2 === 0
      ? {
          number: p.number,
          name: ctx.partName(p),
          weight: p.weightKg,
          material: ctx.t(p.material),
          manufacturer: maker,
          unit: 'pcs',
          packQty: p.qty
        }
      : [
          table(
            ctx.t('t_partinfo'),
            [
              ['parameter', ctx.t('t_parameter')],
              ['value', ctx.t('t_value')]
            ],
            [
              { parameter: ctx.t('t_number'), value: { value: p.number, number: p.number, flagNotTranslate: true } },
              { parameter: ctx.t('t_name'), value: ctx.partName(p) },
              { parameter: ctx.t('t_weight'), value: p.weightKg },
              { parameter: ctx.t('t_material'), value: ctx.t(p.material) },
              { parameter: ctx.t('t_dimensions'), value: `${40 + (h % 300)}×${20 + (h % 120)}×${5 + (h % 60)}` }
            ]
          )
        ]
  const chain = replacementChain(ctx, p)
  const uses = (ctx.model.uses.get(p.number) ?? []).slice(0, 60)
  return {
    partinfo,
    replacement: [
      table(
        ctx.t('t_replacement'),
        [
          ['old', ctx.t('t_old')],
          ['new', ctx.t('t_new')],
          ['date', ctx.t('t_date')],
          ['interchange', ctx.t('t_interchange')]
        ],
        chain.map((c) => ({
          old: { value: c.from, number: c.from, flagNotTranslate: true },
          new: { value: c.to, number: c.to, ...(c.to === p.number ? { name: ctx.partName(p) } : {}) },
          date: c.date,
          interchange: ctx.t(c.full ? 'yes_full' : 'yes_set')
        }))
      )
    ],
    compatibility: [
      table(
        ctx.t('t_compat'),
        [
          ['vehicle', ctx.t('t_vehicle')],
          ['catalog', ctx.t('t_catalog')],
          ['node', ctx.t('t_node')],
          ['qty', ctx.t('t_qty')]
        ],
        uses.map((u) => {
          const other = ctx.model.vehicles[u.vehicle]!
          const n = other.nodes.get(u.nodeId)!
          return {
            vehicle: ctx.vehicleName(other),
            catalog: { value: other.def.catalog, flagNotTranslate: true },
            node: { value: ctx.nodeTitle(n), number: n.code, name: ctx.nodeTitle(n) },
            qty: u.qty
          }
        })
      )
    ],
    ...(h % 3 === 0 ? { images: [ctx.photo(`p${p.number}`, 480, 360, 't_partinfo')] } : {}),
    bread_crumb: ctx.crumbs({ group: groupId, sub: subId, node: node.id, part: { node, row } })
  }
}
