import type { Json, JsonObject } from '../catalog/json'

// The vendor's types drift (issue 19; real-shapes.md "Types drift"): its framework passes
// upstream values through unchanged, so the same field comes as a string one day and a number
// the next. This rewrite gives a real answer the drifted types, deterministically (the same
// answer always drifts the same way) and without touching a pointer: only the keys below change.

/** A decimal that reads back as the same text, so turning it into a number loses nothing ("130", not "010"). */
const PLAIN_INTEGER = /^(0|[1-9]\d*)$/
const PLAIN_NUMBER = /^(0|[1-9]\d*)(\.\d+)?$/

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Rewrites `answer` in place. */
export function typeDrift(answer: JsonObject): void {
  drift(answer)
}

function drift(value: Json | undefined): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      // Every second titled item of a list (crumbs, tabs, list rows …) has lost its title upstream.
      if (i % 2 === 1 && isObject(item) && typeof item.title === 'string') item.title = null
      drift(item)
    })
    return
  }
  if (!isObject(value)) return
  for (const [key, child] of Object.entries(value)) {
    const next = drifted(key, child, value)
    if (next !== child) value[key] = next
    else drift(child)
  }
}

/** The drifted value of one field, or the same value when the field keeps its type. */
function drifted(key: string, value: Json | undefined, owner: JsonObject): Json | undefined {
  if (key === 'resultCode' && typeof value === 'number') return String(value) // "200"
  if (key.startsWith('flag') && typeof value === 'boolean') return value ? 1 : 0 // flagTranslate, flag_hide_header …
  if (key === 'code' && typeof value === 'string' && PLAIN_INTEGER.test(value)) return Number(value)
  if (key === 'qty' && typeof value === 'string' && PLAIN_NUMBER.test(value)) return Number(value)
  if (key === 'info' && isObject(value) && typeof value.text === 'string') return value.text // a plain string
  if (key === 'title' && typeof value === 'string' && Array.isArray(owner.header)) return null // table titles
  return value
}
