import { createDemoServer, type DemoRequest } from './demo-server'
import type { TrackedServer } from './http'
import { pictureTarget, sendPicture } from './picture'
import type { DemoState } from './state'

// The separate image host (spec 4.4 rule 2). GET/HEAD {imageBaseUrl}/image?q=<qImage>.
// No Authorization: images are addressed by unguessable pointers and must load in <img>.
// The same pictures also answer GET {baseUrl}/api/q?q=<qImage> with a token (picture.ts).

const CORS = { 'Access-Control-Allow-Origin': '*' }

export function createImageServer(state: DemoState): TrackedServer {
  return createDemoServer(state, 'image', (request) => route(state, request), CORS)
}

function route(state: DemoState, { req, res, method, url, path, fail }: DemoRequest): void {
  if (path !== '/image') return fail(404, 'Not Found')
  if (method !== 'GET' && method !== 'HEAD') return fail(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
  const decoded = state.codec.decode(url.searchParams.get('q'))
  const target = decoded.ok ? pictureTarget(state, decoded.target) : undefined
  if (!target) return fail(404, 'Not Found')
  sendPicture(state, req, res, target, true, CORS)
}
