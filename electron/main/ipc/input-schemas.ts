import { z } from 'zod'
import { EXTERNAL_URL_MAX } from '../../shared/external-url'
import { CATALOG_LANGUAGES } from '../../shared/languages'
import { REQUEST_PRIORITIES, type InvokeChannel, type InvokeInput } from '../../shared/contract'
import { isPageLabel } from '../../shared/print-layout'
import { isWebUrl } from '../../shared/web-url'
import { isRecord } from '../../shared/plain-object'
import { WORKSHOP_DOC_ID, type WorkshopDoc } from '../../shared/workshop'

/**
 * Run-time validation of every argument that crosses from the renderer. The renderer is
 * treated as untrusted: lengths are bounded, languages are the ten allowed, objects are strict
 * (unknown keys rejected) so nothing unexpected travels further.
 */

// Real pointers are 1–2 KB; leave generous headroom but refuse megabytes.
const MAX_POINTER = 16 * 1024
const pointer = z.string().min(1).max(MAX_POINTER)
const language = z.enum(CATALOG_LANGUAGES)
const httpUrl = z.string().max(EXTERNAL_URL_MAX).refine(isWebUrl, 'must be an http(s) URL')

const formValues = z
  .record(z.string().min(1).max(256), z.union([z.string().max(4096), z.number().finite(), z.boolean()]))
  .refine((values) => Object.keys(values).length <= 200, 'too many form fields')

const none = z.undefined()
const priority = z.enum(REQUEST_PRIORITIES)

const printJob = z.strictObject({
  title: z.string().max(300),
  pageLabel: z.string().min(1).max(120).refine(isPageLabel, 'page label must contain {page} and {total}'),
  footerNote: z.string().max(300).optional()
})

const workshopId = z.string().regex(WORKSHOP_DOC_ID)
const workshopPurpose = z.enum(['click', 'bulk']).optional()
/** Only the id is checked here; main checks the whole document as it checks one read back (workshop-documents.ts). */
const workshopDoc = z.custom<WorkshopDoc>(
  (value) => isRecord(value) && typeof value.id === 'string' && WORKSHOP_DOC_ID.test(value.id),
  'not a workshop document'
)

type Schemas = { [K in InvokeChannel]: z.ZodType<InvokeInput<K>> }

export const inputSchemas: Schemas = {
  'app.info': none,
  'settings.get': none,
  'settings.update': z.strictObject({
    baseUrl: z.union([httpUrl, z.literal('')]).optional(),
    imageBaseUrl: z.union([httpUrl, z.literal('')]).optional(),
    // A template or `api`; main checks where it leads (settings/image-address.ts).
    imageAddress: z.string().max(2048).optional(),
    userId: z.string().max(256).optional(),
    token: z.string().max(4096).optional(),
    language: language.optional(),
    keepTokenForSessionOnly: z.boolean().optional()
  }),
  'catalog.vin': z.strictObject({ vin: z.string().min(1).max(64), lang: language }),
  'catalog.section': z.strictObject({
    q: pointer,
    catalog: z.string().min(1).max(256).optional(),
    lang: language,
    form: formValues.optional(),
    priority: priority.optional()
  }),
  'catalog.image': z.strictObject({ qImage: pointer, priority: priority.optional() }),
  'connection.probe': none,
  'account.test': z.strictObject({ vin: z.string().min(1).max(64) }),
  'shell.openExternal': z.strictObject({ url: httpUrl }),
  'print.print': printJob,
  'print.pdf': printJob,
  'workshop.settings': none,
  'workshop.configure': z.strictObject({
    url: z.union([httpUrl, z.literal('')]).optional(),
    user: z.string().max(256).optional(),
    password: z.string().max(4096).optional(),
    privateNetwork: z.boolean().optional()
  }),
  'workshop.test': none,
  'workshop.read': z.strictObject({ ids: z.array(workshopId).min(1).max(100), purpose: workshopPurpose }),
  'workshop.picture': z.strictObject({ id: workshopId, purpose: workshopPurpose }),
  // A batch the renderer keeps under about a megabyte (browser mode's request limit).
  'workshop.push': z.strictObject({ docs: z.array(workshopDoc).min(1).max(200) }),
  'workshop.missing': z.strictObject({ ids: z.array(workshopId).min(1).max(1000) }),
  'workshop.vehicles': z.strictObject({ origin: z.string().min(1).max(512) })
}
