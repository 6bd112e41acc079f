import { LANGS, type Lang } from './languages'

// Hand-written demo vocabulary. Columns: ru|en|de|fr|es|it|pl|tr|ko|zh (see LANGS).
// Kept as pipe-separated rows so the ten translations of one term stay on one line.
const RAW: Record<string, string> = {
  // tabs
  tab_mech: 'Механика|Mechanics|Mechanik|Mécanique|Mecánica|Meccanica|Mechanika|Mekanik|기계 부품|机械部分',
  tab_body:
    'Кузов и электрика|Body and electrics|Karosserie und Elektrik|Carrosserie et électricité|Carrocería y electricidad|Carrozzeria ed elettrica|Nadwozie i elektryka|Kaporta ve elektrik|차체 및 전기|车身和电气',
  tab_service:
    'Сервис и информация|Service and information|Service und Informationen|Entretien et informations|Servicio e información|Assistenza e informazioni|Serwis i informacje|Servis ve bilgi|서비스 및 정보|保养和信息',
  // main groups
  g_engine: 'Двигатель|Engine|Motor|Moteur|Motor|Motore|Silnik|Motor|엔진|发动机',
  g_fuel:
    'Топливная система|Fuel system|Kraftstoffsystem|Alimentation en carburant|Sistema de combustible|Impianto di alimentazione|Układ paliwowy|Yakıt sistemi|연료 시스템|燃油系统',
  g_exhaust:
    'Система выпуска|Exhaust system|Abgasanlage|Échappement|Sistema de escape|Impianto di scarico|Układ wydechowy|Egzoz sistemi|배기 시스템|排气系统',
  g_cooling:
    'Система охлаждения|Cooling system|Kühlsystem|Refroidissement|Sistema de refrigeración|Impianto di raffreddamento|Układ chłodzenia|Soğutma sistemi|냉각 시스템|冷却系统',
  g_transmission:
    'Коробка передач и сцепление|Transmission and clutch|Getriebe und Kupplung|Boîte de vitesses et embrayage|Caja de cambios y embrague|Cambio e frizione|Skrzynia biegów i sprzęgło|Şanzıman ve debriyaj|변속기 및 클러치|变速器和离合器',
  g_front_axle:
    'Передняя ось и подвеска|Front axle and suspension|Vorderachse und Federung|Essieu avant et suspension|Eje delantero y suspensión|Assale anteriore e sospensioni|Oś przednia i zawieszenie|Ön aks ve süspansiyon|앞 차축 및 서스펜션|前桥和悬架',
  g_rear_axle:
    'Задняя ось и подвеска|Rear axle and suspension|Hinterachse und Federung|Essieu arrière et suspension|Eje trasero y suspensión|Assale posteriore e sospensioni|Oś tylna i zawieszenie|Arka aks ve süspansiyon|뒤 차축 및 서스펜션|后桥和悬架',
  g_steering:
    'Рулевое управление|Steering|Lenkung|Direction|Dirección|Sterzo|Układ kierowniczy|Direksiyon|조향 장치|转向系统',
  g_brakes:
    'Тормозная система|Brakes|Bremsanlage|Freinage|Frenos|Impianto frenante|Układ hamulcowy|Fren sistemi|브레이크|制动系统',
  g_wheels:
    'Колёса и шины|Wheels and tyres|Räder und Reifen|Roues et pneus|Ruedas y neumáticos|Ruote e pneumatici|Koła i opony|Tekerlekler ve lastikler|휠 및 타이어|车轮和轮胎',
  g_body: 'Кузов|Body|Karosserie|Carrosserie|Carrocería|Carrozzeria|Nadwozie|Kaporta|차체|车身',
  g_interior: 'Салон|Interior|Innenausstattung|Habitacle|Habitáculo|Interni|Wnętrze|İç donanım|실내|内饰',
  g_electrical:
    'Электрооборудование|Electrical system|Elektrik|Équipement électrique|Sistema eléctrico|Impianto elettrico|Instalacja elektryczna|Elektrik sistemi|전기 장치|电气系统',
  g_lighting: 'Освещение|Lighting|Beleuchtung|Éclairage|Iluminación|Illuminazione|Oświetlenie|Aydınlatma|조명|照明',
  g_climate:
    'Отопление и кондиционер|Heating and air conditioning|Heizung und Klimaanlage|Chauffage et climatisation|Calefacción y aire acondicionado|Riscaldamento e climatizzazione|Ogrzewanie i klimatyzacja|Isıtma ve klima|난방 및 에어컨|暖风和空调',
  g_accessories: 'Аксессуары|Accessories|Zubehör|Accessoires|Accesorios|Accessori|Akcesoria|Aksesuarlar|액세서리|附件',
  g_cargo:
    'Грузовой отсек|Cargo area|Laderaum|Espace de chargement|Zona de carga|Vano di carico|Przestrzeń ładunkowa|Yük bölümü|화물칸|货舱',
  g_towing:
    'Платформа и буксировка|Load bed and towing|Ladefläche und Anhängevorrichtung|Benne et attelage|Caja de carga y remolque|Cassone e traino|Skrzynia ładunkowa i hak|Kasa ve çeki demiri|적재함 및 견인 장치|货箱和牵引装置',
  g_maintenance:
    'Запчасти для ТО|Service parts|Wartungsteile|Pièces d’entretien|Piezas de mantenimiento|Ricambi per manutenzione|Części serwisowe|Bakım parçaları|정비 부품|保养零件',
  g_techdata:
    'Технические данные|Technical data|Technische Daten|Caractéristiques techniques|Datos técnicos|Dati tecnici|Dane techniczne|Teknik veriler|기술 데이터|技术数据',
  g_bulletins:
    'Сервисные бюллетени|Service bulletins|Serviceinformationen|Bulletins de service|Boletines de servicio|Bollettini di servizio|Biuletyny serwisowe|Servis bültenleri|서비스 공지|维修通报',
  // assemblies (subgroups and nodes)
  a_cyl_block:
    'Блок цилиндров|Cylinder block|Zylinderblock|Bloc-cylindres|Bloque de cilindros|Basamento|Blok cylindrów|Silindir bloğu|실린더 블록|气缸体',
  a_crankshaft:
    'Коленчатый вал|Crankshaft|Kurbelwelle|Vilebrequin|Cigüeñal|Albero motore|Wał korbowy|Krank mili|크랭크축|曲轴',
  a_pistons:
    'Поршни и шатуны|Pistons and connecting rods|Kolben und Pleuel|Pistons et bielles|Pistones y bielas|Pistoni e bielle|Tłoki i korbowody|Pistonlar ve biyeller|피스톤 및 커넥팅 로드|活塞和连杆',
  a_oil_sump:
    'Масляный поддон|Oil sump|Ölwanne|Carter d’huile|Cárter de aceite|Coppa dell’olio|Miska olejowa|Yağ karteri|오일 팬|油底壳',
  a_engine_mount:
    'Опора двигателя|Engine mounting|Motorlager|Support moteur|Soporte del motor|Supporto motore|Poduszka silnika|Motor takozu|엔진 마운트|发动机支架',
  a_cyl_head:
    'Головка блока цилиндров|Cylinder head|Zylinderkopf|Culasse|Culata|Testata|Głowica cylindrów|Silindir kapağı|실린더 헤드|气缸盖',
  a_camshaft:
    'Распредвал и клапаны|Camshaft and valves|Nockenwelle und Ventile|Arbre à cames et soupapes|Árbol de levas y válvulas|Albero a camme e valvole|Wałek rozrządu i zawory|Eksantrik mili ve supaplar|캠축 및 밸브|凸轮轴和气门',
  a_valve_cover:
    'Крышка головки блока|Cylinder head cover|Zylinderkopfhaube|Couvre-culasse|Tapa de balancines|Coperchio punterie|Pokrywa zaworów|Külbütör kapağı|실린더 헤드 커버|气门室盖',
  a_gasket_set:
    'Комплект прокладок двигателя|Engine gasket set|Motordichtungssatz|Jeu de joints moteur|Juego de juntas del motor|Kit guarnizioni motore|Zestaw uszczelek silnika|Motor conta takımı|엔진 개스킷 세트|发动机密封垫套件',
  a_timing:
    'Привод ГРМ|Timing drive|Steuertrieb|Distribution|Distribución|Distribuzione|Napęd rozrządu|Triger tahriki|타이밍 구동 장치|正时传动',
  a_timing_belt:
    'Ремень ГРМ и натяжитель|Timing belt and tensioner|Zahnriemen und Spannrolle|Courroie de distribution et tendeur|Correa de distribución y tensor|Cinghia di distribuzione e tenditore|Pasek rozrządu i napinacz|Triger kayışı ve gergi|타이밍 벨트 및 텐셔너|正时皮带和张紧器',
  a_timing_cover:
    'Крышка привода ГРМ|Timing cover|Steuergehäusedeckel|Carter de distribution|Tapa de distribución|Coperchio distribuzione|Osłona rozrządu|Triger kapağı|타이밍 커버|正时罩',
  a_aux_belt:
    'Привод навесных агрегатов|Auxiliary belt drive|Nebenaggregatetrieb|Entraînement des accessoires|Correa de accesorios|Cinghia servizi|Napęd osprzętu|Yardımcı kayış tahriki|보조 벨트 구동|附件皮带传动',
  a_lubrication:
    'Система смазки|Lubrication system|Motorschmierung|Lubrification|Sistema de lubricación|Impianto di lubrificazione|Układ smarowania|Yağlama sistemi|윤활 시스템|润滑系统',
  a_oil_pump:
    'Масляный насос|Oil pump|Ölpumpe|Pompe à huile|Bomba de aceite|Pompa dell’olio|Pompa oleju|Yağ pompası|오일 펌프|机油泵',
  a_oil_filter_housing:
    'Корпус масляного фильтра|Oil filter housing|Ölfiltergehäuse|Boîtier de filtre à huile|Carcasa del filtro de aceite|Supporto filtro olio|Obudowa filtra oleju|Yağ filtresi gövdesi|오일 필터 하우징|机油滤清器座',
  a_oil_cooler:
    'Масляный радиатор|Oil cooler|Ölkühler|Refroidisseur d’huile|Enfriador de aceite|Radiatore olio|Chłodnica oleju|Yağ soğutucusu|오일 쿨러|机油冷却器',
  a_intake:
    'Система впуска|Intake system|Ansaugsystem|Système d’admission|Sistema de admisión|Sistema di aspirazione|Układ dolotowy|Emme sistemi|흡기 시스템|进气系统',
  a_intake_manifold:
    'Впускной коллектор|Intake manifold|Saugrohr|Collecteur d’admission|Colector de admisión|Collettore di aspirazione|Kolektor dolotowy|Emme manifoldu|흡기 매니폴드|进气歧管',
  a_turbo:
    'Турбокомпрессор|Turbocharger|Abgasturbolader|Turbocompresseur|Turbocompresor|Turbocompressore|Turbosprężarka|Turboşarj|터보차저|涡轮增压器',
  a_air_filter:
    'Корпус воздушного фильтра|Air filter housing|Luftfiltergehäuse|Boîtier de filtre à air|Caja del filtro de aire|Scatola filtro aria|Obudowa filtra powietrza|Hava filtresi kutusu|에어 필터 하우징|空气滤清器壳',
  a_intercooler:
    'Интеркулер|Charge air cooler|Ladeluftkühler|Échangeur air-air|Intercooler|Intercooler aria|Chłodnica powietrza doładowującego|Ara soğutucu|인터쿨러|中冷器',
  a_fuel_tank:
    'Топливный бак|Fuel tank|Kraftstoffbehälter|Réservoir de carburant|Depósito de combustible|Serbatoio carburante|Zbiornik paliwa|Yakıt deposu|연료 탱크|燃油箱',
  a_fuel_pump:
    'Топливный насос|Fuel pump|Kraftstoffpumpe|Pompe à carburant|Bomba de combustible|Pompa carburante|Pompa paliwa|Yakıt pompası|연료 펌프|燃油泵',
  a_filler_neck:
    'Заливная горловина|Filler neck|Einfüllstutzen|Goulotte de remplissage|Boca de llenado|Bocchettone di rifornimento|Wlew paliwa|Yakıt doldurma borusu|주유구 넥|加油管',
  a_injection:
    'Система впрыска|Injection system|Einspritzanlage|Système d’injection|Sistema de inyección|Impianto di iniezione|Układ wtryskowy|Enjeksiyon sistemi|분사 시스템|喷射系统',
  a_injectors:
    'Форсунки|Injectors|Einspritzdüsen|Injecteurs|Inyectores|Iniettori|Wtryskiwacze|Enjektörler|인젝터|喷油器',
  a_fuel_rail:
    'Топливная рампа|Fuel rail|Kraftstoffverteiler|Rampe d’injection|Rampa de inyección|Rail carburante|Listwa wtryskowa|Yakıt rampası|연료 레일|燃油导轨',
  a_hp_pump:
    'ТНВД|High-pressure pump|Hochdruckpumpe|Pompe haute pression|Bomba de alta presión|Pompa alta pressione|Pompa wysokiego ciśnienia|Yüksek basınç pompası|고압 펌프|高压油泵',
  a_evap:
    'Система улавливания паров топлива|Evaporative emission system|Kraftstoffverdunstungsanlage|Système antiévaporation|Sistema de emisiones evaporativas|Sistema antievaporazione|Układ odparowania paliwa|Buharlaşma emisyon sistemi|증발가스 제어 장치|燃油蒸发排放系统',
  a_canister:
    'Адсорбер|Carbon canister|Aktivkohlebehälter|Canister à charbon actif|Filtro de carbón activo|Filtro a carboni attivi|Pochłaniacz par paliwa|Karbon kutusu|캐니스터|活性炭罐',
  a_fuel_lines:
    'Топливопроводы|Fuel lines|Kraftstoffleitungen|Conduites de carburant|Tuberías de combustible|Tubazioni carburante|Przewody paliwowe|Yakıt hatları|연료 라인|燃油管路',
  a_exhaust_front:
    'Передняя часть выпуска|Front exhaust section|Abgasanlage vorn|Échappement avant|Escape delantero|Scarico anteriore|Przednia część wydechu|Ön egzoz bölümü|앞쪽 배기 부분|前排气段',
  a_exhaust_manifold:
    'Выпускной коллектор|Exhaust manifold|Abgaskrümmer|Collecteur d’échappement|Colector de escape|Collettore di scarico|Kolektor wydechowy|Egzoz manifoldu|배기 매니폴드|排气歧管',
  a_catalytic:
    'Каталитический нейтрализатор|Catalytic converter|Katalysator|Catalyseur|Catalizador|Catalizzatore|Katalizator|Katalitik konvertör|촉매 변환기|三元催化器',
  a_dpf:
    'Сажевый фильтр|Particulate filter|Partikelfilter|Filtre à particules|Filtro de partículas|Filtro antiparticolato|Filtr cząstek stałych|Partikül filtresi|매연 필터|颗粒过滤器',
  a_exhaust_rear:
    'Задняя часть выпуска|Rear exhaust section|Abgasanlage hinten|Échappement arrière|Escape trasero|Scarico posteriore|Tylna część wydechu|Arka egzoz bölümü|뒤쪽 배기 부분|后排气段',
  a_silencer: 'Глушитель|Silencer|Schalldämpfer|Silencieux|Silenciador|Silenziatore|Tłumik|Susturucu|소음기|消声器',
  a_exhaust_mounts:
    'Подвеска системы выпуска|Exhaust mountings|Abgasanlagenaufhängung|Fixations d’échappement|Soportes del escape|Supporti scarico|Mocowania wydechu|Egzoz askıları|배기 마운팅|排气吊挂',
  a_egr:
    'Система рециркуляции ОГ|Exhaust gas recirculation|Abgasrückführung|Recirculation des gaz d’échappement|Recirculación de gases de escape|Ricircolo gas di scarico|Recyrkulacja spalin|Egzoz gazı geri dönüşümü|배기가스 재순환|废气再循环',
  a_radiator: 'Радиатор|Radiator|Kühler|Radiateur|Radiador|Radiatore|Chłodnica|Radyatör|라디에이터|散热器',
  a_fan:
    'Вентилятор радиатора|Radiator fan|Kühlerlüfter|Ventilateur de radiateur|Ventilador del radiador|Ventola radiatore|Wentylator chłodnicy|Radyatör fanı|라디에이터 팬|散热器风扇',
  a_expansion_tank:
    'Расширительный бачок|Expansion tank|Ausgleichsbehälter|Vase d’expansion|Depósito de expansión|Vaschetta di espansione|Zbiorniczek wyrównawczy|Genleşme kabı|팽창 탱크|膨胀水箱',
  a_coolant_pump:
    'Насос охлаждающей жидкости|Coolant pump|Kühlmittelpumpe|Pompe à eau|Bomba de agua|Pompa dell’acqua|Pompa cieczy chłodzącej|Devirdaim pompası|냉각수 펌프|冷却液泵',
  a_thermostat:
    'Термостат|Thermostat housing|Thermostatgehäuse|Boîtier de thermostat|Caja del termostato|Corpo termostato|Obudowa termostatu|Termostat gövdesi|서모스탯 하우징|节温器壳体',
  a_coolant_hoses:
    'Шланги охлаждающей жидкости|Coolant hoses|Kühlmittelschläuche|Durites de refroidissement|Manguitos de refrigerante|Manicotti liquido refrigerante|Węże płynu chłodzącego|Soğutma suyu hortumları|냉각수 호스|冷却液软管',
  a_clutch: 'Сцепление|Clutch|Kupplung|Embrayage|Embrague|Frizione|Sprzęgło|Debriyaj|클러치|离合器',
  a_clutch_release:
    'Привод сцепления|Clutch release system|Kupplungsbetätigung|Commande d’embrayage|Accionamiento del embrague|Comando frizione|Układ wysprzęglania|Debriyaj kumanda sistemi|클러치 릴리스 장치|离合器分离系统',
  a_flywheel: 'Маховик|Flywheel|Schwungrad|Volant moteur|Volante motor|Volano|Koło zamachowe|Volan|플라이휠|飞轮',
  a_gearbox:
    'Коробка передач|Gearbox|Schaltgetriebe|Boîte de vitesses|Caja de cambios|Cambio|Skrzynia biegów|Şanzıman|기어박스|变速箱',
  a_gearbox_housing:
    'Картер коробки передач|Gearbox housing|Getriebegehäuse|Carter de boîte|Cárter de la caja de cambios|Scatola del cambio|Obudowa skrzyni biegów|Şanzıman gövdesi|기어박스 하우징|变速箱壳体',
  a_gear_shafts:
    'Валы и шестерни|Shafts and gears|Wellen und Zahnräder|Arbres et pignons|Ejes y engranajes|Alberi e ingranaggi|Wałki i koła zębate|Miller ve dişliler|샤프트 및 기어|轴和齿轮',
  a_gear_shift:
    'Механизм переключения передач|Gear shift mechanism|Schaltmechanismus|Mécanisme de sélection|Mecanismo de cambio|Meccanismo di selezione|Mechanizm zmiany biegów|Vites değiştirme mekanizması|변속 메커니즘|换挡机构',
  a_differential:
    'Дифференциал|Differential|Differenzial|Différentiel|Diferencial|Differenziale|Mechanizm różnicowy|Diferansiyel|디퍼렌셜|差速器',
  a_driveshafts:
    'Приводные валы|Drive shafts|Antriebswellen|Arbres de transmission|Palieres|Semiassi|Półosie napędowe|Aks milleri|드라이브 샤프트|驱动轴',
  a_drive_shaft: 'Приводной вал|Drive shaft|Gelenkwelle|Cardan|Palier|Semiasse|Półoś napędowa|Aks mili|구동축|半轴',
  a_prop_shaft:
    'Карданный вал|Propeller shaft|Kardanwelle|Arbre de transmission longitudinal|Árbol de transmisión|Albero di trasmissione|Wał napędowy|Kardan mili|프로펠러 샤프트|传动轴',
  a_front_susp:
    'Передняя подвеска|Front suspension|Vorderradaufhängung|Suspension avant|Suspensión delantera|Sospensione anteriore|Zawieszenie przednie|Ön süspansiyon|앞 서스펜션|前悬架',
  a_strut:
    'Амортизаторная стойка|Suspension strut|Federbein|Jambe de force|Amortiguador McPherson|Montante ammortizzatore|Kolumna zawieszenia|Amortisör kulesi|스트럿|减震支柱',
  a_control_arm:
    'Поперечный рычаг|Control arm|Querlenker|Triangle de suspension|Brazo de suspensión|Braccio oscillante|Wahacz poprzeczny|Salıncak kolu|컨트롤 암|控制臂',
  a_stabilizer:
    'Стабилизатор|Anti-roll bar|Stabilisator|Barre stabilisatrice|Barra estabilizadora|Barra stabilizzatrice|Stabilizator|Viraj demiri|스태빌라이저|横向稳定杆',
  a_subframe: 'Подрамник|Subframe|Hilfsrahmen|Berceau|Subchasis|Telaio ausiliario|Sanki|Ön travers|서브프레임|副车架',
  a_wheel_hub:
    'Ступица и подшипник|Wheel hub and bearing|Radnabe und Radlager|Moyeu et roulement|Buje y rodamiento|Mozzo e cuscinetto|Piasta i łożysko|Tekerlek göbeği ve rulman|휠 허브 및 베어링|轮毂和轴承',
  a_rear_susp:
    'Задняя подвеска|Rear suspension|Hinterradaufhängung|Suspension arrière|Suspensión trasera|Sospensione posteriore|Zawieszenie tylne|Arka süspansiyon|뒤 서스펜션|后悬架',
  a_axle_beam:
    'Балка задней оси|Rear axle beam|Hinterachskörper|Traverse d’essieu arrière|Puente trasero|Ponte posteriore|Belka tylnej osi|Arka aks kirişi|후륜 액슬 빔|后桥梁',
  a_shock_absorber:
    'Амортизатор|Shock absorber|Stoßdämpfer|Amortisseur|Amortiguador|Ammortizzatore|Amortyzator|Amortisör|쇼크 업소버|减震器',
  a_coil_spring:
    'Пружина подвески|Coil spring|Schraubenfeder|Ressort hélicoïdal|Muelle helicoidal|Molla elicoidale|Sprężyna zawieszenia|Helezon yay|코일 스프링|螺旋弹簧',
  a_leaf_spring:
    'Рессора|Leaf spring|Blattfeder|Ressort à lames|Ballesta|Balestra|Resor piórowy|Makas yayı|판 스프링|钢板弹簧',
  a_trailing_arm:
    'Продольный рычаг|Trailing arm|Längslenker|Bras longitudinal|Brazo longitudinal|Braccio longitudinale|Wahacz wzdłużny|Arka salıncak|트레일링 암|纵臂',
  a_steering_gear:
    'Рулевой механизм|Steering gear|Lenkgetriebe|Boîtier de direction|Caja de dirección|Scatola guida|Przekładnia kierownicza|Direksiyon kutusu|스티어링 기어|转向器',
  a_tie_rod:
    'Рулевая тяга|Tie rod|Spurstange|Biellette de direction|Barra de acoplamiento|Tirante sterzo|Drążek kierowniczy|Rot mili|타이로드|转向横拉杆',
  a_power_steering:
    'Усилитель рулевого управления|Power steering|Servolenkung|Direction assistée|Dirección asistida|Servosterzo|Wspomaganie kierownicy|Hidrolik direksiyon|파워 스티어링|助力转向',
  a_steering_column:
    'Рулевая колонка|Steering column|Lenksäule|Colonne de direction|Columna de dirección|Piantone sterzo|Kolumna kierownicy|Direksiyon kolonu|스티어링 칼럼|转向柱',
  a_steering_wheel:
    'Рулевое колесо|Steering wheel|Lenkrad|Volant de direction|Volante|Volante|Koło kierownicy|Direksiyon simidi|스티어링 휠|方向盘',
  a_front_brakes:
    'Передние тормоза|Front brakes|Vorderradbremse|Freins avant|Frenos delanteros|Freni anteriori|Hamulce przednie|Ön frenler|앞 브레이크|前制动器',
  a_rear_brakes:
    'Задние тормоза|Rear brakes|Hinterradbremse|Freins arrière|Frenos traseros|Freni posteriori|Hamulce tylne|Arka frenler|뒤 브레이크|后制动器',
  a_brake_disc:
    'Тормозной диск|Brake disc|Bremsscheibe|Disque de frein|Disco de freno|Disco freno|Tarcza hamulcowa|Fren diski|브레이크 디스크|制动盘',
  a_brake_drum:
    'Тормозной барабан|Brake drum|Bremstrommel|Tambour de frein|Tambor de freno|Tamburo freno|Bęben hamulcowy|Fren kampanası|브레이크 드럼|制动鼓',
  a_brake_caliper:
    'Тормозной суппорт|Brake caliper|Bremssattel|Étrier de frein|Pinza de freno|Pinza freno|Zacisk hamulcowy|Fren kaliperi|브레이크 캘리퍼|制动钳',
  a_parking_brake:
    'Стояночный тормоз|Parking brake|Feststellbremse|Frein de stationnement|Freno de estacionamiento|Freno di stazionamento|Hamulec postojowy|El freni|주차 브레이크|驻车制动器',
  a_brake_hydraulics:
    'Гидравлика тормозов|Brake hydraulics|Bremshydraulik|Hydraulique de freinage|Hidráulica de frenos|Idraulica freni|Hydraulika hamulców|Fren hidroliği|브레이크 유압 장치|制动液压系统',
  a_master_cylinder:
    'Главный тормозной цилиндр|Brake master cylinder|Hauptbremszylinder|Maître-cylindre|Bomba de freno|Pompa freno|Pompa hamulcowa|Ana fren merkezi|브레이크 마스터 실린더|制动主缸',
  a_abs_unit:
    'Блок ABS|ABS unit|ABS-Hydraulikeinheit|Bloc ABS|Grupo ABS|Centralina ABS|Moduł ABS|ABS ünitesi|ABS 유닛|ABS单元',
  a_brake_lines:
    'Тормозные трубки|Brake lines|Bremsleitungen|Conduites de frein|Tubos de freno|Tubazioni freno|Przewody hamulcowe|Fren boruları|브레이크 라인|制动管路',
  a_brake_booster:
    'Вакуумный усилитель тормозов|Brake servo|Bremskraftverstärker|Servofrein|Servofreno|Servofreno a depressione|Serwo hamulca|Fren servosu|브레이크 부스터|制动助力器',
  a_wheels: 'Колёса|Wheels|Räder|Roues|Ruedas|Ruote|Koła|Tekerlekler|휠|车轮',
  a_rims: 'Колёсные диски|Wheel rims|Felgen|Jantes|Llantas|Cerchi|Felgi|Jantlar|휠 림|轮辋',
  a_tyres: 'Шины|Tyres|Reifen|Pneumatiques|Neumáticos|Pneumatici|Opony|Lastikler|타이어|轮胎',
  a_spare_wheel:
    'Запасное колесо|Spare wheel|Reserverad|Roue de secours|Rueda de repuesto|Ruota di scorta|Koło zapasowe|Yedek lastik|스페어 타이어|备胎',
  a_tpms:
    'Система контроля давления в шинах|Tyre pressure monitoring|Reifendruckkontrolle|Surveillance de pression des pneus|Control de presión de neumáticos|Controllo pressione pneumatici|Czujniki ciśnienia w oponach|Lastik basınç izleme|타이어 공기압 감지|胎压监测',
  a_body_shell:
    'Каркас кузова|Body shell|Rohkarosserie|Caisse en blanc|Estructura de carrocería|Scocca|Szkielet nadwozia|Gövde iskeleti|차체 셸|白车身',
  a_front_end:
    'Передняя панель|Front end panel|Frontmaske|Face avant|Frente delantero|Frontale|Pas przedni|Ön panel|프런트 엔드 패널|前端面板',
  a_side_panel:
    'Боковина|Side panel|Seitenwand|Panneau latéral|Panel lateral|Fiancata|Błotnik boczny|Yan panel|사이드 패널|侧围板',
  a_roof: 'Крыша|Roof|Dach|Pavillon|Techo|Tetto|Dach nadwozia|Tavan|루프|车顶',
  a_floor_pan:
    'Панель пола|Floor pan|Bodenblech|Plancher|Piso de carrocería|Pianale|Płyta podłogowa|Taban sacı|플로어 팬|地板',
  a_rear_panel:
    'Задняя панель|Rear panel|Heckabschlussblech|Jupe arrière|Panel trasero|Pannello posteriore|Pas tylny|Arka panel|리어 패널|后围板',
  a_doors: 'Двери|Doors|Türen|Portes|Puertas|Porte|Drzwi|Kapılar|도어|车门',
  a_door: 'Дверь|Door|Tür|Porte|Puerta|Porta|Drzwi pojedyncze|Kapı|도어 패널|门',
  a_sliding_door:
    'Сдвижная дверь|Sliding door|Schiebetür|Porte coulissante|Puerta corredera|Porta scorrevole|Drzwi przesuwne|Sürgülü kapı|슬라이딩 도어|滑动门',
  a_lids:
    'Капот и крышки|Bonnet and lids|Motorhaube und Klappen|Capot et trappes|Capó y tapas|Cofano e sportelli|Maska i klapy|Motor kaputu ve kapaklar|보닛 및 리드|发动机盖和盖板',
  a_bonnet: 'Капот|Bonnet|Motorhaube|Capot moteur|Capó|Cofano motore|Maska silnika|Motor kaputu|보닛|发动机盖',
  a_tailgate:
    'Задняя дверь багажника|Tailgate|Heckklappe|Hayon|Portón trasero|Portellone|Klapa tylna|Bagaj kapağı|테일게이트|尾门',
  a_fuel_flap:
    'Лючок топливного бака|Fuel filler flap|Tankklappe|Trappe à carburant|Tapa de combustible|Sportello carburante|Klapka wlewu paliwa|Yakıt kapağı|주유구 덮개|油箱盖板',
  a_bumpers: 'Бамперы|Bumpers|Stoßfänger|Pare-chocs|Paragolpes|Paraurti|Zderzaki|Tamponlar|범퍼|保险杠',
  a_bumper:
    'Бампер|Bumper|Stoßfängerverkleidung|Bouclier|Paragolpes completo|Paraurti completo|Zderzak|Tampon|범퍼 커버|保险杠总成',
  a_glazing:
    'Остекление и зеркала|Glazing and mirrors|Verglasung und Spiegel|Vitrage et rétroviseurs|Lunas y retrovisores|Cristalli e specchi|Szyby i lusterka|Camlar ve aynalar|유리 및 미러|玻璃和后视镜',
  a_windscreen:
    'Ветровое стекло|Windscreen|Windschutzscheibe|Pare-brise|Parabrisas|Parabrezza|Szyba przednia|Ön cam|앞 유리|前挡风玻璃',
  a_rear_window:
    'Заднее стекло|Rear window|Heckscheibe|Lunette arrière|Luneta trasera|Lunotto|Szyba tylna|Arka cam|뒷유리|后风窗玻璃',
  a_mirror:
    'Наружное зеркало|Exterior mirror|Außenspiegel|Rétroviseur extérieur|Retrovisor exterior|Specchio retrovisore esterno|Lusterko zewnętrzne|Dış ayna|아웃사이드 미러|外后视镜',
  a_seats: 'Сиденья|Seats|Sitze|Sièges|Asientos|Sedili|Fotele|Koltuklar|시트|座椅',
  a_front_seat:
    'Переднее сиденье|Front seat|Vordersitz|Siège avant|Asiento delantero|Sedile anteriore|Fotel przedni|Ön koltuk|앞좌석|前座椅',
  a_rear_seat:
    'Заднее сиденье|Rear seat bench|Rücksitzbank|Banquette arrière|Asiento trasero|Divano posteriore|Kanapa tylna|Arka koltuk|뒷좌석|后排座椅',
  a_dashboard:
    'Панель приборов|Dashboard|Armaturentafel|Planche de bord|Salpicadero|Plancia|Deska rozdzielcza|Gösterge paneli|대시보드|仪表板',
  a_centre_console:
    'Центральная консоль|Centre console|Mittelkonsole|Console centrale|Consola central|Console centrale|Konsola środkowa|Orta konsol|센터 콘솔|中控台',
  a_glovebox:
    'Перчаточный ящик|Glovebox|Handschuhfach|Boîte à gants|Guantera|Cassetto portaoggetti|Schowek|Torpido gözü|글로브 박스|手套箱',
  a_trim:
    'Обивка салона|Interior trim|Innenverkleidung|Garnissage intérieur|Guarnecido interior|Rivestimento interno|Tapicerka wnętrza|İç kaplama|실내 트림|内饰板',
  a_door_trim:
    'Обивка двери|Door trim panel|Türverkleidung|Panneau de porte|Panel de puerta|Pannello porta|Boczek drzwi|Kapı döşemesi|도어 트림|门内饰板',
  a_headliner:
    'Обивка потолка|Headliner|Dachhimmel|Garniture de pavillon|Guarnecido de techo|Cielo abitacolo|Podsufitka|Tavan döşemesi|헤드라이너|车顶内衬',
  a_carpet:
    'Напольное покрытие|Floor carpet|Bodenbelag|Moquette|Moqueta|Moquette pavimento|Wykładzina podłogi|Taban halısı|바닥 카펫|地毯',
  a_restraints:
    'Системы безопасности|Restraint systems|Rückhaltesysteme|Systèmes de retenue|Sistemas de retención|Sistemi di ritenuta|Systemy bezpieczeństwa|Emniyet sistemleri|승객 보호 장치|约束系统',
  a_airbags:
    'Подушки безопасности|Airbag modules|Airbagmodule|Modules d’airbag|Módulos de airbag|Moduli airbag|Moduły poduszek powietrznych|Hava yastığı modülleri|에어백 모듈|安全气囊模块',
  a_seat_belts:
    'Ремни безопасности|Seat belts|Sicherheitsgurte|Ceintures de sécurité|Cinturones de seguridad|Cinture di sicurezza|Pasy bezpieczeństwa|Emniyet kemerleri|안전벨트|安全带',
  a_power_supply:
    'Электропитание|Power supply|Energieversorgung|Alimentation électrique|Alimentación eléctrica|Alimentazione elettrica|Zasilanie|Güç kaynağı|전원 공급|电源',
  a_battery: 'Аккумулятор|Battery|Batterie|Batterie de démarrage|Batería|Batteria|Akumulator|Akü|배터리|蓄电池',
  a_alternator:
    'Генератор|Alternator|Drehstromgenerator|Alternateur|Alternador|Alternatore|Alternator|Alternatör|발전기|发电机',
  a_starter:
    'Стартер|Starter motor|Anlasser|Démarreur|Motor de arranque|Motorino di avviamento|Rozrusznik|Marş motoru|스타터 모터|起动机',
  a_wiring:
    'Жгуты проводов|Wiring|Leitungssätze|Faisceaux électriques|Cableado|Cablaggi|Wiązki elektryczne|Kablo tesisatı|배선|线束',
  a_harness_engine:
    'Жгут проводов двигателя|Engine wiring harness|Motorleitungssatz|Faisceau moteur|Mazo de cables del motor|Cablaggio motore|Wiązka silnika|Motor kablo demeti|엔진 와이어링 하니스|发动机线束',
  a_harness_main:
    'Основной жгут проводов|Main wiring harness|Hauptleitungssatz|Faisceau principal|Mazo de cables principal|Cablaggio principale|Wiązka główna|Ana kablo demeti|메인 와이어링 하니스|主线束',
  a_fuse_box:
    'Блок предохранителей|Fuse box|Sicherungskasten|Boîte à fusibles|Caja de fusibles|Scatola fusibili|Skrzynka bezpieczników|Sigorta kutusu|퓨즈 박스|保险丝盒',
  a_control_units:
    'Блоки управления|Control units|Steuergeräte|Calculateurs|Unidades de control|Centraline|Sterowniki|Kontrol üniteleri|제어 장치|控制单元',
  a_ecu:
    'Блок управления двигателем|Engine control unit|Motorsteuergerät|Calculateur moteur|Centralita del motor|Centralina motore|Sterownik silnika|Motor kontrol ünitesi|엔진 제어 장치|发动机控制单元',
  a_bcm:
    'Блок комфорта|Body control module|Bordnetzsteuergerät|Boîtier de servitude|Módulo de confort|Centralina carrozzeria|Moduł komfortu|Gövde kontrol modülü|바디 제어 모듈|车身控制模块',
  a_cluster:
    'Комбинация приборов|Instrument cluster|Kombiinstrument|Combiné d’instruments|Cuadro de instrumentos|Quadro strumenti|Zestaw wskaźników|Gösterge grubu|계기판|组合仪表',
  a_engine_sensors:
    'Датчики двигателя|Engine sensors|Motorsensoren|Capteurs moteur|Sensores del motor|Sensori motore|Czujniki silnika|Motor sensörleri|엔진 센서|发动机传感器',
  a_wipers:
    'Стеклоочистители|Wipers and washers|Scheibenwischer und Waschanlage|Essuie-glaces et lave-glaces|Limpiaparabrisas y lavado|Tergicristalli e lavavetri|Wycieraczki i spryskiwacze|Silecekler ve yıkama|와이퍼 및 워셔|雨刮和洗涤器',
  a_wiper_front:
    'Стеклоочиститель ветрового стекла|Windscreen wiper system|Frontscheibenwischanlage|Essuie-glace avant|Limpiaparabrisas delantero|Tergicristallo anteriore|Wycieraczki szyby przedniej|Ön cam silecek sistemi|앞 유리 와이퍼|前雨刮系统',
  a_washer:
    'Омыватель|Washer system|Waschanlage|Lave-glace|Lavaparabrisas|Impianto lavavetri|Spryskiwacz|Cam yıkama sistemi|워셔 시스템|洗涤系统',
  a_horn:
    'Звуковой сигнал|Horn|Signalhorn|Avertisseur sonore|Bocina|Avvisatore acustico|Sygnał dźwiękowy|Korna|경음기|喇叭',
  a_ext_lights:
    'Наружное освещение|Exterior lights|Außenbeleuchtung|Éclairage extérieur|Iluminación exterior|Luci esterne|Oświetlenie zewnętrzne|Dış aydınlatma|외부 조명|外部灯光',
  a_headlamp: 'Фара|Headlamp|Scheinwerfer|Projecteur|Faro|Proiettore|Reflektor|Far|헤드램프|前大灯',
  a_tail_lamp:
    'Задний фонарь|Tail lamp|Heckleuchte|Feu arrière|Piloto trasero|Fanale posteriore|Lampa tylna|Stop lambası|테일 램프|尾灯',
  a_fog_lamp:
    'Противотуманная фара|Fog lamp|Nebelscheinwerfer|Antibrouillard|Faro antiniebla|Fendinebbia|Halogen przeciwmgielny|Sis farı|안개등|雾灯',
  a_int_lights:
    'Внутреннее освещение|Interior lights|Innenbeleuchtung|Éclairage intérieur|Iluminación interior|Luci interne|Oświetlenie wnętrza|İç aydınlatma|실내 조명|车内照明',
  a_heater:
    'Отопитель|Heater unit|Heizgerät|Bloc de chauffage|Unidad de calefacción|Gruppo riscaldamento|Nagrzewnica|Kalorifer ünitesi|히터 유닛|暖风单元',
  a_blower:
    'Вентилятор отопителя|Heater blower|Frischluftgebläse|Pulseur d’air|Ventilador de calefacción|Ventola abitacolo|Dmuchawa|Kalorifer fanı|블로어|鼓风机',
  a_air_ducts:
    'Воздуховоды|Air ducts|Luftkanäle|Gaines d’air|Conductos de aire|Condotti aria|Kanały powietrza|Hava kanalları|에어 덕트|风道',
  a_ac: 'Кондиционер|Air conditioning|Klimaanlage|Climatisation|Aire acondicionado|Climatizzatore|Klimatyzacja|Klima|에어컨|空调',
  a_compressor:
    'Компрессор кондиционера|AC compressor|Klimakompressor|Compresseur de climatisation|Compresor del aire acondicionado|Compressore climatizzatore|Sprężarka klimatyzacji|Klima kompresörü|에어컨 컴프레서|空调压缩机',
  a_condenser:
    'Конденсатор|Condenser|Kondensator|Condenseur|Condensador|Condensatore|Skraplacz|Kondenser|콘덴서|冷凝器',
  a_ac_lines:
    'Трубопроводы хладагента|Refrigerant lines|Kältemittelleitungen|Conduites de réfrigérant|Tuberías de refrigerante|Tubazioni refrigerante|Przewody czynnika chłodniczego|Soğutucu hatları|냉매 라인|制冷剂管路',
  a_climate_control:
    'Панель климат-контроля|Climate control panel|Klimabedienteil|Commande de climatisation|Mando de climatización|Comando climatizzatore|Panel klimatyzacji|Klima kontrol paneli|공조 컨트롤 패널|空调控制面板',
  a_accessories:
    'Оригинальные аксессуары|Genuine accessories|Original-Zubehör|Accessoires d’origine|Accesorios originales|Accessori originali|Akcesoria oryginalne|Orijinal aksesuarlar|순정 액세서리|原厂附件',
  a_roof_rack:
    'Багажник на крышу|Roof rack|Dachträger|Barres de toit|Baca|Portapacchi|Bagażnik dachowy|Tavan rafı|루프 랙|车顶行李架',
  a_floor_mats: 'Коврики|Floor mats|Fußmatten|Tapis de sol|Alfombrillas|Tappetini|Dywaniki|Paspaslar|플로어 매트|脚垫',
  a_safety_kit:
    'Аварийный комплект|Emergency kit|Notfallausrüstung|Kit de sécurité|Kit de emergencia|Kit di emergenza|Zestaw awaryjny|Acil durum seti|비상 키트|应急工具包',
  a_mudflaps:
    'Брызговики|Mud flaps|Schmutzfänger|Bavettes|Faldillas|Paraspruzzi|Chlapacze|Çamurluk tozlukları|머드 플랩|挡泥板',
  a_cargo:
    'Оборудование грузового отсека|Cargo equipment|Laderaumausstattung|Aménagement de chargement|Equipamiento de carga|Allestimento vano di carico|Wyposażenie przestrzeni ładunkowej|Yük bölümü donanımı|화물칸 장비|货舱设备',
  a_partition:
    'Перегородка|Bulkhead|Trennwand|Cloison de séparation|Mampara|Paratia divisoria|Przegroda|Bölme duvarı|격벽|隔板',
  a_lashing:
    'Точки крепления груза|Lashing points|Verzurrösen|Anneaux d’arrimage|Puntos de amarre|Punti di ancoraggio|Uchwyty mocujące|Bağlama noktaları|화물 고정 고리|系固点',
  a_cargo_floor:
    'Пол грузового отсека|Cargo floor|Laderaumboden|Plancher de chargement|Suelo de carga|Pianale di carico|Podłoga ładunkowa|Yük tabanı|화물칸 바닥|货舱地板',
  a_towbar:
    'Тягово-сцепное устройство|Towbar|Anhängerkupplung|Attelage|Enganche de remolque|Gancio di traino|Hak holowniczy|Çeki demiri|견인 고리|拖车钩',
  a_trailer_socket:
    'Розетка прицепа|Trailer socket|Anhängersteckdose|Prise de remorque|Enchufe de remolque|Presa rimorchio|Gniazdo przyczepy|Römork prizi|트레일러 소켓|挂车插座',
  a_load_bed:
    'Грузовая платформа|Load bed|Pritsche|Benne|Caja de carga|Cassone|Skrzynia ładunkowa|Yük kasası|적재함|货箱',
  a_bed_tailgate:
    'Задний борт|Bed tailgate|Bordwand hinten|Ridelle arrière|Compuerta trasera|Sponda posteriore|Klapa skrzyni|Kasa arka kapağı|적재함 테일게이트|货箱后挡板',
  a_bed_liner:
    'Вкладыш платформы|Bed liner|Laderaumwanne|Revêtement de benne|Protector de caja|Vasca cassone|Wykładzina skrzyni|Kasa koruyucu|적재함 라이너|货箱内衬',
  // parts
  p_bolt: 'Болт|Bolt|Schraube|Vis|Tornillo|Vite|Śruba|Cıvata|볼트|螺栓',
  p_nut: 'Гайка|Nut|Mutter|Écrou|Tuerca|Dado|Nakrętka|Somun|너트|螺母',
  p_washer: 'Шайба|Washer|Unterlegscheibe|Rondelle|Arandela|Rondella|Podkładka|Pul|와셔|垫圈',
  p_screw: 'Винт|Screw|Linsenschraube|Vis à tête bombée|Tornillo alomado|Vite a testa bombata|Wkręt|Vida|스크루|螺钉',
  p_stud: 'Шпилька|Stud|Stiftschraube|Goujon|Espárrago|Prigioniero|Szpilka|Saplama|스터드|双头螺柱',
  p_clip: 'Клипса|Clip|Klammer|Agrafe|Grapa|Clip di fissaggio|Spinka|Klips|클립|卡扣',
  p_clamp:
    'Хомут|Hose clamp|Schlauchschelle|Collier de serrage|Abrazadera|Fascetta|Opaska zaciskowa|Hortum kelepçesi|호스 클램프|软管卡箍',
  p_bracket: 'Кронштейн|Bracket|Halter|Support|Soporte|Staffa|Wspornik|Braket|브래킷|支架',
  p_seal:
    'Уплотнительное кольцо|Sealing ring|Dichtring|Bague d’étanchéité|Anillo de estanqueidad|Anello di tenuta|Pierścień uszczelniający|Sızdırmazlık halkası|실링 링|密封圈',
  p_gasket: 'Прокладка|Gasket|Dichtung|Joint|Junta|Guarnizione|Uszczelka|Conta|개스킷|垫片',
  p_o_ring:
    'Кольцо круглого сечения|O-ring|Runddichtring|Joint torique|Junta tórica|O-ring di tenuta|Pierścień O-ring|O-ring conta|오링|O形圈',
  p_cover: 'Крышка|Cover|Abdeckung|Couvercle|Tapa|Coperchio|Osłona|Kapak|커버|盖',
  p_cap: 'Колпачок|Cap|Kappe|Capuchon|Capuchón|Cappuccio|Kołpak|Tapa kapağı|캡|帽',
  p_plug: 'Заглушка|Sealing plug|Verschlussstopfen|Bouchon|Tapón|Tappo|Korek|Tapa|플러그|堵头',
  p_spring: 'Пружина|Spring|Feder|Ressort|Muelle|Molla|Sprężyna|Yay|스프링|弹簧',
  p_bush: 'Втулка|Bush|Buchse|Douille|Casquillo|Boccola|Tuleja|Burç|부싱|衬套',
  p_bearing: 'Подшипник|Bearing|Lager|Roulement|Rodamiento|Cuscinetto|Łożysko|Rulman|베어링|轴承',
  p_sleeve: 'Гильза|Sleeve|Hülse|Manchon|Manguito|Manicotto|Tulejka|Kovan|슬리브|套筒',
  p_pin: 'Штифт|Dowel pin|Passstift|Goupille|Pasador|Spina di centraggio|Kołek ustalający|Pim|다월 핀|定位销',
  p_housing: 'Корпус|Housing|Gehäuse|Boîtier|Carcasa|Alloggiamento|Obudowa|Gövde|하우징|壳体',
  p_shaft: 'Вал|Shaft|Welle|Arbre|Eje|Albero|Wałek|Mil|샤프트|轴',
  p_gear: 'Шестерня|Gear wheel|Zahnrad|Pignon|Engranaje|Ingranaggio|Koło zębate|Dişli|기어|齿轮',
  p_chain: 'Цепь|Chain|Kette|Chaîne|Cadena|Catena|Łańcuch|Zincir|체인|链条',
  p_belt: 'Ремень|Belt|Riemen|Courroie|Correa|Cinghia|Pasek|Kayış|벨트|皮带',
  p_pulley: 'Шкив|Pulley|Riemenscheibe|Poulie|Polea|Puleggia|Koło pasowe|Kasnak|풀리|皮带轮',
  p_roller:
    'Ролик|Idler roller|Umlenkrolle|Galet enrouleur|Rodillo guía|Rullo di rinvio|Rolka prowadząca|Avara kasnağı|아이들러 롤러|惰轮',
  p_hose: 'Шланг|Hose|Schlauch|Durite|Manguera|Tubo flessibile|Wąż|Hortum|호스|软管',
  p_pipe: 'Трубка|Pipe|Rohr|Tuyau|Tubo rígido|Tubo rigido|Rura|Boru|파이프|管',
  p_sensor: 'Датчик|Sensor|Sensor-Geber|Capteur|Sensor electrónico|Sensore|Czujnik|Sensör|센서|传感器',
  p_connector:
    'Разъём|Connector housing|Steckergehäuse|Boîtier de connecteur|Carcasa de conector|Scatola connettore|Obudowa złącza|Konnektör gövdesi|커넥터 하우징|连接器壳体',
  p_terminal:
    'Контакт|Contact terminal|Kontaktstift|Cosse|Terminal de contacto|Terminale|Konektor stykowy|Kontak pimi|단자|端子',
  p_fuse: 'Предохранитель|Fuse|Sicherung|Fusible|Fusible eléctrico|Fusibile|Bezpiecznik|Sigorta|퓨즈|保险丝',
  p_relay: 'Реле|Relay|Relais|Relais électrique|Relé|Relè|Przekaźnik|Röle|릴레이|继电器',
  p_cable: 'Провод|Cable|Leitung|Câble|Cable|Cavo|Przewód|Kablo|케이블|电缆',
  p_switch: 'Выключатель|Switch|Schalter|Interrupteur|Interruptor|Interruttore|Przełącznik|Anahtar|스위치|开关',
  p_motor:
    'Электродвигатель|Electric motor|Elektromotor|Moteur électrique|Motor eléctrico|Motorino elettrico|Silnik elektryczny|Elektrik motoru|전기 모터|电动机',
  p_bulb: 'Лампа|Bulb|Glühlampe|Ampoule|Bombilla|Lampadina|Żarówka|Ampul|전구|灯泡',
  p_lens: 'Рассеиватель|Lens|Streuscheibe|Glace de feu|Cristal de faro|Vetro fanale|Klosz|Lens camı|렌즈|灯罩',
  p_filter:
    'Фильтрующий элемент|Filter element|Filtereinsatz|Élément filtrant|Elemento filtrante|Elemento filtrante|Wkład filtra|Filtre elemanı|필터 엘리먼트|滤芯',
  p_valve: 'Клапан|Valve|Ventil|Soupape|Válvula|Valvola|Zawór|Supap|밸브|阀',
  p_piston: 'Поршень|Piston|Kolben|Piston|Pistón|Pistone|Tłok|Piston|피스톤|活塞',
  p_piston_ring:
    'Поршневое кольцо|Piston ring set|Kolbenringsatz|Jeu de segments|Juego de segmentos|Serie di fasce elastiche|Komplet pierścieni tłokowych|Segman takımı|피스톤 링 세트|活塞环组',
  p_con_rod: 'Шатун|Connecting rod|Pleuelstange|Bielle|Biela|Biella|Korbowód|Biyel kolu|커넥팅 로드|连杆',
  p_bearing_shell: 'Вкладыш|Bearing shell|Lagerschale|Coussinet|Cojinete|Bronzina|Panewka|Yatak kepi|베어링 셸|轴瓦',
  p_rocker: 'Коромысло|Rocker arm|Schlepphebel|Culbuteur|Balancín|Bilanciere|Dźwigienka zaworu|Külbütör|로커 암|摇臂',
  p_lifter:
    'Гидрокомпенсатор|Hydraulic lifter|Hydrostößel|Poussoir hydraulique|Taqué hidráulico|Punteria idraulica|Popychacz hydrauliczny|Hidrolik itici|유압 리프터|液压挺柱',
  p_mount:
    'Резиновая опора|Rubber mount|Gummilager|Silentbloc|Silentblock|Supporto in gomma|Poduszka gumowa|Kauçuk takoz|고무 마운트|橡胶支座',
  p_damper:
    'Демпфер|Damper|Dämpfer|Amortisseur de vibrations|Amortiguador de vibraciones|Smorzatore|Tłumik drgań|Titreşim sönümleyici|댐퍼|阻尼器',
  p_link:
    'Тяга|Link rod|Koppelstange|Biellette|Bieleta|Biella di collegamento|Łącznik|Bağlantı çubuğu|링크 로드|连杆拉杆',
  p_ball_joint: 'Шаровая опора|Ball joint|Traggelenk|Rotule|Rótula|Giunto sferico|Sworzeń wahacza|Rotil|볼 조인트|球头',
  p_boot: 'Пыльник|Protective boot|Schutzmanschette|Soufflet|Fuelle|Cuffia|Osłona gumowa|Körük|부트|防尘套',
  p_pads:
    'Комплект колодок|Brake pad set|Bremsbelagsatz|Jeu de plaquettes|Juego de pastillas|Serie pastiglie|Klocki hamulcowe|Fren balata seti|브레이크 패드 세트|刹车片组',
  p_shoes:
    'Тормозные колодки барабанные|Brake shoe set|Bremsbackensatz|Jeu de mâchoires|Juego de zapatas|Serie ganasce|Szczęki hamulcowe|Kampana balata seti|브레이크 슈 세트|制动蹄组',
  p_bleeder:
    'Штуцер прокачки|Bleeder valve|Entlüfterschraube|Vis de purge|Purgador|Valvola di spurgo|Odpowietrznik|Hava alma nipeli|블리더 밸브|放气阀',
  p_wear_sensor:
    'Датчик износа колодок|Pad wear sensor|Verschleißanzeige|Témoin d’usure|Testigo de desgaste|Sensore usura pastiglie|Czujnik zużycia klocków|Balata aşınma sensörü|패드 마모 센서|磨损传感器',
  p_wheel_bolt:
    'Колёсный болт|Wheel bolt|Radschraube|Vis de roue|Tornillo de rueda|Bullone ruota|Śruba koła|Bijon cıvatası|휠 볼트|车轮螺栓',
  p_hub_cap: 'Колпак колеса|Hub cap|Radkappe|Enjoliveur|Tapacubos|Copricerchio|Kołpak koła|Jant kapağı|휠 캡|轮毂盖',
  p_tyre_valve:
    'Вентиль шины|Tyre valve|Reifenventil|Valve de pneu|Válvula de neumático|Valvola pneumatico|Wentyl opony|Lastik sibobu|타이어 밸브|轮胎气门嘴',
  p_panel: 'Панель|Panel|Blechteil|Tôle|Chapa|Lamiera|Panel blaszany|Sac panel|패널|面板',
  p_hinge: 'Петля|Hinge|Scharnier|Charnière|Bisagra|Cerniera|Zawias|Menteşe|힌지|铰链',
  p_lock: 'Замок|Lock|Schloss|Serrure|Cerradura|Serratura|Zamek|Kilit|잠금 장치|锁',
  p_handle: 'Ручка|Handle|Griff|Poignée|Manilla|Maniglia|Klamka|Kol|핸들|把手',
  p_striker:
    'Ответная часть замка|Striker plate|Schließbügel|Gâche|Cerradero|Riscontro|Zaczep zamka|Kilit karşılığı|스트라이커|锁扣',
  p_weatherstrip:
    'Уплотнитель|Weatherstrip|Dichtungsprofil|Joint d’encadrement|Burlete|Guarnizione profilo|Uszczelka profilowa|Fitil|웨더스트립|密封条',
  p_trim: 'Накладка|Trim strip|Zierleiste|Baguette|Moldura|Modanatura|Listwa ozdobna|Trim çıtası|트림 스트립|饰条',
  p_emblem: 'Эмблема|Emblem|Emblem-Schriftzug|Emblème|Emblema|Emblema cromato|Emblemat|Amblem|엠블럼|车标',
  p_glass: 'Стекло|Glass pane|Glasscheibe|Vitre|Cristal|Cristallo|Szyba|Cam|유리|玻璃',
  p_wiper_blade:
    'Щётка стеклоочистителя|Wiper blade|Wischblatt|Balai d’essuie-glace|Escobilla|Spazzola tergicristallo|Pióro wycieraczki|Silecek süpürgesi|와이퍼 블레이드|雨刮片',
  p_wiper_arm:
    'Рычаг стеклоочистителя|Wiper arm|Wischarm|Bras d’essuie-glace|Brazo limpiaparabrisas|Braccio tergicristallo|Ramię wycieraczki|Silecek kolu|와이퍼 암|雨刮臂',
  p_nozzle:
    'Форсунка омывателя|Washer nozzle|Spritzdüse|Gicleur|Surtidor|Spruzzatore|Dysza spryskiwacza|Fıskiye memesi|워셔 노즐|喷嘴',
  p_pump: 'Насос|Pump|Pumpe|Pompe|Bomba|Pompa|Pompa cieczy|Pompa|펌프|泵',
  p_reservoir: 'Бачок|Reservoir|Vorratsbehälter|Réservoir|Depósito|Serbatoio|Zbiorniczek|Hazne|저장 탱크|储液罐',
  p_impeller: 'Крыльчатка|Impeller|Laufrad|Turbine de pompe|Rodete|Girante|Wirnik|Pervane|임펠러|叶轮',
  p_element:
    'Нагревательный элемент|Heating element|Heizelement|Élément chauffant|Elemento calefactor|Elemento riscaldante|Element grzejny|Isıtma elemanı|발열체|加热元件',
  p_flap: 'Заслонка|Flap|Klappe|Volet|Compuerta|Sportello|Klapka|Klape|플랩|风门',
  p_grille: 'Решётка|Grille|Gitter|Grille|Rejilla|Griglia|Kratka|Izgara|그릴|格栅',
  p_cushion:
    'Подушка сиденья|Seat cushion|Sitzkissen|Coussin d’assise|Cojín del asiento|Cuscino sedile|Siedzisko|Oturma minderi|시트 쿠션|座垫',
  p_backrest: 'Спинка|Backrest|Rückenlehne|Dossier|Respaldo|Schienale|Oparcie|Sırtlık|등받이|靠背',
  p_headrest:
    'Подголовник|Head restraint|Kopfstütze|Appuie-tête|Reposacabezas|Poggiatesta|Zagłówek|Koltuk başlığı|헤드레스트|头枕',
  p_buckle:
    'Замок ремня|Belt buckle|Gurtschloss|Boucle de ceinture|Hebilla|Fibbia|Klamra pasa|Kemer tokası|버클|安全带扣',
  p_retractor:
    'Катушка ремня|Belt retractor|Gurtaufroller|Enrouleur|Retractor|Arrotolatore|Zwijacz pasa|Kemer makarası|리트랙터|卷收器',
  p_control_unit:
    'Блок управления|Control module|Steuermodul|Module de commande|Módulo de control|Modulo di comando|Moduł sterujący|Kontrol modülü|제어 모듈|控制模块',
  p_actuator: 'Сервопривод|Actuator|Stellmotor|Actionneur|Actuador|Attuatore|Siłownik|Aktüatör|액추에이터|执行器',
  p_grommet: 'Проходная втулка|Grommet|Tülle|Passe-fil|Pasamuros|Passacavo|Przepust|Kablo geçme lastiği|그로밋|护线套',
  p_cable_tie:
    'Кабельная стяжка|Cable tie|Kabelbinder|Collier de câble|Brida de cable|Fascetta per cavi|Opaska kablowa|Kablo bağı|케이블 타이|扎带',
  p_bracket_plate:
    'Пластина крепления|Mounting plate|Befestigungsplatte|Platine de fixation|Placa de montaje|Piastra di fissaggio|Płytka mocująca|Montaj plakası|마운팅 플레이트|安装板',
  // positions used to qualify node and part names
  q_left: 'левый|left|links|gauche|izquierdo|sinistro|lewy|sol|좌측|左',
  q_right: 'правый|right|rechts|droite|derecho|destro|prawy|sağ|우측|右',
  q_front: 'передний|front|vorn|avant|delantero|anteriore|przedni|ön|앞|前',
  q_rear: 'задний|rear|hinten|arrière|trasero|posteriore|tylny|arka|뒤|后',
  q_fl: 'передний левый|front left|vorn links|avant gauche|delantero izquierdo|anteriore sinistro|przedni lewy|ön sol|앞 좌측|左前',
  q_fr: 'передний правый|front right|vorn rechts|avant droit|delantero derecho|anteriore destro|przedni prawy|ön sağ|앞 우측|右前',
  q_rl: 'задний левый|rear left|hinten links|arrière gauche|trasero izquierdo|posteriore sinistro|tylny lewy|arka sol|뒤 좌측|左后',
  q_rr: 'задний правый|rear right|hinten rechts|arrière droit|trasero derecho|posteriore destro|tylny prawy|arka sağ|뒤 우측|右后',
  q_centre: 'средний|centre|Mitte|central|central|centrale|środkowy|orta|중앙|中',
  q_upper: 'верхний|upper|oben|supérieur|superior|superiore|górny|üst|상부|上',
  q_lower: 'нижний|lower|unten|inférieur|inferior|inferiore|dolny|alt|하부|下',
  q_inner: 'внутренний|inner|innen|intérieur|interior|interno|wewnętrzny|iç|내측|内',
  q_outer: 'наружный|outer|außen|extérieur|exterior|esterno|zewnętrzny|dış|외측|外',
  // vehicle attributes and values
  attr_brand: 'Марка|Make|Marke|Marque|Marca|Marca|Marka|Marka|제조사|品牌',
  attr_model: 'Модель|Model|Modell|Modèle|Modelo|Modello|Model|Model|모델|车型',
  attr_year:
    'Модельный год|Model year|Modelljahr|Année modèle|Año del modelo|Anno modello|Rok modelowy|Model yılı|연식|车型年份',
  attr_body:
    'Тип кузова|Body style|Karosserieform|Type de carrosserie|Tipo de carrocería|Tipo di carrozzeria|Typ nadwozia|Kasa tipi|차체 형식|车身类型',
  attr_engine: 'Двигатель|Engine|Motorisierung|Motorisation|Motorización|Motorizzazione|Silnik|Motor tipi|엔진|发动机',
  attr_transmission:
    'Трансмиссия|Transmission|Getriebeart|Transmission|Transmisión|Trasmissione|Skrzynia biegów|Şanzıman|변속기|变速器',
  attr_drive: 'Привод|Drive|Antrieb|Transmission aux roues|Tracción|Trazione|Napęd|Çekiş|구동 방식|驱动方式',
  attr_market: 'Рынок|Market|Markt|Marché|Mercado|Mercato|Rynek|Pazar|시장|市场',
  attr_paint:
    'Код краски|Paint code|Farbcode|Code peinture|Código de pintura|Codice colore|Kod lakieru|Boya kodu|페인트 코드|油漆代码',
  attr_prod:
    'Дата выпуска|Production date|Produktionsdatum|Date de production|Fecha de fabricación|Data di produzione|Data produkcji|Üretim tarihi|생산일|生产日期',
  body_sedan: 'Седан|Saloon|Limousine|Berline|Berlina|Berlina a tre volumi|Sedan|Sedan kasa|세단|轿车',
  body_estate: 'Универсал|Estate|Kombi|Break|Familiar|Station wagon|Kombi nadwozie|Station vagon|왜건|旅行车',
  body_van: 'Фургон|Panel van|Kastenwagen|Fourgon|Furgón|Furgone|Furgon|Panelvan|밴|厢式货车',
  body_pickup:
    'Пикап|Pickup|Pick-up|Pick-up double cabine|Camioneta pickup|Pick-up doppia cabina|Pikap|Kamyonet|픽업트럭|皮卡',
  body_hatch:
    'Хэтчбек|Hatchback|Schrägheck|Berline compacte|Compacto|Berlina due volumi|Hatchback pięciodrzwiowy|Hatchback kasa|해치백|掀背车',
  mk_na:
    'Северная Америка|North America|Nordamerika|Amérique du Nord|Norteamérica|Nord America|Ameryka Północna|Kuzey Amerika|북미|北美',
  tr_manual:
    'Механическая 6-ступенчатая|6-speed manual|6-Gang-Schaltgetriebe|Manuelle 6 rapports|Manual de 6 velocidades|Manuale a 6 marce|Manualna 6-biegowa|6 ileri manuel|6단 수동|6速手动',
  tr_auto:
    'Автоматическая 8-ступенчатая|8-speed automatic|8-Gang-Automatik|Automatique 8 rapports|Automática de 8 velocidades|Automatico a 8 marce|Automatyczna 8-biegowa|8 ileri otomatik|8단 자동|8速自动',
  dr_fwd:
    'Передний|Front-wheel drive|Frontantrieb|Traction avant|Tracción delantera|Trazione anteriore|Napęd na przód|Önden çekiş|전륜구동|前轮驱动',
  dr_rwd:
    'Задний|Rear-wheel drive|Heckantrieb|Propulsion|Tracción trasera|Trazione posteriore|Napęd na tył|Arkadan itiş|후륜구동|后轮驱动',
  dr_awd:
    'Полный|All-wheel drive|Allradantrieb|Transmission intégrale|Tracción total|Trazione integrale|Napęd na cztery koła|Dört çeker|사륜구동|四轮驱动',
  mk_eu:
    'Европа|Europe|Europa|Europe occidentale|Europa occidental|Europa occidentale|Europa Zachodnia|Avrupa|유럽|欧洲',
  // tables and titles
  t_options:
    'Комплектация|Equipment options|Ausstattungsmerkmale|Équipements|Equipamiento|Equipaggiamenti|Wyposażenie|Donanım seçenekleri|사양 옵션|配置选项',
  t_production:
    'Производственные данные|Production data|Produktionsdaten|Données de production|Datos de producción|Dati di produzione|Dane produkcyjne|Üretim verileri|생산 데이터|生产数据',
  t_code: 'Код|Code|Kennung|Code article|Código|Codice|Kod|Kod numarası|코드|代码',
  t_description: 'Описание|Description|Beschreibung|Désignation|Descripción|Descrizione|Opis|Açıklama|설명|描述',
  t_number:
    'Номер детали|Part number|Teilenummer|Référence|Número de pieza|Codice ricambio|Numer części|Parça numarası|부품 번호|零件号',
  t_name: 'Наименование|Name|Bezeichnung|Nom|Nombre|Denominazione|Nazwa|Adı|명칭|名称',
  t_qty: 'Кол-во|Quantity|Menge|Quantité|Cantidad|Quantità|Ilość|Adet|수량|数量',
  t_note: 'Примечание|Note|Bemerkung|Remarque|Nota|Annotazione|Uwaga|Not|비고|备注',
  t_old:
    'Старый номер|Old number|Alte Nummer|Ancienne référence|Número anterior|Codice precedente|Stary numer|Eski numara|이전 번호|旧零件号',
  t_new:
    'Новый номер|New number|Neue Nummer|Nouvelle référence|Número nuevo|Nuovo codice|Nowy numer|Yeni numara|새 번호|新零件号',
  t_date: 'Дата|Date|Datum|Date d’effet|Fecha|Data|Data zmiany|Tarih|날짜|日期',
  t_interchange:
    'Взаимозаменяемость|Interchangeability|Austauschbarkeit|Interchangeabilité|Intercambiabilidad|Intercambiabilità|Zamienność|Değiştirilebilirlik|호환성|互换性',
  t_vehicle: 'Автомобиль|Vehicle|Fahrzeug|Véhicule|Vehículo|Veicolo|Pojazd|Araç|차량|车辆',
  t_catalog: 'Каталог|Catalogue|Katalog|Catalogue pièces|Catálogo|Catalogo|Katalog części|Katalog|카탈로그|目录',
  t_node: 'Узел|Assembly|Baugruppe|Ensemble|Conjunto|Gruppo|Zespół|Grup|어셈블리|总成',
  t_weight: 'Масса, кг|Weight, kg|Gewicht, kg|Poids, kg|Peso, kg|Peso, kg|Masa, kg|Ağırlık, kg|중량, kg|重量，千克',
  t_material: 'Материал|Material|Werkstoff|Matériau|Material de fabricación|Materiale|Materiał|Malzeme|재질|材料',
  t_dimensions:
    'Размеры, мм|Dimensions, mm|Abmessungen, mm|Dimensions, mm|Dimensiones, mm|Dimensioni, mm|Wymiary, mm|Boyutlar, mm|치수, mm|尺寸，毫米',
  t_related:
    'Связанный раздел|Related section|Zugehöriger Abschnitt|Section associée|Sección relacionada|Sezione correlata|Powiązana sekcja|İlgili bölüm|관련 섹션|相关部分',
  t_parameter: 'Параметр|Parameter|Kenngröße|Paramètre|Parámetro|Parametro|Parametr|Parametre|항목|参数',
  t_value: 'Значение|Value|Wert|Valeur|Valor|Valore|Wartość|Değer|값|数值',
  t_interval:
    'Интервал замены|Replacement interval|Wechselintervall|Intervalle de remplacement|Intervalo de sustitución|Intervallo di sostituzione|Interwał wymiany|Değişim aralığı|교체 주기|更换周期',
  t_partinfo:
    'Информация о детали|Part information|Teileinformation|Informations sur la pièce|Información de la pieza|Informazioni sul ricambio|Informacje o części|Parça bilgisi|부품 정보|零件信息',
  t_replacement:
    'Замены|Supersessions|Ersetzungen|Remplacements|Sustituciones|Sostituzioni|Zamienniki|Yerine geçenler|대체 부품|替代关系',
  t_compat:
    'Применяемость|Applicability|Verwendung|Applicabilité|Aplicabilidad|Applicabilità|Zastosowanie|Uygulanabilirlik|적용 차량|适用车型',
  t_images:
    'Дополнительные изображения|Additional images|Zusätzliche Abbildungen|Images supplémentaires|Imágenes adicionales|Immagini aggiuntive|Dodatkowe ilustracje|Ek görseller|추가 이미지|附加图片',
  t_install:
    'Указания по монтажу|Installation notes|Einbauhinweise|Consignes de montage|Instrucciones de montaje|Istruzioni di montaggio|Wskazówki montażowe|Montaj notları|장착 안내|安装说明',
  t_torque:
    'Моменты затяжки|Tightening torques|Anzugsdrehmomente|Couples de serrage|Pares de apriete|Coppie di serraggio|Momenty dokręcania|Sıkma torkları|조임 토크|拧紧力矩',
  t_groupinfo:
    'Информация о группе|Group information|Gruppeninformation|Informations sur le groupe|Información del grupo|Informazioni sul gruppo|Informacje o grupie|Grup bilgisi|그룹 정보|组信息',
  t_listinfo:
    'Сведения о строке|Row details|Zeilendetails|Détails de la ligne|Detalles de la fila|Dettagli della riga|Szczegóły wiersza|Satır ayrıntıları|행 세부 정보|行详情',
  t_variants: 'Исполнения|Variants|Ausführungen|Variantes|Variantes de montaje|Varianti|Wersje|Varyantlar|변형|变型',
  t_schema_legend:
    'Схема узла|Assembly diagram|Baugruppenabbildung|Vue éclatée|Despiece|Esploso|Rysunek zespołu|Grup şeması|어셈블리 도면|总成图',
  yes_full:
    'Полностью взаимозаменяемы|Fully interchangeable|Voll austauschbar|Entièrement interchangeable|Totalmente intercambiable|Completamente intercambiabile|W pełni zamienne|Tamamen değiştirilebilir|완전 호환|完全互换',
  yes_set:
    'Только комплектом|Only as a set|Nur satzweise|Uniquement par jeu|Solo en juego|Solo in serie|Tylko w komplecie|Sadece set olarak|세트로만 호환|仅成套互换',
  mat_steel: 'Сталь|Steel|Stahl|Acier|Acero|Acciaio|Stal|Çelik|강철|钢',
  mat_alu:
    'Алюминий|Aluminium|Aluminiumlegierung|Aluminium moulé|Aluminio|Alluminio|Aluminium stop|Alüminyum|알루미늄|铝',
  mat_plastic: 'Пластик|Plastic|Kunststoff|Plastique|Plástico|Plastica|Tworzywo sztuczne|Plastik|플라스틱|塑料',
  mat_rubber: 'Резина|Rubber|Gummi|Caoutchouc|Caucho|Gomma|Guma|Kauçuk|고무|橡胶',
  // forms
  f_filter: 'Фильтр|Filter|Filtern|Filtrer|Filtrar|Filtra|Filtruj|Filtrele|필터|筛选',
  f_engine:
    'Исполнение двигателя|Engine version|Motorvariante|Version moteur|Versión de motor|Versione motore|Wersja silnika|Motor versiyonu|엔진 버전|发动机版本',
  f_search:
    'Наименование содержит|Name contains|Bezeichnung enthält|Le nom contient|El nombre contiene|Il nome contiene|Nazwa zawiera|Ad şunu içerir|이름 포함|名称包含',
  f_standard:
    'Только серийное оснащение|Standard equipment only|Nur Serienausstattung|Équipement de série uniquement|Solo equipamiento de serie|Solo equipaggiamento di serie|Tylko wyposażenie seryjne|Sadece standart donanım|기본 사양만|仅标准配置',
  f_number:
    'Номер детали содержит|Part number contains|Teilenummer enthält|La référence contient|El número contiene|Il codice contiene|Numer części zawiera|Parça numarası içerir|부품 번호 포함|零件号包含',
  f_side:
    'Сторона установки|Fitting side|Einbauseite|Côté de montage|Lado de montaje|Lato di montaggio|Strona montażu|Montaj tarafı|장착 방향|安装侧',
  f_with_note:
    'Только детали с примечанием|Only parts with a note|Nur Teile mit Bemerkung|Pièces avec remarque uniquement|Solo piezas con nota|Solo ricambi con annotazione|Tylko części z uwagą|Sadece notlu parçalar|비고 있는 부품만|仅显示有备注的零件',
  f_all: 'Все|All|Alle|Tous|Todos|Tutti|Wszystkie|Tümü|전체|全部',
  f_optional:
    'Дополнительное оборудование|Optional equipment|Sonderausstattung|Option|Equipamiento opcional|Optional|Wyposażenie dodatkowe|Opsiyonel donanım|선택 사양|选装配置',
  // info texts
  i_stale:
    'Ссылка устарела или повреждена (out of date). Откройте раздел заново.|This link is out of date or damaged. Open the section again.|Dieser Verweis ist veraltet oder beschädigt (out of date). Bitte den Abschnitt erneut öffnen.|Ce lien est périmé ou endommagé (out of date). Rouvrez la section.|Este enlace está caducado o dañado (out of date). Vuelva a abrir la sección.|Questo collegamento è scaduto o danneggiato (out of date). Riaprire la sezione.|Ten odnośnik jest nieaktualny lub uszkodzony (out of date). Otwórz sekcję ponownie.|Bu bağlantı eskimiş veya bozuk (out of date). Bölümü yeniden açın.|이 링크는 만료되었거나 손상되었습니다 (out of date). 섹션을 다시 여세요.|此链接已过期或已损坏（out of date）。请重新打开该部分。',
  i_catalog:
    'Раздел не относится к указанному каталогу.|This section does not belong to the requested catalogue.|Dieser Abschnitt gehört nicht zum angeforderten Katalog.|Cette section n’appartient pas au catalogue demandé.|Esta sección no pertenece al catálogo solicitado.|Questa sezione non appartiene al catalogo richiesto.|Ta sekcja nie należy do wskazanego katalogu.|Bu bölüm istenen kataloğa ait değil.|이 섹션은 요청한 카탈로그에 속하지 않습니다.|此部分不属于所请求的目录。',
  i_catalog_missing:
    'Не указан каталог (параметр catalog из ответа /api/vin).|No catalogue given (the catalog parameter from the /api/vin answer).|Kein Katalog angegeben (Parameter catalog aus der Antwort von /api/vin).|Aucun catalogue indiqué (paramètre catalog de la réponse /api/vin).|No se indicó el catálogo (parámetro catalog de la respuesta de /api/vin).|Catalogo non indicato (parametro catalog della risposta di /api/vin).|Nie podano katalogu (parametr catalog z odpowiedzi /api/vin).|Katalog belirtilmedi (/api/vin yanıtındaki catalog parametresi).|카탈로그가 지정되지 않았습니다 (/api/vin 응답의 catalog 매개변수).|未指定目录（/api/vin 响应中的 catalog 参数）。',
  i_vin_unknown:
    'Автомобиль с таким VIN не найден.|No vehicle was found for this VIN.|Zu dieser FIN wurde kein Fahrzeug gefunden.|Aucun véhicule trouvé pour ce VIN.|No se encontró ningún vehículo con este VIN.|Nessun veicolo trovato per questo VIN.|Nie znaleziono pojazdu o tym numerze VIN.|Bu VIN için araç bulunamadı.|이 VIN에 해당하는 차량이 없습니다.|未找到此VIN对应的车辆。',
  i_vin_bad:
    'VIN должен содержать 17 символов (буквы без I, O, Q и цифры).|A VIN has 17 characters: digits and letters except I, O and Q.|Eine FIN hat 17 Zeichen: Ziffern und Buchstaben außer I, O und Q.|Un VIN comporte 17 caractères : chiffres et lettres sauf I, O et Q.|Un VIN tiene 17 caracteres: dígitos y letras excepto I, O y Q.|Un VIN ha 17 caratteri: cifre e lettere tranne I, O e Q.|VIN ma 17 znaków: cyfry i litery oprócz I, O i Q.|VIN 17 karakterdir: rakamlar ve I, O, Q dışındaki harfler.|VIN은 I, O, Q를 제외한 문자와 숫자 17자리입니다.|VIN由17位字符组成：数字和除I、O、Q以外的字母。',
  i_form_bad:
    'Значения формы должны быть плоским JSON-объектом.|Form values must be a flat JSON object.|Formularwerte müssen ein flaches JSON-Objekt sein.|Les valeurs du formulaire doivent être un objet JSON plat.|Los valores del formulario deben ser un objeto JSON plano.|I valori del modulo devono essere un oggetto JSON piatto.|Wartości formularza muszą być płaskim obiektem JSON.|Form değerleri düz bir JSON nesnesi olmalıdır.|폼 값은 평면 JSON 객체여야 합니다.|表单值必须是扁平的JSON对象。',
  i_hotspot:
    'Нажмите на номер на схеме, чтобы выделить деталь в списке.|Click a number on the diagram to highlight the part in the list.|Klicken Sie auf eine Nummer in der Abbildung, um das Teil in der Liste hervorzuheben.|Cliquez sur un numéro du schéma pour surligner la pièce dans la liste.|Pulse un número del despiece para resaltar la pieza en la lista.|Fare clic su un numero dell’esploso per evidenziare il ricambio.|Kliknij numer na rysunku, aby wyróżnić część na liście.|Listede parçayı vurgulamak için şemadaki numaraya tıklayın.|도면의 번호를 누르면 목록에서 부품이 강조 표시됩니다.|点击图中的编号可在列表中突出显示零件。',
  i_prod_dep:
    'Применяемость некоторых деталей зависит от даты выпуска.|Some parts depend on the production date.|Einige Teile hängen vom Produktionsdatum ab.|Certaines pièces dépendent de la date de production.|Algunas piezas dependen de la fecha de fabricación.|Alcuni ricambi dipendono dalla data di produzione.|Niektóre części zależą od daty produkcji.|Bazı parçalar üretim tarihine bağlıdır.|일부 부품은 생산일에 따라 다릅니다.|部分零件取决于生产日期。',
  i_bulletin:
    'При замене детали используйте новые крепёжные элементы и соблюдайте моменты затяжки.|Always fit new fasteners when replacing this part and observe the tightening torques.|Beim Ersetzen dieses Teils immer neue Befestigungselemente verwenden und Anzugsdrehmomente beachten.|Utilisez toujours de nouvelles fixations lors du remplacement et respectez les couples de serrage.|Utilice siempre fijaciones nuevas al sustituir esta pieza y respete los pares de apriete.|Usare sempre elementi di fissaggio nuovi e rispettare le coppie di serraggio.|Przy wymianie zawsze stosuj nowe elementy mocujące i przestrzegaj momentów dokręcania.|Parçayı değiştirirken daima yeni bağlantı elemanları kullanın ve sıkma torklarına uyun.|부품 교체 시 항상 새 체결 부품을 사용하고 조임 토크를 준수하십시오.|更换此零件时务必使用新的紧固件并遵守拧紧力矩。',
  i_more:
    'Подробнее на сайте производителя|More on the manufacturer’s website|Mehr auf der Herstellerseite|Plus d’informations sur le site du constructeur|Más información en la web del fabricante|Maggiori informazioni sul sito del costruttore|Więcej na stronie producenta|Üreticinin sitesinde daha fazlası|제조사 웹사이트에서 자세히 보기|更多信息请访问制造商网站',
  i_hostile:
    'Сторонний бюллетень (непроверенная разметка)|Third-party bulletin (unverified markup)|Fremdbulletin (ungeprüftes Markup)|Bulletin tiers (balisage non vérifié)|Boletín de terceros (marcado sin verificar)|Bollettino di terzi (markup non verificato)|Biuletyn zewnętrzny (niezweryfikowany kod)|Üçüncü taraf bülten (doğrulanmamış işaretleme)|외부 공지 (검증되지 않은 마크업)|第三方通报（未经验证的标记）'
}

export type TermKey = string
export type Translations = Readonly<Record<Lang, string>>

const TABLE = new Map<TermKey, Translations>()
for (const [key, row] of Object.entries(RAW)) {
  const cells = row.split('|')
  if (cells.length !== LANGS.length) throw new Error(`vocabulary row ${key} has ${cells.length} columns`)
  const entry = {} as Record<Lang, string>
  LANGS.forEach((lang, i) => (entry[lang] = cells[i]!))
  TABLE.set(key, entry)
}

export function term(key: TermKey, lang: Lang): string {
  const row = TABLE.get(key)
  if (!row) throw new Error(`unknown vocabulary key ${key}`)
  return row[lang]
}

export function hasTerm(key: TermKey): boolean {
  return TABLE.has(key)
}

export function allTermKeys(): TermKey[] {
  return [...TABLE.keys()]
}

/** "Brake caliper" + "front left": languages that put the position first do so. */
export function qualified(baseKey: TermKey, qualifierKey: TermKey | undefined, lang: Lang): string {
  const base = term(baseKey, lang)
  if (!qualifierKey) return base
  const q = term(qualifierKey, lang)
  if (lang === 'zh') return q + base
  if (lang === 'ko' || lang === 'tr') return `${q} ${base}`
  return `${base}, ${q}`
}
