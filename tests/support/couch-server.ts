/**
 * A real CouchDB-protocol server for the workshop mirror's tests: `pouchdb-server` (npm, in
 * memory), started as its own process on a free loopback port and stopped by the test. Apache
 * CouchDB itself has no Debian package and no Docker daemon runs here, so this is what the suites
 * speak to; README.md and docs/workshop-mirror.md say which parts that verifies.
 *
 * One known difference, found here: pouchdb-server 4.2.0 crashes (TypeError in express-pouchdb)
 * when a non-admin asks to create a database, where CouchDB answers 401/403. The app never sends
 * that request: its Test asks `_session` first and creates a database only as `_admin`.
 *
 * Only `--sqlite` loads sqlite3, which pouchdb-server depends on: package.json overrides it with
 * the stand-in in ./unused-sqlite3, so installing no longer compiles it from source (45 of the 77
 * s `npm ci` took here, and a C++ toolchain on a fresh machine).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const BIN = require.resolve('pouchdb-server/bin/pouchdb-server')

export interface CouchServer {
  /** e.g. http://127.0.0.1:5984 */
  origin: string
  admin: { user: string; password: string }
  /** An admin request: `await couch.admin('PUT', '/db')`. */
  asAdmin(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>
  /** A user with these roles (CouchDB's `_users` database). */
  addUser(name: string, password: string, roles: string[]): Promise<void>
  /** A database whose members are the users with `role` (anyone else is refused). */
  addDatabase(name: string, memberRole?: string): Promise<void>
  /** Stops the server (the workshop server goes away); its data goes with it. */
  stop(): Promise<void>
  readonly running: boolean
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(origin: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pouchdb-server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('pouchdb-server did not start within 20 s')
}

export async function startCouchServer(): Promise<CouchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-desk-couch-'))
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ log: { file: join(dir, 'log.txt') } }))
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      BIN,
      '--in-memory',
      '--port',
      String(port),
      '--dir',
      dir,
      '--config',
      join(dir, 'config.json'),
      '--no-stdout-logs'
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(origin, child, Date.now() + 20_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${stderr}`)
  }
  const admin = { user: 'admin', password: 'workshop-admin' }
  const authorization = `Basic ${Buffer.from(`${admin.user}:${admin.password}`).toString('base64')}`

  const asAdmin = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await response.text()
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
  }
  // The first admin ends CouchDB's "admin party": from now on anonymous requests are refused.
  const created = await fetch(`${origin}/_config/admins/${admin.user}`, {
    method: 'PUT',
    body: JSON.stringify(admin.password)
  })
  if (!created.ok) throw new Error(`could not create the admin: ${created.status}`)

  let running = true
  return {
    origin,
    admin,
    asAdmin,
    get running() {
      return running
    },
    async addUser(name, password, roles) {
      const answer = await asAdmin('PUT', `/_users/org.couchdb.user:${name}`, { name, password, roles, type: 'user' })
      if (answer.status >= 300) throw new Error(`could not add ${name}: ${JSON.stringify(answer.json)}`)
    },
    async addDatabase(name, memberRole) {
      const answer = await asAdmin('PUT', `/${name}`)
      if (answer.status >= 300) throw new Error(`could not create ${name}: ${JSON.stringify(answer.json)}`)
      if (memberRole) {
        const security = { admins: { names: [], roles: [] }, members: { names: [], roles: [memberRole] } }
        await asAdmin('PUT', `/${name}/_security`, security)
      }
    },
    async stop() {
      if (!running) return
      running = false
      process.off('exit', killOnExit)
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
