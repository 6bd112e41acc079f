/**
 * The soak's hands (support/soak.ts): in-page code that walks the app as a mechanic does all day,
 * by its own links and controls — no Playwright, no DevTools round trip per step, so thousands of
 * navigations take minutes and nothing of the driver's lives between tours but this one function.
 *
 * One tour is about twenty navigations on one vehicle: its page, a main group, lists down to a
 * node, part information (and back, and forward, and back), a part into a basket, the node's print
 * layout, search as you type and its results page, the baskets and a basket's print layout, the
 * 334-part node, where a part number is used, the garage, and a switch of language (every other
 * tour, so the language alternates). A navigation counts when the route or the language changes
 * and the new page is drawn: the skeleton gone, what the page is for present, two frames later.
 *
 * A string because the bench is type-checked as Node code, without DOM types.
 */
export const INSTALL_SOAK_DRIVER = `(() => {
  if (window.__soakTour) return true
  const q = (selector) => document.querySelector(selector)
  const all = (selector) => [...document.querySelectorAll(selector)]
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
  const drawn = () => !q('[data-testid="skeleton"]') && !q('[data-testid="part-info-loading"]')

  /** Where the page is, shortly: the route (pointers cut) and what it shows. */
  const where = () => location.hash.slice(0, 60) + ' showing ' +
    [...new Set(all('main [data-testid], [data-testid="skeleton"]').map((e) => e.dataset.testid))].slice(0, 30).join(' ')

  /**
   * Chromium takes at most 200 history changes (pushState, replaceState, back, forward, go) in
   * ten seconds from a page and ignores the rest (its guard against runaway pages, crbug.com/1038223):
   * the address then stops following the app. A mechanic's hand is far slower; the driver, on a
   * stored fleet, was not. Every change the page makes (the app's and the driver's) is timed here,
   * and a step waits while the last ten seconds hold close to the limit.
   */
  const HISTORY_WINDOW_MS = 10000
  const HISTORY_BUDGET = 180
  const historyChanges = []
  /** Time spent waiting for that budget, for the report. */
  let historyPausedMs = 0
  for (const name of ['pushState', 'replaceState', 'back', 'forward', 'go']) {
    const original = History.prototype[name]
    History.prototype[name] = function (...args) {
      historyChanges.push(performance.now())
      return original.apply(this, args)
    }
  }
  async function withinHistoryBudget() {
    for (;;) {
      const now = performance.now()
      while (historyChanges.length && historyChanges[0] < now - HISTORY_WINDOW_MS) historyChanges.shift()
      if (historyChanges.length < HISTORY_BUDGET) return
      await new Promise((resolve) => setTimeout(resolve, historyChanges[0] + HISTORY_WINDOW_MS - now + 50))
      historyPausedMs += performance.now() - now
    }
  }

  async function until(check, what, timeoutMs = 30000) {
    const started = performance.now()
    for (;;) {
      if (drawn() && check()) {
        await frame()
        await frame()
        return
      }
      if (performance.now() - started > timeoutMs) throw new Error('timed out waiting for ' + what + ' at ' + where())
      await new Promise((resolve) => setTimeout(resolve, 16))
    }
  }

  window.__soakTour = async ({ vin, tour, bigNode, whereUsedNumber, home }) => {
    const kinds = {}
    const failures = []
    let navigations = 0
    const pausedBefore = historyPausedMs
    /** One navigation: \`act\` moves, \`ready\` says the new page is drawn. */
    async function step(kind, act, ready) {
      await withinHistoryBudget()
      const before = location.hash
      await act()
      await until(() => location.hash !== before && ready(), kind)
      // The address and the page the router shows must agree (a change Chromium ignored would
      // leave the address behind, and every later step would measure the wrong page).
      const shown = router.currentRoute.value.fullPath
      if (router.resolve(location.hash.slice(1)).fullPath !== shown)
        throw new Error('the address ' + location.hash.slice(0, 60) + ' no longer follows the page shown, ' + shown.slice(0, 60))
      navigations++
      kinds[kind] = (kinds[kind] || 0) + 1
    }
    /**
     * To a page the way the app's links go there: router.push, a new history entry (setting
     * location.hash would be a popstate, which vue-router treats as back/forward and keeps a scroll
     * position for). Already there: nothing to count (the home vehicle's tour starts on its page).
     */
    const router = q('#app').__vue_app__.config.globalProperties.$router
    const go = async (kind, hash, ready) => {
      if (location.hash === hash) return until(ready, kind)
      await step(kind, () => router.push(hash.slice(1)), ready)
    }
    /** A click on what the page offers; nothing to click is a failed step, said where. */
    const click = (kind, element, ready) => {
      if (!element) throw new Error('nothing to click for ' + kind + ' at ' + where())
      return step(kind, () => element.click(), ready)
    }
    const count = (selector) => all(selector).length
    const isNode = () => count('[data-testid="part-row"]') > 0
    const isList = () => count('[data-testid="list-row"]') > 0
    const tilesOf = (of) => all('[data-testid="group-tile"]').filter((a) => (a.getAttribute('href') || '').includes('/vehicle/' + of + '/'))
    // The same view serves every vehicle: its page is drawn when its card names it and its tiles
    // lead into it (tiles alone are not enough: links follow the address before the answer does).
    const vehiclePage = (of) => ((q('[data-testid="vehicle-vin"]') || {}).textContent || '').trim() === of && tilesOf(of).length > 0
    /** Marks what is on screen, so a step waits for the next page's rows, not these. */
    const markOld = () => all('[data-testid="list-row"], [data-testid="part-row"]').forEach((e) => { e.dataset.soakOld = '1' })
    const fresh = () => !q('[data-soak-old]')
    const section = () => fresh() && (isList() || isNode() || q('[data-testid="info-banner"]') || q('[data-testid="section-body"] table'))
    const partInfoOpen = () => /[?&]pi=/.test(location.hash) && Boolean(q('[data-testid="part-info"]'))

    try {
      // The vehicle, a main group, then lists down to a node.
      await go('vehicle', '#/vehicle/' + vin, () => vehiclePage(vin))
      // Some main groups hold a table or a notice, not lists: the next one is tried then.
      for (let attempt = 0; attempt < 4 && !isNode(); attempt++) {
        if (attempt > 0) await go('vehicle', '#/vehicle/' + vin, () => vehiclePage(vin))
        // The vehicle's answer may still redraw its page (a revalidated copy): its tiles once more.
        await until(() => vehiclePage(vin), 'main groups')
        const groups = tilesOf(vin)
        markOld()
        await click('list', groups[(tour + attempt) % groups.length], section)
        for (let depth = 0; depth < 4 && isList() && !isNode(); depth++) {
          const rows = all('[data-testid="list-row"]')
          markOld()
          await click('sublist', rows[tour % rows.length], section)
        }
      }
      if (!isNode()) throw new Error('no node under ' + where())
      kinds.node = (kinds.node || 0) + 1

      // Part information, then back, forward and back again.
      const infos = all('[data-testid="open-part-info"]:not([disabled])')
      if (infos.length) {
        await click('partInfo', infos[tour % infos.length], partInfoOpen)
        await step('back', () => history.back(), () => !/[?&]pi=/.test(location.hash) && isNode())
        await step('forward', () => history.forward(), partInfoOpen)
        await step('back', () => history.back(), () => !/[?&]pi=/.test(location.hash) && isNode())
      }

      // The node's print layout, as Print shows it before printing.
      const here = new URLSearchParams(location.hash.split('?')[1] || '')
      const print = new URLSearchParams({ vin, q: here.get('q') || '', lang: document.documentElement.lang || 'en' })
      if (here.get('c')) print.set('c', here.get('c'))
      await go('print', '#/print/node?' + print, () => count('[data-testid="print-part-row"]') > 0)
      await step('back', () => history.back(), isNode)

      // Search as you type in this vehicle, then its results page.
      const number = (q('[data-testid="part-row"] .number .value') || {}).textContent || ''
      const query = number.replace(/\\s+/g, '').slice(0, 4) || 'oil'
      const input = q('[data-testid="vehicle-search-input"]')
      if (!input) throw new Error('no search box at ' + where())
      input.focus()
      input.value = query
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await until(() => q('[data-testid="vehicle-search-hits"]') || q('[data-testid="vehicle-search-none"]'), 'search hits')
      await step('search', () => input.form.requestSubmit(), () =>
        location.hash.includes('/search?') && q('[data-testid="offline-search"]') &&
        (q('[data-testid="search-count"]') || q('[data-testid="search-none"]')))
      input.blur()

      // The 334-part node: its list, then the node; a part of it into a basket (always the
      // same one: the line's quantity grows, not the basket).
      await go('bigList', bigNode.listHash, isList)
      const big = all('[data-testid="list-row"]').find((row) => row.textContent.includes(bigNode.code))
      if (!big) throw new Error('no row ' + bigNode.code + ' at ' + where())
      await click('bigNode', big, () => count('[data-testid="part-row"]') > 0)
      const add = q('[data-testid="part-row"] [data-testid="add-to-basket"]')
      if (add) {
        // As a hand does: on once the page says the part went in (or that it could not).
        add.click()
        const note = () => q('[data-testid="basket-feedback"]')
        await until(() => note() && note().textContent.trim(), 'the page to say the part went into the basket')
        if (note().classList.contains('failed')) throw new Error('the part did not go into the basket at ' + where())
        kinds.basketAdd = (kinds.basketAdd || 0) + 1
      }

      // The baskets (the page opens one by itself, naming it in the address: ready once it has;
      // its "choose a basket" shows only until then, or for good when there is none at all), and
      // that basket's print layout.
      await go('baskets', '#/baskets', () =>
        (/\\/baskets\\/[^/?]+/.test(location.hash) && q('[data-testid="basket-detail"]')) ||
        (q('[data-testid="baskets-none"]') && count('[data-testid="basket-link"]') === 0))
      const opened = /\\/baskets\\/([^/?]+)/.exec(location.hash)
      if (!opened && kinds.basketAdd) throw new Error('no basket opened after a part went into one, at ' + where())
      if (opened) {
        await go('basketPrint', '#/print/basket/' + opened[1], () => count('[data-testid="pick-line"]') > 0)
        await step('back', () => history.back(), () => q('[data-testid="basket-detail"]'))
      }

      // Where a part number is used across the garage, and the garage.
      await go('whereUsed', '#/where-used?n=' + encodeURIComponent(whereUsedNumber),
        () => count('[data-testid="where-used-row"]') > 0 || q('[data-testid="where-used-none"]'))
      await go('garage', '#/garage', () => count('[data-testid="garage-vehicle"]') > 0)

      // Every other tour switches the language (the page stays: its answers come in the other one).
      if (tour % 2 === 1) {
        const select = q('[data-testid="language-switcher"]')
        const next = select.value === 'en' ? 'de' : 'en'
        select.value = next
        select.dispatchEvent(new Event('change', { bubbles: true }))
        await until(() => document.documentElement.lang === next && count('[data-testid="garage-vehicle"]') > 0, 'language ' + next)
        navigations++
        kinds.language = (kinds.language || 0) + 1
      }
    } catch (error) {
      failures.push(String((error && error.stack) || error).split('\\n').slice(0, 3).join(' < '))
    }
    // Every tour ends at the same place, so the next one starts from a drawn page.
    if (location.hash !== home) {
      await go('home', home, () => vehiclePage(home.split('/').pop())).catch((error) => failures.push(String(error.message)))
    }
    return { navigations, kinds, failures, historyPausedMs: historyPausedMs - pausedBefore }
  }
  return true
})()`
