import { createRouter, createWebHashHistory } from 'vue-router'
import HomeView from './views/HomeView.vue'

/** Hash history: the same URLs work from file:// in Electron and from the loopback host. */
export function createAppRouter() {
  return createRouter({
    history: createWebHashHistory(),
    routes: [
      { path: '/', name: 'home', component: HomeView },
      { path: '/settings', name: 'settings', component: () => import('./views/SettingsView.vue') },
      { path: '/:pathMatch(.*)*', redirect: '/' }
    ]
  })
}
