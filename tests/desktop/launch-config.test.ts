/** Development switches are honoured only in an unpackaged run. */
import { describe, expect, it } from 'vitest'
import { resolveLaunch } from '../../electron/main/launch-config'

const DEV_URL = 'http://localhost:5173/'
const noSwitch = () => false

describe('unpackaged (electron-vite dev / preview)', () => {
  it('loads the dev server when electron-vite sets ELECTRON_RENDERER_URL, with developer tools', () => {
    expect(resolveLaunch({ isPackaged: false, env: { ELECTRON_RENDERER_URL: DEV_URL }, hasSwitch: noSwitch })).toEqual({
      renderer: { kind: 'dev-server', origin: 'http://localhost:5173', url: DEV_URL },
      developerTools: true,
      refusal: null
    })
  })

  it('loads the built renderer over app:// without it (npm start)', () => {
    expect(resolveLaunch({ isPackaged: false, env: {}, hasSwitch: noSwitch }).renderer.url).toBe(
      'app://parts-desk/index.html'
    )
  })

  it('refuses to start on a dev server URL that is not http(s)', () => {
    const launch = resolveLaunch({
      isPackaged: false,
      env: { ELECTRON_RENDERER_URL: 'file:///tmp/x.html' },
      hasSwitch: noSwitch
    })
    expect(launch.refusal).toMatch(/ELECTRON_RENDERER_URL/)
    expect(launch.renderer.url).toBe('app://parts-desk/index.html')
  })
})

describe('packaged (installed)', () => {
  it('ignores ELECTRON_RENDERER_URL and has no developer tools', () => {
    expect(resolveLaunch({ isPackaged: true, env: { ELECTRON_RENDERER_URL: DEV_URL }, hasSwitch: noSwitch })).toEqual({
      renderer: { kind: 'app', origin: 'app://parts-desk', url: 'app://parts-desk/index.html' },
      developerTools: false,
      refusal: null
    })
  })

  it('refuses to start with a remote debugging switch', () => {
    const launch = resolveLaunch({
      isPackaged: true,
      env: {},
      hasSwitch: (name) => name === 'remote-debugging-port'
    })
    expect(launch.refusal).toBe('the installed app does not accept --remote-debugging-port')
  })
})
