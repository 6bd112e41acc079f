import type { CatalogLanguage } from '@shared/languages'

/**
 * UI strings of the account part of Settings: why the token is asked for again, the session-only
 * choice where a token cannot be stored safely, and a configuration that cannot be used. All ten
 * languages in one file (`en` is the reference).
 */
const en = {
  tokenNeeded: 'Enter the token for this account. Until then the built-in demo catalog stays in use.',
  tokenDropped:
    'The service URL or user id changed, so the saved token was removed: a token is only ever sent to the service and user it was entered for. Enter the token for this account.',
  sessionOnly: 'Keep the token for this session only',
  sessionOnlyHint:
    'Recommended on this computer: without a keyring (GNOME Keyring or KWallet), a saved token can be read by anyone with access to this computer account. Untick to save it anyway.',
  problem: 'This account cannot be used, so the demo catalog is running: {problem}'
}

export type AccountMessages = typeof en

const ru: AccountMessages = {
  tokenNeeded: 'Введите токен для этой учётной записи. До тех пор используется встроенный демо-каталог.',
  tokenDropped:
    'Адрес сервиса или идентификатор пользователя изменились, поэтому сохранённый токен удалён: токен отправляется только тому сервису и пользователю, для которых он был введён. Введите токен для этой учётной записи.',
  sessionOnly: 'Хранить токен только до конца сеанса',
  sessionOnlyHint:
    'Рекомендуется на этом компьютере: без хранилища ключей (GNOME Keyring или KWallet) сохранённый токен может прочитать любой, у кого есть доступ к этой учётной записи компьютера. Снимите флажок, чтобы всё равно сохранить его.',
  problem: 'Эту учётную запись нельзя использовать, поэтому работает демо-каталог: {problem}'
}

const de: AccountMessages = {
  tokenNeeded: 'Token für dieses Konto eingeben. Bis dahin bleibt der eingebaute Demokatalog aktiv.',
  tokenDropped:
    'Die Dienst-URL oder die Benutzer-ID hat sich geändert, daher wurde das gespeicherte Token entfernt: Ein Token geht nur an den Dienst und Benutzer, für die es eingegeben wurde. Token für dieses Konto eingeben.',
  sessionOnly: 'Token nur für diese Sitzung behalten',
  sessionOnlyHint:
    'Auf diesem Computer empfohlen: Ohne Schlüsselbund (GNOME Keyring oder KWallet) kann jeder mit Zugriff auf dieses Benutzerkonto ein gespeichertes Token lesen. Haken entfernen, um es trotzdem zu speichern.',
  problem: 'Dieses Konto kann nicht verwendet werden, daher läuft der Demokatalog: {problem}'
}

const fr: AccountMessages = {
  tokenNeeded: 'Saisissez le jeton de ce compte. D’ici là, le catalogue de démonstration intégré reste utilisé.',
  tokenDropped:
    'L’URL du service ou l’identifiant utilisateur a changé : le jeton enregistré a donc été supprimé, car un jeton n’est envoyé qu’au service et à l’utilisateur pour lesquels il a été saisi. Saisissez le jeton de ce compte.',
  sessionOnly: 'Garder le jeton pour cette session seulement',
  sessionOnlyHint:
    'Recommandé sur cet ordinateur : sans trousseau (GNOME Keyring ou KWallet), un jeton enregistré peut être lu par toute personne ayant accès à ce compte. Décochez pour l’enregistrer quand même.',
  problem: 'Ce compte ne peut pas être utilisé, le catalogue de démonstration est donc actif : {problem}'
}

const es: AccountMessages = {
  tokenNeeded: 'Introduzca el token de esta cuenta. Mientras tanto se usa el catálogo de demostración integrado.',
  tokenDropped:
    'La URL del servicio o el id de usuario cambió, así que se eliminó el token guardado: un token solo se envía al servicio y al usuario para los que se introdujo. Introduzca el token de esta cuenta.',
  sessionOnly: 'Guardar el token solo durante esta sesión',
  sessionOnlyHint:
    'Recomendado en este equipo: sin llavero (GNOME Keyring o KWallet), cualquiera con acceso a esta cuenta del equipo puede leer un token guardado. Desmarque para guardarlo de todos modos.',
  problem: 'Esta cuenta no se puede usar, por eso funciona el catálogo de demostración: {problem}'
}

const it: AccountMessages = {
  tokenNeeded: 'Inserire il token di questo account. Fino ad allora resta in uso il catalogo dimostrativo integrato.',
  tokenDropped:
    'L’URL del servizio o l’id utente è cambiato, quindi il token salvato è stato rimosso: un token viene inviato solo al servizio e all’utente per cui è stato inserito. Inserire il token di questo account.',
  sessionOnly: 'Conserva il token solo per questa sessione',
  sessionOnlyHint:
    'Consigliato su questo computer: senza portachiavi (GNOME Keyring o KWallet) un token salvato può essere letto da chiunque abbia accesso a questo account. Togliere la spunta per salvarlo comunque.',
  problem: 'Questo account non può essere usato, quindi è attivo il catalogo dimostrativo: {problem}'
}

const pl: AccountMessages = {
  tokenNeeded: 'Wpisz token dla tego konta. Do tego czasu używany jest wbudowany katalog demonstracyjny.',
  tokenDropped:
    'Zmienił się adres usługi lub identyfikator użytkownika, więc zapisany token został usunięty: token trafia tylko do usługi i użytkownika, dla których go wpisano. Wpisz token dla tego konta.',
  sessionOnly: 'Zachowaj token tylko na tę sesję',
  sessionOnlyHint:
    'Zalecane na tym komputerze: bez pęku kluczy (GNOME Keyring lub KWallet) zapisany token może odczytać każdy z dostępem do tego konta. Odznacz, aby mimo to go zapisać.',
  problem: 'Tego konta nie można użyć, dlatego działa katalog demonstracyjny: {problem}'
}

const tr: AccountMessages = {
  tokenNeeded: 'Bu hesabın belirtecini girin. O zamana kadar yerleşik demo katalog kullanılır.',
  tokenDropped:
    'Hizmet adresi veya kullanıcı kimliği değişti, bu yüzden kayıtlı belirteç silindi: bir belirteç yalnızca girildiği hizmete ve kullanıcıya gönderilir. Bu hesabın belirtecini girin.',
  sessionOnly: 'Belirteci yalnızca bu oturum boyunca tut',
  sessionOnlyHint:
    'Bu bilgisayarda önerilir: anahtar zinciri (GNOME Keyring veya KWallet) olmadan kayıtlı bir belirteci bu hesaba erişimi olan herkes okuyabilir. Yine de kaydetmek için işareti kaldırın.',
  problem: 'Bu hesap kullanılamıyor, bu yüzden demo katalog çalışıyor: {problem}'
}

const ko: AccountMessages = {
  tokenNeeded: '이 계정의 토큰을 입력하세요. 그때까지는 내장 데모 카탈로그가 사용됩니다.',
  tokenDropped:
    '서비스 URL 또는 사용자 ID가 바뀌어 저장된 토큰이 삭제되었습니다. 토큰은 입력할 때의 서비스와 사용자에게만 전송됩니다. 이 계정의 토큰을 입력하세요.',
  sessionOnly: '이번 세션 동안만 토큰 보관',
  sessionOnlyHint:
    '이 컴퓨터에서 권장: 키링(GNOME Keyring 또는 KWallet)이 없으면 저장된 토큰을 이 컴퓨터 계정에 접근할 수 있는 누구나 읽을 수 있습니다. 그래도 저장하려면 체크를 해제하세요.',
  problem: '이 계정을 사용할 수 없어 데모 카탈로그가 실행 중입니다: {problem}'
}

const zh: AccountMessages = {
  tokenNeeded: '请输入此账户的令牌。在此之前将继续使用内置演示目录。',
  tokenDropped:
    '服务地址或用户 ID 已更改，因此已删除保存的令牌：令牌只会发送给输入时对应的服务和用户。请输入此账户的令牌。',
  sessionOnly: '仅在本次会话中保留令牌',
  sessionOnlyHint:
    '建议在此电脑上启用：没有密钥环（GNOME Keyring 或 KWallet）时，任何能访问此电脑账户的人都能读取保存的令牌。取消勾选则仍然保存。',
  problem: '此账户无法使用，因此正在运行演示目录：{problem}'
}

export const accountMessages: Record<CatalogLanguage, AccountMessages> = { en, ru, de, fr, es, it, pl, tr, ko, zh }
