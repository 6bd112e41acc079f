import type { MessageSchema } from './en'

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
    'bad-response': 'Der Katalogdienst hat unerwartet geantwortet. {message}',
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
    catalog: 'Katalog',
    counter: '{count} von {expected} Zeichen',
    length: 'Eine FIN hat {expected} Zeichen, diese hat {count}. Der Katalog wird trotzdem gefragt.',
    forbidden:
      'Eine FIN enthält nie die Buchstaben I, O oder Q (zu leicht mit 1 und 0 zu verwechseln). Bitte prüfen: {letters}.'
  },
  recent: {
    title: 'Zuletzt geöffnete Fahrzeuge',
    empty: 'Geöffnete Fahrzeuge erscheinen hier und lassen sich mit einem Klick wieder öffnen.',
    openedAt: 'Geöffnet {when}',
    remove: '{name} aus der Liste entfernen'
  },
  vehicle: {
    loading: 'Fahrzeug wird geladen…',
    showDetails: 'Details anzeigen',
    hideDetails: 'Details ausblenden',
    otherVin: 'Andere FIN eingeben'
  },
  browse: {
    language: 'Katalogsprache',
    history: 'Verlauf',
    back: 'Zurück',
    forward: 'Vorwärts',
    backHint: 'Zurück (Alt+←)',
    forwardHint: 'Vorwärts (Alt+→)',
    loading: 'Wird geladen…',
    updating: 'Wird aktualisiert…',
    groups: 'Hauptgruppen',
    list: 'Katalogliste',
    filter: 'Filter',
    filterPlaceholder: 'Code oder Name',
    count: '{shown} von {total}',
    noMatch: 'Nichts passt zu „{query}“.',
    emptyGroup: 'Dieser Reiter enthält keine Gruppen.',
    emptyList: 'Diese Liste ist leer.',
    breadcrumbs: 'Sie sind hier',
    partInfo: 'Teileinformation',
    info: {
      groupinfo: 'Zu dieser Gruppe',
      listinfo: 'Zu den Zeilen',
      partinfo: 'Teileinformation',
      replacement: 'Ersatzteile',
      compatibility: 'Passt zu diesen Fahrzeugen'
    }
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
  }
}

export default de
