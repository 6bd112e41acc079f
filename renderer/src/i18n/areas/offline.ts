import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the offline area, all ten languages in one file (`en` is the reference). */
const en = {
  unavailable:
    "Offline copies are switched off: this computer's browser storage could not be opened. Browsing works as long as the catalog service can be reached.",
  garage: {
    nav: 'Garage',
    title: 'Garage',
    intro: 'Vehicles stored on this computer. Everything you opened or saved opens again without internet.',
    empty: 'No vehicles stored yet. Every vehicle you open is kept here automatically.',
    vin: 'VIN',
    lastVisit: 'Last visit',
    sections: 'Sections',
    size: 'Size',
    saved: 'Saved for offline',
    savedSections: 'Saved sections',
    remove: 'Delete',
    removeConfirm: 'Delete everything stored for {name} ({vin})? Opening it again will need the internet.',
    save: 'Save for offline',
    saveHint: 'Downloads every section, part and picture of this vehicle so that all of it works without internet.',
    busy: 'Another vehicle is being saved. Vehicles are saved one at a time.',
    interrupted: 'Saving was interrupted before it finished.',
    usage: 'Using {used} of {budget}; {pinned} of it is kept for vehicles saved for offline.',
    storageSettings: 'Storage limit'
  },
  save: {
    progressLabel: 'Saving {name} for offline use',
    count: '{done} of ~{total}',
    failedCount: '{count} could not be saved',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel',
    retryFailed: 'Try the missing ones again',
    running: 'Saving…',
    paused: 'Paused.',
    pausedOffline: 'Paused: no connection. Saving continues when the catalog service answers again.',
    done: 'Saved for offline use: {count} items.',
    cancelled: 'Cancelled.',
    failed: 'Saving stopped.',
    cancelConfirm: 'Stop saving this vehicle? What is already saved stays on this computer.',
    errorStorage: 'There is not enough storage space. Raise the storage limit in Settings or delete other vehicles.',
    errorAuth: 'The catalog service refused the account. Check the user id and token in Settings.'
  },
  copy: {
    savedFrom: 'Saved copy from {age}',
    offlineHint: 'The catalog service is not answering, so this is the copy stored on this computer.',
    checkNow: 'Check the connection now',
    checking: 'Checking…'
  },
  notSaved: {
    title: 'Not saved for offline use',
    text: 'The catalog service cannot be reached, and this page was never opened or saved on this computer.',
    savedSections: "Show this vehicle's saved sections",
    retry: 'Try again'
  },
  sections: {
    title: 'Saved sections: {name}',
    back: 'Garage',
    groups: 'Main groups',
    lists: 'Lists',
    nodes: 'Diagrams',
    empty: 'Nothing of this vehicle is stored in {language} yet.'
  },
  search: {
    label: 'Find a part',
    placeholder: 'Part number or name',
    submit: 'Search',
    title: 'Parts in the stored diagrams',
    hint: 'Searches the diagrams of this vehicle stored on this computer; works without internet.',
    tooShort: 'Type at least two characters.',
    none: 'No stored part matches “{query}”.',
    results: 'Parts found: {count}',
    more: '(only the first {count} are shown)',
    colNumber: 'Part number',
    colName: 'Name',
    colNode: 'Diagram',
    open: 'Open {node} with part {number} highlighted'
  },
  budget: {
    title: 'Offline storage on this computer',
    explain:
      'When the limit is reached, the sections and pictures opened longest ago are removed first. Vehicles saved for offline use are never removed automatically.',
    limit: 'Storage limit',
    unit: 'Unit',
    apply: 'Apply',
    tooSmall: 'The limit must be at least 0.1 MB.',
    meter: 'Storage in use',
    used: 'In use: {used} of {budget}',
    pinned: 'Kept for vehicles saved for offline use: {pinned}',
    clear: 'Clear unsaved data',
    clearConfirm: 'Remove everything stored except the vehicles saved for offline use?'
  }
}

export type OfflineMessages = typeof en

const ru: OfflineMessages = {
  unavailable:
    'Офлайн-копии отключены: хранилище браузера на этом компьютере не открылось. Каталог работает, пока доступен сервис.',
  garage: {
    nav: 'Гараж',
    title: 'Гараж',
    intro: 'Автомобили, сохранённые на этом компьютере. Всё открытое или сохранённое откроется и без интернета.',
    empty: 'Здесь пока пусто. Каждый открытый автомобиль сохраняется здесь автоматически.',
    vin: 'VIN',
    lastVisit: 'Последний визит',
    sections: 'Разделы',
    size: 'Объём',
    saved: 'Сохранён для офлайна',
    savedSections: 'Сохранённые разделы',
    remove: 'Удалить',
    removeConfirm: 'Удалить всё сохранённое для {name} ({vin})? Чтобы открыть его снова, понадобится интернет.',
    save: 'Сохранить для офлайна',
    saveHint: 'Загружает все разделы, детали и изображения этого автомобиля, чтобы всё работало без интернета.',
    busy: 'Сейчас сохраняется другой автомобиль. Автомобили сохраняются по одному.',
    interrupted: 'Сохранение было прервано.',
    usage: 'Занято {used} из {budget}; из них {pinned} — автомобили, сохранённые для офлайна.',
    storageSettings: 'Лимит хранилища'
  },
  save: {
    progressLabel: 'Сохранение {name} для работы офлайн',
    count: '{done} из ~{total}',
    failedCount: 'не удалось сохранить: {count}',
    pause: 'Пауза',
    resume: 'Продолжить',
    cancel: 'Отменить',
    retryFailed: 'Повторить недостающее',
    running: 'Сохранение…',
    paused: 'Приостановлено.',
    pausedOffline: 'Пауза: нет связи. Сохранение продолжится, когда сервис каталога снова ответит.',
    done: 'Сохранено для офлайна: {count} объектов.',
    cancelled: 'Отменено.',
    failed: 'Сохранение остановлено.',
    cancelConfirm: 'Остановить сохранение? Уже сохранённое останется на компьютере.',
    errorStorage: 'Недостаточно места. Увеличьте лимит хранилища в настройках или удалите другие автомобили.',
    errorAuth: 'Сервис каталога отклонил учётную запись. Проверьте ID пользователя и токен в настройках.'
  },
  copy: {
    savedFrom: 'Сохранённая копия: {age}',
    offlineHint: 'Сервис каталога не отвечает, поэтому показана копия с этого компьютера.',
    checkNow: 'Проверить связь сейчас',
    checking: 'Проверка…'
  },
  notSaved: {
    title: 'Не сохранено для офлайна',
    text: 'Сервис каталога недоступен, а эта страница на этом компьютере ни разу не открывалась и не сохранялась.',
    savedSections: 'Показать сохранённые разделы автомобиля',
    retry: 'Повторить'
  },
  sections: {
    title: 'Сохранённые разделы: {name}',
    back: 'Гараж',
    groups: 'Основные группы',
    lists: 'Списки',
    nodes: 'Схемы',
    empty: 'Для этого автомобиля на языке «{language}» пока ничего не сохранено.'
  },
  search: {
    label: 'Найти деталь',
    placeholder: 'Номер или название детали',
    submit: 'Найти',
    title: 'Детали в сохранённых схемах',
    hint: 'Поиск по схемам этого автомобиля, сохранённым на компьютере; работает без интернета.',
    tooShort: 'Введите не меньше двух символов.',
    none: 'Среди сохранённых деталей нет «{query}».',
    results: 'Найдено деталей: {count}',
    more: '(показаны первые {count})',
    colNumber: 'Номер детали',
    colName: 'Название',
    colNode: 'Схема',
    open: 'Открыть {node} с выделенной деталью {number}'
  },
  budget: {
    title: 'Офлайн-хранилище на этом компьютере',
    explain:
      'При достижении лимита первыми удаляются разделы и изображения, которые открывали давнее всего. Автомобили, сохранённые для офлайна, автоматически не удаляются.',
    limit: 'Лимит хранилища',
    unit: 'Единица',
    apply: 'Применить',
    tooSmall: 'Лимит должен быть не меньше 0,1 МБ.',
    meter: 'Занято в хранилище',
    used: 'Занято: {used} из {budget}',
    pinned: 'Автомобили, сохранённые для офлайна: {pinned}',
    clear: 'Очистить несохранённое',
    clearConfirm: 'Удалить всё, кроме автомобилей, сохранённых для офлайна?'
  }
}

const de: OfflineMessages = {
  unavailable:
    'Offline-Kopien sind ausgeschaltet: Der Browserspeicher dieses Computers ließ sich nicht öffnen. Der Katalog funktioniert, solange der Dienst erreichbar ist.',
  garage: {
    nav: 'Garage',
    title: 'Garage',
    intro:
      'Auf diesem Computer gespeicherte Fahrzeuge. Alles, was Sie geöffnet oder gespeichert haben, öffnet sich auch ohne Internet.',
    empty: 'Noch keine Fahrzeuge gespeichert. Jedes geöffnete Fahrzeug landet automatisch hier.',
    vin: 'FIN',
    lastVisit: 'Zuletzt geöffnet',
    sections: 'Abschnitte',
    size: 'Größe',
    saved: 'Offline gespeichert',
    savedSections: 'Gespeicherte Abschnitte',
    remove: 'Löschen',
    removeConfirm: 'Alles für {name} ({vin}) Gespeicherte löschen? Zum erneuten Öffnen ist dann Internet nötig.',
    save: 'Offline speichern',
    saveHint: 'Lädt alle Abschnitte, Teile und Bilder dieses Fahrzeugs, damit alles ohne Internet funktioniert.',
    busy: 'Ein anderes Fahrzeug wird gerade gespeichert. Fahrzeuge werden nacheinander gespeichert.',
    interrupted: 'Das Speichern wurde unterbrochen.',
    usage: '{used} von {budget} belegt; davon {pinned} für offline gespeicherte Fahrzeuge.',
    storageSettings: 'Speicherlimit'
  },
  save: {
    progressLabel: '{name} wird für die Offline-Nutzung gespeichert',
    count: '{done} von ~{total}',
    failedCount: '{count} nicht gespeichert',
    pause: 'Pause',
    resume: 'Fortsetzen',
    cancel: 'Abbrechen',
    retryFailed: 'Fehlende erneut versuchen',
    running: 'Wird gespeichert…',
    paused: 'Angehalten.',
    pausedOffline: 'Angehalten: keine Verbindung. Es geht weiter, sobald der Katalogdienst wieder antwortet.',
    done: 'Offline gespeichert: {count} Elemente.',
    cancelled: 'Abgebrochen.',
    failed: 'Speichern gestoppt.',
    cancelConfirm: 'Speichern beenden? Bereits Gespeichertes bleibt auf dem Computer.',
    errorStorage:
      'Nicht genug Speicherplatz. Erhöhen Sie das Speicherlimit in den Einstellungen oder löschen Sie andere Fahrzeuge.',
    errorAuth: 'Der Katalogdienst hat das Konto abgelehnt. Prüfen Sie Benutzer-ID und Token in den Einstellungen.'
  },
  copy: {
    savedFrom: 'Gespeicherte Kopie von {age}',
    offlineHint: 'Der Katalogdienst antwortet nicht; angezeigt wird die Kopie auf diesem Computer.',
    checkNow: 'Verbindung jetzt prüfen',
    checking: 'Wird geprüft…'
  },
  notSaved: {
    title: 'Nicht offline gespeichert',
    text: 'Der Katalogdienst ist nicht erreichbar, und diese Seite wurde auf diesem Computer nie geöffnet oder gespeichert.',
    savedSections: 'Gespeicherte Abschnitte dieses Fahrzeugs',
    retry: 'Erneut versuchen'
  },
  sections: {
    title: 'Gespeicherte Abschnitte: {name}',
    back: 'Garage',
    groups: 'Hauptgruppen',
    lists: 'Listen',
    nodes: 'Explosionszeichnungen',
    empty: 'Von diesem Fahrzeug ist auf {language} noch nichts gespeichert.'
  },
  search: {
    label: 'Teil suchen',
    placeholder: 'Teilenummer oder Name',
    submit: 'Suchen',
    title: 'Teile in den gespeicherten Zeichnungen',
    hint: 'Durchsucht die auf diesem Computer gespeicherten Zeichnungen des Fahrzeugs; funktioniert ohne Internet.',
    tooShort: 'Bitte mindestens zwei Zeichen eingeben.',
    none: 'Kein gespeichertes Teil passt zu „{query}“.',
    results: 'Gefundene Teile: {count}',
    more: '(nur die ersten {count} werden angezeigt)',
    colNumber: 'Teilenummer',
    colName: 'Bezeichnung',
    colNode: 'Zeichnung',
    open: '{node} öffnen, Teil {number} hervorgehoben'
  },
  budget: {
    title: 'Offline-Speicher auf diesem Computer',
    explain:
      'Ist das Limit erreicht, werden zuerst die am längsten nicht geöffneten Abschnitte und Bilder entfernt. Offline gespeicherte Fahrzeuge werden nie automatisch entfernt.',
    limit: 'Speicherlimit',
    unit: 'Einheit',
    apply: 'Übernehmen',
    tooSmall: 'Das Limit muss mindestens 0,1 MB betragen.',
    meter: 'Belegter Speicher',
    used: 'Belegt: {used} von {budget}',
    pinned: 'Für offline gespeicherte Fahrzeuge: {pinned}',
    clear: 'Nicht gespeicherte Daten löschen',
    clearConfirm: 'Alles außer den offline gespeicherten Fahrzeugen entfernen?'
  }
}

const fr: OfflineMessages = {
  unavailable:
    "Les copies hors ligne sont désactivées : le stockage du navigateur de cet ordinateur n'a pas pu être ouvert. Le catalogue fonctionne tant que le service est joignable.",
  garage: {
    nav: 'Garage',
    title: 'Garage',
    intro:
      'Véhicules enregistrés sur cet ordinateur. Tout ce que vous avez ouvert ou enregistré se rouvre sans internet.',
    empty: 'Aucun véhicule pour l’instant. Chaque véhicule ouvert est conservé ici automatiquement.',
    vin: 'VIN',
    lastVisit: 'Dernière visite',
    sections: 'Sections',
    size: 'Taille',
    saved: 'Enregistré hors ligne',
    savedSections: 'Sections enregistrées',
    remove: 'Supprimer',
    removeConfirm: 'Supprimer tout ce qui est enregistré pour {name} ({vin}) ? Le rouvrir demandera internet.',
    save: 'Enregistrer hors ligne',
    saveHint: 'Télécharge toutes les sections, pièces et images de ce véhicule pour tout utiliser sans internet.',
    busy: 'Un autre véhicule est en cours d’enregistrement. Les véhicules sont enregistrés un par un.',
    interrupted: 'L’enregistrement a été interrompu.',
    usage: '{used} utilisés sur {budget}, dont {pinned} pour les véhicules enregistrés hors ligne.',
    storageSettings: 'Limite de stockage'
  },
  save: {
    progressLabel: 'Enregistrement de {name} pour une utilisation hors ligne',
    count: '{done} sur ~{total}',
    failedCount: '{count} non enregistrés',
    pause: 'Pause',
    resume: 'Reprendre',
    cancel: 'Annuler',
    retryFailed: 'Réessayer les manquants',
    running: 'Enregistrement…',
    paused: 'En pause.',
    pausedOffline: 'En pause : pas de connexion. L’enregistrement reprendra quand le service répondra.',
    done: 'Enregistré hors ligne : {count} éléments.',
    cancelled: 'Annulé.',
    failed: 'Enregistrement arrêté.',
    cancelConfirm: 'Arrêter l’enregistrement ? Ce qui est déjà enregistré reste sur l’ordinateur.',
    errorStorage:
      'Espace de stockage insuffisant. Augmentez la limite dans les Réglages ou supprimez d’autres véhicules.',
    errorAuth: 'Le service du catalogue a refusé le compte. Vérifiez l’identifiant et le jeton dans les Réglages.'
  },
  copy: {
    savedFrom: 'Copie enregistrée {age}',
    offlineHint: 'Le service du catalogue ne répond pas : voici la copie conservée sur cet ordinateur.',
    checkNow: 'Vérifier la connexion',
    checking: 'Vérification…'
  },
  notSaved: {
    title: 'Non enregistré hors ligne',
    text: 'Le service du catalogue est injoignable et cette page n’a jamais été ouverte ni enregistrée sur cet ordinateur.',
    savedSections: 'Voir les sections enregistrées de ce véhicule',
    retry: 'Réessayer'
  },
  sections: {
    title: 'Sections enregistrées : {name}',
    back: 'Garage',
    groups: 'Groupes principaux',
    lists: 'Listes',
    nodes: 'Vues éclatées',
    empty: 'Rien de ce véhicule n’est encore enregistré en {language}.'
  },
  search: {
    label: 'Trouver une pièce',
    placeholder: 'Référence ou nom',
    submit: 'Rechercher',
    title: 'Pièces des vues enregistrées',
    hint: 'Cherche dans les vues de ce véhicule enregistrées sur cet ordinateur ; fonctionne sans internet.',
    tooShort: 'Saisissez au moins deux caractères.',
    none: 'Aucune pièce enregistrée ne correspond à « {query} ».',
    results: 'Pièces trouvées : {count}',
    more: '(seules les {count} premières sont affichées)',
    colNumber: 'Référence',
    colName: 'Désignation',
    colNode: 'Vue',
    open: 'Ouvrir {node} avec la pièce {number} en surbrillance'
  },
  budget: {
    title: 'Stockage hors ligne sur cet ordinateur',
    explain:
      'Quand la limite est atteinte, les sections et images ouvertes il y a le plus longtemps sont supprimées en premier. Les véhicules enregistrés hors ligne ne sont jamais supprimés automatiquement.',
    limit: 'Limite de stockage',
    unit: 'Unité',
    apply: 'Appliquer',
    tooSmall: 'La limite doit être d’au moins 0,1 Mo.',
    meter: 'Stockage utilisé',
    used: 'Utilisé : {used} sur {budget}',
    pinned: 'Réservé aux véhicules enregistrés hors ligne : {pinned}',
    clear: 'Effacer les données non enregistrées',
    clearConfirm: 'Supprimer tout sauf les véhicules enregistrés hors ligne ?'
  }
}

const es: OfflineMessages = {
  unavailable:
    'Las copias sin conexión están desactivadas: no se pudo abrir el almacenamiento del navegador de este equipo. El catálogo funciona mientras el servicio esté disponible.',
  garage: {
    nav: 'Garaje',
    title: 'Garaje',
    intro: 'Vehículos guardados en este equipo. Todo lo que abrió o guardó vuelve a abrirse sin internet.',
    empty: 'Aún no hay vehículos. Cada vehículo que abra se guarda aquí automáticamente.',
    vin: 'VIN',
    lastVisit: 'Última visita',
    sections: 'Secciones',
    size: 'Tamaño',
    saved: 'Guardado sin conexión',
    savedSections: 'Secciones guardadas',
    remove: 'Eliminar',
    removeConfirm: '¿Eliminar todo lo guardado de {name} ({vin})? Para abrirlo de nuevo hará falta internet.',
    save: 'Guardar sin conexión',
    saveHint: 'Descarga todas las secciones, piezas e imágenes de este vehículo para usarlo sin internet.',
    busy: 'Se está guardando otro vehículo. Los vehículos se guardan de uno en uno.',
    interrupted: 'El guardado se interrumpió.',
    usage: 'En uso {used} de {budget}; {pinned} corresponde a vehículos guardados sin conexión.',
    storageSettings: 'Límite de almacenamiento'
  },
  save: {
    progressLabel: 'Guardando {name} para usarlo sin conexión',
    count: '{done} de ~{total}',
    failedCount: '{count} sin guardar',
    pause: 'Pausar',
    resume: 'Reanudar',
    cancel: 'Cancelar',
    retryFailed: 'Reintentar los que faltan',
    running: 'Guardando…',
    paused: 'En pausa.',
    pausedOffline: 'En pausa: sin conexión. Continuará cuando el servicio del catálogo vuelva a responder.',
    done: 'Guardado sin conexión: {count} elementos.',
    cancelled: 'Cancelado.',
    failed: 'Guardado detenido.',
    cancelConfirm: '¿Detener el guardado? Lo ya guardado se queda en el equipo.',
    errorStorage: 'No hay espacio suficiente. Aumente el límite en Ajustes o elimine otros vehículos.',
    errorAuth: 'El servicio del catálogo rechazó la cuenta. Revise el ID de usuario y el token en Ajustes.'
  },
  copy: {
    savedFrom: 'Copia guardada {age}',
    offlineHint: 'El servicio del catálogo no responde; se muestra la copia guardada en este equipo.',
    checkNow: 'Comprobar la conexión',
    checking: 'Comprobando…'
  },
  notSaved: {
    title: 'No guardado sin conexión',
    text: 'No se puede acceder al servicio del catálogo y esta página nunca se abrió ni se guardó en este equipo.',
    savedSections: 'Ver las secciones guardadas del vehículo',
    retry: 'Reintentar'
  },
  sections: {
    title: 'Secciones guardadas: {name}',
    back: 'Garaje',
    groups: 'Grupos principales',
    lists: 'Listas',
    nodes: 'Despieces',
    empty: 'Aún no hay nada guardado de este vehículo en {language}.'
  },
  search: {
    label: 'Buscar una pieza',
    placeholder: 'Referencia o nombre',
    submit: 'Buscar',
    title: 'Piezas en los despieces guardados',
    hint: 'Busca en los despieces de este vehículo guardados en el equipo; funciona sin internet.',
    tooShort: 'Escriba al menos dos caracteres.',
    none: 'Ninguna pieza guardada coincide con «{query}».',
    results: 'Piezas encontradas: {count}',
    more: '(solo se muestran las {count} primeras)',
    colNumber: 'Referencia',
    colName: 'Nombre',
    colNode: 'Despiece',
    open: 'Abrir {node} con la pieza {number} resaltada'
  },
  budget: {
    title: 'Almacenamiento sin conexión en este equipo',
    explain:
      'Al alcanzar el límite se borran primero las secciones e imágenes abiertas hace más tiempo. Los vehículos guardados sin conexión nunca se borran automáticamente.',
    limit: 'Límite de almacenamiento',
    unit: 'Unidad',
    apply: 'Aplicar',
    tooSmall: 'El límite debe ser de al menos 0,1 MB.',
    meter: 'Almacenamiento en uso',
    used: 'En uso: {used} de {budget}',
    pinned: 'Reservado para vehículos guardados sin conexión: {pinned}',
    clear: 'Borrar datos no guardados',
    clearConfirm: '¿Borrar todo excepto los vehículos guardados sin conexión?'
  }
}

const it: OfflineMessages = {
  unavailable:
    'Le copie offline sono disattivate: non è stato possibile aprire la memoria del browser di questo computer. Il catalogo funziona finché il servizio è raggiungibile.',
  garage: {
    nav: 'Garage',
    title: 'Garage',
    intro: 'Veicoli salvati su questo computer. Tutto ciò che hai aperto o salvato si riapre anche senza internet.',
    empty: 'Nessun veicolo ancora. Ogni veicolo aperto viene conservato qui automaticamente.',
    vin: 'VIN',
    lastVisit: 'Ultima visita',
    sections: 'Sezioni',
    size: 'Dimensione',
    saved: 'Salvato per l’uso offline',
    savedSections: 'Sezioni salvate',
    remove: 'Elimina',
    removeConfirm: 'Eliminare tutto ciò che è salvato per {name} ({vin})? Per riaprirlo servirà internet.',
    save: 'Salva per l’uso offline',
    saveHint: 'Scarica tutte le sezioni, i ricambi e le immagini di questo veicolo per usarlo senza internet.',
    busy: 'È in corso il salvataggio di un altro veicolo. I veicoli si salvano uno alla volta.',
    interrupted: 'Il salvataggio è stato interrotto.',
    usage: 'In uso {used} su {budget}; {pinned} per i veicoli salvati per l’uso offline.',
    storageSettings: 'Limite di memoria'
  },
  save: {
    progressLabel: 'Salvataggio di {name} per l’uso offline',
    count: '{done} di ~{total}',
    failedCount: '{count} non salvati',
    pause: 'Pausa',
    resume: 'Riprendi',
    cancel: 'Annulla',
    retryFailed: 'Riprova quelli mancanti',
    running: 'Salvataggio…',
    paused: 'In pausa.',
    pausedOffline: 'In pausa: nessuna connessione. Riprenderà quando il servizio del catalogo risponderà di nuovo.',
    done: 'Salvato per l’uso offline: {count} elementi.',
    cancelled: 'Annullato.',
    failed: 'Salvataggio interrotto.',
    cancelConfirm: 'Interrompere il salvataggio? Ciò che è già salvato resta sul computer.',
    errorStorage: 'Spazio insufficiente. Aumenta il limite di memoria nelle Impostazioni o elimina altri veicoli.',
    errorAuth: 'Il servizio del catalogo ha rifiutato l’account. Controlla ID utente e token nelle Impostazioni.'
  },
  copy: {
    savedFrom: 'Copia salvata {age}',
    offlineHint: 'Il servizio del catalogo non risponde: questa è la copia conservata su questo computer.',
    checkNow: 'Verifica la connessione',
    checking: 'Verifica…'
  },
  notSaved: {
    title: 'Non salvato per l’uso offline',
    text: 'Il servizio del catalogo non è raggiungibile e questa pagina non è mai stata aperta né salvata su questo computer.',
    savedSections: 'Mostra le sezioni salvate del veicolo',
    retry: 'Riprova'
  },
  sections: {
    title: 'Sezioni salvate: {name}',
    back: 'Garage',
    groups: 'Gruppi principali',
    lists: 'Elenchi',
    nodes: 'Esplosi',
    empty: 'Di questo veicolo non è ancora salvato nulla in {language}.'
  },
  search: {
    label: 'Trova un ricambio',
    placeholder: 'Codice o nome del ricambio',
    submit: 'Cerca',
    title: 'Ricambi negli esplosi salvati',
    hint: 'Cerca negli esplosi di questo veicolo salvati sul computer; funziona senza internet.',
    tooShort: 'Digita almeno due caratteri.',
    none: 'Nessun ricambio salvato corrisponde a «{query}».',
    results: 'Ricambi trovati: {count}',
    more: '(sono mostrati solo i primi {count})',
    colNumber: 'Codice ricambio',
    colName: 'Nome',
    colNode: 'Esploso',
    open: 'Apri {node} con il ricambio {number} evidenziato'
  },
  budget: {
    title: 'Memoria offline su questo computer',
    explain:
      'Raggiunto il limite, vengono rimosse per prime le sezioni e le immagini aperte meno di recente. I veicoli salvati per l’uso offline non vengono mai rimossi automaticamente.',
    limit: 'Limite di memoria',
    unit: 'Unità',
    apply: 'Applica',
    tooSmall: 'Il limite deve essere di almeno 0,1 MB.',
    meter: 'Memoria in uso',
    used: 'In uso: {used} su {budget}',
    pinned: 'Riservato ai veicoli salvati per l’uso offline: {pinned}',
    clear: 'Cancella i dati non salvati',
    clearConfirm: 'Rimuovere tutto tranne i veicoli salvati per l’uso offline?'
  }
}

const pl: OfflineMessages = {
  unavailable:
    'Kopie offline są wyłączone: nie udało się otworzyć pamięci przeglądarki na tym komputerze. Katalog działa, dopóki usługa jest osiągalna.',
  garage: {
    nav: 'Garaż',
    title: 'Garaż',
    intro: 'Pojazdy zapisane na tym komputerze. Wszystko, co otwarto lub zapisano, otworzy się też bez internetu.',
    empty: 'Brak pojazdów. Każdy otwarty pojazd trafia tu automatycznie.',
    vin: 'VIN',
    lastVisit: 'Ostatnia wizyta',
    sections: 'Sekcje',
    size: 'Rozmiar',
    saved: 'Zapisany do pracy offline',
    savedSections: 'Zapisane sekcje',
    remove: 'Usuń',
    removeConfirm: 'Usunąć wszystko, co zapisano dla {name} ({vin})? Ponowne otwarcie będzie wymagało internetu.',
    save: 'Zapisz do pracy offline',
    saveHint: 'Pobiera wszystkie sekcje, części i obrazy tego pojazdu, aby wszystko działało bez internetu.',
    busy: 'Trwa zapisywanie innego pojazdu. Pojazdy zapisuje się po kolei.',
    interrupted: 'Zapisywanie zostało przerwane.',
    usage: 'Zajęte {used} z {budget}; z tego {pinned} to pojazdy zapisane do pracy offline.',
    storageSettings: 'Limit pamięci'
  },
  save: {
    progressLabel: 'Zapisywanie {name} do pracy offline',
    count: '{done} z ~{total}',
    failedCount: 'nie zapisano: {count}',
    pause: 'Wstrzymaj',
    resume: 'Wznów',
    cancel: 'Anuluj',
    retryFailed: 'Ponów brakujące',
    running: 'Zapisywanie…',
    paused: 'Wstrzymano.',
    pausedOffline: 'Wstrzymano: brak połączenia. Zapis będzie kontynuowany, gdy usługa katalogu znów odpowie.',
    done: 'Zapisano do pracy offline: {count} elementów.',
    cancelled: 'Anulowano.',
    failed: 'Zapisywanie zatrzymane.',
    cancelConfirm: 'Przerwać zapisywanie? To, co już zapisano, zostanie na komputerze.',
    errorStorage: 'Za mało miejsca. Zwiększ limit pamięci w Ustawieniach lub usuń inne pojazdy.',
    errorAuth: 'Usługa katalogu odrzuciła konto. Sprawdź identyfikator użytkownika i token w Ustawieniach.'
  },
  copy: {
    savedFrom: 'Zapisana kopia: {age}',
    offlineHint: 'Usługa katalogu nie odpowiada, dlatego pokazano kopię z tego komputera.',
    checkNow: 'Sprawdź połączenie',
    checking: 'Sprawdzanie…'
  },
  notSaved: {
    title: 'Niezapisane do pracy offline',
    text: 'Usługa katalogu jest niedostępna, a ta strona nigdy nie była otwierana ani zapisywana na tym komputerze.',
    savedSections: 'Pokaż zapisane sekcje pojazdu',
    retry: 'Spróbuj ponownie'
  },
  sections: {
    title: 'Zapisane sekcje: {name}',
    back: 'Garaż',
    groups: 'Grupy główne',
    lists: 'Listy',
    nodes: 'Rysunki złożeniowe',
    empty: 'Dla tego pojazdu nic jeszcze nie zapisano w języku: {language}.'
  },
  search: {
    label: 'Znajdź część',
    placeholder: 'Numer lub nazwa części',
    submit: 'Szukaj',
    title: 'Części w zapisanych rysunkach',
    hint: 'Przeszukuje rysunki tego pojazdu zapisane na komputerze; działa bez internetu.',
    tooShort: 'Wpisz co najmniej dwa znaki.',
    none: 'Żadna zapisana część nie pasuje do „{query}”.',
    results: 'Znalezione części: {count}',
    more: '(pokazano tylko pierwsze {count})',
    colNumber: 'Numer części',
    colName: 'Nazwa',
    colNode: 'Rysunek',
    open: 'Otwórz {node} z wyróżnioną częścią {number}'
  },
  budget: {
    title: 'Pamięć offline na tym komputerze',
    explain:
      'Po osiągnięciu limitu najpierw usuwane są sekcje i obrazy otwierane najdawniej. Pojazdy zapisane do pracy offline nigdy nie są usuwane automatycznie.',
    limit: 'Limit pamięci',
    unit: 'Jednostka',
    apply: 'Zastosuj',
    tooSmall: 'Limit musi wynosić co najmniej 0,1 MB.',
    meter: 'Zajęta pamięć',
    used: 'Zajęte: {used} z {budget}',
    pinned: 'Pojazdy zapisane do pracy offline: {pinned}',
    clear: 'Wyczyść niezapisane dane',
    clearConfirm: 'Usunąć wszystko oprócz pojazdów zapisanych do pracy offline?'
  }
}

const tr: OfflineMessages = {
  unavailable:
    'Çevrimdışı kopyalar kapalı: bu bilgisayarın tarayıcı deposu açılamadı. Servise ulaşılabildiği sürece katalog çalışır.',
  garage: {
    nav: 'Garaj',
    title: 'Garaj',
    intro: 'Bu bilgisayarda saklanan araçlar. Açtığınız veya kaydettiğiniz her şey internet olmadan da açılır.',
    empty: 'Henüz araç yok. Açtığınız her araç burada otomatik olarak saklanır.',
    vin: 'VIN',
    lastVisit: 'Son ziyaret',
    sections: 'Bölümler',
    size: 'Boyut',
    saved: 'Çevrimdışı için kaydedildi',
    savedSections: 'Kayıtlı bölümler',
    remove: 'Sil',
    removeConfirm: '{name} ({vin}) için saklanan her şey silinsin mi? Yeniden açmak için internet gerekecek.',
    save: 'Çevrimdışı için kaydet',
    saveHint: 'Bu aracın tüm bölümlerini, parçalarını ve resimlerini indirir; her şey internetsiz çalışır.',
    busy: 'Başka bir araç kaydediliyor. Araçlar tek tek kaydedilir.',
    interrupted: 'Kaydetme yarıda kaldı.',
    usage: '{budget} alanın {used} kadarı kullanılıyor; bunun {pinned} kadarı çevrimdışı kaydedilen araçlara ait.',
    storageSettings: 'Depolama sınırı'
  },
  save: {
    progressLabel: '{name} çevrimdışı kullanım için kaydediliyor',
    count: '{done} / ~{total}',
    failedCount: '{count} kaydedilemedi',
    pause: 'Duraklat',
    resume: 'Devam et',
    cancel: 'İptal',
    retryFailed: 'Eksikleri yeniden dene',
    running: 'Kaydediliyor…',
    paused: 'Duraklatıldı.',
    pausedOffline: 'Duraklatıldı: bağlantı yok. Katalog servisi yeniden yanıt verince devam eder.',
    done: 'Çevrimdışı için kaydedildi: {count} öğe.',
    cancelled: 'İptal edildi.',
    failed: 'Kaydetme durdu.',
    cancelConfirm: 'Kaydetme durdurulsun mu? Kaydedilenler bilgisayarda kalır.',
    errorStorage: 'Yeterli depolama alanı yok. Ayarlar’dan sınırı artırın veya başka araçları silin.',
    errorAuth: 'Katalog servisi hesabı reddetti. Ayarlar’da kullanıcı kimliğini ve belirteci kontrol edin.'
  },
  copy: {
    savedFrom: 'Kayıtlı kopya: {age}',
    offlineHint: 'Katalog servisi yanıt vermiyor; bu bilgisayardaki kopya gösteriliyor.',
    checkNow: 'Bağlantıyı şimdi kontrol et',
    checking: 'Kontrol ediliyor…'
  },
  notSaved: {
    title: 'Çevrimdışı için kaydedilmemiş',
    text: 'Katalog servisine ulaşılamıyor ve bu sayfa bu bilgisayarda hiç açılmadı veya kaydedilmedi.',
    savedSections: 'Aracın kayıtlı bölümlerini göster',
    retry: 'Yeniden dene'
  },
  sections: {
    title: 'Kayıtlı bölümler: {name}',
    back: 'Garaj',
    groups: 'Ana gruplar',
    lists: 'Listeler',
    nodes: 'Patlatılmış çizimler',
    empty: 'Bu araç için {language} dilinde henüz bir şey kaydedilmedi.'
  },
  search: {
    label: 'Parça bul',
    placeholder: 'Parça numarası veya adı',
    submit: 'Ara',
    title: 'Kayıtlı çizimlerdeki parçalar',
    hint: 'Bu aracın bilgisayarda kayıtlı çizimlerinde arar; internetsiz çalışır.',
    tooShort: 'En az iki karakter yazın.',
    none: '“{query}” ile eşleşen kayıtlı parça yok.',
    results: 'Bulunan parçalar: {count}',
    more: '(yalnızca ilk {count} gösteriliyor)',
    colNumber: 'Parça numarası',
    colName: 'Ad',
    colNode: 'Çizim',
    open: '{node} çizimini {number} parçası vurgulanmış olarak aç'
  },
  budget: {
    title: 'Bu bilgisayardaki çevrimdışı depolama',
    explain:
      'Sınıra ulaşıldığında önce en uzun süredir açılmayan bölümler ve resimler silinir. Çevrimdışı için kaydedilen araçlar asla otomatik silinmez.',
    limit: 'Depolama sınırı',
    unit: 'Birim',
    apply: 'Uygula',
    tooSmall: 'Sınır en az 0,1 MB olmalıdır.',
    meter: 'Kullanılan depolama',
    used: 'Kullanılan: {used} / {budget}',
    pinned: 'Çevrimdışı kaydedilen araçlar için ayrılan: {pinned}',
    clear: 'Kaydedilmemiş verileri temizle',
    clearConfirm: 'Çevrimdışı kaydedilen araçlar dışında her şey silinsin mi?'
  }
}

const ko: OfflineMessages = {
  unavailable:
    '오프라인 사본이 꺼져 있습니다. 이 컴퓨터의 브라우저 저장소를 열 수 없습니다. 서비스에 연결되어 있는 동안에는 카탈로그를 사용할 수 있습니다.',
  garage: {
    nav: '차고',
    title: '차고',
    intro: '이 컴퓨터에 저장된 차량입니다. 열어 보았거나 저장한 내용은 인터넷 없이도 다시 열립니다.',
    empty: '아직 차량이 없습니다. 연 차량은 모두 여기에 자동으로 보관됩니다.',
    vin: 'VIN',
    lastVisit: '마지막 방문',
    sections: '섹션',
    size: '크기',
    saved: '오프라인용으로 저장됨',
    savedSections: '저장된 섹션',
    remove: '삭제',
    removeConfirm: '{name}({vin})에 대해 저장된 내용을 모두 삭제할까요? 다시 열려면 인터넷이 필요합니다.',
    save: '오프라인용으로 저장',
    saveHint: '이 차량의 모든 섹션, 부품, 그림을 내려받아 인터넷 없이 사용할 수 있게 합니다.',
    busy: '다른 차량을 저장하는 중입니다. 차량은 한 대씩 저장됩니다.',
    interrupted: '저장이 중간에 중단되었습니다.',
    usage: '{budget} 중 {used} 사용 중이며, 그중 {pinned}는 오프라인용으로 저장한 차량입니다.',
    storageSettings: '저장 공간 한도'
  },
  save: {
    progressLabel: '{name}을(를) 오프라인용으로 저장하는 중',
    count: '{done} / 약 {total}',
    failedCount: '{count}개 저장 실패',
    pause: '일시 중지',
    resume: '계속',
    cancel: '취소',
    retryFailed: '빠진 항목 다시 시도',
    running: '저장 중…',
    paused: '일시 중지됨.',
    pausedOffline: '일시 중지: 연결이 없습니다. 카탈로그 서비스가 다시 응답하면 계속됩니다.',
    done: '오프라인용으로 저장됨: 항목 {count}개.',
    cancelled: '취소됨.',
    failed: '저장이 중단되었습니다.',
    cancelConfirm: '저장을 중단할까요? 이미 저장된 내용은 컴퓨터에 남습니다.',
    errorStorage: '저장 공간이 부족합니다. 설정에서 한도를 늘리거나 다른 차량을 삭제하세요.',
    errorAuth: '카탈로그 서비스가 계정을 거부했습니다. 설정에서 사용자 ID와 토큰을 확인하세요.'
  },
  copy: {
    savedFrom: '저장된 사본: {age}',
    offlineHint: '카탈로그 서비스가 응답하지 않아 이 컴퓨터에 저장된 사본을 표시합니다.',
    checkNow: '지금 연결 확인',
    checking: '확인 중…'
  },
  notSaved: {
    title: '오프라인용으로 저장되지 않음',
    text: '카탈로그 서비스에 연결할 수 없고, 이 페이지는 이 컴퓨터에서 열거나 저장한 적이 없습니다.',
    savedSections: '이 차량의 저장된 섹션 보기',
    retry: '다시 시도'
  },
  sections: {
    title: '저장된 섹션: {name}',
    back: '차고',
    groups: '주요 그룹',
    lists: '목록',
    nodes: '분해도',
    empty: '이 차량은 {language}(으)로 저장된 내용이 아직 없습니다.'
  },
  search: {
    label: '부품 찾기',
    placeholder: '부품 번호 또는 이름',
    submit: '검색',
    title: '저장된 분해도의 부품',
    hint: '이 컴퓨터에 저장된 이 차량의 분해도에서 검색합니다. 인터넷 없이 작동합니다.',
    tooShort: '두 글자 이상 입력하세요.',
    none: '“{query}”와(과) 일치하는 저장된 부품이 없습니다.',
    results: '찾은 부품: {count}',
    more: '(처음 {count}개만 표시)',
    colNumber: '부품 번호',
    colName: '이름',
    colNode: '분해도',
    open: '{number} 부품을 강조하여 {node} 열기'
  },
  budget: {
    title: '이 컴퓨터의 오프라인 저장 공간',
    explain:
      '한도에 도달하면 가장 오래전에 연 섹션과 그림부터 삭제됩니다. 오프라인용으로 저장한 차량은 자동으로 삭제되지 않습니다.',
    limit: '저장 공간 한도',
    unit: '단위',
    apply: '적용',
    tooSmall: '한도는 0.1 MB 이상이어야 합니다.',
    meter: '사용 중인 저장 공간',
    used: '사용 중: {used} / {budget}',
    pinned: '오프라인용으로 저장한 차량: {pinned}',
    clear: '저장하지 않은 데이터 지우기',
    clearConfirm: '오프라인용으로 저장한 차량을 제외하고 모두 삭제할까요?'
  }
}

const zh: OfflineMessages = {
  unavailable: '离线副本已关闭：无法打开本机浏览器存储。只要能连接到目录服务，目录仍可正常使用。',
  garage: {
    nav: '车库',
    title: '车库',
    intro: '保存在本机的车辆。打开过或保存过的内容，没有网络也能再次打开。',
    empty: '还没有车辆。打开的每辆车都会自动保存在这里。',
    vin: 'VIN',
    lastVisit: '上次访问',
    sections: '页面',
    size: '大小',
    saved: '已离线保存',
    savedSections: '已保存的页面',
    remove: '删除',
    removeConfirm: '删除为 {name}（{vin}）保存的全部内容？再次打开将需要网络。',
    save: '离线保存',
    saveHint: '下载这辆车的所有页面、零件和图片，无需网络即可全部使用。',
    busy: '正在保存另一辆车。车辆逐一保存。',
    interrupted: '保存已中断。',
    usage: '已用 {used}，上限 {budget}；其中 {pinned} 属于离线保存的车辆。',
    storageSettings: '存储上限'
  },
  save: {
    progressLabel: '正在离线保存 {name}',
    count: '{done} / 约 {total}',
    failedCount: '{count} 项未能保存',
    pause: '暂停',
    resume: '继续',
    cancel: '取消',
    retryFailed: '重试缺失项',
    running: '正在保存…',
    paused: '已暂停。',
    pausedOffline: '已暂停：没有连接。目录服务恢复响应后会自动继续。',
    done: '已离线保存：{count} 项。',
    cancelled: '已取消。',
    failed: '保存已停止。',
    cancelConfirm: '停止保存？已保存的内容会保留在本机。',
    errorStorage: '存储空间不足。请在设置中提高存储上限，或删除其他车辆。',
    errorAuth: '目录服务拒绝了该账户。请在设置中检查用户 ID 和令牌。'
  },
  copy: {
    savedFrom: '保存的副本：{age}',
    offlineHint: '目录服务没有响应，显示的是本机保存的副本。',
    checkNow: '立即检查连接',
    checking: '正在检查…'
  },
  notSaved: {
    title: '未离线保存',
    text: '无法连接目录服务，而且本机从未打开或保存过此页面。',
    savedSections: '查看这辆车已保存的页面',
    retry: '重试'
  },
  sections: {
    title: '已保存的页面：{name}',
    back: '车库',
    groups: '主组',
    lists: '列表',
    nodes: '分解图',
    empty: '这辆车还没有以{language}保存的内容。'
  },
  search: {
    label: '查找零件',
    placeholder: '零件号或名称',
    submit: '搜索',
    title: '已保存分解图中的零件',
    hint: '在本机保存的这辆车的分解图中搜索，无需网络。',
    tooShort: '请至少输入两个字符。',
    none: '没有与“{query}”匹配的已保存零件。',
    results: '找到的零件：{count}',
    more: '（仅显示前 {count} 个）',
    colNumber: '零件号',
    colName: '名称',
    colNode: '分解图',
    open: '打开 {node} 并突出显示零件 {number}'
  },
  budget: {
    title: '本机离线存储',
    explain: '达到上限时，最早打开的页面和图片会先被删除。离线保存的车辆永远不会被自动删除。',
    limit: '存储上限',
    unit: '单位',
    apply: '应用',
    tooSmall: '上限至少为 0.1 MB。',
    meter: '已用存储',
    used: '已用：{used} / {budget}',
    pinned: '离线保存的车辆占用：{pinned}',
    clear: '清除未保存的数据',
    clearConfirm: '删除离线保存车辆以外的全部内容？'
  }
}

export const offlineMessages: Record<CatalogLanguage, OfflineMessages> = { en, ru, de, fr, es, it, pl, tr, ko, zh }
