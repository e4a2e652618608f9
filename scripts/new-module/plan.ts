import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ModuleNames, moduleNames } from './names.ts';
import { registryEdits } from './registries.ts';
import { contractsFiles } from './templates-contracts.ts';
import { serverFiles } from './templates-server.ts';
import { webFiles } from './templates-web.ts';

export type ModulePlan = {
  names: ModuleNames;
  codeBlock: number;
  /** New files, by path from the repository root. */
  created: Record<string, string>;
  /** Registries with their one-line additions, whole new text by path. */
  changed: Record<string, string>;
};

/** yyyymmddhhmm (UTC), the prefix of migration file names. */
export function migrationStamp(now: Date): string {
  return now.toISOString().slice(0, 16).replace(/\D/g, '');
}

/**
 * The next free block of module state codes (blocks of 100 in 6030101–6090001): after the highest
 * code named in state-codes.ts (its list of blocks taken) or in any module's errors file.
 */
export function nextCodeBlock(root: string): number {
  const contracts = join(root, 'packages/contracts/src');
  const texts = [readFileSync(join(contracts, 'errors/state-codes.ts'), 'utf8')];
  for (const dir of readdirSync(contracts, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(join(contracts, dir.name))) {
      if (file.endsWith('.errors.ts')) texts.push(readFileSync(join(contracts, dir.name, file), 'utf8'));
    }
  }
  // Module blocks live in 6030101–6049999; 605xxxx and above are platform blocks.
  const codes = texts.flatMap((t) => [...t.matchAll(/\b60[34]\d{4}\b/g)].map((m) => Number(m[0])));
  return Math.floor(Math.max(6030000, ...codes) / 100) * 100 + 101;
}

/** Everything `npm run new:module` would write, without writing it; throws a readable refusal. */
export function planModule(root: string, id: string, options: { now: Date; codeBlock?: number }): ModulePlan {
  const names = moduleNames(id);
  if (typeof names === 'string') throw new Error(names);
  const places = [
    `packages/contracts/src/${id}`,
    `apps/server/src/modules/${id}`,
    `apps/web/src/features/${id}`,
  ].filter((p) => existsSync(join(root, p)));
  if (places.length > 0) throw new Error(`module "${id}" exists already: ${places.join(', ')}`);
  const codeBlock = options.codeBlock ?? nextCodeBlock(root);
  if (!Number.isInteger(codeBlock) || codeBlock < 6030101 || codeBlock > 6089901 || codeBlock % 100 !== 1) {
    throw new Error(`code block ${codeBlock} is not the start of a block of 100 (e.g. 6041301)`);
  }
  const stamp = migrationStamp(options.now);
  const created = { ...contractsFiles(names, codeBlock), ...serverFiles(names, stamp), ...webFiles(names) };
  const changed: Record<string, string> = {};
  for (const { path, edit } of registryEdits(names, stamp)) {
    changed[path] = edit(readFileSync(join(root, path), 'utf8'));
  }
  return { names, codeBlock, created, changed };
}
