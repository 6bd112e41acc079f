import type { Result } from '@shared/result'
import type { VinRequest } from '@shared/contract'
import { nextPaint } from '../../lib/after-paint'
import { vehicleKey } from '../db/keys'
import { vehicleRecordFor } from '../db/vehicle-record'
import type { AccessOptions, ImageAnswer, VinAnswer } from './catalog-access'
import { isUnreachable, notCached, type MirrorContext } from './mirror-io'
import type { MirrorOrigins } from './service-origins'

export interface VinAndPictureReads {
  vin(where: MirrorOrigins, request: VinRequest): Promise<Result<VinAnswer>>
  image(
    where: MirrorOrigins,
    qImage: string,
    options: Pick<AccessOptions, 'vin' | 'priority'>
  ): Promise<Result<ImageAnswer>>
}

/**
 * VIN look-ups and pictures through the mirror. A VIN's stored answer is shown and refreshed
 * behind it, and a vehicle it finds is remembered in the garage; a picture behind a pointer does
 * not change, so a stored one is the answer and is never asked for again.
 */
export function createVinAndPictureReads({
  network,
  repo,
  safely,
  background,
  workshop
}: MirrorContext): VinAndPictureReads {
  /** A vehicle found, from the workshop or the service: remembered in the garage, its VIN answer stored under it. */
  const storeVehicle = (
    where: MirrorOrigins,
    request: VinRequest,
    answer: VinAnswer,
    record: NonNullable<ReturnType<typeof vehicleRecordFor>>
  ) =>
    safely(
      async () => {
        await repo.rememberVehicle(record)
        await repo.writeVin(where.origin, request.vin, request.lang, answer, record.key)
      },
      undefined,
      'storing a vehicle'
    )

  /** The workshop mirror's copy of a VIN answer, stored here too with the vehicle it names. */
  const vinFromWorkshop = async (where: MirrorOrigins, request: VinRequest) => {
    if (!workshop) return null
    const found = await safely(
      () => workshop.readVin(where.origin, request.vin, request.lang),
      null,
      'reading the workshop mirror'
    )
    const record = found ? vehicleRecordFor(where.origin, request.vin, found.payload.result) : null
    if (!found || !record) return null
    background.track(storeVehicle(where, request, found.payload, record))
    return found
  }

  /** The service's answer for a VIN; a vehicle found is remembered, and its answer stored. */
  const fetchVin = async (where: MirrorOrigins, request: VinRequest): Promise<Result<VinAnswer>> => {
    const result = await network.vin(request)
    const record = result.ok ? vehicleRecordFor(where.origin, request.vin, result.value.result) : null
    if (result.ok && record) await storeVehicle(where, request, result.value, record)
    return result
  }

  return {
    async vin(where, request) {
      const stored =
        (await safely(() => repo.readVin(where.origin, request.vin, request.lang), null, 'reading a vehicle')) ??
        (await vinFromWorkshop(where, request))
      if (stored) {
        // Refreshed once the page has painted the stored copy, as a stored section is
        // (stored-then-refresh.ts): a near service would otherwise answer during the render.
        background.track(nextPaint().then(() => fetchVin(where, request)))
        return { ok: true, value: { ...stored.payload, source: 'mirror' } }
      }
      const result = await fetchVin(where, request)
      if (isUnreachable(result)) return notCached()
      return result.ok ? { ok: true, value: { ...result.value, source: 'network' } } : result
    },

    async image(where, qImage, options) {
      const stored = await safely(() => repo.readImage(where.imageOrigin, qImage), null, 'reading an image')
      if (stored) return { ok: true, value: { contentType: stored.contentType, bytes: stored.bytes, source: 'mirror' } }
      const vehicle = options.vin ? vehicleKey(where.origin, options.vin) : undefined
      const shared = workshop
        ? await safely(() => workshop.readImage(where.imageOrigin, qImage), null, 'reading the workshop mirror')
        : null
      if (shared) {
        const picture = { contentType: shared.contentType, bytes: shared.bytes }
        background.track(
          safely(() => repo.writeImage(where.imageOrigin, qImage, picture, vehicle), false, 'storing an image')
        )
        return { ok: true, value: { ...picture, source: 'mirror' } }
      }
      const result = await network.image(qImage, options)
      if (isUnreachable(result)) return notCached()
      if (!result.ok) return result
      background.track(
        safely(() => repo.writeImage(where.imageOrigin, qImage, result.value, vehicle), false, 'storing an image')
      )
      return { ok: true, value: { ...result.value, source: 'network' } }
    }
  }
}
