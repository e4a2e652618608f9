import { describe, expect, it } from 'vitest';
import {
  avatarText,
  contactLinks,
  countPeople,
  crumbsOf,
  hasMorePeople,
  orderGroups,
  searchKeyword,
} from './contacts-logic.ts';

const person = (
  name: string,
  initials: string,
  relation: 'counsellor' | 'classmate' | 'staff' | 'student' = 'classmate',
) => ({
  userId: name,
  name,
  initials,
  relation,
  mobile: '138****0001',
  mobileMasked: true,
  email: null,
});

const book = [
  { orgId: 'c1', parentId: 'm1', orgName: '计科2401班', people: [person('李明', 'lm'), person('王小雨', 'wxy')] },
  { orgId: 'cs', parentId: 's', orgName: '计算机学院', people: [person('张老师', 'zls', 'counsellor')] },
];

describe('contacts search', () => {
  it('asks the server only for a real keyword, trimmed and within the contract limit', () => {
    expect(searchKeyword('  ')).toBeNull();
    expect(searchKeyword(' 小雨 ')).toBe('小雨');
    expect(searchKeyword('x'.repeat(60))).toHaveLength(40);
  });

  it('counts people over groups and puts the counsellor section first', () => {
    expect(countPeople(book)).toBe(3);
    expect(orderGroups(book).map((g) => g.orgId)).toEqual(['cs', 'c1']);
  });
});

describe('contacts tree', () => {
  const path = [
    { id: 's', kind: 'school' as const, name: '示范大学' },
    { id: 'cs', kind: 'college' as const, name: '计算机学院' },
    { id: 'c1', kind: 'class' as const, name: '计科2401班' },
  ];

  it('breadcrumbs start at the school (the top, id null) and mark the level shown', () => {
    const crumbs = crumbsOf(path, '通讯录');
    expect(crumbs.map((c) => c.id)).toEqual([null, 'cs', 'c1']);
    expect(crumbs[0]?.name).toBe('示范大学');
    expect(crumbs.map((c) => c.current)).toEqual([false, false, true]);
  });

  it('a tenant with several roots shows the book’s own name on top', () => {
    expect(crumbsOf([], '通讯录')).toEqual([{ id: null, name: '通讯录', current: true }]);
  });

  it('offers more people only while some are not shown', () => {
    expect(hasMorePeople(50, 120)).toBe(true);
    expect(hasMorePeople(120, 120)).toBe(false);
  });
});

describe('contact links', () => {
  it('never dials a masked number', () => {
    expect(contactLinks({ mobile: '138****0001', mobileMasked: true, email: null })).toEqual({
      call: null,
      sms: null,
      mail: null,
    });
    expect(contactLinks({ mobile: '138****0001', mobileMasked: false, email: null }).call).toBeNull();
  });

  it('links a full number and an e-mail', () => {
    expect(contactLinks({ mobile: '139 0000 0001', mobileMasked: false, email: 'a@b.cn' })).toEqual({
      call: 'tel:13900000001',
      sms: 'sms:13900000001',
      mail: 'mailto:a@b.cn',
    });
  });

  it('avatar text is the last two characters of a Chinese name, else an initial', () => {
    expect(avatarText('欧阳明月')).toBe('明月');
    expect(avatarText('alice')).toBe('A');
    expect(avatarText(' ')).toBe('?');
  });
});
