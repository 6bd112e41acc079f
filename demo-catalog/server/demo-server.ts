import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerRewrite, isRewriteKind } from './answer-rewrites'
import { endlessAliases } from './endless-aliases'
import { playFault } from './faults'
import { errorBody, rewriteJsonOf, sendJson, sleep, TrackedServer } from './http'
import type { DemoState } from './state'

/** What a route handler of either demo server gets for one request. */
export interface DemoRequest {
  req: IncomingMessage
  res: ServerResponse
  method: string
  url: URL
  path: string
  /** Answers with the spec 2.3 error shape (plus `headers`). */
  fail(status: number, message: string, headers?: Record<string, string>): void
}

/**
 * The part both demo servers share: added latency, the rate limit, fault injection, the request
 * log, the error shape, and a 500 (never a hang) when a route throws. `headers` go on every error answer.
 */
export function createDemoServer(
  state: DemoState,
  name: 'api' | 'image',
  route: (request: DemoRequest) => Promise<void> | void,
  headers: Record<string, string> = {}
): TrackedServer {
  const tracked: TrackedServer = new TrackedServer((req, res) => {
    void handle(req, res)
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = state.clock.now()
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://demo.invalid')
    const path = url.pathname
    // /api/q entries carry the catalog they were sent with (null: none), so tests can check it
    const catalog = name === 'api' && path === '/api/q' ? { catalog: url.searchParams.get('catalog') } : {}
    // One entry per request. A client that hangs up before the answer is complete is logged with
    // status 0, also during the added latency: cancellation tests count what was not completed.
    let recorded = false
    const record = (status: number): void => {
      if (recorded) return
      recorded = true
      state.log.record({ server: name, method, path, status, at, ...catalog })
    }
    res.on('close', () => record(res.writableFinished ? res.statusCode : 0))

    await sleep(state.latencyMs)
    if (recorded) return // hung up while waiting: nothing is answered
    // The rate limit sits in front of the service, like a gateway: before faults and routes.
    const refusal = state.rateLimit.counts(name, path) ? state.rateLimit.take() : undefined
    if (refusal) {
      sendJson(res, 429, tooManyRequests(state, path), { ...headers, ...refusal.headers })
      record(429)
      return
    }
    const fault = state.faults.take(path)
    if (fault) {
      const { kind } = fault
      // A rewrite fault lets the route answer (and be logged) as usual; its JSON turns hostile on the way out.
      if (isRewriteKind(kind)) rewriteJsonOf(res, answerRewrite(kind, fault))
      else if (kind === 'endless-aliases') rewriteJsonOf(res, endlessAliases(state, url, fault))
      else {
        record(playFault({ ...fault, kind }, req, res, (t) => tracked.holdTimer(t), state.clock))
        return
      }
    }
    const fail = (status: number, message: string, extra: Record<string, string> = {}): void =>
      sendJson(res, status, errorBody(state.clock, status, path, method, message), { ...headers, ...extra })

    try {
      await route({ req, res, method, url, path, fail })
    } catch (err) {
      // A bug in the demo must look like a server error, not hang the client.
      if (!res.headersSent) fail(500, 'Internal Server Error')
      else res.destroy()
      console.error(`[demo-catalog] ${name}`, err)
    }
  }

  return tracked
}

/** The 429 body in the shape of the vendor's exception filter (its framework throttles there too). */
function tooManyRequests(state: DemoState, path: string): object {
  return {
    errors: [{ message: 'Too Many Requests' }],
    statusCode: 429,
    timestamp: new Date(state.clock.now()).toISOString(),
    path
  }
}
