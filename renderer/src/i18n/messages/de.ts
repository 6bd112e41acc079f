import type { MessageSchema } from './en'
import en from './en'

const de: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Zum Inhalt springen',
    nav: { label: 'Hauptmenü', home: 'Fahrzeug', settings: 'Einstellungen' },
    demoBadge: 'Demo-Katalog',
    demoBadgeHint: 'Kein Konto eingerichtet: Sie sehen den eingebauten Demo-Katalog.',
    loadFailed: 'Parts Desk konnte nicht starten: {message}'
  },
  connection: {
    label: 'Verbindung',
    unknown: 'Noch nicht geprüft',
    online: 'Online',
    offline: 'Offline',
    'auth-failed': 'Konto abgelehnt'
  },
  errors: {
    offline: 'Der Katalogdienst ist nicht erreichbar. Bitte die Internetverbindung prüfen.',
    timeout: 'Der Katalogdienst antwortet zu langsam.',
    auth: 'Der Katalogdienst hat das Konto abgelehnt. Benutzer-ID und Token in den Einstellungen prüfen.',
    server: 'Der Katalogdienst hat ein Problem. Bitte gleich noch einmal versuchen.',
    'bad-response': 'Der Katalogdienst hat unerwartet geantwortet.',
    'invalid-input': 'Die Anfrage wurde nicht angenommen: {message}',
    'not-cached': 'Sie sind offline, und dies ist auf diesem Computer noch nicht gespeichert.',
    retry: 'Erneut versuchen'
  },
  vin: {
    label: 'FIN',
    placeholder: 'z. B. WVWZZZ1JZXW000001',
    submit: 'Fahrzeug suchen',
    searching: '{vin} wird gesucht…',
    notFound: 'Kein Fahrzeug zu {vin} gefunden.',
    tryDemo: 'Demo-FIN ausprobieren:',
    brand: 'Marke',
    model: 'Modell',
    catalog: 'Katalog'
  },
  settings: {
    title: 'Einstellungen',
    account: 'Katalogkonto',
    baseUrl: 'Dienst-URL',
    imageBaseUrl: 'Bilddienst-URL',
    userId: 'Benutzer-ID',
    token: 'Token',
    tokenSet: 'Ein Token ist gesetzt. Zum Ersetzen ein neues eingeben.',
    tokenNotSet: 'Kein Token gesetzt.',
    clearToken: 'Token entfernen',
    language: 'Katalogsprache',
    languageAuto: 'Wie dieser Computer',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    saved: 'Gespeichert.',
    source: {
      environment: 'Das Konto kommt aus Umgebungsvariablen (CATALOG_*) und kann hier nicht geändert werden.',
      settings: 'Das folgende Konto ist auf diesem Computer gespeichert.',
      demo: 'Kein Konto eingerichtet: Der eingebaute Demo-Katalog wird verwendet. Dienst-URL, Benutzer-ID und Token eingeben, um Ihr Konto zu nutzen.'
    },
    protection: {
      'os-keychain': 'Das Token ist mit dem Schlüsselbund dieses Computers verschlüsselt.',
      'basic-text':
        'Mit einfachem Textschutz gespeichert: Jeder mit Zugriff auf dieses Benutzerkonto kann es lesen. Für echte Verschlüsselung einen Schlüsselbund (GNOME Keyring oder KWallet) installieren.',
      environment: 'Das Token kommt aus CATALOG_USER_TOKEN und wird von Parts Desk nie gespeichert.',
      memory: 'Das Token liegt nur im Arbeitsspeicher und ist weg, wenn Parts Desk beendet wird.',
      none: 'Kein Token gespeichert.'
    }
  },
  languages: en.languages
}

export default de
