#!/usr/bin/env node
// The README test command. Runs every suite and ends with one line a CI runner can read:
// "Tests: N passed, M failed". Suites: unit + integration on PGlite; the server suite again on
// PostgreSQL when TEST_DATABASE_URL is set; the browser journeys when Chromium is installed
// (required when CI=true).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, '.test-artifacts');
mkdirSync(out, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onlyUnit = process.argv.includes('--no-e2e');

const totals = { passed: 0, failed: 0, suites: [] };

function run(name, args, env = {}) {
  const report = resolve(out, `vitest-${name}.json`);
  rmSync(report, { force: true });
  console.log(`\n=== ${name} ===`);
  const child = spawnSync(
    process.execPath,
    [
      resolve(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    // A suite that failed to load counts as a failure even when no test inside it ran.
    failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  }
  if (child.status !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  totals.suites.push(`${name}: ${passed} passed, ${failed} failed`);
}

const pgliteEnv = { TEST_DATABASE_URL: '' };
run('pglite', ['--project', 'contracts', '--project', 'server', '--project', 'web'], pgliteEnv);
if (process.env.TEST_DATABASE_URL) {
  run('postgres', ['--project', 'server']);
}
if (!onlyUnit) {
  if (existsSync(chromium)) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      totals.failed += 1;
      totals.suites.push('web build: failed');
    } else {
      run('e2e', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
    }
  } else if (process.env.CI) {
    console.error(`Chromium not found at ${chromium}; the browser journeys are required in CI.`);
    totals.failed += 1;
    totals.suites.push('e2e: chromium missing');
  } else {
    console.warn(`Skipping browser journeys: no Chromium at ${chromium} (apt-get install -y chromium fonts-noto-cjk).`);
  }
}

console.log(`\n${totals.suites.join('\n')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
