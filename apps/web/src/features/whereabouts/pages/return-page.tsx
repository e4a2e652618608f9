import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whereaboutsApi, whereaboutsKeys } from '../api/whereabouts-api.ts';
import { awaitingReturn, placeLine } from '../whereabouts-logic.ts';
import '../whereabouts.css';
import { Empty, LoadError, Loading } from '../../../components/load-states.tsx';

const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** jjrlfxFxdj: the student registers the return of each departure not yet marked back. */
export function ReturnPage() {
  const { t } = useTranslation('whereabouts');
  const client = useQueryClient();
  const [dates, setDates] = useState<Record<string, string>>({});
  const mine = useQuery({
    queryKey: [...whereaboutsKeys.all, 'mine-all'],
    queryFn: () => whereaboutsApi.mine({ requestPage: { pageNo: 1, limit: 100 } }),
  });
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <LoadError retry={() => void mine.refetch()} />;
  const open = awaitingReturn(mine.data.dataResult);
  if (open.length === 0) return <Empty text={t('noReturn')} />;
  const submit = async (windowId: string, id: string) => {
    await whereaboutsApi.returned(windowId, { returnDate: dates[id] ?? today() });
    Toast.show({ content: t('returnSaved'), icon: 'success' });
    await client.invalidateQueries({ queryKey: whereaboutsKeys.all });
  };
  return (
    <div className="wb-page" data-testid="whereabouts-return">
      {open.map((r) => (
        <div className="wb-card" key={r.id}>
          <div className="wb-card-head">{r.windowName}</div>
          <p className="wb-line">{placeLine(r)}</p>
          <p className="wb-line">{t('period', { start: r.leaveDate, end: r.returnDate })}</p>
          <label className="wb-line" style={{ display: 'block' }}>
            {t('fields.actualReturnDate')}
            <input
              type="date"
              className="wb-date"
              value={dates[r.id] ?? today()}
              onChange={(e) => setDates({ ...dates, [r.id]: e.target.value })}
            />
          </label>
          <Button block color="primary" onClick={() => void submit(r.windowId, r.id)}>
            {t('actions.registerReturn')}
          </Button>
        </div>
      ))}
    </div>
  );
}
