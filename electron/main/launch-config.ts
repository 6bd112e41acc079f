/**
 * What this run of the desktop app may do, decided once from facts Electron gives at start-up.
 * Development conveniences — the Vite dev server (`ELECTRON_RENDERER_URL`, set by
 * `electron-vite dev`), DevTools, reload — exist only in an unpackaged run: an installed app
 * ignores them whatever its environment says, so a planted variable cannot point it at another page.
 */
import { BUILT_RENDERER, rendererLocation, type RendererLocation } from './window-policy'

export interface LaunchFacts {
  isPackaged: boolean
  env: Readonly<Record<string, string | undefined>>
  /** `app.commandLine.hasSwitch`. */
  hasSwitch: (name: string) => boolean
}

export interface LaunchConfig {
  renderer: RendererLocation
  /** DevTools, reload and force-reload in the menu, and `webPreferences.devTools`. */
  developerTools: boolean
  /** Set when this run must not start: the reason, for the log. */
  refusal: string | null
}

/**
 * Chromium switches that open the renderer (and so the contract) to any local process. The
 * `--inspect` family and NODE_OPTIONS are switched off by fuses (electron-builder.yml); these are
 * not covered by a fuse, so a packaged app refuses to start with them.
 */
export const DEVELOPMENT_ONLY_SWITCHES = ['remote-debugging-port', 'remote-debugging-pipe'] as const

export function resolveLaunch({ isPackaged, env, hasSwitch }: LaunchFacts): LaunchConfig {
  if (!isPackaged) {
    try {
      return { renderer: rendererLocation(env.ELECTRON_RENDERER_URL), developerTools: true, refusal: null }
    } catch {
      return { renderer: BUILT_RENDERER, developerTools: true, refusal: 'ELECTRON_RENDERER_URL is not an http(s) URL' }
    }
  }
  const present = DEVELOPMENT_ONLY_SWITCHES.filter(hasSwitch)
  return {
    renderer: BUILT_RENDERER,
    developerTools: false,
    refusal: present.length
      ? `the installed app does not accept ${present.map((name) => `--${name}`).join(', ')}`
      : null
  }
}
