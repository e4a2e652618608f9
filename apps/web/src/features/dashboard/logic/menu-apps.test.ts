import { describe, expect, it } from 'vitest';
import { appTarget, menuAppGroups } from './menu-apps.ts';

describe('application centre from the session menu', () => {
  it('groups page entries under their top-level area, nested or flat', () => {
    const nested = [
      {
        id: 'g1',
        name: '审批',
        children: [
          { id: 'a', name: '待办', defaultUrl: '/bpmn/pending/index', icon: 'file-o' },
          { id: 'sub', name: 'sub', children: [{ id: 'b', name: '已办', defaultUrl: '/bpmn/handled/index' }] },
        ],
      },
      { id: 'g2', name: '空', children: [] },
    ];
    const groups = menuAppGroups(nested);
    expect(groups.map((g) => [g.id, g.apps.map((a) => a.menuId)])).toEqual([['g1', ['a', 'b']]]);
    expect(groups[0]?.apps[1]?.icon).toBe('file-o');
    const flat = [
      { id: 'g1', name: 'G', parentId: null },
      { id: 'a', name: 'A', parentId: 'g1', defaultUrl: '/x' },
    ];
    expect(menuAppGroups(flat)[0]?.apps.map((a) => a.menuId)).toEqual(['a']);
    expect(menuAppGroups(null)).toEqual([]);
  });

  it('leads data templates, outside links and entries without a page where the shell does', () => {
    expect(appTarget({ url: '/d/list/abc_1', name: 'x' })).toBe('/d/list/abc_1');
    expect(appTarget({ url: 'https://a.example/p', name: '外链' })).toBe(
      `/iframe?url=${encodeURIComponent('https://a.example/p')}&title=${encodeURIComponent('外链')}`,
    );
    expect(appTarget({ url: '', name: 'x' })).toBe('/404');
    expect(appTarget({ url: 'xgxt/xlzx', name: 'x' })).toBe('/xgxt/xlzx');
  });
});
