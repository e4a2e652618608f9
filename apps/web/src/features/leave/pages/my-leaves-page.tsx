import type { LeaveRow } from '@campusflow/contracts';
import { Button, Popup, Skeleton } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { type LeavePassQr, leaveApi } from '../api/leave-api.ts';
import { canExtend, canReportBack, canShowPass, leaveApplyTarget } from '../leave-logic.ts';
import '../leave.css';
import { ExtendPopup } from './extend-popup.tsx';
import { LeaveCard } from './leave-card.tsx';

/** qxjglMine: my leave requests with their state; the QR pass of an approved leave; 续假; report back. */
export function MyLeavesPage() {
  const { t, i18n } = useTranslation('leave');
  const navigate = useNavigate();
  const [pass, setPass] = useState<LeavePassQr | null | 'loading'>(null);
  const [extending, setExtending] = useState<LeaveRow | null>(null);
  // A new resetKey reloads the list from page 1 (after an extension was submitted).
  const [version, setVersion] = useState(0);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage(await leaveApi.mine({ requestPage: { pageNo, limit } })),
    [],
  );
  const showPass = async (leave: LeaveRow) => {
    setPass('loading');
    try {
      setPass(await leaveApi.passQr(leave.id));
    } catch {
      setPass(null);
    }
  };
  return (
    <div className="leave-page" data-testid="leave-mine">
      <PagedList<LeaveRow>
        fetchPage={fetchPage}
        resetKey={String(version)}
        rowKey={(r) => r.id}
        emptyText={`${t('empty')}。${t('emptyHint')}`}
        renderItem={(leave) => (
          <LeaveCard leave={leave}>
            {canShowPass(leave.state) && (
              <Button size="small" onClick={() => void showPass(leave)}>
                {t('pass.show')}
              </Button>
            )}
            {canExtend(leave.state) && (
              <Button size="small" onClick={() => setExtending(leave)} data-testid="leave-extend-open">
                {t('extend.action')}
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
              <img className="leave-pass-qr" src={pass.image} alt={t('pass.qrAlt')} data-testid="leave-pass-qr" />
              <a className="leave-pass-link" href={pass.url}>
                {t('pass.link')}
              </a>
              <p className="leave-hint">
                {t('pass.expires', { time: new Date(pass.expiresAt).toLocaleString(i18n.language) })}
              </p>
            </>
          )}
        </div>
      </Popup>
      <ExtendPopup
        leave={extending}
        onClose={(submitted) => {
          setExtending(null);
          if (submitted) setVersion((v) => v + 1);
        }}
      />
    </div>
  );
}
