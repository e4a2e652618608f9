import { type ExternalProviderKind, externalProviderKinds, maskedSecret } from '@campusflow/contracts';

export type { ExternalProviderKind };
/**
 * The login-method form's logic, kept out of the page so it is unit-tested: which fields each kind has,
 * a saved provider → form values, form values → the admin API's input, and the client-side checks
 * (UX only: the server validates again, D1/D9 included).
 */
export { externalProviderKinds, maskedSecret };

export type FieldType = 'text' | 'url' | 'secret' | 'select' | 'switch' | 'textarea' | 'lines' | 'multi';

export type FieldSpec = {
  name: string;
  type: FieldType;
  /** A value is needed to save (a secret: only when the provider has none stored yet). */
  required?: boolean;
  options?: readonly string[];
  /** Shown (and sent) only when another field has this value (token mode). */
  when?: { field: string; value: string };
  /** The value a new provider starts with. */
  initial?: string | boolean | string[];
};

const wechatBases: FieldSpec[] = [
  { name: 'authorizeBase', type: 'url', initial: 'https://open.weixin.qq.com' },
  { name: 'apiBase', type: 'url', initial: 'https://api.weixin.qq.com' },
];
const dingtalkBases: FieldSpec[] = [
  { name: 'authorizeBase', type: 'url', initial: 'https://login.dingtalk.com' },
  { name: 'apiBase', type: 'url', initial: 'https://api.dingtalk.com' },
];
const appCode: FieldSpec[] = [
  { name: 'appKey', type: 'text', required: true },
  { name: 'appSecret', type: 'secret', required: true },
  { name: 'authorizeUrl', type: 'url', required: true },
  { name: 'tokenUrl', type: 'url', required: true },
  { name: 'userinfoUrl', type: 'url', required: true },
  { name: 'appInitiated', type: 'switch', initial: false },
];
const introspection = { field: 'mode', value: 'introspection' };
const jwt = { field: 'mode', value: 'jwt' };

/** The settings of each kind (packages/contracts external-login.schemas.ts), in the order shown. */
export const kindFields: Record<ExternalProviderKind, FieldSpec[]> = {
  oidc: [
    { name: 'issuer', type: 'url', required: true },
    { name: 'clientId', type: 'text', required: true },
    { name: 'clientSecret', type: 'secret' },
    { name: 'scopes', type: 'text', initial: 'openid profile' },
  ],
  cas: [
    { name: 'casBaseUrl', type: 'url', required: true },
    { name: 'version', type: 'select', options: ['3.0', '2.0', '1.0'], initial: '3.0' },
  ],
  wechat: [
    { name: 'appId', type: 'text', required: true },
    { name: 'appSecret', type: 'secret', required: true },
    { name: 'mode', type: 'select', options: ['mp', 'open'], initial: 'mp' },
    ...wechatBases,
  ],
  dingtalk: [
    { name: 'clientId', type: 'text', required: true },
    { name: 'clientSecret', type: 'secret', required: true },
    { name: 'inAppLogin', type: 'switch', initial: false },
    ...dingtalkBases,
  ],
  cxapp: appCode,
  v2app: appCode,
  token: [
    { name: 'mode', type: 'select', options: ['introspection', 'jwt'], initial: 'introspection' },
    { name: 'introspectionUrl', type: 'url', required: true, when: introspection },
    { name: 'clientId', type: 'text', required: true, when: introspection },
    { name: 'clientSecret', type: 'secret', when: introspection },
    { name: 'issuer', type: 'text', required: true, when: jwt },
    { name: 'audience', type: 'text', required: true, when: jwt },
    { name: 'jwks', type: 'textarea', required: true, when: jwt },
    { name: 'algorithms', type: 'multi', options: ['RS256', 'PS256', 'ES256', 'EdDSA'], initial: ['RS256'], when: jwt },
    { name: 'allowedClientIds', type: 'lines' },
  ],
};

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** A provider as the admin API lists it (settings spread, `secretSet` instead of the secret). */
export type AdminProvider = {
  id: string;
  kind: ExternalProviderKind;
  name: string;
  enabled: boolean;
  unknownIdentity: 'refuse' | 'bind';
  redirectUris: string[];
  secretSet: boolean;
  [setting: string]: unknown;
};

export function visibleFields(kind: ExternalProviderKind, values: FormValues): FieldSpec[] {
  return kindFields[kind].filter((f) => !f.when || values[f.when.field] === f.when.value);
}

const lines = (v: FormValue | undefined): string[] =>
  (Array.isArray(v) ? v : String(v ?? '').split('\n')).map((s) => s.trim()).filter(Boolean);

/** The values of a new provider of this kind. */
export function emptyValues(kind: ExternalProviderKind): FormValues {
  const values: FormValues = { name: '', enabled: true, unknownIdentity: 'refuse', redirectUris: '' };
  for (const f of kindFields[kind]) {
    values[f.name] = f.initial ?? (f.type === 'switch' ? false : f.type === 'multi' ? [] : '');
  }
  return values;
}

/** A saved provider as form values; a stored secret shows as the mask, which keeps it on save. */
export function fromProvider(p: AdminProvider): FormValues {
  const values = emptyValues(p.kind);
  Object.assign(values, {
    name: p.name,
    enabled: p.enabled,
    unknownIdentity: p.unknownIdentity,
    redirectUris: p.redirectUris.join('\n'),
  });
  for (const f of kindFields[p.kind]) {
    const saved = p[f.name];
    if (f.type === 'secret') values[f.name] = p.secretSet ? maskedSecret : '';
    else if (f.type === 'switch') values[f.name] = saved === true;
    else if (f.type === 'lines') values[f.name] = Array.isArray(saved) ? saved.join('\n') : '';
    else if (f.type === 'multi') values[f.name] = Array.isArray(saved) ? saved.map(String) : (f.initial ?? []);
    else if (saved !== undefined && saved !== null) values[f.name] = String(saved);
  }
  return values;
}

/**
 * The body of POST/PUT /external-login/providers. Empty optional fields are left out (the server's
 * defaults apply); a secret left empty or masked is left out, so the stored one is kept.
 */
export function toInput(kind: ExternalProviderKind, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    kind,
    name: String(values.name ?? '').trim(),
    enabled: values.enabled !== false,
    unknownIdentity: values.unknownIdentity === 'bind' ? 'bind' : 'refuse',
    redirectUris: lines(values.redirectUris),
  };
  for (const f of visibleFields(kind, values)) {
    const v = values[f.name];
    if (f.type === 'switch') input[f.name] = v === true;
    else if (f.type === 'lines') input[f.name] = lines(v);
    else if (f.type === 'multi') {
      const picked = lines(v);
      if (picked.length > 0) input[f.name] = picked;
    } else {
      const text = f.type === 'secret' || f.type === 'textarea' ? String(v ?? '') : String(v ?? '').trim();
      if (text.trim() === '' || (f.type === 'secret' && text === maskedSecret)) continue;
      input[f.name] = text;
    }
  }
  return input;
}

export type FieldError = 'required' | 'url' | 'redirectUri' | 'jwks';

const httpUrl = /^https?:\/\/[^\s]+$/;

function redirectUriOk(uri: string): boolean {
  if (!httpUrl.test(uri) || !URL.canParse(uri)) return false;
  const url = new URL(uri);
  return !url.hash && !url.username && !url.password;
}

function jwksOk(text: string): boolean {
  try {
    const keys = (JSON.parse(text) as { keys?: unknown }).keys;
    return Array.isArray(keys) && keys.length > 0 && keys.every((k) => k && typeof k === 'object' && !('d' in k));
  } catch {
    return false;
  }
}

/** Field → error key; empty when the form may be sent. `hasSecret`: a secret is already stored. */
export function validate(kind: ExternalProviderKind, values: FormValues, hasSecret: boolean) {
  const errors: Record<string, FieldError> = {};
  if (String(values.name ?? '').trim() === '') errors.name = 'required';
  if (!lines(values.redirectUris).every(redirectUriOk)) errors.redirectUris = 'redirectUri';
  for (const f of visibleFields(kind, values)) {
    const v = values[f.name];
    const text = typeof v === 'string' ? v.trim() : '';
    if (f.type === 'secret') {
      if (f.required && !hasSecret && (text === '' || text === maskedSecret)) errors[f.name] = 'required';
    } else if (f.required && (f.type === 'multi' ? lines(v).length === 0 : text === '')) {
      errors[f.name] = 'required';
    } else if (f.type === 'url' && text !== '' && !httpUrl.test(text)) errors[f.name] = 'url';
    else if (f.name === 'jwks' && text !== '' && !jwksOk(text)) errors[f.name] = 'jwks';
  }
  return errors;
}
