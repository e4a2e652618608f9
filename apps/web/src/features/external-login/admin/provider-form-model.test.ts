import { describe, expect, it } from 'vitest';
import {
  type AdminProvider,
  emptyValues,
  externalProviderKinds,
  fromProvider,
  kindFields,
  maskedSecret,
  toInput,
  validate,
  visibleFields,
} from './provider-form-model.ts';

const saved = (over: Partial<AdminProvider>): AdminProvider => ({
  id: '0190a8e2-0000-7000-8000-000000000001',
  kind: 'oidc',
  name: 'IdP',
  enabled: true,
  unknownIdentity: 'refuse',
  redirectUris: ['https://campus.example.edu/app/'],
  secretSet: true,
  ...over,
});

describe('login-method form model', () => {
  it('has the contract fields of every kind', () => {
    for (const kind of externalProviderKinds) expect(kindFields[kind].length).toBeGreaterThan(0);
    expect(kindFields.cas.map((f) => f.name)).toEqual(['casBaseUrl', 'version']);
    expect(kindFields.wechat.find((f) => f.name === 'mode')?.options).toEqual(['mp', 'open']);
  });

  it('builds the CAS input with trimmed values and one redirect URI per line', () => {
    const values = {
      ...emptyValues('cas'),
      name: ' 统一身份认证 ',
      casBaseUrl: ' https://cas.example.edu/cas ',
      redirectUris: 'https://campus.example.edu/app/\n\n  https://m.example.edu/app/ \n',
      unknownIdentity: 'bind',
    };
    expect(validate('cas', values, false)).toEqual({});
    expect(toInput('cas', values)).toEqual({
      kind: 'cas',
      name: '统一身份认证',
      enabled: true,
      unknownIdentity: 'bind',
      redirectUris: ['https://campus.example.edu/app/', 'https://m.example.edu/app/'],
      casBaseUrl: 'https://cas.example.edu/cas',
      version: '3.0',
    });
  });

  it('secrets are write-only: the mask or an empty field keeps the stored secret (left out of the input)', () => {
    const values = fromProvider(saved({ issuer: 'https://idp.example.edu', clientId: 'cf', scopes: 'openid' }));
    expect(values.clientSecret).toBe(maskedSecret);
    expect(toInput('oidc', values)).not.toHaveProperty('clientSecret');
    expect(toInput('oidc', { ...values, clientSecret: '' })).not.toHaveProperty('clientSecret');
    expect(toInput('oidc', { ...values, clientSecret: 'new secret ' })).toMatchObject({ clientSecret: 'new secret ' });
  });

  it('a required secret is needed only while none is stored', () => {
    const values = { ...emptyValues('wechat'), name: 'WeChat', appId: 'wx1' };
    expect(validate('wechat', values, false)).toEqual({ appSecret: 'required' });
    expect(validate('wechat', { ...values, appSecret: maskedSecret }, false)).toEqual({ appSecret: 'required' });
    expect(validate('wechat', { ...values, appSecret: maskedSecret }, true)).toEqual({});
  });

  it('refuses missing required fields, non-http URLs and redirect URIs with a fragment or credentials', () => {
    const values = { ...emptyValues('cxapp'), name: '', tokenUrl: 'ftp://x', redirectUris: 'https://a/app/#/x' };
    expect(validate('cxapp', values, false)).toMatchObject({
      name: 'required',
      appKey: 'required',
      appSecret: 'required',
      authorizeUrl: 'required',
      tokenUrl: 'url',
      redirectUris: 'redirectUri',
    });
    const creds = { ...emptyValues('cas'), name: 'x', casBaseUrl: 'https://c', redirectUris: 'https://u:p@a/app/' };
    expect(validate('cas', creds, false)).toEqual({ redirectUris: 'redirectUri' });
  });

  it('token kind: only the fields of the chosen mode are checked and sent', () => {
    const base = { ...emptyValues('token'), name: 'Portal', allowedClientIds: 'portal\nkiosk' };
    expect(visibleFields('token', base).map((f) => f.name)).toContain('introspectionUrl');
    expect(validate('token', base, false)).toEqual({ introspectionUrl: 'required', clientId: 'required' });
    const jwt = {
      ...base,
      mode: 'jwt',
      issuer: 'https://portal',
      audience: 'campusflow-api',
      jwks: '{"keys":[{"kty":"RSA","d":"x"}]}',
    };
    expect(validate('token', jwt, false)).toEqual({ jwks: 'jwks' });
    const input = toInput('token', { ...jwt, jwks: '{"keys":[{"kty":"RSA","n":"x","e":"AQAB"}]}' });
    expect(input).toMatchObject({ mode: 'jwt', algorithms: ['RS256'], allowedClientIds: ['portal', 'kiosk'] });
    expect(input).not.toHaveProperty('introspectionUrl');
  });

  it('round-trips a saved provider (enable/disable keeps every setting)', () => {
    const p = saved({ kind: 'dingtalk', clientId: 'ding1', inAppLogin: true, apiBase: 'https://api.dingtalk.com' });
    const input = toInput('dingtalk', { ...fromProvider(p), enabled: false });
    expect(input).toMatchObject({ enabled: false, clientId: 'ding1', inAppLogin: true, redirectUris: p.redirectUris });
    expect(input).not.toHaveProperty('clientSecret');
  });
});
