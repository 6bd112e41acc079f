/**
 * `predev` / `prestart`: make sure the Electron runtime binary is present before electron-vite
 * starts it. Since Electron 42 the binary is not downloaded at install time, and electron-vite only
 * reads node_modules/electron/path.txt ("Electron uninstall"), so this runs Electron's own
 * `install-electron` bin, which returns at once when the binary is there. Deliberately not a
 * `postinstall`: `npm install` and CI must keep working without internet access.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { downloadBase, failureMessage, installerErrorLine, probeHost } from './diagnose'

interface ElectronPackage {
  version: string
  bin: Record<string, string>
}

const require = createRequire(import.meta.url)
const manifestPath = require.resolve('electron/package.json')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ElectronPackage
const installer = join(dirname(manifestPath), manifest.bin['install-electron'] ?? 'install.js')

/** Runs the bin with this Node (the same on every OS); its stderr is kept for the diagnosis. */
function runInstaller(): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [installer], { stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) => resolve({ code: 1, stderr: String(error) }))
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }))
  })
}

const { code, stderr } = await runInstaller()
if (code !== 0) {
  const reachability = await probeHost(downloadBase(process.env))
  console.error(failureMessage({ version: manifest.version, reachability, installerError: installerErrorLine(stderr) }))
  process.exit(1)
}
