import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CheckList, Collapse, ErrorBlock, Form, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dormAffairsApi } from '../api/dorm-affairs-api.ts';
import { dormKeys, dormsApi } from '../api/dorms-api.ts';
import '../dorms.css';
import { LoadState } from './load-state.tsx';

/**
 * changingDormitory: choose a free bed (rooms of my gender, by building and floor) and give a reason.
 * The request goes to the counsellor, then the dorm office; the move happens on the final approval.
 * A student without a bed applies to move in with the same choice.
 */
export function ChangeDormPage() {
  const { t } = useTranslation('dorms');
  const navigate = useNavigate();
  const client = useQueryClient();
  // Approvals by others move the student: always ask again when the page opens.
  const mine = useQuery({ queryKey: dormKeys.mine, queryFn: dormsApi.mine, refetchOnMount: 'always' });
  const free = useQuery({ queryKey: dormKeys.free, queryFn: dormsApi.freeBeds, refetchOnMount: 'always' });
  const [bedId, setBedId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (mine.isPending || free.isPending || mine.isError || free.isError) {
    return (
      <LoadState
        pending={mine.isPending || free.isPending}
        onRetry={() => {
          void mine.refetch();
          void free.refetch();
        }}
      />
    );
  }
  // Without a bed the same choice is a move-in request (入住, reviewed on reviewImmigration).
  const current = mine.data?.place ?? null;
  const buildings = [...new Set(free.data.map((r) => r.buildingName))];
  const submit = async () => {
    if (!bedId) return;
    setBusy(true);
    try {
      if (current) await dormsApi.applyChange({ targetBedId: bedId, reason: reason.trim() });
      else await dormAffairsApi.applyMoveIn({ targetBedId: bedId, reason: reason.trim() });
      Toast.show({ content: t('change.submitted'), icon: 'success' });
      await client.invalidateQueries({ queryKey: dormKeys.all });
      navigate('/bpmn/myRequest/index');
    } catch {
      // The client shows the server's message (bed taken meanwhile, a request already running…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-change">
      <Form layout="vertical">
        {current ? (
          <Form.Item label={t('change.current')}>
            {t('place', { building: current.buildingName, room: current.roomNo, bed: current.bedNo })}
          </Form.Item>
        ) : (
          <p className="dorm-hint" data-testid="dorm-move-in-hint">
            {t('affairs.moveIn.hint')}
          </p>
        )}
        <Form.Item label={t('change.choose')}>
          {free.data.length === 0 ? (
            <ErrorBlock status="empty" title={t('change.noFree')} description="" />
          ) : (
            <Collapse accordion>
              {buildings.map((building) => (
                <Collapse.Panel key={building} title={building}>
                  <CheckList
                    value={bedId ? [bedId] : []}
                    onChange={(v) => setBedId((v[0] as string | undefined) ?? null)}
                  >
                    {free.data
                      .filter((r) => r.buildingName === building)
                      .flatMap((room) =>
                        room.freeBeds.map((bed) => (
                          <CheckList.Item key={bed.bedId} value={bed.bedId} data-testid="dorm-free-bed">
                            {t('place', { building: room.buildingName, room: room.roomNo, bed: bed.bedNo })}
                          </CheckList.Item>
                        )),
                      )}
                  </CheckList>
                </Collapse.Panel>
              ))}
            </Collapse>
          )}
        </Form.Item>
        <Form.Item label={t('change.reason')}>
          <TextArea
            value={reason}
            onChange={setReason}
            placeholder={t('change.reasonPlaceholder')}
            maxLength={1000}
            rows={3}
            data-testid="dorm-reason"
          />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!bedId || reason.trim().length === 0}
          onClick={() => void submit()}
          data-testid="dorm-change-submit"
        >
          {current ? t('change.submit') : t('affairs.moveIn.submit')}
        </Button>
      </div>
    </div>
  );
}
