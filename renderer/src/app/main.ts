// Must stay the first import: it configures zod before any shared schema is built.
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { connectBridge } from '../platform/bridge'
import { createUiI18n } from '../i18n/app-i18n'
import { createAppRouter } from './router'
import { provideServices } from '../data/app-services'
import { createAppServices } from './create-app-services'
import { appBootSteps } from './boot'
import { Lifecycle, stopWithPage } from './lifecycle'
import '../styles/base.css'

// Every service is made here, once, and provided to the whole app (stores included, so first).
const services = createAppServices(connectBridge())
const pinia = createPinia()
const i18n = createUiI18n('en')
const app = createApp(App).use(provideServices(services)).use(pinia).use(createAppRouter()).use(i18n)

// Then started in order (boot.ts names each step); the page's end writes what is buffered and
// stops them in reverse.
const lifecycle = new Lifecycle(appBootSteps({ services, pinia, i18n, mount: () => void app.mount('#app') }))
stopWithPage(lifecycle)
void lifecycle.start()
