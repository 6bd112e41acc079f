// `node --import tsx --import ./register-fake-electron.mjs child.ts`: installs the resolve hook
// before any application module loads, so `import … from 'electron'` gets electron-fake.ts.
import { register } from 'node:module'

const fakeUrl = new URL('./electron-fake.ts', import.meta.url).href
register('./resolve-electron.mjs', import.meta.url, { data: { fakeUrl } })
