/**
 * Why the Electron runtime could not be downloaded, in words a developer can act on. Electron's
 * installer only prints "fetch failed" and a stack; the cause (no DNS, refused, timed out, a bad
 * mirror) is found here by looking at the download host ourselves.
 */
import { lookup } from 'node:dns/promises'
import { connect } from 'node:net'

/** Where @electron/get downloads from: the same variables it reads, in the same order. */
export function downloadBase(env: Readonly<Record<string, string | undefined>>): string {
  return (
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.npm_package_config_electron_mirror ||
    env.ELECTRON_MIRROR ||
    'https://github.com/electron/electron/releases/download/'
  )
}

export type Reachability =
  | { kind: 'unresolved'; host: string; code: string }
  | { kind: 'unreachable'; host: string; port: number; code: string }
  | { kind: 'reachable'; host: string }

const CONNECT_TIMEOUT_MS = 5_000

/** One DNS lookup and one TCP connection to the download host; nothing is downloaded. */
export async function probeHost(base: string): Promise<Reachability> {
  const url = new URL(base)
  const host = url.hostname
  const port = Number(url.port) || (url.protocol === 'http:' ? 80 : 443)
  try {
    await lookup(host)
  } catch (error) {
    return { kind: 'unresolved', host, code: (error as NodeJS.ErrnoException).code ?? 'ENOTFOUND' }
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: CONNECT_TIMEOUT_MS })
    socket.once('connect', () => {
      socket.destroy()
      resolve({ kind: 'reachable', host })
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve({ kind: 'unreachable', host, port, code: 'ETIMEDOUT' })
    })
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'unreachable', host, port, code: error.code ?? 'ECONNFAILED' })
    )
  })
}

function reason(reachability: Reachability, installerError: string): string {
  switch (reachability.kind) {
    case 'unresolved':
      return `${reachability.host} cannot be resolved (${reachability.code}): this machine has no internet access, or no DNS for that host.`
    case 'unreachable':
      return `${reachability.host}:${reachability.port} cannot be reached (${reachability.code}): no route to the download host, or a firewall.`
    case 'reachable':
      return `the download from ${reachability.host} failed: ${installerError || 'see the installer output above'}.`
  }
}

export interface FailureFacts {
  version: string
  reachability: Reachability
  /** The installer's last meaningful line of error output. */
  installerError: string
}

/** The few lines printed instead of electron-vite's bare "Electron uninstall". */
export function failureMessage({ version, reachability, installerError }: FailureFacts): string {
  return [
    `Parts Desk: the Electron ${version} runtime is not installed here and could not be downloaded.`,
    `  Why: ${reason(reachability, installerError)}`,
    '  The desktop app cannot start without it. Meanwhile:',
    '    npm run web    runs the same app in your browser, no Electron needed.',
    '  To provision Electron on a workstation without internet access (a mirror, or a copied',
    '  download cache), see docs/electron-runtime.md. Installed copies of the app need none of this.'
  ].join('\n')
}

/** The line of the installer's stderr that says what went wrong (the stack frames do not). */
export function installerErrorLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
  return lines.at(-1) ?? ''
}
