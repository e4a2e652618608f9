/// <reference path="./oidc-provider.d.ts" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (panva/oidc-provider, OpenID Certified) on a loopback ephemeral port, with its
 * test-only devInteractions login pages, and a tiny "browser" that walks them.
 */
export type TestIdp = {
  issuer: string;
  provider: Provider;
  /** Follows the authorize URL through the login and consent pages as `sub`; returns the callback URL. */
  login: (authorizeUrl: string, sub: string) => Promise<URL>;
  /**
   * Opens an end_session URL in the same browser as `login` and confirms the sign-out page; answers
   * the status of the first page and where the OP sent the browser at the end.
   */
  endSession: (url: string) => Promise<{ status: number; html: string; finalUrl: URL | null }>;
  close: () => Promise<void>;
};

export async function startOidcIdp(opts: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<TestIdp> {
  let handler = (_req: IncomingMessage, res: ServerResponse): void => {
    res.end();
  };
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, name: `User ${id}` }),
    }),
    claims: { openid: ['sub'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  provider.proxy = false;
  handler = provider.callback();

  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const step = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: cookie() },
    });
    remember(res);
    return res;
  };

  const login = async (authorizeUrl: string, sub: string): Promise<URL> => {
    jar.clear();
    let url = authorizeUrl;
    for (let hop = 0; hop < 12; hop++) {
      const res = await step(url);
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (opts.redirectUris.some((r) => next.href.startsWith(r))) return next;
        url = next.href;
        continue;
      }
      const html = await res.text();
      const action = /action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected IdP page (HTTP ${res.status})`);
      const form: Record<string, string> = prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt };
      const posted = await step(new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      const to = posted.headers.get('location');
      if (!to) throw new Error(`IdP form post answered ${posted.status}`);
      url = new URL(to, url).href;
    }
    throw new Error('too many hops at the IdP');
  };

  const endSession = async (endUrl: string) => {
    const first = await step(endUrl);
    const html = await first.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    if (first.status !== 200 || !action || !xsrf) return { status: first.status, html, finalUrl: null };
    const posted = await step(new URL(action, endUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    const to = posted.headers.get('location');
    return { status: first.status, html, finalUrl: to ? new URL(to, endUrl) : null };
  };

  return {
    issuer,
    provider,
    login,
    endSession,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
