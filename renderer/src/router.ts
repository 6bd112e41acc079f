import { createRouter, createWebHashHistory } from 'vue-router'
import HomeView from './views/HomeView.vue'
import SectionView from './views/SectionView.vue'
import VehicleView from './views/VehicleView.vue'

/**
 * Hash history: the same URLs work from file:// in Electron and from the loopback host.
 *
 * The vehicle page is a layout (card on top, always reachable) around the section shown: its
 * main groups at `/vehicle/:vin`, any other section at `/vehicle/:vin/section?c&q[&f][&pi]`.
 */
export function createAppRouter() {
  return createRouter({
    history: createWebHashHistory(),
    routes: [
      { path: '/', name: 'home', component: HomeView },
      {
        path: '/vehicle/:vin',
        component: VehicleView,
        children: [
          { path: '', name: 'vehicle', component: SectionView },
          { path: 'section', name: 'section', component: SectionView }
        ]
      },
      { path: '/settings', name: 'settings', component: () => import('./views/SettingsView.vue') },
      { path: '/:pathMatch(.*)*', redirect: '/' }
    ],
    // Back/forward return to where the user was; a new section starts at the top, while a form
    // submission or the part-info panel (same section) keeps the place.
    scrollBehavior: (to, from, saved) =>
      saved ?? (to.path === from.path && to.query.q === from.query.q ? false : { top: 0 })
  })
}
