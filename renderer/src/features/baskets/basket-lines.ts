import type { Part } from '@shared/readers'
import type { BasketLine, NewLine } from '../../data/baskets/basket-model'

/** Where parts are added from: the node on screen and the vehicle it belongs to. */
export interface PartSource {
  vin: string
  vehicleName: string
  catalog?: string
  q: string
  nodeCode?: string
  nodeTitle?: string
  lang: string
}

/**
 * The service sends quantities as numbers or text ("2", "AR", "1.5 m"). A pick list needs a
 * count: a positive whole number as given, anything else one piece (the note keeps the text).
 */
export function pieceCount(qty: string | number | undefined): number {
  const value = typeof qty === 'number' ? qty : Number(String(qty ?? '').trim())
  return Number.isFinite(value) && value >= 1 ? Math.min(9999, Math.round(value)) : 1
}

function quantityNote(qty: string | number | undefined): string | null {
  if (qty === undefined || qty === null || qty === '') return null
  return String(pieceCount(qty)) === String(qty).trim() ? null : String(qty)
}

/** Basket lines for parts of one node; parts without a number cannot be ordered and are skipped. */
export function linesFromParts(parts: readonly Part[], source: PartSource): NewLine[] {
  return parts.flatMap((part) => {
    const number = part.number?.trim()
    if (!number) return []
    const notes = [part.note?.trim(), quantityNote(part.qty)].filter((text): text is string => !!text)
    return [
      {
        partNumber: number,
        name: part.name?.trim() ?? '',
        qty: pieceCount(part.qty),
        ...(notes.length ? { note: notes.join(' · ') } : {}),
        vehicle: { vin: source.vin, name: source.vehicleName },
        source: {
          q: source.q,
          lang: source.lang,
          ...(source.catalog ? { catalog: source.catalog } : {}),
          ...(source.nodeCode ? { nodeCode: source.nodeCode } : {}),
          ...(source.nodeTitle ? { nodeTitle: source.nodeTitle } : {})
        }
      }
    ]
  })
}

/** "130-02-02 Main wiring harness": how a line's source node is named on screen, on paper and in CSV. */
export function nodeLabel(source: BasketLine['source']): string {
  return [source.nodeCode, source.nodeTitle].filter(Boolean).join(' ')
}

/** One part number per line, each once, in basket order: what goes into an order form. */
export function partNumbersText(lines: readonly Pick<BasketLine, 'partNumber'>[]): string {
  return [...new Set(lines.map((line) => line.partNumber))].join('\n')
}
