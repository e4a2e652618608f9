import { locales } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { standardRoles } from '../../tenancy/tenant-defaults.ts';
import type { MenuSeed } from '../menu-seed-types.ts';
import { mobileMenuTree } from '../menu-tree.ts';

function all(tree: readonly MenuSeed[]): MenuSeed[] {
  return tree.flatMap((m) => [m, ...all(m.children)]);
}

describe('the seeded route tree (spec §2)', () => {
  const entries = all(mobileMenuTree);
  const pages = entries.filter((m) => m.children.length === 0);

  it('has unique aliases and a title in every language', () => {
    const aliases = entries.map((m) => m.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    const missing = entries.flatMap((m) => locales.filter((l) => !m.title[l]?.trim()).map((l) => `${m.alias}:${l}`));
    expect(missing).toEqual([]);
  });

  it('gives every page a route path and a known role, and every group pages only', () => {
    const roleAliases = new Set<string>(standardRoles.map((r) => r.alias));
    for (const p of pages) {
      expect(p.url, p.alias).toMatch(/^\/[\w/-]+$/);
      expect(p.roles.length, p.alias).toBeGreaterThan(0);
      for (const role of p.roles) expect(roleAliases.has(role), `${p.alias}:${role}`).toBe(true);
    }
    for (const g of mobileMenuTree) {
      expect(g.url).toBeNull();
      expect(g.children.every((c) => c.children.length === 0)).toBe(true);
    }
  });

  it('confines newStudent to the onboarding pages the navigation guard allows (spec §4)', () => {
    const onboarding = pages.filter((p) => p.roles.includes('newStudent')).map((p) => p.url);
    expect(onboarding).toEqual(['/xgxt/yxxt_index', '/xgxt/yxxt_changePassword']);
  });

  it('keeps student and teacher page sets apart for dorms, fees and student status (spec §6)', () => {
    const group = (alias: string) => mobileMenuTree.find((g) => g.alias === alias) as MenuSeed;
    for (const alias of ['grp_dorm', 'grp_fees', 'grp_records']) {
      for (const p of group(alias).children) {
        const forStudents = p.roles.includes('student');
        const forTeachers = p.roles.includes('teacher') || p.roles.includes('counsellor');
        expect(forStudents && forTeachers, p.alias).toBe(false);
      }
    }
  });
});
