import { useI18n } from 'vue-i18n'
import { plainText } from '@shared/plain-text'
import { humanizeKey, type Scalar } from '../components/value-model'

/**
 * Words for generic values in the current UI language: booleans as yes/no, numbers with the
 * locale's decimal sign but no grouping (the real service sends part numbers and option codes as
 * numbers when it likes: 11427953129 must not read "11,427,953,129"), and field keys as labels (our own words for common keys, else the key
 * made readable — the service's keys are the only name some fields have). The service's texts
 * come out plain (shared/plain-text.ts): this is where every generic renderer gets its words.
 */
export function useValueText() {
  const { t, te, locale } = useI18n()

  function scalar(value: Scalar): string {
    if (typeof value === 'boolean') return value ? t('section.yes') : t('section.no')
    if (typeof value === 'number') {
      return Number.isFinite(value)
        ? new Intl.NumberFormat(locale.value, { maximumFractionDigits: 6, useGrouping: false }).format(value)
        : ''
    }
    return plainText(value)
  }

  function keyLabel(key: string): string {
    const path = `section.keys.${key}`
    return te(path, 'en') ? t(path) : plainText(humanizeKey(key))
  }

  return { scalar, keyLabel }
}
