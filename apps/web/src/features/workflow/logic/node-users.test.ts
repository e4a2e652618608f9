import { describe, expect, it } from 'vitest';
import { missingChoices, type NodeUserChoice, toNodeUsers } from './node-users.ts';

const choices: NodeUserChoice[] = [
  { nodeId: 'review', nodeName: '指定审核', required: true },
  { nodeId: 'sign', nodeName: '加审', required: false },
];
const chen = { id: 'u-chen', name: '陈老师' };
const liu = { id: 'u-liu', name: '刘院长' };

describe('next-step people', () => {
  it('reports the required steps nobody was chosen for', () => {
    expect(missingChoices(choices, {}).map((c) => c.nodeId)).toEqual(['review']);
    expect(missingChoices(choices, { review: [] }).map((c) => c.nodeId)).toEqual(['review']);
    expect(missingChoices(choices, { review: [chen] })).toEqual([]);
  });

  it('sends ids per offered step, leaving out empty and unknown steps', () => {
    expect(toNodeUsers(choices, {})).toBeUndefined();
    expect(toNodeUsers(choices, { review: [chen, liu], sign: [], other: [liu] })).toEqual({
      review: ['u-chen', 'u-liu'],
    });
  });
});
