import type { CatalogLanguage } from '../shared/languages'

/**
 * The application menu's words in the ten UI languages (issue 22, item 12). Kept in main, like the
 * link dialog's (platform/link-confirm.ts): the menu exists before any page does. The menu follows
 * the catalog language setting, which the UI speaks; app-menu.ts puts these on the template.
 */
export interface MenuText {
  file: string
  edit: string
  view: string
  window: string
  help: string
  /** File › Quit (Windows and Linux). */
  quit: string
  undo: string
  redo: string
  cut: string
  copy: string
  paste: string
  selectAll: string
  resetZoom: string
  zoomIn: string
  zoomOut: string
  fullScreen: string
  minimize: string
  /** macOS: the window's green-button zoom. */
  zoom: string
  close: string
  /** macOS: Bring All to Front. */
  front: string
  /** macOS app menu, each with the app's name. */
  about: (app: string) => string
  services: string
  hide: (app: string) => string
  hideOthers: string
  showAll: string
  quitApp: (app: string) => string
  openDataFolder: string
}

export const MENU_TEXT: Record<CatalogLanguage, MenuText> = {
  en: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    quit: 'Quit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    resetZoom: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    fullScreen: 'Toggle Full Screen',
    minimize: 'Minimize',
    zoom: 'Zoom',
    close: 'Close',
    front: 'Bring All to Front',
    about: (app) => `About ${app}`,
    services: 'Services',
    hide: (app) => `Hide ${app}`,
    hideOthers: 'Hide Others',
    showAll: 'Show All',
    quitApp: (app) => `Quit ${app}`,
    openDataFolder: 'Open Data Folder'
  },
  de: {
    file: 'Datei',
    edit: 'Bearbeiten',
    view: 'Ansicht',
    window: 'Fenster',
    help: 'Hilfe',
    quit: 'Beenden',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einfügen',
    selectAll: 'Alles auswählen',
    resetZoom: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fullScreen: 'Vollbild ein/aus',
    minimize: 'Minimieren',
    zoom: 'Zoomen',
    close: 'Schließen',
    front: 'Alle nach vorne bringen',
    about: (app) => `Über ${app}`,
    services: 'Dienste',
    hide: (app) => `${app} ausblenden`,
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    quitApp: (app) => `${app} beenden`,
    openDataFolder: 'Datenordner öffnen'
  },
  fr: {
    file: 'Fichier',
    edit: 'Édition',
    view: 'Affichage',
    window: 'Fenêtre',
    help: 'Aide',
    quit: 'Quitter',
    undo: 'Annuler',
    redo: 'Rétablir',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    selectAll: 'Tout sélectionner',
    resetZoom: 'Taille réelle',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    fullScreen: 'Plein écran',
    minimize: 'Réduire',
    zoom: 'Zoom',
    close: 'Fermer',
    front: 'Tout ramener au premier plan',
    about: (app) => `À propos de ${app}`,
    services: 'Services',
    hide: (app) => `Masquer ${app}`,
    hideOthers: 'Masquer les autres',
    showAll: 'Tout afficher',
    quitApp: (app) => `Quitter ${app}`,
    openDataFolder: 'Ouvrir le dossier des données'
  },
  es: {
    file: 'Archivo',
    edit: 'Edición',
    view: 'Ver',
    window: 'Ventana',
    help: 'Ayuda',
    quit: 'Salir',
    undo: 'Deshacer',
    redo: 'Rehacer',
    cut: 'Cortar',
    copy: 'Copiar',
    paste: 'Pegar',
    selectAll: 'Seleccionar todo',
    resetZoom: 'Tamaño real',
    zoomIn: 'Ampliar',
    zoomOut: 'Reducir',
    fullScreen: 'Pantalla completa',
    minimize: 'Minimizar',
    zoom: 'Zoom',
    close: 'Cerrar',
    front: 'Traer todo al frente',
    about: (app) => `Acerca de ${app}`,
    services: 'Servicios',
    hide: (app) => `Ocultar ${app}`,
    hideOthers: 'Ocultar otros',
    showAll: 'Mostrar todo',
    quitApp: (app) => `Salir de ${app}`,
    openDataFolder: 'Abrir la carpeta de datos'
  },
  it: {
    file: 'File',
    edit: 'Modifica',
    view: 'Vista',
    window: 'Finestra',
    help: 'Aiuto',
    quit: 'Esci',
    undo: 'Annulla',
    redo: 'Ripeti',
    cut: 'Taglia',
    copy: 'Copia',
    paste: 'Incolla',
    selectAll: 'Seleziona tutto',
    resetZoom: 'Dimensioni reali',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    fullScreen: 'Schermo intero',
    minimize: 'Riduci a icona',
    zoom: 'Zoom',
    close: 'Chiudi',
    front: 'Porta tutto in primo piano',
    about: (app) => `Informazioni su ${app}`,
    services: 'Servizi',
    hide: (app) => `Nascondi ${app}`,
    hideOthers: 'Nascondi altre',
    showAll: 'Mostra tutte',
    quitApp: (app) => `Esci da ${app}`,
    openDataFolder: 'Apri la cartella dei dati'
  },
  pl: {
    file: 'Plik',
    edit: 'Edycja',
    view: 'Widok',
    window: 'Okno',
    help: 'Pomoc',
    quit: 'Zakończ',
    undo: 'Cofnij',
    redo: 'Ponów',
    cut: 'Wytnij',
    copy: 'Kopiuj',
    paste: 'Wklej',
    selectAll: 'Zaznacz wszystko',
    resetZoom: 'Rzeczywisty rozmiar',
    zoomIn: 'Powiększ',
    zoomOut: 'Pomniejsz',
    fullScreen: 'Pełny ekran',
    minimize: 'Minimalizuj',
    zoom: 'Zoom',
    close: 'Zamknij',
    front: 'Wszystkie na wierzch',
    about: (app) => `${app} – informacje`,
    services: 'Usługi',
    hide: (app) => `Ukryj ${app}`,
    hideOthers: 'Ukryj pozostałe',
    showAll: 'Pokaż wszystko',
    quitApp: (app) => `Zakończ ${app}`,
    openDataFolder: 'Otwórz folder danych'
  },
  ru: {
    file: 'Файл',
    edit: 'Правка',
    view: 'Вид',
    window: 'Окно',
    help: 'Справка',
    quit: 'Выход',
    undo: 'Отменить',
    redo: 'Повторить',
    cut: 'Вырезать',
    copy: 'Копировать',
    paste: 'Вставить',
    selectAll: 'Выделить всё',
    resetZoom: 'Фактический размер',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    fullScreen: 'Полноэкранный режим',
    minimize: 'Свернуть',
    zoom: 'Изменить масштаб',
    close: 'Закрыть',
    front: 'Все окна — на передний план',
    about: (app) => `О программе ${app}`,
    services: 'Службы',
    hide: (app) => `Скрыть ${app}`,
    hideOthers: 'Скрыть остальные',
    showAll: 'Показать все',
    quitApp: (app) => `Завершить ${app}`,
    openDataFolder: 'Открыть папку данных'
  },
  tr: {
    file: 'Dosya',
    edit: 'Düzen',
    view: 'Görünüm',
    window: 'Pencere',
    help: 'Yardım',
    quit: 'Çıkış',
    undo: 'Geri Al',
    redo: 'Yinele',
    cut: 'Kes',
    copy: 'Kopyala',
    paste: 'Yapıştır',
    selectAll: 'Tümünü Seç',
    resetZoom: 'Gerçek Boyut',
    zoomIn: 'Yakınlaştır',
    zoomOut: 'Uzaklaştır',
    fullScreen: 'Tam Ekran',
    minimize: 'Simge Durumuna Küçült',
    zoom: 'Büyüt/Küçült',
    close: 'Kapat',
    front: 'Tümünü Öne Getir',
    about: (app) => `${app} Hakkında`,
    services: 'Servisler',
    hide: (app) => `${app} Uygulamasını Gizle`,
    hideOthers: 'Diğerlerini Gizle',
    showAll: 'Tümünü Göster',
    quitApp: (app) => `${app} Uygulamasından Çık`,
    openDataFolder: 'Veri Klasörünü Aç'
  },
  ko: {
    file: '파일',
    edit: '편집',
    view: '보기',
    window: '윈도우',
    help: '도움말',
    quit: '종료',
    undo: '실행 취소',
    redo: '다시 실행',
    cut: '잘라내기',
    copy: '복사',
    paste: '붙여넣기',
    selectAll: '모두 선택',
    resetZoom: '실제 크기',
    zoomIn: '확대',
    zoomOut: '축소',
    fullScreen: '전체 화면',
    minimize: '최소화',
    zoom: '확대/축소',
    close: '닫기',
    front: '모두 앞으로 가져오기',
    about: (app) => `${app} 정보`,
    services: '서비스',
    hide: (app) => `${app} 가리기`,
    hideOthers: '기타 가리기',
    showAll: '모두 보기',
    quitApp: (app) => `${app} 종료`,
    openDataFolder: '데이터 폴더 열기'
  },
  zh: {
    file: '文件',
    edit: '编辑',
    view: '视图',
    window: '窗口',
    help: '帮助',
    quit: '退出',
    undo: '撤销',
    redo: '重做',
    cut: '剪切',
    copy: '拷贝',
    paste: '粘贴',
    selectAll: '全选',
    resetZoom: '实际大小',
    zoomIn: '放大',
    zoomOut: '缩小',
    fullScreen: '全屏',
    minimize: '最小化',
    zoom: '缩放',
    close: '关闭',
    front: '前置全部窗口',
    about: (app) => `关于 ${app}`,
    services: '服务',
    hide: (app) => `隐藏 ${app}`,
    hideOthers: '隐藏其他',
    showAll: '全部显示',
    quitApp: (app) => `退出 ${app}`,
    openDataFolder: '打开数据文件夹'
  }
}

/** The words for `language`; English when none is saved yet (as the link dialog does). */
export function menuText(language: CatalogLanguage | undefined): MenuText {
  return MENU_TEXT[language ?? 'en'] ?? MENU_TEXT.en
}
