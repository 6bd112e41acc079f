import type { LocationQuery, RouteLocationRaw } from 'vue-router'
import { isCatalogLanguage, type CatalogLanguage } from '@shared/languages'
import type { FormValues } from '@shared/contract'
import { formQuery, parseFormQuery, queryValue } from '../../lib/route-query'

/** What to do once the print layout is ready: the node page's dialog asks for one of these. */
export type PrintAction = 'print' | 'pdf'

/** What the node page's print dialog asks. */
export interface PrintChoice {
  onlyHighlighted: boolean
  diagram: boolean
  allDrawings: boolean
  action: PrintAction
}

/**
 * The node print layout's URL:
 * `/print/node?vin&c&q&lang[&f][&only=1,4,7][&diagram=0][&sheet=1][&drawings=all][&go=print]`.
 */
export interface NodePrintQuery {
  vin: string
  catalog?: string
  q: string
  lang: CatalogLanguage
  /** The node's form as filtered on screen (one side, one engine): the paper shows those parts. */
  form?: FormValues
  /** Hotspot keys: print only the parts of these callouts. */
  only?: string[]
  diagram: boolean
  /** The drawing on screen when Print was chosen (absent: the one the answer names). */
  sheet?: number
  /** Every drawing of the node, not only the one on screen. */
  allDrawings?: boolean
  go?: PrintAction
}

function isAction(value: string | undefined): value is PrintAction {
  return value === 'print' || value === 'pdf'
}

export function nodePrintLocation(query: NodePrintQuery): RouteLocationRaw {
  const only = (query.only ?? []).filter((key) => key !== '' && !key.includes(','))
  return {
    name: 'print-node',
    query: {
      vin: query.vin,
      q: query.q,
      lang: query.lang,
      ...(query.catalog ? { c: query.catalog } : {}),
      ...(query.form ? { f: formQuery(query.form) } : {}),
      ...(only.length ? { only: only.join(',') } : {}),
      ...(query.diagram ? {} : { diagram: '0' }),
      ...(query.sheet !== undefined ? { sheet: String(query.sheet) } : {}),
      ...(query.allDrawings ? { drawings: 'all' } : {}),
      ...(query.go ? { go: query.go } : {})
    }
  }
}

/** Null when the link lacks what a node needs (hand-edited or cut short). */
export function parseNodePrintQuery(query: LocationQuery): NodePrintQuery | null {
  const vin = queryValue(query.vin)
  const q = queryValue(query.q)
  const lang = queryValue(query.lang)
  if (!vin || !q || !isCatalogLanguage(lang)) return null
  const catalog = queryValue(query.c)
  const form = parseFormQuery(queryValue(query.f))
  const only = queryValue(query.only)
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  const go = queryValue(query.go)
  const sheet = Number(queryValue(query.sheet))
  return {
    vin,
    q,
    lang,
    ...(catalog ? { catalog } : {}),
    ...(form ? { form } : {}),
    ...(only?.length ? { only } : {}),
    diagram: queryValue(query.diagram) !== '0',
    ...(Number.isInteger(sheet) && sheet >= 0 ? { sheet } : {}),
    ...(queryValue(query.drawings) === 'all' ? { allDrawings: true } : {}),
    ...(isAction(go) ? { go } : {})
  }
}

export function basketPrintLocation(id: string, go?: PrintAction): RouteLocationRaw {
  return { name: 'print-basket', params: { id }, query: go ? { go } : {} }
}

export function parsePrintAction(query: LocationQuery): PrintAction | undefined {
  const go = queryValue(query.go)
  return isAction(go) ? go : undefined
}
