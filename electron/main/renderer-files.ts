/**
 * Serves the built renderer (out/renderer) on `app://parts-desk/…` for `protocol.handle`. Plain
 * Node (fs, Request, Response): tests call the handler directly with real files and symlinks.
 *
 * Containment is checked twice: lexically (no `..`, no encoded separators, no NUL) and on the
 * real path (realpath of the file inside realpath of the root), so neither a crafted URL nor a
 * symlink placed in the folder can reach a file outside it. Electron's fs reads app.asar
 * transparently, realpath included, so the same code serves the packaged app.
 */
import fs from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { isAppSchemeUrl } from './app-scheme'
import { contentTypeOf } from './core/content-types'

export interface RendererFilesOptions {
  /** The folder to serve: out/renderer (inside app.asar when packaged). */
  root: string
  /** The Content-Security-Policy header for every answer (window-policy.ts builds it). */
  contentSecurityPolicy: string
}

export type RendererFileHandler = (request: Request) => Promise<Response>

/**
 * The file under `root` that `url` names, or null when the URL is not ours or tries to leave the
 * folder by its spelling. Symlinks are the caller's second check (`isInside` on real paths).
 */
export function rendererFilePath(root: string, url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!isAppSchemeUrl(parsed)) return null
  let segments: string[]
  try {
    // Decoded one segment at a time: an encoded "/" or "\" must not become a separator.
    segments = parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null // malformed percent-encoding
  }
  const unsafe = (segment: string) => segment === '..' || segment === '.' || /[\\/\0:]/.test(segment)
  if (segments.length === 0 || segments.some(unsafe)) return null
  const candidate = resolve(root, ...segments)
  return isInside(root, candidate) ? candidate : null
}

/** True when `path` is strictly below `folder` (both already resolved). */
export function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path)
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel)
}

function refusal(status: 400 | 404 | 405): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
}

export function createRendererFileHandler({ root, contentSecurityPolicy }: RendererFilesOptions): RendererFileHandler {
  // fs.promises is looked up at call time so Electron's asar-aware functions are the ones used.
  let realRoot: Promise<string> | null = null
  const securityHeaders = {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache'
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405)
    const path = rendererFilePath(resolve(root), request.url)
    if (!path) return refusal(404)
    try {
      realRoot ??= fs.promises.realpath(root)
      const realPath = await fs.promises.realpath(path)
      if (!isInside(await realRoot, realPath)) return refusal(404)
      const stat = await fs.promises.stat(realPath)
      if (!stat.isFile()) return refusal(404)
      const headers = {
        ...securityHeaders,
        'Content-Type': contentTypeOf(realPath),
        'Content-Length': String(stat.size)
      }
      if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
      const body = await fs.promises.readFile(realPath)
      return new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: 200, headers })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return refusal(404)
      throw error
    }
  }
}
