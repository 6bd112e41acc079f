import type { SearchDatabase } from './search-database'
import { recordBytes, type SizeChanges } from './search-sizes'
import type { NumberGroupMember, Supersessions, WhereUsedCapNote } from './where-used-records'

/** One answer's supersessions, with the vehicle and service it was stored under. */
export interface SupersessionWrite extends Supersessions {
  origin: string
  vehicleKey: string
}

const memberId = (vehicleKey: string, numberKey: string) => `${vehicleKey}\n${numberKey}`

/** A group's id: 16 random hex digits, the same length for every group, so moving a number changes no size. */
export function newGroupId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Writes sets of numbers that replace one another as groups (union-find at write time): each
 * number of a vehicle has one record naming its group; a set joining numbers already in groups
 * merges those groups, the smaller ones' numbers moving into the largest. A set of n new numbers
 * writes n records; a merge rewrites the smaller groups only. Inside the caller's transaction
 * over numberGroups and whereUsedCaps. Returns how many records were written.
 */
export async function writeSupersessions(
  db: SearchDatabase,
  writes: readonly SupersessionWrite[],
  sizes: SizeChanges,
  newId: () => string = newGroupId
): Promise<number> {
  let written = 0
  const byVehicle = new Map<string, SupersessionWrite[]>()
  for (const write of writes) byVehicle.set(write.vehicleKey, [...(byVehicle.get(write.vehicleKey) ?? []), write])
  for (const [vehicleKey, ofVehicle] of byVehicle) {
    const origin = ofVehicle[0].origin
    const sets = ofVehicle.flatMap((write) => write.sets)
    const keys = [...new Set(sets.flat())]
    const groupOf = new Map<string, string>()
    const stored = new Set<string>()
    ;(await db.numberGroups.bulkGet(keys.map((key) => memberId(vehicleKey, key)))).forEach((member) => {
      if (!member) return
      groupOf.set(member.numberKey, member.group)
      stored.add(member.numberKey)
    })
    const sizeOf = new Map<string, number>()
    for (const group of new Set(groupOf.values()))
      sizeOf.set(group, await db.numberGroups.where('group').equals(group).count())
    /** Numbers put in a group by this write (not yet in the database). */
    const addedTo = new Map<string, Set<string>>()
    const changed = new Set<string>()
    const assign = (key: string, group: string) => {
      const from = groupOf.get(key)
      if (from === group) return
      if (from !== undefined) addedTo.get(from)?.delete(key)
      groupOf.set(key, group)
      changed.add(key)
      if (!addedTo.has(group)) addedTo.set(group, new Set())
      addedTo.get(group)!.add(key)
      sizeOf.set(group, (sizeOf.get(group) ?? 0) + 1)
    }
    for (const set of sets) {
      const groups = [...new Set(set.flatMap((key) => groupOf.get(key) ?? []))]
      let target = groups[0]
      for (const group of groups) if ((sizeOf.get(group) ?? 0) > (sizeOf.get(target) ?? 0)) target = group
      target ??= newId()
      for (const group of groups) {
        if (group === target) continue
        const members = await db.numberGroups.where('group').equals(group).toArray()
        for (const member of members) {
          stored.add(member.numberKey)
          if ((groupOf.get(member.numberKey) ?? group) === group) assign(member.numberKey, target)
        }
        for (const key of addedTo.get(group) ?? []) assign(key, target)
        sizeOf.delete(group)
        addedTo.delete(group)
      }
      for (const key of set) assign(key, target)
    }
    const records: NumberGroupMember[] = [...changed].map((numberKey) => ({
      id: memberId(vehicleKey, numberKey),
      group: groupOf.get(numberKey)!,
      numberKey,
      origin,
      vehicleKey
    }))
    for (const record of records) if (!stored.has(record.numberKey)) sizes.add(vehicleKey, recordBytes(record))
    if (records.length) await db.numberGroups.bulkPut(records)
    written += records.length

    const notes = new Map<string, WhereUsedCapNote>()
    for (const note of ofVehicle.flatMap((write) => write.capped)) {
      const id = `${vehicleKey}\n${note.numberKey}\n${note.cap}`
      notes.set(id, { id, origin, vehicleKey, ...note })
    }
    if (notes.size) {
      const before = await db.whereUsedCaps.bulkGet([...notes.keys()])
      for (const old of before) if (old) sizes.add(vehicleKey, -recordBytes(old))
      for (const note of notes.values()) sizes.add(vehicleKey, recordBytes(note))
      await db.whereUsedCaps.bulkPut([...notes.values()])
      written += notes.size
    }
  }
  return written
}

/** The numbers that count as one number in each service, and whether the look-up was cut. */
export interface LinkedNumbers {
  /** Service origin → the numbers its supersessions join to the one asked for (it included). */
  byOrigin: Map<string, Set<string>>
  /** Every number of any service (what part uses are read by). */
  all: Set<string>
  capped: boolean
}

/**
 * The numbers that replace `numberKey` or are replaced by it, per service: its group in each
 * vehicle, and the groups of those numbers in the service's other vehicles, and so on. Groups of
 * one service never join numbers of another, and each service is followed on its own, to at most
 * `max` numbers (a hostile service's huge set cannot crowd out another's). Indexed reads only.
 */
export async function linkedNumbers(db: SearchDatabase, numberKey: string, max: number): Promise<LinkedNumbers> {
  const byOrigin = new Map<string, Set<string>>()
  const all = new Set([numberKey])
  let capped = false
  const start = new Map<string, NumberGroupMember[]>()
  for (const member of await db.numberGroups.where('numberKey').equals(numberKey).toArray())
    start.set(member.origin, [...(start.get(member.origin) ?? []), member])
  for (const [origin, members] of start) {
    const keys = new Set([numberKey])
    byOrigin.set(origin, keys)
    const seenGroups = new Set<string>()
    let groups = [...new Set(members.map((member) => member.group))]
    groups.forEach((group) => seenGroups.add(group))
    while (groups.length) {
      const found = await db.numberGroups
        .where('group')
        .anyOf(groups)
        .limit(max + 1)
        .toArray()
      const fresh: string[] = []
      for (const member of found) {
        if (keys.has(member.numberKey)) continue
        if (keys.size >= max) {
          capped = true
          break
        }
        keys.add(member.numberKey)
        all.add(member.numberKey)
        fresh.push(member.numberKey)
      }
      if (keys.size >= max || !fresh.length) {
        if (found.length > max) capped = true
        break
      }
      // The same numbers in the service's other vehicles, and their groups there.
      const elsewhere = await db.numberGroups.where('numberKey').anyOf(fresh).toArray()
      groups = [
        ...new Set(
          elsewhere.filter((m) => m.origin === origin && !seenGroups.has(m.group)).map((member) => member.group)
        )
      ]
      groups.forEach((group) => seenGroups.add(group))
    }
  }
  return { byOrigin, all, capped }
}
