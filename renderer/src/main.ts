// Must stay the first import: it configures zod before any shared schema is built.
import { createPinia } from 'pinia'
import { createApp, watch } from 'vue'
import App from './App.vue'
import { connectBridge } from './bridge'
import { createAppI18n, uiLocaleFor } from './i18n'
import { createAppRouter } from './router'
import { useAppStore } from './stores/app'
import { useConnectionRecoveryStore } from './stores/connection-recovery'
import { useGarageStore } from './stores/garage'
import { useMirrorStore } from './stores/mirror'
import { useSettingsStore } from './stores/settings'
import './styles/base.css'

connectBridge()

const pinia = createPinia()
const i18n = createAppI18n()
const app = createApp(App).use(pinia).use(createAppRouter()).use(i18n)

const appStore = useAppStore(pinia)
const settings = useSettingsStore(pinia)
// The UI speaks the catalog language: one switch changes both.
watch(
  () => settings.language,
  (language) => {
    i18n.global.locale.value = uiLocaleFor(language)
    document.documentElement.lang = i18n.global.locale.value
  },
  { immediate: true }
)

const started = appStore.start()
// The mirror goes behind the catalog access layer before anything can ask for data; it needs
// main's service origins, so its requests wait for the first app.info answer.
void useMirrorStore(pinia).start(started)
// A save interrupted by closing the app shows up in the garage as "Interrupted — Resume".
void useGarageStore(pinia).refresh()
useConnectionRecoveryStore(pinia).start()
// First run: follow the system locale (else ru) and save that choice.
void settings.ensureLanguage()
app.mount('#app')
