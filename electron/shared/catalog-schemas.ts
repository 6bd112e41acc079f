import { z } from 'zod'

/**
 * Shapes of the catalog service's answers (spec part 2), as far as we rely on them.
 *
 * Every object is "loose": unknown fields are kept and passed on, so the UI can show them
 * generically. Only what our code reads is typed; pointers (q…) are opaque strings.
 */

const pointer = z.string().min(1)

export const tokensSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive()
})
export type Tokens = z.infer<typeof tokensSchema>

export const infoSchema = z.looseObject({
  type: z.string().optional(),
  text: z.string().optional()
})
export type CatalogInfo = z.infer<typeof infoSchema>

/** Table-like data: `{ header: [{id, value}], data: [{id: value | {value, ...}}], title? }`. */
export const tableSchema = z.looseObject({
  title: z.string().optional(),
  header: z.array(z.looseObject({ id: z.union([z.string(), z.number()]), value: z.unknown() })).optional(),
  data: z.array(z.record(z.string(), z.unknown())).optional()
})
export type CatalogTable = z.infer<typeof tableSchema>

export const listItemSchema = z.looseObject({
  q: pointer.optional(),
  code: z.string().optional(),
  title: z.string().optional(),
  qImage: pointer.optional()
})
export type ListItem = z.infer<typeof listItemSchema>

export const mainGroupTabSchema = z.looseObject({
  tab: z.union([z.string(), z.number()]).optional(),
  title: z.string().optional(),
  lists: z.array(listItemSchema).optional()
})
export type MainGroupTab = z.infer<typeof mainGroupTabSchema>

/**
 * `result.node` is only checked to be an object: its fields come in more than one shape (the
 * real service's `name`, `images[]`, `hotspots`; the first version's `title` and `scheme`), so
 * `readNode` (readers/node.ts) reads them, taking what it understands. Nothing else reads them.
 */
export const nodeSchema = z.looseObject({})

export const formFieldSchema = z.looseObject({
  code: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional()
})
export const formSchema = z.looseObject({ fields: z.array(formFieldSchema).optional() })
export type CatalogForm = z.infer<typeof formSchema>

export const breadCrumbSchema = z.looseObject({ q: pointer.optional(), title: z.string().optional() })
export type BreadCrumb = z.infer<typeof breadCrumbSchema>

/** PartInfo may be an object or an array of tables (spec 2.4); both are kept as they came. */
const partInfoSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])

/**
 * `result` of /api/q exactly as the service sent it: only known to be a JSON object. Main checks
 * nothing more; `readSection` (readers/section.ts) reads it into a CatalogResult.
 */
export type RawCatalogResult = Readonly<Record<string, unknown>>

/** `result` of /api/q (spec 2.4), as `readSection` gives it. All properties optional; unknown ones pass through. */
export const catalogResultSchema = z.looseObject({
  lists_group: z.array(mainGroupTabSchema).optional(),
  lists: z.array(listItemSchema).optional(),
  node: nodeSchema.optional(),
  serviceParts: z.array(z.unknown()).optional(),
  nodesBlockData: z.record(z.string(), z.unknown()).optional(),
  forms: z.array(formSchema).optional(),
  tables: z.array(z.unknown()).optional(),
  partinfo: partInfoSchema.optional(),
  groupinfo: partInfoSchema.optional(),
  replacement: partInfoSchema.optional(),
  compatibility: partInfoSchema.optional(),
  listinfo: partInfoSchema.optional(),
  images: z.array(z.unknown()).optional(),
  html: z.string().optional(),
  modal: z.record(z.string(), z.unknown()).optional(),
  bread_crumb: z.array(breadCrumbSchema).optional(),
  flagTranslate: z.boolean().optional(),
  type: z.string().optional(),
  resultCode: z.number().optional(),
  vin: z.string().optional(),
  info: infoSchema.optional()
})
/**
 * Marks a result as read by `readSection`: a raw answer (a plain record) is not a CatalogResult,
 * so the compiler finds every place that would use one without reading it first. Type-only.
 */
declare const readByReaders: unique symbol
export type CatalogResult = z.infer<typeof catalogResultSchema> & { readonly [readByReaders]: true }

/**
 * `result` of /api/vin exactly as the service sent it: a vehicle, or an `info` saying why not.
 * Read with `readVehicle` (its `qMainGroup` is the way in), `readCatalogId` and `readInfo`
 * (shared/readers); nothing else is trusted.
 */
export type VinResult = Readonly<Record<string, unknown>>

/** Spec 2.1: every successful answer is `{ success, result }`. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.looseObject({ success: z.boolean(), result })
}
