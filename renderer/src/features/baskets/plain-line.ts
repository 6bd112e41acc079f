import { plainText } from '@shared/plain-text'
import type { BasketLine } from '../../data/baskets/basket-model'

/**
 * A basket line as the basket screen shows and copies it. Lines keep the service's texts as they
 * were when added (older lines, or parts added from elsewhere, may carry bidi controls), so the
 * texts are made plain where they are shown rather than trusted from storage.
 */
export function plainLine(line: BasketLine): BasketLine {
  const { source, vehicle } = line
  return {
    ...line,
    partNumber: plainText(line.partNumber),
    name: plainText(line.name),
    ...(line.note !== undefined ? { note: plainText(line.note) } : {}),
    vehicle: { vin: plainText(vehicle.vin), name: plainText(vehicle.name) },
    source: {
      ...source,
      ...(source.nodeCode !== undefined ? { nodeCode: plainText(source.nodeCode) } : {}),
      ...(source.nodeTitle !== undefined ? { nodeTitle: plainText(source.nodeTitle) } : {})
    }
  }
}
