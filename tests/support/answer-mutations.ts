import fc from 'fast-check'

/**
 * Mutations of catalog answers for property tests (issue 19): types swapped, fields removed, nulls,
 * unknown fields, emptied lists, the vendor's drift (numeric codes, 0/1 flags, "200" result codes).
 *
 * A mutation names a path inside the answer as it was sent (array indices are positions in the
 * original), so a test can tell which rows a mutation touched and which it left alone. Strings are
 * leaves: a pointer may be removed, nulled or retyped, never edited byte by byte.
 */

export type JsonPath = ReadonlyArray<string | number>

export type Mutation =
  | { path: JsonPath; kind: 'remove' | 'null' | 'empty-list' }
  | { path: JsonPath; kind: 'swap'; variant: number }
  | { path: JsonPath; kind: 'add'; key: string; value: unknown }

type Container = Record<string | number, unknown>

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null

interface Paths {
  /** Every path below the root. */
  all: JsonPath[]
  /** Paths of objects, the root included: where unknown fields are added. */
  records: JsonPath[]
  arrays: JsonPath[]
  /** Paths whose last key is one the vendor is seen to retype (codes, titles, flags, result codes …). */
  drift: JsonPath[]
}

const DRIFT_KEY =
  /^(?:code|title|name|number|qty|resultCode|status|tab|value|info|hotspotId|image_index|width|height|id|label|vin|type)$|^flag/

export function pathsOf(root: unknown): Paths {
  const paths: Paths = { all: [], records: [], arrays: [], drift: [] }
  const walk = (value: unknown, path: JsonPath): void => {
    if (path.length > 0) paths.all.push(path)
    if (isRecord(value)) paths.records.push(path)
    if (Array.isArray(value)) paths.arrays.push(path)
    const last = path[path.length - 1]
    if (typeof last === 'string' && DRIFT_KEY.test(last)) paths.drift.push(path)
    if (Array.isArray(value)) value.forEach((child, i) => walk(child, [...path, i]))
    else if (isRecord(value)) for (const [key, child] of Object.entries(value)) walk(child, [...path, key])
  }
  walk(root, [])
  return paths
}

/** The value retyped: string↔number, boolean↔0/1/"true", object↔array, null→"" … */
export function swapped(value: unknown, variant: number): unknown {
  const pick = (options: unknown[]) => options[variant % options.length]
  if (typeof value === 'string') {
    const n = value.trim() === '' ? NaN : Number(value)
    return pick([Number.isFinite(n) ? n : value.length, [value], { value }, value === 'true' || value === '1'])
  }
  if (typeof value === 'number') {
    return pick([String(value), value === 0 || value === 1 ? value === 1 : `${value}`, [value], { value }])
  }
  if (typeof value === 'boolean') return pick([value ? 1 : 0, String(value), value ? '1' : '0'])
  if (value === null) return pick(['', 0, false, {}, []])
  if (Array.isArray(value)) return pick([{ ...value }, value[0] ?? {}, 'junk', value.length])
  if (isRecord(value)) return pick([Object.values(value), [value], 'junk', 1, true])
  return null
}

/** Names an unknown field may have: anything, including names of known fields and of Object's own. */
const unknownKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'q',
    'title',
    'name',
    'code',
    'number',
    'lists',
    'node',
    'parts',
    'images',
    'hotspots',
    'info',
    'scheme',
    'catalog',
    'errors',
    'success'
  )
)

function mutationAt(paths: Paths): fc.Arbitrary<Mutation> {
  const choices: Array<fc.WeightedArbitrary<Mutation>> = []
  if (paths.all.length > 0) {
    const anywhere = fc.constantFrom(...paths.all)
    choices.push(
      {
        weight: 3,
        arbitrary: fc.record({ path: anywhere, kind: fc.constantFrom('remove' as const, 'null' as const) })
      },
      { weight: 4, arbitrary: fc.record({ path: anywhere, kind: fc.constant('swap' as const), variant: fc.nat(11) }) }
    )
  }
  if (paths.drift.length > 0) {
    choices.push({
      weight: 3,
      arbitrary: fc.record({
        path: fc.constantFrom(...paths.drift),
        kind: fc.constantFrom('swap' as const, 'null' as const),
        variant: fc.nat(11)
      }) as fc.Arbitrary<Mutation>
    })
  }
  if (paths.arrays.length > 0) {
    choices.push({
      weight: 1,
      arbitrary: fc.record({ path: fc.constantFrom(...paths.arrays), kind: fc.constant('empty-list' as const) })
    })
  }
  choices.push({
    weight: 2,
    arbitrary: fc.record({
      path: fc.constantFrom(...paths.records),
      kind: fc.constant('add' as const),
      key: unknownKey,
      value: fc.jsonValue({ maxDepth: 2 })
    })
  })
  return fc.oneof(...choices)
}

/** One to `max` mutations of `answer`. */
export function mutationsOf(answer: unknown, max = 4): fc.Arbitrary<Mutation[]> {
  return fc.array(mutationAt(pathsOf(answer)), { minLength: 1, maxLength: max })
}

const GONE = Symbol('removed')

function at(root: unknown, path: JsonPath): unknown {
  let value = root
  for (const key of path) {
    if (!isContainer(value) || !Object.hasOwn(value, key)) return undefined
    value = value[key]
    if (value === GONE) return undefined
  }
  return value
}

function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== GONE).map(compact)
  if (isRecord(value)) for (const key of Object.keys(value)) value[key] = compact(value[key])
  return value
}

/** The field an `add` writes: `key`, or `key_` … when that name is taken (an add never overwrites). */
function freeKey(target: Record<string, unknown>, key: string): string {
  let free = key
  while (Object.hasOwn(target, free)) free += '_'
  return free
}

/**
 * `answer` with the mutations applied, in order, as JSON text would bring it: a fresh object,
 * `__proto__` an own field like any other. A mutation whose path an earlier one removed is dropped.
 */
export function applyMutations(answer: unknown, mutations: readonly Mutation[]): unknown {
  const copy = structuredClone(answer)
  for (const m of mutations) {
    if (m.kind === 'add') {
      const target = at(copy, m.path)
      if (isRecord(target)) {
        Object.defineProperty(target, freeKey(target, m.key), {
          value: structuredClone(m.value),
          enumerable: true,
          writable: true,
          configurable: true
        })
      }
      continue
    }
    const parent = at(copy, m.path.slice(0, -1))
    const key = m.path[m.path.length - 1]
    if (!isContainer(parent) || !Object.hasOwn(parent, key) || parent[key] === GONE) continue
    if (m.kind === 'remove') {
      if (Array.isArray(parent)) parent[key] = GONE
      else delete parent[key]
    } else if (m.kind === 'swap') {
      parent[key] = swapped(parent[key], m.variant)
    } else {
      parent[key] = m.kind === 'null' ? null : []
    }
  }
  return JSON.parse(JSON.stringify(compact(copy))) as unknown
}

const related = (a: JsonPath, b: JsonPath): boolean => {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) if (String(a[i]) !== String(b[i])) return false
  return true
}

/** The paths a mutation changed: its own, or for an add the new field's. */
export function touchedPaths(mutations: readonly Mutation[]): JsonPath[] {
  return mutations.map((m) => (m.kind === 'add' ? [...m.path, m.key] : m.path))
}

/**
 * Whether the mutations may have changed what is at `path`: one changed it, something inside it,
 * or something it sits in.
 */
export function touches(mutations: readonly Mutation[], path: JsonPath): boolean {
  return touchedPaths(mutations).some((touched) => related(touched, path))
}
