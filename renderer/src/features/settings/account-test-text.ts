import type { AccountTestReport } from '@shared/contract'
import type { AppError } from '@shared/result'

type Step = AccountTestReport['steps'][number]['step']
type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * Why a step of the account test failed, in the UI language. Main says it in English, as it says
 * every AppError; here each failure the test can meet is named by its step and code: a VIN the
 * catalog does not know, main groups refused or empty, no picture to try, no picture at the
 * address, an address that leads elsewhere, Parts Desk's own fault. Anything else is the code's
 * plain words (useErrorText). The service's own words, when it gave any, follow as its words.
 */
export function accountTestFailure(
  t: Translate,
  errorText: (error: AppError) => string,
  step: Step,
  error: AppError,
  vin: string
): string {
  const key = failureKey(step, error)
  if (!key) return errorText(error)
  const text = t(`account.test.failures.${key}`, { vin })
  return error.serviceMessage ? `${text} ${t('errors.serviceSaid', { message: error.serviceMessage })}` : text
}

function failureKey(step: Step, error: AppError): string | null {
  if (error.code === 'internal') return 'internal'
  if (error.code === 'unavailable' && step === 'vin') return 'vinUnknown'
  if (error.code === 'unavailable' && step === 'main-groups')
    return error.serviceMessage === undefined ? 'groupsEmpty' : 'groupsRefused'
  if (error.code === 'unavailable' && step === 'picture') return 'noPicture'
  if (step === 'picture' && error.code === 'bad-response' && error.status === 404) return 'pictureMissing'
  if (step === 'picture' && error.code === 'invalid-input') return 'pictureElsewhere'
  return null
}
