import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { Plugin } from 'vite'

const root = import.meta.dirname
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

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      // demo-catalog/ and electron/shared are local sources and get bundled; packages listed in
      // "dependencies" (electron-store, zod, jose, pngjs) stay external and ship in app.asar.
      lib: { entry: resolve(root, 'electron/main/index.ts'), formats: ['es'] }
    }
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
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
    plugins: [vue(), devServerInlineStyles()],
    // vue-i18n feature flags: composition API only, messages compiled to ASTs at run time (no eval).
    define: {
      __VUE_I18N_FULL_INSTALL__: true,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
      __INTLIFY_DROP_MESSAGE_COMPILER__: false
    },
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves bundles unminified; the renderer is also served over HTTP in browser mode.
      minify: true,
      emptyOutDir: true,
      rolldownOptions: { input: resolve(root, 'renderer/index.html') }
    }
  }
})
