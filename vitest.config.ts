import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath } from 'node:url'

const alias = {
  '@renderer': fileURLToPath(new URL('./renderer/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./electron/shared', import.meta.url))
}

// Three projects: plain-Node code (demo catalog, core, IPC), renderer components in happy-dom,
// and the browser suite that drives the built renderer in real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/demo-catalog/**/*.test.ts',
            'tests/core/**/*.test.ts',
            'tests/ipc/**/*.test.ts',
            'tests/desktop/**/*.test.ts',
            'tests/offline/**/*.test.ts'
          ],
          server: { deps: { inline: ['electron-store'] } },
          testTimeout: 20_000
        }
      },
      {
        plugins: [vue()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['tests/renderer/**/*.test.ts'],
          testTimeout: 20_000
        }
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false
        }
      }
    ]
  }
})
