// bench:web: what a phone downloads before login (production JS and CSS for /login, KB gzip) and
// Lighthouse (mobile preset, Debian Chromium) for /login and the workspace. The baseline is the
// issue's budget (180 KB gzip of JS before login; performance and accessibility 0.9).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const budget = { jsKb: 180, performance: 0.9, accessibility: 0.9 };
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number) {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'pglite://memory', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/app/`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

/** Bytes the /login page loads, gzip-compressed as served (precompressed .gz beside each asset). */
async function loginBytes(base: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const assets = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (/\.(js|css)$/.test(url.pathname) && url.pathname.startsWith('/app/')) assets.add(url.pathname);
  });
  await page.goto(`${base}/app/#/login`, { waitUntil: 'networkidle' });
  await page.getByTestId('login-submit').waitFor();
  await browser.close();
  const sizes = { js: 0, css: 0, files: assets.size };
  for (const path of assets) {
    const file = join(dist, path.replace(/^\/app\//, ''));
    const gz = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
    if (process.env.BENCH_VERBOSE) console.log(`  ${(gz / 1024).toFixed(1)} KB ${path}`);
    if (path.endsWith('.js')) sizes.js += gz;
    else sizes.css += gz;
  }
  return sizes;
}

type Scores = { performance: number; accessibility: number; lcpMs: number; failing: string[] };

async function lighthouseScores(url: string, login?: { base: string }): Promise<Scores | null> {
  let lighthouse: typeof import('lighthouse').default;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch {
    return null;
  }
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'cf-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromeFlags.slice(1), `--remote-debugging-port=${port}`],
  });
  try {
    if (login) {
      const page = await context.newPage();
      await page.goto(`${login.base}/app/#/login`);
      await page.getByTestId('login-username').locator('input').fill('student');
      await page.getByTestId('login-password').locator('input').fill('Campus@2026');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('greeting-card').waitFor({ timeout: 20_000 });
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      disableStorageReset: !!login,
    });
    const lhr = result?.lhr;
    if (!lhr) return null;
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
      failing: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => {
          const items = (lhr.audits[ref.id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined)
            ?.items;
          const where = (items ?? [])
            .map((i) => i.node?.snippet ?? '')
            .filter(Boolean)
            .slice(0, 3);
          return where.length ? `${ref.id} [${where.join(' | ')}]` : ref.id;
        }),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function printScores(label: string, s: Scores | null) {
  if (!s) {
    console.log(
      `${label}: lighthouse not available (npm i -w @campusflow/bench lighthouse@12.8.2) or page not reachable`,
    );
    return;
  }
  console.log(
    `${label}: performance ${s.performance.toFixed(2)} (budget ${budget.performance}, ratio ${(s.performance / budget.performance).toFixed(2)}), ` +
      `accessibility ${s.accessibility.toFixed(2)} (budget ${budget.accessibility}), LCP ${s.lcpMs} ms` +
      (s.failing.length ? `; failing a11y audits: ${s.failing.join(', ')}` : ''),
  );
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('apps/web/dist missing: run `npm run build` first');
  const server = await startServer(await freePort());
  try {
    const bytes = await loginBytes(server.base);
    const jsKb = bytes.js / 1024;
    console.log(
      `/login JS: ${jsKb.toFixed(1)} KB gzip in ${bytes.files} files (budget ${budget.jsKb} KB, ratio ${(jsKb / budget.jsKb).toFixed(2)}); CSS: ${(bytes.css / 1024).toFixed(1)} KB gzip`,
    );
    printScores('/login lighthouse', await lighthouseScores(`${server.base}/app/#/login`));
    const authUp = (await fetch(`${server.base}/qzbps/oauth2/v3/user/captcha`)).status !== 404;
    printScores(
      '/dashboard lighthouse',
      authUp ? await lighthouseScores(`${server.base}/app/#/dashboard`, { base: server.base }).catch(() => null) : null,
    );
  } finally {
    server.stop();
  }
}

await main();
