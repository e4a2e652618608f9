import type { SealRow } from '@campusflow/contracts';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sealStateColor } from '../seals-logic.ts';

/** One application: seal type and copies, state, purpose; the applicant for staff; the recorded use. */
export function SealCard({ row, staff, children }: { row: SealRow; staff?: boolean; children?: ReactNode }) {
  const { t, i18n } = useTranslation('seals');
  return (
    <div className="seal-card" data-testid="seal-card" data-state={row.state}>
      <div className="seal-card-head">
        <span>
          {row.sealTypeLabel} · {t('copies', { count: row.copies })}
        </span>
        <Tag color={sealStateColor(row.state)}>{t(`states.${row.state}`)}</Tag>
      </div>
      <p className="seal-line">{row.purpose}</p>
      {staff && (
        <p className="seal-line">
          {row.applicantName} · {row.applicantCode} · {row.className ?? ''}
        </p>
      )}
      {row.usedAt && (
        <p className="seal-line">
          {t('usedAt', { time: new Date(row.usedAt).toLocaleString(i18n.language), name: row.usedByName ?? '' })}
        </p>
      )}
      {children && <div className="seal-actions">{children}</div>}
    </div>
  );
}
