/**
 * Electron's fuse wire, read and written without Electron: the bytes after a fixed sentinel in the
 * binary are a version byte, a length byte, then one ASCII '0'/'1' per fuse ('r' = removed). This
 * is the layout @electron/fuses flips when electron-builder packages the app (`electronFuses` in
 * electron-builder.yml). The packaging smoke test packs against a stub binary carrying Electron's
 * default wire and reads it back, so what electron-builder would apply to the real binary is checked.
 */
export const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const WIRE_VERSION = 1

/** Wire positions (@electron/fuses FuseV1Options). */
export const FUSES = [
  'RunAsNode',
  'EnableCookieEncryption',
  'EnableNodeOptionsEnvironmentVariable',
  'EnableNodeCliInspectArguments',
  'EnableEmbeddedAsarIntegrityValidation',
  'OnlyLoadAppFromAsar',
  'LoadBrowserProcessSpecificV8Snapshot',
  'GrantFileProtocolExtraPrivileges'
] as const
export type FuseName = (typeof FUSES)[number]

/** Electron's defaults: every fuse our policy sets starts on the other side. */
export const ELECTRON_DEFAULTS: Readonly<Record<FuseName, boolean>> = {
  RunAsNode: true,
  EnableCookieEncryption: false,
  EnableNodeOptionsEnvironmentVariable: true,
  EnableNodeCliInspectArguments: true,
  EnableEmbeddedAsarIntegrityValidation: false,
  OnlyLoadAppFromAsar: false,
  LoadBrowserProcessSpecificV8Snapshot: false,
  GrantFileProtocolExtraPrivileges: true
}

/**
 * What an installed Parts Desk must run with: no Node mode, no NODE_OPTIONS, no --inspect (each
 * would run arbitrary code with the app's identity and keyring access), code only from an
 * integrity-checked app.asar, encrypted cookies, and no file:// privileges (the renderer is on app://).
 */
export const REQUIRED: Readonly<Partial<Record<FuseName, boolean>>> = {
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  EnableCookieEncryption: true,
  GrantFileProtocolExtraPrivileges: false
}

/** A stand-in executable whose only content of note is a fuse wire with Electron's defaults. */
export function stubExecutable(): Buffer {
  const states = FUSES.map((name) => (ELECTRON_DEFAULTS[name] ? '1' : '0')).join('')
  return Buffer.concat([
    Buffer.from(`#!/bin/sh\n# stub Electron for the packaging smoke test; fuse wire: ${SENTINEL}`),
    Buffer.from([WIRE_VERSION, FUSES.length]),
    Buffer.from(`${states}\nexit 0\n`)
  ])
}

export type FuseState = boolean | 'removed' | 'unknown'

export function readFuseWire(binary: Buffer): Record<FuseName, FuseState> {
  const at = binary.indexOf(SENTINEL)
  if (at < 0) throw new Error('no fuse wire in this binary')
  const start = at + SENTINEL.length
  if (binary[start] !== WIRE_VERSION) throw new Error(`fuse wire version ${binary[start]} is not ${WIRE_VERSION}`)
  const length = binary[start + 1] ?? 0
  const state = (index: number): FuseState => {
    if (index >= length) return 'unknown'
    const byte = String.fromCharCode(binary[start + 2 + index] ?? 0)
    return byte === '1' ? true : byte === '0' ? false : byte === 'r' ? 'removed' : 'unknown'
  }
  return Object.fromEntries(FUSES.map((name, index) => [name, state(index)])) as Record<FuseName, FuseState>
}

/** Every required fuse whose state differs, as "Name: is x, must be y". */
export function fuseViolations(wire: Record<FuseName, FuseState>): string[] {
  return Object.entries(REQUIRED).flatMap(([name, wanted]) => {
    const actual = wire[name as FuseName]
    return actual === wanted ? [] : [`${name}: is ${String(actual)}, must be ${String(wanted)}`]
  })
}
