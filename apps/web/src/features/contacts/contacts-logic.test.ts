import { describe, expect, it } from 'vitest';
import { avatarText, contactLinks, countPeople, filterBook, matches, orderGroups } from './contacts-logic.ts';

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
  { orgId: 'c1', orgName: '计科2401班', people: [person('李明', 'lm'), person('王小雨', 'wxy')] },
  { orgId: 'cs', orgName: '计算机学院', people: [person('张老师', 'zls', 'counsellor')] },
];

describe('contacts search', () => {
  it('finds by name part and by pinyin initials prefix, case-insensitive', () => {
    expect(matches(person('王小雨', 'wxy'), '小雨')).toBe(true);
    expect(matches(person('王小雨', 'wxy'), 'WX')).toBe(true);
    expect(matches(person('王小雨', 'wxy'), 'xy')).toBe(false);
    expect(matches(person('王小雨', 'wxy'), '  ')).toBe(true);
  });

  it('keeps only matching people and drops empty groups', () => {
    const found = filterBook(book, 'zl');
    expect(found.map((g) => g.orgId)).toEqual(['cs']);
    expect(countPeople(found)).toBe(1);
    expect(filterBook(book, '')).toBe(book);
    expect(filterBook(book, 'nobody')).toEqual([]);
  });

  it('puts the group with the counsellors first', () => {
    expect(orderGroups(book).map((g) => g.orgId)).toEqual(['cs', 'c1']);
  });
});

describe('contact links', () => {
  it('offers call, SMS and e-mail for a full number', () => {
    expect(contactLinks({ mobile: '139 0000 0001', mobileMasked: false, email: 'a.b@x.cn' })).toEqual({
      call: 'tel:13900000001',
      sms: 'sms:13900000001',
      mail: 'mailto:a.b@x.cn',
    });
  });

  it('never dials a masked number, even when the flag is missing', () => {
    expect(contactLinks({ mobile: '138****0001', mobileMasked: true, email: null })).toEqual({
      call: null,
      sms: null,
      mail: null,
    });
    expect(contactLinks({ mobile: '138****0001', mobileMasked: false, email: null }).call).toBeNull();
  });

  it('encodes odd characters of an e-mail address', () => {
    expect(contactLinks({ mobile: null, mobileMasked: false, email: 'x?y@z.cn' }).mail).toBe('mailto:x%3Fy@z.cn');
  });
});

describe('avatar text', () => {
  it('uses the last two characters of Chinese names, else the initial', () => {
    expect(avatarText('张老师')).toBe('老师');
    expect(avatarText('李明')).toBe('李明');
    expect(avatarText('alice')).toBe('A');
    expect(avatarText(' ')).toBe('?');
  });
});
