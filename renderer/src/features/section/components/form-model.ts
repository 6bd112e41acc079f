import type { CatalogForm } from '@shared/catalog-schemas'
import type { FormValues } from '@shared/contract'
import { plainText } from '@shared/plain-text'
import { isPlainObject, isScalar, type Scalar } from './value-model'

/**
 * A form field as the service declares it, reduced to what the UI needs. Kinds seen in real
 * answers: select (with options), text, checkbox / boolean; number is anticipated. Anything else
 * is offered as a text input, so an unknown kind never makes a field unusable.
 */
export type FieldKind = 'select' | 'checkbox' | 'number' | 'text'

export interface FieldOption {
  value: Scalar
  label: string
}

export interface FieldModel {
  key: string
  kind: FieldKind
  label: string
  /** The value the service declared (its default); what Reset returns to. */
  initial: Scalar
  options: FieldOption[]
  maxLength?: number
  min?: number
  max?: number
  step?: number
  placeholder?: string
  required: boolean
}

export interface FormModel {
  title: string
  fields: FieldModel[]
}

const CHECKBOX_KINDS = new Set(['checkbox', 'boolean', 'bool', 'toggle', 'switch'])
const NUMBER_KINDS = new Set(['number', 'integer', 'int', 'float', 'decimal', 'range'])
const SELECT_KINDS = new Set(['select', 'dropdown', 'list', 'enum', 'radio'])

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/**
 * A label, title or placeholder as shown: plain text (shared/plain-text.ts). Keys and values
 * stay as `text` reads them, since they go back to the service byte for byte.
 */
function shown(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const words = plainText(text(candidate))
    if (words) return words
  }
  return ''
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function options(raw: unknown): FieldOption[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((option): FieldOption[] => {
    if (isScalar(option)) return [{ value: option, label: shown(option) || String(option) }]
    if (!isPlainObject(option)) return []
    const value = isScalar(option.value)
      ? option.value
      : isScalar(option.id)
        ? option.id
        : isScalar(option.code)
          ? option.code
          : null
    if (value === null) return []
    const label = shown(option.title, option.label, option.name, option.text, value) || String(value)
    return [{ value, label }]
  })
}

function kindOf(field: Record<string, unknown>, opts: FieldOption[]): FieldKind {
  const declared = text(field.type ?? field.kind ?? field.fieldType).toLowerCase()
  if (CHECKBOX_KINDS.has(declared)) return 'checkbox'
  if (NUMBER_KINDS.has(declared)) return 'number'
  if (SELECT_KINDS.has(declared) || (!declared && opts.length > 0)) return opts.length > 0 ? 'select' : 'text'
  if (!declared && typeof field.value === 'boolean') return 'checkbox'
  return 'text'
}

function initialOf(field: Record<string, unknown>, kind: FieldKind, opts: FieldOption[]): Scalar {
  const declared = [field.value, field.default, field.defaultValue].find(isScalar)
  if (kind === 'checkbox') return declared === true || declared === 'true' || declared === 1
  if (kind === 'number') return typeof declared === 'number' ? declared : declared ? Number(declared) || '' : ''
  if (kind === 'select') {
    // Keep the option's own type (a number stays a number); else the first option, like a browser.
    const match = opts.find((o) => String(o.value) === String(declared ?? ''))
    return match ? match.value : declared !== undefined ? declared : (opts[0]?.value ?? '')
  }
  return declared === undefined ? '' : String(declared)
}

export function fieldModels(form: CatalogForm, index: number): FormModel {
  const fields = (Array.isArray(form.fields) ? form.fields : []).flatMap((raw, i): FieldModel[] => {
    if (!isPlainObject(raw)) return []
    const key = text(raw.code) || text(raw.id) || text(raw.name) || `field${i + 1}`
    const opts = options(raw.options ?? raw.values ?? raw.items)
    const kind = kindOf(raw, opts)
    return [
      {
        key,
        kind,
        label: shown(raw.label, raw.title, raw.name, raw.caption, key) || key,
        initial: initialOf(raw, kind, opts),
        options: opts,
        maxLength: num(raw.maxLength),
        min: num(raw.min),
        max: num(raw.max),
        step: num(raw.step),
        placeholder: shown(raw.placeholder) || undefined,
        required: raw.required === true
      }
    ]
  })
  return {
    title: shown(form.title, form.label, form.name) || (index > 0 ? `#${index + 1}` : ''),
    fields
  }
}

/** Starting values: what the user submitted last (the route's `f`), else the declared defaults. */
export function initialValues(form: FormModel, values: FormValues | undefined): Record<string, Scalar> {
  const state: Record<string, Scalar> = {}
  for (const field of form.fields) {
    const given = values?.[field.key]
    state[field.key] = given !== undefined && isScalar(given) ? coerce(field, given) : field.initial
  }
  return state
}

function coerce(field: FieldModel, value: Scalar): Scalar {
  if (field.kind === 'checkbox') return value === true || value === 'true' || value === 1
  if (field.kind === 'number') return typeof value === 'number' ? value : Number(value) || ''
  if (field.kind === 'select') return field.options.find((o) => String(o.value) === String(value))?.value ?? value
  return String(value)
}

/**
 * The POST body (spec 4.4): a flat object of fields that carry a value or that the user changed.
 * Empty text and a never-touched, unticked checkbox are left out ("all keys are optional").
 */
export function submittedValues(
  form: FormModel,
  state: Record<string, Scalar>,
  touched: ReadonlySet<string>
): FormValues {
  const out: FormValues = {}
  for (const field of form.fields) {
    const value = state[field.key]
    if (value === undefined || value === '') continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    if (value === false && !touched.has(field.key)) continue
    out[field.key] = value
  }
  return out
}

/**
 * The values in force, in words, for the one-line summary of a folded form: each field that is
 * set to something other than its declared default, as "label: value" (a ticked box by its label
 * alone). Empty when the form is as the service declared it.
 */
export function activeValueWords(form: FormModel, state: Record<string, Scalar>): string[] {
  return form.fields.flatMap((field) => {
    const value = state[field.key]
    if (value === undefined || value === '' || value === false || String(value) === String(field.initial)) return []
    if (field.kind === 'checkbox') return [field.label]
    const option = field.options.find((o) => String(o.value) === String(value))
    return [`${field.label}: ${option?.label ?? String(value)}`]
  })
}
