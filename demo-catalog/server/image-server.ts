import { createDemoServer, type DemoRequest } from './demo-server'
import type { TrackedServer } from './http'
import type { DemoState } from './state'

// The separate image host (spec 4.4 rule 2). GET/HEAD {imageBaseUrl}/image?q=<qImage>.
// No Authorization: images are addressed by unguessable pointers and must load in <img>.

const MAX_AGE_S = 7 * 24 * 60 * 60

const CORS = { 'Access-Control-Allow-Origin': '*' }

export function createImageServer(state: DemoState): TrackedServer {
  return createDemoServer(state, 'image', (request) => route(state, request), CORS)
}

function route(state: DemoState, { req, res, method, url, path, fail }: DemoRequest): void {
  if (path !== '/image') return fail(404, 'Not Found')
  if (method !== 'GET' && method !== 'HEAD') return fail(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
  const decoded = state.codec.decode(url.searchParams.get('q'))
  if (!decoded.ok || !decoded.target.includes('|I') || !state.images.exists(decoded.target))
    return fail(404, 'Not Found')

  const etag = state.images.etagFor(decoded.target)
  const headers = { ...CORS, 'Cache-Control': `public, max-age=${MAX_AGE_S}, immutable`, ETag: etag }
  const inm = req.headers['if-none-match']
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  const image = state.images.get(decoded.target)!
  res.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Content-Length': image.png.length })
  res.end(method === 'HEAD' ? undefined : image.png)
}
