// Scaffolds a business module in its three places and adds its registry lines
// (docs/adding-a-module.md). Run: npm run new:module -- <kebab-id> [--dry-run] [--code-block 6041301]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { planModule } from './new-module/plan.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const blockAt = args.indexOf('--code-block');
const id = args.find((a, i) => !a.startsWith('--') && (blockAt < 0 || i !== blockAt + 1));

if (!id) {
  console.error('usage: npm run new:module -- <kebab-id> [--dry-run] [--code-block 6041301]');
  process.exit(2);
}
try {
  const plan = planModule(root, id, {
    now: new Date(),
    ...(blockAt >= 0 ? { codeBlock: Number(args[blockAt + 1]) } : {}),
  });
  const paths = [...Object.keys(plan.created), ...Object.keys(plan.changed)];
  if (dryRun) {
    for (const path of Object.keys(plan.created)) console.log(`create ${path}`);
    for (const path of Object.keys(plan.changed)) console.log(`change ${path}`);
  } else {
    for (const [path, text] of Object.entries({ ...plan.created, ...plan.changed })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    execFileSync('npx', ['biome', 'check', '--write', ...paths], { cwd: root, stdio: 'inherit' });
    // docs/error-codes.md lists every code; docs.test.ts fails when it is stale.
    execFileSync('npm', ['run', '--silent', 'docs:error-codes'], { cwd: root, stdio: 'inherit' });
    for (const path of paths) console.log(`wrote ${path}`);
  }
  console.log(`
state codes ${plan.codeBlock}–${plan.codeBlock + 98}: add "${plan.codeBlock} ${id}" to the blocks taken at the top of
packages/contracts/src/errors/state-codes.ts. Next: npm run typecheck, then docs/adding-a-module.md from §1.`);
} catch (error) {
  console.error(`new:module: ${(error as Error).message}`);
  process.exit(1);
}
