import { describe, expect, it } from 'vitest';
import { routeTitle } from './route-title.ts';

const t = (key: string, o?: { defaultValue?: string }) =>
  key.startsWith('common:routes.x') ? (o?.defaultValue ?? key) : `T(${key})`;
const ctx = (search = '', params: Record<string, string> = {}, menuTitle: string | null = null) => ({
  t,
  search: new URLSearchParams(search),
  params,
  menuTitle,
});

describe('secondary layout title (spec §2)', () => {
  it('route title first, then params/query title, then the menu name, then the route name', () => {
    const meta = { name: 'notice', layout: 'secondary' as const };
    expect(routeTitle({ ...meta, title: 'account:x' }, ctx('title=Q'))).toBe('T(account:x)');
    expect(routeTitle(meta, ctx('', { title: 'P' }))).toBe('P');
    expect(routeTitle(meta, ctx('title=Q'))).toBe('Q');
    expect(routeTitle(meta, ctx('', {}, 'Menu name'))).toBe('Menu name');
    expect(routeTitle(meta, ctx())).toBe('T(common:routes.notice)');
    expect(routeTitle({ name: 'xyz', layout: 'secondary' }, ctx())).toBe('xyz');
  });
});
