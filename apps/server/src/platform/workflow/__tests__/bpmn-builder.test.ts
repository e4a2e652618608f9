import { describe, expect, it } from 'vitest';
import { buildApprovalChain } from '../bpmn-builder.ts';
import { parseDefinition } from '../definition-parser.ts';
import { generalApplicationXml, twoLevelApprovalXml } from '../seed-processes.ts';
import { graphShape } from './graph-shape.ts';
import { legacyGeneralXml, legacyTwoLevelXml } from './legacy-process-xml.ts';

// The built XML parses (bpmn-moddle, through the deploy-time parser) into the same executable graph as
// the hand-written XML it replaced (graph-shape.ts).

const shape = graphShape;

const same = async (built: string, legacy: string) =>
  expect(shape(await parseDefinition(built))).toEqual(shape(await parseDefinition(legacy)));

describe('bpmn-builder', () => {
  it('builds the standard processes that were hand-written, graph for graph', async () => {
    // Leave and dorms check theirs in their own tests (modules/*/__tests__/*-definitions.test.ts).
    await same(generalApplicationXml, legacyGeneralXml);
    await same(twoLevelApprovalXml(3), legacyTwoLevelXml);
  });

  it('skips a conditional step to the next step whose condition holds, then to the next plain one', async () => {
    const graph = await parseDefinition(
      buildApprovalChain({
        key: 'chain',
        name: '链',
        steps: [
          { kind: 'user', id: 'a', name: 'A', assignee: 'relation:counsellor' },
          { kind: 'user', id: 'b', name: 'B', assignee: 'relation:collegeAdmin', when: 'days > 3' },
          { kind: 'user', id: 'c', name: 'C', assignee: 'relation:affairsOffice', when: 'days > 7' },
          { kind: 'service', id: 'effect', name: '生效', handler: 'x.effect' },
        ],
      }),
    );
    expect(shape(graph).nodes.aDecided?.next).toEqual([
      "rejected decision == 'oppose'",
      'b days > 3',
      'c days > 7',
      'effect',
    ]);
    expect(shape(graph).nodes.bDecided?.next).toEqual(["rejected decision == 'oppose'", 'c days > 7', 'effect']);
    expect(shape(graph).nodes.effect?.next).toEqual(['approved']);
  });

  it('escapes names and conditions, and refuses duplicate or malformed ids', async () => {
    const xml = buildApprovalChain({
      key: 'esc',
      name: 'A & "B" <C>',
      steps: [
        { kind: 'user', id: 'a', name: 'x<y', assignee: 'starter' },
        { kind: 'user', id: 'b', name: 'B', assignee: 'starter', when: 'days < 2 && days > 0' },
      ],
    });
    const graph = await parseDefinition(xml);
    expect(graph.name).toBe('A & "B" <C>');
    expect(shape(graph).nodes.aDecided?.next).toContain('b days < 2 && days > 0');
    const user = (id: string) => ({ kind: 'user' as const, id, name: id, assignee: 'starter' });
    expect(() => buildApprovalChain({ key: 'd', name: 'd', steps: [user('a'), user('a')] })).toThrow(/twice/);
    expect(() => buildApprovalChain({ key: 'd', name: 'd', steps: [user('a b')] })).toThrow(/valid element id/);
    expect(() => buildApprovalChain({ key: 'd', name: 'd', steps: [] })).toThrow(/user task/);
  });
});
