import type { MessageSchema } from './en'
import en from './en'

const ru: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'Перейти к содержимому',
    nav: { label: 'Главное меню', home: 'Автомобиль', settings: 'Настройки' },
    demoBadge: 'Демо-каталог',
    demoBadgeHint: 'Учётная запись не настроена: открыт встроенный демо-каталог.',
    loadFailed: 'Parts Desk не удалось запустить: {message}'
  },
  connection: {
    label: 'Соединение',
    unknown: 'Ещё не проверено',
    online: 'В сети',
    offline: 'Нет связи',
    'auth-failed': 'Учётная запись отклонена'
  },
  errors: {
    offline: 'Сервис каталога недоступен. Проверьте подключение к интернету.',
    timeout: 'Сервис каталога слишком долго не отвечает.',
    auth: 'Сервис каталога отклонил учётную запись. Проверьте идентификатор и токен в настройках.',
    server: 'На стороне сервиса каталога произошла ошибка. Повторите попытку чуть позже.',
    'bad-response': 'Сервис каталога ответил неожиданным образом.',
    'invalid-input': 'Запрос не принят: {message}',
    'not-cached': 'Нет связи, а на этом компьютере это ещё не сохранено.',
    retry: 'Повторить'
  },
  vin: {
    label: 'VIN',
    placeholder: 'например, WVWZZZ1JZXW000001',
    submit: 'Найти автомобиль',
    searching: 'Поиск {vin}…',
    notFound: 'Автомобиль с VIN {vin} не найден.',
    tryDemo: 'Попробуйте демо-VIN:',
    brand: 'Марка',
    model: 'Модель',
    catalog: 'Каталог',
    counter: '{count} из {expected} символов',
    length: 'В VIN {expected} символов, а здесь {count}. Каталог всё равно будет запрошен.',
    forbidden: 'В VIN не бывает букв I, O и Q (их легко спутать с 1 и 0). Проверьте: {letters}.'
  },
  recent: {
    title: 'Недавние автомобили',
    empty: 'Здесь появятся открытые автомобили — их можно будет открыть снова одним щелчком.',
    openedAt: 'Открыт {when}',
    remove: 'Убрать {name} из недавних'
  },
  vehicle: {
    loading: 'Загрузка автомобиля…',
    showDetails: 'Подробнее',
    hideDetails: 'Свернуть',
    otherVin: 'Ввести другой VIN'
  },
  browse: {
    language: 'Язык каталога',
    history: 'История',
    back: 'Назад',
    forward: 'Вперёд',
    backHint: 'Назад (Alt+←)',
    forwardHint: 'Вперёд (Alt+→)',
    loading: 'Загрузка…',
    updating: 'Обновление…',
    groups: 'Основные группы',
    list: 'Список каталога',
    filter: 'Фильтр',
    filterPlaceholder: 'Код или название',
    count: '{shown} из {total}',
    noMatch: 'Ничего не найдено по запросу «{query}».',
    emptyGroup: 'На этой вкладке нет групп.',
    emptyList: 'Список пуст.',
    breadcrumbs: 'Где вы находитесь',
    partInfo: 'Информация о детали',
    info: {
      groupinfo: 'О группе',
      listinfo: 'О строках',
      partinfo: 'Информация о детали',
      replacement: 'Замены',
      compatibility: 'Подходит для автомобилей'
    }
  },
  settings: {
    title: 'Настройки',
    account: 'Учётная запись каталога',
    baseUrl: 'Адрес сервиса',
    imageBaseUrl: 'Адрес сервиса изображений',
    userId: 'Идентификатор пользователя',
    token: 'Токен',
    tokenSet: 'Токен задан. Введите новый, чтобы заменить его.',
    tokenNotSet: 'Токен не задан.',
    clearToken: 'Удалить токен',
    language: 'Язык каталога',
    languageAuto: 'Как на этом компьютере',
    save: 'Сохранить',
    saving: 'Сохранение…',
    saved: 'Сохранено.',
    source: {
      environment: 'Учётная запись задана переменными окружения (CATALOG_*) и здесь не меняется.',
      settings: 'Учётная запись ниже сохранена на этом компьютере.',
      demo: 'Учётная запись не настроена: используется встроенный демо-каталог. Укажите адрес сервиса, идентификатор и токен, чтобы работать со своей учётной записью.'
    },
    protection: {
      'os-keychain': 'Токен зашифрован связкой ключей этого компьютера.',
      'basic-text':
        'Хранится с базовой текстовой защитой: его может прочитать любой, у кого есть доступ к этой учётной записи компьютера. Установите связку ключей (GNOME Keyring или KWallet) для настоящего шифрования.',
      environment: 'Токен берётся из CATALOG_USER_TOKEN и Parts Desk его не сохраняет.',
      memory: 'Токен хранится только в памяти и забывается при закрытии Parts Desk.',
      none: 'Токен не сохранён.'
    }
  },
  languages: en.languages
}

export default ru
