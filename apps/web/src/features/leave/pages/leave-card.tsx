import type { LeaveRow } from '@campusflow/contracts';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stateColor } from '../leave-logic.ts';

/** One leave in a list: type, state, period, days, destination; actions below. */
export function LeaveCard({ leave, children }: { leave: LeaveRow; children?: ReactNode }) {
  const { t } = useTranslation('leave');
  return (
    <div className="leave-card" data-testid="leave-card" data-state={leave.state}>
      <div className="leave-card-head">
        <span>
          {t(`types.${leave.type}`)} · {t('days', { days: leave.days })}
        </span>
        <span>
          {leave.lateReturn && (
            <Tag color="danger" fill="outline" style={{ marginRight: 4 }}>
              {t('late')}
            </Tag>
          )}
          <Tag color={stateColor(leave.state)}>{t(`states.${leave.state}`)}</Tag>
        </span>
      </div>
      <p className="leave-card-line">
        {t('period', {
          start: leave.startDate,
          startHalf: t(`halves.${leave.startHalf}`),
          end: leave.endDate,
          endHalf: t(`halves.${leave.endHalf}`),
        })}
      </p>
      {leave.destination && <p className="leave-card-line">{t('destination', { place: leave.destination })}</p>}
      {children && <div className="leave-card-actions">{children}</div>}
    </div>
  );
}
