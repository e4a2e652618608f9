import type { WhereaboutsMissing, WhereaboutsRecord } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, Selector, Tabs, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarChart } from '../../../components/chart/index.ts';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { currentRole, roleAlias, useSession } from '../../../session/session.ts';
import { whereaboutsApi, whereaboutsKeys } from '../api/whereabouts-api.ts';
import { pickWindow } from '../whereabouts-logic.ts';
import '../whereabouts.css';
import { Empty, LoadError, Loading } from '../../../components/load-states.tsx';
import { RecordCard } from './my-records-page.tsx';
import { OpenWindowPopup } from './open-window-popup.tsx';

const openerRoles = ['affairsAdmin', 'tenantAdmin'];

/**
 * jjrlfxCheck: staff see a holiday's registrations among the students they look after (counsellor:
 * their classes), who has not registered, remind them, and export; the affairs office opens windows.
 */
export function CheckPage() {
  const { t } = useTranslation('whereabouts');
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const [asked, setAsked] = useState<string | null>(null);
  const [tab, setTab] = useState('missing');
  const [opening, setOpening] = useState(false);
  const windows = useQuery({
    queryKey: whereaboutsKeys.windows,
    queryFn: () => whereaboutsApi.windows({ requestPage: { pageNo: 1, limit: 20 } }),
  });
  const windowId = pickWindow(windows.data?.dataResult ?? [], asked);
  const view = useQuery({
    queryKey: whereaboutsKeys.window(windowId ?? ''),
    queryFn: () => whereaboutsApi.window(windowId as string),
    enabled: !!windowId,
  });
  const fetchMissing = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await whereaboutsApi.missing(windowId as string, { requestPage: { pageNo, limit } })),
    [windowId],
  );
  const fetchRecords = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await whereaboutsApi.records(windowId as string, { requestPage: { pageNo, limit } })),
    [windowId],
  );
  const opener = openerRoles.includes(roleAlias(currentRole(session)) ?? '');

  if (windows.isPending) return <Loading />;
  if (windows.isError) return <LoadError retry={() => void windows.refetch()} />;
  const f = view.data?.figures;
  const remind = async () => {
    if (!windowId || !(await Dialog.confirm({ content: t('actions.remind') }))) return;
    const { reminded } = await whereaboutsApi.remind(windowId);
    Toast.show({ content: t('reminded', { count: reminded }), icon: 'success' });
  };
  return (
    <div className="wb-page" data-testid="whereabouts-check">
      {windowId ? (
        <>
          <div className="wb-card">
            <Selector
              columns={2}
              value={[windowId]}
              onChange={(v) => v[0] && setAsked(v[0])}
              options={(windows.data.dataResult ?? []).map((w) => ({
                value: w.id,
                label: w.name,
                description: t(w.open ? 'status.open' : 'status.closed'),
              }))}
            />
          </div>
          {view.isPending && <Loading />}
          {f && (
            <div className="wb-card">
              <div className="wb-figures" data-testid="whereabouts-figures">
                {(['students', 'registered', 'missing', 'leaving', 'staying', 'returned'] as const).map((k) => (
                  <div key={k} data-figure={k}>
                    <strong>{f[k]}</strong>
                    <span>{t(`figures.${k}`)}</span>
                  </div>
                ))}
              </div>
              <BarChart
                title={t('titles.check')}
                labelHeader={t('fields.where')}
                valueHeader={t('figures.students')}
                max={Math.max(1, f.students)}
                data={(['registered', 'missing', 'leaving', 'returned'] as const).map((k) => ({
                  key: k,
                  label: t(`figures.${k}`),
                  value: f[k],
                }))}
              />
            </div>
          )}
          <Tabs activeKey={tab} onChange={setTab} className="wb-tabs">
            <Tabs.Tab title={t('missingTitle', { count: f?.missing ?? 0 })} key="missing" />
            <Tabs.Tab title={t('recordsTitle', { count: f?.registered ?? 0 })} key="records" />
          </Tabs>
          {tab === 'missing' ? (
            <PagedList<WhereaboutsMissing>
              fetchPage={fetchMissing}
              resetKey={windowId}
              rowKey={(r) => r.studentId}
              emptyText={t('noneMissing')}
              renderItem={(r) => (
                <List.Item description={r.className ?? ''} extra={r.studentCode} data-testid="whereabouts-missing">
                  {r.studentName}
                </List.Item>
              )}
            />
          ) : (
            <PagedList<WhereaboutsRecord>
              fetchPage={fetchRecords}
              resetKey={windowId}
              rowKey={(r) => r.id}
              emptyText={t('empty')}
              renderItem={(r) => (
                <RecordCard
                  record={{ ...r, windowName: `${r.studentName} · ${r.studentCode}` }}
                  onOpen={() => navigate(`/xgxt/jjrlfxDetail?id=${r.id}`)}
                />
              )}
            />
          )}
        </>
      ) : (
        <Empty text={t('noWindow')} />
      )}
      <div className="wb-bottom-bar">
        {windowId && view.data?.open && (
          <Button color="primary" onClick={() => void remind()} data-testid="whereabouts-remind">
            {t('actions.remind')}
          </Button>
        )}
        {windowId && view.data && (
          <Button onClick={() => void whereaboutsApi.exportCsv(windowId, `${view.data.name}.csv`)}>
            {t('actions.export')}
          </Button>
        )}
        {opener && <Button onClick={() => setOpening(true)}>{t('actions.open')}</Button>}
      </div>
      <OpenWindowPopup
        visible={opening}
        onClose={() => setOpening(false)}
        onOpened={async (id) => {
          setOpening(false);
          setAsked(id);
          await client.invalidateQueries({ queryKey: whereaboutsKeys.all });
        }}
      />
    </div>
  );
}
