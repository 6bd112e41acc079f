import type { NodeModel, PartRow } from '../data/model'
import type { RenderContext } from './context'
import type { JsonObject } from './json'
import { target } from './targets'

// Two filter forms, deliberately different in shape (as the real service is): node lists are
// filtered by a form whose fields carry `code`; parts lists by one whose fields carry `id`.

export type FormValues = Record<string, string | number | boolean>

/** Spec 4.4: the POST body is a flat object of string | number | boolean. Anything else → undefined. */
export function parseFormBody(raw: string): FormValues | undefined {
  if (raw.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
  const out: FormValues = {}
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) out[k] = v
    else return undefined
  }
  return out
}

const text = (v: FormValues[string] | undefined): string => (v === undefined ? '' : String(v).trim())
const truthy = (v: FormValues[string] | undefined): boolean =>
  v === true || v === 1 || v === 'true' || v === '1' || v === 'on'

export function listForm(ctx: RenderContext, subId: string, values: FormValues): JsonObject {
  const def = ctx.vehicle.def
  return {
    id: 'list-filter',
    title: ctx.t('f_filter'),
    q: ctx.ptr(target.sub(ctx.v, subId)),
    fields: [
      {
        code: 'engine',
        label: ctx.t('f_engine'),
        type: 'select',
        value: text(values.engine),
        options: [
          { value: '', title: ctx.t('f_all') },
          ...def.engines.map((e) => ({ value: e.code, title: `${e.code} · ${e.title}` }))
        ]
      },
      { code: 'name', label: ctx.t('f_search'), type: 'text', value: text(values.name), maxLength: 60 },
      { code: 'standardOnly', label: ctx.t('f_standard'), type: 'checkbox', value: truthy(values.standardOnly) }
    ]
  }
}

export function filterNodes(ctx: RenderContext, nodes: NodeModel[], values: FormValues): NodeModel[] {
  const engine = text(values.engine)
  const name = text(values.name).toLocaleLowerCase()
  const standardOnly = truthy(values.standardOnly)
  return nodes.filter(
    (n) =>
      (!engine || !n.engines || n.engines.includes(engine)) &&
      (!name || ctx.nodeTitle(n).toLocaleLowerCase().includes(name) || n.code.includes(name)) &&
      (!standardOnly || !n.optional)
  )
}

export function partsForm(ctx: RenderContext, node: NodeModel, values: FormValues): JsonObject {
  return {
    id: 'parts-filter',
    title: ctx.t('f_filter'),
    q: ctx.ptr(target.node(ctx.v, node.id)),
    fields: [
      { id: 'number', label: ctx.t('f_number'), type: 'text', value: text(values.number) },
      {
        id: 'side',
        label: ctx.t('f_side'),
        type: 'select',
        value: text(values.side),
        options: [
          { value: '', title: ctx.t('f_all') },
          { value: 'L', title: ctx.t('q_left') },
          { value: 'R', title: ctx.t('q_right') }
        ]
      },
      { id: 'withNote', label: ctx.t('f_with_note'), type: 'boolean', value: truthy(values.withNote) }
    ]
  }
}

const normalise = (s: string): string => s.replace(/[\s\-.]/g, '').toUpperCase()

/** Returns the row indexes that pass (indexes keep q_partinfo pointers stable). */
export function filterParts(node: NodeModel, values: FormValues): number[] {
  const number = normalise(text(values.number))
  const side = text(values.side).toUpperCase()
  const withNote = truthy(values.withNote)
  const keep = (p: PartRow): boolean =>
    (!number || normalise(p.number).includes(number)) &&
    (!side || !p.side || p.side === side) &&
    (!withNote || p.note !== '')
  return node.parts.flatMap((p, i) => (keep(p) ? [i] : []))
}
