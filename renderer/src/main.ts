// Must stay the first import: it configures zod before any shared schema is built.
import { createPinia } from 'pinia'
import { createApp, watch } from 'vue'
import App from './App.vue'
import { connectBridge } from './bridge'
import { createAppI18n, uiLocaleFor } from './i18n'
import { createAppRouter } from './router'
import { useAppStore } from './stores/app'
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

void appStore.start()
// First run: follow the system locale (else ru) and save that choice.
void settings.ensureLanguage()
app.mount('#app')
