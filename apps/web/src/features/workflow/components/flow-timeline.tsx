import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '../api/workflow-api.ts';
import { timeAgo } from './format-time.ts';

const known = new Set([
  'start',
  'resubmit',
  'agree',
  'oppose',
  'abandon',
  'reject',
  'rejectToPrevious',
  'rejectToStart',
  'revoke',
  'takeBack',
  'shift',
  'delegate',
  'delegateReturn',
  'changeCancel',
  'addSign',
  'copy',
  'end',
  'endProcess',
  'remind',
  'urge',
  'service',
  'suspend',
  'recover',
  'lock',
  'unlock',
]);
const negative = new Set(['oppose', 'reject', 'rejectToPrevious', 'rejectToStart', 'endProcess', 'revoke']);

/** `addSign:agree` → addSign; unknown actions read as "handled". */
export function historyKey(action: string): string {
  const base = action.split(':')[0] ?? action;
  return known.has(base) ? base : 'other';
}

/** The approval history: who did what at which step, when, with their comment. */
export function FlowTimeline({ rows }: { rows: HistoryRow[] }) {
  const { t, i18n } = useTranslation('workflow');
  return (
    <Steps direction="vertical" className="wf-timeline" data-testid="wf-timeline">
      {rows.map((row) => {
        const key = historyKey(row.action);
        const status = negative.has(key) ? 'error' : 'finish';
        return (
          <Steps.Step
            key={row.id}
            status={status}
            title={
              <span className="wf-step-title">
                <strong>{row.actorName ?? t('history.system')}</strong> {t(`history.${key}`)}
                {row.nodeName && key !== 'start' ? <span className="muted"> · {row.nodeName}</span> : null}
              </span>
            }
            description={
              <span className="wf-step-desc">
                <time dateTime={row.createTime}>{timeAgo(row.createTime, i18n.language)}</time>
                {row.opinion && <span className="wf-step-opinion">“{row.opinion}”</span>}
                {row.signature?.startsWith('data:image/') && (
                  <img className="wf-signature" src={row.signature} alt={row.actorName ?? ''} />
                )}
              </span>
            }
          />
        );
      })}
    </Steps>
  );
}
