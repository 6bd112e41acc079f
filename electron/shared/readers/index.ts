/**
 * The one boundary that reads catalog answers: pure functions from a raw `result` (as the service
 * sent it, or as the offline mirror kept it) to what the app shows. Views never read raw node or
 * vehicle fields.
 */
export * from './node'
export * from './vehicle'
export { asShownText, isOpaqueField, isPointerKey } from './values'
