import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import {
  CurrentPlace,
  DateField,
  FormPage,
  HousedOnly,
  myRequests,
  TextField,
  useSave,
} from '../../components/request-form.tsx';

/** stayOvernight (假期留宿): the days of the break, why, a parent's phone; counsellor → dorm office. */
export function HolidayStayPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const [v, setV] = useState({ startDate: '', endDate: '', reason: '', parentPhone: '' });
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const { busy, run } = useSave({ toast: t('common.submitted'), to: myRequests });
  const ready = Boolean(v.startDate && v.endDate && v.reason.trim() && v.parentPhone.trim());
  return (
    <HousedOnly>
      {(place) => (
        <FormPage
          testId="dorm-holiday"
          hint={t('holiday.hint')}
          submitLabel={t('common.submit')}
          submitTestId="dorm-holiday-submit"
          ready={ready}
          busy={busy}
          onSubmit={() => void run(() => dormAffairsApi.applyHoliday(v))}
        >
          <CurrentPlace place={place} />
          <DateField
            label={t('common.startDate')}
            value={v.startDate}
            onChange={set('startDate')}
            testId="dorm-holiday-start"
          />
          <DateField
            label={t('common.endDate')}
            value={v.endDate}
            onChange={set('endDate')}
            testId="dorm-holiday-end"
          />
          <TextField
            label={t('common.reason')}
            value={v.reason}
            onChange={set('reason')}
            testId="dorm-holiday-reason"
          />
          <Form.Item label={t('holiday.parentPhone')}>
            <Input
              type="tel"
              value={v.parentPhone}
              onChange={set('parentPhone')}
              maxLength={20}
              data-testid="dorm-holiday-phone"
            />
          </Form.Item>
        </FormPage>
      )}
    </HousedOnly>
  );
}
