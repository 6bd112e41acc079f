/** The reference message set: every other language is typed against this one. */
const en = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Skip to content',
    nav: { label: 'Main', home: 'Vehicle', settings: 'Settings' },
    demoBadge: 'Demo catalog',
    demoBadgeHint: 'No account is configured: you are browsing the built-in demo catalog.',
    loadFailed: 'Parts Desk could not start: {message}'
  },
  connection: {
    label: 'Connection',
    unknown: 'Not checked yet',
    online: 'Online',
    offline: 'Offline',
    'auth-failed': 'Account refused'
  },
  errors: {
    offline: 'The catalog service cannot be reached. Check the internet connection.',
    timeout: 'The catalog service is taking too long to answer.',
    auth: 'The catalog service refused the account. Check the user id and token in Settings.',
    server: 'The catalog service has a problem on its side. Try again in a moment.',
    'bad-response': 'The catalog service answered with something unexpected. {message}',
    'invalid-input': 'That request was not accepted: {message}',
    'not-cached': 'You are offline and this has not been saved on this computer yet.',
    retry: 'Try again'
  },
  vin: {
    label: 'VIN',
    placeholder: 'e.g. WVWZZZ1JZXW000001',
    submit: 'Find vehicle',
    searching: 'Looking up {vin}…',
    notFound: 'No vehicle found for {vin}.',
    tryDemo: 'Try a demo VIN:',
    brand: 'Brand',
    model: 'Model',
    catalog: 'Catalog',
    counter: '{count} of {expected} characters',
    length: 'A VIN has {expected} characters; this one has {count}. The catalog will still be asked.',
    forbidden:
      'A VIN never contains the letters I, O or Q (they are too easy to mistake for 1 and 0). Check: {letters}.'
  },
  recent: {
    title: 'Recent vehicles',
    empty: 'Vehicles you open appear here, ready to reopen with one click.',
    openedAt: 'Opened {when}',
    remove: 'Remove {name} from recent vehicles'
  },
  vehicle: {
    loading: 'Loading the vehicle…',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    otherVin: 'Enter another VIN'
  },
  browse: {
    language: 'Catalog language',
    history: 'History',
    back: 'Back',
    forward: 'Forward',
    backHint: 'Back (Alt+Left)',
    forwardHint: 'Forward (Alt+Right)',
    loading: 'Loading…',
    updating: 'Updating…',
    groups: 'Main groups',
    list: 'Catalog list',
    filter: 'Filter',
    filterPlaceholder: 'Code or name',
    count: '{shown} of {total}',
    noMatch: 'Nothing matches “{query}”.',
    emptyGroup: 'This tab has no groups.',
    emptyList: 'This list is empty.',
    breadcrumbs: 'Where you are',
    partInfo: 'Part information',
    info: {
      groupinfo: 'About this group',
      listinfo: 'About the rows',
      partinfo: 'Part information',
      replacement: 'Replacements',
      compatibility: 'Fits these vehicles'
    }
  },
  settings: {
    title: 'Settings',
    account: 'Catalog account',
    baseUrl: 'Service URL',
    imageBaseUrl: 'Image service URL',
    userId: 'User id',
    token: 'Token',
    tokenSet: 'A token is set. Type a new one to replace it.',
    tokenNotSet: 'No token is set.',
    clearToken: 'Remove token',
    language: 'Catalog language',
    languageAuto: 'Same as this computer',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    source: {
      environment: 'The account comes from environment variables (CATALOG_*) and cannot be changed here.',
      settings: 'The account below is saved on this computer.',
      demo: 'No account is configured: the built-in demo catalog is in use. Enter a service URL, user id and token to use your account.'
    },
    protection: {
      'os-keychain': "The token is encrypted with this computer's keychain.",
      'basic-text':
        "Stored with basic text protection: anyone with access to this computer's account can read it. Install a keyring (GNOME Keyring or KWallet) for real encryption.",
      environment: 'The token comes from CATALOG_USER_TOKEN and is never stored by Parts Desk.',
      memory: 'The token is kept in memory only and is forgotten when Parts Desk stops.',
      none: 'No token is stored.'
    }
  }
}

export default en
export type MessageSchema = typeof en
