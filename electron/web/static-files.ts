import { open, realpath, stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { resolve, sep } from 'node:path'
import { pipeline } from 'node:stream'

/** The MIME table is the desktop app's too (main/core/content-types.ts). */
export { contentTypeOf } from '../main/core/content-types'

/**
 * Maps a request path to a file inside `rootDir`, or null. Decoding happens once, before the
 * containment check, so `%2e%2e%2f` cannot sneak past it; NUL bytes and backslashes are refused
 * outright, and only regular files are served (no directory listings). Containment is checked
 * again on the real path, after symlinks are followed: a link inside the folder that points out
 * of it (to ~/.ssh, to /etc) is not served.
 */
export async function resolveStaticFile(rootDir: string, pathname: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '')
  const root = resolve(rootDir)
  const candidate = resolve(root, relative)
  if (!candidate.startsWith(root + sep)) return null
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)])
    if (!realFile.startsWith(realRoot + sep)) return null
    return (await stat(realFile)).isFile() ? realFile : null
  } catch {
    return null
  }
}

/**
 * Sends a file. It is opened before any header goes out, so a file that vanished since it was
 * resolved is a 404, not a 200 with no body; a read error part-way (a disk error, a file swapped
 * for a directory) ends the response abruptly and is logged, instead of being an unhandled
 * stream error that takes the whole host down.
 */
export async function sendStaticFile(
  response: ServerResponse,
  file: string,
  options: { headers: Record<string, string>; headOnly: boolean; notFound: () => void; log: (message: string) => void }
): Promise<void> {
  let handle
  try {
    handle = await open(file, 'r')
  } catch {
    return options.notFound()
  }
  response.writeHead(200, options.headers)
  if (options.headOnly) {
    await handle.close()
    return void response.end()
  }
  pipeline(handle.createReadStream(), response, (error) => {
    if (!error) return
    options.log(`[web] reading ${file} failed: ${error.message}`)
    response.destroy()
  })
}
