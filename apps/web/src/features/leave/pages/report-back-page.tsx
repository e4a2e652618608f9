import type { LeaveRow } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { leaveApi, leaveKeys } from '../api/leave-api.ts';
import { currentPosition, type Position } from '../leave-logic.ts';
import '../leave.css';
import { GeofenceMapCard } from './geofence-map-card.tsx';
import { LeaveCard } from './leave-card.tsx';

/**
 * qxjglXjsq (销假): the approved leaves not yet reported back. The browser's position goes with the
 * report; when the school set a campus geofence the server accepts it only inside, and the page draws
 * the fence with the student's position (offline SVG) so they see why before pressing the button.
 */
export function ReportBackPage() {
  const { t } = useTranslation('leave');
  const client = useQueryClient();
  const settings = useQuery({ queryKey: leaveKeys.settings, queryFn: leaveApi.settings, staleTime: 300_000 });
  const [busy, setBusy] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const fence = settings.data?.geofence ?? null;
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);
  const locate = useCallback(async () => {
    setLocating(true);
    const found = await currentPosition(undefined, 0);
    setLocating(false);
    setDenied(found === null);
    if (found) setPosition(found);
  }, []);
  // Locate once when the fence is known: the map is the point of the page for a fenced school.
  useEffect(() => {
    if (fence) void locate();
  }, [fence, locate]);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(
        await leaveApi.mine({
          parameters: [{ key: 'Q^state^SIN', value: 'approved,onLeave,overdue' }],
          requestPage: { pageNo, limit },
        }),
      ),
    [],
  );
  const report = async (leave: LeaveRow) => {
    setBusy(leave.id);
    try {
      const fenced = (settings.data?.geofence ?? null) !== null;
      const locating = Toast.show({ content: t('report.locating'), icon: 'loading', duration: 0 });
      const position = await currentPosition().finally(() => locating.close());
      if (position) setPosition(position);
      if (!position && fenced) {
        Toast.show({ content: t('report.locationDenied'), duration: 3000 });
        return;
      }
      const done = await leaveApi.reportBack(leave.id, position ? { location: position } : {});
      Toast.show({ content: done.lateReturn ? t('report.doneLate') : t('report.done'), icon: 'success' });
      await client.invalidateQueries({ queryKey: leaveKeys.all });
      setGeneration((g) => g + 1);
    } catch (error) {
      // The client toasts server errors (outside the geofence, already reported…); keep the page usable.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      // Not Toast.clear(): the client's toast of a server error (outside the campus…) must stay.
      setBusy(null);
    }
  };
  return (
    <div className="leave-page" data-testid="leave-report-back">
      {fence && <p className="leave-hint">{t('report.fenceHint')}</p>}
      {fence && (
        <GeofenceMapCard
          rings={fence}
          position={position}
          denied={denied}
          action={
            <Button
              size="mini"
              fill="outline"
              loading={locating}
              onClick={() => void locate()}
              data-testid="leave-map-locate"
            >
              {t('map.locate')}
            </Button>
          }
        />
      )}
      <PagedList<LeaveRow>
        fetchPage={fetchPage}
        resetKey={String(generation)}
        rowKey={(r) => r.id}
        emptyText={t('report.empty')}
        renderItem={(leave) => (
          <LeaveCard leave={leave}>
            <Button
              size="small"
              color="primary"
              loading={busy === leave.id}
              disabled={busy !== null}
              onClick={() => void report(leave)}
              data-testid="leave-report-button"
            >
              {t('report.action')}
            </Button>
          </LeaveCard>
        )}
      />
    </div>
  );
}
