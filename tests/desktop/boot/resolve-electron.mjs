// Module resolve hook (node:module register): the bare specifier `electron` — from the built main
// and from electron-store alike — resolves to the recording fake; everything else is untouched.
// Runs on Node's loader thread, so it is plain JavaScript with no imports of its own.

/** @type {string} */
let fakeUrl = ''

/** @param {{ fakeUrl: string }} data */
export function initialize(data) {
  fakeUrl = data.fakeUrl
}

/**
 * @param {string} specifier
 * @param {unknown} context
 * @param {(specifier: string, context: unknown) => unknown} nextResolve
 */
export function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: fakeUrl, shortCircuit: true }
  return nextResolve(specifier, context)
}
