import type { PickerOrg } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { childrenOf, toggle, trailTo } from './org-tree.ts';

const org = (id: string, parentId: string | null): PickerOrg => ({
  id,
  parentId,
  kind: 'org',
  code: id,
  name: id,
  memberCount: 0,
});
const orgs = [
  org('school', null),
  org('cs', 'school'),
  org('econ', 'school'),
  org('cs-2401', 'cs'),
  org('orphan', 'gone'),
];

describe('org tree browsing', () => {
  it('lists one level, treating orgs with an unknown parent as top level', () => {
    expect(childrenOf(orgs, null).map((o) => o.id)).toEqual(['school', 'orphan']);
    expect(childrenOf(orgs, 'school').map((o) => o.id)).toEqual(['cs', 'econ']);
    expect(childrenOf(orgs, 'cs-2401')).toEqual([]);
  });

  it('gives the trail from the top, and survives a cycle', () => {
    expect(trailTo(orgs, 'cs-2401').map((o) => o.id)).toEqual(['school', 'cs', 'cs-2401']);
    expect(trailTo(orgs, null)).toEqual([]);
    const cyclic = [org('a', 'b'), org('b', 'a')];
    expect(trailTo(cyclic, 'a').map((o) => o.id)).toEqual(['b', 'a']);
  });
});

describe('selection', () => {
  const li = { id: '1', name: '李明' };
  const wang = { id: '2', name: '王芳' };
  it('adds and removes in a multiple picker', () => {
    expect(toggle(toggle([], li, true), wang, true)).toEqual([li, wang]);
    expect(toggle([li, wang], li, true)).toEqual([wang]);
  });
  it('keeps one person in a single picker', () => {
    expect(toggle([li], wang, false)).toEqual([wang]);
  });
});
