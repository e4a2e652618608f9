import type { BackHandMode, CompleteAction } from '@campusflow/contracts';

// What each button of a node (api-conventions.md §7 aliases, sent by the server) does on the detail
// page, and how the bottom bar is laid out: the primary answer, its opposite, the rest in "More".

export type ActionPlan =
  /** `bpm/task/complete` with this actionName. */
  | { kind: 'complete'; action: CompleteAction; needsOpinion: boolean; chooseTarget?: boolean; chooseMode?: boolean }
  /** Transfer (shift) or delegate (assignee) through task/change/save. */
  | { kind: 'change'; changeType: 'shift' | 'assignee'; single: boolean }
  | { kind: 'addSign' }
  | { kind: 'copy' }
  | { kind: 'endProcess' }
  | { kind: 'lock'; lock: boolean }
  | { kind: 'suspend'; suspend: boolean }
  | { kind: 'urge' }
  /** The applicant withdraws the whole request (bpm/task/revoke with instId). */
  | { kind: 'withdraw' }
  | { kind: 'print' }
  /** Shown on the page itself (diagram, history) or not for the phone: no bar entry. */
  | { kind: 'none' };

export type ActionContext = {
  /** The page shows a task (task/getFormData) rather than a read-only request. */
  hasTask: boolean;
  /** The applicant's own returned step: "agree" resubmits, "revoke" withdraws. */
  isStarterStep: boolean;
};

export function planOf(alias: string, ctx: ActionContext): ActionPlan {
  switch (alias) {
    case 'agree':
      return { kind: 'complete', action: 'agree', needsOpinion: false };
    case 'oppose':
      return { kind: 'complete', action: 'oppose', needsOpinion: true };
    case 'abandon':
      return { kind: 'complete', action: 'abandon', needsOpinion: false };
    case 'reject':
      return { kind: 'complete', action: 'reject', needsOpinion: true, chooseTarget: true, chooseMode: true };
    case 'rejectToPrevious':
      return { kind: 'complete', action: 'rejectToPrevious', needsOpinion: true };
    case 'rejectToStart':
      return { kind: 'complete', action: 'rejectToStart', needsOpinion: true, chooseMode: true };
    case 'revoke':
      return ctx.hasTask ? { kind: 'complete', action: 'revoke', needsOpinion: false } : { kind: 'withdraw' };
    case 'shift':
      return { kind: 'change', changeType: 'shift', single: false };
    case 'delegate':
      return { kind: 'change', changeType: 'assignee', single: true };
    case 'addSign':
      return { kind: 'addSign' };
    case 'copy':
      return { kind: 'copy' };
    case 'endProcess':
      return { kind: 'endProcess' };
    case 'lock':
    case 'unlock':
      return { kind: 'lock', lock: alias === 'lock' };
    case 'suspendProcess':
    case 'recoverProcess':
      return { kind: 'suspend', suspend: alias === 'suspendProcess' };
    case 'urge':
      return { kind: 'urge' };
    case 'print':
      return { kind: 'print' };
    default:
      return { kind: 'none' };
  }
}

/** The i18n key (workflow:buttons.*) of a button; glossary words, not the engine's. */
export function labelKeyOf(alias: string, ctx: ActionContext & { vote: boolean }): string {
  if (alias === 'agree' && ctx.isStarterStep) return 'buttons.resubmit';
  // 驳回 ends a request as rejected; on a vote (会签/或签) the "no" answer is 不同意 (glossary §13).
  if (alias === 'oppose') return ctx.vote ? 'buttons.disagree' : 'buttons.oppose';
  return `buttons.${alias}`;
}

export type BarLayout = { primary: string | null; secondary: string | null; more: string[] };

const secondaryOrder = ['oppose', 'revoke', 'rejectToStart', 'reject', 'rejectToPrevious'];

/**
 * The bottom bar: approve first, its opposite second (驳回, or 撤回 on the applicant's own step or
 * request), everything else the user can do in the action sheet. Diagram and history are sections
 * of the page, so they never take a place in the bar.
 */
export function layoutBar(aliases: readonly string[], ctx: ActionContext): BarLayout {
  const usable = aliases.filter((a, i) => aliases.indexOf(a) === i && planOf(a, ctx).kind !== 'none');
  const primary =
    usable.find((a) => a === 'agree') ?? (ctx.hasTask ? null : (usable.find((a) => a === 'urge') ?? null));
  const secondary = secondaryOrder.find((a) => usable.includes(a) && a !== primary) ?? null;
  const more = usable.filter((a) => a !== primary && a !== secondary);
  return { primary, secondary, more };
}

/** Rejects follow the diagram again by default; "direct" returns straight to the rejecting step. */
export const defaultBackHandMode: BackHandMode = 'normal';

/** Counts of a batch answer (bpm/task/agree/batch gives one result per task). */
export function batchOutcome(results: readonly { ok: boolean }[]): { done: number; failed: number } {
  const done = results.filter((r) => r.ok).length;
  return { done, failed: results.length - done };
}
