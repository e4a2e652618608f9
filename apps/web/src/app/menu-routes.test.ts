import { describe, expect, it } from 'vitest';
import { menuTarget, menuTitle, menuToRoutes } from './menu-routes.ts';

describe('menu-driven routes (spec §2)', () => {
  it('maps each kind of default URL', () => {
    expect(menuTarget({ name: 'x', defaultUrl: '/bpmn/pending/index' })).toBe('/bpmn/pending/index');
    expect(menuTarget({ name: 'x', defaultUrl: '/d/list/leave_list' })).toBe('/d/list/leave_list');
    expect(menuTarget({ name: 'Site', defaultUrl: 'https://example.edu/a?b=1' })).toBe(
      `/iframe?url=${encodeURIComponent('https://example.edu/a?b=1')}&title=Site`,
    );
    expect(menuTarget({ name: 'x', defaultUrl: '' })).toBe('/404');
    expect(menuTarget({ name: 'x', defaultUrl: null })).toBe('/404');
  });

  it('turns the leaves of a nested tree into routes with title, icon (default file-o) and alias', () => {
    const routes = menuToRoutes([
      {
        id: '1',
        name: 'Leave',
        children: [
          { id: '2', parentId: '1', name: 'Apply', defaultUrl: '/xgxt/leave', alias: 'leave_apply', icon: 'plus' },
          { id: '3', parentId: '1', name: 'Nothing' },
        ],
      },
    ]);
    expect(routes).toEqual([
      { id: '2', path: '/xgxt/leave', title: 'Apply', icon: 'plus', alias: 'leave_apply', external: false },
      { id: '3', path: '/404', title: 'Nothing', icon: 'file-o', alias: null, external: false },
    ]);
  });

  it('accepts a flat list with parent ids', () => {
    const flat = [
      { id: '1', name: 'Group' },
      { id: '2', parentId: '1', name: 'Page', defaultUrl: '/a' },
    ];
    expect(menuToRoutes(flat).map((r) => r.path)).toEqual(['/a']);
    expect(menuTitle(flat, '/a')).toBe('Page');
  });
});
