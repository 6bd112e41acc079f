/**
 * `npm run bench [-- name…]`: runs every bench/*.bench.ts (or those whose file name contains one
 * of the given names), one after another so they do not compete for the two cores, and prints
 * one JSON object with all figures.
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

interface BenchModule {
  run(): Promise<Record<string, unknown>>
}

const dir = fileURLToPath(new URL('.', import.meta.url))
const filters = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort()

const figures: Record<string, unknown> = {
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length, date: new Date().toISOString() }
}
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '')
  process.stderr.write(`bench: ${name}…\n`)
  const module = (await import(pathToFileURL(`${dir}/${file}`).href)) as BenchModule
  figures[name] = await module.run()
}
console.log(JSON.stringify(figures, null, 2))
