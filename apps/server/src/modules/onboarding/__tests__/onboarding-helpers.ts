import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoggedIn, loginAs, oauthPath, webClientId } from '../../../testing/login.ts';
import { buildTestApp } from '../../../testing/test-app.ts';

export const base = '/qzbps/business/v3';

/** A 1×1 PNG: the face photo of the tests. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid resident ID number (GB 11643 check digit) for tests. */
export function residentId(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(body17[i]), 0);
  return `${body17}${'10X98765432'[sum % 11]}`;
}

export const personalInfo = (idNumber = residentId('11010520070101002')) => ({
  idType: 'resident',
  idNumber,
  mobile: '13800001234',
  homeAddress: '北京市朝阳区建国路 1 号',
  family: [{ relation: '母亲', name: '王芳', mobile: '13800004321' }],
  emergencyName: '王芳',
  emergencyRelation: '母亲',
  emergencyMobile: '13800004321',
});

export const arrival = { date: '2026-09-01', time: '09:30', transport: 'train', station: '北京南站', companions: 1 };

/** A test app with its own file directory and sessions by name. */
export async function onboardingApp() {
  const dir = await mkdtemp(join(tmpdir(), 'cf-onboarding-'));
  const t = await buildTestApp({ config: { FILES_DIR: dir } });
  const as: Record<string, LoggedIn> = {};
  const login = async (name: string, account = name, tenantCode?: string) => {
    as[name] = await loginAs(t, account, tenantCode ? { tenantCode } : {});
    return as[name];
  };
  const call = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    t.call({
      method,
      url: `${base}${path}`,
      headers: (as[who] as LoggedIn).headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = async (who: string, fileName: string, bytes: Buffer) => {
    const boundary = '----onboardingtest';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const res = await t.call({
      method: 'POST',
      url: '/qzbps/platform/v3/file/upload',
      payload: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...(as[who] as LoggedIn).headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    if (res.body.state !== 200) throw new Error(`upload failed: ${res.body.state} ${res.body.message}`);
    return res.body.data.id as string;
  };
  /** The refresh grant as the web app calls it; returns the new token data. */
  const refresh = async (who: string) => {
    const res = await t.call({
      method: 'POST',
      url: oauthPath(t, '/authentication/apply'),
      payload: {
        client_id: webClientId,
        grant_type: 'refresh_token',
        refresh_token: (as[who] as LoggedIn).refreshToken,
      },
    });
    return res.body;
  };
  const context = (accessToken: string) =>
    t.call({
      method: 'GET',
      url: oauthPath(t, '/user/context'),
      headers: { 'x-authorization-access-token': accessToken },
    });
  return { t, as, login, call, upload, refresh, context };
}
