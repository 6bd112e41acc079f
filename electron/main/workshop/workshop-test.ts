import { isRecord } from '../../shared/plain-object'
import { AppFailure } from '../../shared/result'
import type { WorkshopAdvice, WorkshopTestReport, WorkshopTestStep } from '../../shared/workshop'
import type { CouchClient } from './couch-client'
import { sha256Hex } from './workshop-documents'

/** A LAN server answers in milliseconds; five seconds tells "slow" from "not there" for a person watching. */
const TEST_TIMEOUT_MS = 5_000

type Report = WorkshopTestReport
type StepOutcome = { ok: true; value?: unknown } | { ok: false; message: string; advice?: WorkshopAdvice }

/**
 * Settings → Workshop mirror → *Test*: reachable, the credentials accepted, the database there
 * (created when missing and these credentials may create databases), and a document written the
 * way the push writes them. The first failure ends the test and says what to ask the
 * administrator. Only a server admin may create a database in CouchDB 3, so the test asks
 * `_session` first and does not try without the `_admin` role (the request would only be refused).
 */
export async function runWorkshopTest(client: CouchClient, user: string, now: () => number): Promise<Report> {
  const report: Report = { steps: [], created: false }

  const step = async (name: WorkshopTestStep, work: () => Promise<StepOutcome>): Promise<unknown> => {
    const started = performance.now()
    let outcome: StepOutcome
    try {
      outcome = await work()
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error
      const code = error.appError.code
      outcome = {
        ok: false,
        message: error.appError.message,
        advice:
          code === 'auth' ? 'check-password' : code === 'offline' || code === 'timeout' ? 'check-address' : undefined
      }
    }
    const ms = Math.round(performance.now() - started)
    if (outcome.ok) {
      report.steps.push({ step: name, ok: true, ms })
      return outcome.value ?? true
    }
    report.steps.push({ step: name, ok: false, ms, message: outcome.message })
    if (outcome.advice) report.advice = outcome.advice
    return null
  }

  const welcome = await step('reach', async () => {
    const response = await client.request('GET', '/', { timeoutMs: TEST_TIMEOUT_MS, server: true })
    // A server that refuses these credentials even its greeting is there: the next step says why.
    if (response.status === 401) return { ok: true }
    const json = response.status === 200 ? safeJson(client, response) : null
    const greets = isRecord(json) && Object.values(json).some((v) => typeof v === 'string' && /welcome/i.test(v))
    return greets
      ? { ok: true }
      : { ok: false, message: 'The address answers, but not as a CouchDB server.', advice: 'not-couchdb' }
  })
  if (welcome === null) return report

  const roles = await step('sign-in', async () => {
    const response = await client.request('GET', '/_session', { timeoutMs: TEST_TIMEOUT_MS, server: true })
    const json = client.json(response, 'the sign-in')
    const context = isRecord(json) && isRecord(json.userCtx) ? json.userCtx : null
    if (!context) return { ok: false, message: 'The server did not say who is signed in.', advice: 'not-couchdb' }
    if (user && context.name !== user) {
      return { ok: false, message: 'The server did not accept the user name and password.', advice: 'check-password' }
    }
    return { ok: true, value: Array.isArray(context.roles) ? context.roles : [] }
  })
  if (roles === null) return report

  const database = await step('database', async () => {
    const response = await client.request('GET', '', { timeoutMs: TEST_TIMEOUT_MS })
    if (response.status === 200) return { ok: true }
    if (response.status === 401 || response.status === 403) {
      return { ok: false, message: 'This user may not open the database.', advice: 'grant-access' }
    }
    if (response.status !== 404) {
      client.assertOk(response, 'the database')
      return { ok: false, message: `The server answered with status ${response.status}.` }
    }
    if (!(roles as unknown[]).includes('_admin')) {
      return {
        ok: false,
        message: 'The database does not exist, and this user may not create it.',
        advice: 'create-database'
      }
    }
    const created = await client.request('PUT', '', { timeoutMs: TEST_TIMEOUT_MS })
    client.assertOk(created, 'the new database')
    report.created = true
    return { ok: true }
  })
  if (database === null) return report

  await step('write', async () => {
    // Written the way the push writes (new_edits: false), so a validate_doc_update that would
    // refuse the push refuses this too. One small document, the same id each time.
    const at = now()
    const body = { _id: 'parts-desk-write-test', type: 'write-test', at }
    const rev = `${Math.max(1, Math.floor(at / 1000))}-${sha256Hex(JSON.stringify(body)).slice(0, 32)}`
    const refused = await client.writeDocuments([{ ...body, _rev: rev }], TEST_TIMEOUT_MS)
    if (refused.size > 0) {
      return {
        ok: false,
        message: `The server refused the test document (${[...refused.values()][0]}).`,
        advice: 'grant-write'
      }
    }
    return { ok: true }
  })
  const last = report.steps[report.steps.length - 1]
  if (last?.step === 'write' && !last.ok && report.advice === 'check-password') report.advice = 'grant-write'
  return report
}

function safeJson(client: CouchClient, response: Parameters<CouchClient['json']>[0]): unknown {
  try {
    return client.json(response, 'its greeting')
  } catch {
    return null
  }
}
