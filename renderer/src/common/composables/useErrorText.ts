import { useI18n } from 'vue-i18n'
import type { AppError } from '@shared/result'

/** 'unavailable' says what the service has not got: its words depend on the vendor's code. */
function keyFor(error: AppError): string {
  if (error.code !== 'unavailable') return `errors.${error.code}`
  if (error.status === 1001) return 'errors.noData'
  if (error.status === 503) return 'errors.switchedOff'
  return 'errors.unavailable'
}

/**
 * Plain words for an AppError: one sentence per code, then the service's own words where it gave
 * any (plain text, bounded in main: shared/result.ts `serviceMessage`).
 */
export function useErrorText() {
  const { t } = useI18n()
  return (error: AppError): string => {
    const text = t(keyFor(error), { message: error.message })
    return error.serviceMessage ? `${text} ${t('errors.serviceSaid', { message: error.serviceMessage })}` : text
  }
}
