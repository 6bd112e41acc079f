import { shell } from 'electron'
import { isExternalWebUrl } from '../window-policy'
import type { ExternalOpener } from '../core/ports'

/** Only http(s): `shell.openExternal` would also launch file:, smb: or custom-scheme handlers. */
export const openExternal: ExternalOpener = async (url) => {
  if (!isExternalWebUrl(url)) throw new Error('Only http and https links can be opened.')
  await shell.openExternal(url)
}
