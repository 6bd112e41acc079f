import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import vueI18n from '@intlify/unplugin-vue-i18n/vite'
import { fileURLToPath } from 'node:url'

const alias = {
  '@renderer': fileURLToPath(new URL('./renderer/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./electron/shared', import.meta.url))
}

// Three projects: plain-Node code (demo catalog, core, IPC), renderer components in happy-dom,
// and the browser suite that drives the built renderer in real Chromium.
export default defineConfig({
  test: {
    // Three files at a time on two cores (vitest's default is one on two cores). Many files spend
    // much of their time waiting on sockets, timers and Chromium: with two workers the run kept
    // 1.4 cores busy and took 278 s, with three 249 s. The browser files run beside the others,
    // not after them: each starts its own demo catalog, host and Chromium profile on free ports.
    // Alone, one after another, they kept 0.76 of a core busy for 216 s.
    maxWorkers: 3,
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
        // UI strings precompiled as in the build (electron.vite.config.ts), with the runtime-only
        // vue-i18n: components are tested against the messages the app ships.
        plugins: [
          vue(),
          vueI18n({
            include: [fileURLToPath(new URL('./renderer/src/i18n/locales/*/*.json', import.meta.url))],
            runtimeOnly: true,
            dropMessageCompiler: true,
            compositionOnly: true,
            fullInstall: true
          })
        ],
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
          // Each poll waits for the page to show what proves a step done. vitest's default second
          // is short for a full Chromium beside two other test files on two loaded cores: CI
          // failed once on a form that came free after it. A poll that passes returns at once.
          expect: { poll: { timeout: 5_000 } }
        }
      }
    ]
  }
})
