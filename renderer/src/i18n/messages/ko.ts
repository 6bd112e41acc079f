import type { MessageSchema } from './en'

const ko: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: '본문으로 건너뛰기',
    nav: { label: '주 메뉴', home: '차량', settings: '설정' },
    demoBadge: '데모 카탈로그',
    demoBadgeHint: '계정이 설정되지 않았습니다. 내장 데모 카탈로그를 보고 있습니다.',
    loadFailed: 'Parts Desk를 시작할 수 없습니다: {message}'
  },
  connection: {
    label: '연결',
    unknown: '아직 확인하지 않음',
    online: '온라인',
    offline: '오프라인',
    'auth-failed': '계정 거부됨'
  },
  errors: {
    offline: '카탈로그 서비스에 연결할 수 없습니다. 인터넷 연결을 확인하세요.',
    timeout: '카탈로그 서비스의 응답이 너무 오래 걸립니다.',
    auth: '카탈로그 서비스가 계정을 거부했습니다. 설정에서 사용자 ID와 토큰을 확인하세요.',
    server: '카탈로그 서비스 측에 문제가 있습니다. 잠시 후 다시 시도하세요.',
    'bad-response': '카탈로그 서비스가 예상하지 못한 응답을 보냈습니다. {message}',
    'invalid-input': '요청이 받아들여지지 않았습니다: {message}',
    'not-cached': '오프라인 상태이며 이 내용은 아직 이 컴퓨터에 저장되지 않았습니다.',
    retry: '다시 시도'
  },
  vin: {
    label: 'VIN',
    placeholder: '예: WVWZZZ1JZXW000001',
    submit: '차량 찾기',
    searching: '{vin} 조회 중…',
    notFound: '{vin}에 해당하는 차량이 없습니다.',
    tryDemo: '데모 VIN 사용해 보기:',
    brand: '브랜드',
    model: '모델',
    catalog: '카탈로그',
    counter: '{expected}자 중 {count}자',
    length: 'VIN은 {expected}자인데 입력한 값은 {count}자입니다. 그래도 카탈로그에 조회합니다.',
    forbidden: 'VIN에는 I, O, Q 문자가 쓰이지 않습니다(1, 0과 혼동되기 쉬움). 확인: {letters}.'
  },
  recent: {
    title: '최근 차량',
    empty: '연 차량이 여기에 표시되며 한 번의 클릭으로 다시 열 수 있습니다.',
    openedAt: '{when}에 열림',
    remove: '최근 차량에서 {name} 제거'
  },
  vehicle: {
    loading: '차량을 불러오는 중…',
    showDetails: '자세히 보기',
    hideDetails: '접기',
    otherVin: '다른 VIN 입력'
  },
  browse: {
    language: '카탈로그 언어',
    history: '기록',
    back: '뒤로',
    forward: '앞으로',
    backHint: '뒤로 (Alt+←)',
    forwardHint: '앞으로 (Alt+→)',
    loading: '불러오는 중…',
    updating: '업데이트 중…',
    groups: '주요 그룹',
    list: '카탈로그 목록',
    filter: '필터',
    filterPlaceholder: '코드 또는 이름',
    count: '{total}개 중 {shown}개',
    noMatch: '“{query}”와 일치하는 항목이 없습니다.',
    emptyGroup: '이 탭에는 그룹이 없습니다.',
    emptyList: '목록이 비어 있습니다.',
    breadcrumbs: '현재 위치',
    partInfo: '부품 정보',
    info: {
      groupinfo: '이 그룹 정보',
      listinfo: '행 정보',
      partinfo: '부품 정보',
      replacement: '대체 부품',
      compatibility: '적용 차량'
    }
  },
  settings: {
    title: '설정',
    account: '카탈로그 계정',
    baseUrl: '서비스 URL',
    imageBaseUrl: '이미지 서비스 URL',
    userId: '사용자 ID',
    token: '토큰',
    tokenSet: '토큰이 설정되어 있습니다. 바꾸려면 새 토큰을 입력하세요.',
    tokenNotSet: '토큰이 설정되지 않았습니다.',
    clearToken: '토큰 삭제',
    language: '카탈로그 언어',
    languageAuto: '이 컴퓨터와 동일',
    save: '저장',
    saving: '저장 중…',
    saved: '저장했습니다.',
    source: {
      environment: '계정은 환경 변수(CATALOG_*)에서 오며 여기서 변경할 수 없습니다.',
      settings: '아래 계정은 이 컴퓨터에 저장되어 있습니다.',
      demo: '계정이 설정되지 않아 내장 데모 카탈로그를 사용 중입니다. 내 계정을 쓰려면 서비스 URL, 사용자 ID, 토큰을 입력하세요.'
    },
    protection: {
      'os-keychain': '토큰은 이 컴퓨터의 키체인으로 암호화됩니다.',
      'basic-text':
        '기본 텍스트 보호로 저장됩니다. 이 컴퓨터 계정에 접근할 수 있는 사람은 누구나 읽을 수 있습니다. 실제 암호화를 위해 키링(GNOME Keyring 또는 KWallet)을 설치하세요.',
      environment: '토큰은 CATALOG_USER_TOKEN에서 오며 Parts Desk는 이를 저장하지 않습니다.',
      memory: '토큰은 메모리에만 보관되며 Parts Desk를 닫으면 사라집니다.',
      none: '저장된 토큰이 없습니다.'
    }
  }
}

export default ko
