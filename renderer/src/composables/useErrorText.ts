import { useI18n } from 'vue-i18n'
import type { AppError } from '@shared/result'

/** Plain words for an AppError: one sentence per code, the service's own message only where it helps. */
export function useErrorText() {
  const { t } = useI18n()
  return (error: AppError): string => t(`errors.${error.code}`, { message: error.message })
}
