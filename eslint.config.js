// ESLint flat config: TypeScript everywhere, Vue SFCs with the recommended Vue 3 rules,
// formatting left to Prettier (eslint-config-prettier switches off the rules that overlap).
import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

/**
 * The renderer's layers, top to bottom (README, "Layout"): a file imports only from its own layer
 * and the layers below it. `platform` includes the UI strings (i18n/).
 */
const LAYERS = [
  { name: 'app', folders: ['app'] },
  { name: 'features', folders: ['features'] },
  { name: 'common', folders: ['common'] },
  { name: 'data', folders: ['data'] },
  { name: 'platform', folders: ['platform', 'i18n'] },
  { name: 'lib', folders: ['lib'] }
]

/** One no-restricted-imports rule per layer, naming the layers above it. */
const layerRules = LAYERS.slice(1).map((layer, index) => {
  const above = LAYERS.slice(0, index + 1)
  return {
    files: layer.folders.map((folder) => `renderer/src/${folder}/**/*.{ts,vue}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: above.map((upper) => ({
            regex: `^\\.{1,2}/(?:.*/)?(?:${upper.folders.join('|')})/`,
            message: `${layer.name} is below ${upper.name}: it may not import from it (eslint.config.js, LAYERS).`
          }))
        }
      ]
    }
  }
})

export default defineConfigWithVueTs(
  { ignores: ['out/**', 'out-*/**', 'dist/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
  pluginVue.configs['flat/recommended'],
  vueTsConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'vue/multi-word-component-names': 'off'
    }
  },
  {
    // Code that never imports Vue (main, the demo catalog, benches, scripts, every test folder but
    // the components'): the rule that traces every ref, two thirds of all rule time and most of it
    // spent here, has nothing to find in it.
    files: ['electron/**', 'demo-catalog/**', 'bench/**', 'scripts/**', 'tests/!(renderer)/**'],
    rules: { 'vue/no-ref-as-operand': 'off' }
  },
  ...layerRules,
  prettier
)
