import type { MessageSchema } from './en'

const pl: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Przejdź do treści',
    nav: { label: 'Menu główne', home: 'Pojazd', settings: 'Ustawienia' },
    demoBadge: 'Katalog demonstracyjny',
    demoBadgeHint: 'Nie skonfigurowano konta: przeglądasz wbudowany katalog demonstracyjny.',
    loadFailed: 'Nie udało się uruchomić Parts Desk: {message}'
  },
  connection: {
    label: 'Połączenie',
    unknown: 'Jeszcze nie sprawdzono',
    online: 'Online',
    offline: 'Offline',
    'auth-failed': 'Konto odrzucone'
  },
  errors: {
    offline: 'Nie można połączyć się z usługą katalogu. Sprawdź połączenie z internetem.',
    timeout: 'Usługa katalogu zbyt długo nie odpowiada.',
    auth: 'Usługa katalogu odrzuciła konto. Sprawdź identyfikator użytkownika i token w Ustawieniach.',
    server: 'Usługa katalogu ma problem po swojej stronie. Spróbuj ponownie za chwilę.',
    'bad-response': 'Usługa katalogu zwróciła nieoczekiwaną odpowiedź. {message}',
    'invalid-input': 'Żądanie nie zostało przyjęte: {message}',
    'not-cached': 'Jesteś offline, a te dane nie zostały jeszcze zapisane na tym komputerze.',
    retry: 'Spróbuj ponownie'
  },
  vin: {
    label: 'VIN',
    placeholder: 'np. WVWZZZ1JZXW000001',
    submit: 'Znajdź pojazd',
    searching: 'Wyszukiwanie {vin}…',
    notFound: 'Nie znaleziono pojazdu o numerze {vin}.',
    tryDemo: 'Wypróbuj demonstracyjny VIN:',
    brand: 'Marka',
    model: 'Model',
    catalog: 'Katalog',
    counter: '{count} z {expected} znaków',
    length: 'VIN ma {expected} znaków, a ten ma {count}. Katalog i tak zostanie zapytany.',
    forbidden: 'VIN nigdy nie zawiera liter I, O ani Q (łatwo je pomylić z 1 i 0). Sprawdź: {letters}.'
  },
  recent: {
    title: 'Ostatnie pojazdy',
    empty: 'Otwarte pojazdy pojawią się tutaj i otworzysz je ponownie jednym kliknięciem.',
    openedAt: 'Otwarto {when}',
    remove: 'Usuń {name} z ostatnich pojazdów'
  },
  vehicle: {
    loading: 'Wczytywanie pojazdu…',
    showDetails: 'Pokaż szczegóły',
    hideDetails: 'Ukryj szczegóły',
    otherVin: 'Wpisz inny VIN'
  },
  browse: {
    language: 'Język katalogu',
    history: 'Historia',
    back: 'Wstecz',
    forward: 'Dalej',
    backHint: 'Wstecz (Alt+←)',
    forwardHint: 'Dalej (Alt+→)',
    loading: 'Wczytywanie…',
    updating: 'Aktualizowanie…',
    groups: 'Grupy główne',
    list: 'Lista katalogu',
    filter: 'Filtr',
    filterPlaceholder: 'Kod lub nazwa',
    count: '{shown} z {total}',
    noMatch: 'Nic nie pasuje do „{query}”.',
    emptyGroup: 'Ta karta nie zawiera grup.',
    emptyList: 'Ta lista jest pusta.',
    breadcrumbs: 'Jesteś tutaj',
    partInfo: 'Informacje o części',
    info: {
      groupinfo: 'O tej grupie',
      listinfo: 'O wierszach',
      partinfo: 'Informacje o części',
      replacement: 'Zamienniki',
      compatibility: 'Pasuje do tych pojazdów'
    }
  },
  settings: {
    title: 'Ustawienia',
    account: 'Konto katalogu',
    baseUrl: 'Adres usługi',
    imageBaseUrl: 'Adres usługi obrazów',
    userId: 'Identyfikator użytkownika',
    token: 'Token',
    tokenSet: 'Token jest ustawiony. Wpisz nowy, aby go zastąpić.',
    tokenNotSet: 'Token nie jest ustawiony.',
    clearToken: 'Usuń token',
    language: 'Język katalogu',
    languageAuto: 'Jak na tym komputerze',
    save: 'Zapisz',
    saving: 'Zapisywanie…',
    saved: 'Zapisano.',
    source: {
      environment: 'Konto pochodzi ze zmiennych środowiskowych (CATALOG_*) i nie można go tu zmienić.',
      settings: 'Poniższe konto jest zapisane na tym komputerze.',
      demo: 'Nie skonfigurowano konta: używany jest wbudowany katalog demonstracyjny. Podaj adres usługi, identyfikator użytkownika i token, aby korzystać z własnego konta.'
    },
    protection: {
      'os-keychain': 'Token jest zaszyfrowany pękiem kluczy tego komputera.',
      'basic-text':
        'Zapisany z podstawową ochroną tekstową: może go odczytać każdy, kto ma dostęp do tego konta na komputerze. Zainstaluj pęk kluczy (GNOME Keyring lub KWallet), aby uzyskać prawdziwe szyfrowanie.',
      environment: 'Token pochodzi z CATALOG_USER_TOKEN i Parts Desk nigdy go nie zapisuje.',
      memory: 'Token jest przechowywany tylko w pamięci i znika po zamknięciu Parts Desk.',
      none: 'Nie zapisano żadnego tokenu.'
    }
  }
}

export default pl
