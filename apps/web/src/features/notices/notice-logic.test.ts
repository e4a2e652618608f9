import { describe, expect, it } from 'vitest';
import { attributeAllowed, hasVisibleContent, isSafeUrl, tagVerdict } from '../../components/rich-text/index.ts';
import {
  canPublish,
  childrenOf,
  chosenAncestor,
  emptyAudience,
  formatFileSize,
  fromAudience,
  isSchoolWide,
  noticeActions,
  pathOf,
  readPercent,
  relativeTime,
  shareUrl,
  splitReceipts,
  toAudience,
  toggleOrg,
} from './notice-logic.ts';

describe('who may write announcements', () => {
  it('allows the publisher roles and the ALL pseudo role, nobody else', () => {
    for (const alias of ['tenantAdmin', 'affairsAdmin', 'collegeAdmin', 'counsellor'])
      expect(canPublish(alias)).toBe(true);
    expect(canPublish('student')).toBe(false);
    expect(canPublish('newStudent')).toBe(false);
    expect(canPublish(null)).toBe(false);
    expect(canPublish(null, 'ALL')).toBe(true);
    expect(isSchoolWide('affairsAdmin')).toBe(true);
    expect(isSchoolWide('counsellor')).toBe(false);
  });
});

describe('audience', () => {
  const orgs = [
    { id: 's', parentId: null, kind: 'school', name: '示范大学' },
    { id: 'cs', parentId: 's', kind: 'college', name: '计算机学院' },
    { id: 'm1', parentId: 'cs', kind: 'major', name: '计算机科学与技术' },
    { id: 'c1', parentId: 'm1', kind: 'class', name: '计科2401班' },
    { id: 'c2', parentId: 'm1', kind: 'class', name: '计科2402班' },
    { id: 'em', parentId: 's', kind: 'college', name: '经管学院' },
  ];

  it('walks the tree level by level with breadcrumbs', () => {
    expect(childrenOf(orgs, null).map((o) => o.id)).toEqual(['s']);
    expect(childrenOf(orgs, 's').map((o) => o.id)).toEqual(['cs', 'em']);
    expect(pathOf(orgs, 'c1').map((o) => o.id)).toEqual(['s', 'cs', 'm1', 'c1']);
    expect(pathOf(orgs, null)).toEqual([]);
  });

  it('choosing a college covers its classes and replaces classes chosen before', () => {
    const classes = toggleOrg(orgs, ['c1', 'em'], 'c2');
    expect(classes).toEqual(['c1', 'em', 'c2']);
    const college = toggleOrg(orgs, classes, 'cs');
    expect(college).toEqual(['em', 'cs']);
    expect(chosenAncestor(orgs, college, 'c1')?.id).toBe('cs');
    expect(chosenAncestor(orgs, college, 'cs')).toBeNull();
    expect(toggleOrg(orgs, college, 'cs')).toEqual(['em']);
  });

  it('builds the wire audience with roles and cohorts, and refuses an empty one', () => {
    expect(toAudience(emptyAudience)).toBeNull();
    expect(toAudience({ school: false, orgIds: ['cs'], roles: ['student'], cohorts: [2024] })).toEqual({
      scope: 'orgs',
      orgIds: ['cs'],
      roles: ['student'],
      cohorts: [2024],
    });
    expect(toAudience({ school: true, orgIds: ['c1'], roles: [], cohorts: [] })).toEqual({ scope: 'school' });
    expect(fromAudience({ scope: 'school', cohorts: [2025] })).toEqual({
      school: true,
      orgIds: [],
      roles: [],
      cohorts: [2025],
    });
  });
});

describe('receipts and actions', () => {
  it('lists who has not read by name and who has read latest first', () => {
    const { read, unread } = splitReceipts([
      { userId: '1', name: '王', readAt: null },
      { userId: '2', name: '李', readAt: '2026-11-01T08:00:00Z' },
      { userId: '3', name: '陈', readAt: '2026-11-02T08:00:00Z' },
      { userId: '4', name: '艾', readAt: null },
    ]);
    expect(read.map((r) => r.userId)).toEqual(['3', '2']);
    expect(unread.map((r) => r.userId)).toEqual(['4', '1']);
    expect(readPercent(1, 3)).toBe(33);
    expect(readPercent(0, 0)).toBe(0);
  });

  it('offers publish for drafts and withdrawn ones, withdraw only when published, no edit once withdrawn', () => {
    expect(noticeActions('draft')).toEqual({ edit: true, publish: true, withdraw: false });
    expect(noticeActions('published')).toEqual({ edit: true, publish: false, withdraw: true });
    expect(noticeActions('withdrawn')).toEqual({ edit: false, publish: true, withdraw: false });
  });

  it('formats sizes, relative times and the share link', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(relativeTime('2026-11-23T11:59:30Z', now)).toEqual({ unit: 'now', n: 0 });
    expect(relativeTime('2026-11-23T11:15:00Z', now)).toEqual({ unit: 'm', n: 45 });
    expect(relativeTime('2026-11-23T02:00:00Z', now)).toEqual({ unit: 'h', n: 10 });
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toEqual({ unit: 'd', n: 3 });
    expect(relativeTime('2026-10-01T12:00:00Z', now).unit).toBe('date');
    expect(shareUrl('https://x.edu', '/app/', 'abc')).toBe('https://x.edu/app/#/twgl/abc');
    expect(shareUrl('https://x.edu', '/app', 'abc', false)).toBe('https://x.edu/app/twgl/abc');
  });
});

describe('HTML allowlist (same as the server)', () => {
  it('keeps formatting tags, drops scripts with their content, unwraps unknown tags', () => {
    expect(tagVerdict('P')).toBe('keep');
    expect(tagVerdict('script')).toBe('drop');
    expect(tagVerdict('iframe')).toBe('drop');
    expect(tagVerdict('font')).toBe('unwrap');
  });

  it('refuses script URLs, event handlers and styles', () => {
    expect(isSafeUrl('a', 'javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('a', ' java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl('a', 'data:text/html,x')).toBe(false);
    expect(isSafeUrl('img', 'http://x/a.png')).toBe(false);
    expect(isSafeUrl('img', '//evil/a.png')).toBe(false);
    // Images come only from our file store: no external address (tracking pixels), no data:.
    expect(isSafeUrl('img', 'https://x/a.png')).toBe(false);
    expect(isSafeUrl('img', 'data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isSafeUrl('img', '/file/download?fileId=0190f5d2-6a1b-7c3d-8e4f-0123456789ab&inline=1')).toBe(true);
    expect(isSafeUrl('img', '/file/download?fileId=0190f5d2-6a1b-7c3d-8e4f-0123456789ab&inline=1&x')).toBe(false);
    expect(isSafeUrl('a', 'mailto:a@b.cn')).toBe(true);
    expect(attributeAllowed('a', 'onclick', 'x')).toBe(false);
    expect(attributeAllowed('p', 'style', 'color:red')).toBe(false);
    expect(attributeAllowed('img', 'width', '100" onload="x')).toBe(false);
    expect(attributeAllowed('td', 'colspan', '2')).toBe(true);
  });

  it('knows an empty editor from one with text or an image', () => {
    expect(hasVisibleContent('<p><br></p>')).toBe(false);
    expect(hasVisibleContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleContent('<p>班会</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="https://x/a.png"></p>')).toBe(true);
  });
});
