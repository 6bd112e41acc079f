import type { AccountTestReport, AccountTestStep, ImageAddress } from '../../shared/contract'
import type { CatalogLanguage } from '../../shared/languages'
import { readCatalogId, readResult, readVehicle } from '../../shared/readers'
import { AppFailure, type AppError } from '../../shared/result'
import { CatalogClient } from './client/catalog-client'
import { fetchSend, type HttpSend } from './http/http-transport'
import type { RequestBudget } from './http/request-budget'
import type { RetryPolicy } from './http/retry'
import { MemoryVault } from './memory-adapters'
import { AuthSession } from './session/auth-session'
import { RefreshTokenStore } from './session/refresh-token-store'
import type { Account } from './settings/account-config'

/**
 * Settings → Test the account: signs in, looks up the VIN the user typed, opens its main groups
 * and fetches one picture (the first main-group tile that has one), timing each step. The first
 * failing step ends the test; its error is the AppError the app would show for it, in plain words.
 *
 * The test uses a session of its own: it really signs in with the permanent id and token (a
 * cached access token would prove nothing), and keeps its token pair in a throw-away vault, so
 * the app's stored refresh token is neither used nor rotated.
 */

export interface AccountTestTarget {
  /** The account in force: a configured one, or the demo catalog's. */
  account: Account
  imageAddress: ImageAddress
}

export interface AccountTestOptions {
  send?: HttpSend
  /**
   * The account's request budget (catalog-backend.ts): the test's requests are real requests to
   * the service, so they wait out a Retry-After hold and count in today's requests. Default: one
   * of the test's own.
   */
  budget?: RequestBudget
  timeoutMs: number
  retry?: RetryPolicy
  /** Monotonic ms for the session's token expiry (the demo's fake clock in tests). */
  monotonicNow: () => number
  wallNow: () => number
  /** The language to ask names in; the test reads no names, but the service wants one. */
  lang: CatalogLanguage
  /** How step times are measured. Default: performance.now. */
  stepClock?: () => number
}

type StepOutcome = AccountTestReport['steps'][number]

/**
 * Thrown inside a step when the service answered, but not with what the next step needs; the
 * service's own words, when it said any, go as its words (the page words the rest in its language).
 */
function missing(message: string, said?: string | null): AppFailure {
  const failure = new AppFailure('unavailable', message)
  if (said !== undefined && said !== null)
    failure.appError.serviceMessage = said.replace(/\s+/g, ' ').trim().slice(0, 200)
  return failure
}

function asAppError(error: unknown): AppError {
  if (error instanceof AppFailure) return error.appError
  return { code: 'internal', message: 'Parts Desk itself failed during this step; the catalog may be fine.' }
}

/** The service's own words for a refusal sent as data (`result.info` of type error), if any. */
function infoText(raw: unknown): string | null {
  const info = readResult(raw).info
  return info?.type === 'error' ? (info.text ?? '') : null
}

/** The first picture pointer among the main groups' tiles (both tabs and plain lists). */
function firstPicture(raw: unknown): { groups: number; qImage: string | null } {
  const result = readResult(raw)
  const tiles = [...(result.lists_group ?? []).flatMap((tab) => tab.lists ?? []), ...(result.lists ?? [])]
  return { groups: tiles.length, qImage: tiles.find((tile) => tile.qImage)?.qImage ?? null }
}

export async function runAccountTest(
  target: AccountTestTarget,
  typedVin: string,
  options: AccountTestOptions
): Promise<AccountTestReport> {
  const { account } = target
  const send = options.send ?? fetchSend
  const session = new AuthSession({
    baseUrl: account.baseUrl,
    userId: account.userId,
    userToken: account.userToken,
    send,
    store: new RefreshTokenStore(new MemoryVault(), options.wallNow),
    monotonicNow: options.monotonicNow,
    timeoutMs: options.timeoutMs
  })
  const client = new CatalogClient({
    baseUrl: account.baseUrl,
    imageBaseUrl: account.imageBaseUrl,
    imageAddress: target.imageAddress,
    session,
    send,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    budget: options.budget,
    wallNow: options.wallNow
  })
  const clock = options.stepClock ?? (() => performance.now())
  const steps: StepOutcome[] = []

  /** Runs one step; false when it failed (the report then ends with it). */
  async function step(name: AccountTestStep, work: () => Promise<void>): Promise<boolean> {
    const started = clock()
    try {
      await work()
      steps.push({ step: name, ok: true, ms: Math.round(clock() - started) })
      return true
    } catch (error) {
      steps.push({ step: name, ok: false, error: asAppError(error), ms: Math.round(clock() - started) })
      return false
    }
  }

  const vin = typedVin.replace(/\s+/g, '').toUpperCase()
  let mainGroups: { q: string; catalog: string | undefined } | null = null
  let qImage: string | null = null

  const login = async () => {
    await session.accessToken()
  }
  const lookUp = async () => {
    const answer = await client.vin(vin, options.lang)
    const said = infoText(answer.result)
    const q = readVehicle(answer.result.vehicle)?.qMainGroup
    if (!q) {
      throw missing(
        said
          ? `The catalog does not know the VIN ${vin}: ${said}`
          : `The catalog does not know the VIN ${vin}. Check it on the vehicle's papers.`,
        said || null
      )
    }
    mainGroups = { q, catalog: readCatalogId(answer.result) ?? undefined }
  }
  const openMainGroups = async () => {
    const { q, catalog } = mainGroups!
    const answer = await client.section({ q, catalog, lang: options.lang })
    const said = infoText(answer.result)
    if (said !== null)
      throw missing(`The catalog would not open this vehicle's main groups: ${said || 'no reason given'}.`, said)
    const found = firstPicture(answer.result)
    if (found.groups === 0) throw missing("The catalog sent this vehicle's main groups without any group in them.")
    qImage = found.qImage
  }
  const fetchPicture = async () => {
    if (!qImage) throw missing('None of the main groups has a picture, so the picture address could not be tried.')
    await client.image(qImage)
  }

  const plan: Array<[AccountTestStep, () => Promise<void>]> = [
    ['login', login],
    ['vin', lookUp],
    ['main-groups', openMainGroups],
    ['picture', fetchPicture]
  ]
  // In order; the first failure ends the test.
  for (const [name, work] of plan) if (!(await step(name, work))) break
  return { steps }
}
