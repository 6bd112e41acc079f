/**
 * The catalog access every page uses holds early requests until the mirror is open and main has
 * said which service is in use: that waiting is now createMirroredAccess's own. These names stay
 * for app/create-app-services.ts; once it imports createMirroredAccess, this file can go.
 */
export { createMirroredAccess as mirrorFirstAccess } from './mirrored-access'

export type Log = (message: string, error: unknown) => void
