import type { WhereaboutsRecord } from '@campusflow/contracts';
import { Button, Tag } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { whereaboutsApi } from '../api/whereabouts-api.ts';
import { placeLine } from '../whereabouts-logic.ts';
import '../whereabouts.css';

/** One registration as a card: holiday, staying or where to, dates, returned or not. */
export function RecordCard({ record, onOpen }: { record: WhereaboutsRecord; onOpen: () => void }) {
  const { t } = useTranslation('whereabouts');
  return (
    <button
      type="button"
      className="wb-card"
      style={{ display: 'block', width: 'calc(100% - 24px)', textAlign: 'left', border: 0 }}
      onClick={onOpen}
      data-testid="whereabouts-record"
    >
      <div className="wb-card-head">
        <span>{record.windowName}</span>
        <span>
          <Tag color={record.staying ? 'default' : 'primary'}>
            {t(record.staying ? 'where.staying' : 'where.leaving')}
          </Tag>
          {!record.staying && (
            <Tag color={record.returnedAt ? 'success' : 'warning'} style={{ marginLeft: 4 }}>
              {t(record.returnedAt ? 'status.returned' : 'status.notReturned')}
            </Tag>
          )}
        </span>
      </div>
      {!record.staying && (
        <>
          <p className="wb-line">{placeLine(record)}</p>
          <p className="wb-line">{t('period', { start: record.leaveDate, end: record.returnDate })}</p>
        </>
      )}
    </button>
  );
}

/** jjrlfxDjxx: my registrations over every holiday; a registration opens its details. */
export function MyRecordsPage() {
  const { t } = useTranslation('whereabouts');
  const navigate = useNavigate();
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage(await whereaboutsApi.mine({ requestPage: { pageNo, limit } })),
    [],
  );
  return (
    <div className="wb-page" data-testid="whereabouts-mine">
      <PagedList<WhereaboutsRecord>
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
        renderItem={(r) => <RecordCard record={r} onOpen={() => navigate(`/xgxt/jjrlfxDetail?id=${r.id}`)} />}
      />
      <div className="wb-bottom-bar">
        <Button color="primary" onClick={() => navigate('/xgxt/jjrlfxQxdj')}>
          {t('titles.register')}
        </Button>
        <Button onClick={() => navigate('/xgxt/jjrlfxFxdj')}>{t('actions.registerReturn')}</Button>
      </div>
    </div>
  );
}
