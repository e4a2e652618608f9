import { Engine } from 'bpmn-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { engineHarness } from './engine-helpers.ts';
import { bpmn } from './fixtures.ts';

// Differential test (issue 4 §5): the same definitions and random data run through our engine and
// through bpmn-engine (dev dependency, used only as an oracle) must wait at the same user tasks after
// every step and end at the same end event. Conditions are written twice: ours, and JavaScript for
// bpmn-engine's script conditions.

type Cond = [ours: string, js: string];
const cf = (id: string, from: string, to: string, cond?: Cond, oracle = false) => {
  if (!cond) return `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;
  const body = (oracle ? `next(null, ${cond[1]})` : cond[0])
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  const language = oracle ? ' language="js"' : '';
  return `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"${language}>${body}</bpmn:conditionExpression></bpmn:sequenceFlow>`;
};
const v = (name: string) => `environment.variables.${name}`;
const opposed: Cond = ["decision == 'oppose'", `${v('decision')} === 'oppose'`];

/** Fork to two reviews; each branch may be opposed; then the college above N days. */
function definition(oracle: boolean) {
  return bpmn(
    'id="diff" name="差分" isExecutable="true"',
    `<bpmn:startEvent id="start"/>
  ${cf('f1', 'start', 'first', undefined, oracle)}
  <bpmn:userTask id="first" name="辅导员" cf:assignee="relation:counsellor"/>
  ${cf('f2', 'first', 'g1', undefined, oracle)}
  <bpmn:exclusiveGateway id="g1" default="f4"/>
  ${cf('f3', 'g1', 'rejected', opposed, oracle)}
  ${cf('f4', 'g1', 'fork', undefined, oracle)}
  <bpmn:parallelGateway id="fork"/>
  ${cf('f5', 'fork', 'office', undefined, oracle)}
  ${cf('f6', 'fork', 'college', undefined, oracle)}
  <bpmn:userTask id="office" name="学工处" cf:assignee="relation:affairsOffice"/>
  <bpmn:userTask id="college" name="学院" cf:assignee="relation:collegeAdmin"/>
  ${cf('f7', 'office', 'join', undefined, oracle)}
  ${cf('f8', 'college', 'join', undefined, oracle)}
  <bpmn:parallelGateway id="join"/>
  ${cf('f9', 'join', 'g2', undefined, oracle)}
  <bpmn:exclusiveGateway id="g2" default="f12"/>
  ${cf('f10', 'g2', 'dean', ['days > 5 && score >= 60', `${v('days')} > 5 && ${v('score')} >= 60`], oracle)}
  ${cf('f11', 'g2', 'rejected', ['score < 60', `${v('score')} < 60`], oracle)}
  ${cf('f12', 'g2', 'end', undefined, oracle)}
  <bpmn:userTask id="dean" name="学工处长" cf:assignee="user:affairsadmin"/>
  ${cf('f13', 'dean', 'g3', undefined, oracle)}
  <bpmn:exclusiveGateway id="g3" default="f15"/>
  ${cf('f14', 'g3', 'rejected', opposed, oracle)}
  ${cf('f15', 'g3', 'end', undefined, oracle)}
  <bpmn:endEvent id="end"/>
  <bpmn:endEvent id="rejected" cf:result="rejected"/>`,
  );
}

const holder: Record<string, string> = {
  first: 'counsellor',
  office: 'affairsadmin',
  college: 'collegeadmin',
  dean: 'affairsadmin',
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A seeded pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

let t: TestApp;
let h: Awaited<ReturnType<typeof engineHarness>>;
beforeAll(async () => {
  t = await buildTestApp();
  h = await engineHarness(t);
  await h.deploy(definition(false));
});
afterAll(() => t.close());

describe('differential: our engine against bpmn-engine', () => {
  it('reaches the same user tasks and the same end for 12 random runs', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rnd = random(seed);
      const days = Math.floor(rnd() * 10);
      const score = Math.floor(rnd() * 100);
      const oracle = new Engine({ name: `diff-${seed}`, source: definition(true) });
      const ends: string[] = [];
      oracle.broker.subscribeTmp(
        'event',
        'activity.end',
        (_key, msg) => {
          const { id, type } = msg.content as { id: string; type: string };
          if (type === 'bpmn:EndEvent') ends.push(id);
        },
        { noAck: true },
      );
      const execution = await oracle.execute({ variables: { days, score, decision: null } });
      await tick();
      const theirs = () =>
        execution
          .getPostponed()
          .filter((a) => a.type === 'bpmn:UserTask')
          .map((a) => a.id)
          .sort();
      const { instId } = await h.start('student', { defKey: 'diff', data: { days, score } });
      const ours = async () => (await h.open(instId)).map((x) => x.split(':')[0] as string).sort();
      for (let step = 0; step < 10; step++) {
        const waiting = await ours();
        expect(waiting, `seed ${seed} step ${step}`).toEqual(theirs());
        if (waiting.length === 0) break;
        const nodeId = waiting[Math.floor(rnd() * waiting.length)] as string;
        const decision = rnd() < 0.25 ? 'oppose' : 'agree';
        await h.act(holder[nodeId] as string, instId, nodeId, decision);
        // The process's own environment (each definition and process clones the engine's).
        const task = execution.getPostponed().find((a) => a.id === nodeId);
        if (task) task.environment.variables.decision = decision;
        task?.signal();
        await tick();
      }
      const result = (await h.instance(instId)).result;
      expect(ends.length > 0 ? ends[ends.length - 1] : null, `seed ${seed}`).toBe(
        result === 'rejected' ? 'rejected' : 'end',
      );
      oracle.stop();
    }
  });
});
