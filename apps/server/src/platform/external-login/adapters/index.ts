import type { RedirectAdapter, RedirectKind } from './adapter.ts';
import { appCodeAdapter } from './app-code.ts';
import { casAdapter } from './cas.ts';
import { dingtalkAdapter } from './dingtalk.ts';
import { oidcAdapter } from './oidc.ts';
import { wechatAdapter } from './wechat.ts';

export const redirectAdapters: Record<RedirectKind, RedirectAdapter> = {
  oidc: oidcAdapter,
  cas: casAdapter,
  wechat: wechatAdapter,
  dingtalk: dingtalkAdapter,
  cxapp: appCodeAdapter,
  v2app: appCodeAdapter,
};
