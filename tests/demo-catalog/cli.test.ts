import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'

// The standalone entry point: one JSON line on stdout, a working login, clean exit on SIGTERM;
// the banner's addresses and the --rate-limit option.

describe('demo-catalog cli', () => {
  it('prints one JSON line with addresses and credentials, serves, and stops on SIGTERM', async () => {
    const child = spawn('npx', ['tsx', 'demo-catalog/cli.ts', '--json', '--port', '0', '--image-port', '0'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true // own process group, so npx, tsx and node all get the signal
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const rl = createInterface({ input: child.stdout })
        rl.once('line', resolve)
        child.once('exit', () => reject(new Error('cli exited before printing')))
      })
      const info = JSON.parse(line) as {
        baseUrl: string
        imageBaseUrl: string
        userId: string
        userToken: string
        vins: string[]
      }
      expect(Object.keys(info).sort()).toEqual(['baseUrl', 'imageBaseUrl', 'userId', 'userToken', 'vins'])
      expect(info.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(info.imageBaseUrl).not.toBe(info.baseUrl)
      expect(info.vins.length).toBeGreaterThanOrEqual(4)
      const res = await fetch(
        `${info.baseUrl}/auth/login-token?${new URLSearchParams({ id: info.userId, token: info.userToken })}`
      )
      expect(res.status).toBe(200)
      expect(((await res.json()) as { result: { expires_in: number } }).result.expires_in).toBe(60)
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
    await exited
  }, 30_000)

  it('prints both picture addresses in the banner and plays --rate-limit on the wire', async () => {
    const child = spawn('npx', ['tsx', 'demo-catalog/cli.ts', '--rate-limit', '0.5,2', '--retry-after', 'none'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const banner = await new Promise<string[]>((resolve, reject) => {
        const lines: string[] = []
        const rl = createInterface({ input: child.stdout })
        rl.on('line', (line) => {
          lines.push(line)
          if (line.includes('Ctrl+C')) resolve(lines)
        })
        child.once('exit', () => reject(new Error(`cli exited before its banner: ${lines.join('\n')}`)))
      })
      const text = banner.join('\n')
      const api = /API:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(text)![1]!
      const images = /Images:\s+(http:\/\/127\.0\.0\.1:\d+)\/image\?q=<qImage>/.exec(text)![1]!
      expect(images).not.toBe(api)
      expect(text).toContain(`${api}/api/q?q=<qImage>`)
      expect(text).toMatch(/Limit:.*0\.5 requests\/s, burst 2/)
      const id = /User id:\s+(\S+)/.exec(text)![1]!
      const token = /Token:\s+(\S+)/.exec(text)![1]!
      const login = await fetch(`${api}/auth/login-token?${new URLSearchParams({ id, token })}`)
      const access = ((await login.json()) as { result: { access_token: string } }).result.access_token
      const vin = /^\s+([A-HJ-NPR-Z0-9]{17})\s/m.exec(text)![1]!
      const statuses: number[] = []
      let last: Response | undefined
      for (let i = 0; i < 3; i++) {
        last = await fetch(`${api}/api/vin?${new URLSearchParams({ vin })}`, {
          headers: { Authorization: `Bearer ${access}` }
        })
        await last.arrayBuffer()
        statuses.push(last.status)
      }
      expect(statuses).toEqual([200, 200, 429])
      expect(last!.headers.get('retry-after')).toBeNull()
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
    await exited
  }, 30_000)
})
