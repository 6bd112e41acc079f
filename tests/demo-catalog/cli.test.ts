import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'

// The standalone entry point: one JSON line on stdout, a working login, clean exit on SIGTERM.

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
})
