import type { CatalogLanguage } from '@shared/languages'
import type account from './locales/en/account.json'
import type node from './locales/en/node.json'
import type offline from './locales/en/offline.json'
import type print from './locales/en/print.json'
import type section from './locales/en/section.json'
import type shell from './locales/en/shell.json'
import type supplier from './locales/en/supplier.json'
import type workshop from './locales/en/workshop.json'

/**
 * UI strings live in locales/<language>/<area>.json, one folder per catalog language, one file
 * per area: shell (app frame, VIN search, browsing, settings), node (parts diagram and table),
 * section (section renderers), offline (garage, saving, offline search), print (print layouts,
 * PDF, baskets), account (the account part of Settings), supplier (supplier look-up: its
 * templates in Settings and the look-up menus), workshop (the workshop mirror: its part of Settings
 * and of the garage). English is the reference: the types
 * below come from the English files, and tests/renderer/ui-strings.test.ts checks that every
 * other language has the same keys, translated, with the same placeholders.
 *
 * The JSON is precompiled at build time by @intlify/unplugin-vue-i18n, so the runtime-only
 * vue-i18n build (no message compiler, no eval) can render it.
 */
export interface AreaMessages {
  shell: typeof shell
  node: typeof node
  section: typeof section
  offline: typeof offline
  print: typeof print
  account: typeof account
  supplier: typeof supplier
  workshop: typeof workshop
}

export type Area = keyof AreaMessages

/** Shell keys sit at the root (`app.title`); every other area under its name (`node.zoomIn`). */
export type MessageSchema = AreaMessages['shell'] & Omit<AreaMessages, 'shell'>

const AREA_NAMES: Record<Area, true> = {
  shell: true,
  node: true,
  section: true,
  offline: true,
  print: true,
  account: true,
  supplier: true,
  workshop: true
}
export const AREAS = Object.keys(AREA_NAMES) as Area[]

const AREA_FILE = /\/locales\/([a-z]{2})\/([a-z]+)\.json$/

function isArea(name: string): name is Area {
  return Object.hasOwn(AREA_NAMES, name)
}

/**
 * Joins one language's area files, as `import.meta.glob` hands them over (path → content), into
 * the message tree vue-i18n takes. Files of other languages are skipped; a missing area throws.
 */
export function messagesOf(language: CatalogLanguage, files: Record<string, unknown>): MessageSchema {
  const areas: Partial<Record<Area, unknown>> = {}
  for (const [path, content] of Object.entries(files)) {
    const [, fileLanguage, area] = AREA_FILE.exec(path) ?? []
    if (fileLanguage === language && area && isArea(area)) areas[area] = content
  }
  const missing = AREAS.filter((area) => !(area in areas))
  if (missing.length > 0) throw new Error(`UI strings for ${language} lack ${missing.join(', ')}`)
  // The content is precompiled JSON of the English shape (the test over all areas checks it).
  const { shell: root, ...named } = areas as AreaMessages
  return { ...root, ...named }
}
