import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { Db } from '../../db/database.ts';
import { engineDeps } from '../engine-deps.ts';
import { startProcess } from '../start-process.ts';
import { completeTask } from '../workflow-actions.ts';
import { engineHarness } from './engine-helpers.ts';
import { bpmn, flow } from './fixtures.ts';

// bench:workflow found ~20 statements per approval step (README "Bench"). This counts the statements
// one step issues through Kysely (raw sql included; begin/commit are not counted) and fails when a
// change adds round trips: the threshold is today's count, lower it as steps get cheaper.

/** Counts every statement compiled through the Db it is plugged into. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  kinds: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    this.kinds.push(args.node.kind);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const chainXml = bpmn(
  'id="chain3" name="三级审批"',
  `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 's1')}
  <bpmn:userTask id="s1" name="辅导员" cf:assignee="relation:counsellor"/>
  ${flow('f2', 's1', 's2')}
  <bpmn:userTask id="s2" name="学院" cf:assignee="relation:collegeAdmin"/>
  ${flow('f3', 's2', 's3')}
  <bpmn:userTask id="s3" name="学工处" cf:assignee="relation:affairsOffice"/>
  ${flow('f4', 's3', 'end')}
  <bpmn:endEvent id="end"/>`,
);

/** Statements per approval step today (measured 9, 9, 7: each org relation resolves in one statement). */
const maxPerStep = 9;

let t: TestApp;
let h: Awaited<ReturnType<typeof engineHarness>>;
beforeAll(async () => {
  t = await buildTestApp();
  h = await engineHarness(t);
  await h.deploy(chainXml);
});
afterAll(() => t.close());

describe('statements per approval step', () => {
  it(`stays at or under ${maxPerStep} for each step of a 3-step chain`, async () => {
    const counter = new QueryCounter();
    const counted = (h.db as Db).withPlugin(counter) as Db;
    const deps = engineDeps();
    const started = await startProcess(
      counted,
      deps,
      h.people.actor('student'),
      { defKey: 'chain3', data: {} },
      t.clock.now(),
    );
    const perStep: number[] = [];
    let taskId = started.taskIds[0] as string;
    for (const account of ['counsellor', 'collegeadmin', 'affairsadmin']) {
      counter.count = 0;
      const result = await completeTask(
        counted,
        deps,
        h.people.actor(account),
        { taskId, actionName: 'agree' },
        t.clock.now(),
      );
      perStep.push(counter.count);
      taskId = result.taskIds[0] as string;
    }
    // The chain really ran: the last step ended it.
    expect((await h.instance(started.instId)).status).toBe('end');
    console.info(`statements per step: ${perStep.join(', ')}`);
    for (const n of perStep) {
      expect(n).toBeGreaterThan(3);
      expect(n).toBeLessThanOrEqual(maxPerStep);
    }
  });
});
