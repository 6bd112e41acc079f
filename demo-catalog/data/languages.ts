// The ten catalog languages of spec 4.4, in the column order used by vocabulary.ts.
export const LANGS = ['ru', 'en', 'de', 'fr', 'es', 'it', 'pl', 'tr', 'ko', 'zh'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'ru'

/** Languages the demo marks as machine-translated (result.flagTranslate = true). */
export const MACHINE_TRANSLATED: ReadonlySet<Lang> = new Set<Lang>(['pl', 'tr', 'ko'])

const SUPPORTED: ReadonlySet<string> = new Set(LANGS)

/**
 * Accept-Language → one of the ten languages. Entries are ranked by q (stable for ties);
 * only the primary subtag counts, so `de-DE` means `de`. Nothing usable → ru (spec default).
 */
export function pickLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      let q = 1
      for (const p of params) {
        const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)
        if (m) q = Number(m[1])
      }
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const e of ranked) if (SUPPORTED.has(e.lang)) return e.lang as Lang
  return DEFAULT_LANG
}
