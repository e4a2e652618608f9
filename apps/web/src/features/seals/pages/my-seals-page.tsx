import type { SealRow } from '@campusflow/contracts';
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { isStudent } from '../../../session/session.ts';
import { sealsApi } from '../api/seals-api.ts';
import { sealApplyTarget } from '../seals-logic.ts';
import '../seals.css';
import { SealCard } from './seal-card.tsx';

/**
 * yysq: a student's seal requests with their state and the apply button (the workflow feature's start
 * form of seal_request). Staff reach this menu entry too; their page is the management list (yygl).
 */
export function MySealsPage() {
  const { t } = useTranslation('seals');
  const navigate = useNavigate();
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage(await sealsApi.mine({ requestPage: { pageNo, limit } })),
    [],
  );
  if (!isStudent()) return <Navigate to="/xgxt/yygl" replace />;
  return (
    <div className="seal-page" data-testid="seal-mine">
      <PagedList<SealRow>
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        emptyText={`${t('empty')}。${t('emptyHint')}`}
        renderItem={(row) => <SealCard row={row} />}
      />
      <div className="seal-bottom-bar">
        <Button block color="primary" onClick={() => navigate(sealApplyTarget)} data-testid="seal-apply">
          {t('apply')}
        </Button>
      </div>
    </div>
  );
}
