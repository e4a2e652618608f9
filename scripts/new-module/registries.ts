import type { ModuleNames } from './names.ts';

// The one-line additions to the explicit registries (docs/adding-a-module.md). Each edit finds its
// anchor by the shape of the lines already there, so a registry someone reordered still works; a
// missing anchor is an error rather than a silent skip.

export type RegistryEdit = { path: string; edit: (text: string) => string };

function lines(text: string): string[] {
  return text.split('\n');
}

/** Inserts `line` after the last line matching `anchor`. */
export function insertAfterLast(text: string, anchor: RegExp, line: string, what: string): string {
  const all = lines(text);
  if (all.includes(line)) return text;
  const at = all.findLastIndex((l) => anchor.test(l));
  if (at < 0) throw new Error(`no anchor for ${what} (${anchor})`);
  all.splice(at + 1, 0, line);
  return all.join('\n');
}

/** Inserts `line` among the lines matching `group`, keeping them in alphabetical order. */
export function insertSorted(text: string, group: RegExp, line: string, what: string): string {
  const all = lines(text);
  if (all.includes(line)) return text;
  const members = all.map((l, i) => [l, i] as const).filter(([l]) => group.test(l));
  if (members.length === 0) throw new Error(`no anchor for ${what} (${group})`);
  const after = members.find(([l]) => l > line);
  const index = after ? after[1] : (members.at(-1)?.[1] ?? 0) + 1;
  all.splice(index, 0, line);
  return all.join('\n');
}

/** The items of a list literal without its trailing comma (biome adds one when it breaks the list). */
function withoutTrailingComma(items: string): string {
  return items.replace(/,?\s*$/, '');
}

export function registryEdits(n: ModuleNames, stamp: string): RegistryEdit[] {
  const migration = `${stamp}-${n.id}`;
  return [
    {
      path: 'packages/contracts/src/index.ts',
      edit: (t) => insertSorted(t, /^export \* from '\.\//, `export * from './${n.id}/index.ts';`, 'contracts index'),
    },
    {
      path: 'packages/contracts/src/errors/state-codes.ts',
      edit: (t) =>
        insertAfterLast(
          insertAfterLast(
            t,
            /^import \{ \w+StateCodes \} from '\.\.\//,
            `import { ${n.camel}StateCodes } from '../${n.id}/${n.id}.errors.ts';`,
            'state-code import',
          ),
          /^\s+\.\.\.\w+StateCodes,$/,
          `  ...${n.camel}StateCodes,`,
          'state-code block',
        ),
    },
    {
      // The test counts every block's names, so it lists each block.
      path: 'packages/contracts/src/errors/state-codes.test.ts',
      edit: (t) => {
        const withImport = insertSorted(
          t,
          /^import \{ \w+StateCodes \} from '\.\.\//,
          `import { ${n.camel}StateCodes } from '../${n.id}/${n.id}.errors.ts';`,
          'state-code test import',
        );
        const blocks = /(const blocks = \[)([^\]]*?)(\];)/;
        if (!blocks.test(withImport)) throw new Error('no anchor for the blocks of state-codes.test.ts');
        return withImport.replace(
          blocks,
          (_m, open: string, items: string) => `${open}${withoutTrailingComma(items)}, ${n.camel}StateCodes];`,
        );
      },
    },
    {
      path: 'apps/server/src/modules/index.ts',
      edit: (t) => {
        const withImport = insertAfterLast(
          t,
          /^import \{ \w+Module \} from '\.\//,
          `import { ${n.camel}Module } from './${n.id}/index.ts';`,
          'module import',
        );
        const list = /(export const modules: ModuleDefinition\[\] = \[)([^\]]*?)(,?\s*\];)/;
        if (!list.test(withImport)) throw new Error('no anchor for the module list');
        return withImport.replace(
          list,
          (_m, open: string, items: string) => `${open}${withoutTrailingComma(items)}, ${n.camel}Module];`,
        );
      },
    },
    {
      path: 'apps/server/src/db/migrations/index.ts',
      edit: (t) =>
        insertAfterLast(
          insertAfterLast(
            t,
            /^import \* as \w+ from '\.\//,
            `import * as ${n.camel} from './${migration}.ts';`,
            'migration import',
          ),
          /^\s+'\d{12}-[\w-]+': \w+,$/,
          `  '${migration}': ${n.camel},`,
          'migration list',
        ),
    },
    {
      path: 'apps/web/src/app/routes.tsx',
      edit: (t) =>
        insertAfterLast(
          insertAfterLast(
            t,
            /^import \{ \w+Routes \} from '\.\.\/features\//,
            `import { ${n.camel}Routes } from '../features/${n.id}/routes.tsx';`,
            'web route import',
          ),
          /^\s+\.\.\.\w+Routes,$/,
          `  ...${n.camel}Routes,`,
          'web route list',
        ),
    },
    {
      path: 'apps/web/src/i18n/namespaces.ts',
      edit: (t) =>
        insertAfterLast(
          t,
          /^\s+\w+: async \(\) => \(await import\('\.\.\/features\//,
          `  ${n.camel}: async () => (await import('../features/${n.id}/i18n.ts')).${n.camel}Messages,`,
          'i18n namespace',
        ),
    },
  ];
}
