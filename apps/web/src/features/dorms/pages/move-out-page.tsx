import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dormKeys, dormsApi } from '../api/dorms-api.ts';
import {
  CurrentPlace,
  DateField,
  FormPage,
  HousedOnly,
  myRequests,
  TextField,
  useSave,
} from '../components/request-form.tsx';

/**
 * checkOut (退宿): the student asks to move out on a date, with a reason. The counsellor, the college
 * and the dorm office approve; the stay ends on the last approval (server process dorm_move_out).
 */
export function MoveOutPage() {
  const { t } = useTranslation('dorms');
  const client = useQueryClient();
  const [leaveDate, setLeaveDate] = useState('');
  const [reason, setReason] = useState('');
  const { busy, run } = useSave({ toast: t('moveOut.submitted'), to: myRequests });
  const submit = () =>
    run(async () => {
      await dormsApi.applyMoveOut({ leaveDate, reason: reason.trim() });
      await client.invalidateQueries({ queryKey: dormKeys.all });
    });
  return (
    <HousedOnly>
      {(place) => (
        <FormPage
          testId="dorm-move-out"
          hint={t('moveOut.hint')}
          submitLabel={t('moveOut.submit')}
          submitTestId="dorm-move-out-submit"
          ready={leaveDate !== '' && reason.trim() !== ''}
          busy={busy}
          onSubmit={() => void submit()}
        >
          <CurrentPlace place={place} />
          <DateField
            label={t('moveOut.leaveDate')}
            value={leaveDate}
            onChange={setLeaveDate}
            testId="dorm-move-out-date"
          />
          <TextField
            label={t('moveOut.reason')}
            placeholder={t('moveOut.reasonPlaceholder')}
            value={reason}
            onChange={setReason}
            testId="dorm-move-out-reason"
          />
        </FormPage>
      )}
    </HousedOnly>
  );
}
