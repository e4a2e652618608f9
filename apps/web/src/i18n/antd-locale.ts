import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { AppLanguage } from './i18n.ts';

type AntdLocale = typeof zhCN;

// antd-mobile's own zh-TW and ja-JP wording conflicts with the glossary (§13): override those keys.
const overrides: Partial<Record<AppLanguage, (l: AntdLocale) => AntdLocale>> = {
  'zh-TW': (l) => ({
    ...l,
    common: { ...l.common, loading: '載入中' },
    PullToRefresh: {
      ...l.PullToRefresh,
      pulling: '下拉即可重新整理',
      canRelease: '放開即可重新整理',
      complete: '已重新整理',
    },
  }),
  'ja-JP': (l) => ({
    ...l,
    common: { ...l.common, confirm: 'OK' },
    Dialog: { ...l.Dialog, ok: '了解' },
    Modal: { ...l.Modal, ok: '了解' },
    InfiniteScroll: { ...l.InfiniteScroll, noMore: 'これ以上ありません' },
    PullToRefresh: {
      ...l.PullToRefresh,
      pulling: '引っ張って更新',
      canRelease: '指を離して更新',
      complete: '更新しました',
    },
    Cascader: { ...l.Cascader, placeholder: '選択してください' },
  }),
};

const loaders: Record<Exclude<AppLanguage, 'zh-CN'>, () => Promise<{ default: AntdLocale }>> = {
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'zh-HK': () => import('antd-mobile/es/locales/zh-HK'),
  'de-DE': () => import('antd-mobile/es/locales/de-DE'),
  'es-ES': () => import('antd-mobile/es/locales/es-ES'),
  'fr-FR': () => import('antd-mobile/es/locales/fr-FR'),
  'nb-NO': () => import('antd-mobile/es/locales/nb-NO'),
  'th-TH': () => import('antd-mobile/es/locales/th-TH'),
  'tr-TR': () => import('antd-mobile/es/locales/tr-TR'),
};

/** antd-mobile's locale for a language, loaded on demand (zh-CN, the default, is bundled). */
export async function loadAntdLocale(language: AppLanguage): Promise<AntdLocale> {
  const base = language === 'zh-CN' ? zhCN : (await loaders[language]()).default;
  return overrides[language]?.(base) ?? base;
}

export { zhCN as defaultAntdLocale };
