import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// architecture.md §1: contracts ← platform ← modules ← app. These checks keep the arrows one way.
const root = resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

function violations(dir: string, forbidden: (specifier: string, file: string) => boolean): string[] {
  return sourceFiles(resolve(root, dir)).flatMap((file) =>
    imports(file)
      .filter((s) => forbidden(s, file))
      .map((s) => `${relative(root, file)} imports ${s}`),
  );
}

describe('dependency direction', () => {
  it('contracts import nothing from node, react or the apps', () => {
    expect(
      violations('packages/contracts/src', (s) => /^(node:|react|fastify|kysely|@campusflow\/(server|web))/.test(s)),
    ).toEqual([]);
  });

  it('the platform never imports a business module', () => {
    expect(violations('apps/server/src/platform', (s) => s.includes('/modules/'))).toEqual([]);
  });

  it('a module reaches another module only through its index.ts', () => {
    expect(
      violations('apps/server/src/modules', (s, file) => {
        const match = s.match(/^\.\.\/(?:\.\.\/)*([a-z-]+)\/(.+)$/);
        if (!match) return false;
        const own = relative(resolve(root, 'apps/server/src/modules'), file).split('/')[0];
        const [, target, rest] = match;
        return target !== own && !['platform', 'seed', 'testing'].includes(target ?? '') && rest !== 'index.ts';
      }),
    ).toEqual([]);
  });

  it('a web feature never imports another feature', () => {
    const features = resolve(root, 'apps/web/src/features');
    expect(
      violations('apps/web/src/features', (s, file) => {
        if (!s.startsWith('.')) return false;
        const own = relative(features, file).split('/')[0];
        const target = relative(features, resolve(dirname(file), s));
        return !target.startsWith('..') && target.split('/')[0] !== own;
      }),
    ).toEqual([]);
  });
});
