import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Form, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormKeys, dormsApi } from '../../api/dorms-api.ts';
import '../../dorms.css';
import { LoadState } from '../load-state.tsx';

/** stayOvernight (假期留宿): the days of the break, why, a parent's phone; counsellor → dorm office. */
export function HolidayStayPage() {
  const { t } = useTranslation('dorms');
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: dormKeys.mine, queryFn: dormsApi.mine, refetchOnMount: 'always' });
  const [v, setV] = useState({ startDate: '', endDate: '', reason: '', parentPhone: '' });
  const [busy, setBusy] = useState(false);
  if (mine.isPending || mine.isError) return <LoadState pending={mine.isPending} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <ErrorBlock status="empty" title={t('notHoused')} description={t('notHousedHint')} />;
  const place = mine.data.place;
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const ready = v.startDate && v.endDate && v.reason.trim() && v.parentPhone.trim();
  const submit = async () => {
    setBusy(true);
    try {
      await dormAffairsApi.applyHoliday(v);
      Toast.show({ content: t('affairs.common.submitted'), icon: 'success' });
      navigate('/bpmn/myRequest/index');
    } catch {
      // The client shows the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-holiday">
      <p className="dorm-hint">{t('affairs.holiday.hint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('moveOut.current')}>
          {t('place', { building: place.buildingName, room: place.roomNo, bed: place.bedNo })}
        </Form.Item>
        <Form.Item label={t('affairs.common.startDate')}>
          <input
            type="date"
            className="dorm-date-input"
            value={v.startDate}
            onChange={(e) => set('startDate')(e.target.value)}
            data-testid="dorm-holiday-start"
          />
        </Form.Item>
        <Form.Item label={t('affairs.common.endDate')}>
          <input
            type="date"
            className="dorm-date-input"
            value={v.endDate}
            onChange={(e) => set('endDate')(e.target.value)}
            data-testid="dorm-holiday-end"
          />
        </Form.Item>
        <Form.Item label={t('affairs.common.reason')}>
          <TextArea
            value={v.reason}
            onChange={set('reason')}
            maxLength={1000}
            rows={3}
            data-testid="dorm-holiday-reason"
          />
        </Form.Item>
        <Form.Item label={t('affairs.holiday.parentPhone')}>
          <Input
            type="tel"
            value={v.parentPhone}
            onChange={set('parentPhone')}
            maxLength={20}
            data-testid="dorm-holiday-phone"
          />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!ready}
          onClick={() => void submit()}
          data-testid="dorm-holiday-submit"
        >
          {t('affairs.common.submit')}
        </Button>
      </div>
    </div>
  );
}
