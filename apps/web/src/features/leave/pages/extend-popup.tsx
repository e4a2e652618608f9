import type { LeaveHalf, LeaveRow } from '@campusflow/contracts';
import { Button, Form, Popup, Radio, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../api/leave-api.ts';

/** 续假: a new end for an approved leave; the approval chain is the leave's (server process leave_extension). */
export function ExtendPopup({ leave, onClose }: { leave: LeaveRow | null; onClose: (submitted: boolean) => void }) {
  const { t } = useTranslation('leave');
  const [endDate, setEndDate] = useState('');
  const [endHalf, setEndHalf] = useState<LeaveHalf>('pm');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!leave) return;
    setBusy(true);
    try {
      await leaveApi.extend(leave.id, { endDate, endHalf, reason: reason.trim() });
      Toast.show({ icon: 'success', content: t('extend.submitted') });
      setReason('');
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={leave !== null} onMaskClick={() => onClose(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className="leave-pass" data-testid="leave-extend">
        <h3>{t('extend.title')}</h3>
        <p className="leave-hint">{t('extend.hint')}</p>
        <Form layout="vertical">
          <Form.Item label={t('extend.endDate')}>
            <input
              type="date"
              className="leave-date-input"
              data-testid="leave-extend-date"
              value={endDate}
              min={leave?.endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('extend.endHalf')}>
            <Radio.Group value={endHalf} onChange={(v) => setEndHalf(v as LeaveHalf)}>
              <Radio value="am" style={{ marginRight: 16 }}>
                {t('halves.am')}
              </Radio>
              <Radio value="pm">{t('halves.pm')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('extend.reason')}>
            <TextArea
              data-testid="leave-extend-reason"
              placeholder={t('extend.reasonPlaceholder')}
              value={reason}
              onChange={setReason}
              maxLength={1000}
              rows={3}
            />
          </Form.Item>
        </Form>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!endDate || reason.trim() === ''}
          onClick={() => void submit()}
          data-testid="leave-extend-submit"
        >
          {t('extend.submit')}
        </Button>
      </div>
    </Popup>
  );
}
