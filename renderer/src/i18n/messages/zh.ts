import type { MessageSchema } from './en'

const zh: MessageSchema = {
  app: {
    title: 'Parts Desk',
    skipToContent: '跳到正文',
    nav: { label: '主菜单', home: '车辆', settings: '设置' },
    demoBadge: '演示目录',
    demoBadgeHint: '尚未配置账户：您正在浏览内置的演示目录。',
    loadFailed: 'Parts Desk 无法启动：{message}'
  },
  connection: {
    label: '连接',
    unknown: '尚未检查',
    online: '在线',
    offline: '离线',
    'auth-failed': '账户被拒绝'
  },
  errors: {
    offline: '无法连接目录服务。请检查网络连接。',
    timeout: '目录服务响应时间过长。',
    auth: '目录服务拒绝了该账户。请在设置中检查用户 ID 和令牌。',
    server: '目录服务出现问题。请稍后重试。',
    'bad-response': '目录服务返回了意外的内容。 {message}',
    'invalid-input': '请求未被接受：{message}',
    'not-cached': '您处于离线状态，且此内容尚未保存在这台电脑上。',
    retry: '重试'
  },
  vin: {
    label: 'VIN',
    placeholder: '例如 WVWZZZ1JZXW000001',
    submit: '查找车辆',
    searching: '正在查找 {vin}…',
    notFound: '未找到 VIN 为 {vin} 的车辆。',
    tryDemo: '试试演示 VIN：',
    brand: '品牌',
    model: '车型',
    catalog: '目录',
    counter: '{count}/{expected} 个字符',
    length: 'VIN 应为 {expected} 个字符，此处为 {count} 个。仍会向目录查询。',
    forbidden: 'VIN 中不会出现字母 I、O、Q（容易与 1 和 0 混淆）。请检查：{letters}。'
  },
  recent: {
    title: '最近的车辆',
    empty: '打开过的车辆会显示在这里，一键即可再次打开。',
    openedAt: '打开于 {when}',
    remove: '从最近的车辆中移除 {name}'
  },
  vehicle: {
    loading: '正在加载车辆…',
    showDetails: '显示详情',
    hideDetails: '隐藏详情',
    otherVin: '输入其他 VIN'
  },
  browse: {
    language: '目录语言',
    history: '历史',
    back: '后退',
    forward: '前进',
    backHint: '后退 (Alt+←)',
    forwardHint: '前进 (Alt+→)',
    loading: '加载中…',
    updating: '更新中…',
    groups: '主组',
    list: '目录列表',
    filter: '筛选',
    filterPlaceholder: '代码或名称',
    count: '{shown} / {total}',
    noMatch: '没有与“{query}”匹配的内容。',
    emptyGroup: '此标签页没有分组。',
    emptyList: '此列表为空。',
    breadcrumbs: '当前位置',
    partInfo: '零件信息',
    info: {
      groupinfo: '关于此组',
      listinfo: '关于各行',
      partinfo: '零件信息',
      replacement: '替代件',
      compatibility: '适用车辆'
    }
  },
  settings: {
    title: '设置',
    account: '目录账户',
    baseUrl: '服务地址',
    imageBaseUrl: '图片服务地址',
    userId: '用户 ID',
    token: '令牌',
    tokenSet: '已设置令牌。输入新令牌即可替换。',
    tokenNotSet: '未设置令牌。',
    clearToken: '删除令牌',
    language: '目录语言',
    languageAuto: '与这台电脑相同',
    save: '保存',
    saving: '正在保存…',
    saved: '已保存。',
    source: {
      environment: '账户来自环境变量 (CATALOG_*)，无法在此更改。',
      settings: '下方账户保存在这台电脑上。',
      demo: '尚未配置账户：正在使用内置演示目录。输入服务地址、用户 ID 和令牌即可使用您的账户。'
    },
    protection: {
      'os-keychain': '令牌使用这台电脑的钥匙串加密。',
      'basic-text':
        '以基本文本保护方式存储：任何能访问这台电脑此账户的人都能读取。请安装钥匙环（GNOME Keyring 或 KWallet）以获得真正的加密。',
      environment: '令牌来自 CATALOG_USER_TOKEN，Parts Desk 从不存储它。',
      memory: '令牌仅保存在内存中，Parts Desk 退出后即被遗忘。',
      none: '未存储令牌。'
    }
  }
}

export default zh
