import type { ExternalProviderKind } from '@campusflow/contracts';
import type { Flow } from '../flows.ts';
import type { ExternalIdentity } from '../identities.ts';
import type { Provider } from '../providers.ts';

/** What the provider sent back to the callback page (one or more of these, by protocol). */
export type CallbackParams = {
  code?: string;
  authCode?: string;
  ticket?: string;
  iss?: string;
  error?: string;
};

export type AdapterContext = { production: boolean; now: Date };

/** One redirect-based protocol: where to send the browser, and how to turn the callback into an identity. */
export type RedirectAdapter = {
  /** Values to keep server-side with the state (PKCE verifier, nonce). */
  prepare?: () => Promise<{ nonce?: string; codeVerifier?: string }>;
  authorizeUrl: (
    provider: Provider,
    flow: { state: string; redirectUri: string; nonce: string | null; codeVerifier: string | null },
    ctx: AdapterContext,
  ) => Promise<string>;
  finish: (provider: Provider, flow: Flow, params: CallbackParams, ctx: AdapterContext) => Promise<ExternalIdentity>;
};

export type RedirectKind = Exclude<ExternalProviderKind, 'token'>;
