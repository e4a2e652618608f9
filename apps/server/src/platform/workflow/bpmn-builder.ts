// Builds the BPMN XML of the approval chains modules and seeds deploy (README "Supported BPMN
// subset"), so no module hand-writes gateways and flows. A chain is a list of steps between the
// applicant's start and two ends (通过 / 不通过):
// - a service task runs its cf:handler (checks, or the effects of the final approval);
// - a user task is decided by the people of its assignee rules; opposing ends the request rejected;
// - a user task with `when` is entered only when the condition holds (a safe expression, e.g.
//   `vars.leaveDays > vars.collegeThresholdDays`); otherwise the chain goes on with the next step
//   whose condition holds, or the next unconditional step, or the approving end.

export type ServiceStep = { kind: 'service'; id: string; name: string; handler: string };

export type UserStep = {
  kind: 'user';
  id: string;
  name: string;
  /** cf:assignee rules, e.g. `relation:counsellor` or `role:affairsAdmin`. */
  assignee: string;
  /** Enter this step only when the expression holds. */
  when?: string;
  /** Id of the gateway after this step (default `<id>Decided`). */
  gateway?: string;
  buttons?: string[];
  emptyAssignee?: 'skip';
};

export type ChainStep = ServiceStep | UserStep;

export type ApprovalChain = {
  /** The process id, which is the definition key. */
  key: string;
  name: string;
  /** cf:subject, e.g. `{starterName}的请假：{startDate}至{endDate}`. */
  subject?: string;
  steps: ChainStep[];
};

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

const header = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:cf="http://campusflow.dev/schema/bpmn" id="defs" targetNamespace="http://campusflow.dev">`;

type Flow = { source: string; target: string; condition?: string };

const approvedEnd = 'approved';
const rejectedEnd = 'rejected';
const opposed = "decision == 'oppose'";

/** Where the chain goes from step `from` on: flows in order, the first whose condition holds wins. */
function onward(steps: ChainStep[], from: number): { target: string; condition?: string }[] {
  const out: { target: string; condition?: string }[] = [];
  for (let i = from; i < steps.length; i++) {
    const step = steps[i] as ChainStep;
    if (step.kind === 'user' && step.when) {
      out.push({ target: step.id, condition: step.when });
      continue;
    }
    out.push({ target: step.id });
    return out;
  }
  out.push({ target: approvedEnd });
  return out;
}

function checkChain(chain: ApprovalChain): void {
  const ids = new Set<string>(['start', approvedEnd, rejectedEnd]);
  for (const step of chain.steps) {
    for (const id of step.kind === 'user' ? [step.id, step.gateway ?? `${step.id}Decided`] : [step.id]) {
      if (!/^[A-Za-z_][\w-]*$/.test(id)) throw new Error(`bpmn-builder: "${id}" is not a valid element id`);
      if (ids.has(id)) throw new Error(`bpmn-builder: element id "${id}" is used twice`);
      ids.add(id);
    }
  }
  if (!chain.steps.some((s) => s.kind === 'user')) throw new Error('bpmn-builder: a chain needs a user task');
}

/** The XML of one approval chain, ready for `deployDefinition`. */
export function buildApprovalChain(chain: ApprovalChain): string {
  checkChain(chain);
  const elements: string[] = ['<bpmn:startEvent id="start" name="申请人"/>'];
  const defaults = new Map<string, number>();
  const flows: Flow[] = [];
  // From the start: the first step, or (when it is conditional) a gateway choosing.
  const first = onward(chain.steps, 0);
  if (first.length === 1) flows.push({ source: 'start', target: (first[0] as { target: string }).target });
  else {
    elements.push('<bpmn:exclusiveGateway id="startDecided"/>');
    flows.push({ source: 'start', target: 'startDecided' });
    for (const f of first) flows.push({ source: 'startDecided', ...f });
    defaults.set('startDecided', flows.length - 1);
  }
  chain.steps.forEach((step, i) => {
    if (step.kind === 'service') {
      elements.push(
        `<bpmn:serviceTask id="${step.id}" name="${escapeAttr(step.name)}" cf:handler="${escapeAttr(step.handler)}"/>`,
      );
      const next = onward(chain.steps, i + 1);
      if (next.length === 1) flows.push({ source: step.id, ...(next[0] as Omit<Flow, 'source'>) });
      else {
        const gateway = `${step.id}Decided`;
        elements.push(`<bpmn:exclusiveGateway id="${gateway}"/>`);
        flows.push({ source: step.id, target: gateway });
        for (const f of next) flows.push({ source: gateway, ...f });
        defaults.set(gateway, flows.length - 1);
      }
      return;
    }
    const extra = [
      step.buttons ? ` cf:buttons="${escapeAttr(step.buttons.join(','))}"` : '',
      step.emptyAssignee ? ` cf:emptyAssignee="${step.emptyAssignee}"` : '',
    ].join('');
    elements.push(
      `<bpmn:userTask id="${step.id}" name="${escapeAttr(step.name)}" cf:assignee="${escapeAttr(step.assignee)}"${extra}/>`,
    );
    const gateway = step.gateway ?? `${step.id}Decided`;
    elements.push(`<bpmn:exclusiveGateway id="${gateway}"/>`);
    flows.push({ source: step.id, target: gateway });
    flows.push({ source: gateway, target: rejectedEnd, condition: opposed });
    for (const f of onward(chain.steps, i + 1)) flows.push({ source: gateway, ...f });
    defaults.set(gateway, flows.length - 1);
  });
  // Number the flows in document order; each gateway's last flow is its default (no condition).
  const flowXml = flows.map((f, n) => {
    const attrs = `id="f${n}" sourceRef="${f.source}" targetRef="${f.target}"`;
    if (!f.condition) return `<bpmn:sequenceFlow ${attrs}/>`;
    return `<bpmn:sequenceFlow ${attrs}>
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeText(f.condition)}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>`;
  });
  const gatewayXml = (line: string) => {
    const m = /^<bpmn:exclusiveGateway id="([^"]+)"\/>$/.exec(line);
    const index = m ? defaults.get(m[1] as string) : undefined;
    return index === undefined ? line : `<bpmn:exclusiveGateway id="${m?.[1]}" default="f${index}"/>`;
  };
  const subject = chain.subject ? ` cf:subject="${escapeAttr(chain.subject)}"` : '';
  return `${header}
  <bpmn:process id="${escapeAttr(chain.key)}" name="${escapeAttr(chain.name)}"${subject}>
    ${[...elements.map(gatewayXml), ...flowXml].join('\n    ')}
    <bpmn:endEvent id="${approvedEnd}" name="通过"/>
    <bpmn:endEvent id="${rejectedEnd}" name="不通过" cf:result="rejected"/>
  </bpmn:process>
</bpmn:definitions>`;
}
