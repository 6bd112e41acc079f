import type { MessageSchema } from './en'

const es: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Ir al contenido',
    nav: { label: 'Menú principal', home: 'Vehículo', settings: 'Ajustes' },
    demoBadge: 'Catálogo de demostración',
    demoBadgeHint: 'No hay ninguna cuenta configurada: está viendo el catálogo de demostración integrado.',
    loadFailed: 'Parts Desk no pudo iniciarse: {message}'
  },
  connection: {
    label: 'Conexión',
    unknown: 'Aún sin comprobar',
    online: 'En línea',
    offline: 'Sin conexión',
    'auth-failed': 'Cuenta rechazada'
  },
  errors: {
    offline: 'No se puede acceder al servicio del catálogo. Compruebe la conexión a internet.',
    timeout: 'El servicio del catálogo tarda demasiado en responder.',
    auth: 'El servicio del catálogo rechazó la cuenta. Compruebe el id de usuario y el token en Ajustes.',
    server: 'El servicio del catálogo tiene un problema. Inténtelo de nuevo en un momento.',
    'bad-response': 'El servicio del catálogo respondió algo inesperado. {message}',
    'invalid-input': 'La solicitud no fue aceptada: {message}',
    'not-cached': 'Está sin conexión y esto aún no se ha guardado en este ordenador.',
    retry: 'Reintentar'
  },
  vin: {
    label: 'VIN',
    placeholder: 'p. ej. WVWZZZ1JZXW000001',
    submit: 'Buscar vehículo',
    searching: 'Buscando {vin}…',
    notFound: 'No se encontró ningún vehículo con {vin}.',
    tryDemo: 'Pruebe un VIN de demostración:',
    brand: 'Marca',
    model: 'Modelo',
    catalog: 'Catálogo',
    counter: '{count} de {expected} caracteres',
    length: 'Un VIN tiene {expected} caracteres; este tiene {count}. Se consultará el catálogo de todos modos.',
    forbidden: 'Un VIN nunca contiene las letras I, O ni Q (se confunden fácilmente con 1 y 0). Revise: {letters}.'
  },
  recent: {
    title: 'Vehículos recientes',
    empty: 'Los vehículos que abra aparecerán aquí para reabrirlos con un clic.',
    openedAt: 'Abierto {when}',
    remove: 'Quitar {name} de los vehículos recientes'
  },
  vehicle: {
    loading: 'Cargando el vehículo…',
    showDetails: 'Mostrar detalles',
    hideDetails: 'Ocultar detalles',
    otherVin: 'Introducir otro VIN'
  },
  browse: {
    language: 'Idioma del catálogo',
    history: 'Historial',
    back: 'Atrás',
    forward: 'Adelante',
    backHint: 'Atrás (Alt+←)',
    forwardHint: 'Adelante (Alt+→)',
    loading: 'Cargando…',
    updating: 'Actualizando…',
    groups: 'Grupos principales',
    list: 'Lista del catálogo',
    filter: 'Filtrar',
    filterPlaceholder: 'Código o nombre',
    count: '{shown} de {total}',
    noMatch: 'Nada coincide con «{query}».',
    emptyGroup: 'Esta pestaña no tiene grupos.',
    emptyList: 'Esta lista está vacía.',
    breadcrumbs: 'Está aquí',
    partInfo: 'Información de la pieza',
    info: {
      groupinfo: 'Sobre este grupo',
      listinfo: 'Sobre las filas',
      partinfo: 'Información de la pieza',
      replacement: 'Sustituciones',
      compatibility: 'Compatible con estos vehículos'
    }
  },
  settings: {
    title: 'Ajustes',
    account: 'Cuenta del catálogo',
    baseUrl: 'URL del servicio',
    imageBaseUrl: 'URL del servicio de imágenes',
    userId: 'Id de usuario',
    token: 'Token',
    tokenSet: 'Hay un token configurado. Escriba uno nuevo para sustituirlo.',
    tokenNotSet: 'No hay ningún token configurado.',
    clearToken: 'Eliminar token',
    language: 'Idioma del catálogo',
    languageAuto: 'El de este ordenador',
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Guardado.',
    source: {
      environment: 'La cuenta procede de variables de entorno (CATALOG_*) y no se puede cambiar aquí.',
      settings: 'La cuenta de abajo está guardada en este ordenador.',
      demo: 'No hay ninguna cuenta configurada: se usa el catálogo de demostración integrado. Introduzca la URL del servicio, el id de usuario y el token para usar su cuenta.'
    },
    protection: {
      'os-keychain': 'El token está cifrado con el llavero de este ordenador.',
      'basic-text':
        'Guardado con protección de texto básica: cualquiera con acceso a esta cuenta del ordenador puede leerlo. Instale un llavero (GNOME Keyring o KWallet) para un cifrado real.',
      environment: 'El token procede de CATALOG_USER_TOKEN y Parts Desk nunca lo guarda.',
      memory: 'El token solo se guarda en memoria y se olvida al cerrar Parts Desk.',
      none: 'No hay ningún token guardado.'
    }
  }
}

export default es
