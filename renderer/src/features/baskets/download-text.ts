/**
 * Saves text as a file through the page's own download: a Blob behind an `<a download>`. Works
 * the same in Electron (its download handling asks where to save) and in a browser.
 */
export function downloadText(text: string, fileName: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = doc.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  doc.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
