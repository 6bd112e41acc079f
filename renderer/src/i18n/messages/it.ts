import type { MessageSchema } from './en'

const it: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Vai al contenuto',
    nav: { label: 'Menu principale', home: 'Veicolo', settings: 'Impostazioni' },
    demoBadge: 'Catalogo demo',
    demoBadgeHint: 'Nessun account configurato: stai consultando il catalogo demo integrato.',
    loadFailed: 'Impossibile avviare Parts Desk: {message}'
  },
  connection: {
    label: 'Connessione',
    unknown: 'Non ancora verificata',
    online: 'Online',
    offline: 'Offline',
    'auth-failed': 'Account rifiutato'
  },
  errors: {
    offline: 'Il servizio del catalogo non è raggiungibile. Controlla la connessione a internet.',
    timeout: 'Il servizio del catalogo impiega troppo tempo a rispondere.',
    auth: 'Il servizio del catalogo ha rifiutato l’account. Controlla id utente e token nelle Impostazioni.',
    server: 'Il servizio del catalogo ha un problema. Riprova tra poco.',
    'bad-response': 'Il servizio del catalogo ha risposto in modo inatteso. {message}',
    'invalid-input': 'La richiesta non è stata accettata: {message}',
    'not-cached': 'Sei offline e questo contenuto non è ancora stato salvato su questo computer.',
    retry: 'Riprova'
  },
  vin: {
    label: 'VIN',
    placeholder: 'es. WVWZZZ1JZXW000001',
    submit: 'Trova veicolo',
    searching: 'Ricerca di {vin}…',
    notFound: 'Nessun veicolo trovato per {vin}.',
    tryDemo: 'Prova un VIN demo:',
    brand: 'Marca',
    model: 'Modello',
    catalog: 'Catalogo',
    counter: '{count} di {expected} caratteri',
    length: 'Un VIN ha {expected} caratteri; questo ne ha {count}. Il catalogo verrà comunque interrogato.',
    forbidden: 'Un VIN non contiene mai le lettere I, O o Q (si confondono facilmente con 1 e 0). Controlla: {letters}.'
  },
  recent: {
    title: 'Veicoli recenti',
    empty: 'I veicoli aperti compaiono qui e si riaprono con un clic.',
    openedAt: 'Aperto {when}',
    remove: 'Rimuovi {name} dai veicoli recenti'
  },
  vehicle: {
    loading: 'Caricamento del veicolo…',
    showDetails: 'Mostra dettagli',
    hideDetails: 'Nascondi dettagli',
    otherVin: 'Inserisci un altro VIN'
  },
  browse: {
    language: 'Lingua del catalogo',
    history: 'Cronologia',
    back: 'Indietro',
    forward: 'Avanti',
    backHint: 'Indietro (Alt+←)',
    forwardHint: 'Avanti (Alt+→)',
    loading: 'Caricamento…',
    updating: 'Aggiornamento…',
    groups: 'Gruppi principali',
    list: 'Elenco del catalogo',
    filter: 'Filtra',
    filterPlaceholder: 'Codice o nome',
    count: '{shown} di {total}',
    noMatch: 'Nessun risultato per «{query}».',
    emptyGroup: 'Questa scheda non contiene gruppi.',
    emptyList: 'Questo elenco è vuoto.',
    breadcrumbs: 'Ti trovi qui',
    partInfo: 'Informazioni sul ricambio',
    info: {
      groupinfo: 'Informazioni sul gruppo',
      listinfo: 'Informazioni sulle righe',
      partinfo: 'Informazioni sul ricambio',
      replacement: 'Sostituzioni',
      compatibility: 'Compatibile con questi veicoli'
    }
  },
  settings: {
    title: 'Impostazioni',
    account: 'Account del catalogo',
    baseUrl: 'URL del servizio',
    imageBaseUrl: 'URL del servizio immagini',
    userId: 'Id utente',
    token: 'Token',
    tokenSet: 'È impostato un token. Digitane uno nuovo per sostituirlo.',
    tokenNotSet: 'Nessun token impostato.',
    clearToken: 'Rimuovi token',
    language: 'Lingua del catalogo',
    languageAuto: 'Come su questo computer',
    save: 'Salva',
    saving: 'Salvataggio…',
    saved: 'Salvato.',
    source: {
      environment: 'L’account proviene dalle variabili d’ambiente (CATALOG_*) e non può essere modificato qui.',
      settings: 'L’account qui sotto è salvato su questo computer.',
      demo: 'Nessun account configurato: è in uso il catalogo demo integrato. Inserisci URL del servizio, id utente e token per usare il tuo account.'
    },
    protection: {
      'os-keychain': 'Il token è cifrato con il portachiavi di questo computer.',
      'basic-text':
        'Salvato con una protezione testuale di base: chiunque abbia accesso a questo account del computer può leggerlo. Installa un portachiavi (GNOME Keyring o KWallet) per una vera cifratura.',
      environment: 'Il token proviene da CATALOG_USER_TOKEN e Parts Desk non lo salva mai.',
      memory: 'Il token è tenuto solo in memoria e viene dimenticato alla chiusura di Parts Desk.',
      none: 'Nessun token salvato.'
    }
  }
}

export default it
