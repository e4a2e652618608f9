import { headers as headerNames } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthPath } from '../../../testing/login.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { logoutRequestTicket } from '../logout.routes.ts';
import { type FakeIdps, samlLogoutRequest } from './fakes/fake-idps.ts';
import { callback, finishLogin, link, startLogin, tokensFor } from './helpers.ts';
import { protocolSetup } from './protocol-setup.ts';

// CAS single logout: the CAS server's logoutRequest ends the sessions started with that ticket, and
// only those. Sent over HTTP by the fake CAS to the listening app, as a CAS server would.
describe('CAS single logout', () => {
  let t: TestApp;
  let fake: FakeIdps;
  let address: string;
  const ids: Record<string, string> = {};
  const logs: string[] = [];

  beforeAll(async () => {
    ({ t, fake } = await protocolSetup(ids, logs));
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await link(t, ids.cas as string, `${fake.base}/cas`, 'slo-user', 'student');
    await link(t, ids.cas2 as string, `${fake.base}/cas`, 'slo-user', 'student');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), fake?.close()]);
  });

  const casLogin = async (providerId: string, { sameInstant = false } = {}) => {
    // Logins a millisecond apart, as real ones usually are (the test clock stands still otherwise).
    if (!sameInstant) t.clock.advance(1);
    const start = await startLogin(t, providerId);
    const ticket = fake.casTicket('slo-user', callback);
    const res = await finishLogin(t, '/user/loginSSO', {
      state: start.body.data.state,
      binding: start.body.data.binding,
      ticket,
    });
    expect(res.body.state).toBe(200);
    const { token } = await tokensFor(t, res.body.data);
    return { ticket, accessToken: String(token.access_token), refreshToken: String(token.refresh_token) };
  };
  const alive = async (accessToken: string) => {
    const res = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/context'),
      headers: { [headerNames.accessToken]: accessToken },
    });
    return res.body.state === 200;
  };
  const logoutUrl = (providerId: string) => `${address}${oauthPath(t, `/sso/cas/logout/${providerId}`)}`;

  it('D7: parses only a LogoutRequest with a ticket; a DTD/entity body is refused', () => {
    expect(logoutRequestTicket(samlLogoutRequest('ST-abc-123'))).toBe('ST-abc-123');
    const evil = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY t "ST-abc-123">]><samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><samlp:SessionIndex>&t;</samlp:SessionIndex></samlp:LogoutRequest>`;
    expect(logoutRequestTicket(evil)).toBeNull();
    expect(logoutRequestTicket('<LogoutRequest><SessionIndex>not a ticket</SessionIndex></LogoutRequest>')).toBeNull();
    expect(logoutRequestTicket('not xml <')).toBeNull();
  });

  it('C6: the CAS logoutRequest ends the session started with that ticket, not the user’s other sessions', async () => {
    const viaCas = await casLogin(ids.cas as string);
    const viaOtherCas = await casLogin(ids.cas2 as string);
    expect(await alive(viaCas.accessToken)).toBe(true);

    // A logoutRequest naming the ticket at another provider's URL ends nothing (tickets are per provider).
    const wrongProvider = await fetch(logoutUrl(ids.cas2 as string), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logoutRequest: samlLogoutRequest(viaCas.ticket) }).toString(),
    });
    expect(wrongProvider.status).toBe(200);
    expect(await alive(viaCas.accessToken)).toBe(true);

    // The user logs out at the CAS: it posts a logoutRequest per ticket it issued.
    const statuses = await fake.casSingleLogout('slo-user', logoutUrl(ids.cas as string));
    expect(statuses.length).toBeGreaterThan(0);
    expect(await alive(viaCas.accessToken)).toBe(false);
    const refresh = await t.call({
      method: 'POST',
      url: oauthPath(t, '/authentication/apply'),
      payload: { client_id: 'campusflow-web', grant_type: 'refresh_token', refresh_token: viaCas.refreshToken },
    });
    expect(refresh.body.state).not.toBe(200);
    // The session from the other provider's ticket lives on (its ticket went to the other URL, unknown there).
    expect(await alive(viaOtherCas.accessToken)).toBe(true);
    expect(logs.join('')).toContain('cas_single_logout');
    expect(logs.join('')).not.toContain(viaCas.ticket);
  });

  it('C6: two logins of one user in the same millisecond: a logoutRequest ends only its own ticket’s session', async () => {
    const first = await casLogin(ids.cas as string);
    const second = await casLogin(ids.cas as string, { sameInstant: true });
    const res = await fetch(logoutUrl(ids.cas as string), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logoutRequest: samlLogoutRequest(first.ticket) }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await alive(first.accessToken)).toBe(false);
    expect(await alive(second.accessToken)).toBe(true);
  });

  it('D7: a logoutRequest with a DTD does not end the session and is answered 400', async () => {
    const session = await casLogin(ids.cas as string);
    const evil = `<!DOCTYPE r [<!ENTITY t "${session.ticket}">]>${samlLogoutRequest('&t;')}`;
    const res = await fetch(logoutUrl(ids.cas as string), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logoutRequest: evil }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await alive(session.accessToken)).toBe(true);
    const noProvider = await fetch(logoutUrl('0190a8e2-0000-7000-8000-000000000009'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logoutRequest: samlLogoutRequest(session.ticket) }).toString(),
    });
    expect(noProvider.status).toBe(404);
    expect(await alive(session.accessToken)).toBe(true);
  });
});
