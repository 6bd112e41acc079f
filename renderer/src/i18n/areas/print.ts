import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the print area (print layouts, PDF, job baskets), all ten languages in one file (`en` is the reference). */
const en = {
  nav: { baskets: 'Baskets' },
  actions: {
    label: 'Print and basket',
    print: 'Print or save as PDF…',
    basket: 'Basket',
    newBasket: 'New basket',
    addHighlighted: 'Add highlighted to basket ({count})',
    addRow: 'Add {number} to the basket',
    added: 'Added to “{basket}”: {count} lines.',
    openBasket: 'Open the basket',
    addFailed: 'The parts could not be stored in the basket. See the baskets page.'
  },
  dialog: {
    title: 'Print parts list',
    which: 'Parts',
    all: 'All parts ({count})',
    highlighted: 'Only highlighted parts ({count})',
    noneHighlighted: 'Highlight callouts or rows first to print only those.',
    diagram: 'Include the diagram',
    allDrawings: 'All {count} drawings, not only the one on screen',
    print: 'Print',
    pdf: 'Save as PDF',
    cancel: 'Cancel'
  },
  layout: {
    toolbar: 'Print',
    back: 'Back',
    print: 'Print',
    pdf: 'Save as PDF',
    browserHint:
      'In the print dialog choose “Save as PDF” as the destination to get a file. Page numbers: turn on “Headers and footers” there.',
    desktopHint:
      'Saved PDFs carry “page x of y”. On paper, turn on “Headers and footers” in the print dialog for page numbers.',
    preparing: 'Preparing the print layout…',
    saved: 'Saved: {path}',
    badLink: 'This print link is incomplete. Go back to the diagram and choose Print again.',
    notANode: 'This page is not a diagram with parts, so there is nothing to print.',
    vehicle: 'Vehicle',
    vin: 'VIN',
    catalog: 'Catalog',
    node: 'Node',
    language: 'Language',
    printed: 'Printed',
    onlyHighlighted: 'Highlighted parts only: {shown} of {total}.',
    noParts: 'No parts to print.',
    diagramFailed: 'The diagram picture could not be loaded; the parts list below is complete.',
    drawingOf: 'Drawing {n} of {total}',
    pageLabel: 'Page {page} of {total}'
  },
  pick: {
    title: 'Pick list',
    colPicked: 'Picked',
    lines: 'Lines',
    pieces: 'Pieces',
    missing: 'This basket does not exist any more.'
  },
  baskets: {
    title: 'Job baskets',
    intro:
      'Collect parts for a job from any diagram, then print a pick list, export a CSV for the dealer system or copy all part numbers at once.',
    listLabel: 'Baskets',
    createLabel: 'New basket (job or VIN)',
    create: 'Create',
    summary: '{lines} lines · {pieces} pcs',
    receiving: 'new parts go here',
    use: 'Add new parts here',
    rename: 'Rename',
    renameLabel: 'Basket name',
    save: 'Save',
    delete: 'Delete basket',
    confirmDelete: 'Delete “{name}” and all its lines?',
    sendLabel: 'Use the basket',
    printPickList: 'Print pick list',
    exportCsv: 'Export CSV',
    copyNumbers: 'Copy all part numbers',
    copied: 'Copied {count} part numbers, one per line.',
    copyFailed: 'Copying failed: the clipboard is not available here. Use Export CSV instead.',
    noLines: 'This basket is empty. Open a diagram and add parts with the basket button in a row.',
    empty: 'No baskets yet. Add parts from a diagram, or create a basket here.',
    choose: 'Choose a basket from the list.',
    colVehicle: 'Vehicle',
    colNode: 'From diagram',
    colRemove: 'Remove',
    qtyLabel: 'Quantity of {number}',
    remove: 'Remove',
    removeLine: 'Remove {number} from the basket',
    problem: {
      unavailable: 'Baskets cannot be stored on this computer: the app’s local storage is switched off or damaged.',
      'write-failed': 'The change could not be saved (the disk may be full). The basket is as shown.'
    }
  }
}

export type PrintMessages = typeof en

const ru: PrintMessages = {
  nav: { baskets: 'Корзины' },
  actions: {
    label: 'Печать и корзина',
    print: 'Печать или PDF…',
    basket: 'Корзина',
    newBasket: 'Новая корзина',
    addHighlighted: 'Выделенные в корзину ({count})',
    addRow: 'Добавить {number} в корзину',
    added: 'Добавлено в «{basket}»: строк — {count}.',
    openBasket: 'Открыть корзину',
    addFailed: 'Не удалось сохранить детали в корзину. Подробности — на странице корзин.'
  },
  dialog: {
    title: 'Печать списка деталей',
    which: 'Детали',
    all: 'Все детали ({count})',
    highlighted: 'Только выделенные ({count})',
    noneHighlighted: 'Чтобы напечатать только часть, сначала выделите позиции на схеме или строки.',
    diagram: 'Печатать схему',
    allDrawings: 'Все чертежи ({count}), а не только показанный',
    print: 'Печать',
    pdf: 'Сохранить в PDF',
    cancel: 'Отмена'
  },
  layout: {
    toolbar: 'Печать',
    back: 'Назад',
    print: 'Печать',
    pdf: 'Сохранить в PDF',
    browserHint:
      'Чтобы получить файл, выберите в окне печати назначение «Сохранить как PDF». Номера страниц: включите там «Колонтитулы».',
    desktopHint:
      'В сохранённом PDF есть «страница x из y». Для номеров страниц на бумаге включите «Колонтитулы» в окне печати.',
    preparing: 'Готовим макет для печати…',
    saved: 'Сохранено: {path}',
    badLink: 'Ссылка на печать неполная. Вернитесь к схеме и снова выберите «Печать».',
    notANode: 'Это не схема с деталями — печатать нечего.',
    vehicle: 'Автомобиль',
    vin: 'VIN',
    catalog: 'Каталог',
    node: 'Узел',
    language: 'Язык',
    printed: 'Напечатано',
    onlyHighlighted: 'Только выделенные детали: {shown} из {total}.',
    noParts: 'Нет деталей для печати.',
    diagramFailed: 'Изображение схемы не загрузилось; список деталей ниже полный.',
    drawingOf: 'Чертёж {n} из {total}',
    pageLabel: 'Страница {page} из {total}'
  },
  pick: {
    title: 'Лист подбора',
    colPicked: 'Взято',
    lines: 'Строк',
    pieces: 'Штук',
    missing: 'Этой корзины больше нет.'
  },
  baskets: {
    title: 'Корзины заказов',
    intro:
      'Собирайте детали для работы с любых схем, затем печатайте лист подбора, выгружайте CSV для дилерской системы или копируйте все номера сразу.',
    listLabel: 'Корзины',
    createLabel: 'Новая корзина (заказ-наряд или VIN)',
    create: 'Создать',
    summary: 'строк: {lines} · шт.: {pieces}',
    receiving: 'сюда добавляются детали',
    use: 'Добавлять детали сюда',
    rename: 'Переименовать',
    renameLabel: 'Название корзины',
    save: 'Сохранить',
    delete: 'Удалить корзину',
    confirmDelete: 'Удалить «{name}» со всеми строками?',
    sendLabel: 'Что сделать с корзиной',
    printPickList: 'Печать листа подбора',
    exportCsv: 'Выгрузить CSV',
    copyNumbers: 'Копировать все номера',
    copied: 'Скопировано номеров: {count}, по одному в строке.',
    copyFailed: 'Копирование не удалось: буфер обмена здесь недоступен. Воспользуйтесь выгрузкой CSV.',
    noLines: 'Корзина пуста. Откройте схему и добавьте детали кнопкой корзины в строке.',
    empty: 'Корзин пока нет. Добавьте детали со схемы или создайте корзину здесь.',
    choose: 'Выберите корзину в списке.',
    colVehicle: 'Автомобиль',
    colNode: 'Со схемы',
    colRemove: 'Удалить',
    qtyLabel: 'Количество {number}',
    remove: 'Удалить',
    removeLine: 'Удалить {number} из корзины',
    problem: {
      unavailable:
        'Корзины нельзя сохранить на этом компьютере: локальное хранилище приложения отключено или повреждено.',
      'write-failed': 'Изменение не сохранилось (возможно, диск заполнен). Корзина — как на экране.'
    }
  }
}

const de: PrintMessages = {
  nav: { baskets: 'Warenkörbe' },
  actions: {
    label: 'Drucken und Warenkorb',
    print: 'Drucken oder als PDF…',
    basket: 'Warenkorb',
    newBasket: 'Neuer Warenkorb',
    addHighlighted: 'Markierte in den Warenkorb ({count})',
    addRow: '{number} in den Warenkorb',
    added: 'In „{basket}“ gelegt: {count} Zeilen.',
    openBasket: 'Warenkorb öffnen',
    addFailed: 'Die Teile konnten nicht im Warenkorb gespeichert werden. Siehe Seite Warenkörbe.'
  },
  dialog: {
    title: 'Teileliste drucken',
    which: 'Teile',
    all: 'Alle Teile ({count})',
    highlighted: 'Nur markierte Teile ({count})',
    noneHighlighted: 'Markieren Sie zuerst Positionen oder Zeilen, um nur diese zu drucken.',
    diagram: 'Bild mitdrucken',
    allDrawings: 'Alle {count} Zeichnungen, nicht nur die angezeigte',
    print: 'Drucken',
    pdf: 'Als PDF speichern',
    cancel: 'Abbrechen'
  },
  layout: {
    toolbar: 'Drucken',
    back: 'Zurück',
    print: 'Drucken',
    pdf: 'Als PDF speichern',
    browserHint:
      'Für eine Datei im Druckdialog das Ziel „Als PDF speichern“ wählen. Seitenzahlen: dort „Kopf- und Fußzeilen“ einschalten.',
    desktopHint:
      'Gespeicherte PDFs tragen „Seite x von y“. Für Seitenzahlen auf Papier im Druckdialog „Kopf- und Fußzeilen“ einschalten.',
    preparing: 'Druckansicht wird vorbereitet…',
    saved: 'Gespeichert: {path}',
    badLink: 'Dieser Drucklink ist unvollständig. Gehen Sie zum Bild zurück und wählen Sie erneut Drucken.',
    notANode: 'Diese Seite ist kein Bild mit Teilen, es gibt nichts zu drucken.',
    vehicle: 'Fahrzeug',
    vin: 'FIN',
    catalog: 'Katalog',
    node: 'Baugruppe',
    language: 'Sprache',
    printed: 'Gedruckt',
    onlyHighlighted: 'Nur markierte Teile: {shown} von {total}.',
    noParts: 'Keine Teile zu drucken.',
    diagramFailed: 'Das Bild konnte nicht geladen werden; die Teileliste unten ist vollständig.',
    drawingOf: 'Zeichnung {n} von {total}',
    pageLabel: 'Seite {page} von {total}'
  },
  pick: {
    title: 'Kommissionierliste',
    colPicked: 'Entnommen',
    lines: 'Zeilen',
    pieces: 'Stück',
    missing: 'Diesen Warenkorb gibt es nicht mehr.'
  },
  baskets: {
    title: 'Auftrags-Warenkörbe',
    intro:
      'Teile für einen Auftrag aus beliebigen Bildern sammeln, dann eine Kommissionierliste drucken, CSV für das Händlersystem exportieren oder alle Teilenummern auf einmal kopieren.',
    listLabel: 'Warenkörbe',
    createLabel: 'Neuer Warenkorb (Auftrag oder FIN)',
    create: 'Anlegen',
    summary: '{lines} Zeilen · {pieces} Stk.',
    receiving: 'neue Teile kommen hierher',
    use: 'Neue Teile hierher',
    rename: 'Umbenennen',
    renameLabel: 'Name des Warenkorbs',
    save: 'Speichern',
    delete: 'Warenkorb löschen',
    confirmDelete: '„{name}“ mit allen Zeilen löschen?',
    sendLabel: 'Warenkorb verwenden',
    printPickList: 'Kommissionierliste drucken',
    exportCsv: 'CSV exportieren',
    copyNumbers: 'Alle Teilenummern kopieren',
    copied: '{count} Teilenummern kopiert, eine pro Zeile.',
    copyFailed: 'Kopieren fehlgeschlagen: Die Zwischenablage ist hier nicht verfügbar. Nutzen Sie CSV exportieren.',
    noLines:
      'Dieser Warenkorb ist leer. Öffnen Sie ein Bild und legen Sie Teile mit der Warenkorb-Schaltfläche in der Zeile hinein.',
    empty: 'Noch keine Warenkörbe. Legen Sie Teile aus einem Bild hinein oder legen Sie hier einen an.',
    choose: 'Wählen Sie einen Warenkorb aus der Liste.',
    colVehicle: 'Fahrzeug',
    colNode: 'Aus Bild',
    colRemove: 'Entfernen',
    qtyLabel: 'Menge von {number}',
    remove: 'Entfernen',
    removeLine: '{number} aus dem Warenkorb entfernen',
    problem: {
      unavailable:
        'Warenkörbe können auf diesem Computer nicht gespeichert werden: Der lokale Speicher der App ist ausgeschaltet oder beschädigt.',
      'write-failed':
        'Die Änderung konnte nicht gespeichert werden (Datenträger voll?). Der Warenkorb ist wie angezeigt.'
    }
  }
}

const fr: PrintMessages = {
  nav: { baskets: 'Paniers' },
  actions: {
    label: 'Impression et panier',
    print: 'Imprimer ou PDF…',
    basket: 'Panier',
    newBasket: 'Nouveau panier',
    addHighlighted: 'Ajouter la sélection au panier ({count})',
    addRow: 'Ajouter {number} au panier',
    added: 'Ajouté à « {basket} » : {count} lignes.',
    openBasket: 'Ouvrir le panier',
    addFailed: 'Impossible d’enregistrer les pièces dans le panier. Voir la page des paniers.'
  },
  dialog: {
    title: 'Imprimer la liste des pièces',
    which: 'Pièces',
    all: 'Toutes les pièces ({count})',
    highlighted: 'Pièces sélectionnées seulement ({count})',
    noneHighlighted: 'Sélectionnez d’abord des repères ou des lignes pour n’imprimer qu’elles.',
    diagram: 'Inclure le schéma',
    allDrawings: 'Les {count} dessins, pas seulement celui affiché',
    print: 'Imprimer',
    pdf: 'Enregistrer en PDF',
    cancel: 'Annuler'
  },
  layout: {
    toolbar: 'Impression',
    back: 'Retour',
    print: 'Imprimer',
    pdf: 'Enregistrer en PDF',
    browserHint:
      'Pour obtenir un fichier, choisissez la destination « Enregistrer au format PDF » dans la boîte d’impression. Numéros de page : activez « En-têtes et pieds de page ».',
    desktopHint:
      'Les PDF enregistrés portent « page x sur y ». Sur papier, activez « En-têtes et pieds de page » dans la boîte d’impression.',
    preparing: 'Préparation de la mise en page…',
    saved: 'Enregistré : {path}',
    badLink: 'Ce lien d’impression est incomplet. Revenez au schéma et choisissez à nouveau Imprimer.',
    notANode: 'Cette page n’est pas un schéma avec des pièces : rien à imprimer.',
    vehicle: 'Véhicule',
    vin: 'VIN',
    catalog: 'Catalogue',
    node: 'Ensemble',
    language: 'Langue',
    printed: 'Imprimé le',
    onlyHighlighted: 'Pièces sélectionnées seulement : {shown} sur {total}.',
    noParts: 'Aucune pièce à imprimer.',
    diagramFailed: 'L’image du schéma n’a pas pu être chargée ; la liste des pièces ci-dessous est complète.',
    drawingOf: 'Dessin {n} sur {total}',
    pageLabel: 'Page {page} sur {total}'
  },
  pick: {
    title: 'Bon de préparation',
    colPicked: 'Pris',
    lines: 'Lignes',
    pieces: 'Pièces',
    missing: 'Ce panier n’existe plus.'
  },
  baskets: {
    title: 'Paniers par intervention',
    intro:
      'Rassemblez les pièces d’une intervention depuis n’importe quel schéma, puis imprimez un bon de préparation, exportez un CSV pour le système du concessionnaire ou copiez toutes les références d’un coup.',
    listLabel: 'Paniers',
    createLabel: 'Nouveau panier (intervention ou VIN)',
    create: 'Créer',
    summary: '{lines} lignes · {pieces} pcs',
    receiving: 'les nouvelles pièces arrivent ici',
    use: 'Ajouter les pièces ici',
    rename: 'Renommer',
    renameLabel: 'Nom du panier',
    save: 'Enregistrer',
    delete: 'Supprimer le panier',
    confirmDelete: 'Supprimer « {name} » et toutes ses lignes ?',
    sendLabel: 'Utiliser le panier',
    printPickList: 'Imprimer le bon de préparation',
    exportCsv: 'Exporter en CSV',
    copyNumbers: 'Copier toutes les références',
    copied: '{count} références copiées, une par ligne.',
    copyFailed: 'Échec de la copie : le presse-papiers n’est pas disponible ici. Utilisez l’export CSV.',
    noLines: 'Ce panier est vide. Ouvrez un schéma et ajoutez des pièces avec le bouton panier de la ligne.',
    empty: 'Aucun panier pour l’instant. Ajoutez des pièces depuis un schéma ou créez un panier ici.',
    choose: 'Choisissez un panier dans la liste.',
    colVehicle: 'Véhicule',
    colNode: 'Schéma d’origine',
    colRemove: 'Retirer',
    qtyLabel: 'Quantité de {number}',
    remove: 'Retirer',
    removeLine: 'Retirer {number} du panier',
    problem: {
      unavailable:
        'Les paniers ne peuvent pas être enregistrés sur cet ordinateur : le stockage local de l’application est désactivé ou endommagé.',
      'write-failed': 'La modification n’a pas pu être enregistrée (disque plein ?). Le panier est tel qu’affiché.'
    }
  }
}

const es: PrintMessages = {
  nav: { baskets: 'Cestas' },
  actions: {
    label: 'Imprimir y cesta',
    print: 'Imprimir o PDF…',
    basket: 'Cesta',
    newBasket: 'Cesta nueva',
    addHighlighted: 'Añadir lo resaltado a la cesta ({count})',
    addRow: 'Añadir {number} a la cesta',
    added: 'Añadido a «{basket}»: {count} líneas.',
    openBasket: 'Abrir la cesta',
    addFailed: 'No se pudieron guardar las piezas en la cesta. Consulte la página de cestas.'
  },
  dialog: {
    title: 'Imprimir lista de piezas',
    which: 'Piezas',
    all: 'Todas las piezas ({count})',
    highlighted: 'Solo las piezas resaltadas ({count})',
    noneHighlighted: 'Resalte antes referencias o filas para imprimir solo esas.',
    diagram: 'Incluir el despiece',
    allDrawings: 'Los {count} dibujos, no solo el que se ve',
    print: 'Imprimir',
    pdf: 'Guardar como PDF',
    cancel: 'Cancelar'
  },
  layout: {
    toolbar: 'Imprimir',
    back: 'Volver',
    print: 'Imprimir',
    pdf: 'Guardar como PDF',
    browserHint:
      'Para obtener un archivo, elija el destino «Guardar como PDF» en el diálogo de impresión. Números de página: active allí «Encabezados y pies de página».',
    desktopHint:
      'Los PDF guardados llevan «página x de y». En papel, active «Encabezados y pies de página» en el diálogo de impresión.',
    preparing: 'Preparando la vista de impresión…',
    saved: 'Guardado: {path}',
    badLink: 'Este enlace de impresión está incompleto. Vuelva al despiece y elija Imprimir de nuevo.',
    notANode: 'Esta página no es un despiece con piezas: no hay nada que imprimir.',
    vehicle: 'Vehículo',
    vin: 'VIN',
    catalog: 'Catálogo',
    node: 'Grupo',
    language: 'Idioma',
    printed: 'Impreso',
    onlyHighlighted: 'Solo piezas resaltadas: {shown} de {total}.',
    noParts: 'No hay piezas que imprimir.',
    diagramFailed: 'No se pudo cargar la imagen del despiece; la lista de piezas de abajo está completa.',
    drawingOf: 'Dibujo {n} de {total}',
    pageLabel: 'Página {page} de {total}'
  },
  pick: {
    title: 'Lista de preparación',
    colPicked: 'Cogido',
    lines: 'Líneas',
    pieces: 'Unidades',
    missing: 'Esta cesta ya no existe.'
  },
  baskets: {
    title: 'Cestas por trabajo',
    intro:
      'Reúna las piezas de un trabajo desde cualquier despiece y luego imprima una lista de preparación, exporte un CSV para el sistema del concesionario o copie todas las referencias a la vez.',
    listLabel: 'Cestas',
    createLabel: 'Cesta nueva (trabajo o VIN)',
    create: 'Crear',
    summary: '{lines} líneas · {pieces} uds.',
    receiving: 'aquí van las piezas nuevas',
    use: 'Añadir piezas aquí',
    rename: 'Renombrar',
    renameLabel: 'Nombre de la cesta',
    save: 'Guardar',
    delete: 'Eliminar cesta',
    confirmDelete: '¿Eliminar «{name}» con todas sus líneas?',
    sendLabel: 'Usar la cesta',
    printPickList: 'Imprimir lista de preparación',
    exportCsv: 'Exportar CSV',
    copyNumbers: 'Copiar todas las referencias',
    copied: '{count} referencias copiadas, una por línea.',
    copyFailed: 'No se pudo copiar: el portapapeles no está disponible aquí. Use Exportar CSV.',
    noLines: 'Esta cesta está vacía. Abra un despiece y añada piezas con el botón de cesta de la fila.',
    empty: 'Todavía no hay cestas. Añada piezas desde un despiece o cree una cesta aquí.',
    choose: 'Elija una cesta de la lista.',
    colVehicle: 'Vehículo',
    colNode: 'Del despiece',
    colRemove: 'Quitar',
    qtyLabel: 'Cantidad de {number}',
    remove: 'Quitar',
    removeLine: 'Quitar {number} de la cesta',
    problem: {
      unavailable:
        'Las cestas no se pueden guardar en este ordenador: el almacenamiento local de la aplicación está desactivado o dañado.',
      'write-failed': 'No se pudo guardar el cambio (¿disco lleno?). La cesta está como se muestra.'
    }
  }
}

const it: PrintMessages = {
  nav: { baskets: 'Carrelli' },
  actions: {
    label: 'Stampa e carrello',
    print: 'Stampa o PDF…',
    basket: 'Carrello',
    newBasket: 'Nuovo carrello',
    addHighlighted: 'Aggiungi gli evidenziati al carrello ({count})',
    addRow: 'Aggiungi {number} al carrello',
    added: 'Aggiunto a «{basket}»: {count} righe.',
    openBasket: 'Apri il carrello',
    addFailed: 'Impossibile salvare i ricambi nel carrello. Vedere la pagina dei carrelli.'
  },
  dialog: {
    title: 'Stampa elenco ricambi',
    which: 'Ricambi',
    all: 'Tutti i ricambi ({count})',
    highlighted: 'Solo i ricambi evidenziati ({count})',
    noneHighlighted: 'Evidenziate prima posizioni o righe per stampare solo quelle.',
    diagram: 'Includi l’esploso',
    allDrawings: 'Tutti i {count} disegni, non solo quello visualizzato',
    print: 'Stampa',
    pdf: 'Salva come PDF',
    cancel: 'Annulla'
  },
  layout: {
    toolbar: 'Stampa',
    back: 'Indietro',
    print: 'Stampa',
    pdf: 'Salva come PDF',
    browserHint:
      'Per ottenere un file scegliete la destinazione «Salva come PDF» nella finestra di stampa. Numeri di pagina: attivate lì «Intestazioni e piè di pagina».',
    desktopHint:
      'I PDF salvati riportano «pagina x di y». Su carta attivate «Intestazioni e piè di pagina» nella finestra di stampa.',
    preparing: 'Preparazione dell’anteprima di stampa…',
    saved: 'Salvato: {path}',
    badLink: 'Questo collegamento di stampa è incompleto. Tornate all’esploso e scegliete di nuovo Stampa.',
    notANode: 'Questa pagina non è un esploso con ricambi: non c’è nulla da stampare.',
    vehicle: 'Veicolo',
    vin: 'VIN',
    catalog: 'Catalogo',
    node: 'Gruppo',
    language: 'Lingua',
    printed: 'Stampato',
    onlyHighlighted: 'Solo ricambi evidenziati: {shown} di {total}.',
    noParts: 'Nessun ricambio da stampare.',
    diagramFailed: 'Impossibile caricare l’immagine dell’esploso; l’elenco ricambi qui sotto è completo.',
    drawingOf: 'Disegno {n} di {total}',
    pageLabel: 'Pagina {page} di {total}'
  },
  pick: {
    title: 'Lista di prelievo',
    colPicked: 'Prelevato',
    lines: 'Righe',
    pieces: 'Pezzi',
    missing: 'Questo carrello non esiste più.'
  },
  baskets: {
    title: 'Carrelli per lavoro',
    intro:
      'Raccogliete i ricambi di un lavoro da qualsiasi esploso, poi stampate una lista di prelievo, esportate un CSV per il sistema del concessionario o copiate tutti i codici in una volta.',
    listLabel: 'Carrelli',
    createLabel: 'Nuovo carrello (lavoro o VIN)',
    create: 'Crea',
    summary: '{lines} righe · {pieces} pz',
    receiving: 'i nuovi ricambi vanno qui',
    use: 'Aggiungi i ricambi qui',
    rename: 'Rinomina',
    renameLabel: 'Nome del carrello',
    save: 'Salva',
    delete: 'Elimina carrello',
    confirmDelete: 'Eliminare «{name}» con tutte le sue righe?',
    sendLabel: 'Usa il carrello',
    printPickList: 'Stampa lista di prelievo',
    exportCsv: 'Esporta CSV',
    copyNumbers: 'Copia tutti i codici',
    copied: '{count} codici copiati, uno per riga.',
    copyFailed: 'Copia non riuscita: gli appunti non sono disponibili qui. Usate Esporta CSV.',
    noLines: 'Questo carrello è vuoto. Aprite un esploso e aggiungete ricambi con il pulsante carrello della riga.',
    empty: 'Ancora nessun carrello. Aggiungete ricambi da un esploso o create qui un carrello.',
    choose: 'Scegliete un carrello dall’elenco.',
    colVehicle: 'Veicolo',
    colNode: 'Dall’esploso',
    colRemove: 'Rimuovi',
    qtyLabel: 'Quantità di {number}',
    remove: 'Rimuovi',
    removeLine: 'Rimuovi {number} dal carrello',
    problem: {
      unavailable:
        'I carrelli non possono essere salvati su questo computer: la memoria locale dell’app è disattivata o danneggiata.',
      'write-failed': 'Impossibile salvare la modifica (disco pieno?). Il carrello è come mostrato.'
    }
  }
}

const pl: PrintMessages = {
  nav: { baskets: 'Koszyki' },
  actions: {
    label: 'Druk i koszyk',
    print: 'Drukuj lub PDF…',
    basket: 'Koszyk',
    newBasket: 'Nowy koszyk',
    addHighlighted: 'Zaznaczone do koszyka ({count})',
    addRow: 'Dodaj {number} do koszyka',
    added: 'Dodano do „{basket}”: wierszy {count}.',
    openBasket: 'Otwórz koszyk',
    addFailed: 'Nie udało się zapisać części w koszyku. Szczegóły na stronie koszyków.'
  },
  dialog: {
    title: 'Drukuj listę części',
    which: 'Części',
    all: 'Wszystkie części ({count})',
    highlighted: 'Tylko zaznaczone części ({count})',
    noneHighlighted: 'Aby wydrukować tylko część, najpierw zaznacz pozycje lub wiersze.',
    diagram: 'Dołącz rysunek',
    allDrawings: 'Wszystkie rysunki ({count}), nie tylko widoczny',
    print: 'Drukuj',
    pdf: 'Zapisz jako PDF',
    cancel: 'Anuluj'
  },
  layout: {
    toolbar: 'Druk',
    back: 'Wstecz',
    print: 'Drukuj',
    pdf: 'Zapisz jako PDF',
    browserHint:
      'Aby otrzymać plik, wybierz w oknie drukowania miejsce docelowe „Zapisz jako PDF”. Numery stron: włącz tam „Nagłówki i stopki”.',
    desktopHint: 'Zapisane pliki PDF mają „strona x z y”. Na papierze włącz „Nagłówki i stopki” w oknie drukowania.',
    preparing: 'Przygotowanie układu wydruku…',
    saved: 'Zapisano: {path}',
    badLink: 'Ten link do wydruku jest niepełny. Wróć do rysunku i ponownie wybierz Drukuj.',
    notANode: 'Ta strona nie jest rysunkiem z częściami — nie ma czego drukować.',
    vehicle: 'Pojazd',
    vin: 'VIN',
    catalog: 'Katalog',
    node: 'Zespół',
    language: 'Język',
    printed: 'Wydrukowano',
    onlyHighlighted: 'Tylko zaznaczone części: {shown} z {total}.',
    noParts: 'Brak części do wydruku.',
    diagramFailed: 'Nie udało się wczytać rysunku; lista części poniżej jest kompletna.',
    drawingOf: 'Rysunek {n} z {total}',
    pageLabel: 'Strona {page} z {total}'
  },
  pick: {
    title: 'Lista kompletacyjna',
    colPicked: 'Pobrano',
    lines: 'Wiersze',
    pieces: 'Sztuki',
    missing: 'Ten koszyk już nie istnieje.'
  },
  baskets: {
    title: 'Koszyki zleceń',
    intro:
      'Zbieraj części do zlecenia z dowolnych rysunków, a potem drukuj listę kompletacyjną, eksportuj CSV do systemu dealera lub kopiuj wszystkie numery naraz.',
    listLabel: 'Koszyki',
    createLabel: 'Nowy koszyk (zlecenie lub VIN)',
    create: 'Utwórz',
    summary: 'wiersze: {lines} · szt.: {pieces}',
    receiving: 'tu trafiają nowe części',
    use: 'Dodawaj części tutaj',
    rename: 'Zmień nazwę',
    renameLabel: 'Nazwa koszyka',
    save: 'Zapisz',
    delete: 'Usuń koszyk',
    confirmDelete: 'Usunąć „{name}” ze wszystkimi wierszami?',
    sendLabel: 'Użyj koszyka',
    printPickList: 'Drukuj listę kompletacyjną',
    exportCsv: 'Eksportuj CSV',
    copyNumbers: 'Kopiuj wszystkie numery',
    copied: 'Skopiowano numery: {count}, po jednym w wierszu.',
    copyFailed: 'Kopiowanie nie powiodło się: schowek jest tu niedostępny. Użyj eksportu CSV.',
    noLines: 'Ten koszyk jest pusty. Otwórz rysunek i dodaj części przyciskiem koszyka w wierszu.',
    empty: 'Nie ma jeszcze koszyków. Dodaj części z rysunku albo utwórz koszyk tutaj.',
    choose: 'Wybierz koszyk z listy.',
    colVehicle: 'Pojazd',
    colNode: 'Z rysunku',
    colRemove: 'Usuń',
    qtyLabel: 'Ilość {number}',
    remove: 'Usuń',
    removeLine: 'Usuń {number} z koszyka',
    problem: {
      unavailable:
        'Koszyków nie można zapisać na tym komputerze: lokalna pamięć aplikacji jest wyłączona lub uszkodzona.',
      'write-failed': 'Nie udało się zapisać zmiany (pełny dysk?). Koszyk jest taki, jak na ekranie.'
    }
  }
}

const tr: PrintMessages = {
  nav: { baskets: 'Sepetler' },
  actions: {
    label: 'Yazdırma ve sepet',
    print: 'Yazdır veya PDF…',
    basket: 'Sepet',
    newBasket: 'Yeni sepet',
    addHighlighted: 'İşaretlileri sepete ekle ({count})',
    addRow: '{number} parçasını sepete ekle',
    added: '“{basket}” sepetine eklendi: {count} satır.',
    openBasket: 'Sepeti aç',
    addFailed: 'Parçalar sepete kaydedilemedi. Sepetler sayfasına bakın.'
  },
  dialog: {
    title: 'Parça listesini yazdır',
    which: 'Parçalar',
    all: 'Tüm parçalar ({count})',
    highlighted: 'Yalnızca işaretli parçalar ({count})',
    noneHighlighted: 'Yalnızca bazılarını yazdırmak için önce pozisyonları veya satırları işaretleyin.',
    diagram: 'Şemayı ekle',
    allDrawings: 'Yalnızca ekrandaki değil, {count} çizimin tümü',
    print: 'Yazdır',
    pdf: 'PDF olarak kaydet',
    cancel: 'İptal'
  },
  layout: {
    toolbar: 'Yazdır',
    back: 'Geri',
    print: 'Yazdır',
    pdf: 'PDF olarak kaydet',
    browserHint:
      'Dosya almak için yazdırma penceresinde hedef olarak “PDF olarak kaydet”i seçin. Sayfa numaraları için orada “Üstbilgi ve altbilgi”yi açın.',
    desktopHint:
      'Kaydedilen PDF’lerde “sayfa x / y” bulunur. Kâğıtta sayfa numarası için yazdırma penceresinde “Üstbilgi ve altbilgi”yi açın.',
    preparing: 'Baskı düzeni hazırlanıyor…',
    saved: 'Kaydedildi: {path}',
    badLink: 'Bu yazdırma bağlantısı eksik. Şemaya dönüp yeniden Yazdır’ı seçin.',
    notANode: 'Bu sayfa parçalı bir şema değil; yazdırılacak bir şey yok.',
    vehicle: 'Araç',
    vin: 'VIN',
    catalog: 'Katalog',
    node: 'Grup',
    language: 'Dil',
    printed: 'Yazdırıldı',
    onlyHighlighted: 'Yalnızca işaretli parçalar: {shown} / {total}.',
    noParts: 'Yazdırılacak parça yok.',
    diagramFailed: 'Şema resmi yüklenemedi; aşağıdaki parça listesi eksiksizdir.',
    drawingOf: 'Çizim {n} / {total}',
    pageLabel: 'Sayfa {page} / {total}'
  },
  pick: {
    title: 'Toplama listesi',
    colPicked: 'Alındı',
    lines: 'Satır',
    pieces: 'Adet',
    missing: 'Bu sepet artık yok.'
  },
  baskets: {
    title: 'İş sepetleri',
    intro:
      'Bir iş için parçaları herhangi bir şemadan toplayın; sonra toplama listesi yazdırın, bayi sistemi için CSV dışa aktarın veya tüm parça numaralarını tek seferde kopyalayın.',
    listLabel: 'Sepetler',
    createLabel: 'Yeni sepet (iş emri veya VIN)',
    create: 'Oluştur',
    summary: '{lines} satır · {pieces} adet',
    receiving: 'yeni parçalar buraya eklenir',
    use: 'Yeni parçaları buraya ekle',
    rename: 'Yeniden adlandır',
    renameLabel: 'Sepet adı',
    save: 'Kaydet',
    delete: 'Sepeti sil',
    confirmDelete: '“{name}” tüm satırlarıyla silinsin mi?',
    sendLabel: 'Sepeti kullan',
    printPickList: 'Toplama listesini yazdır',
    exportCsv: 'CSV dışa aktar',
    copyNumbers: 'Tüm parça numaralarını kopyala',
    copied: '{count} parça numarası kopyalandı, her satırda bir tane.',
    copyFailed: 'Kopyalanamadı: pano burada kullanılamıyor. CSV dışa aktarmayı kullanın.',
    noLines: 'Bu sepet boş. Bir şema açın ve satırdaki sepet düğmesiyle parça ekleyin.',
    empty: 'Henüz sepet yok. Bir şemadan parça ekleyin veya burada bir sepet oluşturun.',
    choose: 'Listeden bir sepet seçin.',
    colVehicle: 'Araç',
    colNode: 'Şemadan',
    colRemove: 'Kaldır',
    qtyLabel: '{number} miktarı',
    remove: 'Kaldır',
    removeLine: '{number} parçasını sepetten kaldır',
    problem: {
      unavailable: 'Sepetler bu bilgisayarda saklanamıyor: uygulamanın yerel depolaması kapalı veya bozuk.',
      'write-failed': 'Değişiklik kaydedilemedi (disk dolu olabilir). Sepet ekranda göründüğü gibidir.'
    }
  }
}

const ko: PrintMessages = {
  nav: { baskets: '장바구니' },
  actions: {
    label: '인쇄 및 장바구니',
    print: '인쇄 또는 PDF…',
    basket: '장바구니',
    newBasket: '새 장바구니',
    addHighlighted: '강조한 부품을 장바구니에 추가 ({count})',
    addRow: '{number}을(를) 장바구니에 추가',
    added: '“{basket}”에 추가됨: {count}줄.',
    openBasket: '장바구니 열기',
    addFailed: '부품을 장바구니에 저장하지 못했습니다. 장바구니 페이지를 확인하세요.'
  },
  dialog: {
    title: '부품 목록 인쇄',
    which: '부품',
    all: '모든 부품 ({count})',
    highlighted: '강조한 부품만 ({count})',
    noneHighlighted: '일부만 인쇄하려면 먼저 번호나 행을 강조하세요.',
    diagram: '도해 포함',
    allDrawings: '화면의 도면만이 아니라 도면 {count}장 모두',
    print: '인쇄',
    pdf: 'PDF로 저장',
    cancel: '취소'
  },
  layout: {
    toolbar: '인쇄',
    back: '뒤로',
    print: '인쇄',
    pdf: 'PDF로 저장',
    browserHint:
      '파일로 받으려면 인쇄 대화상자에서 대상으로 “PDF로 저장”을 선택하세요. 쪽 번호는 그곳에서 “머리글 및 바닥글”을 켜세요.',
    desktopHint:
      '저장된 PDF에는 “쪽 x / y”가 들어갑니다. 종이에 쪽 번호를 넣으려면 인쇄 대화상자에서 “머리글 및 바닥글”을 켜세요.',
    preparing: '인쇄 레이아웃 준비 중…',
    saved: '저장됨: {path}',
    badLink: '인쇄 링크가 완전하지 않습니다. 도해로 돌아가 다시 인쇄를 선택하세요.',
    notANode: '이 페이지는 부품이 있는 도해가 아니므로 인쇄할 내용이 없습니다.',
    vehicle: '차량',
    vin: 'VIN',
    catalog: '카탈로그',
    node: '그룹',
    language: '언어',
    printed: '인쇄 일시',
    onlyHighlighted: '강조한 부품만: {total}개 중 {shown}개.',
    noParts: '인쇄할 부품이 없습니다.',
    diagramFailed: '도해 이미지를 불러오지 못했습니다. 아래 부품 목록은 완전합니다.',
    drawingOf: '도면 {n} / {total}',
    pageLabel: '{page} / {total} 쪽'
  },
  pick: {
    title: '피킹 리스트',
    colPicked: '확인',
    lines: '줄',
    pieces: '개수',
    missing: '이 장바구니는 더 이상 없습니다.'
  },
  baskets: {
    title: '작업 장바구니',
    intro:
      '어느 도해에서든 작업에 필요한 부품을 모은 다음 피킹 리스트를 인쇄하거나, 딜러 시스템용 CSV로 내보내거나, 모든 부품 번호를 한 번에 복사하세요.',
    listLabel: '장바구니',
    createLabel: '새 장바구니 (작업 또는 VIN)',
    create: '만들기',
    summary: '{lines}줄 · {pieces}개',
    receiving: '새 부품이 여기에 추가됨',
    use: '새 부품을 여기에 추가',
    rename: '이름 바꾸기',
    renameLabel: '장바구니 이름',
    save: '저장',
    delete: '장바구니 삭제',
    confirmDelete: '“{name}”과(와) 모든 줄을 삭제할까요?',
    sendLabel: '장바구니 사용',
    printPickList: '피킹 리스트 인쇄',
    exportCsv: 'CSV 내보내기',
    copyNumbers: '모든 부품 번호 복사',
    copied: '부품 번호 {count}개를 한 줄에 하나씩 복사했습니다.',
    copyFailed: '복사하지 못했습니다. 여기서는 클립보드를 사용할 수 없습니다. CSV 내보내기를 사용하세요.',
    noLines: '장바구니가 비어 있습니다. 도해를 열고 행의 장바구니 버튼으로 부품을 추가하세요.',
    empty: '아직 장바구니가 없습니다. 도해에서 부품을 추가하거나 여기서 장바구니를 만드세요.',
    choose: '목록에서 장바구니를 선택하세요.',
    colVehicle: '차량',
    colNode: '출처 도해',
    colRemove: '삭제',
    qtyLabel: '{number} 수량',
    remove: '삭제',
    removeLine: '장바구니에서 {number} 삭제',
    problem: {
      unavailable: '이 컴퓨터에 장바구니를 저장할 수 없습니다. 앱의 로컬 저장소가 꺼져 있거나 손상되었습니다.',
      'write-failed':
        '변경 내용을 저장하지 못했습니다(디스크가 가득 찼을 수 있음). 장바구니는 화면에 보이는 그대로입니다.'
    }
  }
}

const zh: PrintMessages = {
  nav: { baskets: '配件篮' },
  actions: {
    label: '打印与配件篮',
    print: '打印或另存为 PDF…',
    basket: '配件篮',
    newBasket: '新建配件篮',
    addHighlighted: '将高亮配件加入配件篮（{count}）',
    addRow: '将 {number} 加入配件篮',
    added: '已加入“{basket}”：{count} 行。',
    openBasket: '打开配件篮',
    addFailed: '配件未能保存到配件篮。请查看配件篮页面。'
  },
  dialog: {
    title: '打印配件清单',
    which: '配件',
    all: '全部配件（{count}）',
    highlighted: '仅高亮的配件（{count}）',
    noneHighlighted: '如只打印部分配件，请先高亮图中序号或表格行。',
    diagram: '包含爆炸图',
    allDrawings: '全部 {count} 张图纸，而不只是屏幕上的这张',
    print: '打印',
    pdf: '另存为 PDF',
    cancel: '取消'
  },
  layout: {
    toolbar: '打印',
    back: '返回',
    print: '打印',
    pdf: '另存为 PDF',
    browserHint: '如需文件，请在打印对话框中将目标选为“另存为 PDF”。如需页码，请在其中开启“页眉和页脚”。',
    desktopHint: '保存的 PDF 带有“第 x 页，共 y 页”。纸质打印如需页码，请在打印对话框中开启“页眉和页脚”。',
    preparing: '正在准备打印版面…',
    saved: '已保存：{path}',
    badLink: '此打印链接不完整。请返回爆炸图并重新选择打印。',
    notANode: '此页面不是带配件的爆炸图，没有可打印的内容。',
    vehicle: '车辆',
    vin: 'VIN',
    catalog: '目录',
    node: '总成',
    language: '语言',
    printed: '打印时间',
    onlyHighlighted: '仅高亮配件：{shown} / {total}。',
    noParts: '没有可打印的配件。',
    diagramFailed: '爆炸图未能加载；下方配件清单完整。',
    drawingOf: '图纸 {n} / {total}',
    pageLabel: '第 {page} 页，共 {total} 页'
  },
  pick: {
    title: '拣货单',
    colPicked: '已拣',
    lines: '行数',
    pieces: '件数',
    missing: '此配件篮已不存在。'
  },
  baskets: {
    title: '工单配件篮',
    intro: '从任意爆炸图收集某项工作的配件，然后打印拣货单、导出 CSV 供经销商系统使用，或一次复制全部零件号。',
    listLabel: '配件篮',
    createLabel: '新建配件篮（工单或 VIN）',
    create: '创建',
    summary: '{lines} 行 · {pieces} 件',
    receiving: '新配件加入此处',
    use: '将新配件加入此处',
    rename: '重命名',
    renameLabel: '配件篮名称',
    save: '保存',
    delete: '删除配件篮',
    confirmDelete: '删除“{name}”及其所有行？',
    sendLabel: '使用配件篮',
    printPickList: '打印拣货单',
    exportCsv: '导出 CSV',
    copyNumbers: '复制全部零件号',
    copied: '已复制 {count} 个零件号，每行一个。',
    copyFailed: '复制失败：此处无法使用剪贴板。请改用导出 CSV。',
    noLines: '此配件篮为空。打开爆炸图，用行内的配件篮按钮添加配件。',
    empty: '还没有配件篮。可从爆炸图添加配件，或在此新建配件篮。',
    choose: '请从列表中选择一个配件篮。',
    colVehicle: '车辆',
    colNode: '来源爆炸图',
    colRemove: '移除',
    qtyLabel: '{number} 的数量',
    remove: '移除',
    removeLine: '从配件篮移除 {number}',
    problem: {
      unavailable: '无法在此电脑上保存配件篮：应用的本地存储已关闭或损坏。',
      'write-failed': '更改未能保存（磁盘可能已满）。配件篮以屏幕显示为准。'
    }
  }
}

export const printMessages: Record<CatalogLanguage, PrintMessages> = { en, ru, de, fr, es, it, pl, tr, ko, zh }
