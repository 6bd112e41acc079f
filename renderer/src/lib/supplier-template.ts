import { webUrl } from '@shared/web-url'

/**
 * Supplier look-up: a supplier's search address with the part number (and optionally the
 * vehicle's brand and VIN) left as placeholders, so a part row can open "this number at my
 * supplier" without re-typing it. The user writes them in Settings; this file is what a template
 * is and when it is acceptable, in terms the Settings form can put into words.
 */
export interface SupplierTemplate {
  id: string
  name: string
  /** https only, with `{number}`, optionally `{brand}` and `{vin}`. */
  url: string
}

export const PLACEHOLDERS = ['number', 'brand', 'vin'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

/** What is wrong with a template, one problem each; the form says them in the user's language. */
export type TemplateProblem =
  | { field: 'name'; kind: 'name-missing' | 'name-too-long' }
  | { field: 'url'; kind: 'url-missing' | 'url-too-long' | 'not-web-address' | 'not-https' | 'number-missing' }
  | { field: 'url'; kind: 'placeholder-in-address' | 'stray-brace' }
  | { field: 'url'; kind: 'unknown-placeholder'; names: string[] }

export const NAME_MAX = 60
/** Far above any search address; keeps a pasted page of text out of the preferences. */
export const URL_MAX = 2000

/**
 * Shipped so the feature can be found, and deletable like any other: the preferences keep the
 * whole list, so once it is gone it stays gone (no "example seen" flag that could bring it back).
 */
export const EXAMPLE_TEMPLATE: SupplierTemplate = {
  id: 'example',
  name: 'Example supplier',
  url: 'https://www.example.com/search?q={number}'
}

/** Each `{…}` in the address, as written (names are matched case-insensitively: `{NUMBER}` works). */
const BRACED = /\{([^{}]*)\}/g

/** The placeholder names a template uses, lower-cased, known or not. */
export function placeholdersIn(url: string): string[] {
  return [...url.matchAll(BRACED)].map((match) => match[1].trim().toLowerCase())
}

function isPlaceholder(name: string): name is Placeholder {
  return (PLACEHOLDERS as readonly string[]).includes(name)
}

/** The address with every placeholder replaced by `value`, to parse it as the browser would. */
function filledWith(url: string, value: string): string {
  return url.replace(BRACED, value)
}

function urlProblems(raw: string): TemplateProblem[] {
  const url = raw.trim()
  if (!url) return [{ field: 'url', kind: 'url-missing' }]
  if (url.length > URL_MAX) return [{ field: 'url', kind: 'url-too-long' }]
  const problems: TemplateProblem[] = []
  const names = placeholdersIn(url)
  const unknown = [...new Set(names.filter((name) => !isPlaceholder(name)))]
  if (unknown.length) problems.push({ field: 'url', kind: 'unknown-placeholder', names: unknown })
  if (/[{}]/.test(url.replace(BRACED, ''))) problems.push({ field: 'url', kind: 'stray-brace' })
  if (!names.includes('number')) problems.push({ field: 'url', kind: 'number-missing' })

  // Parsed by the app's one http(s) check, with sample values where the placeholders are.
  const parsed = webUrl(filledWith(url, 'a'))
  if (!parsed) return [{ field: 'url', kind: 'not-web-address' }, ...problems]
  if (parsed.protocol !== 'https:') return [{ field: 'url', kind: 'not-https' }, ...problems]
  // A placeholder in the site's own address would send the user to a site the number, brand or
  // VIN names: the site stays the same whatever the values, or the template is refused.
  if (webUrl(filledWith(url, 'b'))?.origin !== parsed.origin)
    problems.push({ field: 'url', kind: 'placeholder-in-address' })
  return problems
}

/** Every problem of a name and address as typed; none means the template can be kept. */
export function templateProblems(draft: { name: string; url: string }): TemplateProblem[] {
  const name = draft.name.trim()
  const nameProblems: TemplateProblem[] = !name
    ? [{ field: 'name', kind: 'name-missing' }]
    : name.length > NAME_MAX
      ? [{ field: 'name', kind: 'name-too-long' }]
      : []
  return [...nameProblems, ...urlProblems(draft.url)]
}

/** The template as it is kept: trimmed, with a fresh id unless it replaces one. */
export function makeTemplate(draft: { name: string; url: string }, id: string = crypto.randomUUID()): SupplierTemplate {
  return { id, name: draft.name.trim(), url: draft.url.trim() }
}

/** `list` with `template` in place of the one with its id, or added at the end. */
export function withTemplate(list: readonly SupplierTemplate[], template: SupplierTemplate): SupplierTemplate[] {
  return list.some((t) => t.id === template.id)
    ? list.map((t) => (t.id === template.id ? template : t))
    : [...list, template]
}

export function withoutTemplate(list: readonly SupplierTemplate[], id: string): SupplierTemplate[] {
  return list.filter((t) => t.id !== id)
}

/**
 * The list as stored, checked again on the way in: preferences outlive versions and can be
 * edited by hand, and a template that no longer passes is dropped rather than offered.
 */
export function readTemplates(value: unknown): SupplierTemplate[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { id, name, url } = item as Record<string, unknown>
    if (typeof id !== 'string' || !id || typeof name !== 'string' || typeof url !== 'string') return []
    return templateProblems({ name, url }).length ? [] : [makeTemplate({ name, url }, id)]
  })
}
