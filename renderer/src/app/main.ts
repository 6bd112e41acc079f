// Must stay the first import: it configures zod before any shared schema is built.
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { connectBridge } from '../platform/bridge'
import { createUiI18n, followUiLanguage } from '../i18n/app-i18n'
import { createAppRouter } from './router'
import { provideServices } from '../data/app-services'
import { createAppServices } from './create-app-services'
import { useAppStore } from '../common/stores/app'
import { useConnectionRecoveryStore } from '../features/browse/stores/connection-recovery'
import { useGarageStore } from '../features/garage/stores/garage'
import { usePreferencesStore } from '../common/stores/preferences'
import '../styles/base.css'

// Every service is made here, once, and provided to the whole app (stores included, so first).
const services = createAppServices(connectBridge())
const pinia = createPinia()
const i18n = createUiI18n('en')
const app = createApp(App).use(provideServices(services)).use(pinia).use(createAppRouter()).use(i18n)

const appStore = useAppStore(pinia)
const preferences = usePreferencesStore(pinia)
// The UI speaks the catalog language: one switch changes both. English is built in; the saved
// language is fetched before the app mounts (so neither English nor keys flash), others on switch.
const uiLanguageReady = preferences
  .ready()
  .catch(() => undefined)
  .then(() => followUiLanguage(i18n, () => preferences.language))

// Catalog requests through the mirror wait for this first app.info answer: it names the service.
void appStore.start()
// A save interrupted by closing the app shows up in the garage as "Interrupted — Resume".
void useGarageStore(pinia).refresh()
useConnectionRecoveryStore(pinia).start()
// First run: follow the system locale (else ru) and save that choice.
void preferences.ensureLanguage()
void uiLanguageReady.then(() => app.mount('#app'))
