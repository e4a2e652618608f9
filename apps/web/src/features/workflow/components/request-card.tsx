import { Checkbox } from 'antd-mobile';
import type { ReactNode } from 'react';

export type RequestCardProps = {
  title: string;
  /** Process · current step, or the key fields. */
  line?: ReactNode;
  /** Person and relative time. */
  meta?: ReactNode;
  tag?: ReactNode;
  onOpen?: () => void;
  /** Batch mode: a checkbox in front, and tapping toggles it instead of opening. */
  selectable?: boolean;
  selected?: boolean;
  onToggle?: () => void;
  extra?: ReactNode;
  testId?: string;
};

/** One row of a workflow list (ux.md "Lists": cards, not tables). */
export function RequestCard(p: RequestCardProps) {
  const onClick = p.selectable ? p.onToggle : p.onOpen;
  return (
    <div className="wf-card" data-testid={p.testId}>
      {p.selectable && (
        <Checkbox className="wf-card-check" checked={p.selected} onChange={() => p.onToggle?.()} aria-label={p.title} />
      )}
      <button type="button" className="wf-card-body" onClick={onClick}>
        <span className="wf-card-head">
          <span className="wf-card-title">{p.title}</span>
          {p.tag}
        </span>
        {p.line && <span className="wf-card-line">{p.line}</span>}
        {p.meta && <span className="wf-card-meta">{p.meta}</span>}
      </button>
      {p.extra && <div className="wf-card-extra">{p.extra}</div>}
    </div>
  );
}
