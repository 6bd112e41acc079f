import { shell } from 'electron'
import { isWebUrl } from '../../shared/web-url'
import type { ExternalOpener } from '../core/ports'

/** Only http(s): `shell.openExternal` would also launch file:, smb: or custom-scheme handlers. */
export const openExternal: ExternalOpener = async (url) => {
  if (!isWebUrl(url)) throw new Error('Only http and https links can be opened.')
  await shell.openExternal(url)
}
