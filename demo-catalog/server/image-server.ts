import type { IncomingMessage, ServerResponse } from 'node:http'
import { playFault } from './faults'
import { errorBody, sendJson, sleep, TrackedServer } from './http'
import type { DemoState } from './state'

// The separate image host (spec 4.4 rule 2). GET/HEAD {imageBaseUrl}/image?q=<qImage>.
// No Authorization: images are addressed by unguessable pointers and must load in <img>.

const MAX_AGE_S = 7 * 24 * 60 * 60

export function createImageServer(state: DemoState): TrackedServer {
  const tracked: TrackedServer = new TrackedServer((req, res) => {
    void handle(state, tracked, req, res)
  })
  return tracked
}

async function handle(
  state: DemoState,
  tracked: TrackedServer,
  req: IncomingMessage,
  res: ServerResponse
): Promise<void> {
  const at = state.clock.now()
  const method = req.method ?? 'GET'
  const url = new URL(req.url ?? '/', 'http://demo.invalid')
  const path = url.pathname
  const record = (status: number): void => state.log.record({ server: 'image', method, path, status, at })

  await sleep(state.latencyMs)
  const fault = state.faults.take(path)
  if (fault) {
    record(playFault(fault, req, res, (t) => tracked.holdTimer(t)))
    return
  }
  res.on('close', () => record(res.writableFinished ? res.statusCode : 0))
  const cors = { 'Access-Control-Allow-Origin': '*' }
  const fail = (status: number, message: string, extra: Record<string, string> = {}): void =>
    sendJson(res, status, errorBody(state.clock, status, path, method, message), { ...cors, ...extra })

  if (path !== '/image') return fail(404, 'Not Found')
  if (method !== 'GET' && method !== 'HEAD') return fail(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
  const decoded = state.codec.decode(url.searchParams.get('q'))
  if (!decoded.ok || !decoded.target.includes('|I') || !state.images.exists(decoded.target))
    return fail(404, 'Not Found')

  const etag = state.images.etagFor(decoded.target)
  const headers = { ...cors, 'Cache-Control': `public, max-age=${MAX_AGE_S}, immutable`, ETag: etag }
  const inm = req.headers['if-none-match']
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  try {
    const image = state.images.get(decoded.target)!
    res.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Content-Length': image.png.length })
    res.end(method === 'HEAD' ? undefined : image.png)
  } catch (err) {
    console.error('[demo-catalog] image', err)
    if (!res.headersSent) fail(500, 'Internal Server Error')
  }
}
