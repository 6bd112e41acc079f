/**
 * The longest address main accepts to open in the system browser (`shell.openExternal`, checked
 * at the IPC boundary in electron/main/ipc/input-schemas.ts). The renderer checks a filled-in
 * supplier address against the same figure, so a look-up that main would refuse is offered as
 * disabled, with the reason, instead of failing with "could not be opened" after the question.
 */
export const EXTERNAL_URL_MAX = 2048
