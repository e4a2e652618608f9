import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp } from '../../../testing/test-app.ts';
import { demoIdNumber } from '../admissions.demo.ts';

export const base = '/qzbps/business/v3';
export const list = (parameters: unknown[] = [], limit = 100) => ({ parameters, requestPage: { pageNo: 1, limit } });

/** A test app with its own file directory, and sessions by name (demo2 accounts as `other*`). */
export async function admissionsApp(config: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'cf-admissions-'));
  const t = await buildTestApp({ config: { FILES_DIR: dir, ...config } });
  const as: Record<string, LoggedIn> = {};
  const login = async (name: string, account = name, tenantCode?: string) => {
    as[name] = await loginAs(t, account, tenantCode ? { tenantCode } : {});
    return as[name];
  };
  const call = (
    who: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    t.call({
      method,
      url: `${base}${path}`,
      headers: { ...(who ? (as[who] as LoggedIn).headers : {}), ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = async (who: string, fileName: string, bytes: Buffer) => {
    const boundary = '----admissionstest';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const res = await t.call({
      method: 'POST',
      url: '/qzbps/platform/v3/file/upload',
      payload: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...(as[who] as LoggedIn).headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    if (res.body.state !== 200)
      throw new Error(`upload failed: ${res.body.state} ${res.body.message} ${res.body.cause}`);
    return res.body.data.id as string;
  };
  /** Polls the import until it leaves `running` (the job runs in the background). */
  const waitForImport = async (who: string, id: string) => {
    for (let i = 0; i < 2000; i++) {
      const res = await call(who, 'GET', `/admissions/imports/${id}?limit=20000`);
      if (res.body.data?.status !== 'running') return res.body;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('import did not finish');
  };
  return { t, as, login, call, upload, waitForImport };
}

export const header = '考生号,姓名,身份证号,学院,专业,批次,录取意见';

/** A valid row of the demo school (computer college, 软件工程) with a unique examinee number. */
export function csvRow(
  n: number,
  overrides: Partial<Record<'no' | 'name' | 'id' | 'college' | 'major' | 'batch', string>> = {},
) {
  const id = demoIdNumber('440106', `2008${String((n % 12) + 1).padStart(2, '0')}15`, n % 1000);
  return [
    overrides.no ?? `2699${String(n).padStart(10, '0')}`,
    overrides.name ?? `考生${n}`,
    overrides.id ?? id,
    overrides.college ?? '计算机与信息工程学院',
    overrides.major ?? '软件工程',
    overrides.batch ?? '本科批',
    '同意录取',
  ].join(',');
}

export const csv = (rows: string[]) => Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`, 'utf8');
