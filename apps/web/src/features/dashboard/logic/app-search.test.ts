import type { WorkbenchApp } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { appMatches, searchGroups } from './app-search.ts';
import { moveItem, sameOrder } from './my-apps-order.ts';

const app = (name: string, initials: string, menuId = name): WorkbenchApp => ({
  menuId,
  alias: menuId,
  name,
  icon: 'file-o',
  url: `/x/${menuId}`,
  initials,
});
const leave = app('请假申请', 'qjsq');
const card = app('学生证补办', 'xszbb');
const notices = app('通知公告', 'tzgg');

describe('application centre search', () => {
  it('finds by pinyin initials from the start and inside a run of two letters or more', () => {
    expect(appMatches(leave, 'qj')).toBe(true);
    expect(appMatches(leave, 'QJ')).toBe(true);
    expect(appMatches(card, 'zbb')).toBe(true);
    expect(appMatches(card, 'qj')).toBe(false);
    // One letter only from the start, so "s" does not find everything with an s inside.
    expect(appMatches(leave, 's')).toBe(false);
    expect(appMatches(card, 'x')).toBe(true);
  });

  it('finds by any part of the name, ignoring spaces, case and full-width letters', () => {
    expect(appMatches(leave, '请假')).toBe(true);
    expect(appMatches(app('Leave request', 'leaverequest'), 'leave req')).toBe(true);
    expect(appMatches(app('Leave request', 'leaverequest'), 'ＬＥＡＶＥ')).toBe(true);
    expect(appMatches(notices, '请假')).toBe(false);
  });

  it('keeps only matching apps and drops empty groups; an empty query keeps all', () => {
    const groups = [
      { id: 'a', name: 'A', apps: [leave, notices] },
      { id: 'b', name: 'B', apps: [card] },
    ];
    expect(searchGroups(groups, 'tz')).toEqual([{ id: 'a', name: 'A', apps: [notices] }]);
    expect(searchGroups(groups, '  ')).toBe(groups);
    expect(searchGroups(groups, 'zzz')).toEqual([]);
  });
});

describe('my apps order', () => {
  it('moves one step and refuses moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('compares orders', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
