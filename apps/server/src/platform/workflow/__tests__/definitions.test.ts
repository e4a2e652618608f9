import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { deployDefinition, findDefinition } from '../definitions.ts';
import { bpmn, demoPeople, flow, leaveXml, type People } from './fixtures.ts';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPeople(t.app.db);
});
afterAll(() => t.close());

describe('deploying process definitions', () => {
  it('stores versions per tenant and key; the latest is what a key finds', async () => {
    const now = t.clock.now();
    const v1 = await deployDefinition(t.app.db, { tenantId: p.tenantId, xml: leaveXml, now, category: 'leave' });
    const v2 = await deployDefinition(t.app.db, { tenantId: p.tenantId, xml: leaveXml, now });
    const other = await deployDefinition(t.app.db, { tenantId: p.otherTenantId, xml: leaveXml, now });
    expect([v1.key, v1.version, v2.version, other.version]).toEqual(['leave', 1, 2, 1]);
    expect(v1.category).toBe('leave');
    expect((await findDefinition(t.app.db, p.tenantId, { defKey: 'leave' })).id).toBe(v2.id);
    expect((await findDefinition(t.app.db, p.tenantId, { defKey: 'leave', version: 1 })).id).toBe(v1.id);
    // Another tenant's definition is not found by id.
    await expect(findDefinition(t.app.db, p.tenantId, { defId: other.id })).rejects.toMatchObject({
      codeName: 'PROCESS_NOT_FOUND',
    });
    expect(v2.graph.nodes.counsellor?.assignees).toEqual([{ type: 'relation', value: 'counsellor' }]);
  });

  it('refuses elements outside the subset, naming the element and its line', async () => {
    const xml = bpmn(
      'id="bad"',
      `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'script')}
  <bpmn:scriptTask id="script"/>
  ${flow('f2', 'script', 'end')}
  <bpmn:endEvent id="end"/>`,
    );
    const error = await deployDefinition(t.app.db, { tenantId: p.tenantId, xml, now: t.clock.now() }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.codeName).toBe('PROCESS_DEFINITION_INVALID');
    expect(error.cause).toContain('line 8, ScriptTask "script"');
    expect(error.cause).toContain('line 7, SequenceFlow "f1"');
    const none = await t.app.db.selectFrom('wfDefinitions').select('id').where('key', '=', 'bad').execute();
    expect(none).toEqual([]);
  });

  it('refuses a condition the expression language cannot read', async () => {
    const xml = bpmn(
      'id="cond"',
      `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'g')}
  <bpmn:exclusiveGateway id="g" default="f3"/>
  ${flow('f2', 'g', 'end', 'process.exit(1) ==')}
  ${flow('f3', 'g', 'end')}
  <bpmn:endEvent id="end"/>`,
    );
    await expect(deployDefinition(t.app.db, { tenantId: p.tenantId, xml, now: t.clock.now() })).rejects.toMatchObject({
      codeName: 'PROCESS_DEFINITION_INVALID',
    });
  });
});
