import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleNames } from '../../../../scripts/new-module/names.ts';
import { nextCodeBlock, planModule } from '../../../../scripts/new-module/plan.ts';

// `npm run new:module` (scripts/new-module.ts): what it refuses, the registry lines it adds, and that
// a generated module typechecks in a scratch copy of the repository (the real tree is never touched).

const root = resolve(import.meta.dirname, '../../../..');
const now = new Date('2026-12-01T08:30:00Z');
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('new:module', () => {
  it('refuses ids that are not kebab-case and modules that exist', () => {
    for (const bad of ['PetCare', 'pet_care', 'pet--care', '-pet', '9pets', 'pet care']) {
      expect(() => planModule(root, bad, { now })).toThrow(/kebab-case/);
    }
    expect(() => planModule(root, 'leave', { now })).toThrow(/exists already/);
    expect(() => planModule(root, 'pet-care', { now, codeBlock: 6040150 })).toThrow(/block/);
    expect(moduleNames('pet-care')).toEqual({
      id: 'pet-care',
      camel: 'petCare',
      pascal: 'PetCare',
      snake: 'pet_care',
      constant: 'PET_CARE',
    });
  });

  it('takes the next free block of state codes', () => {
    const block = nextCodeBlock(root);
    expect(block % 100).toBe(1);
    const taken = readFileSync(join(root, 'packages/contracts/src/errors/state-codes.ts'), 'utf8');
    expect(taken).not.toContain(String(block));
  });

  it('adds exactly one line per registry entry and changes nothing else', () => {
    const plan = planModule(root, 'pet-care', { now });
    const added = (path: string) => {
      const before = readFileSync(join(root, path), 'utf8').split('\n');
      const after = (plan.changed[path] as string).split('\n');
      // Every old line is still there, in order; what is new is returned.
      let i = 0;
      const fresh: string[] = [];
      for (const line of after) {
        if (line === before[i]) i++;
        else fresh.push(line);
      }
      expect(i).toBe(before.length);
      return fresh;
    };
    expect(added('packages/contracts/src/index.ts')).toEqual(["export * from './pet-care/index.ts';"]);
    expect(added('packages/contracts/src/errors/state-codes.ts')).toEqual([
      "import { petCareStateCodes } from '../pet-care/pet-care.errors.ts';",
      '  ...petCareStateCodes,',
    ]);
    expect(added('apps/server/src/db/migrations/index.ts')).toEqual([
      "import * as petCare from './202612010830-pet-care.ts';",
      "  '202612010830-pet-care': petCare,",
    ]);
    expect(added('apps/web/src/app/routes.tsx')).toEqual([
      "import { petCareRoutes } from '../features/pet-care/routes.tsx';",
      '  ...petCareRoutes,',
    ]);
    expect(added('apps/web/src/i18n/namespaces.ts')).toEqual([
      "  petCare: async () => (await import('../features/pet-care/i18n.ts')).petCareMessages,",
    ]);
    expect(plan.changed['apps/server/src/modules/index.ts']).toMatch(/petCareModule\];/);
    expect(plan.changed['packages/contracts/src/errors/state-codes.test.ts']).toMatch(/petCareStateCodes\];/);
    // A list that biome broke over lines ends with a comma: no hole may appear before the new entry.
    for (const text of Object.values(plan.changed)) expect(text).not.toMatch(/,\s*,/);
    expect(Object.keys(plan.created)).toEqual(
      expect.arrayContaining([
        'packages/contracts/src/pet-care/pet-care.errors.ts',
        'apps/server/src/modules/pet-care/__tests__/pet-care.routes.test.ts',
        'apps/server/src/db/migrations/202612010830-pet-care.ts',
        'apps/web/src/features/pet-care/pages/pet-care-page.tsx',
      ]),
    );
  });

  it('generates a module that typechecks in contracts, server and web', () => {
    const copy = mkdtempSync(join(tmpdir(), 'cf-new-module-'));
    scratch.push(copy);
    const skip = new Set(['node_modules', '.git', 'dist']);
    cpSync(root, copy, { recursive: true, filter: (src) => !skip.has(src.split('/').at(-1) ?? '') });
    // Third-party packages are linked; the workspace links are relative, so they point into the copy.
    mkdirSync(join(copy, 'node_modules'));
    for (const entry of readdirSync(join(root, 'node_modules'))) {
      if (entry === '@campusflow')
        cpSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry), {
          recursive: true,
          verbatimSymlinks: true,
        });
      else symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
    }
    const plan = planModule(copy, 'pet-care', { now });
    for (const [path, text] of Object.entries({ ...plan.created, ...plan.changed })) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), text);
    }
    const tsc = join(root, 'node_modules/.bin/tsc');
    const problems: string[] = [];
    for (const project of ['packages/contracts', 'apps/server', 'apps/web']) {
      try {
        execFileSync(tsc, ['-p', project], { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const out = String((error as { stdout?: string }).stdout ?? error);
        // Others may be mid-edit elsewhere in the tree: only errors in what the generator wrote count.
        const touched = [...Object.keys(plan.created), ...Object.keys(plan.changed)];
        problems.push(...out.split('\n').filter((l) => touched.some((p) => l.includes(p))));
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
