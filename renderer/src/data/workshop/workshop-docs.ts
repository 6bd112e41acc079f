import { isCatalogLanguage } from '@shared/languages'
import { bytesToBase64 } from '@shared/wire-codec'
import { workshopDocId, type WorkshopDoc } from '@shared/workshop'
import { sha256Hex } from '../db/keys'
import type { WorkshopOutbox } from '../db/mirror'

/**
 * The documents one outbox name stands for, built from what is stored here when it is pushed
 * (not when it was stored: a record refreshed meanwhile is pushed as it is now). An empty list
 * means there is nothing to push: the record is gone (evicted, deleted), or a vehicle's save is
 * not complete yet.
 */
export async function docsFor(outbox: WorkshopOutbox, ref: string): Promise<WorkshopDoc[]> {
  const colon = ref.indexOf(':')
  const kind = ref.slice(0, colon)
  const key = ref.slice(colon + 1)
  switch (kind) {
    case 'answer': {
      const answer = await outbox.answer(key)
      if (!answer) return []
      const { result } = answer.payload as { result: Record<string, unknown> }
      return [
        {
          id: workshopDocId('answer', key),
          type: 'answer',
          kind: answer.kind,
          fullKey: answer.fullKey,
          fetchedAt: answer.fetchedAt,
          result
        }
      ]
    }
    case 'alias': {
      const target = await outbox.aliasTarget(key)
      return target ? [{ id: workshopDocId('alias', key), type: 'alias', target }] : []
    }
    case 'image': {
      const image = await outbox.image(key)
      if (!image) return []
      // The bytes first: a workstation that finds the entry finds its picture.
      return [
        { id: image.hash, type: 'picture', contentType: image.contentType, data: bytesToBase64(image.bytes) },
        {
          id: workshopDocId('image', key),
          type: 'image',
          fullKey: image.fullKey,
          picture: image.hash,
          fetchedAt: image.fetchedAt
        }
      ]
    }
    case 'vehicle':
      return vehicleDocs(outbox, key)
    default:
      return []
  }
}

/** A saved vehicle, complete: its summary (what other garages list) and the keys of all it holds. */
async function vehicleDocs(outbox: WorkshopOutbox, vehicleKey: string): Promise<WorkshopDoc[]> {
  const found = await outbox.vehicle(vehicleKey)
  if (!found?.complete || !isCatalogLanguage(found.lang)) return []
  const { vehicle } = found
  const hash = await sha256Hex(vehicleKey)
  const savedAt = vehicle.lastVisit
  return [
    {
      id: workshopDocId('manifest', hash),
      type: 'manifest',
      vehicleKey,
      savedAt,
      answers: found.answers.map((key) => workshopDocId('answer', key)),
      images: found.images.map((key) => workshopDocId('image', key))
    },
    {
      id: workshopDocId('vehicle', hash),
      type: 'vehicle',
      vehicleKey,
      origin: vehicle.origin,
      vin: vehicle.vin,
      catalog: vehicle.catalog,
      name: vehicle.name,
      ...(vehicle.brand ? { brand: vehicle.brand } : {}),
      ...(vehicle.model ? { model: vehicle.model } : {}),
      lang: found.lang,
      savedAt,
      sections: found.sections,
      images: found.images.length,
      bytes: found.bytes
    }
  ]
}

/** Roughly what a document weighs on the wire, to keep each push under browser mode's 1 MB request. */
export function docWeight(doc: WorkshopDoc): number {
  if (doc.type === 'picture') return doc.data.length + 200
  if (doc.type === 'answer') return JSON.stringify(doc.result).length + doc.fullKey.length + 200
  if (doc.type === 'manifest') return (doc.answers.length + doc.images.length) * 72 + 200
  return 600
}
