import type { PartsDeskApi } from '@shared/contract'
import type { AppError } from '@shared/result'
import { workshopDocId, type WorkshopDoc, type WorkshopManifestDoc, type WorkshopVehicleDoc } from '@shared/workshop'
import { decodeSectionFullKey, sha256Hex } from '../db/keys'
import type { Mirror } from '../db/mirror'
import { prepareImage, prepareSection, type PreparedRecord } from '../db/prepared-records'
import { isQuotaError } from '../../lib/quota-error'

/**
 * Garage → *Get from the workshop*: copies a vehicle saved at another workstation onto this one
 * from the workshop mirror alone — the catalog service is not asked once. Answers come 50 at a
 * time (`_all_docs`, checked in main as every read), pictures one by one (each checked by its
 * hash); each group is written in one transaction through the mirror's batch writer, within the
 * storage budget. A full disk stops the copy with what was written kept and nothing else touched
 * (the failed transaction rolls back). While it runs the vehicle counts as saved, so what it has
 * copied is exempt from eviction — a full disk or the storage limit would otherwise make room by
 * deleting the copy's own first pages; it stays saved only when all of it is here.
 */
const ANSWERS_AT_ONCE = 50
const PICTURES_PER_WRITE = 16

export interface CopyProgress {
  done: number
  total: number
}

export interface CopyOutcome {
  answers: number
  pictures: number
  /** Listed by the workshop but not there, or refused by main's checks. */
  missing: number
  /** Why the copy stopped early: this computer is full, or the workshop went away. */
  stopped?: 'storage-full' | AppError
  /** All of it is here: the vehicle is saved for offline use on this computer too. */
  complete: boolean
}

function sameService(doc: WorkshopDoc, origin: string): boolean {
  if (doc.type !== 'answer') return false
  try {
    return (JSON.parse(doc.fullKey) as unknown[])[1] === origin
  } catch {
    return false
  }
}

async function prepared(doc: WorkshopDoc): Promise<PreparedRecord | null> {
  if (doc.type !== 'answer') return null
  const answer = { result: doc.result, fetchedAt: doc.fetchedAt }
  const own = doc.kind === 'section' ? decodeSectionFullKey(doc.fullKey)?.q : undefined
  return prepareSection(doc.fullKey, doc.kind, answer, own)
}

export async function copyVehicleFromWorkshop(
  api: PartsDeskApi,
  mirror: Mirror,
  vehicle: WorkshopVehicleDoc,
  onProgress: (progress: CopyProgress) => void = () => undefined
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { answers: 0, pictures: 0, missing: 0, complete: false }
  const manifestId = workshopDocId('manifest', await sha256Hex(vehicle.vehicleKey))
  const listed = await api.workshop.read({ ids: [manifestId], purpose: 'bulk' })
  if (!listed.ok) return { ...outcome, stopped: listed.error }
  const manifest = listed.value.docs.find((doc) => doc.type === 'manifest')
  if (manifest?.type !== 'manifest' || manifest.vehicleKey !== vehicle.vehicleKey) {
    return { ...outcome, missing: vehicle.sections + vehicle.images }
  }
  const key = vehicle.vehicleKey
  // Saved here already (a save paused, or one with pages missing): a copy that stops partway
  // leaves it saved, its pages kept from eviction, as it found it.
  const savedBefore = (await mirror.garage.vehicle(key))?.saved === 1
  await mirror.garage.rememberVehicle({
    key,
    origin: vehicle.origin,
    vin: vehicle.vin,
    catalog: vehicle.catalog,
    name: vehicle.name,
    ...(vehicle.brand ? { brand: vehicle.brand } : {}),
    ...(vehicle.model ? { model: vehicle.model } : {})
  })
  const total = manifest.answers.length + manifest.images.length
  let done = 0
  const advance = (count: number) => onProgress({ done: (done += count), total })
  // Totals now, while there is room: each write then keeps them, and the garage need not count
  // (a write itself) on a disk that the copy filled.
  await mirror.garage.recountVehicle(key)
  await mirror.garage.setSaved(key, true)
  try {
    await copyRecords(api, mirror, vehicle, manifest, outcome, advance)
  } catch (error) {
    // The browser's own refusal (a full disk) can come as an exception too; the rest is ours.
    outcome.stopped = isQuotaError(error)
      ? 'storage-full'
      : { code: 'internal', message: error instanceof Error ? error.message : String(error) }
  } finally {
    outcome.complete = !outcome.stopped && outcome.missing === 0
    // Not all here: a vehicle in part, evictable again later like anything browsed (nothing goes
    // now). A full disk refuses re-pinning every record: then only the vehicle's row says so.
    if (!outcome.complete && !savedBefore) {
      await mirror.garage
        .setSaved(key, false)
        .catch(() => mirror.workshop.unmarkSaved(key))
        .catch(() => undefined)
    }
  }
  return outcome
}

/** Answers 50 at a time, then pictures; fills in `outcome`, and `stopped` when it stops early. */
async function copyRecords(
  api: PartsDeskApi,
  mirror: Mirror,
  vehicle: WorkshopVehicleDoc,
  manifest: WorkshopManifestDoc,
  outcome: CopyOutcome,
  advance: (count: number) => void
): Promise<void> {
  const key = vehicle.vehicleKey
  /**
   * Files one batch under the vehicle and counts it: of `asked`, what the workshop did not have is
   * missing. False when the disk is full, and the copy stops there.
   */
  async function file(kind: 'answers' | 'pictures', records: PreparedRecord[], asked: number): Promise<boolean> {
    outcome.missing += asked - records.length
    if (records.length && !(await mirror.workshop.storeCopied(key, records)).stored) {
      outcome.stopped = 'storage-full'
      return false
    }
    outcome[kind] += records.length
    advance(asked)
    return true
  }

  for (let start = 0; start < manifest.answers.length; start += ANSWERS_AT_ONCE) {
    const ids = manifest.answers.slice(start, start + ANSWERS_AT_ONCE)
    const read = await api.workshop.read({ ids, purpose: 'bulk' })
    if (!read.ok) {
      outcome.stopped = read.error
      return
    }
    const docs = read.value.docs.filter((doc) => sameService(doc, vehicle.origin))
    const records = (await Promise.all(docs.map(prepared))).filter((r): r is PreparedRecord => r !== null)
    if (!(await file('answers', records, ids.length))) return
  }

  // Pictures already here (another vehicle shows them) are filed under this one without a copy.
  const imageKeys = manifest.images.map((id) => id.slice('image:'.length))
  const here = await mirror.workshop.storedKeys([], imageKeys)
  const references: PreparedRecord[] = imageKeys
    .filter((k) => here.has(k))
    .map((k) => ({ table: 'images', key: k, reference: true }))
  if (!(await file('pictures', references, references.length))) return
  const wanted = imageKeys.filter((k) => !here.has(k))
  for (let start = 0; start < wanted.length; start += PICTURES_PER_WRITE) {
    const group = wanted.slice(start, start + PICTURES_PER_WRITE)
    const records: PreparedRecord[] = []
    for (const imageKey of group) {
      const picture = await api.workshop.picture({ id: workshopDocId('image', imageKey), purpose: 'bulk' })
      if (!picture.ok) {
        outcome.stopped = picture.error
        return
      }
      if (!picture.value) continue
      const { fullKey, contentType, bytes, fetchedAt } = picture.value
      records.push(await prepareImage(fullKey, { contentType, bytes }, fetchedAt))
    }
    if (!(await file('pictures', records, group.length))) return
  }
}
