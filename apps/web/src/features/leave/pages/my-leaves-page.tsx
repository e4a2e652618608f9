import type { LeaveRow } from '@campusflow/contracts';
import { Button, Popup, Skeleton } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { leaveApi } from '../api/leave-api.ts';
import { canReportBack, canShowPass, leaveApplyTarget } from '../leave-logic.ts';
import '../leave.css';
import { LeaveCard } from './leave-card.tsx';

/** qxjglMine: my leave requests with their state; the pass of an approved leave; report back. */
export function MyLeavesPage() {
  const { t, i18n } = useTranslation('leave');
  const navigate = useNavigate();
  const [pass, setPass] = useState<{ token: string; expiresAt: string } | null | 'loading'>(null);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage(await leaveApi.mine({ requestPage: { pageNo, limit } })),
    [],
  );
  const showPass = async (leave: LeaveRow) => {
    setPass('loading');
    try {
      setPass(await leaveApi.pass(leave.id));
    } catch {
      setPass(null);
    }
  };
  return (
    <div className="leave-page" data-testid="leave-mine">
      <PagedList<LeaveRow>
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        emptyText={`${t('empty')}。${t('emptyHint')}`}
        renderItem={(leave) => (
          <LeaveCard leave={leave}>
            {canShowPass(leave.state) && (
              <Button size="small" onClick={() => void showPass(leave)}>
                {t('pass.show')}
              </Button>
            )}
            {canReportBack(leave.state) && (
              <Button size="small" color="primary" onClick={() => navigate('/xgxt/qxjglXjsq')}>
                {t('report.action')}
              </Button>
            )}
          </LeaveCard>
        )}
      />
      <div className="leave-bottom-bar">
        <Button block color="primary" onClick={() => navigate(leaveApplyTarget)} data-testid="leave-apply">
          {t('apply')}
        </Button>
      </div>
      <Popup visible={pass !== null} onMaskClick={() => setPass(null)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className="leave-pass" data-testid="leave-pass">
          <h3>{t('pass.title')}</h3>
          {pass === 'loading' || pass === null ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : (
            <>
              <p className="leave-hint">{t('pass.hint')}</p>
              <div className="leave-pass-code">{pass.token}</div>
              <p className="leave-hint">
                {t('pass.expires', { time: new Date(pass.expiresAt).toLocaleString(i18n.language) })}
              </p>
            </>
          )}
        </div>
      </Popup>
    </div>
  );
}
