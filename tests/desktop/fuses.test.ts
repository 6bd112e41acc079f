/**
 * The fuses an installed app runs with. electron-builder.yml must ask for every required state,
 * and the wire reader used by scripts/package-smoke.sh (which reads them back from a packed stub
 * binary after electron-builder flipped them) must tell Electron's defaults from our policy.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ELECTRON_DEFAULTS,
  FUSES,
  REQUIRED,
  SENTINEL,
  fuseViolations,
  readFuseWire,
  stubExecutable,
  type FuseName
} from '../../scripts/fuses/fuse-wire'

/** The `electronFuses:` block of electron-builder.yml as key → boolean (a flat block of `key: true|false`). */
function builderFuses(): Record<string, boolean> {
  const yml = readFileSync(new URL('../../electron-builder.yml', import.meta.url), 'utf8')
  const block = /^electronFuses:\n((?: {2}\w+: (?:true|false)\n?)+)/m.exec(yml)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/^ {2}(\w+): (true|false)$/gm)].map(([, key, value]) => [key, value === 'true'])
  )
}

const builderKey = (name: FuseName) => name[0]!.toLowerCase() + name.slice(1)

describe('fuse policy', () => {
  it('electron-builder.yml sets every required fuse to its required state', () => {
    const configured = builderFuses()
    for (const [name, wanted] of Object.entries(REQUIRED)) {
      expect(configured[builderKey(name as FuseName)], name).toBe(wanted)
    }
  })

  it('covers the seven the app needs: no Node mode, NODE_OPTIONS, inspect or file:// privileges; asar only, checked; cookies encrypted', () => {
    expect(REQUIRED).toEqual({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      EnableCookieEncryption: true,
      GrantFileProtocolExtraPrivileges: false
    })
  })
})

describe('fuse wire', () => {
  it('the stub starts with Electron’s defaults, which break every required fuse', () => {
    const wire = readFuseWire(stubExecutable())
    expect(wire).toEqual(ELECTRON_DEFAULTS)
    expect(fuseViolations(wire)).toHaveLength(Object.keys(REQUIRED).length)
  })

  it('reads flipped fuses as @electron/fuses writes them', () => {
    const binary = stubExecutable()
    const start = binary.indexOf(SENTINEL) + SENTINEL.length + 2
    FUSES.forEach((name, index) => {
      const wanted = REQUIRED[name] ?? ELECTRON_DEFAULTS[name]
      binary[start + index] = wanted ? 0x31 : 0x30
    })
    expect(fuseViolations(readFuseWire(binary))).toEqual([])
    binary[start + FUSES.indexOf('RunAsNode')] = 0x72 // 'r': removed in a later Electron
    expect(fuseViolations(readFuseWire(binary))).toEqual(['RunAsNode: is removed, must be false'])
  })

  it('refuses a binary without a wire', () => {
    expect(() => readFuseWire(Buffer.from('#!/bin/sh\nexit 0\n'))).toThrow(/no fuse wire/)
  })
})
