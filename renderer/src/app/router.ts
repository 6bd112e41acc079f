import { createRouter, createWebHashHistory } from 'vue-router'
import HomeView from '../features/browse/views/HomeView.vue'
import SectionView from '../features/browse/views/SectionView.vue'
import VehicleView from '../features/browse/views/VehicleView.vue'

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
          { path: 'section', name: 'section', component: SectionView },
          {
            path: 'search',
            name: 'vehicle-search',
            component: () => import('../features/search/views/OfflineSearchView.vue')
          }
        ]
      },
      { path: '/garage', name: 'garage', component: () => import('../features/garage/views/GarageView.vue') },
      {
        path: '/garage/:vin',
        name: 'garage-vehicle',
        component: () => import('../features/garage/views/SavedSectionsView.vue')
      },
      { path: '/baskets/:id?', name: 'baskets', component: () => import('../features/baskets/views/BasketsView.vue') },
      // Print layouts: a document without the app's header (meta.print), see styles/print.css.
      {
        path: '/print/node',
        name: 'print-node',
        component: () => import('../features/print/views/PrintNodeView.vue'),
        meta: { print: true }
      },
      {
        path: '/print/basket/:id',
        name: 'print-basket',
        component: () => import('../features/baskets/views/PrintBasketView.vue'),
        meta: { print: true }
      },
      // Where a part number is used across the garage (?n=<number>).
      {
        path: '/where-used',
        name: 'where-used',
        component: () => import('../features/search/views/WhereUsedView.vue')
      },
      { path: '/settings', name: 'settings', component: () => import('../features/settings/views/SettingsView.vue') },
      { path: '/:pathMatch(.*)*', redirect: '/' }
    ],
    // Back/forward return to where the user was; a new section starts at the top, while a form
    // submission or the part-info panel (same section) keeps the place.
    scrollBehavior: (to, from, saved) =>
      saved ?? (to.path === from.path && to.query.q === from.query.q ? false : { top: 0 })
  })
}
