import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import vueI18n from '@intlify/unplugin-vue-i18n/vite'
import type { Plugin } from 'vite'

const root = import.meta.dirname
/** `out` unless PARTS_DESK_OUT names another folder, so parallel work on one tree builds apart. */
const out = process.env.PARTS_DESK_OUT ?? 'out'
const alias = {
  '@renderer': resolve(root, 'renderer/src'),
  '@shared': resolve(root, 'electron/shared')
}

/**
 * The <meta> CSP in renderer/index.html forbids inline styles, but the Vite dev server injects
 * <style> tags for hot reload: relax style-src for `electron-vite dev` only, never for a build.
 */
function devServerInlineStyles(): Plugin {
  return {
    name: 'parts-desk:dev-inline-styles',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
  }
}

/** renderer/src/i18n/locales/<language>/<area>.json of every language but English → `ui-<language>`. */
function uiLanguageChunk(id: string): string | null {
  const language = /[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/][a-z]+\.json$/.exec(id)?.[1]
  return language && language !== 'en' ? `ui-${language}` : null
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: `${out}/main`,
      // demo-catalog/ and electron/shared are local sources and get bundled; packages listed in
      // "dependencies" (electron-store, zod, jose, pngjs) stay external and ship in app.asar.
      lib: { entry: resolve(root, 'electron/main/index.ts'), formats: ['es'] }
    }
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: `${out}/preload`,
      // A sandboxed preload can require only `electron`: bundle everything else into one CJS file.
      externalizeDeps: false,
      lib: { entry: resolve(root, 'electron/preload/index.ts'), formats: ['cjs'], fileName: () => 'index.cjs' },
      rolldownOptions: { external: ['electron'] }
    }
  },
  renderer: {
    root: resolve(root, 'renderer'),
    // Relative asset URLs: the build is served from app://parts-desk/ in Electron and from / in browser mode.
    base: './',
    resolve: { alias },
    plugins: [
      vue(),
      // UI strings are compiled to message ASTs at build time, so the app ships vue-i18n's
      // runtime-only build (no message compiler, no eval) and the composition API only. The plugin
      // sets vue-i18n's feature flags and alias; vitest.config.ts uses the same options.
      vueI18n({
        include: [resolve(root, 'renderer/src/i18n/locales/*/*.json')],
        runtimeOnly: true,
        dropMessageCompiler: true,
        compositionOnly: true,
        fullInstall: true
      }),
      devServerInlineStyles()
    ],
    define: { __INTLIFY_PROD_DEVTOOLS__: false },
    build: {
      outDir: resolve(root, out, 'renderer'),
      // electron-vite leaves bundles unminified; the renderer is also served over HTTP in browser mode.
      minify: true,
      emptyOutDir: true,
      rolldownOptions: {
        input: resolve(root, 'renderer/index.html'),
        // One chunk per UI language (ui-de-….js), fetched on switch; English stays in the entry.
        output: { codeSplitting: { groups: [{ name: uiLanguageChunk }] } }
      }
    }
  }
})
