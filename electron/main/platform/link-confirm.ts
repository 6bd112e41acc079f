import type { CatalogLanguage } from '../../shared/languages'
import { webUrl } from '../../shared/web-url'

/**
 * Main's own confirmation before the system browser opens a web link (issue 20, finding 6).
 * Plain Node, no Electron import: the dialog and the browser are injected (open-external.ts binds
 * `dialog.showMessageBox` and `shell.openExternal`), so tests drive it with a fake dialog.
 *
 * On the desktop this is the only question (the page hands links straight here); main does not
 * take the page's word either way: whatever reaches main is
 * parsed here, shown in a native dialog on the asking window — the host as the URL parser has it
 * (punycode for an international name, so "bücher.example" shows as "xn--bcher-kva.example" and a
 * look-alike cannot hide), and the whole parsed `href` — and only the user's "Open" in that dialog
 * sends EXACTLY that `href` to the browser, never the raw string.
 */

/** What the user is asked about. */
export interface LinkQuestion {
  /** `url.host`: the punycode host name, with the port when the address has one. */
  host: string
  /** `url.href`: the parsed, normalised address; the only string ever opened. */
  href: string
}

/** What came of a link: opened after "Open", or declined (Cancel, Esc, the dialog closed). */
export type LinkOutcome = 'opened' | 'declined'

/** A link that is not an absolute http(s) URL: refused before any dialog is shown. */
export class RefusedLink extends Error {
  constructor() {
    super('Only http and https links can be opened.')
    this.name = 'RefusedLink'
  }
}

/** The question for `raw`, or null when it is not an absolute http(s) URL. */
export function linkQuestion(raw: string): LinkQuestion | null {
  const url = webUrl(raw)
  return url ? { host: url.host, href: url.href } : null
}

export interface LinkConfirmDeps<Owner> {
  /** Shows the question, on `owner` when there is one; true only when the user chose "Open". */
  ask(question: LinkQuestion, owner: Owner | null): Promise<boolean>
  /** The system browser (`shell.openExternal`); only ever given a confirmed `href`. */
  open(href: string): Promise<void>
}

/** `(raw, owner)`: refuse non-web links, ask, and open the parsed href only after "Open". */
export type ConfirmedOpener<Owner> = (raw: string, owner: Owner | null) => Promise<LinkOutcome>

export function createConfirmedOpener<Owner>({ ask, open }: LinkConfirmDeps<Owner>): ConfirmedOpener<Owner> {
  return async (raw, owner) => {
    const question = linkQuestion(raw)
    if (!question) throw new RefusedLink()
    if (!(await ask(question, owner))) return 'declined'
    await open(question.href)
    return 'opened'
  }
}

/** The subset of Electron's MessageBoxOptions the link dialog uses (plain data, testable). */
export interface LinkDialogOptions {
  type: 'question'
  title: string
  message: string
  detail: string
  buttons: [open: string, cancel: string]
  /** Cancel is the default: Enter pressed out of habit opens nothing. */
  defaultId: 1
  cancelId: 1
  /** Windows: plain buttons, not "command links". */
  noLink: true
}

/** Index of "Open" in `buttons`; any other answer (Cancel, Esc, closing the dialog) declines. */
export const OPEN_BUTTON = 0

interface LinkDialogText {
  title: string
  message: (host: string) => string
  open: string
  cancel: string
}

/**
 * Main's copy of the question in the UI languages (the UI speaks the catalog language setting).
 * Kept in main on purpose: text for a security question is not taken from the page it guards.
 * Same wording as the renderer's section.dialog.confirm / confirmOpen / confirmCancel.
 */
const TEXT: Record<CatalogLanguage, LinkDialogText> = {
  en: { title: 'Open link', message: (h) => `Open ${h} in your web browser?`, open: 'Open', cancel: 'Cancel' },
  de: { title: 'Link öffnen', message: (h) => `${h} im Webbrowser öffnen?`, open: 'Öffnen', cancel: 'Abbrechen' },
  fr: {
    title: 'Ouvrir le lien',
    message: (h) => `Ouvrir ${h} dans votre navigateur ?`,
    open: 'Ouvrir',
    cancel: 'Annuler'
  },
  es: {
    title: 'Abrir enlace',
    message: (h) => `¿Abrir ${h} en su navegador web?`,
    open: 'Abrir',
    cancel: 'Cancelar'
  },
  it: { title: 'Apri link', message: (h) => `Aprire ${h} nel browser?`, open: 'Apri', cancel: 'Annulla' },
  pl: { title: 'Otwórz link', message: (h) => `Otworzyć ${h} w przeglądarce?`, open: 'Otwórz', cancel: 'Anuluj' },
  ru: { title: 'Открыть ссылку', message: (h) => `Открыть ${h} в браузере?`, open: 'Открыть', cancel: 'Отмена' },
  tr: {
    title: 'Bağlantıyı aç',
    message: (h) => `${h} web tarayıcınızda açılsın mı?`,
    open: 'Aç',
    cancel: 'İptal'
  },
  ko: {
    title: '링크 열기',
    message: (h) => `웹 브라우저에서 ${h}을(를) 여시겠습니까?`,
    open: '열기',
    cancel: '취소'
  },
  zh: { title: '打开链接', message: (h) => `在网页浏览器中打开 ${h}？`, open: '打开', cancel: '取消' }
}

/** The native dialog for `question`: the punycode host in the question, the parsed href below it. */
export function linkDialogOptions(question: LinkQuestion, language: CatalogLanguage | undefined): LinkDialogOptions {
  const text = TEXT[language ?? 'en'] ?? TEXT.en
  return {
    type: 'question',
    title: text.title,
    message: text.message(question.host),
    detail: question.href,
    buttons: [text.open, text.cancel],
    defaultId: 1,
    cancelId: 1,
    noLink: true
  }
}
