import { extname } from 'node:path'

/**
 * The one MIME table for the built renderer, however it is served: on `app://` in the desktop app
 * (main/renderer-files.ts) and over HTTP on 127.0.0.1 in browser mode (web/static-files.ts). The
 * two kept copies once and drifted (`.wasm` in one, `.map` in the other); a file served one way
 * and not the other is exactly the kind of difference nobody looks for.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8'
}

/** The Content-Type of a file by its extension (any case); unknown ones are plain bytes. */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}
