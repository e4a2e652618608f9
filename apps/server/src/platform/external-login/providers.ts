import {
  type ExternalProviderInput,
  type ExternalProviderKind,
  maskedSecret,
  type PublicExternalProvider,
} from '@campusflow/contracts';
import { openSecret, sealSecret } from '../config/secret-box.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { xlDb } from './external-login.tables.ts';
import { checkOutboundUrl } from './outbound.ts';

/** The settings of one kind as saved (the admin input without the common fields and the secret). */
export type Settings<K extends ExternalProviderKind> = Omit<
  Extract<ExternalProviderInput, { kind: K }>,
  'name' | 'enabled' | 'unknownIdentity' | 'redirectUris' | 'clientSecret' | 'appSecret'
>;

export type Provider = {
  tenantId: string;
  id: string;
  kind: ExternalProviderKind;
  name: string;
  enabled: boolean;
  unknownIdentity: 'refuse' | 'bind';
  redirectUris: string[];
  settings: Record<string, unknown>;
  secret: string | null;
};

/** The typed settings of a provider of the expected kind (they were validated when saved). */
export function settingsOf<K extends ExternalProviderKind>(provider: Provider, kind: K): Settings<K> {
  if (provider.kind !== kind) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND', `provider is not ${kind}`);
  return { ...provider.settings, kind } as Settings<K>;
}

export function requireSecret(provider: Provider): string {
  if (!provider.secret) throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'secret not configured');
  return provider.secret;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An enabled provider of the tenant (6020160 otherwise: unknown, disabled or another tenant's). */
export async function loadProvider(
  db: Db,
  tenantId: string,
  id: string,
  opts: { enabledOnly?: boolean; kek?: Buffer | null } = {},
) {
  if (!uuidPattern.test(id)) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
  const row = await xlDb(db)
    .selectFrom('externalLoginProviders')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || ((opts.enabledOnly ?? true) && !row.enabled)) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
  return opened(row as Provider, opts.kek ?? null);
}

/** Providers of one kind whose app key matches (the app-initiated Chaoxing / v2 app and token steps). */
export async function findByKind(
  db: Db,
  tenantId: string,
  kinds: ExternalProviderKind[],
  kek: Buffer | null = null,
): Promise<Provider[]> {
  const rows = await xlDb(db)
    .selectFrom('externalLoginProviders')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('kind', 'in', kinds)
    .where('enabled', '=', true)
    .orderBy('createdAt')
    .execute();
  return (rows as Provider[]).map((row) => opened(row, kek));
}

// Client secrets are sealed at rest under SECRETS_KEK, bound to the provider's id (config/secret-box.ts).
function opened(row: Provider, kek: Buffer | null): Provider {
  return row.secret === null ? row : { ...row, secret: openSecret(row.secret, row.id, kek) };
}

function publicMode(kind: ExternalProviderKind, settings: Record<string, unknown>): string | null {
  if (kind === 'wechat' || kind === 'token') return String(settings.mode ?? '') || null;
  if (kind === 'cas') return String(settings.version ?? '') || null;
  if (kind === 'cxapp' || kind === 'v2app') return String(settings.appKey ?? '') || null;
  return null;
}

/** The login page's buttons: enabled providers, no secrets, no endpoints. */
export async function listPublicProviders(db: Db, tenantId: string): Promise<PublicExternalProvider[]> {
  const rows = await xlDb(db)
    .selectFrom('externalLoginProviders')
    .select(['id', 'kind', 'name', 'settings'])
    .where('tenantId', '=', tenantId)
    .where('enabled', '=', true)
    .orderBy('createdAt')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, mode: publicMode(r.kind, r.settings) }));
}

const urlFields = [
  'issuer',
  'casBaseUrl',
  'authorizeBase',
  'apiBase',
  'authorizeUrl',
  'tokenUrl',
  'userinfoUrl',
  'introspectionUrl',
];

/** Config checks beyond the schema: D9 outbound URLs, D1 allowlist entries, the token kind's modes. */
export function validateProviderInput(input: ExternalProviderInput, production: boolean): void {
  const record = input as Record<string, unknown>;
  for (const field of urlFields) {
    const value = record[field];
    if (typeof value === 'string') checkOutboundUrl(value, production);
  }
  for (const uri of input.redirectUris) {
    const url = URL.canParse(uri) ? new URL(uri) : null;
    if (!url || url.hash || url.username || url.password || (production && url.protocol !== 'https:')) {
      throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'redirect URI not allowed');
    }
  }
  if (input.kind === 'token') {
    if (input.mode === 'introspection' && !(input.introspectionUrl && input.clientId)) {
      throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'introspection needs introspectionUrl and clientId');
    }
    if (input.mode === 'jwt') {
      if (!(input.issuer && input.audience && input.jwks)) {
        throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'jwt needs issuer, audience and pinned jwks');
      }
      let keys: unknown;
      try {
        keys = (JSON.parse(input.jwks) as { keys?: unknown }).keys;
      } catch {
        keys = null;
      }
      if (!Array.isArray(keys) || keys.length === 0) throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'jwks');
      if (keys.some((k) => k && typeof k === 'object' && 'd' in k)) {
        throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'jwks must hold public keys only');
      }
    }
  }
}

function split(input: ExternalProviderInput) {
  const { name, enabled, unknownIdentity, redirectUris, kind, ...rest } = input;
  const { clientSecret, appSecret, ...settings } = rest as Record<string, unknown>;
  const secret = (clientSecret ?? appSecret) as string | undefined;
  return { kind, name, enabled, unknownIdentity, redirectUris, settings, secret };
}

/** Creates or replaces a provider; a missing or masked secret keeps the stored one. */
export async function saveProvider(
  db: Db,
  tenantId: string,
  input: ExternalProviderInput,
  now: Date,
  id?: string,
  kek: Buffer | null = null,
) {
  const parts = split(input);
  const keepSecret = parts.secret === undefined || parts.secret === maskedSecret;
  const values = {
    kind: parts.kind,
    name: parts.name,
    enabled: parts.enabled,
    unknownIdentity: parts.unknownIdentity,
    redirectUris: JSON.stringify(parts.redirectUris),
    settings: JSON.stringify(parts.settings),
    updatedAt: now,
  };
  if (!id) {
    const rowId = newId(now.getTime());
    const newRow = {
      tenantId,
      id: rowId,
      ...values,
      secret: keepSecret || !parts.secret ? null : sealSecret(parts.secret, rowId, kek),
      createdAt: now,
    };
    await xlDb(db).insertInto('externalLoginProviders').values(newRow).execute();
    return newRow.id;
  }
  const updated = await xlDb(db)
    .updateTable('externalLoginProviders')
    .set(keepSecret ? values : { ...values, secret: parts.secret ? sealSecret(parts.secret, id, kek) : null })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', parts.kind)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
  return id;
}

/** The admin's view: settings as saved and whether a secret is set, never the secret. */
export function adminView(p: Provider & { createdAt?: Date; updatedAt?: Date }) {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    enabled: p.enabled,
    unknownIdentity: p.unknownIdentity,
    redirectUris: p.redirectUris,
    ...p.settings,
    secretSet: p.secret !== null,
    secret: p.secret !== null ? maskedSecret : null,
    updatedAt: p.updatedAt ?? null,
  };
}
