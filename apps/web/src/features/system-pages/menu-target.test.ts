import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../session/session-types.ts';
import { menuGroups, menuItemTarget } from './menu-target.ts';

describe('more page menu', () => {
  it('routes items like the shell: /d/ to data templates, http(s) to /iframe, no URL to 404', () => {
    expect(menuItemTarget({ name: 'x', defaultUrl: '/d/list/leave_2' })).toBe('/d/list/leave_2');
    expect(menuItemTarget({ name: 'Site', defaultUrl: 'https://a.cn/p?q=1' })).toBe(
      '/iframe?url=https%3A%2F%2Fa.cn%2Fp%3Fq%3D1&title=Site',
    );
    expect(menuItemTarget({ name: 'x', defaultUrl: '' })).toBe('/404');
    expect(menuItemTarget({ name: 'x', defaultUrl: 'notice/index' })).toBe('/notice/index');
  });

  it('groups a flat menu by its top-level items, leaves only, optionally under one root', () => {
    const flat: MenuItem[] = [
      { id: 'a', name: 'Affairs' },
      { id: 'a1', parentId: 'a', name: 'Leave', defaultUrl: '/xgxt/qxjglQjsq' },
      { id: 'a2', parentId: 'a', name: 'Sub' },
      { id: 'a21', parentId: 'a2', name: 'Deep', defaultUrl: '/x' },
      { id: 'b', name: 'Single', defaultUrl: '/notice/index' },
    ];
    const groups = menuGroups(flat, null);
    expect(groups.map((g) => [g.group.id, g.items.map((i) => i.id)])).toEqual([
      ['a', ['a1', 'a21']],
      ['b', ['b']],
    ]);
    expect(menuGroups(flat, 'a2').map((g) => g.items.map((i) => i.id))).toEqual([['a21']]);
  });
});
