import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the section components, all ten languages in one file (`en` is the reference). */
const en = {
  yes: 'Yes',
  no: 'No',
  more: 'More details',
  tooDeep: '(nested too deeply to show)',
  open: 'Open',
  openPartInfo: 'Part information',
  openPartInfoFor: 'Part information for {value}',
  openSection: 'Open {value}',
  noRows: 'No rows.',
  keys: {
    number: 'Part number',
    name: 'Name',
    title: 'Title',
    code: 'Code',
    qty: 'Quantity',
    note: 'Note',
    text: 'Text',
    description: 'Description',
    weight: 'Weight',
    material: 'Material',
    manufacturer: 'Manufacturer',
    unit: 'Unit',
    date: 'Date',
    value: 'Value',
    catalog: 'Catalog',
    html: 'Additional information'
  },
  titles: {
    partinfo: 'Part information',
    groupinfo: 'About this group',
    listinfo: 'About this list',
    replacement: 'Replacements',
    compatibility: 'Compatibility',
    serviceParts: 'Service parts',
    images: 'Pictures',
    tables: 'Tables'
  },
  forms: {
    label: 'Filters',
    untitled: 'Filter',
    submit: 'Apply',
    reset: 'Reset',
    field: 'Field {key}'
  },
  info: {
    errorTitle: 'This section is not available',
    errorBody:
      'The catalog cannot show this section, or the link to it is out of date. Go back and open it again from the list above it.',
    serviceSays: 'The catalog says:',
    back: 'Go back',
    note: 'Note',
    warning: 'Please note'
  },
  translated: {
    mark: 'Machine-translated',
    hint: 'The catalog translated the names in this section automatically; they may be inaccurate. Rely on part numbers, not names.'
  },
  dialog: {
    close: 'Close',
    htmlOpen: 'Show details',
    modalOpen: 'Show {title}',
    modalFallback: 'details',
    confirm: 'Open {host} in your web browser?',
    confirmOpen: 'Open',
    confirmCancel: 'Cancel',
    openFailed: 'The link could not be opened.',
    noLink: 'This link cannot be opened: only web addresses (http, https) are allowed.'
  },
  images: {
    label: 'Pictures',
    untitled: 'Picture {n}',
    enlarge: 'Enlarge: {title}',
    loading: 'Loading picture…',
    failed: 'This picture could not be loaded.'
  },
  partInfo: {
    label: 'Part information',
    close: 'Close part information',
    loading: 'Loading part information…',
    empty: 'The catalog has no further information about this part.'
  }
}

export type SectionMessages = typeof en

const ru: SectionMessages = {
  yes: 'Да',
  no: 'Нет',
  more: 'Дополнительно',
  tooDeep: '(слишком глубокая вложенность для показа)',
  open: 'Открыть',
  openPartInfo: 'Информация о детали',
  openPartInfoFor: 'Информация о детали {value}',
  openSection: 'Открыть {value}',
  noRows: 'Нет строк.',
  keys: {
    number: 'Номер детали',
    name: 'Наименование',
    title: 'Название',
    code: 'Код',
    qty: 'Количество',
    note: 'Примечание',
    text: 'Текст',
    description: 'Описание',
    weight: 'Вес',
    material: 'Материал',
    manufacturer: 'Производитель',
    unit: 'Единица',
    date: 'Дата',
    value: 'Значение',
    catalog: 'Каталог',
    html: 'Дополнительная информация'
  },
  titles: {
    partinfo: 'Информация о детали',
    groupinfo: 'О группе',
    listinfo: 'О списке',
    replacement: 'Замены',
    compatibility: 'Применимость',
    serviceParts: 'Расходные детали',
    images: 'Иллюстрации',
    tables: 'Таблицы'
  },
  forms: {
    label: 'Фильтры',
    untitled: 'Фильтр',
    submit: 'Применить',
    reset: 'Сбросить',
    field: 'Поле {key}'
  },
  info: {
    errorTitle: 'Раздел недоступен',
    errorBody:
      'Каталог не может показать этот раздел, или ссылка на него устарела. Вернитесь назад и откройте его снова из списка.',
    serviceSays: 'Сообщение каталога:',
    back: 'Назад',
    note: 'Примечание',
    warning: 'Обратите внимание'
  },
  translated: {
    mark: 'Машинный перевод',
    hint: 'Названия в этом разделе переведены каталогом автоматически и могут быть неточными. Ориентируйтесь на номера деталей, а не на названия.'
  },
  dialog: {
    close: 'Закрыть',
    htmlOpen: 'Показать подробности',
    modalOpen: 'Показать: {title}',
    modalFallback: 'подробности',
    confirm: 'Открыть {host} в браузере?',
    confirmOpen: 'Открыть',
    confirmCancel: 'Отмена',
    openFailed: 'Не удалось открыть ссылку.',
    noLink: 'Эту ссылку нельзя открыть: допускаются только веб-адреса (http, https).'
  },
  images: {
    label: 'Иллюстрации',
    untitled: 'Иллюстрация {n}',
    enlarge: 'Увеличить: {title}',
    loading: 'Загрузка иллюстрации…',
    failed: 'Не удалось загрузить иллюстрацию.'
  },
  partInfo: {
    label: 'Информация о детали',
    close: 'Закрыть информацию о детали',
    loading: 'Загрузка информации о детали…',
    empty: 'В каталоге нет других сведений об этой детали.'
  }
}

const de: SectionMessages = {
  yes: 'Ja',
  no: 'Nein',
  more: 'Weitere Angaben',
  tooDeep: '(zu tief verschachtelt für die Anzeige)',
  open: 'Öffnen',
  openPartInfo: 'Teileinformation',
  openPartInfoFor: 'Teileinformation zu {value}',
  openSection: '{value} öffnen',
  noRows: 'Keine Zeilen.',
  keys: {
    number: 'Teilenummer',
    name: 'Bezeichnung',
    title: 'Titel',
    code: 'Code',
    qty: 'Menge',
    note: 'Hinweis',
    text: 'Text',
    description: 'Beschreibung',
    weight: 'Gewicht',
    material: 'Werkstoff',
    manufacturer: 'Hersteller',
    unit: 'Einheit',
    date: 'Datum',
    value: 'Wert',
    catalog: 'Katalog',
    html: 'Zusätzliche Informationen'
  },
  titles: {
    partinfo: 'Teileinformation',
    groupinfo: 'Über diese Gruppe',
    listinfo: 'Über diese Liste',
    replacement: 'Ersatzteile',
    compatibility: 'Verwendbarkeit',
    serviceParts: 'Wartungsteile',
    images: 'Abbildungen',
    tables: 'Tabellen'
  },
  forms: {
    label: 'Filter',
    untitled: 'Filter',
    submit: 'Anwenden',
    reset: 'Zurücksetzen',
    field: 'Feld {key}'
  },
  info: {
    errorTitle: 'Dieser Abschnitt ist nicht verfügbar',
    errorBody:
      'Der Katalog kann diesen Abschnitt nicht anzeigen, oder der Link darauf ist veraltet. Gehen Sie zurück und öffnen Sie ihn erneut aus der Liste.',
    serviceSays: 'Meldung des Katalogs:',
    back: 'Zurück',
    note: 'Hinweis',
    warning: 'Bitte beachten'
  },
  translated: {
    mark: 'Maschinell übersetzt',
    hint: 'Der Katalog hat die Bezeichnungen in diesem Abschnitt automatisch übersetzt; sie können ungenau sein. Verlassen Sie sich auf Teilenummern, nicht auf Bezeichnungen.'
  },
  dialog: {
    close: 'Schließen',
    htmlOpen: 'Details anzeigen',
    modalOpen: '{title} anzeigen',
    modalFallback: 'Details',
    confirm: '{host} im Webbrowser öffnen?',
    confirmOpen: 'Öffnen',
    confirmCancel: 'Abbrechen',
    openFailed: 'Der Link konnte nicht geöffnet werden.',
    noLink: 'Dieser Link kann nicht geöffnet werden: nur Webadressen (http, https) sind erlaubt.'
  },
  images: {
    label: 'Abbildungen',
    untitled: 'Abbildung {n}',
    enlarge: 'Vergrößern: {title}',
    loading: 'Abbildung wird geladen…',
    failed: 'Diese Abbildung konnte nicht geladen werden.'
  },
  partInfo: {
    label: 'Teileinformation',
    close: 'Teileinformation schließen',
    loading: 'Teileinformation wird geladen…',
    empty: 'Der Katalog hat keine weiteren Angaben zu diesem Teil.'
  }
}

const fr: SectionMessages = {
  yes: 'Oui',
  no: 'Non',
  more: 'Plus de détails',
  tooDeep: '(imbrication trop profonde pour être affichée)',
  open: 'Ouvrir',
  openPartInfo: 'Informations sur la pièce',
  openPartInfoFor: 'Informations sur la pièce {value}',
  openSection: 'Ouvrir {value}',
  noRows: 'Aucune ligne.',
  keys: {
    number: 'Référence',
    name: 'Désignation',
    title: 'Titre',
    code: 'Code',
    qty: 'Quantité',
    note: 'Remarque',
    text: 'Texte',
    description: 'Description',
    weight: 'Poids',
    material: 'Matériau',
    manufacturer: 'Fabricant',
    unit: 'Unité',
    date: 'Date',
    value: 'Valeur',
    catalog: 'Catalogue',
    html: 'Informations complémentaires'
  },
  titles: {
    partinfo: 'Informations sur la pièce',
    groupinfo: 'À propos de ce groupe',
    listinfo: 'À propos de cette liste',
    replacement: 'Remplacements',
    compatibility: 'Compatibilité',
    serviceParts: "Pièces d'entretien",
    images: 'Illustrations',
    tables: 'Tableaux'
  },
  forms: {
    label: 'Filtres',
    untitled: 'Filtre',
    submit: 'Appliquer',
    reset: 'Réinitialiser',
    field: 'Champ {key}'
  },
  info: {
    errorTitle: "Cette section n'est pas disponible",
    errorBody:
      'Le catalogue ne peut pas afficher cette section, ou le lien vers elle est périmé. Revenez en arrière et rouvrez-la depuis la liste.',
    serviceSays: 'Message du catalogue :',
    back: 'Retour',
    note: 'Remarque',
    warning: 'À noter'
  },
  translated: {
    mark: 'Traduction automatique',
    hint: 'Le catalogue a traduit automatiquement les désignations de cette section ; elles peuvent être inexactes. Fiez-vous aux références, pas aux désignations.'
  },
  dialog: {
    close: 'Fermer',
    htmlOpen: 'Afficher les détails',
    modalOpen: 'Afficher : {title}',
    modalFallback: 'détails',
    confirm: 'Ouvrir {host} dans votre navigateur ?',
    confirmOpen: 'Ouvrir',
    confirmCancel: 'Annuler',
    openFailed: "Le lien n'a pas pu être ouvert.",
    noLink: 'Ce lien ne peut pas être ouvert : seules les adresses web (http, https) sont autorisées.'
  },
  images: {
    label: 'Illustrations',
    untitled: 'Illustration {n}',
    enlarge: 'Agrandir : {title}',
    loading: "Chargement de l'illustration…",
    failed: "Cette illustration n'a pas pu être chargée."
  },
  partInfo: {
    label: 'Informations sur la pièce',
    close: 'Fermer les informations sur la pièce',
    loading: 'Chargement des informations sur la pièce…',
    empty: "Le catalogue n'a pas d'autres informations sur cette pièce."
  }
}

const es: SectionMessages = {
  yes: 'Sí',
  no: 'No',
  more: 'Más detalles',
  tooDeep: '(anidado demasiado profundo para mostrarlo)',
  open: 'Abrir',
  openPartInfo: 'Información de la pieza',
  openPartInfoFor: 'Información de la pieza {value}',
  openSection: 'Abrir {value}',
  noRows: 'No hay filas.',
  keys: {
    number: 'Número de pieza',
    name: 'Denominación',
    title: 'Título',
    code: 'Código',
    qty: 'Cantidad',
    note: 'Nota',
    text: 'Texto',
    description: 'Descripción',
    weight: 'Peso',
    material: 'Material',
    manufacturer: 'Fabricante',
    unit: 'Unidad',
    date: 'Fecha',
    value: 'Valor',
    catalog: 'Catálogo',
    html: 'Información adicional'
  },
  titles: {
    partinfo: 'Información de la pieza',
    groupinfo: 'Acerca de este grupo',
    listinfo: 'Acerca de esta lista',
    replacement: 'Sustituciones',
    compatibility: 'Compatibilidad',
    serviceParts: 'Piezas de mantenimiento',
    images: 'Imágenes',
    tables: 'Tablas'
  },
  forms: {
    label: 'Filtros',
    untitled: 'Filtro',
    submit: 'Aplicar',
    reset: 'Restablecer',
    field: 'Campo {key}'
  },
  info: {
    errorTitle: 'Esta sección no está disponible',
    errorBody:
      'El catálogo no puede mostrar esta sección o el enlace a ella está desactualizado. Vuelva atrás y ábrala de nuevo desde la lista.',
    serviceSays: 'Mensaje del catálogo:',
    back: 'Volver',
    note: 'Nota',
    warning: 'Tenga en cuenta'
  },
  translated: {
    mark: 'Traducción automática',
    hint: 'El catálogo tradujo automáticamente las denominaciones de esta sección; pueden ser inexactas. Guíese por los números de pieza, no por las denominaciones.'
  },
  dialog: {
    close: 'Cerrar',
    htmlOpen: 'Mostrar detalles',
    modalOpen: 'Mostrar: {title}',
    modalFallback: 'detalles',
    confirm: '¿Abrir {host} en su navegador web?',
    confirmOpen: 'Abrir',
    confirmCancel: 'Cancelar',
    openFailed: 'No se pudo abrir el enlace.',
    noLink: 'Este enlace no se puede abrir: solo se permiten direcciones web (http, https).'
  },
  images: {
    label: 'Imágenes',
    untitled: 'Imagen {n}',
    enlarge: 'Ampliar: {title}',
    loading: 'Cargando imagen…',
    failed: 'No se pudo cargar esta imagen.'
  },
  partInfo: {
    label: 'Información de la pieza',
    close: 'Cerrar la información de la pieza',
    loading: 'Cargando la información de la pieza…',
    empty: 'El catálogo no tiene más información sobre esta pieza.'
  }
}

const it: SectionMessages = {
  yes: 'Sì',
  no: 'No',
  more: 'Altri dettagli',
  tooDeep: '(annidamento troppo profondo per essere mostrato)',
  open: 'Apri',
  openPartInfo: 'Informazioni sul ricambio',
  openPartInfoFor: 'Informazioni sul ricambio {value}',
  openSection: 'Apri {value}',
  noRows: 'Nessuna riga.',
  keys: {
    number: 'Codice ricambio',
    name: 'Denominazione',
    title: 'Titolo',
    code: 'Codice',
    qty: 'Quantità',
    note: 'Nota',
    text: 'Testo',
    description: 'Descrizione',
    weight: 'Peso',
    material: 'Materiale',
    manufacturer: 'Produttore',
    unit: 'Unità',
    date: 'Data',
    value: 'Valore',
    catalog: 'Catalogo',
    html: 'Informazioni aggiuntive'
  },
  titles: {
    partinfo: 'Informazioni sul ricambio',
    groupinfo: 'Informazioni sul gruppo',
    listinfo: "Informazioni sull'elenco",
    replacement: 'Sostituzioni',
    compatibility: 'Compatibilità',
    serviceParts: 'Ricambi per la manutenzione',
    images: 'Illustrazioni',
    tables: 'Tabelle'
  },
  forms: {
    label: 'Filtri',
    untitled: 'Filtro',
    submit: 'Applica',
    reset: 'Reimposta',
    field: 'Campo {key}'
  },
  info: {
    errorTitle: 'Questa sezione non è disponibile',
    errorBody:
      "Il catalogo non può mostrare questa sezione, oppure il collegamento è scaduto. Torna indietro e riaprila dall'elenco.",
    serviceSays: 'Messaggio del catalogo:',
    back: 'Indietro',
    note: 'Nota',
    warning: 'Attenzione'
  },
  translated: {
    mark: 'Traduzione automatica',
    hint: 'Il catalogo ha tradotto automaticamente le denominazioni di questa sezione; potrebbero essere imprecise. Fai riferimento ai codici ricambio, non alle denominazioni.'
  },
  dialog: {
    close: 'Chiudi',
    htmlOpen: 'Mostra dettagli',
    modalOpen: 'Mostra: {title}',
    modalFallback: 'dettagli',
    confirm: 'Aprire {host} nel browser?',
    confirmOpen: 'Apri',
    confirmCancel: 'Annulla',
    openFailed: 'Impossibile aprire il collegamento.',
    noLink: 'Questo collegamento non può essere aperto: sono ammessi solo indirizzi web (http, https).'
  },
  images: {
    label: 'Illustrazioni',
    untitled: 'Illustrazione {n}',
    enlarge: 'Ingrandisci: {title}',
    loading: 'Caricamento illustrazione…',
    failed: 'Impossibile caricare questa illustrazione.'
  },
  partInfo: {
    label: 'Informazioni sul ricambio',
    close: 'Chiudi le informazioni sul ricambio',
    loading: 'Caricamento delle informazioni sul ricambio…',
    empty: 'Il catalogo non ha altre informazioni su questo ricambio.'
  }
}

const pl: SectionMessages = {
  yes: 'Tak',
  no: 'Nie',
  more: 'Więcej szczegółów',
  tooDeep: '(zbyt głębokie zagnieżdżenie, by pokazać)',
  open: 'Otwórz',
  openPartInfo: 'Informacje o części',
  openPartInfoFor: 'Informacje o części {value}',
  openSection: 'Otwórz {value}',
  noRows: 'Brak wierszy.',
  keys: {
    number: 'Numer części',
    name: 'Nazwa',
    title: 'Tytuł',
    code: 'Kod',
    qty: 'Ilość',
    note: 'Uwaga',
    text: 'Tekst',
    description: 'Opis',
    weight: 'Masa',
    material: 'Materiał',
    manufacturer: 'Producent',
    unit: 'Jednostka',
    date: 'Data',
    value: 'Wartość',
    catalog: 'Katalog',
    html: 'Dodatkowe informacje'
  },
  titles: {
    partinfo: 'Informacje o części',
    groupinfo: 'O tej grupie',
    listinfo: 'O tej liście',
    replacement: 'Zamienniki',
    compatibility: 'Zastosowanie',
    serviceParts: 'Części serwisowe',
    images: 'Ilustracje',
    tables: 'Tabele'
  },
  forms: {
    label: 'Filtry',
    untitled: 'Filtr',
    submit: 'Zastosuj',
    reset: 'Wyczyść',
    field: 'Pole {key}'
  },
  info: {
    errorTitle: 'Ta sekcja jest niedostępna',
    errorBody:
      'Katalog nie może wyświetlić tej sekcji albo link do niej jest nieaktualny. Wróć i otwórz ją ponownie z listy.',
    serviceSays: 'Komunikat katalogu:',
    back: 'Wróć',
    note: 'Uwaga',
    warning: 'Zwróć uwagę'
  },
  translated: {
    mark: 'Tłumaczenie maszynowe',
    hint: 'Katalog przetłumaczył nazwy w tej sekcji automatycznie; mogą być niedokładne. Kieruj się numerami części, nie nazwami.'
  },
  dialog: {
    close: 'Zamknij',
    htmlOpen: 'Pokaż szczegóły',
    modalOpen: 'Pokaż: {title}',
    modalFallback: 'szczegóły',
    confirm: 'Otworzyć {host} w przeglądarce?',
    confirmOpen: 'Otwórz',
    confirmCancel: 'Anuluj',
    openFailed: 'Nie udało się otworzyć linku.',
    noLink: 'Tego linku nie można otworzyć: dozwolone są tylko adresy internetowe (http, https).'
  },
  images: {
    label: 'Ilustracje',
    untitled: 'Ilustracja {n}',
    enlarge: 'Powiększ: {title}',
    loading: 'Wczytywanie ilustracji…',
    failed: 'Nie udało się wczytać tej ilustracji.'
  },
  partInfo: {
    label: 'Informacje o części',
    close: 'Zamknij informacje o części',
    loading: 'Wczytywanie informacji o części…',
    empty: 'Katalog nie ma więcej informacji o tej części.'
  }
}

const tr: SectionMessages = {
  yes: 'Evet',
  no: 'Hayır',
  more: 'Diğer ayrıntılar',
  tooDeep: '(gösterilemeyecek kadar iç içe)',
  open: 'Aç',
  openPartInfo: 'Parça bilgisi',
  openPartInfoFor: '{value} parça bilgisi',
  openSection: '{value} aç',
  noRows: 'Satır yok.',
  keys: {
    number: 'Parça numarası',
    name: 'Ad',
    title: 'Başlık',
    code: 'Kod',
    qty: 'Adet',
    note: 'Not',
    text: 'Metin',
    description: 'Açıklama',
    weight: 'Ağırlık',
    material: 'Malzeme',
    manufacturer: 'Üretici',
    unit: 'Birim',
    date: 'Tarih',
    value: 'Değer',
    catalog: 'Katalog',
    html: 'Ek bilgiler'
  },
  titles: {
    partinfo: 'Parça bilgisi',
    groupinfo: 'Bu grup hakkında',
    listinfo: 'Bu liste hakkında',
    replacement: 'Muadiller',
    compatibility: 'Uyumluluk',
    serviceParts: 'Bakım parçaları',
    images: 'Resimler',
    tables: 'Tablolar'
  },
  forms: {
    label: 'Filtreler',
    untitled: 'Filtre',
    submit: 'Uygula',
    reset: 'Sıfırla',
    field: '{key} alanı'
  },
  info: {
    errorTitle: 'Bu bölüm kullanılamıyor',
    errorBody:
      'Katalog bu bölümü gösteremiyor ya da bölüme giden bağlantı eskimiş. Geri dönüp bölümü listeden yeniden açın.',
    serviceSays: 'Katalog mesajı:',
    back: 'Geri dön',
    note: 'Not',
    warning: 'Dikkat'
  },
  translated: {
    mark: 'Makine çevirisi',
    hint: 'Katalog bu bölümdeki adları otomatik olarak çevirdi; hatalı olabilirler. Adlara değil parça numaralarına güvenin.'
  },
  dialog: {
    close: 'Kapat',
    htmlOpen: 'Ayrıntıları göster',
    modalOpen: 'Göster: {title}',
    modalFallback: 'ayrıntılar',
    confirm: '{host} web tarayıcınızda açılsın mı?',
    confirmOpen: 'Aç',
    confirmCancel: 'İptal',
    openFailed: 'Bağlantı açılamadı.',
    noLink: 'Bu bağlantı açılamaz: yalnızca web adreslerine (http, https) izin verilir.'
  },
  images: {
    label: 'Resimler',
    untitled: 'Resim {n}',
    enlarge: 'Büyüt: {title}',
    loading: 'Resim yükleniyor…',
    failed: 'Bu resim yüklenemedi.'
  },
  partInfo: {
    label: 'Parça bilgisi',
    close: 'Parça bilgisini kapat',
    loading: 'Parça bilgisi yükleniyor…',
    empty: 'Katalogda bu parça hakkında başka bilgi yok.'
  }
}

const ko: SectionMessages = {
  yes: '예',
  no: '아니요',
  more: '추가 정보',
  tooDeep: '(중첩이 너무 깊어 표시할 수 없음)',
  open: '열기',
  openPartInfo: '부품 정보',
  openPartInfoFor: '{value} 부품 정보',
  openSection: '{value} 열기',
  noRows: '행이 없습니다.',
  keys: {
    number: '부품 번호',
    name: '품명',
    title: '제목',
    code: '코드',
    qty: '수량',
    note: '비고',
    text: '내용',
    description: '설명',
    weight: '중량',
    material: '재질',
    manufacturer: '제조사',
    unit: '단위',
    date: '날짜',
    value: '값',
    catalog: '카탈로그',
    html: '추가 정보'
  },
  titles: {
    partinfo: '부품 정보',
    groupinfo: '이 그룹 정보',
    listinfo: '이 목록 정보',
    replacement: '대체 부품',
    compatibility: '적용 차종',
    serviceParts: '정비 부품',
    images: '그림',
    tables: '표'
  },
  forms: {
    label: '필터',
    untitled: '필터',
    submit: '적용',
    reset: '초기화',
    field: '{key} 필드'
  },
  info: {
    errorTitle: '이 섹션을 사용할 수 없습니다',
    errorBody: '카탈로그에서 이 섹션을 표시할 수 없거나 링크가 만료되었습니다. 뒤로 돌아가 목록에서 다시 여세요.',
    serviceSays: '카탈로그 메시지:',
    back: '뒤로 가기',
    note: '참고',
    warning: '주의'
  },
  translated: {
    mark: '기계 번역',
    hint: '이 섹션의 명칭은 카탈로그가 자동으로 번역한 것이라 정확하지 않을 수 있습니다. 명칭이 아닌 부품 번호를 기준으로 확인하세요.'
  },
  dialog: {
    close: '닫기',
    htmlOpen: '자세히 보기',
    modalOpen: '{title} 보기',
    modalFallback: '자세한 정보',
    confirm: '웹 브라우저에서 {host}을(를) 여시겠습니까?',
    confirmOpen: '열기',
    confirmCancel: '취소',
    openFailed: '링크를 열 수 없습니다.',
    noLink: '이 링크는 열 수 없습니다. 웹 주소(http, https)만 허용됩니다.'
  },
  images: {
    label: '그림',
    untitled: '그림 {n}',
    enlarge: '확대: {title}',
    loading: '그림을 불러오는 중…',
    failed: '이 그림을 불러올 수 없습니다.'
  },
  partInfo: {
    label: '부품 정보',
    close: '부품 정보 닫기',
    loading: '부품 정보를 불러오는 중…',
    empty: '카탈로그에 이 부품에 대한 추가 정보가 없습니다.'
  }
}

const zh: SectionMessages = {
  yes: '是',
  no: '否',
  more: '更多信息',
  tooDeep: '（嵌套过深，无法显示）',
  open: '打开',
  openPartInfo: '零件信息',
  openPartInfoFor: '{value} 的零件信息',
  openSection: '打开 {value}',
  noRows: '没有数据行。',
  keys: {
    number: '零件号',
    name: '名称',
    title: '标题',
    code: '代码',
    qty: '数量',
    note: '备注',
    text: '文本',
    description: '说明',
    weight: '重量',
    material: '材料',
    manufacturer: '制造商',
    unit: '单位',
    date: '日期',
    value: '值',
    catalog: '目录',
    html: '附加信息'
  },
  titles: {
    partinfo: '零件信息',
    groupinfo: '关于此组',
    listinfo: '关于此列表',
    replacement: '替换件',
    compatibility: '适用范围',
    serviceParts: '保养零件',
    images: '图片',
    tables: '表格'
  },
  forms: {
    label: '筛选',
    untitled: '筛选',
    submit: '应用',
    reset: '重置',
    field: '字段 {key}'
  },
  info: {
    errorTitle: '此部分不可用',
    errorBody: '目录无法显示此部分，或指向它的链接已过期。请返回并从列表中重新打开。',
    serviceSays: '目录消息：',
    back: '返回',
    note: '提示',
    warning: '请注意'
  },
  translated: {
    mark: '机器翻译',
    hint: '此部分的名称由目录自动翻译，可能不准确。请以零件号为准，而不是名称。'
  },
  dialog: {
    close: '关闭',
    htmlOpen: '显示详情',
    modalOpen: '显示：{title}',
    modalFallback: '详情',
    confirm: '在网页浏览器中打开 {host}？',
    confirmOpen: '打开',
    confirmCancel: '取消',
    openFailed: '无法打开该链接。',
    noLink: '无法打开此链接：仅允许网址（http、https）。'
  },
  images: {
    label: '图片',
    untitled: '图片 {n}',
    enlarge: '放大：{title}',
    loading: '正在加载图片…',
    failed: '无法加载此图片。'
  },
  partInfo: {
    label: '零件信息',
    close: '关闭零件信息',
    loading: '正在加载零件信息…',
    empty: '目录中没有此零件的更多信息。'
  }
}

export const sectionMessages: Record<CatalogLanguage, SectionMessages> = { en, ru, de, fr, es, it, pl, tr, ko, zh }
