import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small fakes of the providers without a test peer, implementing the request and response shapes of
 * security-requirements.md §2 including their error forms: CAS 1.0/2.0/3.0, WeChat (HTTP 200 with
 * errcode), DingTalk v1.0, the Chaoxing / v2 app adapter contract, and RFC 7662 introspection. Every
 * request is recorded so tests can assert exactly what our server sent. Codes and tickets are single use.
 */
export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakeIdps = {
  base: string;
  requests: Recorded[];
  /** CAS: a service ticket for `user`, valid once for exactly `service`. */
  casTicket: (user: string, service: string) => string;
  /** Next CAS validation answers with a DTD and an entity (the XML entity attack). */
  casEvil: { next: boolean };
  /**
   * CAS single logout (CAS 3.0 §2.3.3): what the CAS server does when `user` logs out there: POSTs a
   * SAML LogoutRequest for each ticket it issued to the user to `logoutUrl`. Answers the HTTP statuses.
   */
  casSingleLogout: (user: string, logoutUrl: string, xml?: (ticket: string) => string) => Promise<number[]>;
  wechatCode: (appid: string, openid: string) => string;
  dingtalkCode: (clientId: string, openId: string, mobile?: string) => string;
  appCode: (appKey: string, uid: string) => string;
  introspected: Map<string, Record<string, unknown>>;
  secrets: { wechat: string; dingtalk: string; app: string; introspection: string };
  close: () => Promise<void>;
};

const casNs = 'xmlns:cas="http://www.yale.edu/tp/cas"';

/** The body Apereo CAS posts to a service at single logout. */
export function samlLogoutRequest(ticket: string): string {
  return `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(8).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}"><saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`;
}

export async function startFakeIdps(): Promise<FakeIdps> {
  const requests: Recorded[] = [];
  const tickets = new Map<string, { user: string; service: string }>();
  const wxCodes = new Map<string, { appid: string; openid: string }>();
  const dtCodes = new Map<string, { clientId: string; openId: string; mobile: string }>();
  const dtTokens = new Map<string, { openId: string; mobile: string }>();
  const appCodes = new Map<string, { appKey: string; uid: string }>();
  const appTokens = new Map<string, string>();
  const introspected = new Map<string, Record<string, unknown>>();
  const secrets = { wechat: 'wx-secret', dingtalk: 'dt-secret', app: 'cx-secret', introspection: 'rs-secret' };
  const casEvil = { next: false };
  const casIssued = new Map<string, string[]>();
  const issueTicket = (user: string, service: string) => {
    const ticket = `ST-${random()}`;
    tickets.set(ticket, { user, service });
    casIssued.set(user, [...(casIssued.get(user) ?? []), ticket]);
    return ticket;
  };
  const random = () => randomBytes(24).toString('hex');

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const cas = (res: ServerResponse, path: string, q: URLSearchParams) => {
    const ticket = q.get('ticket') ?? '';
    const service = q.get('service') ?? '';
    const found = tickets.get(ticket);
    tickets.delete(ticket); // one validation attempt, success or not
    if (path === '/cas/validate') {
      return send(res, 200, found && found.service === service ? `yes\n${found.user}\n` : 'no\n\n', 'text/plain');
    }
    const failure = (code: string) =>
      send(
        res,
        200,
        `<cas:serviceResponse ${casNs}><cas:authenticationFailure code="${code}">${code}</cas:authenticationFailure></cas:serviceResponse>`,
        'application/xml',
      );
    if (casEvil.next) {
      casEvil.next = false;
      return send(
        res,
        200,
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY who "admin">]><cas:serviceResponse ${casNs}><cas:authenticationSuccess><cas:user>&who;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
        'application/xml',
      );
    }
    if (!ticket || !service) return failure('INVALID_REQUEST');
    if (!found) return failure('INVALID_TICKET');
    if (found.service !== service) return failure('INVALID_SERVICE');
    const attrs =
      path === '/cas/p3/serviceValidate' ? `<cas:attributes><cas:name>${found.user}</cas:name></cas:attributes>` : '';
    return send(
      res,
      200,
      `<cas:serviceResponse ${casNs}><cas:authenticationSuccess><cas:user>${found.user}</cas:user>${attrs}</cas:authenticationSuccess></cas:serviceResponse>`,
      'application/xml',
    );
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString();
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const q = url.searchParams;
      switch (url.pathname) {
        case '/hang':
        case '/hang/v1.0/oauth2/userAccessToken':
          return; // never answers (D9)
        case '/cas/login': {
          const service = q.get('service') ?? '';
          if (req.method === 'GET') {
            // A bare login page, so browser journeys log in at "the CAS" like a student would.
            const action = `/cas/login?service=${encodeURIComponent(service)}`;
            return send(
              res,
              200,
              `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>CAS</title></head><body style="font-family:sans-serif;padding:24px"><h1>Fake CAS</h1><form method="post" action="${action.replace(/"/g, '&quot;')}"><input name="username" aria-label="username"><input name="password" type="password" aria-label="password"><button type="submit">Log in</button></form></body></html>`,
              'text/html; charset=utf-8',
            );
          }
          const user = new URLSearchParams(body).get('username') || '2024010002';
          const ticket = issueTicket(user, service);
          res.writeHead(302, { location: `${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}` });
          return res.end();
        }
        case '/cas/validate':
        case '/cas/serviceValidate':
        case '/cas/p3/serviceValidate':
          return cas(res, url.pathname, q);
        case '/wx/sns/oauth2/access_token': {
          const found = wxCodes.get(q.get('code') ?? '');
          wxCodes.delete(q.get('code') ?? '');
          if (q.get('secret') !== secrets.wechat)
            return send(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
          if (!found || found.appid !== q.get('appid'))
            return send(res, 200, { errcode: 40029, errmsg: 'invalid code' });
          const token = random();
          return send(res, 200, {
            access_token: token,
            expires_in: 7200,
            refresh_token: random(),
            openid: found.openid,
            scope: 'snsapi_userinfo',
          });
        }
        case '/wx/sns/userinfo':
          return send(res, 200, { openid: q.get('openid'), nickname: '微信用户', sex: 0, privilege: [] });
        case '/dt/v1.0/oauth2/userAccessToken': {
          const input = JSON.parse(body || '{}') as Record<string, string>;
          const found = dtCodes.get(input.code ?? '');
          dtCodes.delete(input.code ?? '');
          if (input.clientSecret !== secrets.dingtalk || !found || found.clientId !== input.clientId) {
            return send(res, 400, { code: 'invalidAuthCode', message: '不合法的临时授权码' });
          }
          const token = random();
          dtTokens.set(token, found);
          return send(res, 200, { accessToken: token, refreshToken: random(), expireIn: 7200, corpId: 'ding-corp' });
        }
        case '/dt/v1.0/contact/users/me': {
          const found = dtTokens.get(String(req.headers['x-acs-dingtalk-access-token'] ?? ''));
          if (!found) return send(res, 401, { code: 'InvalidAuthentication', message: 'token invalid' });
          return send(res, 200, {
            nick: '钉钉用户',
            openId: found.openId,
            unionId: `u-${found.openId}`,
            mobile: found.mobile,
            stateCode: '86',
          });
        }
        case '/cx/token': {
          const form = new URLSearchParams(body);
          const found = appCodes.get(form.get('code') ?? '');
          appCodes.delete(form.get('code') ?? '');
          if (form.get('client_secret') !== secrets.app || !found || found.appKey !== form.get('client_id')) {
            return send(res, 400, { error: 'invalid_grant' });
          }
          const token = random();
          appTokens.set(token, found.uid);
          return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
        }
        case '/cx/userinfo': {
          const uid = appTokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
          return uid ? send(res, 200, { uid, name: '学习通用户' }) : send(res, 401, { error: 'invalid_token' });
        }
        case '/introspect': {
          const expected = `Basic ${Buffer.from(`rs-client:${secrets.introspection}`).toString('base64')}`;
          if (req.headers.authorization !== expected) return send(res, 401, { error: 'invalid_client' });
          const token = new URLSearchParams(body).get('token') ?? '';
          return send(res, 200, introspected.get(token) ?? { active: false });
        }
        default:
          return send(res, 404, { error: 'not_found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issue = <T>(map: Map<string, T>, value: T) => {
    const code = random();
    map.set(code, value);
    return code;
  };
  return {
    base,
    requests,
    casTicket: issueTicket,
    casSingleLogout: async (user, logoutUrl, xml = samlLogoutRequest) => {
      const issued = casIssued.get(user) ?? [];
      casIssued.delete(user);
      const statuses: number[] = [];
      for (const ticket of issued) {
        const res = await fetch(logoutUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ logoutRequest: xml(ticket) }).toString(),
        });
        statuses.push(res.status);
      }
      return statuses;
    },
    casEvil,
    wechatCode: (appid, openid) => issue(wxCodes, { appid, openid }),
    dingtalkCode: (clientId, openId, mobile = '13812345678') => issue(dtCodes, { clientId, openId, mobile }),
    appCode: (appKey, uid) => issue(appCodes, { appKey, uid }),
    introspected,
    secrets,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
