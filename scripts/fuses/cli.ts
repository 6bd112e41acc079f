/**
 * For scripts/package-smoke.sh:
 *   tsx scripts/fuses/cli.ts stub <folder>     writes <folder>/electron, a stub with Electron's default fuse wire
 *   tsx scripts/fuses/cli.ts check <binary>    reads the packed binary's fuses; exits 1 unless they are REQUIRED
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fuseViolations, readFuseWire, stubExecutable } from './fuse-wire'

const [command, target] = process.argv.slice(2)
if (command === 'stub' && target) {
  const path = join(target, 'electron')
  writeFileSync(path, stubExecutable())
  chmodSync(path, 0o755)
} else if (command === 'check' && target) {
  const wire = readFuseWire(readFileSync(target))
  const violations = fuseViolations(wire)
  for (const violation of violations) console.error(`package smoke: fuse ${violation}`)
  if (violations.length) process.exit(1)
  console.log(
    `package smoke: fuses ${Object.entries(wire)
      .map(([name, state]) => `${name}=${String(state)}`)
      .join(' ')}`
  )
} else {
  console.error('usage: tsx scripts/fuses/cli.ts stub <folder> | check <binary>')
  process.exit(2)
}
