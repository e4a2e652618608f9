import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Form, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dormKeys, dormsApi } from '../api/dorms-api.ts';
import '../dorms.css';
import { LoadState } from './load-state.tsx';

/**
 * checkOut (退宿): the student asks to move out on a date, with a reason. The counsellor, the college
 * and the dorm office approve; the stay ends on the last approval (server process dorm_move_out).
 */
export function MoveOutPage() {
  const { t } = useTranslation('dorms');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: dormKeys.mine, queryFn: dormsApi.mine, refetchOnMount: 'always' });
  const [leaveDate, setLeaveDate] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (mine.isPending || mine.isError) return <LoadState pending={mine.isPending} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <ErrorBlock status="empty" title={t('notHoused')} description={t('notHousedHint')} />;
  const current = mine.data.place;
  const submit = async () => {
    setBusy(true);
    try {
      await dormsApi.applyMoveOut({ leaveDate, reason: reason.trim() });
      Toast.show({ content: t('moveOut.submitted'), icon: 'success' });
      await client.invalidateQueries({ queryKey: dormKeys.all });
      navigate('/bpmn/myRequest/index');
    } catch {
      // The client shows the server's message (not housed, a request already running…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-move-out">
      <p className="dorm-hint">{t('moveOut.hint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('moveOut.current')}>
          {t('place', { building: current.buildingName, room: current.roomNo, bed: current.bedNo })}
        </Form.Item>
        <Form.Item label={t('moveOut.leaveDate')}>
          <input
            type="date"
            className="dorm-date-input"
            data-testid="dorm-move-out-date"
            value={leaveDate}
            onChange={(e) => setLeaveDate(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('moveOut.reason')}>
          <TextArea
            data-testid="dorm-move-out-reason"
            placeholder={t('moveOut.reasonPlaceholder')}
            value={reason}
            onChange={setReason}
            maxLength={1000}
            rows={3}
          />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!leaveDate || reason.trim() === ''}
          onClick={() => void submit()}
          data-testid="dorm-move-out-submit"
        >
          {t('moveOut.submit')}
        </Button>
      </div>
    </div>
  );
}
