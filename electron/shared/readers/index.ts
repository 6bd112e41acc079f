/**
 * The one boundary that reads catalog answers: pure functions from a raw `result` (as the service
 * sent it, or as the offline mirror kept it) to what the app shows. Views never read raw node or
 * vehicle fields, and no view keeps its own list of the fields it knows.
 */
export * from './section'
export * from './page-identity'
export * from './node'
export * from './vehicle'
export * from './vehicle-name'
export { asShownText, isOpaqueField, isPointerKey } from './values'
