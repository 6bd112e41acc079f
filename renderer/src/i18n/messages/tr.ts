import type { MessageSchema } from './en'

const tr: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: 'İçeriğe geç',
    nav: { label: 'Ana menü', home: 'Araç', settings: 'Ayarlar' },
    demoBadge: 'Demo katalog',
    demoBadgeHint: 'Hesap yapılandırılmamış: yerleşik demo kataloğa bakıyorsunuz.',
    loadFailed: 'Parts Desk başlatılamadı: {message}'
  },
  connection: {
    label: 'Bağlantı',
    unknown: 'Henüz denetlenmedi',
    online: 'Çevrimiçi',
    offline: 'Çevrimdışı',
    'auth-failed': 'Hesap reddedildi'
  },
  errors: {
    offline: 'Katalog hizmetine ulaşılamıyor. İnternet bağlantısını kontrol edin.',
    timeout: 'Katalog hizmetinin yanıt vermesi çok uzun sürüyor.',
    auth: 'Katalog hizmeti hesabı reddetti. Ayarlar’da kullanıcı kimliğini ve belirteci kontrol edin.',
    server: 'Katalog hizmetinde bir sorun var. Biraz sonra yeniden deneyin.',
    'bad-response': 'Katalog hizmeti beklenmeyen bir yanıt verdi. {message}',
    'invalid-input': 'İstek kabul edilmedi: {message}',
    'not-cached': 'Çevrimdışısınız ve bu içerik henüz bu bilgisayara kaydedilmedi.',
    retry: 'Yeniden dene'
  },
  vin: {
    label: 'VIN',
    placeholder: 'ör. WVWZZZ1JZXW000001',
    submit: 'Aracı bul',
    searching: '{vin} aranıyor…',
    notFound: '{vin} için araç bulunamadı.',
    tryDemo: 'Bir demo VIN deneyin:',
    brand: 'Marka',
    model: 'Model',
    catalog: 'Katalog',
    counter: '{count}/{expected} karakter',
    length: 'Bir VIN {expected} karakterdir; bu {count} karakter. Katalog yine de sorgulanacak.',
    forbidden: 'VIN’de I, O ve Q harfleri hiç bulunmaz (1 ve 0 ile kolayca karışır). Kontrol edin: {letters}.'
  },
  recent: {
    title: 'Son araçlar',
    empty: 'Açtığınız araçlar burada görünür ve tek tıkla yeniden açılır.',
    openedAt: 'Açılma: {when}',
    remove: '{name} aracını son araçlardan kaldır'
  },
  vehicle: {
    loading: 'Araç yükleniyor…',
    showDetails: 'Ayrıntıları göster',
    hideDetails: 'Ayrıntıları gizle',
    otherVin: 'Başka bir VIN girin'
  },
  browse: {
    language: 'Katalog dili',
    history: 'Geçmiş',
    back: 'Geri',
    forward: 'İleri',
    backHint: 'Geri (Alt+←)',
    forwardHint: 'İleri (Alt+→)',
    loading: 'Yükleniyor…',
    updating: 'Güncelleniyor…',
    groups: 'Ana gruplar',
    list: 'Katalog listesi',
    filter: 'Filtre',
    filterPlaceholder: 'Kod veya ad',
    count: '{shown}/{total}',
    noMatch: '“{query}” ile eşleşen bir şey yok.',
    emptyGroup: 'Bu sekmede grup yok.',
    emptyList: 'Bu liste boş.',
    breadcrumbs: 'Bulunduğunuz yer',
    partInfo: 'Parça bilgisi',
    info: {
      groupinfo: 'Bu grup hakkında',
      listinfo: 'Satırlar hakkında',
      partinfo: 'Parça bilgisi',
      replacement: 'Muadiller',
      compatibility: 'Uyumlu araçlar'
    }
  },
  settings: {
    title: 'Ayarlar',
    account: 'Katalog hesabı',
    baseUrl: 'Hizmet adresi',
    imageBaseUrl: 'Görsel hizmeti adresi',
    userId: 'Kullanıcı kimliği',
    token: 'Belirteç',
    tokenSet: 'Bir belirteç ayarlı. Değiştirmek için yenisini yazın.',
    tokenNotSet: 'Belirteç ayarlı değil.',
    clearToken: 'Belirteci kaldır',
    language: 'Katalog dili',
    languageAuto: 'Bu bilgisayardaki gibi',
    save: 'Kaydet',
    saving: 'Kaydediliyor…',
    saved: 'Kaydedildi.',
    source: {
      environment: 'Hesap ortam değişkenlerinden (CATALOG_*) gelir ve burada değiştirilemez.',
      settings: 'Aşağıdaki hesap bu bilgisayarda kayıtlı.',
      demo: 'Hesap yapılandırılmamış: yerleşik demo katalog kullanılıyor. Kendi hesabınızı kullanmak için hizmet adresini, kullanıcı kimliğini ve belirteci girin.'
    },
    protection: {
      'os-keychain': 'Belirteç bu bilgisayarın anahtar zinciriyle şifrelenir.',
      'basic-text':
        'Temel metin korumasıyla saklanır: bu bilgisayar hesabına erişimi olan herkes okuyabilir. Gerçek şifreleme için bir anahtar zinciri (GNOME Keyring veya KWallet) kurun.',
      environment: 'Belirteç CATALOG_USER_TOKEN’dan gelir ve Parts Desk onu asla saklamaz.',
      memory: 'Belirteç yalnızca bellekte tutulur ve Parts Desk kapanınca unutulur.',
      none: 'Saklanan belirteç yok.'
    }
  }
}

export default tr
