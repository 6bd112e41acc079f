import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DemoState } from './state'

// One picture answer for both addresses a picture has: the image host's `/image?q=` (public,
// no Authorization) and `/api/q?q=<qImage>` on the API server (the vendor's own design resolved
// pictures through /api/q; there it needs the access token like every /api route).

const MAX_AGE_S = 7 * 24 * 60 * 60

/** The picture target a decoded pointer names, when it is one the store can draw. */
export function pictureTarget(state: DemoState, target: string): string | undefined {
  return target.includes('|I') && state.images.exists(target) ? target : undefined
}

/**
 * Sends the PNG with a strong ETag, 304 on If-None-Match, and no body for HEAD. `shared` says
 * whether shared caches may keep it: yes on the public host, no when it came with a token.
 */
export function sendPicture(
  state: DemoState,
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  shared: boolean,
  extra: Record<string, string> = {}
): void {
  const etag = state.images.etagFor(target)
  const headers = {
    ...extra,
    'Cache-Control': `${shared ? 'public' : 'private'}, max-age=${MAX_AGE_S}, immutable`,
    ETag: etag
  }
  const inm = req.headers['if-none-match']
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  const image = state.images.get(target)!
  res.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Content-Length': image.png.length })
  res.end(req.method === 'HEAD' ? undefined : image.png)
}
