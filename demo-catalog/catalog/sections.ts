import type { GroupModel } from '../data/model'
import type { RenderContext } from './context'
import { filterNodes, listForm, type FormValues } from './forms'
import { table, type JsonObject } from './json'
import { nodeSection } from './node-section'
import { partInfoSection } from './part-info'
import { bulletinsSection, maintenanceSection, techDataSection } from './service-sections'
import { target, type SectionTarget } from './targets'

// One builder per section kind; renderSection adds the common tail (params, vin, resultCode …).
// Returned objects are the `result` of /api/q (spec 2.4).

// Real tabs are numbered, not named.
const TABS = [
  { tab: 1, key: 'mech', title: 'tab_mech' },
  { tab: 2, key: 'body', title: 'tab_body' },
  { tab: 3, key: 'service', title: 'tab_service' }
] as const

export function renderSection(
  ctx: RenderContext,
  t: SectionTarget,
  form: FormValues | undefined
): JsonObject | undefined {
  const result = buildSection(ctx, t, form)
  return result && ctx.envelope(result, t)
}

function buildSection(ctx: RenderContext, t: SectionTarget, form: FormValues | undefined): JsonObject | undefined {
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

/** English slug of a main group ("Electrical system" → "electrical-system"), as `major_group_name`. */
function majorGroupName(ctx: RenderContext, g: GroupModel): string {
  return ctx
    .tIn(g.title, 'en')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function mainGroups(ctx: RenderContext): JsonObject {
  const v = ctx.vehicle
  const qMain = ctx.ptr(target.main(v.index))
  return {
    lists_group: TABS.map(({ tab, key, title }) => ({
      tab,
      title: ctx.t(title),
      lists: v.groups
        .filter((g) => g.tab === key)
        .map((g) => ({
          q: ctx.ptr(target.group(v.index, g.id)),
          // points at the main-group list the item belongs to (a valid section, never needed to browse)
          q_main_group: qMain,
          code: g.code,
          title: ctx.groupTitle(g),
          major_group_name: majorGroupName(ctx, g),
          qImage: ctx.thumb(`g${g.id}`)
        }))
    })),
    bread_crumb: ctx.crumbs({})
  }
}

function groupSection(ctx: RenderContext, g: GroupModel): JsonObject {
  const v = ctx.vehicle
  const odd = Number(g.id) % 2 === 1
  const nodeCount = g.subgroups.reduce((a, s) => a + s.nodes.length, 0)
  return {
    // exactly the four fields real subgroup items have
    lists: g.subgroups.map((s) => ({
      q: ctx.ptr(target.sub(v.index, s.id)),
      qImage: ctx.thumb(`s${s.id}`),
      title: ctx.t(s.title),
      code: s.code
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
  }
}

function subgroupSection(ctx: RenderContext, subId: string, form: FormValues): JsonObject {
  const v = ctx.vehicle
  const sub = v.subgroups.get(subId)!
  const group = v.groups[Number(subId.split('.')[0])]!
  const nodes = group.form ? filterNodes(ctx, sub.nodes, form) : sub.nodes
  const engineTitle = (code: string): string => v.def.engines.find((e) => e.code === code)?.title ?? code
  return {
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
        nodes.map((n) => ({ code: n.code, name: ctx.nodeTitle(n), qty: { value: n.parts.length } }))
      )
    ],
    ...(sub.nodes.some((n) => n.optional) ? { info: { type: 'info', text: ctx.t('i_prod_dep') } } : {}),
    bread_crumb: ctx.crumbs({ group: group.id, sub: subId })
  }
}
